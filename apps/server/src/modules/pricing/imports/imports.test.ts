import * as XLSX from '@e965/xlsx';
import { priceLines } from '@tidemark/domain/pricing/index';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { post, type Session, signIn, uploadFiles } from '../../../../test/session-helpers';

type Cell = string | number | null;
type Target = { id: number; shipment_no: string; boxes: number };

const HEADER = ['Branch', 'Charge Code', 'Unit', 'Quantity', 'Rate', 'Minimum', 'Currency', 'Remarks'];

/** The template's layout: B2 the shipment, C3 Sell or Cost, the column names in row 5. */
const layout = (shipmentNo: Cell, kind: Cell, rows: Cell[][], header: Cell[] = HEADER): Cell[][] => [
  ['Rate sheet'],
  ['Shipment ID', shipmentNo],
  [null, 'Sell or Cost', kind],
  [],
  header,
  ...rows,
];

const xlsx = async (cells: Cell[][]): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Rates');
  cells.forEach((row, r) => {
    row.forEach((value, c) => {
      if (value !== null) sheet.getCell(r + 1, c + 1).value = value;
    });
  });
  return Buffer.from(await book.xlsx.writeBuffer());
};

const xls = (cells: Cell[][]): Buffer => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells), 'Rates');
  return XLSX.write(book, { bookType: 'xls', type: 'buffer' }) as Buffer;
};

describe.each(ENGINES)('rate-sheet import and trends on %s', (engine) => {
  let t: TestApp;
  let pricing: Session;
  let admin: Session;
  let manager: Session;
  let ops: Session;
  let customer: Session;
  let target: Target;
  let foreign: string;

  const preview = (s: Session, files: { name: string; bytes: Buffer }[], lang = 'en_us') =>
    uploadFiles(t, '/api/pricing/imports/preview', s, files, lang);
  const commit = (s: Session, files: { name: string; bytes: Buffer }[], lang = 'en_us') =>
    uploadFiles(t, '/api/pricing/imports/commit', s, files, lang);
  const count = async (sql: string, params: unknown[] = []) =>
    (await t.database.query<{ n: number }>(sql, params))[0]?.n ?? 0;
  const written = async () => ({
    imports: await count('SELECT count(*)::int AS n FROM pricing_rate_imports'),
    rates: await count('SELECT count(*)::int AS n FROM pricing_shipment_rates'),
  });
  /** A good sell sheet of the target shipment with one row missing its Branch and one its Charge Code. */
  const mixed = (kind = 'Sell') =>
    layout(target.shipment_no, kind, [
      ['SHA', 'OFR', 'container', null, 2150, null, 'USD', 'Spot rate, valid to month end'],
      [null, 'BAF', 'container', null, 190, null, 'USD', null],
      ['SHA', 'DOC', 'shipment', null, 45, null, 'USD', null],
      [],
      ['LAX', null, 'shipment', 1, 95, null, 'USD', null],
      ['sha', 'othc', 'Per container', 2, '1130', null, 'cny', '码头操作费'],
    ]);

  beforeAll(async () => {
    t = await testApp(engine);
    pricing = await signIn(t, 'pricing', '10.9.0.1');
    admin = await signIn(t, 'admin', '10.9.0.2');
    manager = await signIn(t, 'manager', '10.9.0.3');
    ops = await signIn(t, 'ops', '10.9.0.4');
    customer = await signIn(t, 'customer', '10.9.0.5');
    // A sea shipment of the pricing user's branches with two boxes, and one of a branch outside them.
    target = (
      await t.database.query<Target>(
        `SELECT s.id, s.shipment_no, (SELECT count(*)::int FROM containers c WHERE c.shipment_id = s.id) AS boxes
           FROM shipments s JOIN users u ON lower(u.user_name) = 'pricing'
          WHERE s.mode = 'FCL' AND (s.branch_id = u.branch_id
                OR s.branch_id IN (SELECT branch_id FROM user_branch_scopes WHERE user_id = u.id))
            AND (SELECT count(*) FROM containers c WHERE c.shipment_id = s.id) = 2
          ORDER BY s.id LIMIT 1`,
      )
    )[0] as Target;
    foreign = (
      await t.database.query<{ shipment_no: string }>(
        `SELECT s.shipment_no FROM shipments s JOIN users u ON lower(u.user_name) = 'pricing'
          WHERE s.branch_id <> u.branch_id
            AND s.branch_id NOT IN (SELECT branch_id FROM user_branch_scopes WHERE user_id = u.id)
          ORDER BY s.id LIMIT 1`,
      )
    )[0]?.shipment_no as string;
    expect(target).toBeDefined();
    expect(foreign).toBeDefined();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('demo data', () => {
    it('has sell and cost imports whose counts match their rates, priced as priceLines prices them', async () => {
      const logs = await t.database.query<{
        id: number;
        kind: string;
        file_name: string;
        read: number;
        accepted: number;
        refused: number;
        rates: number;
      }>(
        `SELECT i.id, i.kind, i.file_name, i.rows_read AS read, i.rows_accepted AS accepted, i.rows_refused AS refused,
                (SELECT count(*)::int FROM pricing_shipment_rates r WHERE r.import_id = i.id) AS rates
           FROM pricing_rate_imports i`,
      );
      expect(logs.length).toBeGreaterThan(5);
      expect(new Set(logs.map((l) => l.kind))).toEqual(new Set(['sell', 'cost']));
      expect(logs.some((l) => /[\u4e00-\u9fff]/.test(l.file_name))).toBe(true);
      expect(logs.some((l) => l.refused > 0)).toBe(true);
      for (const l of logs) {
        expect(l.accepted, l.file_name).toBe(l.rates);
        expect(l.read, l.file_name).toBe(l.accepted + l.refused);
      }
      const lines = await t.database.query<{
        charge_code: string;
        unit: 'container' | 'shipment' | 'kg' | 'cbm' | 'wm';
        quantity: string;
        rate: string;
        minimum: string | null;
        currency: string;
        amount: string;
      }>(
        `SELECT charge_code, unit, quantity::text, rate::text, minimum::text, currency, amount::text
           FROM pricing_shipment_rates ORDER BY id LIMIT 200`,
      );
      for (const l of lines) {
        const q = l.quantity;
        const cargo = { containers: Number(q), weightKg: q, volumeCbm: q };
        const [priced] = priceLines(
          [{ chargeCode: l.charge_code, rate: l.rate, unit: l.unit, minimum: l.minimum, currency: l.currency }],
          l.unit === 'wm' ? { ...cargo, weightKg: '0' } : cargo,
        ).lines;
        expect(priced?.amount, `${l.charge_code} ${l.rate} x ${q}`).toBe(l.amount);
      }
    });

    it('keeps a weekly history of the tariffs for a year of weeks', async () => {
      const res = await post(t, '/api/pricing/trends/lanes', pricing);
      expect(res.statusCode, res.body).toBe(200);
      const lanes = res.json().data as { pol: string; pod: string; equipment: string; weeks: number }[];
      const lane = lanes.find((l) => l.pol === 'CNSHA' && l.pod === 'USLAX' && l.equipment === '40HC');
      expect(lane?.weeks).toBeGreaterThanOrEqual(52);
      const weeks = await post(t, '/api/pricing/trends/weeks', pricing, {
        pol: 'CNSHA',
        pod: 'USLAX',
        equipment: '40HC',
      });
      const data = weeks.json().data;
      expect(data.currency).toBe('USD');
      for (const w of data.weeks) {
        expect(Number(w.sellMin)).toBeLessThanOrEqual(Number(w.sellAvg));
        expect(Number(w.sellAvg)).toBeLessThanOrEqual(Number(w.sellMax));
        expect(w.sellSamples).toBeGreaterThanOrEqual(3);
        expect(Number(w.costAvg)).toBeLessThan(Number(w.sellAvg));
      }
    });
  });

  describe('the file', () => {
    it('refuses another extension, a file that is not what its name says, and two files at once', async () => {
      const good = await xlsx(mixed());
      const before = await written();
      const csv = await preview(pricing, [{ name: 'rates.csv', bytes: good }]);
      expect(csv.statusCode).toBe(400);
      expect(csv.json().message).toBe('Only .xls or .xlsx files can be uploaded');
      const fake = await preview(pricing, [
        { name: 'rates.xlsx', bytes: Buffer.from('Branch,Charge Code\nSHA,OFR\n') },
      ]);
      expect(fake.statusCode).toBe(400);
      const two = await commit(pricing, [
        { name: 'a.xlsx', bytes: good },
        { name: 'b.xlsx', bytes: good },
      ]);
      expect(two.statusCode).toBe(400);
      expect(two.json().message).toBe('Upload one file at a time');
      expect(await written()).toEqual(before);
    });

    it('refuses C3 that is neither Sell nor Cost, in both languages', async () => {
      const bytes = await xlsx(
        layout(target.shipment_no, 'Quote', [['SHA', 'OFR', 'container', null, 1, null, 'USD']]),
      );
      const en = await preview(pricing, [{ name: 'rates.xlsx', bytes }]);
      expect(en.statusCode).toBe(400);
      expect(en.json().message).toBe('Cell C3 must say Sell or Cost');
      const zh = await preview(pricing, [{ name: 'rates.xlsx', bytes }], 'zh_cn');
      expect(zh.json().message).toBe('C3 单元格必须填写 Sell 或 Cost');
    });

    it('refuses B2 that is empty, unknown, or a shipment outside the user’s branches, alike', async () => {
      const row = [['SHA', 'OFR', 'container', null, 1, null, 'USD']];
      const empty = await preview(pricing, [{ name: 'r.xlsx', bytes: await xlsx(layout(null, 'Sell', row)) }]);
      expect(empty.json().message).toBe('Cell B2 must hold the Shipment ID');
      const unknown = await preview(pricing, [
        { name: 'r.xlsx', bytes: await xlsx(layout('NOSUCH0001', 'Sell', row)) },
      ]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Cell B2: shipment NOSUCH0001 is not a shipment of your branches');
      const outside = await commit(pricing, [{ name: 'r.xlsx', bytes: await xlsx(layout(foreign, 'Cost', row)) }]);
      expect(outside.statusCode).toBe(400);
      expect(outside.json().message).toBe(`Cell B2: shipment ${foreign} is not a shipment of your branches`);
      // The administrator sees every branch: the same sheet is the foreign shipment's.
      const asAdmin = await preview(admin, [{ name: 'r.xlsx', bytes: await xlsx(layout(foreign, 'Cost', row)) }]);
      expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    });

    it('refuses a sheet without the Branch and Charge Code columns', async () => {
      const bytes = await xlsx(layout(target.shipment_no, 'Sell', [['OFR', 1, 'USD']], ['Code', 'Rate', 'Currency']));
      const res = await preview(pricing, [{ name: 'r.xlsx', bytes }]);
      expect(res.json().message).toBe(
        'No row with the column names Branch and Charge Code was found (row 5 of the template)',
      );
    });
  });

  describe('preview and commit', () => {
    it('previews every row with its errors in the user’s language and writes nothing', async () => {
      const before = await written();
      const res = await preview(pricing, [{ name: 'sell.xlsx', bytes: await xlsx(mixed()) }]);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        kind: 'sell',
        shipment: { shipmentNo: target.shipment_no, containers: 2 },
        counts: { read: 5, accepted: 3, refused: 2 },
        totals: { USD: '4345.0000', CNY: '2260.0000' },
      });
      expect(data.rows.map((r: { rowNo: number; accepted: boolean }) => [r.rowNo, r.accepted])).toEqual([
        [6, true],
        [7, false],
        [8, true],
        [10, false],
        [11, true],
      ]);
      expect(data.rows[1].errors.map((e: { message: string }) => e.message)).toEqual(['Branch: required']);
      expect(data.rows[3].errors.map((e: { message: string }) => e.message)).toEqual(['Charge Code: required']);
      expect(data.rows[0]).toMatchObject({ quantity: '2', rate: '2150.0000', amount: '4300.0000' });
      expect(data.rows[4]).toMatchObject({ branch: 'SHA', chargeCode: 'OTHC', unit: 'container', currency: 'CNY' });
      const zh = await preview(pricing, [{ name: 'sell.xlsx', bytes: await xlsx(mixed()) }], 'zh_cn');
      expect(zh.json().data.rows[1].errors[0].message).toBe('分公司: 必填');
      expect(await written()).toEqual(before);
    });

    it('commits the accepted rows as the shipment’s rates and logs the counts, from .xlsx and from .xls', async () => {
      const before = await written();
      const res = await commit(pricing, [{ name: 'sell.xlsx', bytes: await xlsx(mixed()) }]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(`Imported 3 rates into shipment ${target.shipment_no}; 2 rows left out`);
      const id = res.json().data.import.id as number;
      const log = (
        await t.database.query<{
          kind: string;
          rows_read: number;
          rows_accepted: number;
          rows_refused: number;
          user: string;
          size: number;
        }>(
          `SELECT i.kind, i.rows_read, i.rows_accepted, i.rows_refused, u.user_name AS user, length(i.content) AS size
             FROM pricing_rate_imports i JOIN users u ON u.id = i.user_id WHERE i.id = $1`,
          [id],
        )
      )[0];
      expect(log).toMatchObject({ kind: 'sell', rows_read: 5, rows_accepted: 3, rows_refused: 2, user: 'pricing' });
      expect(log?.size).toBeGreaterThan(0);
      const rates = await t.database.query<{
        charge_code: string;
        branch: string;
        quantity: string;
        amount: string;
        currency: string;
        shipment_id: number;
      }>(
        `SELECT r.charge_code, b.code AS branch, r.quantity::text AS quantity, r.amount::text AS amount, r.currency, r.shipment_id
           FROM pricing_shipment_rates r JOIN branches b ON b.id = r.branch_id WHERE r.import_id = $1 ORDER BY r.id`,
        [id],
      );
      expect(rates.map((r) => [r.charge_code, r.branch, r.quantity, r.amount, r.currency])).toEqual([
        ['OFR', 'SHA', '2.0000', '4300.0000', 'USD'],
        ['DOC', 'SHA', '1.0000', '45.0000', 'USD'],
        ['OTHC', 'SHA', '2.0000', '2260.0000', 'CNY'],
      ]);
      expect(rates.every((r) => r.shipment_id === target.id)).toBe(true);

      const cost = await commit(manager, [
        {
          name: 'cost.xls',
          bytes: xls(
            layout(target.shipment_no, 'Cost', [['SHA', 'OFR', 'container', null, 1850.5, null, 'USD', null]]),
          ),
        },
      ]);
      expect(cost.statusCode, cost.body).toBe(200);
      expect(cost.json().data.import).toMatchObject({ kind: 'cost', rowsRead: 1, rowsAccepted: 1, rowsRefused: 0 });
      expect(await written()).toEqual({ imports: before.imports + 2, rates: before.rates + 4 });

      // The log and the rates lists show them to the pricing desk.
      const list = await post(t, '/api/engine/shipmentRate/list', pricing, {
        view: 'importedRates',
        page: 1,
        limit: 10,
        f_shipmentNo: target.shipment_no,
        f_kind: 'cost',
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.rows.map((r: { amount: string }) => r.amount)).toContain('3701.0000');
      const logs = await post(t, '/api/engine/rateImport/list', pricing, {
        view: 'rateImportLog',
        page: 1,
        limit: 10,
        f_shipmentNo: target.shipment_no,
      });
      expect(logs.json().data.rows.length).toBeGreaterThanOrEqual(2);
    });

    it('refuses a sheet none of whose rows can be imported', async () => {
      const res = await commit(pricing, [
        {
          name: 'bad.xlsx',
          bytes: await xlsx(layout(target.shipment_no, 'Sell', [[null, 'OFR', 'container', null, 1, null, 'USD']])),
        },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('No row of this sheet can be imported');
    });

    it('writes all or nothing: a failure on the last row leaves no log and no rate', async () => {
      await t.database.exec(`
        CREATE FUNCTION test_refuse_seal() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.charge_code = 'SEAL' THEN RAISE EXCEPTION 'seal refused'; END IF;
          RETURN NEW;
        END $$;
        CREATE TRIGGER test_refuse_seal BEFORE INSERT ON pricing_shipment_rates
          FOR EACH ROW EXECUTE FUNCTION test_refuse_seal();`);
      try {
        const before = await written();
        const res = await commit(pricing, [
          {
            name: 'seal.xlsx',
            bytes: await xlsx(
              layout(target.shipment_no, 'Sell', [
                ['SHA', 'OFR', 'container', null, 2150, null, 'USD'],
                ['SHA', 'SEAL', 'container', null, 15, null, 'USD'],
              ]),
            ),
          },
        ]);
        expect(res.statusCode).toBe(500);
        expect(await written()).toEqual(before);
      } finally {
        await t.database.exec(
          'DROP TRIGGER test_refuse_seal ON pricing_shipment_rates; DROP FUNCTION test_refuse_seal();',
        );
      }
    });

    it('offers a template that imports as it is filled in', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/pricing/imports/template?kind=cost&shipmentNo=${target.shipment_no}&lang=zh_cn`,
        headers: { cookie: `tm_ss=${pricing.cookie}`, 'x-sid': pricing.sid },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      if (!sheet) throw new Error('no sheet');
      expect(sheet.getCell('B2').value).toBe(target.shipment_no);
      expect(sheet.getCell('C3').value).toBe('Cost');
      expect(sheet.getCell('A5').value).toBe('分公司');
      sheet.getRow(6).values = ['NGB', 'DTHC', 'shipment', null, 320, null, 'USD'];
      const filled = Buffer.from(await book.xlsx.writeBuffer());
      const checked = await preview(pricing, [{ name: '模板.xlsx', bytes: filled }]);
      expect(checked.statusCode, checked.body).toBe(200);
      expect(checked.json().data).toMatchObject({ kind: 'cost', counts: { read: 1, accepted: 1, refused: 0 } });
    });
  });

  describe('trends', () => {
    it('draws a lane’s weeks from the tariffs in force, and follows the tariffs when they change', async () => {
      // Three tariffs on a lane of its own: two sell rates overlapping one week, one cost rate.
      const tariff = async (no: string, kind: string, from: string, until: string, ofr: number) => {
        const id = (
          await t.database.query<{ id: number }>(
            `INSERT INTO pricing_tariffs (tariff_no, kind, mode, carrier_code, pol, pod, equipment, valid_from, valid_until,
                                          currency, branch_id)
             VALUES ($1, $2, 'sea', 'COSU', 'CNTAO', 'USSEA', '40HC', $3, $4, 'USD', (SELECT min(id) FROM branches))
             RETURNING id`,
            [no, kind, from, until],
          )
        )[0]?.id;
        await t.database.query(
          `INSERT INTO pricing_tariff_lines (tariff_id, charge_code, rate, unit, currency)
           VALUES ($1, 'OFR', $2, 'container', 'USD'), ($1, 'BAF', 190, 'container', 'USD')`,
          [id, ofr],
        );
        return id as number;
      };
      const a = await tariff('TFTEST01', 'sell', '2026-03-02', '2026-03-15', 2000);
      await tariff('TFTEST02', 'sell', '2026-03-09', '2026-03-22', 2300);
      await tariff('TFTEST03', 'cost', '2026-03-04', '2026-03-10', 1700.5);
      const weeks = async () =>
        (await post(t, '/api/pricing/trends/weeks', pricing, { pol: 'CNTAO', pod: 'USSEA', equipment: '40HC' })).json()
          .data.weeks;
      expect(await weeks()).toEqual([
        {
          weekStart: '2026-03-02',
          isoWeek: '2026-W10',
          sellMin: '2000.0000',
          sellAvg: '2000.0000',
          sellMax: '2000.0000',
          sellSamples: 1,
          costMin: '1700.5000',
          costAvg: '1700.5000',
          costMax: '1700.5000',
          costSamples: 1,
        },
        {
          weekStart: '2026-03-09',
          isoWeek: '2026-W11',
          sellMin: '2000.0000',
          sellAvg: '2150.0000',
          sellMax: '2300.0000',
          sellSamples: 2,
          costMin: '1700.5000',
          costAvg: '1700.5000',
          costMax: '1700.5000',
          costSamples: 1,
        },
        expect.objectContaining({
          weekStart: '2026-03-16',
          sellAvg: '2300.0000',
          sellSamples: 1,
          costSamples: 0,
          costAvg: null,
        }),
      ]);
      // A withdrawn tariff leaves the history; a changed freight line moves it.
      await t.database.query(`UPDATE pricing_tariffs SET status = 'withdrawn' WHERE tariff_no = 'TFTEST02'`);
      await t.database.query(
        `UPDATE pricing_tariff_lines SET rate = 2100 WHERE tariff_id = $1 AND charge_code = 'OFR'`,
        [a],
      );
      const after = await weeks();
      expect(after.map((w: { weekStart: string; sellAvg: string | null }) => [w.weekStart, w.sellAvg])).toEqual([
        ['2026-03-02', '2100.0000'],
        ['2026-03-09', '2100.0000'],
      ]);
    });
  });

  describe('permissions', () => {
    it('lets the pricing desk, managers and administrators in; operations and customers get a 403', async () => {
      const bytes = await xlsx(mixed());
      for (const s of [pricing, manager, admin]) {
        expect((await preview(s, [{ name: 'r.xlsx', bytes }])).statusCode).not.toBe(403);
        expect((await post(t, '/api/pricing/trends/lanes', s)).statusCode).toBe(200);
      }
      for (const s of [ops, customer]) {
        expect((await preview(s, [{ name: 'r.xlsx', bytes }])).statusCode).toBe(403);
        expect((await commit(s, [{ name: 'r.xlsx', bytes }])).statusCode).toBe(403);
        expect(
          (await post(t, '/api/pricing/trends/weeks', s, { pol: 'CNSHA', pod: 'USLAX', equipment: '40HC' })).statusCode,
        ).toBe(403);
        const template = await t.app.inject({
          method: 'GET',
          url: '/api/pricing/imports/template',
          headers: { cookie: `tm_ss=${s.cookie}`, 'x-sid': s.sid },
        });
        expect(template.statusCode).toBe(403);
        const list = await post(t, '/api/engine/shipmentRate/list', s, { view: 'importedRates', page: 1, limit: 10 });
        expect(list.statusCode).toBe(403);
      }
    });
  });
});
