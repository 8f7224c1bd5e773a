import { fireEvent, render, screen } from '@testing-library/react';
import { App, Input } from 'antd';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { EditableRows, type LineRow, newRowKey } from './row-list-field';
import { stubResizeObserver } from './test-env';

beforeAll(() => {
  stubResizeObserver();
  return initI18n('en_us');
});

type Item = LineRow & { code: string };

const Harness = () => {
  const [rows, setRows] = useState<Item[]>([{ key: 'first', code: 'HS8471' }]);
  return (
    <App>
      <EditableRows<Item>
        rows={rows}
        onChange={setRows}
        blankRow={() => ({ key: newRowKey(), code: '' })}
        columns={[
          {
            name: 'code',
            title: 'Code',
            input: (value, change) => (
              <Input aria-label="Code" value={String(value ?? '')} onChange={(e) => change(e.target.value)} />
            ),
          },
        ]}
      />
      <output data-testid="count">{rows.length}</output>
    </App>
  );
};

describe('EditableRows (SPEC §5 line items)', () => {
  it('adds one blank row at a time and never deletes the last row', async () => {
    render(<Harness />);
    const count = () => screen.getByTestId('count').textContent;
    const remove = () => screen.getAllByRole('button', { name: 'Remove the row' });
    expect((remove()[0] as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Add a row/ }));
    expect(count()).toBe('2');
    // The new row is still blank: no second blank row.
    fireEvent.click(screen.getByRole('button', { name: /Add a row/ }));
    expect(count()).toBe('2');
    expect(await screen.findByText('Fill in the empty row before adding another.')).toBeTruthy();

    const inputs = screen.getAllByRole('textbox', { name: 'Code' });
    fireEvent.change(inputs[1] as HTMLElement, { target: { value: 'HS9403' } });
    fireEvent.click(screen.getByRole('button', { name: /Add a row/ }));
    expect(count()).toBe('3');

    fireEvent.click(remove()[2] as HTMLElement);
    fireEvent.click(remove()[1] as HTMLElement);
    expect(count()).toBe('1');
    expect((remove()[0] as HTMLButtonElement).disabled).toBe(true);
  });
});
