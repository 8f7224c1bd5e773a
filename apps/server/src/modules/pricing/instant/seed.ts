import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import { PRICED_LINE } from '../checks/seed';
import { QUOTATION_NO_SQL } from '../quotations/numbering';

type DemoRequest = [
  sender: string,
  company: string | null,
  email: string,
  language: string,
  pol: string,
  pod: string,
  equipment: string,
  containers: number | null,
  weightKg: number | null,
  volumeCbm: number | null,
  readyInDays: number,
  state: 'new' | 'quoted' | 'declined',
  source: 'site' | 'portal',
  declineReason: string | null,
];

/** The sales queue's story: requests from the website and from the demo customer, in every state. */
const REQUESTS: DemoRequest[] = [
  [
    'Emily Carter',
    'Brightline Home Goods LLC',
    'emily.carter@brightline.example',
    'en_us',
    'CNSHA',
    'USLAX',
    '40HC',
    2,
    18600,
    120,
    12,
    'new',
    'site',
    null,
  ],
  [
    '王磊',
    '宁波恒远进出口有限公司',
    'wanglei@hengyuan.example',
    'zh_cn',
    'CNNGB',
    'DEHAM',
    '40GP',
    1,
    9800,
    58,
    18,
    'new',
    'site',
    null,
  ],
  [
    '陈晓',
    '深圳市拓海电子有限公司',
    'chenxiao@tuohai.example',
    'zh_cn',
    'CNPVG',
    'USORD',
    'AIR',
    null,
    320,
    1.9,
    5,
    'new',
    'site',
    null,
  ],
  [
    'Sofia Martinez',
    'Casa Verde Imports',
    'sofia@casaverde.example',
    'en_us',
    'CNSHA',
    'USNYC',
    '40HC',
    1,
    11200,
    66,
    20,
    'quoted',
    'site',
    null,
  ],
  [
    'Daniel Weber',
    'Nordhafen Handels GmbH',
    'd.weber@nordhafen.example',
    'en_us',
    'CNYTN',
    'NLRTM',
    'LCL',
    null,
    2100,
    3.5,
    15,
    'declined',
    'site',
    'Lithium batteries (UN3480) are not accepted as LCL on this lane; offered FCL instead.',
  ],
  [
    '李娜',
    '上海嘉禾贸易有限公司',
    'lina@jiahe.example',
    'zh_cn',
    'CNSHA',
    'USLGB',
    '20GP',
    1,
    8000,
    28,
    25,
    'declined',
    'site',
    '货好日期超出船期计划，请临近出货前两周再询价。',
  ],
];

const lit = (v: string | number | null): string =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`;

/**
 * Demo quotation requests: the website's (answered by the office at the destination) and the demo
 * customer's from instant answers (its own office), new, quoted with a draft quotation priced from
 * the cheapest rate in force, and declined with a reason. Set-based; runs once.
 */
export const seedInstant = async (database: Database, demo: DemoSeed): Promise<void> => {
  const existing = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM pricing_quote_requests');
  if ((existing[0]?.n ?? 0) > 0) return;
  const customer = (
    await database.query<{ name: string; email: string | null; display: string | null }>(
      `SELECT c.name, u.email, u.display_name AS display FROM companies c
         LEFT JOIN users u ON u.company_id = c.id AND u.kind = 'customer'
        WHERE c.id = (SELECT min(id) FROM companies) LIMIT 1`,
    )
  )[0];
  const rows: DemoRequest[] = [
    ...REQUESTS,
    ...(customer
      ? ([
          [
            customer.display ?? 'Jordan Lee',
            customer.name,
            customer.email ?? 'customer@tidemark.example',
            'en_us',
            'CNSHA',
            'USLAX',
            '40HC',
            1,
            9500,
            60,
            10,
            'new',
            'portal',
            null,
          ],
          [
            customer.display ?? 'Jordan Lee',
            customer.name,
            customer.email ?? 'customer@tidemark.example',
            'en_us',
            'CNNGB',
            'NLRTM',
            '20GP',
            2,
            16000,
            50,
            14,
            'quoted',
            'portal',
            null,
          ],
        ] satisfies DemoRequest[])
      : []),
  ];
  const values = rows.map((r, i) => `(${[i + 1, ...r].map(lit).join(', ')})`).join(',\n');
  const asOf = demo.asOf.toISOString();
  const year = demo.asOf.getUTCFullYear();
  await database.query(
    `CREATE TEMP TABLE demo_quote_requests AS
     SELECT v.*, (v.ready_days || ' days')::interval AS ready_in
       FROM (VALUES ${values}) AS v (n, sender, company, email, language, pol, pod, equipment, containers, weight_kg,
                                     volume_cbm, ready_days, state, source, decline_reason)`,
  );
  try {
    await database.query(
      `INSERT INTO inquiry_counters (prefix, year, last_serial) VALUES ('QR', $1, 0) ON CONFLICT (prefix, year) DO NOTHING`,
      [year],
    );
    await database.query(
      `WITH base AS (SELECT last_serial FROM inquiry_counters WHERE prefix = 'QR' AND year = $1),
       made AS (
         INSERT INTO inquiries (kind, reference, status, sender_name, company, email, language, details, created_at)
         SELECT 'quote', 'QR-' || $1 || '-' || lpad((b.last_serial + d.n)::text, 6, '0'),
                CASE d.state WHEN 'new' THEN 'new' WHEN 'quoted' THEN 'answered' ELSE 'closed' END,
                d.sender, d.company, d.email, d.language,
                json_build_object('origin', d.pol, 'destination', d.pod,
                                  'mode', CASE WHEN d.equipment IN ('LCL', 'AIR') THEN d.equipment ELSE 'FCL' END,
                                  'containerType', d.equipment, 'containerCount', coalesce(d.containers::text, ''),
                                  'grossWeight', d.weight_kg::text, 'volume', d.volume_cbm::text,
                                  'readyDate', ($2::timestamptz + d.ready_in)::date::text)::jsonb,
                $2::timestamptz - make_interval(hours => 6 + d.n * 9)
           FROM demo_quote_requests d CROSS JOIN base b
          ORDER BY d.n
         RETURNING id, reference
       )
       UPDATE inquiry_counters SET last_serial = last_serial + (SELECT count(*) FROM made) WHERE prefix = 'QR' AND year = $1`,
      [year, asOf],
    );
    await database.query(
      `INSERT INTO pricing_quote_requests (inquiry_id, source, state, branch_id, company_id, requested_by, pol, pod, equipment,
                                           containers, weight_kg, volume_cbm, cargo_ready_date, tariff_id, decline_reason,
                                           handled_by, handled_at, created_at, updated_at)
       SELECT i.id, d.source, CASE WHEN d.state = 'declined' THEN 'declined' ELSE 'new' END,
              coalesce(CASE WHEN d.source = 'portal' THEN c.branch_id END,
                       (SELECT b.id FROM branches b WHERE b.country = left(d.pod, 2) ORDER BY (b.controlling_office_id = b.id) DESC, b.id LIMIT 1),
                       (SELECT b.id FROM branches b WHERE b.country = left(d.pol, 2) ORDER BY (b.controlling_office_id = b.id) DESC, b.id LIMIT 1)),
              CASE WHEN d.source = 'portal' THEN c.id END,
              CASE WHEN d.source = 'portal' THEN (SELECT u.id FROM users u WHERE u.company_id = c.id ORDER BY u.id LIMIT 1) END,
              d.pol, d.pod, d.equipment, d.containers, d.weight_kg, d.volume_cbm, ($2::timestamptz + d.ready_in)::date,
              CASE WHEN d.source = 'portal' THEN (
                SELECT t.id FROM pricing_tariffs t
                 WHERE t.pol = d.pol AND t.pod = d.pod AND t.equipment = d.equipment AND t.kind = 'sell' AND t.status = 'active'
                   AND t.company_id IS NULL AND ($2::timestamptz + d.ready_in)::date BETWEEN t.valid_from AND t.valid_until
                 ORDER BY t.base_total, t.id LIMIT 1) END,
              d.decline_reason,
              CASE WHEN d.state = 'declined' THEN (SELECT id FROM users WHERE user_name = 'sales') END,
              CASE WHEN d.state = 'declined' THEN i.created_at + interval '3 hours' END,
              i.created_at, i.created_at
         FROM demo_quote_requests d
         JOIN inquiries i ON i.kind = 'quote' AND i.email = d.email AND i.details->>'origin' = d.pol AND i.details->>'destination' = d.pod
         LEFT JOIN companies c ON c.id = (SELECT min(id) FROM companies)
        WHERE i.reference LIKE 'QR-' || $1 || '-%'
        ORDER BY d.n`,
      [year, asOf],
    );
    // The quoted ones: a draft quotation from the cheapest rate in force on the cargo ready day.
    await database.query(
      `WITH quoted AS (
         SELECT r.*, t.id AS t_id, t.carrier_code, t.equipment AS t_equipment, t.valid_until, t.currency,
                coalesce(r.company_id, (SELECT c.id FROM companies c WHERE c.branch_id = r.branch_id ORDER BY c.id LIMIT 1)) AS customer_id
           FROM pricing_quote_requests r
           JOIN demo_quote_requests d ON d.state = 'quoted' AND d.pol = r.pol AND d.pod = r.pod AND d.equipment = r.equipment
           CROSS JOIN LATERAL (
             SELECT t.* FROM pricing_tariffs t
              WHERE t.pol = r.pol AND t.pod = r.pod AND t.equipment = r.equipment AND t.kind = 'sell' AND t.status = 'active'
                AND t.company_id IS NULL AND r.cargo_ready_date BETWEEN t.valid_from AND t.valid_until
              ORDER BY t.base_total, t.id LIMIT 1) t
          WHERE r.state = 'new'
       )
       INSERT INTO pricing_quotations (quotation_no, status, company_id, branch_id, product, from_code, to_code, carrier_code,
                                       equipment, containers, space_type, cargo_ready_date, weight_kg, volume_cbm, valid_from,
                                       valid_until, currency, tariff_id, inquiry_id, created_by, created_at, updated_at)
       SELECT ${QUOTATION_NO_SQL}, 'draft', q.customer_id, q.branch_id,
              CASE q.equipment WHEN 'LCL' THEN 'lcl' WHEN 'AIR' THEN 'air' ELSE 'fcl' END, q.pol, q.pod, q.carrier_code,
              q.t_equipment, CASE WHEN q.equipment IN ('LCL', 'AIR') THEN NULL ELSE q.containers END, 'FAK',
              q.cargo_ready_date, q.weight_kg, q.volume_cbm, ($1::timestamptz)::date, q.valid_until, q.currency, q.t_id,
              q.inquiry_id, (SELECT id FROM users WHERE user_name = 'sales'), q.created_at + interval '2 hours',
              q.created_at + interval '2 hours'
         FROM quoted q WHERE q.customer_id IS NOT NULL
        ORDER BY q.id`,
      [asOf],
    );
  } finally {
    await database.query('DROP TABLE demo_quote_requests');
  }
  await database.query(
    `INSERT INTO pricing_quotation_lines (quotation_id, charge_code, description, unit, quantity, rate, minimum, currency, amount)
     SELECT x.id, tl.charge_code, tl.charge_code, tl.unit, ${PRICED_LINE.quantity}, tl.rate, tl.minimum, tl.currency,
            ${PRICED_LINE.amount(PRICED_LINE.quantity)}
       FROM pricing_quotations x JOIN pricing_tariff_lines tl ON tl.tariff_id = x.tariff_id
      WHERE x.inquiry_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM pricing_quotation_lines l WHERE l.quotation_id = x.id)
      ORDER BY x.id, tl.id`,
  );
  await database.query(
    `UPDATE pricing_quotations q SET total = s.total
       FROM (SELECT quotation_id, sum(amount) AS total FROM pricing_quotation_lines GROUP BY quotation_id) s
      WHERE s.quotation_id = q.id AND q.total = 0 AND q.inquiry_id IS NOT NULL`,
  );
  await database.query(
    `UPDATE pricing_quote_requests r
        SET state = 'quoted', quotation_id = q.id, tariff_id = q.tariff_id, company_id = q.company_id,
            handled_by = q.created_by, handled_at = q.created_at
       FROM pricing_quotations q
      WHERE q.inquiry_id = r.inquiry_id AND r.state = 'new'`,
  );
};
