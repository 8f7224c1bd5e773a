import { type DictionaryDef, dictionary } from '../../engine/dictionaries';
import { CONTAINER_EQUIPMENT } from '../common/charges';
import { FCL_NAM_LANE_GROUPS, MARGIN_STATUSES, PREDICT_METHODS } from './rules';

export const LOCAL_COST_SIDES = ['origin', 'destination'] as const;
/** A local cost is for one container type, LCL, or any equipment (a per-shipment fee). */
export const LOCAL_COST_EQUIPMENT = ['ANY', ...CONTAINER_EQUIPMENT, 'LCL'] as const;
export const LOCAL_QUOTATION_STATUSES = ['quoted', 'accepted', 'expired'] as const;
export const COST_TEMPLATE_LOAD_TYPES = ['FCL', 'LCL', 'AIR'] as const;
export const COST_SOURCES = ['booking', 'drayage', 'tariff', 'import'] as const;
export const PREDICT_INPUT_KINDS = ['tariff', 'history'] as const;

const same = <const V extends string>(values: readonly V[]) =>
  Object.fromEntries(values.map((v) => [v, v as string])) as Record<V, string>;

/** The cost pages' enumerations, with their labels in both languages. */
export const COST_DICTIONARIES = {
  local_cost_side: dictionary(LOCAL_COST_SIDES, {
    en_us: { name: 'Origin or destination', values: { origin: 'Origin', destination: 'Destination' } },
    zh_cn: { name: '起运港或目的港', values: { origin: '起运港', destination: '目的港' } },
  }),
  local_cost_equipment: dictionary(LOCAL_COST_EQUIPMENT, {
    en_us: { name: 'Equipment', values: { ...same(LOCAL_COST_EQUIPMENT), ANY: 'Any equipment', LCL: 'LCL' } },
    zh_cn: { name: '箱型', values: { ...same(LOCAL_COST_EQUIPMENT), ANY: '不限箱型', LCL: '拼箱' } },
  }),
  local_quotation_status: dictionary(LOCAL_QUOTATION_STATUSES, {
    en_us: { name: 'Quotation status', values: { quoted: 'Quoted', accepted: 'Accepted', expired: 'Expired' } },
    zh_cn: { name: '报价状态', values: { quoted: '已报价', accepted: '已接受', expired: '已过期' } },
  }),
  fcl_equipment: dictionary(CONTAINER_EQUIPMENT, {
    en_us: { name: 'Container type', values: same(CONTAINER_EQUIPMENT) },
    zh_cn: { name: '箱型', values: same(CONTAINER_EQUIPMENT) },
  }),
  cost_template_load_type: dictionary(COST_TEMPLATE_LOAD_TYPES, {
    en_us: { name: 'Load type', values: { FCL: 'FCL (full container)', LCL: 'LCL (less than container)', AIR: 'Air' } },
    zh_cn: { name: '装载方式', values: { FCL: '整箱', LCL: '拼箱', AIR: '空运' } },
  }),
  cost_source: dictionary(COST_SOURCES, {
    en_us: {
      name: 'Cost source',
      values: {
        booking: 'Booking rates',
        drayage: 'Drayage costs',
        tariff: 'Cost tariff',
        import: 'Imported cost sheet',
      },
    },
    zh_cn: {
      name: '成本来源',
      values: { booking: '订舱费率', drayage: '拖车费用', tariff: '成本运价', import: '导入成本表' },
    },
  }),
  fcl_nam_lane_group: dictionary(FCL_NAM_LANE_GROUPS, {
    en_us: {
      name: 'Lane group',
      values: {
        USWC: 'US West Coast',
        USEC: 'US East Coast',
        USGC: 'US Gulf Coast',
        USIPI: 'US inland (IPI by rail)',
        CAWC: 'Canada West Coast',
        CAEC: 'Canada East Coast',
        MXWC: 'Mexico West Coast',
      },
    },
    zh_cn: {
      name: '航线组',
      values: {
        USWC: '美西',
        USEC: '美东',
        USGC: '美湾',
        USIPI: '美国内陆点（铁路联运）',
        CAWC: '加西',
        CAEC: '加东',
        MXWC: '墨西哥西岸',
      },
    },
  }),
  fcl_margin_status: dictionary(MARGIN_STATUSES, {
    en_us: {
      name: 'Margin status',
      values: {
        on_target: 'On target',
        below_target: 'Below target',
        below_minimum: 'Below minimum',
        no_setting: 'No setting',
      },
    },
    zh_cn: {
      name: '利润状态',
      values: { on_target: '达到目标', below_target: '低于目标', below_minimum: '低于最低利润', no_setting: '未设置' },
    },
  }),
  predict_method: dictionary(PREDICT_METHODS, {
    en_us: {
      name: 'Prediction method',
      values: { tariff: 'Cost tariffs only', history: 'Past shipments only', blend: 'Tariffs blended with history' },
    },
    zh_cn: {
      name: '预测方法',
      values: { tariff: '仅按成本运价', history: '仅按历史运单', blend: '运价与历史加权' },
    },
  }),
  predict_input_kind: dictionary(PREDICT_INPUT_KINDS, {
    en_us: { name: 'Input', values: { tariff: 'Cost tariff in force', history: 'Past shipment' } },
    zh_cn: { name: '数据来源', values: { tariff: '当期成本运价', history: '历史运单' } },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;
