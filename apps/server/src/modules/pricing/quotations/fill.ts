import { airBreakFor } from '@tidemark/domain/pricing/index';
import type { TxQuery } from '../../../engine/transaction';
import { AppError } from '../../../http/errors';
import { type LineInput, pricingHeader, reprice } from './pricing';

type Quotation = Record<string, unknown>;

/**
 * The equipment a quotation's tariff is for: its own, LCL for an LCL quotation, and for air the
 * weight break of its weight.
 */
const equipmentOf = (q: Quotation): string | null => {
  if (q.product === 'lcl') return 'LCL';
  if (q.product === 'air') return airBreakFor(String(q.weightKg ?? '0'));
  return (q.equipment as string | null) ?? null;
};

/**
 * The sell tariffs in force on the quotation's first day for its lane and equipment (a contract
 * rate only for its own customer), cheapest first; for an ECU quotation, the ECU rates of its
 * ports. The tariff's id is what a fill names.
 */
export const sellTariffsFor = async (query: TxQuery, ecu: boolean, q: Quotation) => {
  if (ecu) {
    return query(
      `SELECT id, rate_no AS "sourceNo", consolidator AS carrier, valid_until::text AS "validUntil",
              ocean_freight::text AS "allIn", currency, transit_days AS "transitDays"
         FROM pricing_ecu_rates
        WHERE pol = $1 AND pod = $2 AND $3::date BETWEEN valid_from AND valid_until
        ORDER BY ocean_freight, id LIMIT 20`,
      [q.ecuPol, q.ecuPod, q.validFrom],
    );
  }
  return query(
    `SELECT t.id, t.tariff_no AS "sourceNo", coalesce(c.name, t.carrier_code) AS carrier, t.carrier_code AS "carrierCode",
            t.valid_until::text AS "validUntil", t.base_total::text AS "allIn", t.currency, t.transit_days AS "transitDays"
       FROM pricing_tariffs t LEFT JOIN carriers c ON c.code = t.carrier_code
      WHERE t.kind = 'sell' AND t.status = 'active' AND t.pol = $1 AND t.pod = $2 AND t.equipment = $3
        AND $4::date BETWEEN t.valid_from AND t.valid_until AND (t.company_id IS NULL OR t.company_id = $5)
        AND ($6::text IS NULL OR t.carrier_code = $6)
      ORDER BY t.base_total, t.id LIMIT 20`,
    [q.fromCode, q.toCode, equipmentOf(q), q.validFrom, q.companyId, q.carrierCode ?? null],
  );
};

/** Writes the new lines and prices them: the server's figures, whatever the source carried. */
const replaceLines = async (
  query: TxQuery,
  quotationId: number,
  lines: (Omit<LineInput, 'id'> & { description: string | null; chargeType: string | null })[],
) => {
  await query('DELETE FROM pricing_quotation_lines WHERE quotation_id = $1', [quotationId]);
  const ids: number[] = [];
  for (const l of lines) {
    const [row] = await query<{ id: number }>(
      `INSERT INTO pricing_quotation_lines (quotation_id, charge_code, description, unit, quantity, rate, minimum, currency,
                                            amount, cost_rate, charge_type)
       VALUES ($1, $2, $3, $4, 0, $5, $6, $7, 0, $8, $9) RETURNING id`,
      [quotationId, l.chargeCode, l.description, l.unit, l.rate, l.minimum, l.currency, l.costRate, l.chargeType],
    );
    if (row) ids.push(row.id);
  }
  const header = await pricingHeader(query, quotationId);
  if (!header) throw new AppError(404, 'pricing.quotations.errors.notFound');
  return reprice(
    query,
    quotationId,
    header,
    lines.map((l, i) => ({ ...l, id: ids[i] ?? null })),
  );
};

/**
 * Fills a quotation from one of its sell tariffs: the tariff's lines at their rates, each with the
 * rate of the same charge on the carrier's cost tariff for the same lane, equipment and day as its
 * cost, when there is one. The quotation takes the tariff's carrier.
 */
export const fillFromTariff = async (query: TxQuery, q: Quotation, tariffId: number) => {
  const candidates = await sellTariffsFor(query, false, { ...q, carrierCode: null });
  const tariff = candidates.find((c) => c.id === tariffId);
  if (!tariff)
    throw new AppError(400, 'pricing.quotations.errors.tariffNotFound', undefined, {
      sourceId: 'pricing.quotations.errors.tariffNotFound',
    });
  const lines = await query<Omit<LineInput, 'id'> & { description: string | null; chargeType: string | null }>(
    `SELECT l.charge_code AS "chargeCode", l.unit, l.rate::text AS rate, l.minimum::text AS minimum, l.currency,
            NULL AS description, NULL AS "chargeType",
            (SELECT cl.rate::text FROM pricing_tariffs c JOIN pricing_tariff_lines cl ON cl.tariff_id = c.id
              WHERE c.kind = 'cost' AND c.status = 'active' AND c.carrier_code = s.carrier_code AND c.pol = s.pol
                AND c.pod = s.pod AND c.equipment = s.equipment AND $2::date BETWEEN c.valid_from AND c.valid_until
                AND cl.charge_code = l.charge_code AND cl.currency = l.currency
              ORDER BY c.valid_from DESC, c.id LIMIT 1) AS "costRate"
       FROM pricing_tariffs s JOIN pricing_tariff_lines l ON l.tariff_id = s.id
      WHERE s.id = $1 ORDER BY l.id`,
    [tariffId, q.validFrom],
  );
  const id = Number(q.id);
  await query(
    'UPDATE pricing_quotations SET tariff_id = $2, carrier_code = (SELECT carrier_code FROM pricing_tariffs WHERE id = $2) WHERE id = $1',
    [id, tariffId],
  );
  const priced = await replaceLines(query, id, lines);
  return { sourceNo: String(tariff.sourceNo), count: lines.length, total: priced.total };
};

/**
 * Fills an ECU quotation from an ECU rate of its ports: the consolidator's fields, the ocean
 * freight per its charge unit with its minimum, and each detailed rate with its charge type.
 */
export const fillFromEcuRate = async (query: TxQuery, q: Quotation, rateId: number) => {
  const candidates = await sellTariffsFor(query, true, q);
  const rate = candidates.find((c) => c.id === rateId);
  if (!rate)
    throw new AppError(400, 'pricing.quotations.errors.ecuRateNotFound', undefined, {
      sourceId: 'pricing.quotations.errors.ecuRateNotFound',
    });
  const id = Number(q.id);
  await query(
    `UPDATE pricing_quotations q SET ecu_rate_id = r.id, ecu_pol_name = r.pol_name, ecu_pol_via = r.pol_via,
            ecu_pod_name = r.pod_name, ecu_pod_via = r.pod_via, ecu_transit_days = r.transit_days,
            ecu_ocean_freight = r.ocean_freight, ecu_currency = r.currency, ecu_charge_unit = r.charge_unit,
            ecu_minimum = r.minimum
       FROM pricing_ecu_rates r WHERE r.id = $2 AND q.id = $1`,
    [id, rateId],
  );
  const lines = await query<Omit<LineInput, 'id'> & { description: string | null; chargeType: string | null }>(
    `SELECT 'OFR' AS "chargeCode", charge_unit AS unit, ocean_freight::text AS rate, minimum::text AS minimum, currency,
            consolidator AS description, 'freight' AS "chargeType", NULL AS "costRate", 0 AS k, 0 AS id
       FROM pricing_ecu_rates WHERE id = $1
     UNION ALL
     SELECT charge_code, unit, rate::text, NULL, currency, NULL, charge_type, NULL,
            CASE charge_type WHEN 'origin' THEN 1 WHEN 'freight' THEN 2 ELSE 3 END, id
       FROM pricing_ecu_rate_charges WHERE ecu_rate_id = $1
     ORDER BY k, id`,
    [rateId],
  );
  const priced = await replaceLines(query, id, lines);
  return { sourceNo: String(rate.sourceNo), count: lines.length, total: priced.total };
};
