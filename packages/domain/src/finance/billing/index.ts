import type { AreaPart } from '../../engine/area';
import { dictionary } from '../../engine/dictionaries';
import { BILLING_PAGES, BILLING_RESOURCES } from './resources';

/**
 * Why a shipment's billing does not hold together (finance_billing_check). Cost without revenue of
 * a rechargeable charge is not checked: no tariff or charge code marks a charge rechargeable.
 */
export const BILLING_CHECK_REASONS = ['quote_mismatch', 'no_revenue', 'no_exchange_rate', 'invoice_mismatch'] as const;
export type BillingCheckReason = (typeof BILLING_CHECK_REASONS)[number];

/** Where a customer's sell price comes from: a confirmed quotation, or a sell tariff made for it. */
export const BILLING_RATE_SOURCES = ['quotation', 'contract_tariff'] as const;

/** The charge codes customs brokerage bills: clearance, import duty, import VAT, examination. */
export const CUSTOMS_CHARGE_CODES = ['CUS', 'DUT', 'VAT', 'EXM'] as const;

/** The key account whose billing summary the finance desk keeps (the tracking desk's own). */
export { ANSELL_COMPANY_CODE } from '../../tracking';

/**
 * Weight bands of the eCommerce oversized-parcel service, above `overKg` up to `toKg` (a box weighs
 * at most 30 kg). The `parcel_rates` rows of an office price each band.
 */
export const PARCEL_WEIGHT_BANDS = [
  { band: 'w0_5', overKg: '0', toKg: '5' },
  { band: 'w5_10', overKg: '5', toKg: '10' },
  { band: 'w10_20', overKg: '10', toKg: '20' },
  { band: 'w20_30', overKg: '20', toKg: '30' },
] as const;

/**
 * The billing checks and summaries: problems in shipments' billing, the rate sheet customers are
 * billed by, customs brokerage billing, eCommerce parcel billing and the key account's summary.
 * Every page is a list over a view.
 */
export const BILLING: AreaPart = {
  resources: BILLING_RESOURCES,
  pages: BILLING_PAGES,
  dictionaries: {
    billing_check_reason: dictionary(BILLING_CHECK_REASONS, {
      en_us: {
        name: 'Billing problem',
        values: {
          quote_mismatch: 'Differs from quotation',
          no_revenue: 'Arrived without revenue',
          no_exchange_rate: 'No exchange rate',
          invoice_mismatch: 'Invoice differs from charges',
        },
      },
      zh_cn: {
        name: '计费问题',
        values: {
          quote_mismatch: '与报价不符',
          no_revenue: '已到港无收入',
          no_exchange_rate: '无汇率',
          invoice_mismatch: '发票与费用不符',
        },
      },
    }),
    billing_rate_source: dictionary(BILLING_RATE_SOURCES, {
      en_us: { name: 'Price from', values: { quotation: 'Confirmed quotation', contract_tariff: 'Contract tariff' } },
      zh_cn: { name: '价格来源', values: { quotation: '已确认报价', contract_tariff: '合约运价' } },
    }),
    parcel_weight_band: dictionary(
      PARCEL_WEIGHT_BANDS.map((b) => b.band),
      {
        en_us: {
          name: 'Parcel weight band',
          values: { w0_5: 'Up to 5 kg', w5_10: '5–10 kg', w10_20: '10–20 kg', w20_30: '20–30 kg' },
        },
        zh_cn: {
          name: '小包重量段',
          values: { w0_5: '5 公斤以内', w5_10: '5–10 公斤', w10_20: '10–20 公斤', w20_30: '20–30 公斤' },
        },
      },
    ),
  },
};
