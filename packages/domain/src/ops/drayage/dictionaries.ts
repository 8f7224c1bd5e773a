import { type DictionaryDef, dictionary } from '../../engine/dictionaries';
import {
  APPOINTMENT_KINDS,
  APPOINTMENT_STATUSES,
  CHARGE_CODES,
  COST_CURRENCIES,
  CROSS_BORDER_CURRENCIES,
  DAY_BUCKETS,
  DEPOT_STATES,
  ORDER_STATUSES,
} from './rules';

/** The ports of entry between the United States and Mexico that trucks cross, US side first. */
export const BORDER_CROSSINGS = [
  'LAREDO_NUEVO_LAREDO',
  'LAREDO_COLOMBIA',
  'EL_PASO_CIUDAD_JUAREZ',
  'OTAY_MESA_TIJUANA',
  'CALEXICO_MEXICALI',
  'NOGALES',
  'PHARR_REYNOSA',
  'EAGLE_PASS_PIEDRAS_NEGRAS',
  'BROWNSVILLE_MATAMOROS',
] as const;

/** The enumerations of drayage and the depot views, with their labels in both languages. */
export const DRAYAGE_DICTIONARIES: Readonly<Record<string, DictionaryDef>> = {
  drayage_status: dictionary(ORDER_STATUSES, {
    en_us: {
      name: 'Drayage order status',
      values: {
        open: 'Open',
        scheduled: 'Scheduled',
        picked_up: 'Picked up',
        delivered: 'Delivered',
        empty_returned: 'Empty returned',
        cancelled: 'Cancelled',
      },
    },
    zh_cn: {
      name: '拖车单状态',
      values: {
        open: '待安排',
        scheduled: '已预约',
        picked_up: '已提柜',
        delivered: '已送达',
        empty_returned: '已还空柜',
        cancelled: '已取消',
      },
    },
  }),
  drayage_appointment_kind: dictionary(APPOINTMENT_KINDS, {
    en_us: {
      name: 'Drayage appointment',
      values: { pickup: 'Pickup', delivery: 'Delivery', empty_return: 'Empty return' },
    },
    zh_cn: { name: '拖车预约类型', values: { pickup: '提柜', delivery: '送货', empty_return: '还空柜' } },
  }),
  drayage_appointment_status: dictionary(APPOINTMENT_STATUSES, {
    en_us: {
      name: 'Drayage appointment status',
      values: { booked: 'Booked', replaced: 'Replaced', completed: 'Completed' },
    },
    zh_cn: { name: '拖车预约状态', values: { booked: '已预约', replaced: '已变更', completed: '已完成' } },
  }),
  drayage_charge: dictionary(CHARGE_CODES, {
    en_us: {
      name: 'Drayage charge',
      values: {
        BASE: 'Base rate',
        FUEL: 'Fuel surcharge',
        CHASSIS: 'Chassis',
        WAITING: 'Waiting time',
        STORAGE: 'Storage',
        PREPULL: 'Pre-pull',
        OVERWEIGHT: 'Overweight',
        TOLL: 'Tolls',
        BORDER: 'Border crossing fee',
        TRANSLOAD: 'Transload',
      },
    },
    zh_cn: {
      name: '拖车费用项目',
      values: {
        BASE: '基本运费',
        FUEL: '燃油附加费',
        CHASSIS: '车架费',
        WAITING: '等候费',
        STORAGE: '堆存费',
        PREPULL: '预提柜费',
        OVERWEIGHT: '超重费',
        TOLL: '过路费',
        BORDER: '过境费',
        TRANSLOAD: '换装费',
      },
    },
  }),
  drayage_currency: dictionary(COST_CURRENCIES, {
    en_us: {
      name: 'Drayage currency',
      values: { USD: 'US dollar', MXN: 'Mexican peso', CAD: 'Canadian dollar', CNY: 'Chinese yuan', EUR: 'Euro' },
    },
    zh_cn: {
      name: '拖车币种',
      values: { USD: '美元', MXN: '墨西哥比索', CAD: '加拿大元', CNY: '人民币', EUR: '欧元' },
    },
  }),
  drayage_mx_currency: dictionary(CROSS_BORDER_CURRENCIES, {
    en_us: { name: 'Cross-border billing currency', values: { USD: 'US dollar', MXN: 'Mexican peso' } },
    zh_cn: { name: '跨境结算币种', values: { USD: '美元', MXN: '墨西哥比索' } },
  }),
  drayage_border_crossing: dictionary(BORDER_CROSSINGS, {
    en_us: {
      name: 'US-Mexico border crossing',
      values: {
        LAREDO_NUEVO_LAREDO: 'Laredo / Nuevo Laredo',
        LAREDO_COLOMBIA: 'Laredo / Colombia (Nuevo León)',
        EL_PASO_CIUDAD_JUAREZ: 'El Paso / Ciudad Juárez',
        OTAY_MESA_TIJUANA: 'Otay Mesa / Tijuana',
        CALEXICO_MEXICALI: 'Calexico / Mexicali',
        NOGALES: 'Nogales / Nogales',
        PHARR_REYNOSA: 'Pharr / Reynosa',
        EAGLE_PASS_PIEDRAS_NEGRAS: 'Eagle Pass / Piedras Negras',
        BROWNSVILLE_MATAMOROS: 'Brownsville / Matamoros',
      },
    },
    zh_cn: {
      name: '美墨边境口岸',
      values: {
        LAREDO_NUEVO_LAREDO: '拉雷多 / 新拉雷多',
        LAREDO_COLOMBIA: '拉雷多 / 哥伦比亚（新莱昂州）',
        EL_PASO_CIUDAD_JUAREZ: '埃尔帕索 / 华雷斯城',
        OTAY_MESA_TIJUANA: '奥泰梅萨 / 蒂华纳',
        CALEXICO_MEXICALI: '卡莱克西科 / 墨西卡利',
        NOGALES: '诺加莱斯 / 诺加莱斯',
        PHARR_REYNOSA: '法尔 / 雷诺萨',
        EAGLE_PASS_PIEDRAS_NEGRAS: '伊格尔帕斯 / 彼德拉斯内格拉斯',
        BROWNSVILLE_MATAMOROS: '布朗斯维尔 / 马塔莫罗斯',
      },
    },
  }),
  depot_event: dictionary(['GATE_IN', 'DISCHARGED', 'RAIL_ARRIVED', 'EMPTY_RELEASED', 'OUT_GATE'], {
    en_us: {
      name: 'Depot event',
      values: {
        GATE_IN: 'Gated in (laden)',
        DISCHARGED: 'Discharged',
        RAIL_ARRIVED: 'Arrived at rail ramp',
        EMPTY_RELEASED: 'Empty released',
        OUT_GATE: 'Gated out',
      },
    },
    zh_cn: {
      name: '堆场事件',
      values: {
        GATE_IN: '重箱进场',
        DISCHARGED: '已卸船',
        RAIL_ARRIVED: '已到铁路场站',
        EMPTY_RELEASED: '空箱已放出',
        OUT_GATE: '已出场',
      },
    },
  }),
  depot_state: dictionary(DEPOT_STATES, {
    en_us: { name: 'Depot state', values: { on_hand: 'On hand', out: 'Out of hand' } },
    zh_cn: { name: '堆场状态', values: { on_hand: '在场', out: '在外' } },
  }),
  depot_day_bucket: dictionary(
    DAY_BUCKETS.map((b) => b.key),
    {
      en_us: {
        name: 'Days on hand',
        values: { d0_3: '0-3 days', d4_7: '4-7 days', d8_14: '8-14 days', d15_plus: '15+ days' },
      },
      zh_cn: {
        name: '在场天数',
        values: { d0_3: '0-3 天', d4_7: '4-7 天', d8_14: '8-14 天', d15_plus: '15 天以上' },
      },
    },
  ),
};
