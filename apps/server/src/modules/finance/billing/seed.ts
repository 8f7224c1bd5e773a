import { decimal, fixed } from '@tidemark/domain/common/money';
import { ANSELL_COMPANY_CODE, PARCEL_WEIGHT_BANDS } from '@tidemark/domain/finance/billing/index';
import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import { issueInvoice } from '../invoices/issue';

const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The offices' rate per parcel of each weight band, in US dollars. */
const PARCEL_RATES: Readonly<Record<string, string>> = {
  w0_5: '18.50',
  w5_10: '32.00',
  w10_20: '55.00',
  w20_30: '79.00',
};

/** Individuals parcels are delivered to, in both languages' markets. */
const RECIPIENTS = [
  'Emily Carter',
  'James Whitfield',
  'Sofia Martínez',
  'Lukas Becker',
  'Chloé Dubois',
  'Olivia Brown',
  '陈晓明',
  '林雅婷',
  'Noah Schmidt',
  'Hannah Kim',
  '王美玲',
  'Daniel Murphy',
];

/** What a customs broker charges, in US dollars, converted into the office's currency below. */
const USD_PER_UNIT: Readonly<Record<string, string>> = {
  USD: '1',
  CNY: '0.138',
  EUR: '1.085',
  HKD: '0.1282',
  GBP: '1.27',
  JPY: '0.0067',
  SGD: '0.745',
  MXN: '0.058',
  TWD: '0.031',
  AED: '0.2723',
};

const inLocal = (usd: string, currency: string): string =>
  fixed(decimal(usd).div(decimal(USD_PER_UNIT[currency] ?? '1')), currency === 'JPY' ? 0 : 2);

type Candidate = {
  id: number;
  branch_id: number;
  company_id: number;
  etd: string;
  local: string;
  goods_value: string;
};

/**
 * The demo's billing checks and summaries: eCommerce parcels on the demo's eCommerce (FBA)
 * shipments with the offices' rates per weight band; customs brokerage (clearance, duty, import
 * VAT, some examinations) billed on arrived shipments, half of it invoiced; and a contract sell
 * tariff of the key account, which its billing rate sheet shows beside its confirmed quotations.
 */
export const seedBilling = async (database: Database, demo: DemoSeed): Promise<void> => {
  if ((await database.query('SELECT 1 FROM parcel_rates LIMIT 1')).length > 0) return;
  const query = database.query;
  const from = dayOf(new Date(demo.asOf.getTime() - 730 * DAY));
  const until = dayOf(new Date(demo.asOf.getTime() + 365 * DAY));

  // Parcels: 6 to 14 boxes on each eCommerce shipment, priced by the office of the shipment. Set
  // based, each box's weight (0.5 to 29.8 kg), value (15 to 799 USD) and recipient spread from the
  // shipment's id and the box's number, so a million shipments add theirs in one statement.
  const offices = await query<{ branch_id: number }>(
    `SELECT DISTINCT branch_id FROM shipments
      WHERE fba_shipment_id IS NOT NULL AND mode IN ('AIR', 'LCL') ORDER BY branch_id`,
  );
  for (const { branch_id: branchId } of offices) {
    for (const band of PARCEL_WEIGHT_BANDS) {
      await query(
        `INSERT INTO parcel_rates (branch_id, band, over_kg, to_kg, currency, rate, valid_from, valid_until)
         VALUES ($1, $2, $3, $4, 'USD', $5, $6, $7)`,
        [branchId, band.band, band.overKg, band.toKg, PARCEL_RATES[band.band], from, until],
      );
    }
  }
  await query(
    `INSERT INTO parcels (parcel_no, branch_id, company_id, shipment_id, shipped_on, weight_kg, goods_value_usd,
            recipient_name, destination_country)
     SELECT 'PCL' || lpad(s.id::text, 7, '0') || lpad(n::text, 3, '0'), s.branch_id, s.company_id, s.id,
            (s.etd AT TIME ZONE 'UTC')::date,
            round((500 + (s.id::bigint * 7919 + n * 104729) % 29301) / 1000.0, 3),
            round((1500 + (s.id::bigint * 6151 + n * 7877) % 78401) / 100.0, 2),
            ($1::text[])[1 + (s.id + n * 7) % cardinality($1::text[])],
            left(s.destination_port, 2)
       FROM shipments s CROSS JOIN LATERAL generate_series(1, 6 + s.id % 9) n
      WHERE s.fba_shipment_id IS NOT NULL AND s.mode IN ('AIR', 'LCL')
      ORDER BY s.id, n`,
    [RECIPIENTS],
  );

  // Customs brokerage on arrived shipments whose other revenue is already invoiced, the key
  // account's first.
  const finance = demo.users
    ? ((await query<{ id: number }>(`SELECT id FROM users WHERE user_name = 'finance'`))[0]?.id ?? null)
    : null;
  const arrived = await query<Candidate>(
    `SELECT s.id, s.branch_id, s.company_id, (s.etd AT TIME ZONE 'UTC')::date::text AS etd,
            coalesce(b.local_currency, 'USD') AS local, (1500 + (s.id * 37) % 9000)::text AS goods_value
       FROM shipments s
       JOIN branches b ON b.id = s.branch_id
       JOIN companies c ON c.id = s.company_id
      WHERE s.ata IS NOT NULL
        AND EXISTS (SELECT 1 FROM charge_lines cl WHERE cl.shipment_id = s.id AND cl.side = 'revenue')
        AND NOT EXISTS (SELECT 1 FROM charge_lines cl WHERE cl.shipment_id = s.id AND cl.side = 'revenue'
                          AND cl.invoice_id IS NULL)
        AND NOT EXISTS (SELECT 1 FROM charge_sheets cs WHERE cs.shipment_id = s.id AND cs.profit_state <> 'open')
      ORDER BY (c.code = $1) DESC, s.etd DESC, s.id
      LIMIT 10`,
    [ANSELL_COMPANY_CODE],
  );
  for (const [i, s] of arrived.entries()) {
    const duty = fixed(decimal(s.goods_value).times('0.065'), 2);
    const vat = fixed(decimal(s.goods_value).plus(decimal(duty)).times('0.13'), 2);
    const lines: [string, string, string][] = [
      ['CUS', '95.00', 'Customs clearance · 报关'],
      ['DUT', duty, 'Import duty (disbursement) · 进口关税（代垫）'],
      ['VAT', vat, 'Import VAT (disbursement) · 进口增值税（代垫）'],
    ];
    if (i % 3 === 1) lines.push(['EXM', '180.00', 'Customs examination · 海关查验']);
    for (const [code, usd, description] of lines) {
      const amount = inLocal(usd, s.local);
      await query(
        `INSERT INTO charge_lines (shipment_id, branch_id, side, charge_code, party_company_id, description, currency,
           quantity, unit_price, amount, rate_date, exchange_rate, local_currency, local_amount, status, reviewed_by,
           reviewed_at)
         VALUES ($1, $2, 'revenue', $3, $4, $5, $6, 1, $7, $7, $8, 1, $6, $7, 'reviewed', $9, $10)`,
        [s.id, s.branch_id, code, s.company_id, description, s.local, amount, s.etd, finance, demo.asOf],
      );
    }
    if (i % 2 === 0) {
      await issueInvoice(query, {
        shipmentId: s.id,
        companyId: s.company_id,
        currency: s.local,
        invoiceDate: dayOf(demo.asOf),
        dueDays: 30,
        truckInvoice: false,
        issuedBy: finance,
        branchIds: null,
      });
    }
  }

  // The key account's contract sell tariff on its busiest lane, for 40' high cubes.
  const lane = (
    await query<{ pol: string; pod: string; branch_id: number; carrier_code: string; company_id: number }>(
      `SELECT s.origin_port AS pol, s.destination_port AS pod, s.branch_id, min(s.carrier_code) AS carrier_code,
              s.company_id
         FROM shipments s JOIN companies c ON c.id = s.company_id
        WHERE c.code = $1 AND s.mode = 'FCL'
        GROUP BY s.origin_port, s.destination_port, s.branch_id, s.company_id
        ORDER BY count(*) DESC, s.origin_port, s.destination_port LIMIT 1`,
      [ANSELL_COMPANY_CODE],
    )
  )[0];
  if (!lane) return;
  const tariff = (
    await query<{ id: number }>(
      `INSERT INTO pricing_tariffs (tariff_no, kind, mode, carrier_code, pol, pod, equipment, valid_from, valid_until,
         currency, base_total, transit_days, contract_no, company_id, branch_id, status, remarks)
       VALUES ('TF' || lpad(nextval('pricing_tariff_no_seq')::text, 8, '0'), 'sell', 'sea', $1, $2, $3, '40HC', $4, $5,
         'USD', 2460, 32, $6, $7, $8, 'active', 'Key account contract rate · 大客户合约价')
       RETURNING id`,
      [
        lane.carrier_code,
        lane.pol,
        lane.pod,
        dayOf(new Date(demo.asOf.getTime() - 30 * DAY)),
        dayOf(new Date(demo.asOf.getTime() + 335 * DAY)),
        `SC-${new Date(demo.asOf).getUTCFullYear()}-${ANSELL_COMPANY_CODE}`,
        lane.company_id,
        lane.branch_id,
      ],
    )
  )[0];
  if (!tariff) return;
  for (const [code, rate, unit, currency] of [
    ['OFR', '2150', 'container', 'USD'],
    ['BAF', '310', 'container', 'USD'],
    ['OTHC', '980', 'container', 'CNY'],
    ['DOC', '450', 'shipment', 'CNY'],
  ] as const) {
    await query(
      `INSERT INTO pricing_tariff_lines (tariff_id, charge_code, rate, unit, currency) VALUES ($1, $2, $3, $4, $5)`,
      [tariff.id, code, rate, unit, currency],
    );
  }
};
