import { type AreaDef, enumerationArea } from '../engine/area';
import { codes, type DictionaryDef, dictionary } from '../engine/dictionaries';

/** SPEC §4 KPI status codes. */
export const KPI_STATUS = { canUpload: 0, notFiled: 1, waitingReview: 2, rejected: 3, approved: 4 } as const;

/**
 * The enumerations the people area owns, with their labels in both languages: the KPI status of the
 * appraisal pages (csrkpi).
 */
const DICTIONARIES = {
  kpi_status: dictionary(codes(KPI_STATUS), {
    en_us: {
      name: 'KPI status',
      values: {
        '0': 'Can upload exception info',
        '1': 'Not filed',
        '2': 'Waiting for review',
        '3': 'Rejected',
        '4': 'Approved',
      },
    },
    zh_cn: {
      name: 'KPI 状态',
      values: {
        '0': '可上传异常信息',
        '1': '未提交',
        '2': '待审核',
        '3': '已驳回',
        '4': '已批准',
      },
    },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;

/** Its pages land with the area's own issue; its enumerations are dictionaries already. */
export const PEOPLE_AREA: AreaDef = enumerationArea('people', DICTIONARIES);
