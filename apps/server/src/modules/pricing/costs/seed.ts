import { isoWeekOf } from '@tidemark/domain/pricing/costs/index';
import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import { loadAtVolume } from '../../../seed/bulk';
import { refreshCostSummary, refreshExportCosts, refreshPredictions, refreshWeightedCosts } from './analytics';

/**
 * Demo costs, written by the database in a few set-based statements: the local costs of the
 * branches at the ports of the demo tariffs' lanes (Chinese origins in CNY, US destinations in USD,
 * European ones in EUR) for the current half-year and the one before; quotations of them to the
 * branches' own customers, quoted, accepted and expired; cost templates of the desks; margin
 * settings of the transpacific lane groups; and the analyses computed from the demo shipments,
 * bookings, drayage and tariffs as of the seed's day.
 */

/** Branch, port and side of each desk's local costs, with its currency and who is paid. */
const DESKS: [branch: string, port: string, side: 'origin' | 'destination', currency: string, terminal: string][] = [
  ['SHA', 'CNSHA', 'origin', 'CNY', '上海国际港务（集团）洋山四期码头'],
  ['NGB', 'CNNGB', 'origin', 'CNY', '宁波舟山港北仑集装箱码头'],
  ['SZX', 'CNYTN', 'origin', 'CNY', '盐田国际集装箱码头'],
  ['LAX', 'USLAX', 'destination', 'USD', 'APM Terminals Pier 400'],
  ['LAX', 'USLGB', 'destination', 'USD', 'Long Beach Container Terminal'],
  ['NYC', 'USNYC', 'destination', 'USD', 'Port Newark Container Terminal'],
  ['CHI', 'USCHI', 'destination', 'USD', 'BNSF Logistics Park Chicago'],
  ['HAM', 'DEHAM', 'destination', 'EUR', 'HHLA Container Terminal Burchardkai'],
  ['RTM', 'NLRTM', 'destination', 'EUR', 'ECT Delta Terminal'],
];

/**
 * The charges of each side by currency: code, equipment, unit, rate, minimum, who is paid ('T' the
 * terminal). Rates as forwarders in those ports pay them.
 */
type Charge = [code: string, equipment: string, unit: string, rate: number, minimum: number | null, vendor: string];
const CHARGES: Record<string, Charge[]> = {
  CNY: [
    ['OTHC', '20GP', 'container', 880, null, 'T'],
    ['OTHC', '40GP', 'container', 1300, null, 'T'],
    ['OTHC', '40HC', 'container', 1300, null, 'T'],
    ['OTHC', 'LCL', 'wm', 95, 95, 'T'],
    ['SEAL', '20GP', 'container', 50, null, '船公司代理 / Carrier agency'],
    ['SEAL', '40GP', 'container', 50, null, '船公司代理 / Carrier agency'],
    ['SEAL', '40HC', 'container', 50, null, '船公司代理 / Carrier agency'],
    ['DOC', 'ANY', 'shipment', 450, null, '船公司代理 / Carrier agency'],
    ['CUS', 'ANY', 'shipment', 350, null, '报关行 / Customs broker'],
    ['PUC', '20GP', 'container', 1200, null, '集卡车队 / Trucking fleet'],
    ['PUC', '40GP', 'container', 1650, null, '集卡车队 / Trucking fleet'],
    ['PUC', '40HC', 'container', 1650, null, '集卡车队 / Trucking fleet'],
  ],
  USD: [
    ['DTHC', '20GP', 'container', 390, null, 'T'],
    ['DTHC', '40GP', 'container', 490, null, 'T'],
    ['DTHC', '40HC', 'container', 490, null, 'T'],
    ['DTHC', 'LCL', 'wm', 28, 85, 'CFS warehouse'],
    ['DOC', 'ANY', 'shipment', 65, null, 'Carrier agency'],
    ['CUS', 'ANY', 'shipment', 125, null, 'Customs broker (ABI entry)'],
    ['DEL', '20GP', 'container', 650, null, 'Pacific Drayage Services'],
    ['DEL', '40GP', 'container', 780, null, 'Pacific Drayage Services'],
    ['DEL', '40HC', 'container', 780, null, 'Pacific Drayage Services'],
  ],
  EUR: [
    ['DTHC', '20GP', 'container', 220, null, 'T'],
    ['DTHC', '40GP', 'container', 290, null, 'T'],
    ['DTHC', '40HC', 'container', 290, null, 'T'],
    ['DOC', 'ANY', 'shipment', 55, null, 'Carrier agency'],
    ['CUS', 'ANY', 'shipment', 95, null, 'Zollagentur / customs broker'],
    ['DEL', '20GP', 'container', 480, null, 'Hanse Container Logistik'],
    ['DEL', '40GP', 'container', 560, null, 'Hanse Container Logistik'],
    ['DEL', '40HC', 'container', 560, null, 'Hanse Container Logistik'],
  ],
};

/** Cost templates of the desks: branch, name, load type, equipment, lanes, and lines. */
type TemplateLine = [code: string, unit: string, rate: number, minimum: number | null, currency: string, note: string];
const TEMPLATES: [string, string, string, string, string | null, string | null, string, TemplateLine[]][] = [
  [
    'LAX',
    'USWC FCL door delivery 40HC',
    'FCL',
    '40HC',
    null,
    'USLAX',
    'Destination handling, entry and trucking to the consignee in the LA basin',
    [
      ['DTHC', 'container', 490, null, 'USD', 'Terminal handling'],
      ['CUS', 'shipment', 125, null, 'USD', 'ABI customs entry'],
      ['DEL', 'container', 780, null, 'USD', 'Door delivery, LA basin'],
      ['DOC', 'shipment', 65, null, 'USD', 'Delivery order'],
    ],
  ],
  [
    'SHA',
    '上海整箱出口 40HC / Shanghai FCL export 40HC',
    'FCL',
    '40HC',
    'CNSHA',
    null,
    '码头操作、封条、文件、报关及提柜拖车 / Terminal, seal, documents, customs and pickup',
    [
      ['OTHC', 'container', 1300, null, 'CNY', '码头操作费 / Terminal handling'],
      ['SEAL', 'container', 50, null, 'CNY', '封条 / Seal'],
      ['DOC', 'shipment', 450, null, 'CNY', '文件费 / Documents'],
      ['CUS', 'shipment', 350, null, 'CNY', '报关 / Customs'],
      ['PUC', 'container', 1650, null, 'CNY', '提柜拖车 / Pickup trucking'],
    ],
  ],
  [
    'SHA',
    '上海整箱出口 20GP / Shanghai FCL export 20GP',
    'FCL',
    '20GP',
    'CNSHA',
    null,
    '码头操作、文件及报关 / Terminal, documents and customs',
    [
      ['OTHC', 'container', 880, null, 'CNY', '码头操作费 / Terminal handling'],
      ['DOC', 'shipment', 450, null, 'CNY', '文件费 / Documents'],
      ['CUS', 'shipment', 350, null, 'CNY', '报关 / Customs'],
    ],
  ],
  [
    'SHA',
    '上海拼箱出口 / Shanghai LCL export',
    'LCL',
    'LCL',
    'CNSHA',
    null,
    '拼箱仓库操作按计费吨，最低一吨 / CFS handling per W/M, one W/M minimum',
    [
      ['OTHC', 'wm', 95, 95, 'CNY', '拼箱操作费 / CFS handling'],
      ['DOC', 'shipment', 300, null, 'CNY', '文件费 / Documents'],
    ],
  ],
  [
    'HAM',
    'Hamburg FCL import 40HC',
    'FCL',
    '40HC',
    null,
    'DEHAM',
    'Terminal, customs clearance and delivery within 100 km of Hamburg',
    [
      ['DTHC', 'container', 290, null, 'EUR', 'Terminal handling'],
      ['CUS', 'shipment', 95, null, 'EUR', 'Import declaration'],
      ['DEL', 'container', 560, null, 'EUR', 'Delivery up to 100 km'],
    ],
  ],
  [
    'SHA',
    '浦东空运出口 / Pudong air export',
    'AIR',
    'ANY',
    'CNPVG',
    null,
    '货站操作按公斤，最低 150 元 / Terminal handling per kg, CNY 150 minimum',
    [
      ['HDL', 'kg', 0.8, 150, 'CNY', '货站操作 / Terminal handling'],
      ['CUS', 'shipment', 350, null, 'CNY', '报关 / Customs'],
    ],
  ],
];

/** Margin targets per lane group and equipment: an amount or a percentage of the cost, and a minimum. */
const SETTINGS: [group: string, equipment: string, amount: number | null, percent: number | null, minimum: number][] = [
  ['USWC', '40HC', 350, null, 150],
  ['USWC', '40GP', 330, null, 150],
  ['USWC', '20GP', null, 9, 100],
  ['USEC', '40HC', 480, null, 220],
  ['USEC', '20GP', null, 10, 150],
  ['USIPI', '40HC', null, 11, 300],
];

const sql = (v: string | number | null) =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`;
const rows = (values: (string | number | null)[][]) => values.map((r) => `(${r.map(sql).join(', ')})`).join(',\n');

export const seedCosts = async (database: Database, demo: DemoSeed): Promise<void> => {
  const existing = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM pricing_local_costs');
  if ((existing[0]?.n ?? 0) > 0) return;
  const asOf = demo.asOf.toISOString();

  // Local costs: this half-year's, and the half-year before at rates some 5 % lower.
  const charges = DESKS.flatMap(([branch, port, side, currency, terminal]) =>
    (CHARGES[currency] ?? []).map(([code, equipment, unit, rate, minimum, vendor]) => [
      branch,
      port,
      side,
      equipment,
      code,
      unit,
      rate,
      minimum,
      currency,
      vendor === 'T' ? terminal : vendor,
    ]),
  );
  await database.query(
    `WITH c (branch, port, side, equipment, charge_code, unit, rate, minimum, currency, vendor) AS (VALUES ${rows(charges)}),
          periods (valid_from, valid_until, share, remark) AS (
            VALUES (($1::timestamptz - interval '3 months')::date, ($1::timestamptz + interval '3 months' - interval '1 day')::date,
                    1.0, NULL),
                   (($1::timestamptz - interval '9 months')::date, ($1::timestamptz - interval '3 months' - interval '1 day')::date,
                    0.95, 'Superseded by the current rates / 已由新费率取代'))
     INSERT INTO pricing_local_costs (branch_id, port, side, equipment, charge_code, unit, rate, minimum, currency, vendor,
                                      valid_from, valid_until, remarks, created_at, updated_at)
     SELECT b.id, c.port, c.side, c.equipment, c.charge_code, c.unit, round(c.rate * p.share, 2),
            round(c.minimum * p.share, 2), c.currency, c.vendor, p.valid_from, p.valid_until, p.remark,
            p.valid_from - interval '14 days', p.valid_from - interval '14 days'
       FROM c JOIN branches b ON b.code = c.branch CROSS JOIN periods p
      ORDER BY p.valid_from, b.id, c.port, c.charge_code, c.equipment`,
    [asOf],
  );

  // Quotations to each desk's busiest customers of the branch: one open, one accepted, one expired
  // (made in the earlier period, so its lines are the earlier rates). The lines come by the trigger.
  await database.query(
    `WITH desks AS (SELECT DISTINCT branch_id, port, side FROM pricing_local_costs),
          customers AS (
            SELECT d.branch_id, d.port, d.side, c.id AS company_id,
                   row_number() OVER (PARTITION BY d.branch_id, d.port ORDER BY count(s.id) DESC, c.id) AS k
              FROM desks d JOIN companies c ON c.branch_id = d.branch_id
              LEFT JOIN shipments s ON s.company_id = c.id
             GROUP BY d.branch_id, d.port, d.side, c.id
          ),
          kinds (k, status, equipment, containers, start_days, length_days, remark) AS (
            VALUES (1, 'quoted', '40HC', 2, -5, 60, 'Two boxes a week on the next sailings / 后续船期每周两个柜'),
                   (2, 'accepted', '20GP', 1, -40, 90, 'Accepted by e-mail / 客户已邮件确认'),
                   (3, 'expired', '40HC', 4, -200, 30, NULL))
     INSERT INTO pricing_local_quotations (quotation_no, branch_id, company_id, port, side, equipment, containers,
                                           valid_from, valid_until, status, remarks, created_at, updated_at)
     SELECT 'LQ' || to_char($1::timestamptz, 'YY') || lpad(nextval('pricing_local_quotation_no_seq')::text, 6, '0'),
            c.branch_id, c.company_id, c.port, c.side, k.equipment, k.containers,
            ($1::timestamptz + make_interval(days => k.start_days))::date,
            ($1::timestamptz + make_interval(days => k.start_days + k.length_days))::date,
            k.status, k.remark, $1::timestamptz + make_interval(days => k.start_days - 2),
            $1::timestamptz + make_interval(days => least(k.start_days + 3, 0))
       FROM customers c JOIN kinds k ON k.k = c.k
      ORDER BY c.branch_id, c.port, k.k`,
    [asOf],
  );
  // Each quotation's total per currency, as the quotation rules price it: rate × units, never
  // below the minimum.
  await database.exec(
    `UPDATE pricing_local_quotations q SET total = t.total
       FROM (SELECT quotation_id,
                    string_agg(currency || ' ' || to_char(sum, 'FM999,999,999,999,990.00'), ' · ' ORDER BY currency) AS total
               FROM (SELECT l.quotation_id, l.currency,
                            sum(greatest(round(l.rate * CASE l.unit WHEN 'container' THEN q.containers
                                                                    WHEN 'shipment' THEN 1
                                                                    WHEN 'kg' THEN round(q.weight_kg, 3)
                                                                    WHEN 'cbm' THEN round(q.volume_cbm, 3)
                                                                    ELSE round(greatest(q.weight_kg / 1000, q.volume_cbm), 3) END, 4),
                                         coalesce(l.minimum, 0))) AS sum
                       FROM pricing_local_quotation_lines l JOIN pricing_local_quotations q ON q.id = l.quotation_id
                      GROUP BY l.quotation_id, l.currency) s
              GROUP BY quotation_id) t
      WHERE t.quotation_id = q.id`,
  );

  const templates = TEMPLATES.map(([branch, name, loadType, equipment, pol, pod, description]) => [
    branch,
    name,
    loadType,
    equipment,
    pol,
    pod,
    description,
  ]);
  const templateLines = TEMPLATES.flatMap(([branch, name, , , , , , lines]) =>
    lines.map(([code, unit, rate, minimum, currency, note]) => [
      branch,
      name,
      code,
      unit,
      rate,
      minimum,
      currency,
      note,
    ]),
  );
  await database.query(
    `WITH t (branch, name, load_type, equipment, pol, pod, description) AS (VALUES ${rows(templates)})
     INSERT INTO pricing_cost_templates (name, branch_id, load_type, equipment, pol, pod, description, created_at, updated_at)
     SELECT t.name, b.id, t.load_type, t.equipment, t.pol, t.pod, t.description,
            $1::timestamptz - interval '60 days', $1::timestamptz - interval '20 days'
       FROM t JOIN branches b ON b.code = t.branch`,
    [asOf],
  );
  await database.exec(
    `WITH l (branch, name, charge_code, unit, rate, minimum, currency, description) AS (VALUES ${rows(templateLines)})
     INSERT INTO pricing_cost_template_lines (template_id, charge_code, unit, rate, minimum, currency, description)
     SELECT t.id, l.charge_code, l.unit, l.rate, l.minimum, l.currency, l.description
       FROM l JOIN branches b ON b.code = l.branch JOIN pricing_cost_templates t ON t.branch_id = b.id AND t.name = l.name`,
  );

  // Settings from a year back to a quarter ahead, so the analysis has a target for every tariff week.
  const from = isoWeekOf(new Date(demo.asOf.getTime() - 380 * 86_400_000).toISOString());
  const until = isoWeekOf(new Date(demo.asOf.getTime() + 92 * 86_400_000).toISOString());
  await database.exec(
    `WITH s (lane_group, equipment, amount, percent, minimum) AS (VALUES ${rows(SETTINGS)})
     INSERT INTO pricing_fcl_nam_settings (lane_group, equipment, target_margin_amount, target_margin_percent,
                                           minimum_margin, currency, week_from, week_until, remarks)
     SELECT lane_group, equipment, amount, percent, minimum, 'USD', '${from}', '${until}',
            CASE WHEN percent IS NOT NULL THEN 'Percentage of the cost all-in / 按成本合计的百分比' END
       FROM s`,
  );

  const refresh = () =>
    database.session(async (conn) => {
      await conn.query('BEGIN');
      try {
        await refreshCostSummary(conn.query, demo.asOf);
        await refreshWeightedCosts(conn.query, demo.asOf);
        await refreshExportCosts(conn.query, demo.asOf);
        await refreshPredictions(conn.query, demo.asOf);
        await conn.query('COMMIT');
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  // The summary holds a few lines per shipment: at volume its indexes are built once after it.
  await loadAtVolume(database, demo.shipments, ['pricing_cost_summary'], refresh);
  await database.exec(
    'ANALYZE pricing_local_costs; ANALYZE pricing_local_quotations; ANALYZE pricing_cost_summary; ANALYZE pricing_predicted_costs',
  );
};
