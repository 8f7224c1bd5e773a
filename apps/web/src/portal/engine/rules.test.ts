import { describe, expect, it } from 'vitest';
import { fileNameOf } from './api';
import { batchProblem } from './batch';
import { canAddRow, canRemoveRow, isBlankRow } from './row-list';

describe('batch update rules (SPEC §5)', () => {
  const rows = (n: number, status = 'valid') => Array.from({ length: n }, (_, i) => ({ id: i + 1, status }));

  it('needs a selection', () => {
    expect(batchProblem([])).toBe('empty');
  });

  it('takes at most 20 rows', () => {
    expect(batchProblem(rows(20), 'status')).toBeNull();
    expect(batchProblem(rows(21), 'status')).toBe('tooMany');
  });

  it('needs rows that agree on what changes', () => {
    expect(batchProblem([...rows(2), { id: 9, status: 'obsolete' }], 'status')).toBe('inconsistent');
    expect(batchProblem([...rows(2), { id: 9, status: 'obsolete' }])).toBeNull();
  });
});

describe('line items (SPEC §5)', () => {
  const blank = { key: 'b', code: '', qty: '' };
  const filled = { key: 'f', code: 'X', qty: '2' };

  it('adds one blank row at a time', () => {
    expect(canAddRow([filled], isBlankRow)).toBe(true);
    expect(canAddRow([filled, blank], isBlankRow)).toBe(false);
  });

  it('keeps the last row', () => {
    expect(canRemoveRow([filled])).toBe(false);
    expect(canRemoveRow([filled, blank])).toBe(true);
  });
});

describe('export file name', () => {
  it('prefers the UTF-8 name of Content-Disposition', () => {
    expect(
      fileNameOf(
        `attachment; filename="company-20261122.xlsx"; filename*=UTF-8''%E5%85%A8%E9%83%A8%E5%85%AC%E5%8F%B8-20261122.xlsx`,
        'x.xlsx',
      ),
    ).toBe('全部公司-20261122.xlsx');
    expect(fileNameOf('attachment; filename="company.xlsx"', 'x.xlsx')).toBe('company.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
