import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, strictPage } from './support/browser';
import { heading, pathOf, poll, signIn } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** One line of the checklist beside the booking form, by its item. */
const line = (page: import('playwright-core').Page, item: string) =>
  page.locator(`#main .bk-checklist li[data-item="${item}"]`);

describe('bookings', () => {
  it('keys a sea booking with its checklist, opens it, copies it, and shows a confirmed one with its shipment', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await signIn(page, 'csr');
    await page.goto('/dashboard/bookingSea');
    await poll(() => heading(page).textContent()).toBe('Sea bookings');
    await poll(() => page.locator('#main .eng-results tbody tr.ant-table-row').count()).toBeGreaterThan(0);

    await page.locator('#main .pt-page-header').getByRole('button', { name: 'New' }).click();
    await poll(() => pathOf(page)).toBe('/dashboard/bookingSea/new');
    await poll(() => line(page, 'goodsDescription').getAttribute('data-ok')).toBe('false');
    await page.getByLabel('Goods description', { exact: true }).fill('Folding bicycles');
    await page.getByLabel('Marks and numbers (NONE or N/M if absent)', { exact: true }).fill('N/M');
    // The checklist beside the form follows what is typed.
    await poll(() => line(page, 'goodsDescription').getAttribute('data-ok')).toBe('true');
    await poll(() => line(page, 'marks').getAttribute('data-ok')).toBe('true');
    await page.getByRole('button', { name: 'Save' }).click();

    // Saved, the booking opens as a draft with its own number and the same checklist.
    await poll(() => pathOf(page)).toMatch(/^\/dashboard\/bookingSea\/\d+$/);
    await poll(() => heading(page).textContent()).toMatch(/^BK\d{10}/);
    const draftPath = pathOf(page);
    const bookingNo = (await heading(page).textContent())?.slice(0, 12);
    await poll(() => line(page, 'goodsDescription').getAttribute('data-ok')).toBe('true');
    await poll(() => page.locator('#main').textContent()).toContain('Folding bicycles');

    // A copy is a new draft with a new number.
    await page.getByRole('button', { name: 'Copy as new draft' }).click();
    await poll(() => pathOf(page)).not.toBe(draftPath);
    await poll(async () => (await heading(page).textContent())?.slice(0, 12)).not.toBe(bookingNo);
    await poll(() => heading(page).textContent()).toMatch(/^BK\d{10} Draft/);

    // A confirmed booking names its shipment and links to its tracking, and offers no change.
    await page.goto('/dashboard/bookingSea?f_status=confirmed');
    const first = page.locator('#main .eng-results tbody tr.ant-table-row').first();
    await poll(() => first.count()).toBe(1);
    await first.getByRole('link').first().click();
    await poll(() => pathOf(page)).toMatch(/^\/dashboard\/bookingSea\/\d+$/);
    await poll(() => page.locator('#main .bk-shipment').textContent()).toMatch(/Shipment S\d{9}/);
    expect(await page.locator('#main .bk-shipment a').getAttribute('href')).toMatch(/^\/tracking\?no=/);
    expect(await page.locator('#main .pt-page-actions').getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    // Its containers are listed, and no more can be added to it.
    await poll(() => page.locator('#main .eng-relations').textContent()).toContain('Container type');
    expect(await page.locator('#main .eng-relations').getByRole('button', { name: 'New' }).count()).toBe(0);

    // Its confirmation prints as a PDF, and its tracking link finds the shipment on the public page.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('#main .bk-shipment').getByRole('button', { name: 'Booking confirmation (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const trackingHref = (await page.locator('#main .bk-shipment a').getAttribute('href')) ?? '';
    const number = decodeURIComponent(trackingHref.split('no=')[1] ?? '');
    expect(number.length).toBeGreaterThan(5);
    await page.goto(trackingHref);
    await poll(() => page.locator('main').textContent()).toContain(number);
    expect(errors).toEqual([]);
  });
});
