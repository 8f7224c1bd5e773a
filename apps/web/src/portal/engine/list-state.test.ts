import { pageByUrl, resourceByName } from '@tidemark/domain';
import { describe, expect, it } from 'vitest';
import {
  cycleSort,
  EMPTY_LIST_STATE,
  type ListState,
  listPayload,
  listSearchOf,
  listStateToSearch,
  pagerButtons,
  parseListState,
  pinnedValues,
  withFilters,
  withPager,
  withSort,
} from './list-state';

describe('sort cycle (SPEC §4)', () => {
  it('goes ascending, descending, none, and starts another column ascending', () => {
    const asc = cycleSort(null, 'name');
    expect(asc).toEqual({ field: 'name', order: 'asc' });
    const desc = cycleSort(asc, 'name');
    expect(desc).toEqual({ field: 'name', order: 'desc' });
    expect(cycleSort(desc, 'name')).toBeNull();
    expect(cycleSort(desc, 'code')).toEqual({ field: 'code', order: 'asc' });
  });

  it('a new sort goes back to page 1', () => {
    expect(withSort({ ...EMPTY_LIST_STATE, page: 4 }, { field: 'name', order: 'asc' }).page).toBe(1);
  });
});

describe('page size change (SPEC §4)', () => {
  const at = (page: number, limit: number): ListState => ({ ...EMPTY_LIST_STATE, page, limit });

  it('goes to page 1 when page x new size exceeds the total', () => {
    expect(withPager(at(3, 20), 3, 50, 120)).toMatchObject({ page: 1, limit: 50 });
  });

  it('keeps the page when it still fits', () => {
    expect(withPager(at(2, 20), 2, 50, 120)).toMatchObject({ page: 2, limit: 50 });
    expect(withPager(at(2, 20), 2, 10, 120)).toMatchObject({ page: 2, limit: 10 });
  });

  it('moves pages freely at the same size', () => {
    expect(withPager(at(2, 20), 6, 20, 120)).toMatchObject({ page: 6, limit: 20 });
  });

  it('shows 5 pager buttons below 992 px, otherwise 7', () => {
    expect(pagerButtons(991)).toBe(5);
    expect(pagerButtons(992)).toBe(7);
    expect(pagerButtons(375)).toBe(5);
  });
});

describe('list state in the URL', () => {
  it('round-trips page, size, sort and filters', () => {
    const state: ListState = {
      page: 3,
      limit: 50,
      sort: { field: 'updatedAt', order: 'desc' },
      filters: { f_name: 'harbour & co', f_status: 'valid', f_updatedAt_from: '2026-01-01' },
    };
    const search = listStateToSearch(state);
    expect(search).toBe(
      'page=3&limit=50&sort=updatedAt&order=desc&f_name=harbour+%26+co&f_status=valid&f_updatedAt_from=2026-01-01',
    );
    expect(parseListState(search)).toEqual(state);
    expect(parseListState(new URLSearchParams(search))).toEqual(state);
  });

  it('leaves defaults out and reads an empty query as the defaults', () => {
    expect(listStateToSearch(EMPTY_LIST_STATE)).toBe('');
    expect(parseListState('')).toEqual(EMPTY_LIST_STATE);
  });

  it('falls back to defaults for values it cannot use', () => {
    expect(parseListState('page=0&limit=25&sort=1bad&f_=x&f_name=&x=1&f_code=%20')).toEqual(EMPTY_LIST_STATE);
    expect(parseListState('page=abc&limit=10&sort=name&order=sideways')).toEqual({
      ...EMPTY_LIST_STATE,
      limit: 10,
      sort: { field: 'name', order: 'asc' },
    });
  });

  it('new filters drop the empty ones and start from page 1', () => {
    expect(withFilters({ ...EMPTY_LIST_STATE, page: 5 }, { f_name: 'acme', f_code: '' })).toEqual({
      ...EMPTY_LIST_STATE,
      filters: { f_name: 'acme' },
    });
  });

  it('builds the list request of a page', () => {
    const page = pageByUrl('companyList');
    if (!page) throw new Error('companyList is a page');
    expect(
      listPayload(page, { page: 2, limit: 30, sort: { field: 'name', order: 'asc' }, filters: { f_status: 'valid' } }),
    ).toEqual({ view: 'companyList', page: 2, limit: 30, orderByColumn: 'name', isAsc: 'asc', f_status: 'valid' });
    expect(listPayload(page, EMPTY_LIST_STATE)).toEqual({ view: 'companyList', page: 1, limit: 20 });
  });
});

describe('what a list pins for a new record', () => {
  const page = pageByUrl('companyList');
  const resource = resourceByName('company');
  if (!page || !resource) throw new Error('companyList and company are declared');
  const pinned = (filters: Record<string, string>, fixed?: Record<string, string>) =>
    pinnedValues(fixed ? { ...page, fixed } : page, resource, { ...EMPTY_LIST_STATE, filters });

  it('takes the single value of an exact filter on an editable field (a tab, a chosen branch)', () => {
    expect(pinned({ f_customerRegion: 'EMEA', f_branchId: '3' })).toEqual({ customerRegion: 'EMEA', branchId: '3' });
  });

  it('takes nothing from fuzzy text, ranges, read-only fields or the Empty choice', () => {
    expect(
      pinned({
        f_name: 'Acme',
        f_city: 'Ham',
        f_updatedAt_from: '2026-01-01',
        f_code: 'C001',
        f_successorName: 'Nord',
        f_status: '_empty',
      }),
    ).toEqual({});
  });

  it('takes the fixed filters of the page, before what the user chose', () => {
    expect(pinned({ f_customerRegion: 'EMEA' }, { customerRegion: 'LATAM', notAField: 'x' })).toEqual({
      customerRegion: 'LATAM',
    });
  });

  it('takes nothing from a filter that holds several values', () => {
    const multi = {
      ...resource,
      fields: resource.fields.map((f) => (f.name === 'status' ? { ...f, multiple: true } : f)),
    };
    expect(pinnedValues(page, multi, { ...EMPTY_LIST_STATE, filters: { f_status: 'valid,obsolete' } })).toEqual({});
    expect(pinnedValues(page, multi, { ...EMPTY_LIST_STATE, filters: { f_status: 'obsolete' } })).toEqual({
      status: 'obsolete',
    });
  });
});

describe("a record detail's URL", () => {
  it('carries the list state and its open tab; the way back to the list leaves the tab behind', () => {
    expect(listSearchOf('f_customerRegion=EMEA&page=2&tab=contacts')).toBe('f_customerRegion=EMEA&page=2');
    expect(listSearchOf('tab=orgCodes')).toBe('');
    expect(parseListState('f_customerRegion=EMEA&tab=contacts').filters).toEqual({ f_customerRegion: 'EMEA' });
  });
});
