import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../apps/server/src/modules/ops/documents/pdf-text';
import { launch, strictPage } from './support/browser';
import { dialog, poll, signIn } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Answer<T> = { result: string; message: string; data: T };
type Row = Record<string, string | number | null> & { id: number };

/** An engine list with the session `sid`, answering its rows. */
const rows = async (page: Page, sid: string, resource: string, form: Record<string, string | number>) => {
  const res = await page.request.post(`/api/engine/${resource}/list`, {
    form: { page: 1, limit: 50, ...form, lang: 'en_us', __sid: sid },
  });
  const body = (await res.json()) as Answer<{ rows: Row[] }>;
  expect(body.result, `${resource}: ${JSON.stringify(body)}`).toBe('true');
  return body.data.rows;
};

describe('invoices', () => {
  it('finance issues an invoice from reviewed charges and prints it; the customer finds it in its portal', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const reader = await strictPage(browser, 'en-US');
    const customerSid = await signIn(reader.page, 'customer');
    const own = await rows(reader.page, customerSid, 'invoice', { view: 'taxInvoice' });
    const companyId = own[0]?.companyId;
    expect(companyId).toBeGreaterThan(0);

    // Finance finds the customer's reviewed charges that no invoice holds yet.
    const financeSid = await signIn(page, 'finance');
    const waiting = await rows(page, financeSid, 'uninvoicedLine', {
      view: 'Uninvoiced',
      f_companyId: Number(companyId),
    });
    const line = waiting[0];
    if (!line) throw new Error('the demo data has no uninvoiced charges of the customer in the Shanghai offices');
    const shipmentNo = String(line.shipmentNo);

    await page.goto(`/dashboard/Uninvoiced?f_shipmentNo=${shipmentNo}`);
    const row = page.locator('#main .eng-results tbody tr.ant-table-row').first();
    await poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: 'Issue invoice' }).click();
    const issue = dialog(page, 'Issue an invoice');
    await poll(() => issue.count()).toBe(1);
    await issue.getByRole('button', { name: 'Issue invoice' }).click();
    await poll(() => issue.count()).toBe(0);
    // Issued: the shipment's charges for the customer have left the uninvoiced list.
    await poll(async () =>
      (await rows(page, financeSid, 'uninvoicedLine', { view: 'Uninvoiced', f_shipmentNo: shipmentNo })).filter(
        (r) => r.companyId === companyId,
      ),
    ).toEqual([]);
    const issued = await rows(page, financeSid, 'invoice', { view: 'taxInvoice', f_shipmentNo: shipmentNo });
    const invoice = issued.find((r) => r.companyId === companyId);
    if (!invoice) throw new Error(`no invoice for ${shipmentNo}`);
    const invoiceNo = String(invoice.invoiceNo);
    expect(invoiceNo).toMatch(/^[A-Z]{3}-INV-\d{4}-\d{6}$/);
    expect(invoice.paymentState).toBe('unpaid');

    // The invoice list offers its PDF, which prints the number and the shipment.
    await page.goto(`/dashboard/taxInvoice?f_invoiceNo=${invoiceNo}`);
    const listed = page.locator('#main .eng-results tbody tr.ant-table-row', { hasText: invoiceNo });
    await poll(() => listed.count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      listed.getByTestId(`pdf-${invoiceNo}`).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${invoiceNo}.pdf`);
    const pdf = await pdfText(new Uint8Array(await readFile(await download.path())));
    expect(pdf.text).toContain('Tax invoice');
    expect(pdf.text).toContain(invoiceNo);
    expect(pdf.text).toContain(shipmentNo);

    // The customer sees it among its own invoices, unpaid, and downloads it too.
    await reader.page.goto(`/dashboard/taxInvoice?f_invoiceNo=${invoiceNo}`);
    const mine = reader.page.locator('#main .eng-results tbody tr.ant-table-row', { hasText: invoiceNo });
    await poll(() => mine.count()).toBe(1);
    await poll(() => mine.textContent()).toContain('Unpaid');
    expect(await mine.getByRole('button', { name: 'Record payment' }).count()).toBe(0);
    const [own2] = await Promise.all([
      reader.page.waitForEvent('download'),
      mine.getByTestId(`pdf-${invoiceNo}`).click(),
    ]);
    expect((await pdfText(new Uint8Array(await readFile(await own2.path())))).text).toContain(invoiceNo);
    expect(errors).toEqual([]);
    expect(reader.errors).toEqual([]);
  }, 180_000);
});
