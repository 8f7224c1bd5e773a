import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../test/harness';
import { type Fields, post, type Session, signIn } from '../../test/session-helpers';

/** An exported sheet's rows (values) and the number format of each cell. */
const sheetOf = async (payload: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: { values: unknown[]; formats: string[] }[] = [];
  sheet.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push({ values, formats: values.map((_, i) => row.getCell(i + 1).numFmt ?? '') });
  });
  return rows;
};

/** The wall clock of a moment at a fixed offset, as Excel holds it (a zone-less date). */
const wall = (at: Date, offsetHours: number) => new Date(at.getTime() + offsetHours * 3600_000).toISOString();

describe.each(ENGINES)('times in exported .xlsx files on %s', (engine) => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await testApp(engine);
    admin = await signIn(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const exportOf = async (resource: string, fields: Fields) => {
    const res = await post(t, `/api/engine/${resource}/export`, admin, fields);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return sheetOf(res.rawPayload);
  };
  const uploads = () =>
    t.database.query<{ file_name: string; created_at: Date }>(
      'SELECT file_name, created_at FROM tracking_uploads ORDER BY created_at DESC, id DESC',
    );

  it("writes a moment on the user's clock (their branch's zone), the offset named as on screen", async () => {
    const expected = await uploads();
    const rows = await exportOf('trackingUpload', { view: 'dwEventFile', columns: ['fileName', 'createdAt'] });
    const line = rows.find((r) => r.values[0] === expected[0]?.file_name);
    if (!line || !expected[0]) throw new Error('no demo upload exported');
    expect((line.values[1] as Date).toISOString()).toBe(wall(expected[0].created_at, 8));
    expect(line.formats[1]).toBe('dd/mm/yyyy hh:mm "(UTC+08:00)"');

    const zh = await exportOf('trackingUpload', {
      view: 'dwEventFile',
      columns: ['fileName', 'createdAt'],
      lang: 'zh_cn',
    });
    expect(zh[1]?.formats[1]).toBe('yyyy/mm/dd hh:mm "(UTC+08:00)"');
  });

  it('follows the zone the user chose, and keeps a port event on the port clock', async () => {
    const chosen = await post(t, '/account/timeZone', admin, { timeZone: '-05:00' });
    expect(chosen.json().result, chosen.body).toBe('true');
    const expected = await uploads();
    const rows = await exportOf('trackingUpload', { view: 'dwEventFile', columns: ['fileName', 'createdAt'] });
    const line = rows.find((r) => r.values[0] === expected[0]?.file_name);
    if (!line || !expected[0]) throw new Error('no demo upload exported');
    expect((line.values[1] as Date).toISOString()).toBe(wall(expected[0].created_at, -5));
    expect(line.formats[1]).toBe('dd/mm/yyyy hh:mm "(UTC-05:00)"');

    // Uploaded events happened at Chinese ports: their times stay on the port's clock, marked local.
    const event = (
      await t.database.query<{ container_no: string; occurred_at: Date }>(
        `SELECT c.container_no, e.occurred_at FROM tracking_events e JOIN containers c ON c.id = e.container_id
          WHERE e.source = 'upload' AND e.location IN ('CNNGB', 'CNSHA') ORDER BY e.id LIMIT 1`,
      )
    )[0];
    if (!event) throw new Error('no uploaded event at a Chinese port');
    const events = await exportOf('containerEvent', {
      view: 'dwContainerEvent',
      columns: ['containerNo', 'occurredAt'],
      f_containerNo: event.container_no,
      f_source: 'upload',
    });
    const row = events.find((r) => (r.values[1] as Date | undefined)?.toISOString?.() === wall(event.occurred_at, 8));
    if (!row) throw new Error('the uploaded event is not in the export');
    expect(row.formats[1]).toBe('dd/mm/yyyy hh:mm "(UTC+08:00 local)"');
  });
});
