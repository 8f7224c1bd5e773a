import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@tidemark/domain';
import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';

export type PageState = { page: number; limit: number };

/**
 * SPEC §4: a new page size goes back to page 1 when the current page would run past the end;
 * otherwise the page is kept.
 */
export const nextPageState = (prev: PageState, page: number, limit: number, total: number): PageState => {
  if (limit !== prev.limit) return { page: prev.page * limit > total ? 1 : prev.page, limit };
  return { page, limit };
};

/** SPEC §9 pager: sizes 10/20/30/50; total, sizes, previous, pager, next, jumper; 5 buttons under 992 px. */
export const pagination = (
  state: PageState,
  total: number,
  onChange: (next: PageState) => void,
  t: TFunction,
): TablePaginationConfig => ({
  current: state.page,
  pageSize: state.limit,
  total,
  pageSizeOptions: PAGE_SIZES.map(String),
  showSizeChanger: true,
  showQuickJumper: true,
  showLessItems: typeof window !== 'undefined' && window.innerWidth < 992,
  showTotal: (n) => t('portal.table.total', { total: n }),
  onChange: (page, limit) => onChange(nextPageState(state, page, limit, total)),
});

/** Paging for lists the server sends whole: the same sizes and layout, kept in the browser. */
export const localPagination = (t: TFunction): TablePaginationConfig => ({
  defaultPageSize: DEFAULT_PAGE_SIZE,
  pageSizeOptions: PAGE_SIZES.map(String),
  showSizeChanger: true,
  showQuickJumper: true,
  showLessItems: typeof window !== 'undefined' && window.innerWidth < 992,
  showTotal: (n) => t('portal.table.total', { total: n }),
});
