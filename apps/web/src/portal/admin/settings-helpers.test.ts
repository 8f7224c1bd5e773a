import { DICT_TYPES } from '@tidemark/domain';
import { describe, expect, it } from 'vitest';
import { readConfigQuery } from './column-manage-page';
import { dictionaryTypes, nextSort } from './dictionary-manage-page';
import { ownTables } from './report-field-setting-page';
import type { DictionaryEntry } from './settings-api';
import { CONFIG_TABLES, reportTypesOf } from './tables';

const entry = (dictType: string, sort: number): DictionaryEntry => ({
  id: sort,
  dictType,
  value: String(sort),
  labelEn: 'x',
  labelZh: 'x',
  sort,
  active: true,
  version: 1,
});

describe('settings helpers', () => {
  it('lists the seeded dictionaries first, then any others found in the table', () => {
    const types = dictionaryTypes([entry('zz_custom', 10), entry('job_status', 10), entry('aa_custom', 10)]);
    expect(types.slice(0, DICT_TYPES.length)).toEqual(DICT_TYPES);
    expect(types.slice(DICT_TYPES.length)).toEqual(['aa_custom', 'zz_custom']);
  });

  it('numbers a new value after the last one, in steps of 10', () => {
    expect(nextSort([entry('x', 10), entry('x', 40), entry('x', 20)])).toBe(50);
    expect(nextSort([])).toBe(10);
  });

  it('offers the report-history table and every resource with the pages showing it', () => {
    expect(CONFIG_TABLES[0]).toBe('rpt_history_temp');
    expect(reportTypesOf('rpt_history_temp')).toEqual(['historyPage']);
    expect(reportTypesOf('company')).toEqual(['customer', 'companyList']);
  });

  it('reads the column configuration query from the URL, falling back to defaults', () => {
    const tables = ['rpt_history_temp', 'company'];
    expect(
      readConfigQuery(new URLSearchParams('tableName=company&pageSize=50&pageNo=3&branchType=branch'), tables),
    ).toEqual({ tableName: 'company', reportType: '', branchType: 'branch', branchCode: '', pageNo: 3, pageSize: 50 });
    expect(readConfigQuery(new URLSearchParams('tableName=users&pageSize=7&branchType=x'), tables)).toEqual({
      tableName: 'rpt_history_temp',
      reportType: '',
      branchType: '',
      branchCode: '',
      pageNo: 1,
      pageSize: 20,
    });
  });

  it('offers a user only the lists they can open', () => {
    expect(ownTables(new Set(['historyPage', 'customer']))).toEqual([
      { tableName: 'rpt_history_temp', reportTypes: ['historyPage'] },
      { tableName: 'company', reportTypes: ['customer'] },
    ]);
  });
});
