import type { ChargeUnit } from '@tidemark/domain/pricing/index';
import {
  type MarginInput,
  type PricedQuotationLine,
  priceQuotation,
  type QuotationGrouping,
} from '@tidemark/domain/pricing/quotations/index';
import type { WriteContext } from '../../../engine/resource';

type Query = WriteContext['query'];

/** What a quotation's figures are computed from: its cargo, margin and currency. */
export type PricingHeader = {
  product: string;
  containers: number | null;
  weightKg: string | null;
  volumeCbm: string | null;
  calcMethod: MarginInput['calcMethod'];
  markupAmount: string | null;
  markupPercent: string | null;
  grouping: QuotationGrouping;
  currency: string;
};

export type LineInput = {
  id: number | null;
  chargeCode: string;
  unit: ChargeUnit;
  rate: string;
  minimum: string | null;
  currency: string;
  costRate: string | null;
};

const HEADER_SQL = `SELECT product, containers, weight_kg::text AS "weightKg", volume_cbm::text AS "volumeCbm",
  calc_method AS "calcMethod", markup_amount::text AS "markupAmount", markup_percent::text AS "markupPercent",
  grouping, currency FROM pricing_quotations WHERE id = $1`;

export const pricingHeader = async (query: Query, quotationId: number): Promise<PricingHeader | undefined> =>
  (await query<PricingHeader>(HEADER_SQL, [quotationId]))[0];

export const storedLines = async (query: Query, quotationId: number): Promise<LineInput[]> =>
  query<LineInput>(
    `SELECT id, charge_code AS "chargeCode", unit, rate::text AS rate, minimum::text AS minimum, currency,
            cost_rate::text AS "costRate"
       FROM pricing_quotation_lines WHERE quotation_id = $1 ORDER BY id`,
    [quotationId],
  );

/** An FCL quotation without a container count is priced for one box, as the customer reads a per-box price. */
const cargoOf = (h: PricingHeader) => ({
  containers: h.containers ?? (h.product === 'fcl' ? 1 : 0),
  weightKg: h.weightKg ?? '0',
  volumeCbm: h.volumeCbm ?? '0',
});

/**
 * Prices every line of a quotation as it will stand (the stored lines with one added or changed)
 * and writes the figures of the stored ones and the header's totals: the server alone computes
 * quantities, margins, amounts and totals, from decimal rates.
 */
export const reprice = async (
  query: Query,
  quotationId: number,
  header: PricingHeader,
  lines: readonly LineInput[],
): Promise<{ lines: (PricedQuotationLine & { id: number | null })[]; total: string; costTotal: string }> => {
  const priced = priceQuotation(lines, cargoOf(header), {
    calcMethod: header.calcMethod,
    markupAmount: header.markupAmount,
    markupPercent: header.markupPercent,
    grouping: header.grouping,
    currency: header.currency,
  });
  const out = priced.lines.map((l, i) => ({ ...l, id: lines[i]?.id ?? null }));
  for (const line of out) {
    if (line.id === null) continue;
    await query(
      'UPDATE pricing_quotation_lines SET quantity = $2, amount = $3, margin = $4, updated_at = now() WHERE id = $1',
      [line.id, line.quantity, line.amount, line.margin],
    );
  }
  await query('UPDATE pricing_quotations SET total = $2, cost_total = $3 WHERE id = $1', [
    quotationId,
    priced.total,
    priced.costTotal,
  ]);
  return { lines: out, total: priced.total, costTotal: priced.costTotal };
};
