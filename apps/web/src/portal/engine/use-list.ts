import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { BREAKPOINTS, type FieldDef, type PageDef, type ResourceDef } from '@tidemark/domain';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type EngineRow, engineApi } from './api';
import { primeDictionaries } from './dictionary';
import { type ListState, listPayload, listStateToSearch, parseListState } from './list-state';
import { type PageActions, usePageActions } from './page-actions';
import { engineKeys, invalidateResource } from './queries';
import { useListColumns } from './use-columns';
import { useViewportWidth } from './viewport';

/** Everything a list screen shows and does, for the generic list and for pages built around it. */
export type ListModel = {
  page: PageDef;
  resource: ResourceDef;
  /** The list state of the URL (page, size, sort, filters) and its query string. */
  state: ListState;
  search: string;
  go: (next: ListState) => void;
  phone: boolean;
  actions: PageActions;
  fieldByName: ReadonlyMap<string, FieldDef>;
  filterFields: readonly FieldDef[];
  /** The user's columns (SPEC §7), as fields, in order. */
  visible: readonly FieldDef[];
  columns: ReturnType<typeof useListColumns>;
  /** The rows shown: the page, and on phones the pages loaded below it. */
  rows: readonly EngineRow[];
  total: number;
  totalExact: boolean;
  /** The rows are shown and their total is still being counted (the pager allows one more page). */
  counting: boolean;
  loading: boolean;
  hasMore: boolean;
  loadMore: () => void;
  /** Reads the list (and everything else of the resource on screen) again. */
  reload: () => void;
  selected: readonly EngineRow[];
  select: (rows: readonly EngineRow[]) => void;
  /** The export call's body: the list's filters and sort with the visible columns. */
  exportPayload: () => Record<string, string | number | readonly string[]>;
};

const fieldsNamed = (names: readonly string[], byName: ReadonlyMap<string, FieldDef>): FieldDef[] =>
  names.flatMap((n) => {
    const field = byName.get(n);
    return field ? [field] : [];
  });

/**
 * The list of a page (docs/engine.md): state in the URL; the rows asked with `count=later`, so
 * they show as soon as they are read, then the total from the count call; more pages below on
 * phones; the selection of the rows on screen; the actions the user may run.
 */
export const useList = (page: PageDef, resource: ResourceDef): ListModel => {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => parseListState(search), [search]);
  const phone = useViewportWidth() < BREAKPOINTS.phone;
  const actions = usePageActions(page);
  const columns = useListColumns(resource, page);

  const fieldByName = useMemo(() => new Map(resource.fields.map((f) => [f.name, f])), [resource]);
  const filterFields = useMemo(
    () => fieldsNamed(page.filters ?? [], fieldByName).filter((f) => f.filter),
    [page, fieldByName],
  );
  const visible = useMemo(() => fieldsNamed(columns.columns, fieldByName), [columns.columns, fieldByName]);

  const go = useCallback((next: ListState) => setParams(new URLSearchParams(listStateToSearch(next))), [setParams]);
  const payload = useMemo(() => listPayload(page, state), [page, state]);

  // The visible columns' dictionaries load beside the rows, so the rows show with their labels.
  const dicts = useMemo(() => visible.flatMap((f) => (f.dict ? [f.dict] : [])), [visible]);
  const pages = useInfiniteQuery({
    queryKey: engineKeys.list(resource.name, payload),
    initialPageParam: state.page,
    queryFn: async ({ pageParam, signal }) => {
      const [answer] = await Promise.all([
        engineApi.list(resource.name, { ...payload, page: pageParam, count: 'later' }, signal),
        primeDictionaries(dicts),
      ]);
      return answer;
    },
    getNextPageParam: (last, _all, lastParam) => (last.rows.length === state.limit ? lastParam + 1 : undefined),
    // The rows on screen stay while the next ones load, as the table shows its spinner over them.
    placeholderData: keepPreviousData,
  });
  const rowsReal = !pages.isPlaceholderData;
  const shown = pages.data?.pages ?? [];
  const head = shown[0];
  const first = rowsReal ? head : undefined;
  const pending = head?.totalPending === true;
  const known = head?.total ?? 0;

  // A full page's total is counted by a second call, so a list whose count reads many rows
  // still shows its page at once. While the next rows load, the pager keeps the total it had.
  const count = useQuery({
    queryKey: engineKeys.count(resource.name, { ...payload, known }),
    queryFn: ({ signal }) => engineApi.count(resource.name, { ...payload, known }, signal),
    enabled: pending && rowsReal,
    placeholderData: keepPreviousData,
    meta: { quiet: true },
  });
  const counted = count.data !== undefined && (!count.isPlaceholderData || !rowsReal) ? count.data : undefined;
  // Until the count answers (or when it fails), a full page allows one more: the pager says 'about'.
  const total = pending ? (counted?.total ?? known + 1) : known;
  const totalExact = pending ? (counted?.totalExact ?? false) : (head?.totalExact ?? true);
  const counting = pending && rowsReal && counted === undefined && !count.isError;

  const rows = useMemo(() => (phone ? shown.flatMap((p) => p.rows) : (shown[0]?.rows ?? [])), [phone, shown]);
  const loadedPages = Math.ceil(rows.length / state.limit);
  const hasMore = (state.page - 1 + loadedPages) * state.limit < total;

  // The selection belongs to the rows it was made on: new rows start with none.
  const [selection, setSelection] = useState<{ of: unknown; rows: readonly EngineRow[] }>({ of: null, rows: [] });
  const selected = selection.of === first && first !== undefined ? selection.rows : [];
  const select = useCallback((chosen: readonly EngineRow[]) => setSelection({ of: first, rows: chosen }), [first]);

  const { fetchNextPage, isFetching } = pages;
  const loadMore = useCallback(() => {
    if (!isFetching && hasMore) void fetchNextPage();
  }, [isFetching, hasMore, fetchNextPage]);
  const reload = useCallback(() => void invalidateResource(client, resource.name), [client, resource.name]);
  const exportPayload = useCallback(() => {
    const { page: _page, limit: _limit, ...rest } = payload;
    return { ...rest, columns: visible.map((f) => f.name) };
  }, [payload, visible]);

  return {
    page,
    resource,
    state,
    search,
    go,
    phone,
    actions,
    fieldByName,
    filterFields,
    visible,
    columns,
    rows,
    total,
    totalExact,
    counting,
    loading: isFetching,
    hasMore,
    loadMore,
    reload,
    selected,
    select,
    exportPayload,
  };
};
