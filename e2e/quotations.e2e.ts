import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../apps/server/src/modules/ops/documents/pdf-text';
import { chooseOption } from './support/antd';
import { baseUrl, launch, strictPage } from './support/browser';
import { apiSession, pathOf, poll, runConfirmedAction, signIn } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Answer<T> = { result: string; message: string; data: T };
type Quotation = { id: number; companyId: number; companyName: string; quotationNo: string; status: string };
type Session = Awaited<ReturnType<typeof apiSession>>;

/** A form POST outside the browser with an API session, answering its data. */
const call = async <T>(session: Session, path: string, form: Record<string, string | number | number[]>) => {
  const body = new URLSearchParams({ lang: 'en_us', __sid: session.sid });
  for (const [k, v] of Object.entries(form)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, String(one));
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session.cookie },
    body,
  });
  const answer = (await res.json()) as Answer<T>;
  expect(answer.result, `${path}: ${JSON.stringify(answer)}`).toBe('true');
  return answer.data;
};

/** The generic form drawer whose title reads `title`. */
const drawer = (page: Page, title: string) => page.locator('.eng-form-drawer:visible', { hasText: title });

/** Types a day into the date picker of form field `name` and leaves it, so the picker takes it. */
const typeDay = async (form: Locator, name: string, day: string) => {
  const input = form.locator(`#${name}`);
  await input.click();
  await input.fill(day);
  await input.press('Tab');
  await poll(() => input.inputValue()).toBe(day);
};

/** The state the record's header shows. */
const stateOf = (page: Page) => page.locator('#main .eng-detail-noun').textContent();
/** The record's header actions. */
const headerActions = (page: Page) => page.locator('#main .pt-page-actions');

describe('quotations', () => {
  it('sales makes a quotation in the browser, fills it from a tariff, quotes, sends and prints it; the customer confirms it', async () => {
    // Each user in a browser of its own, as sales and its customer are.
    const { page, errors } = await strictPage(browser, 'en-US');
    const reader = await strictPage(browser, 'en-US');
    // The demo customer's company, as its own quotations name it.
    await signIn(reader.page, 'customer');
    const customer = await apiSession('customer');
    const own = await call<{ rows: Quotation[] }>(customer, '/api/engine/quotation/list', {
      view: 'quotation',
      page: 1,
      limit: 10,
    });
    const mine = own.rows[0];
    if (!mine) throw new Error('the demo customer has quotations');
    // The demo customer is served from Los Angeles, among the sales user's branches: sales quotes it as it is.
    await signIn(page, 'sales');
    await page.goto('/dashboard/quotation');
    const rows = page.locator('#main .eng-results tbody tr.ant-table-row');
    await poll(() => rows.count()).toBeGreaterThan(0);

    // A replaced quotation offers nothing to send, reject or re-quote: only a copy.
    await page.goto('/dashboard/quotation?f_status=quoted&f_validity=obsolete');
    await poll(() => rows.count()).toBeGreaterThan(0);
    const replaced = rows.first();
    await poll(() => replaced.getByRole('button', { name: 'Copy', exact: true }).count()).toBe(1);
    for (const name of ['Send to customer', 'Reject', 'Re-quote', 'Fill from tariff']) {
      expect(await replaced.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }

    // New quotation: the customer, the lane, the equipment and the dates, keyed in the drawer.
    await page.goto('/dashboard/quotation');
    await page.locator('#main .pt-page-header').getByRole('button', { name: 'New', exact: true }).click();
    const form = drawer(page, 'Quotation');
    await chooseOption(page, form.locator('.ant-select:has(#companyId)'), mine.companyName.slice(0, 12));
    await chooseOption(page, form.locator('.ant-select:has(#product)'), 'FCL');
    await chooseOption(page, form.locator('.ant-select:has(#fromCode)'), 'CNSHA');
    await chooseOption(page, form.locator('.ant-select:has(#toCode)'), 'USLAX');
    await chooseOption(page, form.locator('.ant-select:has(#equipment)'), '40HC');
    await form.getByLabel('Containers', { exact: true }).fill('2');
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const today = new Date();
    await typeDay(form, 'validFrom', day(today));
    await typeDay(form, 'validUntil', day(new Date(today.getTime() + 30 * 86_400_000)));
    await form.getByRole('button', { name: 'Save' }).click();

    // Saved, the draft's detail opens with its number.
    await poll(() => pathOf(page)).toMatch(/^\/dashboard\/quotation\/\d+$/);
    const id = Number(pathOf(page).split('/').pop());
    await poll(() => page.locator('#main h1').first().textContent()).toMatch(/^QT\d{8}$/);
    const quotationNo = (await page.locator('#main h1').first().textContent()) ?? '';
    await poll(() => stateOf(page)).toContain('Draft');
    // A draft is not sent, rejected nor confirmed.
    for (const name of ['Send to customer', 'Reject', 'Confirm']) {
      expect(await headerActions(page).getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }

    // Its lines come from the lane's sell tariffs of the day, in one click.
    await headerActions(page).getByRole('button', { name: 'Fill from tariff', exact: true }).click();
    const picker = page.getByRole('dialog').filter({ hasText: 'Sell tariffs valid on' });
    const offered = picker.locator('tbody tr.ant-table-row');
    await poll(() => offered.count()).toBeGreaterThan(0);
    await offered.first().getByRole('button', { name: 'Fill', exact: true }).click();
    await poll(() => picker.count()).toBe(0);
    const lines = page.locator('#main .eng-relation[data-relation="lines"]');
    await poll(() => lines.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await poll(() => lines.textContent()).toContain('OFR');

    // Quoted, it is the customer's to read, and sales sends it.
    await runConfirmedAction(page, 'Quote');
    await poll(() => stateOf(page)).toContain('Quoted');
    await headerActions(page).getByRole('button', { name: 'Send to customer', exact: true }).click();
    await poll(() => page.locator('.ant-message').textContent()).toContain('Quotation sent to');
    const audit = await call<{ action: string }[]>(await apiSession('sales'), '/api/engine/quotation/audit', {
      view: 'quotation',
      id,
    });
    expect(audit.some((a) => a.action === 'send')).toBe(true);

    // The quotation prints as a PDF that names it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      headerActions(page).getByRole('button', { name: 'Quotation (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await pdfText(new Uint8Array(await readFile(await download.path())));
    expect(pdf.text).toContain(quotationNo);
    expect(pdf.text).toContain('Ocean freight');

    // The customer finds it among its quotations and confirms it.
    await reader.page.goto(`/dashboard/quotation/${id}`);
    await poll(() => reader.page.locator('#main').textContent()).toContain(quotationNo);
    await poll(() => stateOf(reader.page)).toContain('Quoted');
    await runConfirmedAction(reader.page, 'Confirm');
    await poll(() => stateOf(reader.page)).toContain('Confirmed');
    const confirmed = await call<{ status: string; confirmedByName: string }>(customer, '/api/engine/quotation/get', {
      view: 'quotation',
      id,
    });
    expect([confirmed.status, confirmed.confirmedByName]).toEqual(['confirmed', 'Jordan Lee']);
    // Read only once confirmed: no more answers on it for the customer.
    for (const name of ['Confirm', 'Reject']) {
      expect(await headerActions(reader.page).getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    // The desk sees it confirmed, with nothing left to send, reject or re-quote; a copy remains.
    await page.reload();
    await poll(() => stateOf(page)).toContain('Confirmed');
    await poll(() => headerActions(page).getByRole('button', { name: 'Copy', exact: true }).count()).toBe(1);
    for (const name of ['Send to customer', 'Reject', 'Re-quote', 'Fill from tariff']) {
      expect(await headerActions(page).getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    expect(errors).toEqual([]);
    expect(reader.errors).toEqual([]);
  }, 180_000);
});
