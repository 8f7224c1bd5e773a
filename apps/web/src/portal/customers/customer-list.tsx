import { DownloadOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { CUSTOMER_LIST_REGIONS } from '@tidemark/domain/customers/regions';
import { companyResource } from '@tidemark/domain/customers/resources';
import type { FieldDef } from '@tidemark/domain/engine/definitions';
import { App, Button, Col, Empty, Form, Input, Row, Select, Table, type TableColumnsType, Tabs } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { RequestError } from '../../wire/request';
import { Permission, useCan } from '../permission';
import { ColumnSettingsButton, useColumnSettings } from '../settings/column-settings';
import { useBreakpoint } from '../shell/breakpoint';
import { useFeedback } from '../shell/feedback';
import { PageHeader } from '../shell/page-header';
import { pagination } from '../shell/table';
import { type CompanyRow, engineApi } from './api';
import { CompanyForm } from './company-form';
import { downloadExport } from './download';
import { StatusTag, useCustomerDictionaries, valueText } from './format';
import {
  CUSTOMER_PAGE,
  type CustomerListState,
  type CustomerSearch,
  EMPTY_SEARCH,
  effectiveSort,
  type ListRegion,
  listPayload,
  listStateToParams,
  parseListState,
  withRegion,
  withSearch,
} from './list-state';
import { actionPermission } from './permissions';
import './customers.css';

const FIELDS: ReadonlyMap<string, FieldDef> = new Map(companyResource.fields.map((f) => [f.name, f]));
/** The tab is the region, so the list does not repeat it in a column. */
const TAB_COLUMNS: ReadonlySet<string> = new Set(['customerRegion']);
/** Columns that stay on a phone; the rest appear from the md breakpoint. */
const PHONE_COLUMNS: ReadonlySet<string> = new Set(['name', 'status']);

type Data = { rows: CompanyRow[]; total: number; totalExact: boolean };

/**
 * The customer list (route customer): one resource, three views as tabs (TPE, EMEA, LATAM) on the
 * region filter, a search by name, code, status and branch, a paged and sorted table whose state
 * is all in the URL, the user's own columns, and "New customer". A row opens the profile.
 */
export const CustomerList = () => {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params), [params]);
  const { reportError } = useFeedback();
  const dictionaries = useCustomerDictionaries();
  const columnSettings = useColumnSettings(companyResource.name, CUSTOMER_PAGE);
  const breakpoint = useBreakpoint();
  const phone = breakpoint === 'phone';
  const canExport = useCan(actionPermission(CUSTOMER_PAGE, 'export'));
  const [form] = Form.useForm<CustomerSearch>();
  const [data, setData] = useState<Data>({ rows: [], total: 0, totalExact: true });
  const [loading, setLoading] = useState(true);
  const [exporting, setExporting] = useState(false);
  const [creating, setCreating] = useState(false);

  const go = useCallback(
    (next: CustomerListState) => setParams(listStateToParams(next), { preventScrollReset: true }),
    [setParams],
  );

  const payload = useMemo(() => listPayload(state), [state]);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await engineApi.list<CompanyRow>('company', payload);
      setData({ rows: res.rows, total: res.total, totalExact: res.totalExact });
    } catch (error) {
      reportError(error);
      setData({ rows: [], total: 0, totalExact: true });
    } finally {
      setLoading(false);
    }
  }, [payload, reportError]);

  useEffect(() => {
    void load();
  }, [load]);

  // Back and forward move through list states; the search form follows the URL.
  useEffect(() => {
    form.setFieldsValue(state.search);
  }, [state.search, form]);

  // A page past the end (rows deleted, a shared link) goes to the last page that has rows.
  useEffect(() => {
    if (loading || data.rows.length > 0 || data.total === 0 || state.page === 1) return;
    go({ ...state, page: Math.max(1, Math.ceil(data.total / state.limit)) });
  }, [loading, data, state, go]);

  const sort = effectiveSort(state);
  const columns: TableColumnsType<CompanyRow> = columnSettings.columns.flatMap((name) => {
    const field = FIELDS.get(name);
    if (!field || TAB_COLUMNS.has(name)) return [];
    return [
      {
        key: name,
        dataIndex: name,
        title: t(field.labelKey),
        width: name === 'name' ? undefined : field.width,
        ellipsis: name !== 'name',
        responsive: PHONE_COLUMNS.has(name) ? undefined : ['md'],
        sorter: field.sortable === true,
        sortOrder: sort.field === name ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
        render: (value: unknown, row: CompanyRow) => {
          if (name === 'status') return <StatusTag status={row.status} dictionaries={dictionaries} />;
          if (name === 'name') {
            return (
              <span className="cu-name-cell">
                {row.name}
                {phone ? (
                  <span className="cu-name-sub">
                    {row.code} · {row.city}
                  </span>
                ) : null}
              </span>
            );
          }
          if (name === 'code') return <span className="cu-code">{row.code}</span>;
          return valueText(value, field.type, field.dict, dictionaries, t, i18n.language);
        },
      },
    ];
  });

  const openProfile = (row: CompanyRow) =>
    navigate(`/dashboard/${CUSTOMER_PAGE}/${row.id}`, { state: { list: location.search } });

  const exportList = async () => {
    setExporting(true);
    const hide = message.loading(t('messages.exportInProgress'), 0);
    try {
      const { page: _page, limit: _limit, ...filters } = payload;
      await downloadExport(
        '/api/engine/company/export',
        { ...filters, columns: columnSettings.columns },
        `customers-${state.region}.xlsx`,
      );
    } catch (error) {
      if (error instanceof RequestError && error.status === 200) void message.info(error.message);
      else reportError(error);
    } finally {
      hide();
      setExporting(false);
    }
  };

  const branchOptions = [
    { value: '', label: t('common.all') },
    ...dictionaries.branch.options.map((o) => ({ value: o.value, label: o.label })),
  ];
  const statusOptions = [
    { value: '', label: t('common.all') },
    ...dictionaries.status.options.map((o) => ({ value: o.value, label: o.label })),
  ];
  const paging = pagination(
    { page: state.page, limit: state.limit },
    data.total,
    (next) => go({ ...state, ...next }),
    t,
  );

  return (
    <>
      <PageHeader
        title={t('menu.pages.customer')}
        description={t('customersUi.list.hint')}
        extra={
          <>
            <ColumnSettingsButton
              tableName={companyResource.name}
              reportType={CUSTOMER_PAGE}
              settings={columnSettings}
              compact={phone}
            />
            {canExport ? (
              <Button
                icon={<DownloadOutlined aria-hidden />}
                onClick={() => void exportList()}
                loading={exporting}
                aria-label={phone ? t('customers.actions.export') : undefined}
              >
                {phone ? null : t('customers.actions.export')}
              </Button>
            ) : null}
            <Button
              icon={<ReloadOutlined aria-hidden />}
              onClick={() => void load()}
              aria-label={t('portal.actions.refresh')}
              title={t('portal.actions.refresh')}
            />
            <Permission need={actionPermission(CUSTOMER_PAGE, 'create')}>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
                {t('customersUi.list.create')}
              </Button>
            </Permission>
          </>
        }
      />
      <div className="pt-panel cu-list">
        <Tabs
          className="cu-region-tabs"
          activeKey={state.region}
          onChange={(key) => go(withRegion(state, key as ListRegion))}
          items={CUSTOMER_LIST_REGIONS.map((region) => ({
            key: region,
            label: (
              <span className="cu-region-tab" data-region={region}>
                <strong>{region}</strong>
                {phone ? null : <span className="cu-region-note">{t(`customersUi.regions.${region}`)}</span>}
              </span>
            ),
          }))}
        />
        <Form
          name="customerSearch"
          form={form}
          layout="vertical"
          className="cu-search"
          initialValues={EMPTY_SEARCH}
          onFinish={(values) => go(withSearch(state, { ...EMPTY_SEARCH, ...values }))}
        >
          <Row gutter={[12, 0]} align="bottom">
            <Col xs={24} sm={12} lg={6}>
              <Form.Item name="name" label={t('customers.company.fields.name')}>
                <Input allowClear maxLength={100} placeholder={t('customersUi.list.namePlaceholder')} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={12} lg={4}>
              <Form.Item name="code" label={t('customers.company.fields.code')}>
                <Input allowClear maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={12} lg={4}>
              <Form.Item name="status" label={t('customers.company.fields.status')}>
                <Select options={statusOptions} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} lg={4}>
              <Form.Item name="branchId" label={t('customers.company.fields.branchId')}>
                <Select showSearch={{ optionFilterProp: 'label' }} options={branchOptions} />
              </Form.Item>
            </Col>
            {/* SPEC §9: search forms give 6 of 24 columns to the buttons. */}
            <Col xs={24} lg={6}>
              <Form.Item className="cu-search-buttons">
                <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
                  {t('common.search')}
                </Button>
                <Button onClick={() => go(withSearch(state, EMPTY_SEARCH))}>{t('common.reset')}</Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
        <Table<CompanyRow>
          rowKey="id"
          size="middle"
          className="cu-table"
          columns={columns}
          dataSource={data.rows}
          loading={loading || columnSettings.loading}
          scroll={phone ? undefined : { x: 'max-content' }}
          showSorterTooltip={false}
          sortDirections={['ascend', 'descend']}
          pagination={{
            ...paging,
            showTotal: (n) =>
              data.totalExact ? t('portal.table.total', { total: n }) : t('customersUi.list.totalAbout', { total: n }),
          }}
          locale={{ emptyText: <Empty description={t('customersUi.list.empty')} /> }}
          onChange={(_pagination, _filters, sorter, extra) => {
            if (extra.action !== 'sort') return;
            const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<CompanyRow> | undefined;
            const field = typeof s?.columnKey === 'string' ? s.columnKey : null;
            go({
              ...state,
              page: 1,
              sort: field && s?.order ? { field, order: s.order === 'ascend' ? 'asc' : 'desc' } : null,
            });
          }}
          onRow={(row) => ({
            onClick: () => openProfile(row),
            onKeyDown: (e) => {
              if (e.key === 'Enter') openProfile(row);
            },
            tabIndex: 0,
            className: 'cu-row',
          })}
        />
      </div>
      <CompanyForm
        open={creating}
        record={null}
        region={state.region}
        dictionaries={dictionaries}
        onClose={() => setCreating(false)}
        onSaved={(saved) => {
          setCreating(false);
          navigate(`/dashboard/${CUSTOMER_PAGE}/${saved.id}`, { state: { list: location.search } });
        }}
      />
    </>
  );
};
