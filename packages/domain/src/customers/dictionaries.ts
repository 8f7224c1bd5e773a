import { type DictionaryDef, dictionary } from '../engine/dictionaries';
import { CUSTOMER_REGIONS } from './regions';
import { CUSTOMER_DATA_STATUSES, ORG_CODE_PURPOSES } from './statuses';

/** The enumerations the customers area owns, with their labels in both languages. */
export const CUSTOMERS_DICTIONARIES = {
  customer_data_status: dictionary(CUSTOMER_DATA_STATUSES, {
    en_us: {
      name: 'Customer data status',
      values: {
        valid: 'Valid',
        obsolete: 'Obsolete',
        replaced: 'Replaced',
      },
    },
    zh_cn: {
      name: '客户数据状态',
      values: {
        valid: '有效',
        obsolete: '已作废',
        replaced: '已替换',
      },
    },
  }),
  customer_region: dictionary(CUSTOMER_REGIONS, {
    en_us: {
      name: 'Customer region',
      values: {
        TPE: 'TPE (United States and Canada)',
        EMEA: 'EMEA (Europe, Middle East and Africa)',
        LATAM: 'LATAM (Latin America)',
        APAC: 'APAC (Asia Pacific)',
      },
    },
    zh_cn: {
      name: '客户区域',
      values: {
        TPE: 'TPE（美国和加拿大）',
        EMEA: 'EMEA（欧洲、中东和非洲）',
        LATAM: 'LATAM（拉丁美洲）',
        APAC: 'APAC（亚太）',
      },
    },
  }),
  org_code_purpose: dictionary(ORG_CODE_PURPOSES, {
    en_us: {
      name: 'Organisation code purpose',
      values: {
        shipper: 'Shipper',
        consignee: 'Consignee',
        notify: 'Notify party',
        billing: 'Billing party',
      },
    },
    zh_cn: {
      name: '组织代码用途',
      values: {
        shipper: '发货人',
        consignee: '收货人',
        notify: '通知方',
        billing: '结算方',
      },
    },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;
