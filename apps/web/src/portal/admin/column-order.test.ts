import { describe, expect, it } from 'vitest';
import {
  columnText,
  effectiveColumns,
  knownColumns,
  moveBefore,
  moveItem,
  parseColumnText,
  pickerOrder,
  toggleColumn,
} from './column-order';

const available = [
  { fieldName: 'code', fieldLabel: 'Code' },
  { fieldName: 'name', fieldLabel: 'Name' },
  { fieldName: 'city', fieldLabel: 'City' },
  { fieldName: 'status', fieldLabel: 'Status' },
];

describe('column order helpers', () => {
  it('moves an item without touching the input, clamping the target', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveItem(list, 7, 0)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops a dragged column where another stands', () => {
    expect(moveBefore(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(moveBefore(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(moveBefore(['a', 'b', 'c'], 'x', 'a')).toEqual(['a', 'b', 'c']);
  });

  it('ticks columns on at the end and off in place', () => {
    expect(toggleColumn(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(toggleColumn(['a', 'b'], 'a', true)).toEqual(['a', 'b']);
    expect(toggleColumn(['a', 'b', 'c'], 'b', false)).toEqual(['a', 'c']);
  });

  it('keeps only columns the table has, once each', () => {
    expect(knownColumns(['name', 'gone', 'code', 'name'], available)).toEqual(['name', 'code']);
  });

  it('reads the JSON text of the endpoints, tolerating plain names and rubbish', () => {
    expect(parseColumnText('[{"fieldName":"name","fieldLabel":"Name"},"city",{"x":1},null]')).toEqual([
      { fieldName: 'name', fieldLabel: 'Name' },
      { fieldName: 'city', fieldLabel: '' },
    ]);
    expect(parseColumnText('not json')).toEqual([]);
    expect(parseColumnText('{"fieldName":"x"}')).toEqual([]);
    expect(parseColumnText('')).toEqual([]);
  });

  it('writes the chosen list in order with its labels', () => {
    expect(JSON.parse(columnText(['status', 'code'], available))).toEqual([
      { fieldName: 'status', fieldLabel: 'Status' },
      { fieldName: 'code', fieldLabel: 'Code' },
    ]);
  });

  it("lets the user's own list win when it is not empty", () => {
    const own = [{ fieldName: 'city', fieldLabel: 'City' }];
    expect(effectiveColumns(available, own)).toEqual(own);
    expect(effectiveColumns(available, [])).toEqual(available);
  });

  it('lists the chosen columns first, in order, then the others', () => {
    expect(pickerOrder(['status', 'code'], available)).toEqual(['status', 'code', 'name', 'city']);
  });
});
