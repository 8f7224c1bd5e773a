import { decimal, fixed } from '@tidemark/domain/common/money';
import type { CustomsResult, DeclarationState } from '@tidemark/domain/customs/declarations/index';
import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import { countryOfPort } from '../codes';
import { allocateDeclarationNumber, estimateColumns, lineEstimate } from './resources';

type Ship = {
  id: number;
  branchId: number;
  branchCode: string;
  originPort: string;
  destinationPort: string;
  packages: number;
  grossWeightKg: string;
  etd: Date;
  eta: Date;
  declarantCode: string | null;
  brokerName: string | null;
  tradeMode: string | null;
};

const SHIP_COLUMNS = `s.id, s.branch_id AS "branchId", b.code AS "branchCode", s.origin_port AS "originPort",
  s.destination_port AS "destinationPort", s.packages, s.gross_weight_kg::text AS "grossWeightKg", s.etd, s.eta,
  c.declarant_code AS "declarantCode", c.broker_name AS "brokerName", c.default_trade_mode AS "tradeMode"`;
// The branch's customs configuration, else its controlling office's (as a new declaration takes it).
const SHIP_FROM = `shipments s JOIN branches b ON b.id = s.branch_id
  LEFT JOIN LATERAL (SELECT x.* FROM customs_configurations x WHERE x.branch_id IN (s.branch_id, b.controlling_office_id)
                      ORDER BY (x.branch_id = s.branch_id) DESC LIMIT 1) c ON true`;

/** The goods each country's declarations carry in the demo: codes of the seeded tables, by the tariff used. */
const GOODS: Readonly<Record<string, readonly string[]>> = {
  CN_export: ['8471.30.0000', '8517.13.0000'],
  CN_import: ['0409.00.0000', '2204.21.0000', '0901.11.0000'],
  US_import: ['6109.10.0012', '8507.60.0020', '9503.00.0073'],
  // Where neither China's nor the US tariff applies, the shared subheadings.
  other: ['8471.30', '4015.19'],
};

/** The customs desk's answer to a declaration, as it said it, in both languages. */
const REJECTION =
  '申报品名与商品编码不符，请核实后重新申报 / The description of goods does not match the declared code; check and declare again';

const DAY = 86_400_000;

type Plan = { ship: Ship; direction: 'export' | 'import'; state: DeclarationState; short?: boolean };

/**
 * The demo's declarations: the story shipment (the demo customer's, with its quotation, booking,
 * charges and invoice) declared for export and released; further exports of the China offices in
 * every state (one rejected with customs' reason, one draft whose lines do not yet add up to the
 * cargo); and import declarations into the US and China, those whose duty and VAT are charged
 * first, so the duty view shows the estimate beside the charges. Each answer of customs is a result row.
 */
export const seedDeclarations = async (database: Database, demo: DemoSeed): Promise<void> => {
  if ((await database.query('SELECT 1 FROM customs_declarations LIMIT 1')).length > 0) return;
  const query = database.query;
  const desk = demo.users
    ? ((await query<{ id: number }>(`SELECT id FROM users WHERE user_name = 'customs'`))[0]?.id ?? null)
    : null;
  const [story] = await query<Ship>(
    `SELECT ${SHIP_COLUMNS} FROM ${SHIP_FROM} JOIN bookings k ON k.shipment_id = s.id
      WHERE c.id IS NOT NULL AND EXISTS (SELECT 1 FROM charge_lines l WHERE l.shipment_id = s.id)
      ORDER BY (k.quotation_id IS NOT NULL) DESC, (s.company_id = (SELECT min(id) FROM companies)) DESC,
               EXISTS (SELECT 1 FROM charge_lines l WHERE l.shipment_id = s.id AND l.invoice_id IS NOT NULL) DESC,
               s.etd DESC, s.id
      LIMIT 1`,
  );
  const exports = await query<Ship>(
    `SELECT ${SHIP_COLUMNS} FROM ${SHIP_FROM}
      WHERE c.id IS NOT NULL AND s.origin_port LIKE 'CN%' AND s.id <> $1 AND s.etd <= $2
      ORDER BY s.etd DESC, s.id LIMIT 6`,
    [story?.id ?? 0, demo.asOf],
  );
  const imports = await query<Ship>(
    `SELECT ${SHIP_COLUMNS} FROM ${SHIP_FROM}
      WHERE c.id IS NOT NULL AND s.id <> $1 AND (s.destination_port LIKE 'US%' OR s.destination_port LIKE 'CN%')
        AND s.eta <= $2
      ORDER BY EXISTS (SELECT 1 FROM charge_lines l WHERE l.shipment_id = s.id AND l.charge_code = 'DUT') DESC,
               s.eta DESC, s.id
      LIMIT 3`,
    [story?.id ?? 0, demo.asOf],
  );
  const exportStates: DeclarationState[] = ['released', 'accepted', 'submitted', 'rejected', 'draft', 'draft'];
  const importStates: DeclarationState[] = ['released', 'accepted', 'submitted'];
  const plans: Plan[] = [
    ...(story ? [{ ship: story, direction: 'export' as const, state: 'released' as const }] : []),
    ...exports.map((ship, n) => ({
      ship,
      direction: 'export' as const,
      state: exportStates[n] ?? 'draft',
      short: n === 4,
    })),
    ...imports.map((ship, n) => ({ ship, direction: 'import' as const, state: importStates[n] ?? 'draft' })),
  ];
  for (const plan of plans) await seedOne(database, plan, desk);
};

const seedOne = async (database: Database, plan: Plan, desk: number | null): Promise<void> => {
  const query = database.query;
  const { ship, direction, state } = plan;
  // An export is declared before departure at the origin, an import before arrival at the destination.
  const anchor = (direction === 'export' ? ship.etd : ship.eta).getTime();
  const at = (days: number) => new Date(anchor + days * DAY);
  const createdAt = at(-5);
  const number = await allocateDeclarationNumber(
    query,
    { id: ship.branchId, code: ship.branchCode },
    createdAt.getUTCFullYear(),
  );
  const entryCountry = countryOfPort(ship.destinationPort);
  const reached = (s: DeclarationState) =>
    ({ draft: 0, submitted: 1, rejected: 2, accepted: 2, released: 3 })[state] >=
    { draft: 0, submitted: 1, rejected: 2, accepted: 2, released: 3 }[s];
  const [row] = await query<{ id: number }>(
    `INSERT INTO customs_declarations (declaration_no, direction, shipment_id, branch_id, declarant_code, trade_mode,
        clearance_port, broker_name, entry_country, currency, status, reject_reason, created_by, created_at,
        submitted_by, submitted_at, decided_by, decided_at, released_by, released_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'USD', $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     RETURNING id`,
    [
      number,
      direction,
      ship.id,
      ship.branchId,
      ship.declarantCode,
      ship.tradeMode ?? '0110',
      direction === 'export' ? ship.originPort : ship.destinationPort,
      ship.brokerName,
      entryCountry,
      state,
      state === 'rejected' ? REJECTION : null,
      desk,
      createdAt,
      reached('submitted') ? desk : null,
      reached('submitted') ? at(-3) : null,
      state === 'accepted' || state === 'released' || state === 'rejected' ? desk : null,
      state === 'accepted' || state === 'released' || state === 'rejected' ? at(-2) : null,
      state === 'released' ? desk : null,
      state === 'released' ? at(-1) : null,
      state === 'draft' ? createdAt : state === 'released' ? at(-1) : state === 'submitted' ? at(-3) : at(-2),
    ],
  );
  const id = row?.id as number;
  const origin = countryOfPort(ship.originPort);
  const goods =
    direction === 'export' && origin === 'CN'
      ? GOODS.CN_export
      : direction === 'import' && (entryCountry === 'CN' || entryCountry === 'US')
        ? GOODS[`${entryCountry}_import`]
        : GOODS.other;
  const codes = (goods ?? []).slice(0, 2);
  // The lines share the shipment's packages and weight; a draft still short of its last line shows the check.
  const lines = plan.short ? codes.slice(0, 1) : codes;
  const firstPackages = Math.max(1, Math.floor(ship.packages * 0.6));
  const firstWeight = fixed(decimal(ship.grossWeightKg).times('0.6'), 3);
  for (const [n, code] of lines.entries()) {
    const last = n === codes.length - 1 && codes.length > 1;
    const packages = codes.length === 1 ? ship.packages : last ? ship.packages - firstPackages : firstPackages;
    const weight = last ? fixed(decimal(ship.grossWeightKg).minus(decimal(firstWeight)), 3) : firstWeight;
    // A declared value per kilogram of each kind of goods (USD).
    const value = fixed(decimal(weight).times(n === 0 ? '38.5' : '12.75'), 2);
    const [described] = await query<{ text: string; unit: string }>(
      `SELECT left(description_zh || ' / ' || description_en, 255) AS text, unit FROM (
         SELECT description_zh, description_en, unit FROM customs_cn_codes WHERE code = $1
         UNION ALL SELECT description_zh, description_en, unit FROM customs_us_hts_codes WHERE code = $1
         UNION ALL SELECT description_zh, description_en, 'KGM' FROM hs_codes WHERE code = $1) d LIMIT 1`,
      [code],
    );
    const estimate = estimateColumns(await lineEstimate(query, { direction, entryCountry }, code, value));
    await query(
      `INSERT INTO customs_declaration_lines (declaration_id, hs_code, description, quantity, unit, packages,
          gross_weight_kg, value, origin_country, duty_rate, duty_estimate, vat_rate, vat_estimate, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
      [
        id,
        code,
        described?.text ?? code,
        described?.unit === 'KGM' ? weight : String(Math.max(1, packages) * 10),
        described?.unit ?? 'KGM',
        Math.max(0, packages),
        weight,
        value,
        origin ?? 'CN',
        estimate.dutyRate,
        estimate.dutyEstimate,
        estimate.vatRate,
        estimate.vatEstimate,
        createdAt,
      ],
    );
  }
  const answers: [CustomsResult, number, string | null][] = [
    ...(reached('accepted') && state !== 'rejected' ? [['accepted', -2, null] as [CustomsResult, number, null]] : []),
    ...(state === 'released' ? [['released', -1, null] as [CustomsResult, number, null]] : []),
    ...(state === 'rejected' ? [['rejected', -2, REJECTION] as [CustomsResult, number, string]] : []),
  ];
  for (const [result, day, message] of answers) {
    await query(
      `INSERT INTO customs_results (declaration_id, branch_id, shipment_id, result, message, received_at, recorded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, ship.branchId, ship.id, result, message, at(day), desk],
    );
  }
};
