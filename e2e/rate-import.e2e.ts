import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from './support/antd';
import { launch, strictPage } from './support/browser';
import { heading, poll, signIn } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Cell = string | number | null;

/** A rate sheet as the template lays it out: B2 the shipment, C3 Sell or Cost, the columns in row 5. */
const rateSheet = async (shipmentNo: string, kind: string, rows: Cell[][]): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Rates');
  sheet.getCell('A2').value = 'Shipment ID';
  sheet.getCell('B2').value = shipmentNo;
  sheet.getCell('B3').value = 'Sell or Cost';
  sheet.getCell('C3').value = kind;
  sheet.getRow(5).values = ['Branch', 'Charge Code', 'Unit', 'Quantity', 'Rate', 'Minimum', 'Currency', 'Remarks'];
  rows.forEach((r, i) => {
    sheet.getRow(6 + i).values = r;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
};

/** A shipment of the pricing desk's branches: the one its latest demo import priced. */
const demoShipment = async (page: Page, sid: string): Promise<string> => {
  const res = await page.request.post('/api/engine/rateImport/list', {
    form: { __sid: sid, lang: 'en_us', view: 'rateImportLog', page: 1, limit: 10 },
  });
  const rows = ((await res.json()) as { data: { rows: { shipmentNo: string }[] } }).data.rows;
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]?.shipmentNo as string;
};

const importScreen = (page: Page) => ({
  fileInput: page.locator('#main .rate-send input[type=file]'),
  preview: page.locator('#main .rate-preview'),
  row: (rowNo: number) =>
    page
      .locator('#main .rate-preview-rows tr.ant-table-row')
      .filter({ has: page.locator(`td:first-child:text-is("${rowNo}")`) }),
  commit: page.locator('#main .rate-actions').getByRole('button', { name: /^Import \d+ rates/ }),
  toast: page.locator('.ant-message'),
});

describe('rate-sheet import', () => {
  it('previews a sheet with a bad row, imports the fixed sheet and finds the rates in the list', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const sid = await signIn(page, 'pricing');
    const shipmentNo = await demoShipment(page, sid);
    const screen = importScreen(page);
    await page.goto('/dashboard/rateSheetImport');
    await poll(() => heading(page).textContent()).toBe('Rate-sheet import');
    await expect(page.locator('#main .rate-guide').textContent()).resolves.toContain('Charge Code');

    const remark = `Quoted on the phone ${Date.now()}`;
    const good: Cell[][] = [
      ['SHA', 'OFR', 'container', 1, 2150, null, 'USD', remark],
      ['SHA', 'DOC', 'shipment', null, 45, null, 'USD', null],
    ];
    await screen.fileInput.setInputFiles({
      name: 'sell-rates.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await rateSheet(shipmentNo, 'Sell', [...good, [null, 'BAF', 'container', 1, 190, null, 'USD', null]]),
    });
    await poll(() => screen.preview.isVisible()).toBe(true);
    await poll(() => screen.row(8).textContent()).toContain('Branch: required');
    expect(await screen.row(8).textContent()).toContain('Refused');
    expect(await screen.row(6).textContent()).toContain('Accepted');
    expect(await screen.preview.textContent()).toContain(
      `Sell rates for shipment ${shipmentNo}: 3 rows read, 2 accepted, 1 refused`,
    );
    expect(await screen.commit.textContent()).toBe('Import 2 rates, leave out 1 refused rows');

    // The sheet is fixed and checked again: every row passes, and the rates are imported.
    await screen.fileInput.setInputFiles({
      name: 'sell-rates-fixed.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await rateSheet(shipmentNo, 'Sell', [...good, ['SHA', 'BAF', 'container', 1, 190, null, 'USD', null]]),
    });
    await poll(() => screen.commit.textContent()).toBe('Import 3 rates');
    expect(await screen.row(8).textContent()).toContain('Accepted');
    await screen.commit.click();
    await poll(() => screen.toast.textContent()).toContain(
      `Imported 3 rates into shipment ${shipmentNo}; 0 rows left out`,
    );
    await poll(() => page.locator('#main .rate-recent').textContent()).toContain('sell-rates-fixed.xlsx');

    await page.goto('/dashboard/importedRates');
    await poll(() => heading(page).textContent()).toBe('Shipment sell and cost rates');
    const imported = page.locator('#main tr.ant-table-row').filter({ hasText: remark });
    await poll(() => imported.count()).toBe(1);
    expect(await imported.textContent()).toContain(shipmentNo);
    expect(await imported.textContent()).toContain('2,150.00');

    expect(errors.filter((e) => !e.includes('React error #419'))).toEqual([]);
  });

  it('draws the rate trend of a demo lane with its band and weeks', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await signIn(page, 'pricing');
    await page.goto('/dashboard/rateTrend');
    await poll(() => heading(page).textContent()).toBe('Rate trends');
    await chooseOption(page, page.locator('#main .rate-trend-tools .ant-select').first(), 'CNSHA → USLAX');
    await poll(() => page.locator('#main [role=img] canvas').count()).toBeGreaterThan(0);
    await poll(() => page.locator('#main tr.ant-table-row').count()).toBeGreaterThan(5);
    expect(await page.locator('#main .rate-trend-tools').textContent()).toMatch(/\d+ weeks/);
    expect(await page.locator('#main .rate-trend-summary').textContent()).toContain('Sell average');
    expect(errors.filter((e) => !e.includes('React error #419'))).toEqual([]);
  });
});
