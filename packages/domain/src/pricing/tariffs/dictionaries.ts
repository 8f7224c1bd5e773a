import { type DictionaryDef, dictionary } from '../../engine/dictionaries';

export const TARIFF_KINDS = ['sell', 'cost'] as const;
export const TARIFF_MODES = ['sea', 'air'] as const;
export const TARIFF_STATUSES = ['draft', 'active', 'withdrawn'] as const;
/** What the desk warns of on a tariff: everyone quoting from it sees the flag while it is in force. */
export const TARIFF_FLAGS = [
  'space_tight',
  'pss_expected',
  'gri_expected',
  'no_reefer',
  'contract_only',
  'rolled_cargo',
] as const;
export type TariffFlag = (typeof TARIFF_FLAGS)[number];

/** The tariff desk's enumerations, with their labels in both languages. */
export const TARIFF_DICTIONARIES = {
  tariff_kind: dictionary(TARIFF_KINDS, {
    en_us: { name: 'Sell or cost', values: { sell: 'Sell', cost: 'Cost' } },
    zh_cn: { name: '卖价或成本', values: { sell: '卖价', cost: '成本' } },
  }),
  tariff_mode: dictionary(TARIFF_MODES, {
    en_us: { name: 'Mode', values: { sea: 'Sea', air: 'Air' } },
    zh_cn: { name: '运输方式', values: { sea: '海运', air: '空运' } },
  }),
  tariff_status: dictionary(TARIFF_STATUSES, {
    en_us: { name: 'Tariff status', values: { draft: 'Draft', active: 'Active', withdrawn: 'Withdrawn' } },
    zh_cn: { name: '运价状态', values: { draft: '草稿', active: '生效', withdrawn: '已撤回' } },
  }),
  tariff_flag: dictionary(TARIFF_FLAGS, {
    en_us: {
      name: 'Tariff flag',
      values: {
        space_tight: 'Space tight',
        pss_expected: 'PSS expected',
        gri_expected: 'Subject to GRI',
        no_reefer: 'Not for reefer',
        contract_only: 'Contract customers only',
        rolled_cargo: 'Cargo being rolled',
      },
    },
    zh_cn: {
      name: '运价标记',
      values: {
        space_tight: '舱位紧张',
        pss_expected: '预计加收旺季附加费',
        gri_expected: '可能执行 GRI 涨价',
        no_reefer: '不接冻柜',
        contract_only: '仅限合约客户',
        rolled_cargo: '有甩柜风险',
      },
    },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;
