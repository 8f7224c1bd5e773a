import { type DictionaryDef, dictionary } from '../../engine/dictionaries';
import { CHARGE_CODES, CHARGE_UNITS, RATE_EQUIPMENT } from './charges';

const same = <const V extends string>(values: readonly V[]) =>
  Object.fromEntries(values.map((v) => [v, v as string])) as Record<V, string>;

/** The enumerations every pricing page shares, with their labels in both languages. */
export const PRICING_COMMON_DICTIONARIES = {
  charge_code: dictionary(CHARGE_CODES, {
    en_us: {
      name: 'Charge code',
      values: {
        OFR: 'OFR · Ocean freight',
        BAF: 'BAF · Bunker adjustment',
        CAF: 'CAF · Currency adjustment',
        LSS: 'LSS · Low sulphur surcharge',
        PSS: 'PSS · Peak season surcharge',
        GRI: 'GRI · General rate increase',
        EBS: 'EBS · Emergency bunker surcharge',
        OTHC: 'OTHC · Origin terminal handling',
        DTHC: 'DTHC · Destination terminal handling',
        DOC: 'DOC · Documentation',
        SEAL: 'SEAL · Seal',
        ISPS: 'ISPS · Port security',
        AMS: 'AMS · US advance manifest',
        ENS: 'ENS · EU entry summary',
        CUS: 'CUS · Customs clearance',
        PUC: 'PUC · Pickup',
        DEL: 'DEL · Delivery',
        AFR: 'AFR · Air freight',
        FSC: 'FSC · Fuel surcharge (air)',
        SSC: 'SSC · Security surcharge (air)',
        HDL: 'HDL · Handling',
        DEM: 'DEM · Demurrage',
        DET: 'DET · Detention',
        CLM: 'CLM · Claim settlement',
        DUT: 'DUT · Import duty',
        VAT: 'VAT · Import VAT',
        EXM: 'EXM · Customs examination',
        ISF: 'ISF · US importer security filing',
        BL: 'BL · Bill of lading fee',
        AWB: 'AWB · Air waybill fee',
        TLX: 'TLX · Telex release',
      },
    },
    zh_cn: {
      name: '费用代码',
      values: {
        OFR: 'OFR · 海运费',
        BAF: 'BAF · 燃油附加费',
        CAF: 'CAF · 货币附加费',
        LSS: 'LSS · 低硫附加费',
        PSS: 'PSS · 旺季附加费',
        GRI: 'GRI · 综合费率上涨附加费',
        EBS: 'EBS · 紧急燃油附加费',
        OTHC: 'OTHC · 起运港码头操作费',
        DTHC: 'DTHC · 目的港码头操作费',
        DOC: 'DOC · 文件费',
        SEAL: 'SEAL · 封条费',
        ISPS: 'ISPS · 港口保安费',
        AMS: 'AMS · 美国舱单申报费',
        ENS: 'ENS · 欧盟入境摘要申报费',
        CUS: 'CUS · 报关费',
        PUC: 'PUC · 提货费',
        DEL: 'DEL · 派送费',
        AFR: 'AFR · 空运费',
        FSC: 'FSC · 燃油附加费（空运）',
        SSC: 'SSC · 安全附加费（空运）',
        HDL: 'HDL · 操作费',
        DEM: 'DEM · 滞期费',
        DET: 'DET · 滞箱费',
        CLM: 'CLM · 索赔结算',
        DUT: 'DUT · 进口关税',
        VAT: 'VAT · 进口增值税',
        EXM: 'EXM · 海关查验费',
        ISF: 'ISF · 美国进口安全申报费',
        BL: 'BL · 提单费',
        AWB: 'AWB · 空运单费',
        TLX: 'TLX · 电放费',
      },
    },
  }),
  charge_unit: dictionary(CHARGE_UNITS, {
    en_us: {
      name: 'Charge unit',
      values: { container: 'Per container', shipment: 'Per shipment', kg: 'Per kg', cbm: 'Per CBM', wm: 'Per W/M' },
    },
    zh_cn: {
      name: '计费单位',
      values: { container: '每箱', shipment: '每票', kg: '每公斤', cbm: '每立方米', wm: '每计费吨（W/M）' },
    },
  }),
  rate_equipment: dictionary(RATE_EQUIPMENT, {
    en_us: {
      name: 'Equipment or weight break',
      values: { ...same(RATE_EQUIPMENT), LCL: 'LCL (W/M)', MIN: 'Air minimum', '-45': 'Air under 45 kg' },
    },
    zh_cn: {
      name: '箱型或重量段',
      values: { ...same(RATE_EQUIPMENT), LCL: '拼箱（W/M）', MIN: '空运最低收费', '-45': '空运 45 公斤以下' },
    },
  }),
  // Valid between its dates; expired after them, inactive (not yet effective) before them;
  // obsolete once a newer quotation replaced it or it was withdrawn.
  quotation_validity: dictionary(['valid', 'expired', 'inactive', 'obsolete'], {
    en_us: {
      name: 'Quotation validity',
      values: { valid: 'Valid', expired: 'Expired', inactive: 'Not yet effective', obsolete: 'Obsolete' },
    },
    zh_cn: {
      name: '报价有效性',
      values: { valid: '有效', expired: '已过期', inactive: '未生效', obsolete: '已作废' },
    },
  }),
} satisfies Readonly<Record<string, DictionaryDef>>;
