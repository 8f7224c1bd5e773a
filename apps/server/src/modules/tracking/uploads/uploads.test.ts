import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, post, type Session, signIn, uploadFiles } from '../../../../test/session-helpers';

type Target = { container_no: string; shipment_id: number; company_id: number; eta: Date };

const HEADER = ['Container No', 'Event Code', 'Status', 'Location', 'Event Time', 'Time Zone', 'ETA', 'Remarks'];

const xlsx = async (rows: (string | null)[][]): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Events');
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
};

const xls = (rows: (string | null)[][]): Buffer => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'Events');
  return XLSX.write(book, { bookType: 'xls', type: 'buffer' }) as Buffer;
};

/** One clock for the whole file, so the same row written twice is the same event. */
const NOW = Date.now();

/** A local time in Shanghai, hours from now, as the template writes it. */
const local = (hoursFromNow: number, base = NOW): string => {
  const at = new Date(base + hoursFromNow * 3600_000 + 8 * 3600_000);
  return `${at.toISOString().slice(0, 19).replace('T', ' ')}+08:00`;
};

describe.each(ENGINES)('container event uploads on %s', (engine) => {
  let t: TestApp;
  let ops: Session;
  let admin: Session;
  let csr: Session;
  let target: Target;
  let outside: string;

  const upload = (s: Session, files: { name: string; bytes: Buffer }[], lang = 'en_us') =>
    uploadFiles(t, '/api/tracking/uploads/containerEvents', s, files, lang);
  const engineList = (s: Session, resource: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/list`, s, { page: 1, limit: 50, ...fields });
  const count = async (sql: string, params: unknown[] = []) =>
    (await t.database.query<{ n: number }>(sql, params))[0]?.n ?? 0;

  beforeAll(async () => {
    t = await testApp(engine);
    // The counts below start from no uploads and no ETA alerts: the demo's own are set aside.
    await t.database.exec(
      `DELETE FROM tracking_upload_rows; DELETE FROM tracking_uploads; DELETE FROM eta_notifications;
       DELETE FROM eta_rules; UPDATE tracking_events SET source = 'TERMINAL' WHERE source = 'upload'`,
    );
    ops = await signIn(t, 'ops');
    admin = await signIn(t, 'admin');
    csr = await signIn(t, 'csr');
    const rows = await t.database.query<Target>(
      `SELECT c.container_no, s.id AS shipment_id, s.company_id, s.eta
         FROM containers c JOIN shipments s ON s.id = c.shipment_id JOIN branches b ON b.id = s.branch_id
        WHERE b.code = 'NGB' AND s.mode = 'FCL'
        ORDER BY s.etd DESC, c.id LIMIT 1`,
    );
    target = rows[0] as Target;
    outside = (
      await t.database.query<{ container_no: string }>(
        `SELECT c.container_no FROM containers c JOIN shipments s ON s.id = c.shipment_id JOIN branches b ON b.id = s.branch_id
          WHERE b.code <> 'NGB' AND c.container_no NOT IN (
            SELECT c2.container_no FROM containers c2 JOIN shipments s2 ON s2.id = c2.shipment_id
              JOIN branches b2 ON b2.id = s2.branch_id WHERE b2.code = 'NGB')
          LIMIT 1`,
      )
    )[0]?.container_no as string;
    const rule = await post(t, '/api/engine/etaRule/create', admin, {
      view: 'etaSetting',
      companyId: target.company_id,
      thresholdHours: 24,
      recipients: 'ops.desk@example.com, planner@example.com',
    });
    expect(rule.json().result, rule.body).toBe('true');
  });
  afterAll(async () => {
    await t.close();
  });

  it('checks every row, reports each error in the user language and imports the valid rows', async () => {
    const newEta = new Date(new Date(target.eta).getTime() + 48 * 3600_000);
    const etaText = local(0, newEta.getTime());
    const res = await upload(ops, [
      {
        name: 'events.xlsx',
        bytes: await xlsx([
          [target.container_no, 'GATE_IN', null, 'CNNGB', local(-5), null, etaText, 'gate in at terminal'],
          ['MSCU1234560', 'GATE_IN', null, 'CNNGB', local(-5), null, null, null],
          [target.container_no, 'TELEPORTED', null, 'CNNGB', local(-4), null, null, null],
          [target.container_no, 'LOADED', null, 'XXZZZ', local(-4), null, null, null],
          [target.container_no, 'LOADED', '12', 'CNNGB', '2026-02-30 10:00:00', null, null, null],
          [outside, 'LOADED', null, 'CNNGB', local(-3), null, null, null],
          [target.container_no, 'GATE_IN', null, 'CNNGB', local(-5), null, null, null],
        ]),
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { upload: summary, rows } = res.json().data;
    expect(summary).toMatchObject({ uploadState: 'done', importState: 'imported', totalRows: 7, importedRows: 1 });
    const errorsOf = (rowNo: number) =>
      rows.find((r: { rowNo: number }) => r.rowNo === rowNo).errors.map((e: { message: string }) => e.message);
    expect(rows[0]).toMatchObject({ rowNo: 2, importState: 'imported', errors: [] });
    expect(errorsOf(3)).toEqual(['Container No: Container number check digit is wrong (ISO 6346)']);
    expect(errorsOf(4)).toEqual(['Event Code: Unknown event code']);
    expect(errorsOf(5)).toEqual(['Location: Unknown UN/LOCODE']);
    expect(errorsOf(6)).toEqual([
      'Status: Status must be a tracking status code (0-7 or 10)',
      'Event Time: Event time must be a date and time like 2026-11-20 08:30:00+08:00',
    ]);
    expect(errorsOf(7)).toEqual(['Container No: No container with this number in your shipments']);
    expect(errorsOf(8)).toEqual(['Event Code: The same event appears earlier in this file']);

    expect(await count(`SELECT count(*)::int AS n FROM tracking_events WHERE source = 'upload'`)).toBe(1);
    const eta = (
      await t.database.query<{ eta: Date }>('SELECT eta FROM shipments WHERE id = $1', [target.shipment_id])
    )[0];
    expect(new Date(eta?.eta as Date).getTime()).toBe(Math.floor(newEta.getTime() / 1000) * 1000);
    expect(
      await count('SELECT count(*)::int AS n FROM eta_notifications WHERE shipment_id = $1', [target.shipment_id]),
    ).toBe(1);
    const mails = await t.database.query<{ to_address: string; subject: string }>(
      `SELECT to_address, subject FROM mail_outbox WHERE purpose = 'eta_notification' ORDER BY to_address`,
    );
    expect(mails.map((m) => m.to_address)).toEqual(['ops.desk@example.com', 'planner@example.com']);

    const zh = await post(t, '/api/tracking/uploads/report', ops, { id: summary.id, lang: 'zh_cn' });
    expect(zh.json().data.rows[1].errors[0].message).toBe('柜号: 柜号校验位错误（ISO 6346）');
  });

  it('notifies once per change: not again for the same events, not for a small move', async () => {
    const current = (
      await t.database.query<{ eta: Date }>('SELECT eta FROM shipments WHERE id = $1', [target.shipment_id])
    )[0]?.eta as Date;
    const rows: (string | null)[][] = [
      [target.container_no, 'GATE_IN', null, 'CNNGB', local(-5), null, local(0, new Date(current).getTime()), null],
    ];
    const again = await upload(ops, [{ name: 'again.xlsx', bytes: await xlsx(rows) }]);
    expect(again.json().data.upload).toMatchObject({ importState: 'done', importedRows: 1 });
    const small = await upload(ops, [
      {
        name: 'small.xlsx',
        bytes: await xlsx([
          [target.container_no, 'LOADED', null, 'CNNGB', local(-2), null, local(3, new Date(current).getTime()), null],
        ]),
      },
    ]);
    expect(small.json().data.upload.importState).toBe('done');
    expect(await count(`SELECT count(*)::int AS n FROM tracking_events WHERE source = 'upload'`)).toBe(2);
    expect(await count('SELECT count(*)::int AS n FROM eta_notifications')).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM mail_outbox WHERE purpose = 'eta_notification'`)).toBe(2);
  });

  it('reads .xls files too', async () => {
    const res = await upload(ops, [
      {
        name: 'legacy.xls',
        bytes: xls([[target.container_no, 'DEPARTED', '1', 'CNNGB', local(-1), null, null, null]]),
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.upload).toMatchObject({ uploadState: 'done', importState: 'done', importedRows: 1 });
    expect(
      await count(`SELECT count(*)::int AS n FROM tracking_events WHERE source = 'upload' AND code = 'DEPARTED'`),
    ).toBe(1);
  });

  it('keeps the values an error names, so a stored error reads in full later', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Events').addRow(['Container No', 'Remarks']);
    const res = await upload(ops, [{ name: 'wrong-header.xlsx', bytes: Buffer.from(await book.xlsx.writeBuffer()) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Event Code');
    const id =
      (
        await t.database.query<{ id: number }>(
          "SELECT id FROM tracking_uploads WHERE file_name = 'wrong-header.xlsx' ORDER BY id DESC LIMIT 1",
        )
      )[0]?.id ?? 0;
    for (const lang of ['en_us', 'zh_cn']) {
      const report = await post(t, '/api/tracking/uploads/report', ops, { id, lang });
      const message = report.json().data.upload.message as string;
      expect(message, lang).not.toMatch(/[{}]/);
      expect(message, lang).toContain('Event Code');
    }
  });

  it('refuses other file types by extension and by content, and more than one file', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    const asPdf = await upload(ops, [{ name: 'events.pdf', bytes: pdf }]);
    expect(asPdf.statusCode).toBe(400);
    expect(asPdf.json().message).toBe('Only .xls or .xlsx files can be uploaded');
    const renamed = await upload(ops, [{ name: 'events.xlsx', bytes: pdf }], 'zh_cn');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('只能上传 .xls 或 .xlsx 文件');
    const file = await xlsx([[target.container_no, 'GATE_IN', null, 'CNNGB', local(-5), null, null, null]]);
    const two = await upload(ops, [
      { name: 'a.xlsx', bytes: file },
      { name: 'b.xlsx', bytes: file },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Upload one file at a time');
    const broken = await upload(ops, [{ name: 'broken.xlsx', bytes: Buffer.concat([file.subarray(0, 40)]) }]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The file could not be read as a spreadsheet');
    expect(
      await count(
        `SELECT count(*)::int AS n FROM tracking_uploads WHERE upload_state = 'error' AND file_name = 'broken.xlsx'`,
      ),
    ).toBe(1);
  });

  it('answers an upload cut off before its closing boundary with a 400 naming the file', async () => {
    const boundary = '----tidemark-test-boundary';
    const file = await xlsx([[target.container_no, 'GATE_IN', null, 'CNNGB', local(-5), null, null, null]]);
    const cut = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.subarray(0, 200),
    ]);
    for (const payload of [
      cut,
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n`),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tracking/uploads/containerEvents?lang=en_us',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          cookie: `tm_ss=${ops.cookie}`,
          'x-sid': ops.sid,
        },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'The file did not arrive in full; upload it again',
        errors: { file: 'The file did not arrive in full; upload it again' },
      });
    }
    expect(await count(`SELECT count(*)::int AS n FROM tracking_uploads WHERE file_name = 'cut.xlsx'`)).toBe(0);
  });

  it('refuses a file name holding a NUL character as invalid, like any other field', async () => {
    const file = await xlsx([[target.container_no, 'GATE_IN', null, 'CNNGB', local(-5), null, null, null]]);
    const res = await upload(ops, [{ name: 'events\u0000.xlsx', bytes: file }]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { file: 'The value is not valid' } });
  });

  it('keeps the file, downloadable again within scope', async () => {
    const bytes = await xlsx([[target.container_no, 'GATE_IN', null, 'CNNGB', local(-5), null, null, null]]);
    const id = (await upload(ops, [{ name: 'kept.xlsx', bytes }])).json().data.upload.id;
    const get = (s: Session) =>
      t.app.inject({
        method: 'GET',
        url: `/api/tracking/uploads/file?id=${id}`,
        headers: { cookie: `tm_ss=${s.cookie}`, 'x-sid': s.sid },
      });
    const res = await get(ops);
    expect(res.statusCode).toBe(200);
    expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);
    expect(res.headers['content-disposition']).toContain('kept.xlsx');
    expect((await get(csr)).statusCode).toBe(404);
    const list = await engineList(ops, 'trackingUpload', { view: 'dwEventFile', f_fileName: 'kept' });
    expect(list.json().data.rows).toHaveLength(1);
    expect((await engineList(csr, 'trackingUpload', { view: 'dwEventFile' })).json().data.rows).toHaveLength(0);
  });

  it('lists events, nodes and rows through the engine in the user scope', async () => {
    const events = await engineList(ops, 'containerEvent', {
      view: 'dwContainerEvent',
      f_containerNo: target.container_no,
      f_source: 'upload',
    });
    expect(events.json().data.rows.length).toBe(3);
    const nodes = await engineList(ops, 'trackingNode', { view: 'dwTrackingNode', f_containerNo: target.container_no });
    expect(nodes.json().data.rows.length).toBeGreaterThan(0);
    const failed = await engineList(ops, 'trackingUploadRow', {
      view: 'trackingNodeFileData',
      f_importState: 'not_imported',
    });
    expect(failed.json().data.rows.length).toBe(6);
    const csrEvents = await engineList(csr, 'containerEvent', { view: 'dwContainerEvent', f_source: 'upload' });
    expect(csrEvents.json().data.rows).toHaveLength(0);
    const notes = await engineList(ops, 'etaNotification', { view: 'etanotification' });
    expect(notes.json().data.rows[0]).toMatchObject({ deltaHours: '48.0' });
  });
});
