import { TIME_ZONES } from '../common/constants';
import { codes, type DictionaryDef, dictionary } from '../engine/dictionaries';
import {
  DROP_MODES,
  EVENT_SOURCES,
  ISA_CHANGE_REASONS,
  JOB_STATUSES,
  LEGS,
  ORIGIN_HOLDS,
  PACKING_MODES,
  RAIL_MOVEMENTS,
  REGIONS,
  SHIPMENT_MODES,
  SHIPMENT_TYPES,
  TRACKING_STATUS,
} from './statuses';

/** The enumerations the shipments area owns, with their labels in both languages. */
export const SHIPMENTS_DICTIONARIES = {
  tracking_status: dictionary(codes(TRACKING_STATUS), {
    en_us: {
      name: 'Tracking status',
      values: {
        '0': 'Working',
        '1': 'On Water',
        '2': 'On Rail',
        '3': 'Arrived',
        '4': 'Out Gate',
        '5': 'Delivered',
        '6': 'Empty Return',
        '7': 'Empty Return Complete',
        '10': 'Unknown',
      },
    },
    zh_cn: {
      name: '跟踪状态',
      values: {
        '0': '作业中',
        '1': '海运中',
        '2': '铁路运输中',
        '3': '已到达',
        '4': '已出闸',
        '5': '已送达',
        '6': '空箱返还',
        '7': '空箱返还完成',
        '10': '未知',
      },
    },
  }),
  // The public tracking page and the portal's event lists show sources with the same words.
  event_source: dictionary(EVENT_SOURCES, {
    en_us: {
      name: 'Event source',
      values: {
        CARRIER_EDI: 'Carrier EDI',
        CARRIER_API: 'Carrier API',
        TERMINAL: 'Terminal',
        MANUAL: 'Our operations team',
        AIRLINE: 'Airline',
        EDI: 'EDI',
        TRUCKER: 'Trucker',
        SYSTEM: 'System',
        upload: 'Uploaded by our operations team',
      },
    },
    zh_cn: {
      name: '动态来源',
      values: {
        CARRIER_EDI: '船公司 EDI',
        CARRIER_API: '船公司接口',
        TERMINAL: '码头',
        MANUAL: '我司操作',
        AIRLINE: '航空公司',
        EDI: 'EDI',
        TRUCKER: '车队',
        SYSTEM: '系统',
        upload: '我司操作上传',
      },
    },
  }),
  tracking_leg: dictionary(LEGS, {
    en_us: {
      name: 'Tracking leg',
      values: {
        first_mile: 'First mile',
        in_transit: 'In transit',
        last_mile: 'Last mile',
      },
    },
    zh_cn: {
      name: '跟踪运输段',
      values: {
        first_mile: '头程',
        in_transit: '干线运输',
        last_mile: '尾程',
      },
    },
  }),
  shipment_mode: dictionary(SHIPMENT_MODES, {
    en_us: {
      name: 'Shipment mode',
      values: {
        FCL: 'FCL',
        LCL: 'LCL',
        AIR: 'Air',
        RAIL: 'Rail',
        ROAD: 'Road',
      },
    },
    zh_cn: {
      name: '运输方式',
      values: {
        FCL: '整箱',
        LCL: '拼箱',
        AIR: '空运',
        RAIL: '铁路',
        ROAD: '公路',
      },
    },
  }),
  packing_mode: dictionary(PACKING_MODES, {
    en_us: {
      name: 'Packing mode',
      values: {
        FCL: 'FCL',
        LCL: 'LCL',
        BCN: 'BCN',
      },
    },
    zh_cn: {
      name: '装箱方式',
      values: {
        FCL: '整箱（FCL）',
        LCL: '拼箱（LCL）',
        BCN: '买家集运（BCN）',
      },
    },
  }),
  drop_mode: dictionary(DROP_MODES, {
    en_us: {
      name: 'Drop mode',
      values: {
        WUP: 'WUP',
        TRL: 'TRL',
        PSL: 'PSL',
        ANY: 'ANY',
        HCN: 'HCN',
        DCN: 'DCN',
        NCN: 'NCN',
      },
    },
    zh_cn: {
      name: '落箱方式',
      values: {
        WUP: 'WUP',
        TRL: 'TRL',
        PSL: 'PSL',
        ANY: 'ANY',
        HCN: 'HCN',
        DCN: 'DCN',
        NCN: 'NCN',
      },
    },
  }),
  rail_movement: dictionary(RAIL_MOVEMENTS, {
    en_us: {
      name: 'Rail movement',
      values: {
        '': 'Empty',
        Y: 'Yes',
        N: 'No',
      },
    },
    zh_cn: {
      name: '铁路运输',
      values: {
        '': '空',
        Y: '是',
        N: '否',
      },
    },
  }),
  shipment_type: dictionary(SHIPMENT_TYPES, {
    en_us: {
      name: 'Shipment type',
      values: {
        '': 'Empty',
        BON: 'BON',
        CHB: 'CHB',
        CHB2DRY: 'CHB2DRY',
        DRY: 'DRY',
        HAA: 'HAA',
        MDN: 'MDN',
        BIL: 'BIL',
        SOC: 'SOC',
      },
    },
    zh_cn: {
      name: '货运类型',
      values: {
        '': '空',
        BON: 'BON',
        CHB: 'CHB',
        CHB2DRY: 'CHB2DRY',
        DRY: 'DRY',
        HAA: 'HAA',
        MDN: 'MDN',
        BIL: 'BIL',
        SOC: 'SOC',
      },
    },
  }),
  region: dictionary(REGIONS, {
    en_us: {
      name: 'Region',
      values: {
        East: 'East',
        Central: 'Central',
        West: 'West',
      },
    },
    zh_cn: {
      name: '区域',
      values: {
        East: '东部',
        Central: '中部',
        West: '西部',
      },
    },
  }),
  job_status: dictionary(JOB_STATUSES, {
    en_us: {
      name: 'Job status',
      values: {
        WRK: 'Working',
        WHL: 'Work on Hold',
        IHL: 'Invoice on Hold',
        CUS: 'Customs Processing Active',
        JRB: 'Ready for Revenue Posting',
        JRC: 'Ready for Cost Posting',
        JRA: 'Ready for Revenue and Cost Posting',
        INV: 'Invoiced',
        RDD: 'Ready for Delivery',
        CMP: 'Complete',
        CLS: 'Closed',
        ARC: 'Schedule for Archive',
      },
    },
    zh_cn: {
      name: '作业状态',
      values: {
        WRK: '作业中',
        WHL: '作业暂停',
        IHL: '发票暂停',
        CUS: '报关处理中',
        JRB: '待收入过账',
        JRC: '待成本过账',
        JRA: '待收入和成本过账',
        INV: '已开票',
        RDD: '待派送',
        CMP: '已完成',
        CLS: '已关闭',
        ARC: '计划归档',
      },
    },
  }),
  origin_hold: dictionary(ORIGIN_HOLDS, {
    en_us: {
      name: 'Origin hold',
      values: {
        'Origin Hold': 'Origin Hold',
        'No Released': 'No Released',
        Releasing: 'Releasing',
        Released: 'Released',
      },
    },
    zh_cn: {
      name: '起运地扣货',
      values: {
        'Origin Hold': '起运地扣货',
        'No Released': '未放行',
        Releasing: '放行中',
        Released: '已放行',
      },
    },
  }),
  isa_change_reason: dictionary(ISA_CHANGE_REASONS, {
    en_us: {
      name: 'ISA change reason',
      values: {
        RESCHEDULE: 'Reschedule',
        'MISSED APPT': 'Missed appointment',
        'NOT AVAILABLE': 'Not available',
        'TRUCKER ERROR': 'Trucker error',
        'CUSTOMER REQUEST': 'Customer request',
        'ORIGINAL APPT': 'Original appointment',
      },
    },
    zh_cn: {
      name: 'ISA 预约变更原因',
      values: {
        RESCHEDULE: '改期',
        'MISSED APPT': '错过预约',
        'NOT AVAILABLE': '无法安排',
        'TRUCKER ERROR': '拖车行失误',
        'CUSTOMER REQUEST': '客户要求',
        'ORIGINAL APPT': '原预约',
      },
    },
  }),
  time_zone: dictionary(TIME_ZONES, {
    en_us: {
      name: 'Time zone',
      values: {
        '+08:00': 'UTC+08:00',
        '+00:00': 'UTC+00:00',
        '+01:00': 'UTC+01:00',
        '-04:00': 'UTC-04:00',
        '-05:00': 'UTC-05:00',
        '-07:00': 'UTC-07:00',
        '-08:00': 'UTC-08:00',
      },
    },
    zh_cn: {
      name: '时区',
      values: {
        '+08:00': 'UTC+08:00',
        '+00:00': 'UTC+00:00',
        '+01:00': 'UTC+01:00',
        '-04:00': 'UTC-04:00',
        '-05:00': 'UTC-05:00',
        '-07:00': 'UTC-07:00',
        '-08:00': 'UTC-08:00',
      },
    },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;
