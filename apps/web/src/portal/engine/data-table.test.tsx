import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { type DataColumn, DataTable } from './data-table';
import type { SortState } from './list-state';
import { stubResizeObserver } from './test-env';

beforeAll(() => {
  stubResizeObserver();
  return initI18n('en_us');
});

type Row = { id: number; name: string; amount: string };
const rows: Row[] = [
  { id: 1, name: 'Alpha', amount: '10.50' },
  { id: 2, name: 'Bravo', amount: '2.25' },
];
const columns: DataColumn<Row>[] = [
  { key: 'name', title: 'Name', sortable: true, render: (r) => r.name },
  { key: 'amount', title: 'Amount', align: 'right', render: (r) => r.amount },
];

describe('DataTable', () => {
  it('cycles the sort ascending, descending, none and reports property and order', () => {
    const reported: SortState[] = [];
    const Harness = () => {
      const [sort, setSort] = useState<SortState>(null);
      return (
        <DataTable<Row>
          rowKey={(r) => r.id}
          columns={columns}
          data={rows}
          total={2}
          sort={sort}
          onSortChange={(next) => {
            reported.push(next);
            setSort(next);
          }}
        />
      );
    };
    const { container } = render(
      <App>
        <Harness />
      </App>,
    );
    const header = container.querySelector('thead th.ant-table-column-has-sorters');
    if (!header) throw new Error('the name column sorts');
    fireEvent.click(header);
    fireEvent.click(header);
    fireEvent.click(header);
    expect(reported).toEqual([{ field: 'name', order: 'asc' }, { field: 'name', order: 'desc' }, null]);
  });

  it('numbers the rows from the page, stripes them and shows the summary row', () => {
    const { container } = render(
      <App>
        <DataTable<Row>
          rowKey={(r) => r.id}
          columns={columns}
          data={rows}
          total={42}
          page={3}
          limit={10}
          summary={{ cells: { amount: '12.75' } }}
          onPageChange={() => undefined}
        />
      </App>,
    );
    const indexes = [...container.querySelectorAll('td.eng-index-cell')].map((td) => td.textContent);
    expect(indexes).toEqual(['21', '22']);
    expect(container.querySelectorAll('tr.eng-row-stripe')).toHaveLength(1);
    expect(screen.getByText('Total')).toBeTruthy();
    expect(screen.getByText('12.75')).toBeTruthy();
    expect(screen.getByText('42 in total')).toBeTruthy();
  });

  it('reports the new order after a row is dragged', () => {
    const onDragSort = vi.fn();
    const { container } = render(
      <App>
        <DataTable<Row>
          rowKey={(r) => r.id}
          columns={columns}
          data={rows}
          total={2}
          dragSort
          onDragSort={onDragSort}
          pagination={false}
          stripe={false}
          showHeader={false}
        />
      </App>,
    );
    const trs = container.querySelectorAll('tbody tr[draggable="true"]');
    expect(trs).toHaveLength(2);
    const dataTransfer = { setData: () => undefined, effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(trs[1] as Element, { dataTransfer });
    fireEvent.dragOver(trs[0] as Element, { dataTransfer });
    fireEvent.drop(trs[0] as Element, { dataTransfer });
    expect(onDragSort).toHaveBeenCalledWith([rows[1], rows[0]]);
    expect(container.querySelector('thead')).toBeNull();
    expect(container.querySelectorAll('tr.eng-row-stripe')).toHaveLength(0);
  });
});
