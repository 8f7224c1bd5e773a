import { converter, type ExchangeRate } from '@tidemark/domain/finance/index';
import {
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

/**
 * The tariff search over the database (route searchTariff, and the parts that price from it:
 * quotations, the instant quote). It answers what the request asks and nothing is checked here:
 * the caller decides beforehand whether it may see cost tariffs and whose contracts (the route
 * checks the customer is among the user's; the instant quote asks sell tariffs without a customer).
 *
 * Reads the active tariffs of the lane, equipment and kind in force on the day through
 * pricing_tariffs_search_idx with their lines and their flags in force (each aggregated by tariff
 * id) and the latest exchange rate on or before the day of each pair between their currencies and
 * `currency` (one index probe a pair and way, the same set on every row), all in one statement,
 * and ranks them for the cargo by their totals converted into `currency`, each currency's rate
 * looked up once for all the lines.
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
  const ranking = bind(currency);
  const rows = await query<TariffCandidate & { base_total: string; rates: ExchangeRate[] }>(
    `WITH candidates AS MATERIALIZED (
       SELECT t.id, t.tariff_no AS "tariffNo", t.kind, t.mode, t.carrier_code AS "carrierCode", c.name AS "carrierName",
              t.pol, t.pod, t.via, t.equipment, t.valid_from::text AS "validFrom", t.valid_until::text AS "validUntil",
              t.currency, t.transit_days AS "transitDays", t.contract_no AS "contractNo", t.company_id AS "companyId",
              co.name AS "companyName", t.base_total
         FROM pricing_tariffs t
         LEFT JOIN carriers c ON c.code = t.carrier_code
         LEFT JOIN companies co ON co.id = t.company_id
        WHERE t.status = 'active' AND t.pol = $1 AND t.pod = $2 AND t.equipment = $3 AND t.kind = $4
          AND t.valid_until >= $5::date AND t.valid_from <= $5::date AND t.mode = $6
          AND ${contract}${carrier}
        ORDER BY t.base_total, t.id
        LIMIT ${SEARCH_CANDIDATES}),
     rates AS (
       SELECT coalesce(json_agg(json_build_object('rateDate', r.rate_date::text, 'fromCurrency', r.from_currency,
                                                  'toCurrency', r.to_currency, 'rate', r.rate::text)), '[]') AS rates
         FROM (SELECT DISTINCT currency FROM candidates WHERE currency <> ${ranking}) f
        CROSS JOIN LATERAL (
          (SELECT rate_date, from_currency, to_currency, rate FROM exchange_rates
            WHERE from_currency = f.currency AND to_currency = ${ranking} AND rate_date <= $5::date
            ORDER BY rate_date DESC LIMIT 1)
          UNION ALL
          (SELECT rate_date, from_currency, to_currency, rate FROM exchange_rates
            WHERE from_currency = ${ranking} AND to_currency = f.currency AND rate_date <= $5::date
            ORDER BY rate_date DESC LIMIT 1)) r)
     SELECT t.*,
            (SELECT coalesce(json_agg(json_build_object('chargeCode', l.charge_code, 'rate', l.rate::text, 'unit', l.unit,
                                                        'minimum', l.minimum::text, 'currency', l.currency) ORDER BY l.id), '[]')
               FROM pricing_tariff_lines l WHERE l.tariff_id = t.id) AS lines,
            (SELECT coalesce(json_agg(json_build_object('flag', f.flag, 'note', f.note, 'validUntil', f.valid_until::text)
                                      ORDER BY f.flag), '[]')
               FROM pricing_tariff_flags f
              WHERE f.tariff_id = t.id AND f.valid_from <= $5::date AND (f.valid_until IS NULL OR f.valid_until >= $5::date)) AS flags,
            (SELECT rates FROM rates) AS rates
       FROM candidates t
      ORDER BY t.base_total, t.id`,
    params,
  );
  if (rows.length === 0)
    return { date: search.date, mode: search.mode, equipment, chargeableKg, currency, results: [] };
  const rates = rows[0]?.rates ?? [];
  return {
    date: search.date,
    mode: search.mode,
    equipment,
    chargeableKg,
    currency,
    results: rankTariffs(
      rows.map(({ base_total: _, rates: __, ...c }) => c),
      cargo,
      search.limit,
      {
        currency,
        convert: converter(rates, currency, search.date),
      },
    ),
  };
};
