import { bilingual } from '../engine/dictionaries';

/**
 * China Customs' supervision modes (监管方式) a branch declares most: the 4-digit codes of the
 * customs declaration form.
 */
export const TRADE_MODES = ['0110', '0214', '0615', '1039', '1210', '3010', '9610', '9710', '9810'] as const;
export type TradeMode = (typeof TRADE_MODES)[number];

/** The countries whose national tariff Tidemark keeps: China's commodity codes and the US HTS. */
export const TARIFF_COUNTRIES = ['CN', 'US'] as const;
export type TariffCountry = (typeof TARIFF_COUNTRIES)[number];

/** Units of quantity of the tariffs, as UN/ECE Recommendation 20 codes. */
export const QUANTITY_UNITS = ['KGM', 'H87', 'NPR', 'DZN', 'DPR', 'SET', 'LTR', 'MTK', 'MTQ'] as const;

export const CUSTOMS_DICTIONARIES = {
  customs_trade_mode: bilingual(TRADE_MODES, ['Trade mode', '监管方式'], {
    '0110': ['0110 General trade', '0110 一般贸易'],
    '0214': ['0214 Processing with supplied materials', '0214 来料加工'],
    '0615': ['0615 Processing with imported materials', '0615 进料对口'],
    '1039': ['1039 Market procurement', '1039 市场采购'],
    '1210': ['1210 Bonded cross-border e-commerce', '1210 保税跨境贸易电子商务'],
    '3010': ['3010 Samples and advertising goods', '3010 货样广告品'],
    '9610': ['9610 Cross-border e-commerce (B2C)', '9610 跨境贸易电子商务'],
    '9710': ['9710 Cross-border e-commerce B2B direct export', '9710 跨境电子商务企业对企业直接出口'],
    '9810': ['9810 Cross-border e-commerce export to overseas warehouses', '9810 跨境电子商务出口海外仓'],
  }),
  customs_tariff_country: bilingual(TARIFF_COUNTRIES, ['Tariff country', '税则国家'], {
    CN: ['China', '中国'],
    US: ['United States', '美国'],
  }),
  customs_quantity_unit: bilingual(QUANTITY_UNITS, ['Unit of quantity', '计量单位'], {
    KGM: ['Kilogram (kg)', '千克'],
    H87: ['Piece (No.)', '个/件/台'],
    NPR: ['Pair (prs.)', '双'],
    DZN: ['Dozen (doz.)', '打'],
    DPR: ['Dozen pairs (doz. prs.)', '打双'],
    SET: ['Set', '套'],
    LTR: ['Litre (L)', '升'],
    MTK: ['Square metre (m²)', '平方米'],
    MTQ: ['Cubic metre (m³)', '立方米'],
  }),
};
