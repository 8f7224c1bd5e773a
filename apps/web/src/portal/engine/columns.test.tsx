import { fireEvent, render, screen } from '@testing-library/react';
import { pageByUrl, resourceByName } from '@tidemark/domain';
import { App } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { ColumnChooser } from './column-chooser';
import { canSaveColumns, columnsPayload, effectiveColumns, moveItem, parseColumnNames } from './columns';
import { stubResizeObserver } from './test-env';

beforeAll(() => {
  stubResizeObserver();
  return initI18n('en_us');
});

const company = resourceByName('company');
const page = pageByUrl('companyList');
if (!company || !page) throw new Error('the customer area defines company and companyList');

const json = (names: string[]) => JSON.stringify(names.map((fieldName) => ({ fieldName, fieldLabel: fieldName })));

describe('column choice (SPEC §7)', () => {
  it("uses the user's own list when it is not empty", () => {
    expect(effectiveColumns(company, page, json(['code', 'name']), json(['city', 'name']))).toEqual(['city', 'name']);
  });

  it('falls back to the configured defaults, then the page columns', () => {
    expect(effectiveColumns(company, page, json(['code', 'name']), '[]')).toEqual(['code', 'name']);
    expect(effectiveColumns(company, page, '', '')).toEqual([...(page.columns ?? [])]);
    expect(effectiveColumns(company, page, 'not json', json(['nope']))).toEqual([...(page.columns ?? [])]);
  });

  it('never makes a filter-only field (a quick filter) a column', () => {
    const shipment = resourceByName('shipment');
    const tracking = pageByUrl('tracking');
    if (!shipment || !tracking) throw new Error('the tracking area defines shipment and tracking');
    const filterOnly = shipment.fields.filter((f) => f.filterOnly).map((f) => f.name);
    expect(filterOnly).toContain('quickFilter');
    expect(effectiveColumns(shipment, tracking, '', json(['shipmentNo', ...filterOnly]))).toEqual(['shipmentNo']);
    expect(effectiveColumns(shipment, { ...tracking, columns: [] }, '', '')).not.toContain('quickFilter');
  });

  it('drops unknown and repeated names', () => {
    expect(effectiveColumns(company, page, '', json(['name', 'ghost', 'name', 'city']))).toEqual(['name', 'city']);
    expect(parseColumnNames('["a",{"fieldName":"b"},3]')).toEqual(['a', 'b']);
  });

  it('saves only with at least one column', () => {
    expect(canSaveColumns([])).toBe(false);
    expect(canSaveColumns(['name'])).toBe(true);
  });

  it('sends the chosen columns in order with their labels', () => {
    expect(JSON.parse(columnsPayload(['city', 'name', 'ghost'], company, (f) => f.name.toUpperCase()))).toEqual([
      { fieldName: 'city', fieldLabel: 'CITY' },
      { fieldName: 'name', fieldLabel: 'NAME' },
    ]);
  });

  it('moves a column', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});

describe('ColumnChooser', () => {
  it('keeps at least one column, reorders, and saves the list in order', () => {
    const onSave = vi.fn();
    render(
      <App>
        <ColumnChooser
          open
          resource={company}
          columns={['code', 'name']}
          saving={false}
          onSave={onSave}
          onReset={() => undefined}
          onClose={() => undefined}
        />
      </App>,
    );
    const label = (name: string) => i18n.t(`customers.company.fields.${name}`);
    // Untick 'code': 'name' is then the only column and cannot be unticked.
    fireEvent.click(screen.getByRole('checkbox', { name: label('code') }));
    expect((screen.getByRole('checkbox', { name: label('name') }) as HTMLInputElement).disabled).toBe(true);
    // Add 'city' and move it up above 'name'.
    fireEvent.click(screen.getByRole('checkbox', { name: label('city') }));
    fireEvent.click(screen.getByRole('button', { name: `Move ${label('city')} up` }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(['city', 'name']);
  });
});
