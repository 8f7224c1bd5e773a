import { bilingual, type DictionaryDef } from '../../engine/dictionaries';

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
  quotation_product: bilingual(QUOTATION_PRODUCTS, ['Product', '产品'], {
    fcl: ['Sea FCL', '海运整箱'],
    lcl: ['Sea LCL', '海运拼箱'],
    air: ['Air freight', '空运'],
  }),
  quotation_place_type: bilingual(QUOTATION_PLACE_TYPES, ['Place type', '地点类型'], {
    port: ['Port', '港口'],
    door: ['Door', '门点'],
    cfs: ['CFS', '集装箱货运站'],
    airport: ['Airport', '机场'],
    ramp: ['Rail ramp', '铁路场站'],
  }),
  quotation_payment: bilingual(QUOTATION_PAYMENTS, ['Prepaid or collect', '预付或到付'], {
    prepaid: ['Prepaid', '预付'],
    collect: ['Collect', '到付'],
  }),
  quotation_space_type: bilingual(QUOTATION_SPACE_TYPES, ['Space type', '舱位类型'], {
    FAK: ['FAK', 'FAK'],
    contract: ['Contract space', '合约舱位'],
    premium: ['Premium', '优先舱位'],
    spot: ['Spot', '现舱'],
  }),
  quotation_charge_side: bilingual(QUOTATION_CHARGE_SIDES, ['Charged to', '付费方'], {
    shipper: ['Shipper', '发货人'],
    consignee: ['Consignee', '收货人'],
  }),
  quotation_grouping: bilingual(QUOTATION_GROUPINGS, ['Grouping', '报价方式'], {
    by_charge: ['By charge', '分项报价'],
    all_in: ['All in', '全包价'],
  }),
  quotation_calc_method: bilingual(QUOTATION_CALC_METHODS, ['Margin by', '利润计算方式'], {
    amount: ['Amount', '按金额'],
    percentage: ['Percentage', '按百分比'],
  }),
  quotation_status: bilingual(QUOTATION_STATUSES, ['Quotation status', '报价状态'], {
    draft: ['Draft', '草稿'],
    quoted: ['Quoted', '已报价'],
    confirmed: ['Confirmed', '已确认'],
    rejected: ['Rejected', '已拒绝'],
  }),
  quotation_type: bilingual(QUOTATION_TYPES, ['Quotation type', '报价类型'], {
    one_off: ['One-off', '单票报价'],
    normal: ['Normal', '常规报价'],
  }),
  ecu_charge_type: bilingual(ECU_CHARGE_TYPES, ['Charge type', '费用类型'], {
    origin: ['Origin', '起运港费用'],
    freight: ['Freight', '运费'],
    destination: ['Destination', '目的港费用'],
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;
