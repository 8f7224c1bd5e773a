import {
  cargoOf,
  type InstantQuery,
  type RankedOffer,
  type RateOffer,
  rankOffers,
  tariffEquipmentFor,
} from '@tidemark/domain/pricing/index';
import type { TxQuery } from '../../../engine/transaction';

/** A lane, a day and a tariff equipment: what selects the rates in force. */
export type RateSelection = { pol: string; pod: string; date: string; equipment: string };

/**
 * The public sell rates in force on a day for a lane and an equipment, each with its charge lines:
 * active sell tariffs that name no customer (a contract rate is that customer's alone). One
 * statement on the tariff search index; rates and minimums stay decimal texts.
 */
export const publicSellRates = async (
  query: TxQuery,
  s: RateSelection,
  lang: 'en_us' | 'zh_cn' = 'en_us',
): Promise<RateOffer[]> =>
  query<RateOffer>(
    `SELECT t.id AS "tariffId", t.tariff_no AS "tariffNo", t.carrier_code AS "carrierCode",
            CASE WHEN $5 = 'zh_cn' THEN c.name_zh ELSE c.name END AS "carrierName",
            t.pol, t.pod, t.via, t.equipment, t.valid_from::text AS "validFrom", t.valid_until::text AS "validUntil",
            t.transit_days AS "transitDays", t.currency,
            coalesce((SELECT json_agg(json_build_object('chargeCode', l.charge_code, 'rate', l.rate::text, 'unit', l.unit,
                                                        'minimum', l.minimum::text, 'currency', l.currency) ORDER BY l.id)
                        FROM pricing_tariff_lines l WHERE l.tariff_id = t.id), '[]'::json) AS lines
       FROM pricing_tariffs t
       LEFT JOIN carriers c ON c.code = t.carrier_code
      WHERE t.pol = $1 AND t.pod = $2 AND t.equipment = $3 AND t.kind = 'sell' AND t.status = 'active'
        AND t.company_id IS NULL AND t.valid_until >= $4::date AND t.valid_from <= $4::date
      ORDER BY t.base_total, t.id
      LIMIT 50`,
    [s.pol, s.pod, s.equipment, s.date, lang],
  );

/** An instant question answered: the public rates in force, priced for its cargo and ranked by total. */
export const instantRates = async (
  query: TxQuery,
  q: InstantQuery,
  lang: 'en_us' | 'zh_cn' = 'en_us',
): Promise<RankedOffer[]> => {
  const offers = await publicSellRates(
    query,
    { pol: q.pol, pod: q.pod, date: q.date, equipment: tariffEquipmentFor(q) },
    lang,
  );
  return rankOffers(
    offers.map((o) => ({ ...o, lines: typeof o.lines === 'string' ? JSON.parse(o.lines) : o.lines })),
    cargoOf(q),
  );
};
