import type { AreaCatalog } from '../../i18n/catalog';

/** Tariff wording shared by several pages: the tariff's child list and the rules' refusals. */
export const tariffCatalog: AreaCatalog = {
  en_us: {
    pricing: {
      tariffs: {
        relations: { lines: 'Charge lines' },
        actions: { addLine: 'Add charge', editLine: 'Edit' },
      },
    },
  },
  zh_cn: {
    pricing: {
      tariffs: {
        relations: { lines: '费用明细' },
        actions: { addLine: '添加费用', editLine: '编辑' },
      },
    },
  },
};
