import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../apps/server/src/modules/ops/documents/pdf-text';
import { launch, strictPage } from './support/browser';
import { pathOf, poll, runConfirmedAction, signIn } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Answer<T> = { result: string; message: string; data: T };
type Quotation = {
  id: number;
  companyId: number;
  quotationNo: string;
  status: string;
  tariffId: number | null;
  total: string | null;
  confirmedByName: string | null;
};

/** An engine call with the session `sid`, answering its data. */
const engine = async <T>(page: Page, sid: string, path: string, form: Record<string, string | number>) => {
  const res = await page.request.post(`/api/engine/${path}`, { form: { ...form, lang: 'en_us', __sid: sid } });
  const body = (await res.json()) as Answer<T>;
  expect(body.result, `${path}: ${JSON.stringify(body)}`).toBe('true');
  return body.data;
};

/** The state the record's header shows. */
const stateOf = (page: Page) => page.locator('#main .eng-detail-noun').textContent();

describe('quotations', () => {
  it('sales fills a quotation from a tariff, quotes it and prints it; the customer confirms it', async () => {
    // Each user in a browser of its own, as sales and its customer are.
    const { page, errors } = await strictPage(browser, 'en-US');
    const reader = await strictPage(browser, 'en-US');
    // The demo customer's company, as its own quotations name it.
    const readerSid = await signIn(reader.page, 'customer');
    const own = await engine<{ rows: Quotation[] }>(reader.page, readerSid, 'quotation/list', {
      view: 'quotation',
      page: 1,
      limit: 10,
    });
    const companyId = own.rows[0]?.companyId;
    expect(companyId).toBeGreaterThan(0);

    // Sales keys the draft: Shanghai to Los Angeles, two 40' high cubes, valid for a month.
    const salesSid = await signIn(page, 'sales');
    const today = new Date();
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const draft = await engine<{ id: number }>(page, salesSid, 'quotation/create', {
      view: 'quotation',
      companyId: Number(companyId),
      product: 'fcl',
      fromCode: 'CNSHA',
      toCode: 'USLAX',
      equipment: '40HC',
      containers: 2,
      validFrom: day(today),
      validUntil: day(new Date(today.getTime() + 30 * 86_400_000)),
    });
    const get = () => engine<Quotation>(page, salesSid, 'quotation/get', { view: 'quotation', id: draft.id });
    const { quotationNo } = await get();
    expect(quotationNo).toMatch(/^QT\d{8}$/);

    // On the desk's list, the draft offers "Fill from tariff": the lane's sell tariffs of the day.
    await page.goto(`/dashboard/quotation?f_quotationNo=${quotationNo}`);
    const row = page.locator('#main .eng-results tbody tr.ant-table-row', { hasText: quotationNo });
    await poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Fill from tariff' }).click();
    const picker = page.getByRole('dialog').filter({ hasText: 'Sell tariffs valid on' });
    const offered = picker.locator('tbody tr.ant-table-row');
    await poll(() => offered.count()).toBeGreaterThan(0);
    await offered.first().getByRole('button', { name: 'Fill', exact: true }).click();
    await poll(() => picker.count()).toBe(0);
    const filled = await get();
    expect(filled.tariffId).not.toBeNull();
    expect(Number(filled.total)).toBeGreaterThan(0);

    // Its detail lists the lines; quoting it makes it the customer's to read.
    await row.locator('a.eng-title-link').click();
    await poll(() => pathOf(page)).toBe(`/dashboard/quotation/${draft.id}`);
    const lines = page.locator('#main .eng-relation[data-relation="lines"]');
    await poll(() => lines.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await poll(() => lines.textContent()).toContain('OFR');
    await runConfirmedAction(page, 'Quote');
    await poll(async () => (await get()).status).toBe('quoted');
    await poll(() => stateOf(page)).toContain('Quoted');

    // The quotation prints as a PDF that names it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('#main .pt-page-actions').getByRole('button', { name: 'Quotation (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await pdfText(new Uint8Array(await readFile(await download.path())));
    expect(pdf.text).toContain(quotationNo);

    // The customer finds it among its quotations and confirms it.
    await reader.page.goto(`/dashboard/quotation/${draft.id}`);
    await poll(() => reader.page.locator('#main').textContent()).toContain(quotationNo);
    await poll(() => stateOf(reader.page)).toContain('Quoted');
    await runConfirmedAction(reader.page, 'Confirm');
    await poll(() => stateOf(reader.page)).toContain('Confirmed');
    const confirmed = await get();
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmedByName).toBe('Jordan Lee');
    // Read only once confirmed: no more actions on it for the customer.
    expect(
      await reader.page.locator('#main .pt-page-actions').getByRole('button', { name: 'Confirm', exact: true }).count(),
    ).toBe(0);
    // The desk sees it confirmed too.
    await page.reload();
    await poll(() => stateOf(page)).toContain('Confirmed');
    expect(errors).toEqual([]);
    expect(reader.errors).toEqual([]);
  }, 150_000);
});
