import { CUSTOMER_LIST_REGIONS } from '@tidemark/domain/customers/regions';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { EngineScreen } from '../engine/engine-screen';
import { withFilters } from '../engine/list-state';
import type { ListModel } from '../engine/use-list';
import { PageHeader } from '../shell/page-header';
import './customers.css';

type ListRegion = (typeof CUSTOMER_LIST_REGIONS)[number];

/** The list's region: the customer list is one resource in three views, TPE first. */
export const REGION_FILTER = 'f_customerRegion';
export const DEFAULT_REGION: ListRegion = 'TPE';

export const isListRegion = (value: string | null | undefined): value is ListRegion =>
  (CUSTOMER_LIST_REGIONS as readonly string[]).includes(value ?? '');

/** The title bar with the TPE, EMEA and LATAM tabs; a tab is the region filter, so it lives in the URL. */
const RegionTabs = ({ list, create }: { list: ListModel; create: ReactNode }) => {
  const { t } = useTranslation();
  const region = list.state.filters[REGION_FILTER];
  return (
    <>
      <PageHeader title={t(list.page.titleKey)} description={t('customersUi.list.hint')} extra={create} />
      <Tabs
        className="cu-region-tabs"
        activeKey={isListRegion(region) ? region : DEFAULT_REGION}
        onChange={(key) => list.go(withFilters(list.state, { ...list.state.filters, [REGION_FILTER]: key }))}
        items={CUSTOMER_LIST_REGIONS.map((r) => ({
          key: r,
          label: (
            <span className="cu-region-tab" data-region={r}>
              <strong>{r}</strong>
              {list.phone ? null : <span className="cu-region-note">{t(`customersUi.regions.${r}`)}</span>}
            </span>
          ),
        }))}
      />
    </>
  );
};

/**
 * Route customer: the generic list with the region tabs above it (a list without a region is
 * the TPE list), and the generic profile of a customer with its contacts, codes and history.
 */
export const CustomerPage = () => {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const listPath = /\/customer\/?$/.test(pathname);
  if (listPath && !isListRegion(params.get(REGION_FILTER))) {
    const next = new URLSearchParams(params);
    next.set(REGION_FILTER, DEFAULT_REGION);
    return <Navigate replace to={{ search: next.toString() }} />;
  }
  return (
    <EngineScreen url="customer" list={{ header: (list, create) => <RegionTabs list={list} create={create} /> }} />
  );
};
