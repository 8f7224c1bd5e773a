import { DEFAULT_PAGE_SIZE, type ListRequest, PAGE_SIZES, type PageDef, type ResourceDef } from '@tidemark/domain';
import { EMPTY_FILTER_VALUE } from '@tidemark/domain/engine/dictionaries';
import { nextPageState } from '../shell/table';

export type SortOrder = 'asc' | 'desc';
/** The column a list is sorted by, or null for the page's own order. */
export type SortState = { field: string; order: SortOrder } | null;

/** What a generic list shows, as the URL carries it: page, size, sort and the f_<field> filters. */
export type ListState = {
  page: number;
  limit: number;
  sort: SortState;
  /** Request keys (f_name, f_updatedAt_from, ...) to non-empty values. */
  filters: Readonly<Record<string, string>>;
};

export const MAX_PAGE = 1_000_000;
/** SPEC §9: 7 pager buttons, 5 below this width. */
export const PAGER_NARROW_WIDTH = 992;

export const EMPTY_LIST_STATE: ListState = { page: 1, limit: DEFAULT_PAGE_SIZE, sort: null, filters: {} };

const FILTER_KEY = /^f_[A-Za-z][A-Za-z0-9_]{0,80}$/;

/** SPEC §4: sorting a column cycles ascending, descending, none; another column starts ascending. */
export const cycleSort = (current: SortState, field: string): SortState => {
  if (!current || current.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : null;
};

const positiveInt = (raw: string | null, max: number): number | null =>
  raw !== null && /^\d{1,7}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= max ? Number(raw) : null;

/** The list state of a query string; anything malformed falls back to its default. */
export const parseListState = (search: string | URLSearchParams): ListState => {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const limit = positiveInt(q.get('limit'), 1000);
  const sortField = q.get('sort');
  const filters: Record<string, string> = {};
  for (const [key, value] of q) {
    if (FILTER_KEY.test(key) && value.trim() !== '' && !(key in filters)) filters[key] = value;
  }
  return {
    page: positiveInt(q.get('page'), MAX_PAGE) ?? 1,
    limit: limit !== null && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    sort:
      sortField && /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(sortField)
        ? { field: sortField, order: q.get('order') === 'desc' ? 'desc' : 'asc' }
        : null,
    filters,
  };
};

/** The query string of a list state; defaults are left out so a plain list has a plain URL. */
export const listStateToSearch = (state: ListState): string => {
  const q = new URLSearchParams();
  if (state.page !== 1) q.set('page', String(state.page));
  if (state.limit !== DEFAULT_PAGE_SIZE) q.set('limit', String(state.limit));
  if (state.sort) {
    q.set('sort', state.sort.field);
    q.set('order', state.sort.order);
  }
  for (const [key, value] of Object.entries(state.filters)) {
    if (FILTER_KEY.test(key) && value.trim() !== '') q.set(key, value);
  }
  return q.toString();
};

/**
 * The state after the pager moved: a new page size goes back to page 1 when page x size would
 * run past the total (SPEC §4), otherwise the page is kept.
 */
export const withPager = (state: ListState, page: number, limit: number, total: number): ListState => ({
  ...state,
  ...nextPageState({ page: state.page, limit: state.limit }, page, limit, total),
});

/** New filters start again from page 1. */
export const withFilters = (state: ListState, filters: Readonly<Record<string, string>>): ListState => ({
  ...state,
  page: 1,
  filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== '')),
});

export const withSort = (state: ListState, sort: SortState): ListState => ({ ...state, page: 1, sort });

/** SPEC §9: 5 pager buttons below 992 px wide, otherwise 7. */
export const pagerButtons = (width: number): 5 | 7 => (width < PAGER_NARROW_WIDTH ? 5 : 7);

/** The body of a list, neighbours or export call for this page and state. */
export const listPayload = (page: PageDef, state: ListState): ListRequest => ({
  view: page.url,
  page: state.page,
  limit: state.limit,
  ...(state.sort ? { orderByColumn: state.sort.field, isAsc: state.sort.order } : {}),
  ...state.filters,
});

/** The detail path of a record, carrying the list state so previous and next follow the same list. */
export const detailPath = (pageUrl: string, id: number, search: string): string =>
  `/dashboard/${pageUrl}/${id}${search ? `?${search}` : ''}`;

/** The query key of a record detail's open tab (its relations), beside the list state it carries. */
export const DETAIL_TAB_PARAM = 'tab';

/** The list state a detail carries, without what belongs to the detail alone (its open tab). */
export const listSearchOf = (search: string): string => {
  const q = new URLSearchParams(search);
  q.delete(DETAIL_TAB_PARAM);
  return q.toString();
};

/**
 * What a new record starts with on a list: the values the list pins, so a customer added on the
 * EMEA tab starts in EMEA. A page's fixed filters pin their fields; so does an exact filter of an
 * editable field holding one value (a tab, or a choice in the search form). Fuzzy text, ranges,
 * several values and 'Empty' pin nothing.
 */
export const pinnedValues = (page: PageDef, resource: ResourceDef, state: ListState): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const field of resource.fields) {
    if (!field.editable || field.filterOnly) continue;
    const fixed = page.fixed?.[field.name];
    const chosen = field.filter === 'exact' ? state.filters[`f_${field.name}`]?.trim() : undefined;
    const value = fixed ?? chosen;
    if (value === undefined || value === '' || value === EMPTY_FILTER_VALUE) continue;
    if (fixed === undefined && field.multiple && value.includes(',')) continue;
    out[field.name] = value;
  }
  return out;
};
