import { convert, type ExchangeRate } from '@tidemark/domain/finance/index';
import {
  type FlagInForce,
  type RateLine,
  rankTariffs,
  searchCargo,
  type TariffCandidate,
  type TariffSearch,
  type TariffSearchAnswer,
} from '@tidemark/domain/pricing/index';
import type { TxQuery } from '../../../engine/transaction';

/**
 * At most this many tariffs in force are priced for one search, the lowest all-in first: a lane,
 * equipment and day have a few dozen in practice, and the cap keeps a search bounded whatever the
 * data. Ranking for the cargo happens over all of them, so minimums and W/M can reorder them.
 */
export const SEARCH_CANDIDATES = 500;

type CandidateRow = Omit<TariffCandidate, 'flags' | 'lines'>;

/**
 * The tariff search over the database (route searchTariff, and the parts that price from it:
 * quotations, the instant quote). It answers what the request asks and nothing is checked here:
 * the caller decides beforehand whether it may see cost tariffs and whose contracts (the route
 * checks the customer is among the user's; the instant quote asks sell tariffs without a customer).
 *
 * Reads the active tariffs of the lane, equipment and kind in force on the day through
 * pricing_tariffs_search_idx, their lines and their flags in force, and the latest exchange rates
 * on or before the day between their currencies and `currency`, and ranks them for the cargo by
 * their totals converted into `currency`.
 */
export const searchTariffs = async (
  query: TxQuery,
  search: TariffSearch,
  currency: string,
): Promise<TariffSearchAnswer> => {
  const { equipment, chargeableKg, cargo } = searchCargo(search);
  const params: unknown[] = [search.pol, search.pod, equipment, search.kind, search.date, search.mode];
  const bind = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const contract =
    search.companyId === undefined
      ? 't.company_id IS NULL'
      : `(t.company_id IS NULL OR t.company_id = ${bind(search.companyId)})`;
  const carrier = search.carrierCode ? ` AND t.carrier_code = ${bind(search.carrierCode)}` : '';
  const rows = await query<CandidateRow>(
    `SELECT t.id, t.tariff_no AS "tariffNo", t.kind, t.mode, t.carrier_code AS "carrierCode", c.name AS "carrierName",
            t.pol, t.pod, t.via, t.equipment, t.valid_from::text AS "validFrom", t.valid_until::text AS "validUntil",
            t.currency, t.transit_days AS "transitDays", t.contract_no AS "contractNo", t.company_id AS "companyId",
            co.name AS "companyName"
       FROM pricing_tariffs t
       LEFT JOIN carriers c ON c.code = t.carrier_code
       LEFT JOIN companies co ON co.id = t.company_id
      WHERE t.status = 'active' AND t.pol = $1 AND t.pod = $2 AND t.equipment = $3 AND t.kind = $4
        AND t.valid_until >= $5::date AND t.valid_from <= $5::date AND t.mode = $6
        AND ${contract}${carrier}
      ORDER BY t.base_total, t.id
      LIMIT ${SEARCH_CANDIDATES}`,
    params,
  );
  if (rows.length === 0)
    return { date: search.date, mode: search.mode, equipment, chargeableKg, currency, results: [] };
  const ids = rows.map((r) => r.id);
  const lines = await query<RateLine & { tariffId: number }>(
    `SELECT tariff_id AS "tariffId", charge_code AS "chargeCode", rate::text AS rate, unit, minimum::text AS minimum, currency
       FROM pricing_tariff_lines WHERE tariff_id = ANY ($1::int[]) ORDER BY tariff_id, id`,
    [ids],
  );
  const flags = await query<FlagInForce & { tariffId: number }>(
    `SELECT tariff_id AS "tariffId", flag, note, valid_until::text AS "validUntil"
       FROM pricing_tariff_flags
      WHERE tariff_id = ANY ($1::int[]) AND valid_from <= $2::date AND (valid_until IS NULL OR valid_until >= $2::date)
      ORDER BY tariff_id, flag`,
    [ids, search.date],
  );
  const foreign = [...new Set(rows.map((r) => r.currency))].filter((c) => c !== currency);
  const rates =
    foreign.length === 0
      ? []
      : await query<ExchangeRate>(
          `SELECT DISTINCT ON (from_currency, to_currency) rate_date::text AS "rateDate", from_currency AS "fromCurrency",
                  to_currency AS "toCurrency", rate::text AS rate
             FROM exchange_rates
            WHERE rate_date <= $1::date
              AND ((from_currency = ANY ($2::text[]) AND to_currency = $3)
                OR (from_currency = $3 AND to_currency = ANY ($2::text[])))
            ORDER BY from_currency, to_currency, rate_date DESC`,
          [search.date, foreign, currency],
        );
  const linesOf = groupBy(lines);
  const flagsOf = groupBy(flags);
  const candidates: TariffCandidate[] = rows.map((r) => ({
    ...r,
    lines: (linesOf.get(r.id) ?? []).map(({ tariffId: _, ...line }) => line),
    flags: (flagsOf.get(r.id) ?? []).map(({ tariffId: _, ...flag }) => flag),
  }));
  return {
    date: search.date,
    mode: search.mode,
    equipment,
    chargeableKg,
    currency,
    results: rankTariffs(candidates, cargo, search.limit, {
      currency,
      convert: (amount, from) => convert(rates, amount, from, currency, search.date),
    }),
  };
};

const groupBy = <T extends { tariffId: number }>(rows: readonly T[]): Map<number, T[]> => {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.tariffId) ?? [];
    list.push(row);
    out.set(row.tariffId, list);
  }
  return out;
};
