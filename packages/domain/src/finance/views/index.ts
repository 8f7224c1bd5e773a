import type { AreaPart } from '../../engine/area';
import { dictionary } from '../../engine/dictionaries';
import { CHARGE_KINDS, CONTAINER_EQUIPMENT } from '../../pricing/index';
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
  dnd_equipment: dictionary(CONTAINER_EQUIPMENT, {
    en_us: {
      name: 'Container type',
      values: {
        '20GP': "20' dry",
        '40GP': "40' dry",
        '40HC': "40' high cube",
        '45HC': "45' high cube",
        '20RF': "20' reefer",
        '40RF': "40' reefer",
        '20OT': "20' open top",
        '40OT': "40' open top",
        '20FR': "20' flat rack",
        '40FR': "40' flat rack",
      },
    },
    zh_cn: {
      name: '箱型',
      values: {
        '20GP': '20 尺普柜',
        '40GP': '40 尺普柜',
        '40HC': '40 尺高柜',
        '45HC': '45 尺高柜',
        '20RF': '20 尺冷柜',
        '40RF': '40 尺冷柜',
        '20OT': '20 尺开顶柜',
        '40OT': '40 尺开顶柜',
        '20FR': '20 尺框架柜',
        '40FR': '40 尺框架柜',
      },
    },
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
