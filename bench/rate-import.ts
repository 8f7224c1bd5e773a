import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { openEmbedded } from '../apps/server/src/db/embedded';
import { DEMO_PASSWORD } from '../apps/server/src/modules/access';
import { readSheet } from '../apps/server/src/modules/tracking';
import { seedDemo } from '../apps/server/src/seed/seed';
import { prepareDatabase } from '../apps/server/src/startup';
import { benchApp, listen } from './server';
import { compare, printCase, sample, writeResult } from './stats';

const ROWS = 10_000;
const RUNS = Number(process.env.BENCH_RATE_IMPORT_RUNS ?? 10);
const CODES = ['OFR', 'BAF', 'LSS', 'OTHC', 'DOC', 'ISPS', 'AMS', 'DTHC'];
const UNITS = ['container', 'container', 'container', 'container', 'shipment', 'container', 'shipment', 'container'];

/** A rate sheet of ROWS rows as the template lays it out, every hundredth row missing its Branch. */
const bigSheet = async (shipmentNo: string): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Rates');
  sheet.getCell('A2').value = 'Shipment ID';
  sheet.getCell('B2').value = shipmentNo;
  sheet.getCell('B3').value = 'Sell or Cost';
  sheet.getCell('C3').value = 'Cost';
  sheet.getRow(5).values = ['Branch', 'Charge Code', 'Unit', 'Quantity', 'Rate', 'Minimum', 'Currency', 'Remarks'];
  for (let i = 0; i < ROWS; i++) {
    const k = i % CODES.length;
    sheet.getRow(6 + i).values = [
      i % 100 === 99 ? null : 'SHA',
      CODES[k] as string,
      UNITS[k] as string,
      UNITS[k] === 'container' ? 1 + (i % 3) : 1,
      Math.round((100 + ((i * 37) % 2500) + 0.25) * 100) / 100,
      k === 0 ? 500 : null,
      k === 3 ? 'CNY' : 'USD',
      `Line ${i + 1}`,
    ];
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};

/** The multipart body the portal sends for one file. */
const multipart = (name: string, bytes: Buffer) => {
  const boundary = '----tidemark-bench-boundary';
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
};

/**
 * Preview of a 10,000-row rate sheet through real HTTP (upload, the limited reader, every row's
 * checks, the answer), on a demo database in the embedded engine, against reading the same sheet
 * in the limited reader alone. The process's resident memory is sampled throughout: the sheet is
 * parsed in a worker that ends with each request, so the server's own memory stays flat.
 */
export const rateImportBench = async (): Promise<void> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tidemark-bench-rates-'));
  const database = await openEmbedded(path.join(dir, 'pg'));
  try {
    await prepareDatabase(database, { demoSeed: false, demoShipments: 0, databaseUrl: 'bench' });
    await seedDemo(database, { shipments: 300, users: true });
    const shipmentNo = (
      await database.query<{ shipment_no: string }>(
        `SELECT s.shipment_no FROM shipments s JOIN users u ON lower(u.user_name) = 'pricing'
          WHERE s.branch_id = u.branch_id AND s.mode = 'FCL' ORDER BY s.id LIMIT 1`,
      )
    )[0]?.shipment_no as string;
    const bytes = await bigSheet(shipmentNo);
    console.log(
      `  ${ROWS.toLocaleString('en')}-row sheet: ${(bytes.length / 1024).toFixed(0)} KB, shipment ${shipmentNo}`,
    );

    const app = await benchApp(database);
    const base = await listen(app);
    const login = await fetch(`${base}/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'pricing', password: DEMO_PASSWORD }),
    });
    const sid = ((await login.json()) as { data: { __sid: string } }).data.__sid;
    const cookie =
      login.headers
        .getSetCookie()
        .find((c) => c.startsWith('tm_ss='))
        ?.split(';')[0] ?? '';
    const { type, body } = multipart('rates.xlsx', bytes);
    const previewOnce = async () => {
      const res = await fetch(`${base}/api/pricing/imports/preview?lang=en_us`, {
        method: 'POST',
        headers: { 'content-type': type, cookie, 'x-sid': sid },
        body,
      });
      const answer = (await res.json()) as { data?: { counts: { read: number; refused: number } } };
      if (res.status !== 200 || answer.data?.counts.read !== ROWS) throw new Error(`preview answered ${res.status}`);
    };

    let peakRss = 0;
    const watch = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 10);
    try {
      const startRss = process.memoryUsage().rss;
      const subject = await sample(RUNS, previewOnce, 1);
      const afterFirst = process.memoryUsage().rss;
      const extra = await sample(RUNS, previewOnce, 0);
      const afterSecond = process.memoryUsage().rss;
      const baseline = await sample(
        RUNS,
        async () => {
          const read = await readSheet('xlsx', bytes, { maxRows: ROWS + 10, timeoutMs: 20_000, memoryMb: 256 });
          if (!read.ok) throw new Error(read.reason);
        },
        1,
      );
      const c = compare(
        `embedded: POST /api/pricing/imports/preview, ${ROWS.toLocaleString('en')}-row .xlsx, real HTTP`,
        [...subject, ...extra],
        'reading the same sheet in the limited worker alone',
        baseline,
      );
      printCase(c);
      const mb = (n: number) => Math.round(n / 1024 / 1024);
      const memory = {
        rssAtStartMb: mb(startRss),
        rssAfterFirstRunsMb: mb(afterFirst),
        rssAfterSecondRunsMb: mb(afterSecond),
        peakRssMb: mb(peakRss),
      };
      console.log(
        `  memory: rss ${memory.rssAtStartMb} MB at start, ${memory.rssAfterFirstRunsMb} MB after ${RUNS} previews, ${memory.rssAfterSecondRunsMb} MB after ${2 * RUNS}; peak ${memory.peakRssMb} MB`,
      );
      console.log(
        `  wrote ${writeResult('rate-import', { measuredAt: new Date().toISOString(), rows: ROWS, cases: [c], memory })}`,
      );
    } finally {
      clearInterval(watch);
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
