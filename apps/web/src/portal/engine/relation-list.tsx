import { DeleteOutlined, EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ActionDef, type PageDef, type RelationDef, resourceByName } from '@tidemark/domain';
import { App, Button, Modal, Popconfirm, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../shell/session';
import { RequestError } from '../../wire/request';
import { useFeedback } from '../shell/feedback';
import { type EngineRow, engineApi } from './api';
import { AuditHistory } from './audit-history';
import { type DataColumn, DataTable } from './data-table';
import { alignOf, kitFor } from './field-types';
import { DETAIL_TAB_PARAM, type SortState } from './list-state';
import { engineKeys, invalidateResource, useRecord } from './queries';
import { RecordForm } from './record-form';
import { relationApi, type Through, throughPayload } from './relation-api';
import './relations.css';

const PAGE_SIZE = 10;

/** Whether an action on the child rows is offered while the parent record stands as it does. */
const openFor = (action: ActionDef, parent: EngineRow | null): boolean => {
  const locked = action.parentLocked;
  if (!locked) return true;
  // Until the parent is read the action waits; the server's rules decide in the end either way.
  return parent !== null && !locked.in.includes(String(parent[locked.field] ?? ''));
};

/**
 * One relation's child rows of a record: the relation's columns, its sort, a pager when they do
 * not fit one page, and as its actions and the user's permissions allow, adding a row, editing
 * one, deleting one (after a confirmation, unless the parent's state locks its lines), and its
 * transitions; every row shows its own audit history. A child of the page's own resource (the
 * companies a customer replaced) links to its record.
 */
export const RelationList = ({ through }: { through: Through }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const { permissions } = useSession();
  const client = useQueryClient();
  const { page, relation } = through;
  const resource = resourceByName(relation.resource);
  const [pager, setPager] = useState({ page: 1, limit: PAGE_SIZE });
  const [sort, setSort] = useState<SortState>(null);
  const [editing, setEditing] = useState<{ record: EngineRow | null } | null>(null);
  const [history, setHistory] = useState<EngineRow | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const payload = {
    ...throughPayload(through),
    ...pager,
    ...(sort ? { orderByColumn: sort.field, isAsc: sort.order } : {}),
  };
  const list = useQuery({
    queryKey: engineKeys.list(relation.resource, payload),
    queryFn: ({ signal }) => engineApi.list(relation.resource, payload, signal),
  });
  // The parent as its detail reads it (the same query), when an action depends on its state.
  const watchesParent = Boolean(page.resource) && (relation.actions ?? []).some((a) => a.parentLocked);
  const parent = useRecord(page.resource ?? '', page.url, watchesParent ? through.parentId : null).data ?? null;
  const audit = useQuery({
    queryKey: [...engineKeys.audit(relation.resource, page.url, history?.id ?? null), relation.key],
    queryFn: ({ signal }) => relationApi.audit(through, history?.id ?? 0, signal),
    enabled: history !== null,
    meta: { quiet: true },
  });

  if (!resource) return null;
  const actions = (relation.actions ?? []).filter((a) => permissions.has(a.permission));
  const createAction = actions.find((a) => a.kind === 'create');
  const editAction = actions.find((a) => a.kind === 'edit');
  const deleteAction = actions.find((a) => a.kind === 'delete' && openFor(a, parent));
  const transitions = actions.filter((a) => a.kind === 'transition');
  const byName = new Map(resource.fields.map((f) => [f.name, f]));
  const titleOf = (row: EngineRow) => String(row[resource.titleField] ?? `#${row.id}`);
  // A child's write may change its parent too (a status or a total the area's rules keep), so
  // the parent's record and list are read again with the child rows.
  const refresh = async () => {
    await Promise.all([
      invalidateResource(client, relation.resource),
      ...(page.resource && page.resource !== relation.resource ? [invalidateResource(client, page.resource)] : []),
    ]);
  };

  /** Reads the row again for its version, then acts; a stale or vanished row reloads the list. */
  const withRecord = async (row: EngineRow, act: (record: EngineRow) => Promise<void>) => {
    setBusy(row.id);
    try {
      await act(await relationApi.get(through, row.id));
    } catch (error) {
      if (error instanceof RequestError && error.status === 409) void message.error(t('messages.dataChanged'));
      else reportError(error);
      await refresh();
    } finally {
      setBusy(null);
    }
  };

  const runTransition = (row: EngineRow, action: string) =>
    withRecord(row, async (record) => {
      const res = await engineApi.transition(relation.resource, {
        ...throughPayload(through),
        id: record.id,
        version: String(record.version ?? ''),
        action,
      });
      void message.success(res.message || t('portal.saved'));
      await refresh();
    });

  const runDelete = (row: EngineRow) =>
    withRecord(row, async (record) => {
      const res = await engineApi.delete(relation.resource, {
        ...throughPayload(through),
        id: record.id,
        version: String(record.version ?? ''),
      });
      void message.success(res.message || t('engine.deleted'));
      await refresh();
    });

  const columns: DataColumn<EngineRow>[] = relation.columns.flatMap((name) => {
    const field = byName.get(name);
    if (!field) return [];
    const { Display } = kitFor(field);
    return [
      {
        key: name,
        title: t(field.labelKey),
        width: field.width,
        sortable: field.sortable === true,
        align: alignOf(field),
        render: (row: EngineRow) =>
          name === resource.titleField && relation.resource === page.resource ? (
            <Link to={`/dashboard/${page.url}/${row.id}`}>
              <Display field={field} value={row[name]} row={row} />
            </Link>
          ) : (
            <Display field={field} value={row[name]} row={row} />
          ),
      },
    ];
  });
  columns.push({
    key: '__actions',
    title: t('portal.table.actions'),
    fixed: 'right',
    render: (row) => (
      <span className="eng-row-actions">
        {editAction ? (
          <Button
            type="link"
            size="small"
            icon={<EditOutlined aria-hidden />}
            loading={busy === row.id}
            onClick={() =>
              void withRecord(row, async (record) => {
                setEditing({ record });
              })
            }
          >
            {t(editAction.labelKey)}
          </Button>
        ) : null}
        {transitions
          .filter((a) => {
            const tr = resource.transitions?.[a.transition ?? a.key];
            return tr ? tr.from.includes(String(row[tr.field] ?? '')) : false;
          })
          .map((a) => (
            <Popconfirm
              key={a.key}
              title={t('engineUi.detail.confirmAction', { action: t(a.labelKey), name: titleOf(row) })}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => runTransition(row, a.transition ?? a.key)}
            >
              <Button type="link" size="small">
                {t(a.labelKey)}
              </Button>
            </Popconfirm>
          ))}
        {deleteAction ? (
          <Popconfirm
            title={t('engineUi.relation.confirmDelete', { name: titleOf(row) })}
            okText={t(deleteAction.labelKey)}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={() => runDelete(row)}
          >
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              loading={busy === row.id}
              aria-label={t('engineUi.relation.deleteOf', { name: titleOf(row) })}
            >
              {t(deleteAction.labelKey)}
            </Button>
          </Popconfirm>
        ) : null}
        <Button
          type="link"
          size="small"
          icon={<HistoryOutlined aria-hidden />}
          aria-label={t('engineUi.relation.historyOf', { name: titleOf(row) })}
          title={t('engineUi.relation.historyOf', { name: titleOf(row) })}
          onClick={() => setHistory(row)}
        />
      </span>
    ),
  });

  const data = list.data;
  return (
    <div className="eng-relation" data-relation={relation.key}>
      {createAction ? (
        <div className="eng-relation-toolbar">
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ record: null })}>
            {t(createAction.labelKey)}
          </Button>
        </div>
      ) : null}
      <DataTable<EngineRow>
        rowKey={(r) => r.id}
        columns={columns}
        data={data?.rows ?? []}
        total={data?.total ?? 0}
        totalExact={data?.totalExact ?? true}
        page={pager.page}
        limit={pager.limit}
        pagination={(data?.total ?? 0) > pager.limit}
        onPageChange={(p, l) => setPager({ page: p, limit: l })}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPager((current) => ({ ...current, page: 1 }));
        }}
        loading={list.isFetching}
      />
      {createAction || editAction ? (
        <RecordForm
          open={editing !== null}
          page={page}
          resource={resource}
          record={editing?.record ?? null}
          through={through}
          onClose={() => setEditing(null)}
          onReload={() => {
            const record = editing?.record;
            if (record) void withRecord(record, async (fresh) => setEditing({ record: fresh }));
          }}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : null}
      <Modal
        open={history !== null}
        title={t('engineUi.relation.historyOf', { name: history ? titleOf(history) : '' })}
        footer={null}
        onCancel={() => setHistory(null)}
        destroyOnHidden
      >
        <AuditHistory
          entries={audit.data ?? null}
          resource={resource}
          page={{ ...page, actions: relation.actions ?? [] }}
          loading={audit.isFetching}
        />
      </Modal>
    </div>
  );
};

/** The relations of a record the user may see, one tab each (none: nothing is shown). */
export const RelationTabs = ({ page, parentId }: { page: PageDef; parentId: number }) => {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const [params, setParams] = useSearchParams();
  const shown = (page.relations ?? []).filter(
    (r: RelationDef) => permissions.has(r.permission ?? page.url) && resourceByName(r.resource),
  );
  if (shown.length === 0) return null;
  // The open tab lives in the URL (?tab=contacts), so a reload, back and a shared link keep it.
  const asked = params.get(DETAIL_TAB_PARAM);
  const active = shown.some((r) => r.key === asked) ? (asked as string) : shown[0]?.key;
  return (
    <section className="pt-panel eng-relations" aria-label={t('engineUi.relation.title')}>
      <Tabs
        activeKey={active}
        onChange={(key) => {
          const next = new URLSearchParams(params);
          next.set(DETAIL_TAB_PARAM, key);
          setParams(next, { replace: true, preventScrollReset: true });
        }}
        items={shown.map((relation) => ({
          key: relation.key,
          label: t(relation.titleKey),
          children: <RelationList through={{ page, relation, parentId }} />,
        }))}
      />
    </section>
  );
};
