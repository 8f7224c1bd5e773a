import { CHARGE_CODE_KINDS, type ChargeCode } from '@tidemark/domain/pricing/index';
import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import { syncChargeCodeKinds } from './sync';

const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** CargoWise's charge code and description for each Tidemark code (its own where CargoWise has one). */
const CW: Readonly<Record<ChargeCode, [string, string]>> = {
  OFR: ['FRT', 'Ocean Freight'],
  BAF: ['BAF', 'Bunker Adjustment Factor'],
  CAF: ['CAF', 'Currency Adjustment Factor'],
  LSS: ['LSS', 'Low Sulphur Surcharge'],
  PSS: ['PSS', 'Peak Season Surcharge'],
  GRI: ['GRI', 'General Rate Increase'],
  EBS: ['EBS', 'Emergency Bunker Surcharge'],
  OTHC: ['OTHC', 'Origin Terminal Handling'],
  DTHC: ['DTHC', 'Destination Terminal Handling'],
  DOC: ['DOCFEE', 'Documentation Fee'],
  SEAL: ['SEAL', 'Seal Fee'],
  ISPS: ['ISPS', 'ISPS Security Charge'],
  AMS: ['AMS', 'AMS Filing Fee'],
  ENS: ['ENS', 'ENS Filing Fee'],
  CUS: ['CUSCLR', 'Customs Clearance'],
  PUC: ['PICKUP', 'Pick Up Charge'],
  DEL: ['DELIV', 'Delivery Charge'],
  AFR: ['AFRT', 'Air Freight'],
  FSC: ['FSC', 'Fuel Surcharge'],
  SSC: ['SSC', 'Security Surcharge'],
  HDL: ['HANDL', 'Handling Fee'],
  DEM: ['DEMURR', 'Demurrage'],
  DET: ['DETENT', 'Detention'],
  ISF: ['ISF', 'ISF Filing Fee'],
  BL: ['BLFEE', 'Bill of Lading Fee'],
  AWB: ['AWBFEE', 'Air Waybill Fee'],
  TLX: ['TLXREL', 'Telex Release Fee'],
  DUT: ['DUTY', 'Import Duty (Disbursement)'],
  VAT: ['IMPVAT', 'Import VAT (Disbursement)'],
  EXM: ['CUSEXM', 'Customs Examination'],
  CLM: ['CLAIM', 'Claim Settlement'],
};

/** Ledger accounts per kind: revenue and cost; duties are disbursements through one clearing account. */
const GL: Readonly<Record<string, [string, string]>> = {
  freight: ['4100', '5100'],
  local: ['4200', '5200'],
  filing: ['4300', '5300'],
  documentation: ['4400', '5400'],
  duty: ['1590', '1590'],
  per_diem: ['4500', '5500'],
  adjustment: ['4900', '5900'],
};
/** German offices book to SKR03 (as their DATEV export does): revenue 8400, third-party services 3100. */
const GL_DE: Readonly<Record<string, [string, string]>> = { duty: ['1590', '1590'] };

/**
 * The finance views' demo rows, one story with the charge sheets and invoices before them: every
 * branch's CargoWise mapping of the charge codes; demurrage and detention settings of the carriers
 * at the ports where the demo's containers are discharged (with one expired window and remarks in
 * the port's language); and, on shipments already charged, the AMS and ISF filings of US-bound
 * sea freight, bill of lading, air waybill and telex release fees, and duties and import VAT of
 * DDP shipments, converted at the demo's rates like every other line.
 */
export const seedViews = async (database: Database, demo: DemoSeed): Promise<void> => {
  await syncChargeCodeKinds(database);
  if ((await database.query('SELECT 1 FROM charge_code_mappings LIMIT 1')).length > 0) return;
  const query = database.query;

  const codes = Object.keys(CW) as ChargeCode[];
  await query(
    `INSERT INTO charge_code_mappings (branch_id, charge_code, cw_code, cw_description, revenue_gl, cost_gl, active)
     SELECT b.id, m.code, m.cw_code, m.cw_description,
            CASE WHEN b.country = 'DE' THEN m.revenue_de ELSE m.revenue_gl END,
            CASE WHEN b.country = 'DE' THEN m.cost_de ELSE m.cost_gl END,
            m.code <> 'EBS'
       FROM branches b
      CROSS JOIN unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
            AS m (code, cw_code, cw_description, revenue_gl, cost_gl, revenue_de, cost_de)
      ORDER BY b.id, m.code`,
    [
      codes,
      codes.map((c) => CW[c][0]),
      codes.map((c) => CW[c][1]),
      codes.map((c) => (GL[CHARGE_CODE_KINDS[c]] ?? ['4900', '5900'])[0]),
      codes.map((c) => (GL[CHARGE_CODE_KINDS[c]] ?? ['4900', '5900'])[1]),
      codes.map((c) => (GL_DE[CHARGE_CODE_KINDS[c]] ?? ['8400', '3100'])[0]),
      codes.map((c) => (GL_DE[CHARGE_CODE_KINDS[c]] ?? ['8400', '3100'])[1]),
    ],
  );

  // Settings for each carrier, port of discharge and equipment the demo's containers were discharged
  // with: demurrage and detention, valid for the demo's two years; the busiest also had an older window.
  const from = dayOf(new Date(demo.asOf.getTime() - 400 * DAY));
  const until = dayOf(new Date(demo.asOf.getTime() + 365 * DAY));
  const combos = await query<{ carrier_code: string; port: string; equipment: string; boxes: number }>(
    `SELECT s.carrier_code, s.destination_port AS port, container_equipment(c.iso_type) AS equipment, count(*)::int AS boxes
       FROM containers c JOIN shipments s ON s.id = c.shipment_id
       JOIN carriers k ON k.code = s.carrier_code AND k.kind = 'ocean'
      WHERE EXISTS (SELECT 1 FROM tracking_events e WHERE e.container_id = c.id AND e.code = 'DISCHARGED')
      GROUP BY 1, 2, 3 ORDER BY boxes DESC, 1, 2, 3 LIMIT 120`,
  );
  for (const [i, combo] of combos.entries()) {
    const country = combo.port.slice(0, 2);
    const currency = country === 'CN' ? 'CNY' : ['NL', 'DE', 'BE', 'FR', 'ES', 'IT'].includes(country) ? 'EUR' : 'USD';
    const factor = currency === 'CNY' ? 7 : 1;
    const size = combo.equipment.startsWith('20') ? 1 : combo.equipment.endsWith('RF') ? 2 : 1.5;
    const remarks =
      country === 'CN'
        ? ['按卸船日起算，节假日照常计费', '空箱还至船公司指定堆场为止'][i % 2]
        : ['Counted from the discharge day, weekends included', 'Until the empty is returned to the carrier’s depot'][
            i % 2
          ];
    for (const [kind, freeDays, base] of [
      ['demurrage', country === 'US' ? 4 : 5, 75],
      ['detention', country === 'US' ? 4 : 7, 50],
    ] as const) {
      const windows: [string, string][] = [[from, until]];
      if (i === 0) {
        windows.push([
          dayOf(new Date(demo.asOf.getTime() - 800 * DAY)),
          dayOf(new Date(demo.asOf.getTime() - 401 * DAY)),
        ]);
      }
      for (const [w, [validFrom, validUntil]] of windows.entries()) {
        const older = w === 1 ? 0.85 : 1;
        const rows = await query<{ id: number }>(
          `INSERT INTO detention_settings (carrier_code, port, equipment, kind, free_days, currency, valid_from, valid_until, remarks)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [combo.carrier_code, combo.port, combo.equipment, kind, freeDays, currency, validFrom, validUntil, remarks],
        );
        const id = rows[0]?.id;
        const rate = (step: number) => (Math.round(base * size * step * factor * older * 100) / 100).toFixed(2);
        await query(
          `INSERT INTO detention_setting_tiers (setting_id, from_day, to_day, daily_rate)
           VALUES ($1, $2, $3, $4), ($1, $5, $6, $7), ($1, $8, NULL, $9)`,
          [id, freeDays + 1, freeDays + 5, rate(1), freeDays + 6, freeDays + 10, rate(2), freeDays + 11, rate(3.5)],
        );
      }
    }
  }

  // Air freight of the PVG desk's departed shipments from or to Shanghai Pudong, revenue and cost,
  // priced by their gross weight; then filing, document and duty lines on shipments already charged,
  // billed to the shipment's customer. All in dollars, converted into the office's currency at the
  // latest rate on or before the ETD, as every line is.
  const addLines = async (
    code: ChargeCode,
    side: 'revenue' | 'cost',
    amount: string,
    description: string,
    condition: string,
    status: string,
  ) =>
    query(
      `INSERT INTO charge_lines (shipment_id, branch_id, side, charge_code, party_company_id, description, currency,
         quantity, unit_price, amount, rate_date, exchange_rate, local_currency, local_amount, status)
       SELECT s.id, s.branch_id, $2, $1, CASE WHEN $2 = 'revenue' THEN s.company_id END, $3, 'USD', 1, a.amount,
              a.amount, s.etd::date, r.rate, b.local_currency, round(a.amount * r.rate, cur.minor_units),
              CASE WHEN $4 = 'mixed' THEN (ARRAY['reviewed', 'submitted', 'draft'])[s.id % 3 + 1] ELSE $4 END
         FROM shipments s
         JOIN branches b ON b.id = s.branch_id
         JOIN currencies cur ON cur.code = b.local_currency
         CROSS JOIN LATERAL (SELECT round((${amount})::numeric, 2) AS amount) a
         CROSS JOIN LATERAL (
           SELECT CASE WHEN b.local_currency = 'USD' THEN 1::numeric ELSE coalesce(
             (SELECT x.rate FROM exchange_rates x WHERE x.from_currency = 'USD' AND x.to_currency = b.local_currency
                 AND x.rate_date <= s.etd::date ORDER BY x.rate_date DESC LIMIT 1),
             (SELECT round(1 / x.rate, 8) FROM exchange_rates x WHERE x.from_currency = b.local_currency
                 AND x.to_currency = 'USD' AND x.rate_date <= s.etd::date ORDER BY x.rate_date DESC LIMIT 1)) END AS rate
         ) r
        WHERE r.rate IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM charge_lines l WHERE l.shipment_id = s.id AND l.charge_code = $1 AND l.side = $2)
          AND ${condition}`,
      [code, side, description, status],
    );
  const pvg = `s.id IN (SELECT p.id FROM shipments p WHERE p.mode = 'AIR' AND 'CNPVG' IN (p.origin_port, p.destination_port)
                  AND p.etd <= '${demo.asOf.toISOString()}' ORDER BY p.etd DESC, p.id LIMIT 16)
               AND NOT EXISTS (SELECT 1 FROM charge_lines l WHERE l.shipment_id = s.id AND l.source <> 'manual')`;
  await addLines('AFR', 'revenue', 's.gross_weight_kg * 4.20', 'Air freight PVG · 浦东空运费', pvg, 'mixed');
  await addLines('FSC', 'revenue', 's.gross_weight_kg * 1.10', 'Fuel surcharge · 燃油附加费', pvg, 'mixed');
  await addLines('SSC', 'revenue', 's.gross_weight_kg * 0.15', 'Security surcharge · 安全附加费', pvg, 'mixed');
  await addLines('AFR', 'cost', 's.gross_weight_kg * 3.55', 'Airline freight · 航空公司运费', pvg, 'mixed');
  // Sheets whose profit is settled or whose lines are invoiced keep the lines they have.
  const open = `NOT EXISTS (SELECT 1 FROM charge_lines l WHERE l.shipment_id = s.id AND l.invoice_id IS NOT NULL)
                AND NOT EXISTS (SELECT 1 FROM charge_sheets h WHERE h.shipment_id = s.id AND h.profit_state <> 'open')`;
  const charged = `EXISTS (SELECT 1 FROM charge_lines l WHERE l.shipment_id = s.id) AND ${open}`;
  const seaToUs = `${charged} AND s.mode IN ('FCL', 'LCL') AND s.destination_port LIKE 'US%'`;
  const sea = `${charged} AND s.mode IN ('FCL', 'LCL')`;
  await addLines('AMS', 'revenue', '35', 'AMS filing · 美国舱单申报', seaToUs, 'reviewed');
  await addLines('ISF', 'revenue', '45', 'ISF 10+2 filing · 进口安全申报', seaToUs, 'reviewed');
  await addLines('BL', 'revenue', '50', 'Original bill of lading · 正本提单', `${sea} AND s.id % 3 = 0`, 'draft');
  await addLines('TLX', 'revenue', '40', 'Telex release · 电放', `${sea} AND s.id % 3 = 1`, 'submitted');
  await addLines('AWB', 'revenue', '25', 'Air waybill · 空运单', `${charged} AND s.mode = 'AIR'`, 'submitted');
  const ddp = `s.id IN (SELECT p.id FROM shipments p WHERE p.incoterm = 'DDP' AND p.mode IN ('FCL', 'LCL', 'AIR')
                  AND p.etd <= '${demo.asOf.toISOString()}' ORDER BY p.etd DESC, p.id LIMIT 12) AND ${open}`;
  await addLines('DUT', 'revenue', '1280', 'Import duty advanced · 代垫进口关税', ddp, 'draft');
  await addLines('VAT', 'revenue', '960', 'Import VAT advanced · 代垫进口增值税', ddp, 'draft');
};
