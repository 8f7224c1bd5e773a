import { type DictionaryDef, dictionary } from '../../engine/dictionaries';

export const TARIFF_KINDS = ['sell', 'cost'] as const;
export const TARIFF_MODES = ['sea', 'air'] as const;
export const TARIFF_STATUSES = ['draft', 'active', 'withdrawn'] as const;

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
} satisfies Readonly<Record<string, DictionaryDef>>;
