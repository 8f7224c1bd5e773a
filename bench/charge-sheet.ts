import type { Database } from '../apps/server/src/db/database';
import { openPostgres } from '../apps/server/src/db/database';
import { forgetGrants } from '../apps/server/src/modules/access';
import { seedDemo } from '../apps/server/src/seed/seed';
import { prepareDatabase } from '../apps/server/src/startup';
import { ensurePostgres } from './databases';
import { benchApp, benchUser, listen, signIn } from './server';
import { type Case, compare, printCase, sample, writeResult } from './stats';

/** A small database of its own: the save does not depend on the size of the rest of the data. */
const URL_SHEET = process.env.BENCH_SHEET_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tidemark_bench_sheet';
const SHIPMENTS = Number(process.env.BENCH_SHEET_SHIPMENTS ?? 500);
const LINES = Number(process.env.BENCH_SHEET_LINES ?? 200);

const CODES = ['OFR', 'BAF', 'LSS', 'OTHC', 'DTHC', 'DOC', 'ISPS', 'HDL'];

/** Grants the bench user the charge sheet and its edit action, as the desk holds them. */
const grant = async (database: Database): Promise<void> => {
  await benchUser(database, []);
  await database.query(
    `INSERT INTO role_menu_items (role_id, menu_item_id)
     SELECT r.id, m.id FROM roles r, menu_items m
      WHERE r.code = 'bench' AND (m.menu_url = ANY($1::text[]) OR m.code = ANY($1::text[]) OR m.permission = ANY($1::text[]))
     ON CONFLICT DO NOTHING`,
    [['chargeSheet', 'chargeSheet:edit']],
  );
  forgetGrants();
};

/** Two shipments without charges: one saved through the route, one written in raw SQL. */
const emptyShipments = (database: Database) =>
  database.query<{ id: number; branch_id: number; company_id: number; local: string }>(
    `SELECT s.id, s.branch_id, s.company_id, b.local_currency AS local FROM shipments s JOIN branches b ON b.id = s.branch_id
      WHERE NOT EXISTS (SELECT 1 FROM charge_lines c WHERE c.shipment_id = s.id) AND s.etd <= now()
        AND b.local_currency <> 'USD'
      ORDER BY s.id LIMIT 2`,
  );

const measure = async (database: Database): Promise<Case[]> => {
  await prepareDatabase(database, { demoSeed: false, demoShipments: 0, databaseUrl: 'bench' });
  const have = Number((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM shipments'))[0]?.n ?? 0);
  if (have < SHIPMENTS) await seedDemo(database, { shipments: SHIPMENTS - have, users: true });
  await grant(database);
  const [viaRoute, viaSql] = await emptyShipments(database);
  if (!viaRoute || !viaSql) throw new Error('no shipment without charges left: drop the bench database');
  const app = await benchApp(database);
  const base = await listen(app);
  try {
    const { sid, cookie } = await signIn(base);
    const save = async (i: number, line?: { id: number; version: number }) => {
      const body = new URLSearchParams({
        shipmentId: String(viaRoute.id),
        side: i % 3 === 0 ? 'cost' : 'revenue',
        chargeCode: CODES[i % CODES.length] ?? 'OFR',
        currency: i % 2 === 0 ? 'USD' : viaRoute.local,
        quantity: String(1 + (i % 4)),
        unitPrice: `${100 + i}.50`,
        taxRate: '0',
        description: `Bench line ${i}`,
        lang: 'en_us',
        __sid: sid,
        ...(line && { id: String(line.id), version: String(line.version) }),
      });
      const res = await fetch(`${base}/api/finance/chargeSheet/lines/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: body.toString(),
      });
      if (res.status !== 200) throw new Error(`lines/save answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    // The sheet grows line by line to LINES lines, as the desk types it; then every line is changed.
    const added = await sample(LINES, (i) => save(i), 0);
    const lines = await database.query<{ id: number; version: number }>(
      'SELECT id, version FROM charge_lines WHERE shipment_id = $1 ORDER BY id',
      [viaRoute.id],
    );
    const changed = await sample(lines.length, (i) => save(i + 1, lines[i]), 0);
    // The same lines written in raw SQL, converted and totalled by the same trigger, on the other shipment.
    const raw = await sample(
      LINES,
      (i) =>
        database.query(
          `INSERT INTO charge_lines (shipment_id, branch_id, side, charge_code, party_company_id, description, currency,
             quantity, unit_price, amount, exchange_rate, local_currency, local_amount)
           VALUES ($1, $2, $3, $4, $5, $6, 'USD', $7::numeric, $8::numeric, $7::numeric * $8::numeric, 7.2, $9,
             round($7::numeric * $8::numeric * 7.2, 2))`,
          [
            viaSql.id,
            viaSql.branch_id,
            i % 3 === 0 ? 'cost' : 'revenue',
            CODES[i % CODES.length],
            viaSql.company_id,
            `Bench line ${i}`,
            1 + (i % 4),
            100 + i,
            viaSql.local,
          ],
        ),
      0,
    );
    const count = await database.query<{ n: number }>(
      'SELECT line_count AS n FROM charge_sheets WHERE shipment_id = $1',
      [viaRoute.id],
    );
    console.log(`  ${database.kind}: sheet of shipment ${viaRoute.id} holds ${count[0]?.n} lines`);
    const cases = [
      compare(
        `${database.kind}: POST /api/finance/chargeSheet/lines/save, adding lines 1 to ${LINES} of one sheet`,
        added,
        'INSERT of the line in raw SQL (same trigger)',
        raw,
      ),
      compare(
        `${database.kind}: POST /api/finance/chargeSheet/lines/save, changing each line of a ${LINES}-line sheet`,
        changed,
        'INSERT of the line in raw SQL (same trigger)',
        raw,
      ),
    ];
    for (const c of cases) printCase(c);
    const total = added.reduce((a, b) => a + b, 0);
    console.log(`  ${database.kind}: ${LINES} lines saved in ${Math.round(total)} ms in all`);
    return cases;
  } finally {
    await app.close();
  }
};

/**
 * Saving a charge sheet: LINES lines added one by one through the route the sheet screen calls,
 * then each changed, against the raw INSERT of the same lines. Its own small PostgreSQL database
 * (BENCH_SHEET_DATABASE_URL); run again, it takes two more shipments without charges.
 */
export const chargeSheetBench = async (): Promise<void> => {
  const cases: Case[] = [];
  if (await ensurePostgres(URL_SHEET)) {
    const db = openPostgres(URL_SHEET, 10);
    try {
      cases.push(...(await measure(db)));
    } finally {
      await db.close();
    }
  }
  console.log(
    `  wrote ${writeResult('charge-sheet', { measuredAt: new Date().toISOString(), shipments: SHIPMENTS, cases })}`,
  );
};
