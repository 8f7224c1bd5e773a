import { EditOutlined, PlusOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import {
  type ActionDef,
  BREAKPOINTS,
  type FieldDef,
  MAX_BATCH_ROWS,
  type PageDef,
  type ResourceDef,
} from '@tidemark/domain';
import { App, Button, Space, Tooltip } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../shell/session';
import { useCan } from '../permission';
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
import {
  type ListState,
  listPayload,
  listStateToSearch,
  parseListState,
  withFilters,
  withPager,
  withSort,
} from './list-state';
import { RecordForm } from './record-form';
import { SavedFilters } from './saved-filters';
import { FOLDED_COUNT, FOLDED_COUNT_PHONE, SearchForm } from './search-form';
import { useListColumns } from './use-columns';
import { useViewportWidth } from './viewport';

/** `counting`: the rows are shown and their total is still being counted (the pager allows one more page). */
type ListData = { rows: EngineRow[]; total: number; totalExact: boolean; counting?: boolean };
const NO_DATA: ListData = { rows: [], total: 0, totalExact: true };

/** The detail path of a record, carrying the list state so previous and next follow the same list. */
export const detailPath = (pageUrl: string, id: number, search: string): string =>
  `/dashboard/${pageUrl}/${id}${search ? `?${search}` : ''}`;

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
 * The generic list of a page (docs/engine.md): the search form from the page's filters, the
 * user's columns, sorting and paging kept in the URL, export, create, edit and batch update as
 * the page's actions and the user's permissions allow.
 */
export const ListScreen = ({ page, resource }: { page: PageDef; resource: ResourceDef }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { reportError } = useFeedback();
  const navigate = useNavigate();
  const { permissions } = useSession();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => parseListState(search), [search]);
  const phone = useViewportWidth() < BREAKPOINTS.phone;

  const allowed = useCallback(
    (kind: ActionDef['kind']) => (page.actions ?? []).find((a) => a.kind === kind && permissions.has(a.permission)),
    [page, permissions],
  );
  const createAction = allowed('create');
  const editAction = allowed('edit');
  const batchAction = allowed('batchUpdate');
  const exportDef = (page.actions ?? []).find((a) => a.kind === 'export');
  const canExport = useCan(exportDef?.permission ?? '');
  const exportAction = exportDef && canExport ? exportDef : undefined;

  const byName = useMemo(() => new Map(resource.fields.map((f) => [f.name, f])), [resource]);
  const filterFields = useMemo(
    () =>
      (page.filters ?? []).flatMap((n) => {
        const field = byName.get(n);
        return field?.filter ? [field] : [];
      }),
    [page, byName],
  );
  const cols = useListColumns(resource, page);
  const visible = useMemo(
    () =>
      cols.columns.flatMap((n) => {
        const field = byName.get(n);
        return field ? [field] : [];
      }),
    [cols.columns, byName],
  );

  const [data, setData] = useState<ListData>(NO_DATA);
  const [more, setMore] = useState<EngineRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [reloadKey, setReloadKey] = useState(0);
  const [selected, setSelected] = useState<EngineRow[]>([]);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [batchOpen, setBatchOpen] = useState(false);
  const [editing, setEditing] = useState<{ record: EngineRow | null } | null>(null);

  const go = useCallback((next: ListState) => setParams(new URLSearchParams(listStateToSearch(next))), [setParams]);

  // A new request object (same state, next reloadKey) fetches the list again after a change.
  const request = useMemo(() => ({ payload: listPayload(page, state), reloadKey }), [page, state, reloadKey]);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    // The rows first; a full page's total is counted by a second call, so a list whose count
    // reads many rows still shows its page at once.
    engineApi.list(resource.name, { ...request.payload, count: 'later' }, controller.signal).then(
      (res) => {
        const counting = res.totalPending === true;
        setData({ rows: res.rows, total: counting ? res.total + 1 : res.total, totalExact: res.totalExact, counting });
        setMore([]);
        setSelected([]);
        setLoading(false);
        if (!counting) return;
        engineApi.count(resource.name, { ...request.payload, known: res.total }, controller.signal).then(
          (counted) =>
            setData((d) => ({ ...d, total: counted.total, totalExact: counted.totalExact, counting: false })),
          () => {
            // The page stays usable; the pager then says 'about', from the rows seen so far.
            if (!controller.signal.aborted) setData((d) => ({ ...d, counting: false }));
          },
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setData(NO_DATA);
        setLoading(false);
        reportError(error);
      },
    );
    return () => controller.abort();
  }, [resource, request, reportError]);

  const rows = phone ? [...data.rows, ...more] : data.rows;
  const loadedPages = Math.ceil(rows.length / state.limit);
  const hasMore = (state.page - 1 + loadedPages) * state.limit < data.total;

  const loadMore = useCallback(async () => {
    if (loading || !hasMore) return;
    setLoading(true);
    try {
      const next = await engineApi.list(resource.name, listPayload(page, { ...state, page: state.page + loadedPages }));
      setMore((m) => [...m, ...next.rows]);
    } catch (error) {
      reportError(error);
    } finally {
      setLoading(false);
    }
  }, [loading, hasMore, resource, page, state, loadedPages, reportError]);

  const openEdit = async (id: number) => {
    try {
      setEditing({ record: await engineApi.get(resource.name, page.url, id) });
    } catch (error) {
      reportError(error);
    }
  };

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
          <Display field={field} value={row[field.name]} row={row} />
        ),
    };
  });
  columns.push({
    key: '__actions',
    title: t('portal.table.actions'),
    width: editAction ? 132 : 80,
    fixed: 'right',
    render: (row) => (
      <span className="eng-row-actions">
        <Link to={detailPath(page.url, row.id, search)}>{t('engineUi.list.view')}</Link>
        {editAction ? (
          <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={() => void openEdit(row.id)}>
            {t(editAction.labelKey)}
          </Button>
        ) : null}
      </span>
    ),
  });

  const card = (row: EngineRow) => {
    const titleField = byName.get(resource.titleField);
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
                  <Display field={f} value={row[f.name]} row={row} />
                </dd>
              </div>
            );
          })}
        </dl>
      </>
    );
  };

  const startBatch = () => {
    const problem = batchProblem(selected);
    if (problem) {
      void message.warning(t(BATCH_PROBLEM_KEYS[problem], { max: MAX_BATCH_ROWS }));
      return;
    }
    setBatchOpen(true);
  };

  const exportPayload = () => {
    const { page: _page, limit: _limit, ...rest } = listPayload(page, state);
    return { ...rest, columns: visible.map((f) => f.name) };
  };

  return (
    <div className="eng-list">
      <PageHeader
        title={t(page.titleKey)}
        extra={
          createAction ? (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ record: null })}>
              {t(createAction.labelKey)}
            </Button>
          ) : null
        }
      />
      {filterFields.length > 0 ? (
        <div className="pt-panel eng-search-panel">
          <SearchForm
            fields={filterFields}
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
      <div className="pt-panel eng-results">
        <div className="eng-toolbar">
          <div className="eng-toolbar-left">
            {batchAction && !phone ? (
              <>
                <span className="eng-selection" aria-live="polite">
                  {selected.length > 0
                    ? t('engineUi.list.selected', { count: selected.length })
                    : t('engineUi.list.noneSelected')}
                </span>
                <Button size="small" onClick={startBatch}>
                  {t(batchAction.labelKey)}
                </Button>
              </>
            ) : (
              <span className="eng-muted">{totalText(t, data.total, data.totalExact, data.counting)}</span>
            )}
          </div>
          <Space wrap size={8}>
            {exportAction ? (
              <ExportButton resource={resource.name} payload={exportPayload} label={t(exportAction.labelKey)} />
            ) : null}
            <Tooltip title={t('engineUi.columns.title')}>
              <Button
                icon={<SettingOutlined aria-hidden />}
                onClick={() => setChooserOpen(true)}
                aria-label={phone ? t('engineUi.columns.button') : undefined}
              >
                {phone ? null : t('engineUi.columns.button')}
              </Button>
            </Tooltip>
            <Tooltip title={t('portal.actions.refresh')}>
              <Button
                icon={<ReloadOutlined aria-hidden />}
                aria-label={t('portal.actions.refresh')}
                onClick={() => setReloadKey((k) => k + 1)}
              />
            </Tooltip>
          </Space>
        </div>
        <DataTable<EngineRow>
          rowKey={(r) => r.id}
          columns={columns}
          data={rows}
          total={data.total}
          totalExact={data.totalExact}
          counting={data.counting}
          page={state.page}
          limit={state.limit}
          loading={loading}
          onPageChange={(p, l) => go(withPager(state, p, l, data.total))}
          sort={state.sort}
          onSortChange={(sort) => go(withSort(state, sort))}
          summary={pageTotals(visible, rows)}
          selection={
            batchAction && !phone
              ? {
                  keys: selected.map((r) => r.id),
                  onChange: (_keys, chosen) => setSelected(chosen),
                }
              : undefined
          }
          renderCard={card}
          onLoadMore={() => void loadMore()}
          hasMore={hasMore}
        />
      </div>
      <ColumnChooser
        open={chooserOpen}
        resource={resource}
        columns={cols.columns}
        saving={cols.saving}
        onClose={() => setChooserOpen(false)}
        onSave={async (names) => {
          if (await cols.save(names)) setChooserOpen(false);
        }}
        onReset={async () => {
          if (await cols.reset()) setChooserOpen(false);
        }}
      />
      {batchAction ? (
        <BatchUpdate
          open={batchOpen}
          page={page}
          resource={resource}
          rows={selected}
          onClose={() => setBatchOpen(false)}
          onDone={() => {
            setBatchOpen(false);
            setReloadKey((k) => k + 1);
          }}
        />
      ) : null}
      {createAction || editAction ? (
        <RecordForm
          open={editing !== null}
          page={page}
          resource={resource}
          record={editing?.record ?? null}
          onClose={() => setEditing(null)}
          onReload={() => {
            const id = editing?.record?.id;
            if (id !== undefined) void openEdit(id);
          }}
          onSaved={(saved, created) => {
            setEditing(null);
            if (created) navigate(detailPath(page.url, saved.id, search));
            else setReloadKey((k) => k + 1);
          }}
        />
      ) : null}
    </div>
  );
};
