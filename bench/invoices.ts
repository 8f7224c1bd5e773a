import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../apps/server/src/db/database';
import { openPostgres } from '../apps/server/src/db/database';
import { openEmbedded } from '../apps/server/src/db/embedded';
import { forgetGrants } from '../apps/server/src/modules/access';
import { seedDemo } from '../apps/server/src/seed/seed';
import { prepareDatabase } from '../apps/server/src/startup';
import { ENGINES, ensurePostgres, PG_URL } from './databases';
import { benchApp, benchUser, listen, signIn } from './server';
import { type Case, compare, printCase, sample, writeResult } from './stats';

const LINES = Number(process.env.BENCH_CHARGE_LINES ?? 1_000_000);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);
const SHIPMENTS = Number(process.env.BENCH_INVOICE_SHIPMENTS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const LIMIT = 20;
const PERIOD = { from: '2026-03-01', to: '2026-03-31' };

/**
 * The demo data with SHIPMENTS shipments, then LINES charge lines over them and INVOICES invoices
 * in one month, each written in one set-based statement. The sheet totals trigger is held off
 * during the load (it refreshes a shipment's sheet per row) and the sheets are rebuilt once.
 */
const fill = async (database: Database): Promise<void> => {
  await prepareDatabase(database, { demoSeed: false, demoShipments: 0, databaseUrl: 'bench' });
  const n = async (sql: string) => Number((await database.query<{ n: number }>(sql))[0]?.n ?? 0);
  const have = await n('SELECT count(*)::int AS n FROM shipments');
  if (have < SHIPMENTS) {
    console.log(`  seeding ${(SHIPMENTS - have).toLocaleString('en')} shipments into ${database.kind}…`);
    await seedDemo(database, { shipments: SHIPMENTS - have, users: true });
  }
  const lines = await n('SELECT count(*)::int AS n FROM charge_lines');
  if (lines < LINES) {
    const started = Date.now();
    const perShipment = Math.ceil((LINES - lines) / SHIPMENTS);
    await database.exec('ALTER TABLE charge_lines DISABLE TRIGGER charge_lines_sheet_totals');
    await database.query(
      `INSERT INTO charge_lines (shipment_id, branch_id, side, charge_code, party_company_id, description, currency,
         unit_price, amount, exchange_rate, local_currency, local_amount, status, reject_reason)
       SELECT s.id, s.branch_id, CASE WHEN g % 3 = 0 THEN 'cost' ELSE 'revenue' END,
              (ARRAY['OFR', 'THC', 'DOC', 'BAF', 'DTH', 'ISPS'])[1 + g % 6], s.company_id, 'Bench charge', 'USD',
              100 + (s.id * 7 + g) % 900, 100 + (s.id * 7 + g) % 900, 1, 'USD', 100 + (s.id * 7 + g) % 900,
              (ARRAY['draft', 'submitted', 'reviewed', 'locked', 'rejected'])[1 + (s.id + g) % 5],
              CASE WHEN (s.id + g) % 5 = 4 THEN 'Wrong rate' END
         FROM (SELECT id, branch_id, company_id FROM shipments ORDER BY id LIMIT $1) s
        CROSS JOIN generate_series(1, $2) g
        LIMIT $3`,
      [SHIPMENTS, perShipment, LINES - lines],
    );
    await database.exec('ALTER TABLE charge_lines ENABLE TRIGGER charge_lines_sheet_totals');
    console.log(
      `  ${(LINES - lines).toLocaleString('en')} charge lines in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }
  const invoices = await n(`SELECT count(*)::int AS n FROM invoices WHERE invoice_no LIKE 'BEN-%'`);
  if (invoices < INVOICES) {
    const started = Date.now();
    await database.query(
      `INSERT INTO invoices (kind, invoice_no, branch_id, shipment_id, shipment_no, company_id, currency, invoice_date,
         due_date, net_amount, tax_amount, total_amount)
       SELECT 'invoice', 'BEN-INV-2026-' || lpad(g::text, 7, '0'), s.branch_id, s.id, s.shipment_no, s.company_id, 'EUR',
              $2::date + (g % 31), $2::date + (g % 31) + 30, 100 + g % 5000, round((100 + g % 5000) * 0.19, 2),
              100 + g % 5000 + round((100 + g % 5000) * 0.19, 2)
         FROM generate_series($3::int, $1::int) g
         JOIN LATERAL (SELECT id, branch_id, company_id, shipment_no FROM shipments WHERE id = 1 + g % $4) s ON true`,
      [INVOICES, PERIOD.from, invoices + 1, SHIPMENTS],
    );
    console.log(
      `  ${(INVOICES - invoices).toLocaleString('en')} invoices in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }
  await database.exec('VACUUM ANALYZE charge_lines');
  await database.exec('VACUUM ANALYZE invoices');
  await database.exec('VACUUM ANALYZE shipments');
};

/** Grants the bench user the unbilled list and the DATEV download, as the billing desk holds them. */
const grant = async (database: Database): Promise<void> => {
  await benchUser(database, []);
  await database.query(
    `INSERT INTO role_menu_items (role_id, menu_item_id)
     SELECT r.id, m.id FROM roles r, menu_items m
      WHERE r.code = 'bench' AND (m.menu_url = ANY($1::text[]) OR m.code = ANY($1::text[]) OR m.permission = ANY($1::text[]))
     ON CONFLICT DO NOTHING`,
    [['unbilled', 'datev', 'datev:download']],
  );
  forgetGrants();
};

const UNBILLED_SQL = `SELECT cl.id FROM charge_lines cl JOIN shipments s ON s.id = cl.shipment_id
  WHERE cl.side = 'revenue' AND cl.invoice_id IS NULL AND cl.status IN ('draft', 'submitted', 'rejected', 'unlock_requested')
    AND s.etd <= now() AND cl.branch_id = ANY($1::int[])
  ORDER BY s.etd DESC, cl.id DESC LIMIT ${LIMIT}`;

const measure = async (database: Database): Promise<{ cases: Case[]; datev: Record<string, number> }> => {
  await fill(database);
  await grant(database);
  const app = await benchApp(database);
  const base = await listen(app);
  const branches = (await database.query<{ id: number }>('SELECT id FROM branches')).map((b) => b.id);
  try {
    const { sid, cookie } = await signIn(base);
    const list = async (count: 'now' | 'later') => {
      const body = new URLSearchParams({
        view: 'unbilled',
        page: '1',
        limit: String(LIMIT),
        orderByColumn: 'etd',
        isAsc: 'desc',
        count,
        lang: 'en_us',
        __sid: sid,
      });
      const res = await fetch(`${base}/api/engine/unbilledLine/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: body.toString(),
      });
      if (res.status !== 200) throw new Error(`unbilled list answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { data: { rows: unknown[]; total: number; totalExact: boolean } };
    };
    const first = await list('now');
    console.log(
      `  unbilled: ${first.data.rows.length} rows, total ${first.data.total.toLocaleString('en')} (${first.data.totalExact ? 'exact' : 'estimated'})`,
    );
    const baseline = await sample(REQUESTS, () => database.query(UNBILLED_SQL, [branches]));
    const cases: Case[] = [];
    for (const count of ['later', 'now'] as const) {
      const c = compare(
        `${database.kind}: POST /api/engine/unbilledLine/list by ETD desc, ${LIMIT} rows, count=${count}, over ${LINES.toLocaleString('en')} charge lines`,
        await sample(REQUESTS, () => list(count)),
        'the same rows in raw SQL',
        baseline,
      );
      printCase(c);
      cases.push(c);
    }

    // DATEV: the month's INVOICES invoices streamed; resident memory sampled throughout.
    const rss = () => process.memoryUsage().rss;
    const startRss = rss();
    let peak = startRss;
    const watch = setInterval(() => {
      peak = Math.max(peak, rss());
    }, 5);
    const started = Date.now();
    let bytes = 0;
    let lines = 0;
    try {
      const res = await fetch(`${base}/api/finance/datev/export?from=${PERIOD.from}&to=${PERIOD.to}`, {
        headers: { cookie, 'x-sid': sid },
      });
      if (res.status !== 200 || !res.body) throw new Error(`DATEV export answered ${res.status}`);
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        for (const b of value) if (b === 0x0a) lines += 1;
      }
    } finally {
      clearInterval(watch);
    }
    const mb = (v: number) => Math.round((v / 1024 / 1024) * 10) / 10;
    const datev = {
      bookings: lines - 2,
      seconds: (Date.now() - started) / 1000,
      fileMb: mb(bytes),
      rssAtStartMb: mb(startRss),
      peakRssMb: mb(peak),
      peakGrowthMb: mb(peak - startRss),
    };
    console.log(
      `  ${database.kind}: DATEV export of ${datev.bookings.toLocaleString('en')} bookings, ${datev.fileMb} MB in ${datev.seconds} s; rss ${datev.rssAtStartMb} MB at start, peak ${datev.peakRssMb} MB (+${datev.peakGrowthMb} MB)`,
    );
    if (datev.bookings < INVOICES) throw new Error(`DATEV export wrote ${datev.bookings} bookings`);
    return { cases, datev };
  } finally {
    await app.close();
  }
};

/**
 * Invoicing at size: the unbilled list over 1M charge lines (page 1 by ETD, as the portal asks it)
 * against its raw SQL, and the DATEV export of 100,000 invoices streamed with the process's peak
 * resident memory. Its own databases: BENCH_DATABASE_URL and BENCH_PGLITE_DIR.
 */
export const invoicesBench = async (): Promise<void> => {
  const cases: Case[] = [];
  const datev: Record<string, Record<string, number>> = {};
  if (ENGINES.includes('postgres') && (await ensurePostgres(PG_URL))) {
    const pgDb = openPostgres(PG_URL, 10);
    try {
      const r = await measure(pgDb);
      cases.push(...r.cases);
      datev.postgres = r.datev;
    } finally {
      await pgDb.close();
    }
  }
  if (ENGINES.includes('pglite')) {
    const dir = process.env.BENCH_PGLITE_DIR ?? path.resolve(import.meta.dirname, '.data', 'pglite-invoices');
    mkdirSync(dir, { recursive: true });
    const lite = await openEmbedded(dir);
    try {
      const r = await measure(lite);
      cases.push(...r.cases);
      datev.pglite = r.datev;
    } finally {
      await lite.close();
    }
  }
  console.log(
    `  wrote ${writeResult('invoices', { measuredAt: new Date().toISOString(), chargeLines: LINES, invoices: INVOICES, cases, datev })}`,
  );
};
