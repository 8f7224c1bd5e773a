import { codes, type DictionaryDef, dictionary } from '../engine/dictionaries';
import { REPORT_STATUS } from './resources';

/** The enumerations the reports area owns, with their labels in both languages. */
export const REPORTS_DICTIONARIES = {
  report_status: dictionary(codes(REPORT_STATUS), {
    en_us: {
      name: 'Report status',
      values: {
        '1': 'Obsolete',
        '2': 'Active',
      },
    },
    zh_cn: {
      name: '报表状态',
      values: {
        '1': '已作废',
        '2': '有效',
      },
    },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;
