import { type AreaDef, enumerationArea } from '../engine/area';
import { type DictionaryDef, dictionary } from '../engine/dictionaries';

/**
 * The enumerations the pricing area owns, with their labels in both languages: the validity of
 * quotations.
 */
const DICTIONARIES = {
  quotation_validity: dictionary(['expired', 'inactive', 'obsolete'], {
    en_us: {
      name: 'Quotation validity',
      values: {
        expired: 'Expired',
        inactive: 'Inactive',
        obsolete: 'Obsolete',
      },
    },
    zh_cn: {
      name: '报价有效性',
      values: {
        expired: '已过期',
        inactive: '未生效',
        obsolete: '已作废',
      },
    },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;

/** Its pages land with the area's own issue; its enumerations are dictionaries already. */
export const PRICING_AREA: AreaDef = enumerationArea('pricing', DICTIONARIES);
