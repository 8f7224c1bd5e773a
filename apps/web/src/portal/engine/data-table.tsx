import { HolderOutlined } from '@ant-design/icons';
import { BREAKPOINTS, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@tidemark/domain';
import { Button, Empty, Pagination, Select, Spin, Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import {
  type DragEvent,
  type Key,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { moveItem } from './columns';
import { cycleSort, pagerButtons, type SortState } from './list-state';
import { useViewportWidth } from './viewport';

export type DataColumn<Row> = {
  key: string;
  title: ReactNode;
  width?: number;
  minWidth?: number;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  fixed?: 'left' | 'right';
  render: (row: Row, index: number) => ReactNode;
};

export type TableSummary = {
  /** Defaults to 'Total' (common.total). */
  label?: string;
  cells: Readonly<Partial<Record<string, ReactNode>>>;
};

/**
 * The generic table (SPEC §3): data, total, page (default 1), limit (default 20), page sizes
 * 10/20/30/50; flags for pagination, scroll bar, drag sort, hidden header, loading, stripe
 * (default on) and a summary row (default label 'Total'). Rows get a sort index. Sorting a
 * column cycles ascending, descending, none and reports the property and order. On phones the
 * rows become cards and more load when the list is scrolled to the bottom.
 */
export type DataTableProps<Row extends object> = {
  rowKey: (row: Row) => Key;
  columns: readonly DataColumn<Row>[];
  data: readonly Row[];
  total: number;
  /** False when the total is the server's estimate: the pager says 'about'. */
  totalExact?: boolean;
  /** True while the total is being counted after the rows came: the pager says so. */
  counting?: boolean;
  page?: number;
  limit?: number;
  pageSizes?: readonly number[];
  onPageChange?: (page: number, limit: number) => void;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  pagination?: boolean;
  scroll?: boolean;
  dragSort?: boolean;
  onDragSort?: (rows: Row[]) => void;
  showHeader?: boolean;
  loading?: boolean;
  stripe?: boolean;
  summary?: TableSummary | null;
  indexColumn?: boolean;
  selection?: { keys: readonly Key[]; onChange: (keys: Key[], rows: Row[]) => void };
  /** Phones: the card of a row, and the call that fetches the next page. */
  renderCard?: (row: Row, index: number) => ReactNode;
  onLoadMore?: () => void;
  hasMore?: boolean;
  empty?: ReactNode;
};

const toAntOrder = (sort: SortState | undefined, key: string) =>
  sort?.field === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;

/** What a list says of its total: exact, about (an estimate), or still being counted. */
export const totalText = (t: TFunction, total: number, totalExact: boolean, counting = false): string => {
  if (counting) return t('engineUi.pager.counting');
  return totalExact
    ? t('engineUi.pager.total', { total: total.toLocaleString() })
    : t('engineUi.pager.totalAbout', { total: total.toLocaleString() });
};

/** The pager in SPEC §9's layout: total, sizes, previous, pager, next, jumper. */
export const Pager = ({
  page,
  limit,
  total,
  totalExact = true,
  counting = false,
  pageSizes = PAGE_SIZES,
  onChange,
}: {
  page: number;
  limit: number;
  total: number;
  totalExact?: boolean;
  counting?: boolean;
  pageSizes?: readonly number[];
  onChange: (page: number, limit: number) => void;
}) => {
  const { t } = useTranslation();
  const width = useViewportWidth();
  return (
    <nav className="eng-pager" aria-label={t('engineUi.pager.label')}>
      <span className="eng-pager-total" aria-live="polite">
        {totalText(t, total, totalExact, counting)}
      </span>
      <Select
        size="small"
        className="eng-pager-size"
        aria-label={t('engineUi.pager.size')}
        value={limit}
        options={pageSizes.map((n) => ({ value: n, label: t('engineUi.pager.perPage', { size: n }) }))}
        onChange={(n: number) => onChange(page, n)}
        popupMatchSelectWidth={false}
      />
      <Pagination
        size="small"
        current={page}
        pageSize={limit}
        total={total}
        showSizeChanger={false}
        showQuickJumper
        showLessItems={pagerButtons(width) === 5}
        onChange={(p) => onChange(p, limit)}
      />
    </nav>
  );
};

/** Calls `onVisible` when the element scrolls into view (the bottom of a phone list). */
const useSentinel = (onVisible: (() => void) | undefined, active: boolean) => {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    if (!el || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current?.();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [active]);
  return ref;
};

export const DataTable = <Row extends object>({
  rowKey,
  columns,
  data,
  total,
  totalExact = true,
  counting = false,
  page = 1,
  limit = DEFAULT_PAGE_SIZE,
  pageSizes = PAGE_SIZES,
  onPageChange,
  sort = null,
  onSortChange,
  pagination = true,
  scroll = true,
  dragSort = false,
  onDragSort,
  showHeader = true,
  loading = false,
  stripe = true,
  summary = null,
  indexColumn = true,
  selection,
  renderCard,
  onLoadMore,
  hasMore = false,
  empty,
}: DataTableProps<Row>) => {
  const { t } = useTranslation();
  const width = useViewportWidth();
  const phone = width < BREAKPOINTS.phone && renderCard !== undefined && onLoadMore !== undefined;
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const sentinel = useSentinel(onLoadMore, phone && hasMore && !loading);
  // The router applies a new sort as a transition; a second click before it lands cycles from the first.
  const latestSort = useRef(sort);
  useEffect(() => {
    latestSort.current = sort;
  }, [sort]);
  const latestReport = useRef(onSortChange);
  latestReport.current = onSortChange;

  const antColumns = useMemo(() => {
    const out: TableColumnsType<Row> = [];
    if (dragSort) {
      out.push({
        key: '__drag',
        width: 36,
        align: 'center',
        className: 'eng-drag-cell',
        render: () => <HolderOutlined className="eng-drag-handle" aria-label={t('engineUi.table.dragRow')} />,
      });
    }
    if (indexColumn) {
      out.push({
        key: '__index',
        title: '#',
        width: 56,
        align: 'right',
        className: 'eng-index-cell',
        render: (_v, _row, i) => (page - 1) * limit + i + 1,
      });
    }
    for (const c of columns) {
      out.push({
        key: c.key,
        title: c.title,
        width: c.width,
        minWidth: c.minWidth,
        align: c.align,
        fixed: c.fixed,
        ellipsis: c.align !== 'center',
        sorter: c.sortable ? true : undefined,
        sortOrder: c.sortable ? toAntOrder(sort, c.key) : undefined,
        sortDirections: c.sortable ? ['ascend', 'descend'] : undefined,
        showSorterTooltip: false,
        // The cycle is ours (SPEC §4): antd's own next order is ignored, the header reports ours.
        onHeaderCell: c.sortable
          ? () => {
              const report = () => {
                const next = cycleSort(latestSort.current, c.key);
                latestSort.current = next;
                latestReport.current?.(next);
              };
              return {
                onClick: report,
                onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
                  if (e.key === 'Enter') report();
                },
              };
            }
          : undefined,
        render: (_v, row, i) => c.render(row, i),
      });
    }
    return out;
  }, [columns, dragSort, indexColumn, page, limit, sort, t]);

  const rowProps = (row: Row, index: number | undefined) => {
    if (!dragSort || index === undefined) return {};
    return {
      draggable: true,
      className: dragFrom === index ? 'eng-dragging' : undefined,
      onDragStart: (e: DragEvent) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(rowKey(row)));
        setDragFrom(index);
      },
      onDragOver: (e: DragEvent) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
      },
      onDrop: (e: DragEvent) => {
        e.preventDefault();
        if (dragFrom !== null && dragFrom !== index) onDragSort?.(moveItem(data, dragFrom, index));
        setDragFrom(null);
      },
      onDragEnd: () => setDragFrom(null),
    };
  };

  const prefix = (selection ? 1 : 0) + (dragSort ? 1 : 0) + (indexColumn ? 1 : 0);
  const summaryRow = summary
    ? () => (
        <Table.Summary fixed="bottom">
          <Table.Summary.Row className="eng-summary">
            {prefix > 0 ? (
              <Table.Summary.Cell index={0} colSpan={prefix}>
                <strong>{summary.label ?? t('common.total')}</strong>
              </Table.Summary.Cell>
            ) : null}
            {columns.map((c, i) => (
              <Table.Summary.Cell key={c.key} index={prefix + i} align={c.align}>
                {i === 0 && prefix === 0 ? <strong>{summary.label ?? t('common.total')}</strong> : summary.cells[c.key]}
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      )
    : undefined;

  if (phone && renderCard) {
    return (
      <div className="eng-cards" aria-busy={loading}>
        {data.length === 0 && !loading ? (empty ?? <Empty description={t('messages.noData')} />) : null}
        {data.map((row, i) => (
          <div className="eng-card" key={rowKey(row)}>
            {renderCard(row, i)}
          </div>
        ))}
        <div ref={sentinel} className="eng-load-more">
          {loading ? (
            <Spin size="small" />
          ) : hasMore ? (
            <Button type="link" onClick={onLoadMore}>
              {t('engineUi.table.loadMore')}
            </Button>
          ) : data.length > 0 ? (
            <span className="eng-muted">
              {totalExact
                ? t('engineUi.pager.total', { total: total.toLocaleString() })
                : t('engineUi.pager.totalAbout', { total: total.toLocaleString() })}
            </span>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div className="eng-table">
      <Table<Row>
        rowKey={rowKey}
        size="middle"
        columns={antColumns}
        dataSource={data as Row[]}
        loading={loading}
        pagination={false}
        showHeader={showHeader}
        scroll={scroll ? { x: 'max-content' } : undefined}
        rowClassName={(_r, i) => (stripe && i % 2 === 1 ? 'eng-row-stripe' : '')}
        onRow={rowProps}
        summary={summaryRow}
        locale={{
          emptyText: empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.noData')} />,
        }}
        rowSelection={
          selection
            ? {
                selectedRowKeys: [...selection.keys],
                onChange: (keys, rows) => selection.onChange(keys, rows),
                preserveSelectedRowKeys: false,
                columnWidth: 44,
                fixed: true,
              }
            : undefined
        }
      />
      {pagination && onPageChange ? (
        <Pager
          page={page}
          limit={limit}
          total={total}
          totalExact={totalExact}
          counting={counting}
          pageSizes={pageSizes}
          onChange={onPageChange}
        />
      ) : null}
    </div>
  );
};
