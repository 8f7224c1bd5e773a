import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@tidemark/domain';
import { CUSTOMER_LIST_REGIONS } from '@tidemark/domain/customers/regions';
import { CUSTOMER_PAGES, companyResource } from '@tidemark/domain/customers/resources';
import { CUSTOMER_DATA_STATUSES } from '@tidemark/domain/customers/statuses';
import type { Payload } from '../../wire/request';

/**
 * The customer list's state lives in the URL (SPEC: a view can be shared and reloaded): the
 * region tab, the page, its size, the sort and the search fields. Defaults are left out of the
 * URL so the plain /dashboard/customer is the TPE list, page 1, 20 rows, sorted by name.
 */
export type ListRegion = (typeof CUSTOMER_LIST_REGIONS)[number];
export type SortOrder = 'asc' | 'desc';
export type CustomerSearch = { name: string; code: string; status: string; branchId: string };
export type CustomerListState = {
  region: ListRegion;
  page: number;
  limit: number;
  sort: { field: string; order: SortOrder } | null;
  search: CustomerSearch;
};

export const CUSTOMER_PAGE = 'customer';
export const DEFAULT_REGION: ListRegion = 'TPE';
export const EMPTY_SEARCH: CustomerSearch = { name: '', code: '', status: '', branchId: '' };

const SEARCH_KEYS = ['name', 'code', 'status', 'branchId'] as const satisfies readonly (keyof CustomerSearch)[];
const SEARCH_MAX = 100;

const SORTABLE: ReadonlySet<string> = new Set(companyResource.fields.filter((f) => f.sortable).map((f) => f.name));

/** The page's declared default sort (name ascending). */
export const DEFAULT_SORT: { field: string; order: SortOrder } = CUSTOMER_PAGES.find((p) => p.url === CUSTOMER_PAGE)
  ?.defaultSort ?? { field: 'name', order: 'asc' };

export const isListRegion = (value: string | null): value is ListRegion =>
  (CUSTOMER_LIST_REGIONS as readonly string[]).includes(value ?? '');

const positiveInt = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,6}$/.test(value) ? Number(value) : null;

/** Reads the state from the query string; anything unknown or malformed falls back to its default. */
export const parseListState = (params: URLSearchParams): CustomerListState => {
  const region = params.get('region');
  const limit = positiveInt(params.get('limit'));
  const field = params.get('sort');
  const order = params.get('order');
  const status = params.get('status') ?? '';
  const branchId = params.get('branchId') ?? '';
  return {
    region: isListRegion(region) ? region : DEFAULT_REGION,
    page: positiveInt(params.get('page')) ?? 1,
    limit: limit !== null && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    sort: field && SORTABLE.has(field) ? { field, order: order === 'desc' ? 'desc' : 'asc' } : null,
    search: {
      name: (params.get('name') ?? '').trim().slice(0, SEARCH_MAX),
      code: (params.get('code') ?? '').trim().slice(0, SEARCH_MAX),
      status: (CUSTOMER_DATA_STATUSES as readonly string[]).includes(status) ? status : '',
      branchId: /^\d{1,9}$/.test(branchId) ? branchId : '',
    },
  };
};

/** The query string of a state, defaults left out, in a stable order. */
export const listStateToParams = (state: CustomerListState): URLSearchParams => {
  const params = new URLSearchParams();
  if (state.region !== DEFAULT_REGION) params.set('region', state.region);
  for (const key of SEARCH_KEYS) {
    const value = state.search[key].trim();
    if (value !== '') params.set(key, value);
  }
  if (state.sort) {
    params.set('sort', state.sort.field);
    params.set('order', state.sort.order);
  }
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(state.limit));
  return params;
};

/** A new region tab starts on page 1 and keeps the search, size and sort. */
export const withRegion = (state: CustomerListState, region: ListRegion): CustomerListState => ({
  ...state,
  region,
  page: 1,
});

/** A new search starts on page 1. */
export const withSearch = (state: CustomerListState, search: CustomerSearch): CustomerListState => ({
  ...state,
  search: {
    name: search.name.trim(),
    code: search.code.trim(),
    status: search.status,
    branchId: search.branchId,
  },
  page: 1,
});

/**
 * The list call of docs/engine.md: view=customer, the region as the f_customerRegion filter,
 * text fields matched fuzzily by the server, status and branch exactly.
 */
export const listPayload = (state: CustomerListState): Payload => {
  const payload: Payload = {
    view: CUSTOMER_PAGE,
    page: state.page,
    limit: state.limit,
    f_customerRegion: state.region,
  };
  if (state.sort) {
    payload.orderByColumn = state.sort.field;
    payload.isAsc = state.sort.order;
  }
  for (const key of SEARCH_KEYS) {
    const value = state.search[key].trim();
    if (value !== '') payload[`f_${key}`] = value;
  }
  return payload;
};

/** The shown sort: the one asked for, else the page's default (so the column header shows it). */
export const effectiveSort = (state: CustomerListState): { field: string; order: SortOrder } =>
  state.sort ?? DEFAULT_SORT;
