import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type FieldDef, type FieldTone, MAX_BATCH_ROWS, type PageDef, type ResourceDef } from '@tidemark/domain';
import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RequestError } from '../../wire/request';
import { useFeedback } from '../shell/feedback';
import { PageHeader } from '../shell/page-header';
import { type EngineRow, engineApi } from './api';
import { BATCH_PROBLEM_KEYS, batchProblem } from './batch';
import { BatchUpdate } from './batch-update';
import { ColumnChooser } from './column-chooser';
import { type DataColumn, DataTable, type TableSummary, totalText } from './data-table';
import { sumDecimals } from './decimal';
import { ExportButton } from './export-button';
import { alignOf, kitFor } from './field-types';
import { currencyOf } from './field-types/money/currency';
import { detailPath, pinnedValues, withFilters, withPager, withSort } from './list-state';
import { engineKeys, invalidateResource } from './queries';
import { RecordForm } from './record-form';
import { SavedFilters } from './saved-filters';
import { FOLDED_COUNT, FOLDED_COUNT_PHONE, SearchForm } from './search-form';
import { Toned } from './tone';
import { type ListModel, useList } from './use-list';

/** Page totals of number and money columns, summed on their digits; mixed currencies have no total. */
const pageTotals = (fields: readonly FieldDef[], rows: readonly EngineRow[]): TableSummary | null => {
  const numeric = fields.filter((f) => f.type === 'number' || f.type === 'money');
  if (numeric.length === 0 || rows.length === 0) return null;
  const cells: Record<string, ReactNode> = {};
  for (const f of numeric) {
    const currencies = new Set(rows.map((r) => currencyOf(f, r)));
    if (f.type === 'money' && currencies.size > 1) continue;
    const sum = sumDecimals(rows.map((r) => r[f.name]));
    if (sum === null) continue;
    const { Display } = kitFor(f);
    cells[f.name] = <Display field={f} value={sum} row={rows[0]} />;
  }
  return { cells };
};

/**
 * What a page built on the generic list puts into it. Each slot gets the list (its state, rows,
 * selection and actions), so a custom part stays in step with the list it belongs to.
 * - header: instead of the title bar (the title and the create button), e.g. a page's tabs;
 * - toolbar: beside export, columns and refresh above the rows;
 * - rowActions: after View and Edit in each row's actions cell;
 * - sidePanel: beside the results (below them on phones).
 */
export type ListSlots = {
  header?: (list: ListModel, create: ReactNode) => ReactNode;
  toolbar?: (list: ListModel) => ReactNode;
  rowActions?: (row: EngineRow, list: ListModel) => ReactNode;
  sidePanel?: (list: ListModel) => ReactNode;
};

/**
 * The generic list of a page (docs/engine.md): the search form from the page's filters, the
 * user's columns, sorting and paging kept in the URL, export, create, edit and batch update as
 * the page's actions and the user's permissions allow, and the slots a page fills in.
 */
export const ListScreen = ({ page, resource, ...slots }: { page: PageDef; resource: ResourceDef } & ListSlots) => {
  const list = useList(page, resource);
  return <ListView list={list} {...slots} />;
};

/** The list screen of a list model, for a page that calls useList itself. */
export const ListView = ({ list, header, toolbar, rowActions, sidePanel }: { list: ListModel } & ListSlots) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { page, resource, state, search, go, phone, actions, visible, fieldByName } = list;
  const [chooserOpen, setChooserOpen] = useState(false);
  const [batchOpen, setBatchOpen] = useState(false);
  const [editing, setEditing] = useState<{ record: EngineRow | null } | null>(null);
  // A record added here starts with what the list pins (its tab, its single-valued exact filters).
  const defaults = useMemo(() => pinnedValues(page, resource, state), [page, resource, state]);

  const openEdit = async (id: number) => {
    try {
      const record = await client.fetchQuery({
        queryKey: engineKeys.record(resource.name, page.url, id),
        queryFn: ({ signal }) => engineApi.get(resource.name, page.url, id, signal),
        staleTime: 0,
      });
      setEditing({ record });
    } catch (error) {
      reportError(error);
    }
  };

  // Deleting reads the row again for its version, so a row changed meanwhile is refused (409)
  // rather than deleted unseen; either way the list is read again.
  const [deleting, setDeleting] = useState<number | null>(null);
  const runDelete = async (id: number) => {
    setDeleting(id);
    try {
      const record = await engineApi.get(resource.name, page.url, id);
      const res = await engineApi.delete(resource.name, { view: page.url, id, version: String(record.version ?? '') });
      void message.success(res.message || t('engine.deleted'));
    } catch (error) {
      if (error instanceof RequestError && error.status === 409) void message.error(t('messages.dataChanged'));
      else reportError(error);
    } finally {
      setDeleting(null);
      await invalidateResource(client, resource.name);
    }
  };

  const toneLabel = (tone: FieldTone) => t(`engineUi.list.tones.${tone}`);
  const extraActions = rowActions ? (row: EngineRow) => rowActions(row, list) : null;
  const columns: DataColumn<EngineRow>[] = visible.map((field) => {
    const { Display } = kitFor(field);
    return {
      key: field.name,
      title: t(field.labelKey),
      width: field.width,
      sortable: field.sortable === true,
      align: alignOf(field),
      render: (row) =>
        field.name === resource.titleField ? (
          <Link className="eng-title-link" to={detailPath(page.url, row.id, search)}>
            <Display field={field} value={row[field.name]} row={row} />
          </Link>
        ) : (
          <Toned field={field} row={row} label={toneLabel}>
            <Display field={field} value={row[field.name]} row={row} />
          </Toned>
        ),
    };
  });
  columns.push({
    key: '__actions',
    title: t('portal.table.actions'),
    width: (actions.edit ? 132 : 80) + (actions.delete ? 80 : 0) + (extraActions ? 80 : 0),
    fixed: 'right',
    render: (row) => (
      <span className="eng-row-actions">
        <Link to={detailPath(page.url, row.id, search)}>{t('engineUi.list.view')}</Link>
        {actions.edit ? (
          <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={() => void openEdit(row.id)}>
            {t(actions.edit.labelKey)}
          </Button>
        ) : null}
        {actions.delete ? (
          <Popconfirm
            title={t('engineUi.relation.confirmDelete', { name: String(row[resource.titleField] ?? `#${row.id}`) })}
            okText={t(actions.delete.labelKey)}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={() => runDelete(row.id)}
          >
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              loading={deleting === row.id}
              aria-label={t('engineUi.relation.deleteOf', { name: String(row[resource.titleField] ?? `#${row.id}`) })}
            >
              {t(actions.delete.labelKey)}
            </Button>
          </Popconfirm>
        ) : null}
        {extraActions?.(row)}
      </span>
    ),
  });

  const card = (row: EngineRow) => {
    const titleField = fieldByName.get(resource.titleField);
    const rest = visible.filter((f) => f.name !== resource.titleField).slice(0, 5);
    return (
      <>
        <Link className="eng-card-title" to={detailPath(page.url, row.id, search)}>
          {titleField ? <span>{String(row[titleField.name] ?? row.id)}</span> : <span>#{row.id}</span>}
        </Link>
        <dl className="eng-card-fields">
          {rest.map((f) => {
            const { Display } = kitFor(f);
            return (
              <div key={f.name}>
                <dt>{t(f.labelKey)}</dt>
                <dd>
                  <Toned field={f} row={row} label={toneLabel}>
                    <Display field={f} value={row[f.name]} row={row} />
                  </Toned>
                </dd>
              </div>
            );
          })}
        </dl>
        {extraActions ? <div className="eng-row-actions">{extraActions(row)}</div> : null}
      </>
    );
  };

  const startBatch = () => {
    const problem = batchProblem(list.selected);
    if (problem) {
      void message.warning(t(BATCH_PROBLEM_KEYS[problem], { max: MAX_BATCH_ROWS }));
      return;
    }
    setBatchOpen(true);
  };

  const batching = actions.batchUpdate && !phone ? actions.batchUpdate : undefined;
  const createButton = actions.create ? (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ record: null })}>
      {t(actions.create.labelKey)}
    </Button>
  ) : null;
  const side = sidePanel?.(list);

  const results = (
    <div className="pt-panel eng-results">
      <div className="eng-toolbar">
        <div className="eng-toolbar-left">
          {batching ? (
            <>
              <span className="eng-selection" aria-live="polite">
                {list.selected.length > 0
                  ? t('engineUi.list.selected', { count: list.selected.length })
                  : t('engineUi.list.noneSelected')}
              </span>
              <Button size="small" onClick={startBatch}>
                {t(batching.labelKey)}
              </Button>
            </>
          ) : (
            <span className="eng-muted">{totalText(t, list.total, list.totalExact, list.counting)}</span>
          )}
        </div>
        <Space wrap size={8}>
          {toolbar?.(list)}
          {actions.export ? (
            <ExportButton resource={resource.name} payload={list.exportPayload} label={t(actions.export.labelKey)} />
          ) : null}
          <Tooltip title={t('engineUi.columns.title')}>
            <Button icon={<SettingOutlined aria-hidden />} onClick={() => setChooserOpen(true)}>
              {phone ? null : t('engineUi.columns.button')}
            </Button>
          </Tooltip>
          <Tooltip title={t('portal.actions.refresh')}>
            <Button
              icon={<ReloadOutlined aria-hidden />}
              aria-label={t('portal.actions.refresh')}
              onClick={list.reload}
            />
          </Tooltip>
        </Space>
      </div>
      <DataTable<EngineRow>
        rowKey={(r) => r.id}
        columns={columns}
        data={list.rows}
        total={list.total}
        totalExact={list.totalExact}
        counting={list.counting}
        page={state.page}
        limit={state.limit}
        loading={list.loading}
        onPageChange={(p, l) => go(withPager(state, p, l, list.total))}
        sort={state.sort}
        onSortChange={(sort) => go(withSort(state, sort))}
        summary={pageTotals(visible, list.rows)}
        selection={
          batching
            ? { keys: list.selected.map((r) => r.id), onChange: (_keys, chosen) => list.select(chosen) }
            : undefined
        }
        renderCard={card}
        onLoadMore={list.loadMore}
        hasMore={list.hasMore}
      />
    </div>
  );

  return (
    <div className="eng-list">
      {header ? (
        header(list, createButton)
      ) : (
        <PageHeader
          title={t(page.titleKey)}
          description={page.helpKey ? t(page.helpKey) : undefined}
          extra={createButton}
        />
      )}
      {list.filterFields.length > 0 ? (
        <div className="pt-panel eng-search-panel">
          <SearchForm
            fields={list.filterFields}
            filters={state.filters}
            folded={phone ? FOLDED_COUNT_PHONE : FOLDED_COUNT}
            onSearch={(filters) => go(withFilters(state, filters))}
            extra={
              <SavedFilters
                pageUrl={page.url}
                filters={state.filters}
                onApply={(filters) => go(withFilters(state, filters))}
              />
            }
          />
        </div>
      ) : null}
      {side ? (
        <div className="eng-list-body">
          {results}
          <aside className="eng-list-side">{side}</aside>
        </div>
      ) : (
        results
      )}
      <ColumnChooser
        open={chooserOpen}
        resource={resource}
        columns={list.columns.columns}
        saving={list.columns.saving}
        onClose={() => setChooserOpen(false)}
        onSave={async (names) => {
          if (await list.columns.save(names)) setChooserOpen(false);
        }}
        onReset={async () => {
          if (await list.columns.reset()) setChooserOpen(false);
        }}
      />
      {actions.batchUpdate ? (
        <BatchUpdate
          open={batchOpen}
          page={page}
          resource={resource}
          rows={list.selected}
          onClose={() => setBatchOpen(false)}
          onDone={() => setBatchOpen(false)}
        />
      ) : null}
      {actions.create || actions.edit ? (
        <RecordForm
          open={editing !== null}
          page={page}
          resource={resource}
          record={editing?.record ?? null}
          defaults={defaults}
          onClose={() => setEditing(null)}
          onReload={() => {
            const id = editing?.record?.id;
            if (id !== undefined) void openEdit(id);
          }}
          onSaved={(saved, created) => {
            setEditing(null);
            if (created) navigate(detailPath(page.url, saved.id, search));
          }}
        />
      ) : null}
    </div>
  );
};
