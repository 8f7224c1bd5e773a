import { type DictionaryDef, dictionary } from '../../engine/dictionaries';
import {
  BOOKING_CONTAINER_TYPES,
  BOOKING_LEG_MODES,
  BOOKING_MODES,
  BOOKING_STATUSES,
  FREIGHT_TERMS,
  INCOTERMS_2020,
  LOAD_TYPES,
  PACKAGE_TYPES,
  PAYMENT_TERMS,
  RATE_UNITS,
  SERVICE_TYPES,
} from './statuses';

const same = <const V extends string>(values: readonly V[]) =>
  Object.fromEntries(values.map((v) => [v, v as string])) as Record<V, string>;

/** The booking desk's enumerations, with their labels in both languages. */
export const BOOKING_DICTIONARIES = {
  booking_status: dictionary(BOOKING_STATUSES, {
    en_us: {
      name: 'Booking status',
      values: {
        draft: 'Draft',
        submitted: 'Submitted',
        pending_planning: 'Pending planning',
        pending_sr: 'Pending SR',
        sr_decrease: 'S/R decrease',
        confirmed: 'Confirmed',
        cancelled: 'Cancelled',
      },
    },
    zh_cn: {
      name: '订舱状态',
      values: {
        draft: '草稿',
        submitted: '已提交',
        pending_planning: '待计划',
        pending_sr: '待 SR 确认',
        sr_decrease: 'S/R 减少',
        confirmed: '已确认',
        cancelled: '已取消',
      },
    },
  }),
  booking_mode: dictionary(BOOKING_MODES, {
    en_us: { name: 'Booking desk', values: { SEA: 'Ocean', AIR: 'Air' } },
    zh_cn: { name: '订舱类别', values: { SEA: '海运', AIR: '空运' } },
  }),
  booking_load_type: dictionary(LOAD_TYPES, {
    en_us: {
      name: 'Load type',
      values: { FCL: 'FCL (full container)', LCL: 'LCL (less than container)', AIR: 'Air freight' },
    },
    zh_cn: { name: '装载方式', values: { FCL: '整箱（FCL）', LCL: '拼箱（LCL）', AIR: '空运' } },
  }),
  booking_freight_term: dictionary(FREIGHT_TERMS, {
    en_us: { name: 'Freight term', values: { prepaid: 'Prepaid', collect: 'Collect' } },
    zh_cn: { name: '运费条款', values: { prepaid: '预付', collect: '到付' } },
  }),
  booking_payment_term: dictionary(PAYMENT_TERMS, {
    en_us: {
      name: 'Payment term',
      values: { at_origin: 'Payable at origin', at_destination: 'Payable at destination', third_party: 'Third party' },
    },
    zh_cn: {
      name: '付款条款',
      values: { at_origin: '起运地付款', at_destination: '目的地付款', third_party: '第三方付款' },
    },
  }),
  booking_service_type: dictionary(SERVICE_TYPES, {
    en_us: {
      name: 'Service type',
      values: {
        port_to_port: 'Port to port',
        door_to_port: 'Door to port',
        port_to_door: 'Port to door',
        door_to_door: 'Door to door',
      },
    },
    zh_cn: {
      name: '服务类型',
      values: {
        port_to_port: '港到港',
        door_to_port: '门到港',
        port_to_door: '港到门',
        door_to_door: '门到门',
      },
    },
  }),
  booking_container_type: dictionary(BOOKING_CONTAINER_TYPES, {
    en_us: {
      name: 'Container type',
      values: {
        '20GP': "20' general purpose",
        '40GP': "40' general purpose",
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
        '20GP': '20尺普柜',
        '40GP': '40尺普柜',
        '40HC': '40尺高柜',
        '45HC': '45尺高柜',
        '20RF': '20尺冷藏柜',
        '40RF': '40尺冷藏柜',
        '20OT': '20尺开顶柜',
        '40OT': '40尺开顶柜',
        '20FR': '20尺框架柜',
        '40FR': '40尺框架柜',
      },
    },
  }),
  booking_package_type: dictionary(PACKAGE_TYPES, {
    en_us: {
      name: 'Package type',
      values: {
        CTN: 'Cartons',
        PLT: 'Pallets',
        PKG: 'Packages',
        CRT: 'Crates',
        BAG: 'Bags',
        DRM: 'Drums',
        PCS: 'Pieces',
        ROL: 'Rolls',
        BDL: 'Bundles',
      },
    },
    zh_cn: {
      name: '包装类型',
      values: {
        CTN: '纸箱',
        PLT: '托盘',
        PKG: '包',
        CRT: '木箱',
        BAG: '袋',
        DRM: '桶',
        PCS: '件',
        ROL: '卷',
        BDL: '捆',
      },
    },
  }),
  booking_incoterm: dictionary(INCOTERMS_2020, {
    en_us: { name: 'Incoterm', values: same(INCOTERMS_2020) },
    zh_cn: { name: '贸易术语', values: same(INCOTERMS_2020) },
  }),
  booking_leg_mode: dictionary(BOOKING_LEG_MODES, {
    en_us: { name: 'Leg conveyance', values: { truck: 'Truck', vessel: 'Vessel', air: 'Flight', rail: 'Rail' } },
    zh_cn: { name: '运输段方式', values: { truck: '卡车', vessel: '船舶', air: '航班', rail: '铁路' } },
  }),
  booking_rate_unit: dictionary(RATE_UNITS, {
    en_us: {
      name: 'Rate unit',
      values: { shipment: 'Per shipment', container: 'Per container', kg: 'Per kg', cbm: 'Per CBM', wm: 'Per W/M' },
    },
    zh_cn: {
      name: '计费单位',
      values: { shipment: '每票', container: '每箱', kg: '每公斤', cbm: '每立方米', wm: '每计费吨（W/M）' },
    },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;
