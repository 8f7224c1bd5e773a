import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  EMPTY_SEARCH,
  effectiveSort,
  listPayload,
  listStateToParams,
  parseListState,
  withRegion,
  withSearch,
} from './list-state';

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('customer list state in the URL', () => {
  it('reads the bare URL as the TPE list, page 1, 20 rows, the default sort', () => {
    const state = parse('');
    expect(state).toEqual({ region: 'TPE', page: 1, limit: 20, sort: null, search: EMPTY_SEARCH });
    expect(effectiveSort(state)).toEqual(DEFAULT_SORT);
    expect(DEFAULT_SORT).toEqual({ field: 'name', order: 'asc' });
    expect(listStateToParams(state).toString()).toBe('');
  });

  it('round-trips a shared view: region tab, search, sort, page and size', () => {
    const query = 'region=EMEA&name=Acme&code=C00&status=obsolete&branchId=3&sort=city&order=desc&page=4&limit=50';
    const state = parse(query);
    expect(state).toEqual({
      region: 'EMEA',
      page: 4,
      limit: 50,
      sort: { field: 'city', order: 'desc' },
      search: { name: 'Acme', code: 'C00', status: 'obsolete', branchId: '3' },
    });
    expect(listStateToParams(state).toString()).toBe(query);
  });

  it('drops what the server would refuse: unknown regions, sizes, sorts, statuses and branches', () => {
    const state = parse('region=APAC&limit=25&sort=notes&status=deleted&branchId=x1&page=-2');
    expect(state.region).toBe('TPE');
    expect(state.limit).toBe(20);
    expect(state.sort).toBeNull();
    expect(state.search.status).toBe('');
    expect(state.search.branchId).toBe('');
    expect(state.page).toBe(1);
    expect(parse('sort=name').sort).toEqual({ field: 'name', order: 'asc' });
  });

  it('starts a new tab or a new search on page 1, keeping the rest', () => {
    const state = parse('region=LATAM&page=3&limit=10&sort=code&order=asc&name=x');
    expect(withRegion(state, 'EMEA')).toEqual({ ...state, region: 'EMEA', page: 1 });
    const searched = withSearch(state, { name: '  Blue ', code: '', status: 'valid', branchId: '' });
    expect(searched.page).toBe(1);
    expect(searched.search).toEqual({ name: 'Blue', code: '', status: 'valid', branchId: '' });
    expect(searched.limit).toBe(10);
    expect(searched.region).toBe('LATAM');
  });

  it('asks the engine list for the region view with only the filters that are set', () => {
    expect(listPayload(parse('region=EMEA'))).toEqual({
      view: 'customer',
      page: 1,
      limit: 20,
      f_customerRegion: 'EMEA',
    });
    expect(listPayload(parse('name=acme&status=valid&sort=updatedAt&order=desc&page=2&limit=30'))).toEqual({
      view: 'customer',
      page: 2,
      limit: 30,
      f_customerRegion: 'TPE',
      f_name: 'acme',
      f_status: 'valid',
      orderByColumn: 'updatedAt',
      isAsc: 'desc',
    });
  });
});
