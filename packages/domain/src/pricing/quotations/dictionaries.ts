import { type DictionaryDef, dictionary } from '../../engine/dictionaries';

export const QUOTATION_PRODUCTS = ['fcl', 'lcl', 'air'] as const;
export const QUOTATION_PLACE_TYPES = ['port', 'door', 'cfs', 'airport', 'ramp'] as const;
export const QUOTATION_PAYMENTS = ['prepaid', 'collect'] as const;
export const QUOTATION_SPACE_TYPES = ['FAK', 'contract', 'premium', 'spot'] as const;
export const QUOTATION_CHARGE_SIDES = ['shipper', 'consignee'] as const;
export const QUOTATION_GROUPINGS = ['by_charge', 'all_in'] as const;
export const QUOTATION_CALC_METHODS = ['amount', 'percentage'] as const;
export const QUOTATION_STATUSES = ['draft', 'quoted', 'confirmed', 'rejected'] as const;
export const QUOTATION_TYPES = ['one_off', 'normal'] as const;
export const ECU_CHARGE_TYPES = ['origin', 'freight', 'destination'] as const;

export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
export type QuotationGrouping = (typeof QUOTATION_GROUPINGS)[number];
export type QuotationCalcMethod = (typeof QUOTATION_CALC_METHODS)[number];

/** The quotation desk's enumerations, with their labels in both languages. */
export const QUOTATION_DICTIONARIES = {
  quotation_product: dictionary(QUOTATION_PRODUCTS, {
    en_us: { name: 'Product', values: { fcl: 'Sea FCL', lcl: 'Sea LCL', air: 'Air freight' } },
    zh_cn: { name: '产品', values: { fcl: '海运整箱', lcl: '海运拼箱', air: '空运' } },
  }),
  quotation_place_type: dictionary(QUOTATION_PLACE_TYPES, {
    en_us: {
      name: 'Place type',
      values: { port: 'Port', door: 'Door', cfs: 'CFS', airport: 'Airport', ramp: 'Rail ramp' },
    },
    zh_cn: {
      name: '地点类型',
      values: { port: '港口', door: '门点', cfs: '集装箱货运站', airport: '机场', ramp: '铁路场站' },
    },
  }),
  quotation_payment: dictionary(QUOTATION_PAYMENTS, {
    en_us: { name: 'Prepaid or collect', values: { prepaid: 'Prepaid', collect: 'Collect' } },
    zh_cn: { name: '预付或到付', values: { prepaid: '预付', collect: '到付' } },
  }),
  quotation_space_type: dictionary(QUOTATION_SPACE_TYPES, {
    en_us: {
      name: 'Space type',
      values: { FAK: 'FAK', contract: 'Contract space', premium: 'Premium', spot: 'Spot' },
    },
    zh_cn: { name: '舱位类型', values: { FAK: 'FAK', contract: '合约舱位', premium: '优先舱位', spot: '现舱' } },
  }),
  quotation_charge_side: dictionary(QUOTATION_CHARGE_SIDES, {
    en_us: { name: 'Charged to', values: { shipper: 'Shipper', consignee: 'Consignee' } },
    zh_cn: { name: '付费方', values: { shipper: '发货人', consignee: '收货人' } },
  }),
  quotation_grouping: dictionary(QUOTATION_GROUPINGS, {
    en_us: { name: 'Grouping', values: { by_charge: 'By charge', all_in: 'All in' } },
    zh_cn: { name: '报价方式', values: { by_charge: '分项报价', all_in: '全包价' } },
  }),
  quotation_calc_method: dictionary(QUOTATION_CALC_METHODS, {
    en_us: { name: 'Margin by', values: { amount: 'Amount', percentage: 'Percentage' } },
    zh_cn: { name: '利润计算方式', values: { amount: '按金额', percentage: '按百分比' } },
  }),
  quotation_status: dictionary(QUOTATION_STATUSES, {
    en_us: {
      name: 'Quotation status',
      values: { draft: 'Draft', quoted: 'Quoted', confirmed: 'Confirmed', rejected: 'Rejected' },
    },
    zh_cn: { name: '报价状态', values: { draft: '草稿', quoted: '已报价', confirmed: '已确认', rejected: '已拒绝' } },
  }),
  quotation_type: dictionary(QUOTATION_TYPES, {
    en_us: { name: 'Quotation type', values: { one_off: 'One-off', normal: 'Normal' } },
    zh_cn: { name: '报价类型', values: { one_off: '单票报价', normal: '常规报价' } },
  }),
  ecu_charge_type: dictionary(ECU_CHARGE_TYPES, {
    en_us: { name: 'Charge type', values: { origin: 'Origin', freight: 'Freight', destination: 'Destination' } },
    zh_cn: { name: '费用类型', values: { origin: '起运港费用', freight: '运费', destination: '目的港费用' } },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;
