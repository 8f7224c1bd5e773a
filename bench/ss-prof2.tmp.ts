import { openPostgres } from '../apps/server/src/db/database';
const db = openPostgres('postgres://postgres@127.0.0.1:5432/tidemark_ss_tariffs', 4);
const day = new Date().toISOString().slice(0, 10);
const sql = `EXPLAIN (ANALYZE, BUFFERS) SELECT t.*,
            (SELECT coalesce(json_agg(json_build_object('chargeCode', l.charge_code, 'rate', l.rate::text) ORDER BY l.id), '[]')
               FROM pricing_tariff_lines l WHERE l.tariff_id = t.id) AS lines,
            (SELECT coalesce(json_agg(json_build_object('flag', f.flag) ORDER BY f.flag), '[]')
               FROM pricing_tariff_flags f
              WHERE f.tariff_id = t.id AND f.valid_from <= $5::date AND (f.valid_until IS NULL OR f.valid_until >= $5::date)) AS flags
       FROM (SELECT t.id, t.base_total, c.name
               FROM pricing_tariffs t
               LEFT JOIN carriers c ON c.code = t.carrier_code
               LEFT JOIN companies co ON co.id = t.company_id
              WHERE t.status = 'active' AND t.pol = $1 AND t.pod = $2 AND t.equipment = $3 AND t.kind = $4
                AND t.valid_until >= $5::date AND t.valid_from <= $5::date AND t.mode = $6
                AND t.company_id IS NULL
              ORDER BY t.base_total, t.id
              LIMIT 500) t
      ORDER BY t.base_total, t.id`;
for (const r of await db.query<{ 'QUERY PLAN': string }>(sql, ['CNAAX', 'USAAX', '40HC', 'sell', day, 'sea'])) console.log(r['QUERY PLAN']);
const rs = `EXPLAIN ANALYZE SELECT r.* FROM unnest($2::text[]) AS f (currency)
            CROSS JOIN LATERAL (
              (SELECT rate_date::text AS "rateDate", from_currency AS "fromCurrency", to_currency AS "toCurrency", rate::text AS rate
                 FROM exchange_rates WHERE from_currency = f.currency AND to_currency = $3 AND rate_date <= $1::date
                ORDER BY rate_date DESC LIMIT 1)
              UNION ALL
              (SELECT rate_date::text, from_currency, to_currency, rate::text
                 FROM exchange_rates WHERE from_currency = $3 AND to_currency = f.currency AND rate_date <= $1::date
                ORDER BY rate_date DESC LIMIT 1)) r`;
for (const r of await db.query<{ 'QUERY PLAN': string }>(rs, [day, ['EUR','USD'], 'CNY'])) console.log(r['QUERY PLAN']);
await db.close();
