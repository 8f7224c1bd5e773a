import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, strictPage } from './support/browser';
import { poll, signIn } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Container of the demo Ningbo → New York shipment (README "Try tracking"), in ops's branch. */
const NINGBO_CONTAINER = 'MEDU4188178';

/** Shanghai wall time some hours ago, written as the template asks. */
const shanghai = (hoursAgo: number): string =>
  `${new Date(Date.now() - hoursAgo * 3600_000 + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')}+08:00`;

const workbook = async (rows: (string | null)[][]): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Events');
  sheet.addRow(['Container No', 'Event Code', 'Status', 'Location', 'Event Time', 'Remarks']);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
};

/** The upload screen as a page object. */
const uploadScreen = (page: Page) => ({
  heading: page.locator('#main h1').first(),
  fileInput: page.locator('#main .upload-send input[type=file]'),
  send: page.locator('#main .upload-actions').getByRole('button', { name: 'Upload' }),
  report: page.locator('#main .upload-report'),
  reportRow: (rowNo: number) =>
    page
      .locator('#main .upload-rows tr.ant-table-row')
      .filter({ has: page.locator(`td:first-child:text-is("${rowNo}")`) }),
  history: page.locator('#main .upload-history'),
  toast: page.locator('.ant-message'),
});

describe('container event upload', () => {
  it('refuses other files in the browser, then uploads a sheet and shows each row with its errors', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const screen = uploadScreen(page);
    await signIn(page, 'ops');
    await page.goto('/dashboard/uploadContainerTracking');
    await poll(() => screen.heading.textContent()).toBe('Upload container events');
    await expect(page.locator('#main .upload-guide').textContent()).resolves.toContain('Container No');

    await screen.fileInput.setInputFiles({
      name: 'events.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n'),
    });
    await poll(() => screen.toast.textContent()).toContain('Only .xls or .xlsx files can be uploaded');
    expect(await screen.send.isDisabled()).toBe(true);

    const fileName = `events-${Date.now()}.xlsx`;
    await screen.fileInput.setInputFiles({
      name: fileName,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await workbook([
        [NINGBO_CONTAINER, 'GATE_IN', null, 'CNNGB', shanghai(6), 'checked at the terminal gate'],
        ['MSCU1234560', 'LOADED', null, 'CNNGB', shanghai(5), null],
      ]),
    });
    await poll(() => screen.send.isEnabled()).toBe(true);
    await screen.send.click();

    await poll(() => screen.report.isVisible()).toBe(true);
    await poll(() => screen.reportRow(2).textContent()).toContain(NINGBO_CONTAINER);
    expect(await screen.reportRow(2).textContent()).toContain('Imported');
    expect(await screen.reportRow(2).textContent()).toContain('No errors');
    const bad = await screen.reportRow(3).textContent();
    expect(bad).toContain('MSCU1234560');
    expect(bad).toContain('Not imported');
    expect(bad).toContain('Container No: Container number check digit is wrong (ISO 6346)');
    const summary = await screen.report.locator('.upload-report-summary').textContent();
    expect(summary).toContain('Done');
    expect(summary).toContain('Imported');
    expect(summary).toContain('2 rows: 1 imported, 1 not imported');

    // The upload is listed with its file; its report can be shown again.
    const listed = screen.history.locator('tr.ant-table-row').filter({ hasText: fileName });
    await poll(() => listed.count()).toBe(1);
    await page.reload();
    await poll(() => listed.count()).toBe(1);
    expect(await screen.report.count()).toBe(0);
    await listed.getByRole('button', { name: 'Show report' }).click();
    await poll(() => screen.reportRow(3).textContent()).toContain('Container number check digit is wrong');

    const download = page.waitForEvent('download');
    await listed.getByRole('button', { name: fileName }).click();
    expect((await download).suggestedFilename()).toBe(fileName);

    // React 419 is the page shell's hydration falling back to client rendering on a full load, not this screen.
    expect(errors.filter((e) => !e.includes('React error #419'))).toEqual([]);
  });
});
