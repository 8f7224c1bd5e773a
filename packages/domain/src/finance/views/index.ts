import type { AreaPart } from '../../engine/area';
import { dictionary } from '../../engine/dictionaries';
import { CHARGE_KINDS } from '../../pricing/index';
import { viewsCatalog } from './i18n';
import { PER_DIEM_KINDS } from './perdiem';
import {
  CHARGE_CODE_MAPPING_PAGE,
  CHARGE_VIEW_PAGES,
  chargeCodeMappingResource,
  chargeViewResource,
  DETENTION_SETTING_PAGE,
  detentionSettingResource,
  detentionTierResource,
  PER_DIEM_PAGE,
  perDiemResource,
} from './resources';

export * from './perdiem';
export {
  chargeCodeMappingResource,
  chargeViewResource,
  detentionSettingResource,
  detentionTierResource,
  perDiemResource,
} from './resources';

const VIEW_DICTIONARIES = {
  charge_kind: dictionary(CHARGE_KINDS, {
    en_us: {
      name: 'Charge kind',
      values: {
        freight: 'Freight and surcharges',
        local: 'Local charges',
        filing: 'AMS / ISF filing',
        documentation: 'Documentation',
        duty: 'Duties and import taxes',
        per_diem: 'Demurrage and detention',
        adjustment: 'Claims and adjustments',
      },
    },
    zh_cn: {
      name: '费用类别',
      values: {
        freight: '运费及附加费',
        local: '本地费用',
        filing: 'AMS/ISF 申报',
        documentation: '文件费',
        duty: '关税及进口税',
        per_diem: '滞期滞箱费',
        adjustment: '索赔及调整',
      },
    },
  }),
  per_diem_kind: dictionary(PER_DIEM_KINDS, {
    en_us: {
      name: 'Per diem kind',
      values: { demurrage: 'Demurrage (at the terminal)', detention: 'Detention (outside the terminal)' },
    },
    zh_cn: { name: '滞期滞箱类别', values: { demurrage: '滞期费（码头内）', detention: '滞箱费（码头外）' } },
  }),
};

/**
 * The charge views per kind (and the PVG air desk's), the charge code mapping to the accounting
 * system, the demurrage and detention settings, and per diem per container.
 */
export const VIEWS: AreaPart = {
  resources: [
    chargeViewResource,
    chargeCodeMappingResource,
    detentionSettingResource,
    detentionTierResource,
    perDiemResource,
  ],
  pages: [...CHARGE_VIEW_PAGES, CHARGE_CODE_MAPPING_PAGE, DETENTION_SETTING_PAGE, PER_DIEM_PAGE],
  dictionaries: VIEW_DICTIONARIES,
  catalogs: [viewsCatalog],
};
