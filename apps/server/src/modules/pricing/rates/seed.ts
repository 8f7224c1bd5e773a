import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';

/**
 * Demo rates' building blocks, written by the database in a few set-based statements after the
 * tariffs: port groups and rail ramps of the demo lanes; arbitraries and add-ons around their base
 * ports for the carriers the tariffs name; the cheapest sell rates in force published to the
 * partner and marketplace channels; long-term agreements for the customers with confirmed FCL
 * bookings, on the lanes they book, with named accounts; NRAs for customers shipping to the US,
 * one amended, one awaiting the shipper.
 */

const text = (v: string | number | null) =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`;
const values = (rows: readonly (readonly (string | number | null)[])[]) =>
  rows.map((r) => `(${r.map(text).join(', ')})`).join(',\n');

const PORT_GROUPS: readonly [string, string, string, string, string | null][] = [
  [
    'USWC',
    'US West Coast base ports',
    '美西基本港',
    'USLAX,USLGB,USOAK,USSEA,USTIW',
    'One rate for the Pacific Southwest and Northwest gateways / 美西南与西北口岸同价',
  ],
  [
    'USEC',
    'US East Coast base ports',
    '美东基本港',
    'USNYC,USSAV,USCHS,USORF,USBAL',
    'All-water via Panama / 经巴拿马运河全水路',
  ],
  [
    'NEUR',
    'North Europe base ports',
    '北欧基本港',
    'NLRTM,DEHAM,BEANR,DEBRV,FRLEH',
    'Hamburg–Le Havre range / 汉堡至勒阿弗尔港口群',
  ],
  ['WMED', 'West Mediterranean base ports', '西地中海基本港', 'ESVLC,ESBCN,ITGOA,FRFOS', null],
  [
    'CNEC',
    'East China load ports',
    '华东起运港',
    'CNSHA,CNNGB',
    'Shanghai and Ningbo load at the same rate / 上海、宁波同价起运',
  ],
  ['CNSC', 'South China load ports', '华南起运港', 'CNYTN,CNSHK,CNNSA', null],
];

/** Ramp, its name, base port, rail carrier, transit days. */
const RAMPS: readonly [string, string, string, string, number][] = [
  ['USCHI', 'Chicago, IL (Global IV / Logistics Park)', 'USLAX', 'UP', 4],
  ['USCHI', 'Chicago, IL (Global IV / Logistics Park)', 'USLGB', 'BNSF', 4],
  ['USCHI', 'Chicago, IL (Global IV / Logistics Park)', 'USSEA', 'BNSF', 5],
  ['USCHI', 'Chicago, IL (Global IV / Logistics Park)', 'USNYC', 'CSX', 2],
  ['USDAL', 'Dallas, TX (Mesquite / Alliance)', 'USLAX', 'UP', 3],
  ['USDAL', 'Dallas, TX (Mesquite / Alliance)', 'USLGB', 'BNSF', 3],
  ['USDAL', 'Dallas, TX (Mesquite / Alliance)', 'USHOU', 'UP', 1],
  ['USMEM', 'Memphis, TN (Marion / Intermodal Gateway)', 'USLAX', 'BNSF', 4],
  ['USMEM', 'Memphis, TN (Marion / Intermodal Gateway)', 'USSAV', 'NS', 2],
  ['USKCK', 'Kansas City, KS (Logistics Park)', 'USLGB', 'BNSF', 4],
  ['CAMTR', 'Montreal, QC (Taschereau Yard)', 'CAHAL', 'CN', 2],
  ['CAMTR', 'Montreal, QC (Taschereau Yard)', 'CAPRR', 'CN', 6],
  ['CATOR', 'Toronto, ON (Brampton Intermodal)', 'CAPRR', 'CN', 5],
  ['DEDUI', 'Duisburg (logport / DIT)', 'NLRTM', 'DBC', 1],
  ['DEDUI', 'Duisburg (logport / DIT)', 'DEHAM', 'DBC', 1],
  ['CZPRG', 'Prague (Uhříněves terminal)', 'DEHAM', 'DBC', 2],
];

/**
 * Arbitraries and add-ons under the tariff: kind, side, the point, its base port, the leg, the
 * amount for a 40' box (a 20' pays 70 %), remarks.
 */
const EXTENSIONS: readonly [string, string, string, string, string | null, number, string][] = [
  ['arbitrary', 'origin', 'CNWUH', 'CNSHA', 'barge', 310, 'Yangtze barge Wuhan – Yangshan / 长江驳船 武汉—洋山'],
  ['arbitrary', 'origin', 'CNCKG', 'CNSHA', 'barge', 520, 'Yangtze barge Chongqing – Yangshan / 长江驳船 重庆—洋山'],
  ['arbitrary', 'origin', 'CNNKG', 'CNSHA', 'feeder', 190, 'Nanjing feeder / 南京支线'],
  ['arbitrary', 'origin', 'CNYIW', 'CNNGB', 'rail', 260, 'Yiwu – Beilun sea-rail / 义乌—北仑海铁联运'],
  ['arbitrary', 'origin', 'CNDGG', 'CNYTN', 'truck', 230, 'Dongguan trucking / 东莞拖车'],
  ['arbitrary', 'destination', 'USCHI', 'USLAX', 'rail', 1150, 'IPI over Los Angeles / 经洛杉矶 IPI'],
  ['arbitrary', 'destination', 'USDAL', 'USLAX', 'rail', 980, 'IPI over Los Angeles / 经洛杉矶 IPI'],
  ['arbitrary', 'destination', 'USMEM', 'USLGB', 'rail', 1020, 'IPI over Long Beach / 经长滩 IPI'],
  ['arbitrary', 'destination', 'DEDUI', 'NLRTM', 'barge', 280, 'Rhine barge / 莱茵河驳船'],
  ['arbitrary', 'destination', 'CZPRG', 'DEHAM', 'rail', 640, 'Rail to Prague / 铁路至布拉格'],
  ['addon', 'origin', 'CNXMN', 'CNYTN', null, 150, 'Xiamen on Yantian base / 厦门按盐田基本港加价'],
  ['addon', 'origin', 'CNTAO', 'CNSHA', null, 120, 'Qingdao on Shanghai base / 青岛按上海基本港加价'],
  ['addon', 'destination', 'USOAK', 'USLAX', null, 200, 'Oakland on Los Angeles base / 奥克兰按洛杉矶基本港加价'],
  ['addon', 'destination', 'DEBRV', 'DEHAM', null, 60, 'Bremerhaven on Hamburg base / 不来梅哈芬按汉堡基本港加价'],
  ['addon', 'destination', 'GBFXT', 'NLRTM', null, 150, 'Felixstowe on Rotterdam base / 费利克斯托按鹿特丹基本港加价'],
];

export const seedRates = async (database: Database, demo: DemoSeed): Promise<void> => {
  const existing = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM pricing_port_groups');
  if ((existing[0]?.n ?? 0) > 0) return;
  const asOf = demo.asOf.toISOString();

  await database.exec(
    `WITH g (code, name, name_zh, ports, remarks) AS (VALUES ${values(PORT_GROUPS)}),
          made AS (INSERT INTO pricing_port_groups (code, name, name_zh, remarks)
                   SELECT code, name, name_zh, remarks FROM g ORDER BY code RETURNING id, code)
     INSERT INTO pricing_port_group_members (group_id, port)
     SELECT made.id, p.port FROM made JOIN g ON g.code = made.code
       CROSS JOIN LATERAL unnest(string_to_array(g.ports, ',')) AS p (port)`,
  );
  // A member removed from a group, kept as the group's history.
  await database.exec(
    `INSERT INTO pricing_port_group_members (group_id, port, status)
     SELECT id, 'USPDX', 'removed' FROM pricing_port_groups WHERE code = 'USWC'`,
  );

  await database.exec(
    `INSERT INTO pricing_rail_ramps (ramp, ramp_name, base_port, rail_carrier, transit_days, remarks)
     SELECT r, n, b, c, d, CASE WHEN r LIKE 'US%' THEN 'Double-stack; last free day 2 days after arrival / 双层集装箱班列，到站后免费 2 天' END
       FROM (VALUES ${values(RAMPS)}) AS v (r, n, b, c, d) ORDER BY r, b`,
  );

  // Arbitraries and add-ons for the carriers whose tariffs load or discharge at the base port,
  // valid this quarter and the next.
  await database.query(
    `WITH x (kind, side, point, base_port, leg, amount, remarks) AS (VALUES ${values(EXTENSIONS)}),
          carriers AS (SELECT DISTINCT carrier_code, pol AS port FROM pricing_tariffs WHERE mode = 'sea'
                       UNION SELECT DISTINCT carrier_code, pod FROM pricing_tariffs WHERE mode = 'sea'),
          sizes (equipment, share) AS (VALUES ('20GP', 0.7), ('40GP', 1.0), ('40HC', 1.0))
     INSERT INTO pricing_arbitraries (kind, basis, side, point, base_port, carrier_code, equipment, leg, amount, currency,
                                      valid_from, valid_until, remarks)
     SELECT x.kind, 'tariff', x.side, x.point, x.base_port, c.carrier_code, s.equipment, x.leg,
            round(x.amount * s.share * (1 + length(c.carrier_code || x.point) % 3 * 0.04), 0), 'USD',
            date_trunc('quarter', $1::timestamptz)::date,
            (date_trunc('quarter', $1::timestamptz) + interval '6 months' - interval '1 day')::date, x.remarks
       FROM x JOIN carriers c ON c.port = x.base_port CROSS JOIN sizes s
      ORDER BY x.kind, x.point, c.carrier_code, s.equipment`,
    [asOf],
  );

  // The cheapest sell rates in force per lane and equipment go to the channels: full containers to
  // the partners, containers and air to the marketplace. Last month's partner rates are withdrawn.
  await database.query(
    `WITH ranked AS (
       SELECT t.id, t.mode, t.equipment, t.valid_from, t.created_at,
              row_number() OVER (PARTITION BY t.pol, t.pod, t.equipment, t.valid_from ORDER BY t.base_total, t.id) AS n
         FROM pricing_tariffs t
        WHERE t.kind = 'sell' AND t.status = 'active' AND t.company_id IS NULL
          AND t.valid_from <= $1::date AND t.valid_until >= $1::date - interval '1 month'
     ), chosen AS (
       SELECT r.id, c.channel, r.valid_from <= $1::date AND r.valid_from > $1::date - interval '1 month' AS current,
              r.created_at
         FROM ranked r
         JOIN (VALUES ('ep'), ('icbu')) AS c (channel)
           ON (c.channel = 'ep' AND r.mode = 'sea' AND r.equipment IN ('20GP', '40GP', '40HC'))
           OR (c.channel = 'icbu' AND r.equipment IN ('20GP', '40HC', 'LCL', '+45', '+100', '+300'))
        WHERE r.n = 1
     )
     INSERT INTO pricing_rate_publications (tariff_id, channel, markup, status, published_by, published_at, remarks,
                                            created_at, updated_at)
     SELECT c.id, c.channel,
            CASE WHEN t.mode = 'air' THEN 0.35 WHEN t.equipment = 'LCL' THEN 6 ELSE 60 + t.id % 5 * 20 END,
            CASE WHEN c.current THEN 'published' ELSE 'withdrawn' END,
            (SELECT id FROM users WHERE user_name = 'pricing'),
            c.created_at + interval '2 days',
            CASE WHEN c.channel = 'ep' AND t.id % 4 = 0 THEN 'Partner promotion, space guaranteed / 合作伙伴促销，保证舱位' END,
            c.created_at + interval '2 days', c.created_at + interval '2 days'
       FROM chosen c JOIN pricing_tariffs t ON t.id = c.id
      WHERE c.current OR c.channel = 'ep'
      ORDER BY c.created_at, c.id, c.channel`,
    [asOf],
  );

  // Long-term agreements for the customers with most confirmed FCL bookings, with the carrier they
  // book most, on the lanes they book with it, plus the main demo lane of their region; a third
  // commit per quarter. Validity: the calendar year (a quarterly one: this quarter and the next).
  await database.query(
    `WITH booked AS (
       SELECT b.company_id, b.carrier_code, count(*) AS n,
              row_number() OVER (PARTITION BY b.company_id ORDER BY count(*) DESC, b.carrier_code) AS k
         FROM bookings b
        WHERE b.status = 'confirmed' AND b.load_type = 'FCL' AND b.carrier_code IS NOT NULL AND b.company_id IS NOT NULL
        GROUP BY b.company_id, b.carrier_code
     ), holders AS (
       SELECT b.company_id, b.carrier_code, co.branch_id,
              row_number() OVER (ORDER BY b.n DESC, b.company_id) AS r
         FROM booked b JOIN companies co ON co.id = b.company_id WHERE b.k = 1
     )
     INSERT INTO pricing_ltas (lta_no, company_id, carrier_code, period, committed_teu, valid_from, valid_until, branch_id,
                               remarks, created_at, updated_at)
     SELECT 'LTA' || to_char(v.valid_from, 'YY') || lpad(nextval('pricing_lta_no_seq')::text, 5, '0'), h.company_id,
            h.carrier_code, v.period, CASE v.period WHEN 'year' THEN 40 + h.r * 15 ELSE 10 + h.r * 3 END,
            v.valid_from, v.valid_until, h.branch_id,
            CASE h.r % 3 WHEN 0 THEN 'Rate fixed for the term, BAF floating / 协议期内运价固定，燃油附加费浮动'
                         WHEN 1 THEN 'Space guaranteed in peak season / 旺季保证舱位' END,
            v.valid_from - interval '20 days', v.valid_from - interval '20 days'
       FROM holders h
       CROSS JOIN LATERAL (SELECT CASE WHEN h.r % 3 = 0 THEN 'quarter' ELSE 'year' END AS period,
                                  CASE WHEN h.r % 3 = 0 THEN date_trunc('quarter', $1::timestamptz)::date
                                       ELSE date_trunc('year', $1::timestamptz)::date END AS valid_from,
                                  CASE WHEN h.r % 3 = 0
                                       THEN (date_trunc('quarter', $1::timestamptz) + interval '6 months' - interval '1 day')::date
                                       ELSE (date_trunc('year', $1::timestamptz) + interval '1 year' - interval '1 day')::date END
                                    AS valid_until) v
      WHERE h.r <= 12
      ORDER BY h.r`,
    [asOf],
  );
  await database.exec(
    `INSERT INTO pricing_lta_lanes (lta_id, pol, pod)
     SELECT DISTINCT a.id, b.origin_port, b.destination_port
       FROM pricing_ltas a
       JOIN bookings b ON b.company_id = a.company_id AND b.carrier_code = a.carrier_code
        AND b.status = 'confirmed' AND b.load_type = 'FCL'
      WHERE b.origin_port IS NOT NULL AND b.destination_port IS NOT NULL AND b.origin_port <> b.destination_port
     UNION
     SELECT a.id, CASE WHEN co.country = 'CN' OR a.id % 2 = 0 THEN 'CNSHA' ELSE 'CNNGB' END,
            CASE WHEN co.country IN ('US', 'CA', 'MX', 'CN') THEN 'USLAX' ELSE 'NLRTM' END
       FROM pricing_ltas a JOIN companies co ON co.id = a.company_id`,
  );
  // Named accounts: the next customers served by the same branch.
  await database.exec(
    `INSERT INTO pricing_lta_nacs (lta_id, company_id, remarks, created_at, updated_at)
     SELECT a.id, n.id, CASE WHEN n.k = 1 THEN 'Affiliate of the agreement holder / 协议客户关联公司' END,
            a.created_at + interval '5 days', a.created_at + interval '5 days'
       FROM pricing_ltas a
       CROSS JOIN LATERAL (SELECT c.id, row_number() OVER (ORDER BY c.id) AS k FROM companies c
                            WHERE c.branch_id = a.branch_id AND c.id > a.company_id
                            ORDER BY c.id LIMIT 1 + a.id % 2) n`,
  );
  // Arbitraries and add-ons under the agreements whose lanes reach Los Angeles or Rotterdam.
  await database.exec(
    `INSERT INTO pricing_arbitraries (kind, basis, lta_no, side, point, base_port, carrier_code, equipment, leg, amount,
                                      currency, valid_from, valid_until, remarks)
     SELECT k.kind, 'lta', a.lta_no, 'destination',
            CASE l.pod WHEN 'USLAX' THEN CASE k.kind WHEN 'arbitrary' THEN 'USCHI' ELSE 'USOAK' END
                       ELSE CASE k.kind WHEN 'arbitrary' THEN 'DEDUI' ELSE 'GBFXT' END END,
            l.pod, a.carrier_code, '40HC', CASE k.kind WHEN 'arbitrary' THEN CASE l.pod WHEN 'USLAX' THEN 'rail' ELSE 'barge' END END,
            CASE k.kind WHEN 'arbitrary' THEN CASE l.pod WHEN 'USLAX' THEN 1050 ELSE 250 END ELSE CASE l.pod WHEN 'USLAX' THEN 180 ELSE 130 END END,
            'USD', a.valid_from, a.valid_until, 'Agreement rate / 长约价'
       FROM pricing_ltas a
       JOIN pricing_lta_lanes l ON l.lta_id = a.id AND l.pod IN ('USLAX', 'NLRTM')
       CROSS JOIN (VALUES ('arbitrary'), ('addon')) AS k (kind)
      ORDER BY a.id, l.pod, k.kind`,
  );

  // NRAs for customers shipping to the US: their lane at a rate near the sell tariff of the month,
  // and Shanghai – Los Angeles 40HC at the cheapest sell tariff in force.
  await database.query(
    `WITH shippers AS (
       SELECT DISTINCT ON (b.company_id) b.company_id, b.carrier_code, b.origin_port, b.destination_port, co.branch_id,
              (dense_rank() OVER (ORDER BY b.company_id))::int AS r
         FROM bookings b JOIN companies co ON co.id = b.company_id
        WHERE b.status = 'confirmed' AND b.load_type = 'FCL' AND b.destination_port LIKE 'US%'
          AND b.carrier_code IS NOT NULL AND b.origin_port <> b.destination_port
        ORDER BY b.company_id, b.etd DESC
     )
     INSERT INTO pricing_nras (nra_no, amendment_no, company_id, carrier_code, effective_date, expiry_date, status,
                               accepted_by, accepted_at, terms, branch_id, created_at, updated_at)
     SELECT 'NRA' || to_char($1::timestamptz, 'YY') || lpad(nextval('pricing_nra_no_seq')::text, 5, '0'), 0,
            s.company_id, s.carrier_code,
            CASE WHEN s.r % 5 = 0 THEN $1::date + 10 ELSE date_trunc('month', $1::timestamptz)::date - 30 * (s.r % 3) END,
            CASE WHEN s.r % 5 = 0 THEN $1::date + 100 ELSE date_trunc('month', $1::timestamptz)::date + 90 END,
            CASE WHEN s.r % 5 = 0 THEN 'draft' ELSE 'agreed' END,
            CASE WHEN s.r % 5 <> 0 THEN (SELECT id FROM users WHERE user_name = 'pricing') END,
            CASE WHEN s.r % 5 <> 0 THEN date_trunc('month', $1::timestamptz) - interval '30 days' * (s.r % 3) - interval '2 days' END,
            'Rates per container, subject to GRI and surcharges at time of shipment; governed by 46 CFR 532 / 按箱计价，以装运时的综合费率上涨及附加费为准；适用 46 CFR 532',
            s.branch_id,
            date_trunc('month', $1::timestamptz) - interval '30 days' * (s.r % 3) - interval '5 days',
            date_trunc('month', $1::timestamptz) - interval '30 days' * (s.r % 3) - interval '2 days'
       FROM shippers s WHERE s.r <= 10 ORDER BY s.r`,
    [asOf],
  );
  await database.query(
    `WITH n AS (
       SELECT n.id, s.origin_port, s.destination_port, n.company_id
         FROM pricing_nras n
         CROSS JOIN LATERAL (SELECT b.origin_port, b.destination_port FROM bookings b
                              WHERE b.company_id = n.company_id AND b.status = 'confirmed' AND b.load_type = 'FCL'
                                AND b.destination_port LIKE 'US%' AND b.origin_port <> b.destination_port
                              ORDER BY b.etd DESC LIMIT 1) s
     ), la AS (
       SELECT min(base_total) AS rate FROM pricing_tariffs
        WHERE kind = 'sell' AND pol = 'CNSHA' AND pod = 'USLAX' AND equipment = '40HC'
          AND valid_from <= $1::date AND valid_until >= $1::date
     )
     INSERT INTO pricing_nra_lines (nra_id, pol, pod, equipment, commodity, rate, currency)
     SELECT id, origin_port, destination_port, '40HC', 'FAK', 2400 + id % 7 * 85, 'USD' FROM n
     UNION ALL
     SELECT id, 'CNSHA', 'USLAX', '40HC', 'Furniture / 家具', COALESCE((SELECT rate FROM la), 2600) - 40, 'USD' FROM n
     UNION ALL
     SELECT id, 'CNSHA', 'USLAX', '20GP', 'Furniture / 家具', round(COALESCE((SELECT rate FROM la), 2600) * 0.8, 0), 'USD'
       FROM n WHERE id % 2 = 0`,
    [asOf],
  );
  // The first agreed NRA was amended and agreed again; the second has an amendment awaiting the shipper.
  await database.query(
    `WITH firsts AS (
       SELECT id, row_number() OVER (ORDER BY id) AS k FROM pricing_nras WHERE status = 'agreed' ORDER BY id LIMIT 2
     ), amended AS (
       UPDATE pricing_nras n SET status = CASE f.k WHEN 1 THEN 'superseded' ELSE 'amending' END
         FROM firsts f WHERE f.id = n.id RETURNING n.*, f.k
     ), copies AS (
       INSERT INTO pricing_nras (nra_no, amendment_no, amends_id, company_id, carrier_code, effective_date, expiry_date,
                                 status, accepted_by, accepted_at, terms, branch_id, created_at, updated_at)
       SELECT nra_no, 1, id, company_id, carrier_code, GREATEST(effective_date, $1::date), expiry_date + 60,
              CASE k WHEN 1 THEN 'agreed' ELSE 'draft' END, CASE k WHEN 1 THEN accepted_by END,
              CASE k WHEN 1 THEN $1::timestamptz - interval '1 day' END,
              terms || CASE k WHEN 1 THEN ' — extended 60 days / 延期 60 天' ELSE '' END, branch_id,
              $1::timestamptz - interval '3 days', $1::timestamptz - interval '1 day'
         FROM amended RETURNING id, amends_id
     )
     INSERT INTO pricing_nra_lines (nra_id, pol, pod, equipment, commodity, rate, currency)
     SELECT c.id, l.pol, l.pod, l.equipment, l.commodity, l.rate - 50, l.currency
       FROM copies c JOIN pricing_nra_lines l ON l.nra_id = c.amends_id`,
    [asOf],
  );
};
