import { type DictionaryDef, dictionary } from '../../engine/dictionaries';

export const CONSOLE_TRANSPORTS = ['AIR', 'SEA'] as const;
export type ConsoleTransport = (typeof CONSOLE_TRANSPORTS)[number];
export const CONSOLE_TYPES = ['CONSOL', 'DIRECT', 'BACK_TO_BACK', 'COLOAD'] as const;
export const CONSOLE_CONTAINER_MODES = ['FCL', 'LCL', 'BCN', 'LSE', 'ULD'] as const;
export type ConsoleContainerMode = (typeof CONSOLE_CONTAINER_MODES)[number];
export const CONSOLE_PAYMENTS = ['PP', 'CC'] as const;
export const CONSOLE_RELEASE_TYPES = ['OBL', 'SWB', 'TLX', 'EBL', 'AWB'] as const;
export const CONSOLE_POST_STATUSES = ['open', 'posted'] as const;
export const CONSOLE_LEG_MODES = ['vessel', 'air', 'truck', 'rail'] as const;
export const CONSOLE_READINESS = ['ready', 'notReady', 'posted'] as const;
export type ConsoleReadiness = (typeof CONSOLE_READINESS)[number];
export const BMS_STATES = ['booked', 'consolidated', 'posted'] as const;
export type BmsState = (typeof BMS_STATES)[number];
export const HOUSE_ISSUES = ['noMasterBill', 'masterBillMismatch', 'sealMissing', 'weightMismatch'] as const;
export type HouseIssue = (typeof HOUSE_ISSUES)[number];
export const MAWB_STATES = ['available', 'allocated'] as const;

/** The consoles part's enumerations, with both languages' labels side by side. */
export const CONSOLE_DICTIONARIES: Readonly<Record<string, DictionaryDef>> = {
  console_transport: dictionary(CONSOLE_TRANSPORTS, {
    en_us: { name: 'Console transport', values: { AIR: 'Air', SEA: 'Sea' } },
    zh_cn: { name: '集运运输方式', values: { AIR: '空运', SEA: '海运' } },
  }),
  console_type: dictionary(CONSOLE_TYPES, {
    en_us: {
      name: 'Console type',
      values: { CONSOL: 'Consolidation', DIRECT: 'Direct', BACK_TO_BACK: 'Back to back', COLOAD: 'Co-load' },
    },
    zh_cn: { name: '集运类型', values: { CONSOL: '拼装', DIRECT: '直单', BACK_TO_BACK: '背对背', COLOAD: '同行拼箱' } },
  }),
  console_container_mode: dictionary(CONSOLE_CONTAINER_MODES, {
    en_us: {
      name: 'Container mode',
      values: {
        FCL: 'Full container load',
        LCL: 'Less than container load',
        BCN: 'Buyer consolidation',
        LSE: 'Loose cargo',
        ULD: 'Unit load device',
      },
    },
    zh_cn: {
      name: '装载方式',
      values: { FCL: '整箱', LCL: '拼箱', BCN: '买家集拼', LSE: '散货', ULD: '集装器' },
    },
  }),
  console_payment: dictionary(CONSOLE_PAYMENTS, {
    en_us: { name: 'Freight payment', values: { PP: 'Prepaid', CC: 'Collect' } },
    zh_cn: { name: '运费支付方式', values: { PP: '预付', CC: '到付' } },
  }),
  console_release_type: dictionary(CONSOLE_RELEASE_TYPES, {
    en_us: {
      name: 'Release type',
      values: {
        OBL: 'Original bill of lading',
        SWB: 'Sea waybill',
        TLX: 'Telex release',
        EBL: 'Electronic bill of lading',
        AWB: 'Air waybill release',
      },
    },
    zh_cn: {
      name: '放货方式',
      values: { OBL: '正本提单', SWB: '海运单', TLX: '电放', EBL: '电子提单', AWB: '空运单放货' },
    },
  }),
  console_post_status: dictionary(CONSOLE_POST_STATUSES, {
    en_us: { name: 'Master bill posting', values: { open: 'Not posted', posted: 'Posted' } },
    zh_cn: { name: '主单过账', values: { open: '未过账', posted: '已过账' } },
  }),
  console_leg_mode: dictionary(CONSOLE_LEG_MODES, {
    en_us: { name: 'Leg mode', values: { vessel: 'Vessel', air: 'Flight', truck: 'Truck', rail: 'Rail' } },
    zh_cn: { name: '航段方式', values: { vessel: '船舶', air: '航班', truck: '卡车', rail: '铁路' } },
  }),
  console_readiness: dictionary(CONSOLE_READINESS, {
    en_us: {
      name: 'Posting readiness',
      values: { ready: 'Ready to post', notReady: 'Not ready', posted: 'Posted' },
    },
    zh_cn: { name: '过账准备', values: { ready: '可过账', notReady: '未就绪', posted: '已过账' } },
  }),
  shipment_bms_state: dictionary(BMS_STATES, {
    en_us: {
      name: 'Booking management state',
      values: { booked: 'Booked, not consolidated', consolidated: 'Consolidated', posted: 'Master bill posted' },
    },
    zh_cn: { name: '订舱管理状态', values: { booked: '已订舱未集运', consolidated: '已集运', posted: '主单已过账' } },
  }),
  console_house_issue: dictionary(HOUSE_ISSUES, {
    en_us: {
      name: 'Console data issue',
      values: {
        noMasterBill: 'House has no master bill',
        masterBillMismatch: "Master bill differs from the console's",
        sealMissing: 'Container without seal',
        weightMismatch: 'Container weights do not add up to the house weight',
      },
    },
    zh_cn: {
      name: '集运数据问题',
      values: {
        noMasterBill: '分单无主单号',
        masterBillMismatch: '主单号与集运单不一致',
        sealMissing: '集装箱无封条号',
        weightMismatch: '集装箱重量合计与分单重量不符',
      },
    },
  }),
  mawb_state: dictionary(MAWB_STATES, {
    en_us: { name: 'Air waybill stock state', values: { available: 'Available', allocated: 'Allocated' } },
    zh_cn: { name: '空运主单库存状态', values: { available: '可用', allocated: '已分配' } },
  }),
};
