import { ArrowLeftOutlined, EditOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ActionDef, BannerDef, PageDef, ResourceDef } from '@tidemark/domain';
import { Alert, App, Button, Popconfirm, Skeleton, Space } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { type Payload, RequestError } from '../../wire/request';
import { useFeedback } from '../shell/feedback';
import { StatusResult } from '../shell/status-result';
import { type EngineRow, engineApi } from './api';
import { AuditHistory } from './audit-history';
import { kitFor } from './field-types';
import { detailPath, listPayload, listSearchOf, parseListState } from './list-state';
import { usePageActions } from './page-actions';
import { useAudit, useNeighbours, useRecord, useResourceWrite } from './queries';
import { RecordDownloads } from './record-downloads';
import { RecordForm, useRecordNoun } from './record-form';
import { RelationTabs } from './relation-list';
import { Toned } from './tone';

/**
 * The fields a detail shows: a party's carried name (successorName) is already shown by the party
 * (successorId), and a filter-only field (a quick filter) is no data of the record.
 */
export const detailFields = (resource: ResourceDef) => {
  const parties = new Set(resource.fields.filter((f) => f.type === 'party').map((f) => f.name.replace(/Id$/, 'Name')));
  return resource.fields.filter((f) => !f.filterOnly && (f.name === resource.titleField || !parties.has(f.name)));
};

/** The banners of a resource its record shows now: those whose field holds one of their values. */
export const activeBanners = (resource: ResourceDef, record: Readonly<Record<string, unknown>>): BannerDef[] =>
  (resource.banners ?? []).filter((b) => {
    const value = record[b.when.field];
    return value !== null && value !== undefined && b.when.in.includes(String(value));
  });

/**
 * A record's banners (ResourceDef.banners): each says what it declares and, where it links
 * through a field that holds another record of the resource, names that record (as the field
 * shows it) with a link to its detail on the same page and list.
 */
export const RecordBanners = ({
  page,
  resource,
  record,
  search,
}: {
  page: PageDef;
  resource: ResourceDef;
  record: Readonly<Record<string, unknown>>;
  /** The list state the detail carries, kept on the linked record. */
  search: string;
}) => {
  const { t } = useTranslation();
  const shown = activeBanners(resource, record);
  if (shown.length === 0) return null;
  return (
    <div className="eng-detail-banners">
      {shown.map((banner) => {
        const field = banner.link ? resource.fields.find((f) => f.name === banner.link) : undefined;
        const target = field ? Number(record[field.name]) : Number.NaN;
        const Display = field ? kitFor(field).Display : null;
        const linked =
          field && Display && Number.isInteger(target) && target > 0 ? (
            <span className="eng-banner-link">
              {t(field.labelKey)}:{' '}
              <Link to={detailPath(page.url, target, search)}>
                <Display field={field} value={record[field.name]} row={record} mode="detail" />
              </Link>
            </span>
          ) : null;
        const description = banner.descriptionKey ? t(banner.descriptionKey) : null;
        return (
          <Alert
            key={banner.key}
            type={banner.tone}
            showIcon
            className="eng-detail-banner"
            data-banner={banner.key}
            title={t(banner.titleKey)}
            description={
              description || linked ? (
                <>
                  {description ? <div>{description}</div> : null}
                  {linked}
                </>
              ) : undefined
            }
          />
        );
      })}
    </div>
  );
};

/** What a page puts into its records' detail, beside the engine's own. */
export type DetailSlots = {
  /** The page's own actions on the record, after its downloads in the header. */
  actions?: (record: EngineRow) => ReactNode;
  /** Whether the record allows a transition the user holds now (beyond its from-states); all by default. */
  allows?: (action: ActionDef, record: EngineRow) => boolean;
};

/**
 * One record of a page at /dashboard/<page>/<id>: its fields by type, previous and next within
 * the list it was opened from (the list state travels in the URL), edit and the page's
 * transitions as the user's permissions allow, its audit history, and the child lists its page
 * declares as relations.
 */
export const DetailScreen = ({
  page,
  resource,
  actions: pageActions,
  allows,
}: { page: PageDef; resource: ResourceDef } & DetailSlots) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const navigate = useNavigate();
  const actions = usePageActions(page);
  const noun = useRecordNoun(resource, page);
  const params = useParams();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null;
  const [query] = useSearchParams();
  // The detail's URL carries the list it was opened from (for previous, next and back) and its open tab.
  const search = query.toString();
  const listSearch = listSearchOf(search);
  const [editing, setEditing] = useState(false);

  const loaded = useRecord(resource.name, page.url, id);
  const missing =
    id === null ||
    (loaded.error instanceof RequestError && (loaded.error.status === 404 || loaded.error.status === 400));
  const record = loaded.data ?? null;
  const audit = useAudit(resource.name, page.url, id, record !== null);
  const listed = useMemo<Payload>(() => {
    const { page: _p, limit: _l, ...rest } = listPayload(page, parseListState(listSearch));
    return { ...rest, id: id ?? 0 };
  }, [page, listSearch, id]);
  const neighbours = useNeighbours(resource.name, listed, id !== null).data ?? null;
  const transition = useResourceWrite(resource.name, (payload: Payload) =>
    engineApi.transition(resource.name, payload),
  );

  const listPath = `/dashboard/${page.url}${listSearch ? `?${listSearch}` : ''}`;

  if (missing) {
    return (
      <StatusResult
        status="404"
        title={t('engineUi.detail.notFound', { noun })}
        extra={
          <Button type="primary" onClick={() => navigate(listPath)}>
            {t('engineUi.detail.backToList')}
          </Button>
        }
      />
    );
  }

  const step = (to: 'previous' | 'next') => {
    const target = neighbours?.[to];
    if (target === null || target === undefined) {
      void message.info(t(to === 'previous' ? 'engineUi.detail.alreadyFirst' : 'engineUi.detail.alreadyLast'));
      return;
    }
    navigate(detailPath(page.url, target, search));
  };

  const editAction = actions.edit;
  const transitions = actions.transitions.filter((a) => resource.transitions?.[a.transition ?? a.key]);

  const runTransition = async (key: string) => {
    if (!record) return;
    try {
      const res = await transition.mutateAsync({
        view: page.url,
        id: record.id,
        version: String(record.version ?? ''),
        action: key,
      });
      void message.success(res.message || t('portal.saved'));
    } catch (error) {
      if (error instanceof RequestError && error.status === 409) {
        void message.error(t('messages.dataChanged'));
        void loaded.refetch();
      } else reportError(error);
    }
  };

  const title = record ? String(record[resource.titleField] ?? `#${record.id}`) : '';
  const fields = detailFields(resource);
  // The record's state goes beside its name, where it is read first.
  const stateField = resource.fields.find((f) => f.type === 'enum' && /(status|state)$/i.test(f.name));
  const StateDisplay = stateField ? kitFor(stateField).Display : null;

  return (
    <div className="eng-detail">
      <div className="eng-detail-top">
        <Link to={listPath} className="eng-back">
          <ArrowLeftOutlined aria-hidden /> {t(page.titleKey)}
        </Link>
        <Space.Compact>
          <Button icon={<LeftOutlined aria-hidden />} onClick={() => step('previous')} disabled={!neighbours}>
            {t('engineUi.detail.previous')}
          </Button>
          <Button
            onClick={() => step('next')}
            disabled={!neighbours}
            iconPlacement="end"
            icon={<RightOutlined aria-hidden />}
          >
            {t('engineUi.detail.next')}
          </Button>
        </Space.Compact>
      </div>
      <header className="pt-page-header eng-detail-header">
        <div>
          <span className="eng-detail-noun">
            {noun}
            {record && stateField && StateDisplay ? (
              <StateDisplay field={stateField} value={record[stateField.name]} row={record} />
            ) : null}
          </span>
          <h1>{record ? title : <Skeleton.Input active size="small" />}</h1>
        </div>
        {record ? (
          <div className="pt-page-actions">
            <RecordDownloads page={page} record={record} />
            {pageActions?.(record)}
            {transitions
              .filter((a) => {
                const tr = resource.transitions?.[a.transition ?? a.key];
                if (!tr?.from.includes(String(record[tr.field] ?? ''))) return false;
                return allows ? allows(a, record) : true;
              })
              .map((a) => (
                <Popconfirm
                  key={a.key}
                  title={t('engineUi.detail.confirmAction', { action: t(a.labelKey), name: title })}
                  okText={t('common.ok')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => runTransition(a.transition ?? a.key)}
                >
                  <Button loading={transition.isPending && transition.variables?.action === (a.transition ?? a.key)}>
                    {t(a.labelKey)}
                  </Button>
                </Popconfirm>
              ))}
            {editAction ? (
              <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
                {t(editAction.labelKey)}
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>
      {record ? <RecordBanners page={page} resource={resource} record={record} search={listSearch} /> : null}
      <div className="eng-detail-grid">
        <section className="pt-panel" aria-labelledby="eng-detail-fields">
          <h2 id="eng-detail-fields" className="eng-section-title">
            {t('engineUi.detail.fields')}
          </h2>
          {record ? (
            <dl className="eng-fields">
              {fields.map((f) => {
                const { Display } = kitFor(f);
                return (
                  <div key={f.name} className={f.type === 'longText' ? 'eng-field eng-field-wide' : 'eng-field'}>
                    <dt>{t(f.labelKey)}</dt>
                    <dd>
                      <Toned field={f} row={record} label={(tone) => t(`engineUi.list.tones.${tone}`)}>
                        <Display field={f} value={record[f.name]} row={record} mode="detail" />
                      </Toned>
                    </dd>
                  </div>
                );
              })}
            </dl>
          ) : (
            <Skeleton active paragraph={{ rows: 6 }} />
          )}
        </section>
        <section className="pt-panel" aria-labelledby="eng-detail-history">
          <h2 id="eng-detail-history" className="eng-section-title">
            {t('engineUi.detail.history')}
          </h2>
          <AuditHistory
            entries={audit.data ?? null}
            resource={resource}
            page={page}
            loading={record === null || audit.isPending}
          />
        </section>
      </div>
      {record ? <RelationTabs page={page} parentId={record.id} /> : null}
      {editAction && record ? (
        <RecordForm
          open={editing}
          page={page}
          resource={resource}
          record={record}
          onClose={() => setEditing(false)}
          onReload={() => void loaded.refetch()}
          onSaved={() => setEditing(false)}
        />
      ) : null}
    </div>
  );
};
