import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../apps/server/src/modules/ops/documents/pdf-text';
import { chooseOption, dayAhead, pickDateTime } from './support/antd';
import { launch, strictPage } from './support/browser';
import { heading, pathOf, poll, runConfirmedAction, signIn } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** One line of the checklist beside the booking form, by its item. */
const line = (page: Page, item: string) => page.locator(`#main .bk-checklist li[data-item="${item}"]`);

/** The antd select holding the form field `name`. */
const select = (scope: Page | Locator, name: string) => scope.locator(`.ant-select:has(#${name})`);

/** Picks the first company the customer picker offers the user, and answers its name. */
const pickFirstCustomer = async (page: Page): Promise<string> => {
  await select(page, 'companyId').click();
  const first = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await poll(() => first.count()).toBe(1);
  const name = ((await first.textContent()) ?? '').trim();
  await first.click();
  await poll(() => select(page, 'companyId').textContent()).toContain(name);
  return name;
};

/** Runs one of the booking's state actions and waits for the state it reaches. */
const runAction = async (page: Page, action: string, status: string): Promise<void> => {
  await runConfirmedAction(page, action);
  await poll(() => heading(page).textContent()).toMatch(new RegExp(`^BK\\d{10} ${status}$`));
};

describe('bookings', () => {
  it('books a sea shipment from scratch, confirms it through the desk, prints its confirmation and tracks it', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await signIn(page, 'csr');
    await page.goto('/dashboard/bookingSea/new');
    await poll(() => line(page, 'customer').getAttribute('data-ok')).toBe('false');

    // Booking: the customer of the user's branch, a full container load.
    await pickFirstCustomer(page);
    await page.getByLabel('PO / customer reference', { exact: true }).fill('PO-88120');
    // Parties: each with name, address, country and city; the contacts in their formats.
    const parties = [
      ['shipper', 'Shipper', 'Ningbo Harbour Bicycles Co., Ltd.', 'No. 18 Gangwan Road, Beilun', 'China', 'Ningbo'],
      ['consignee', 'Consignee', 'Pacific Cycle Imports Inc.', '2200 E Carson St', 'United States', 'Long Beach'],
      ['notify', 'Notify party', 'Pacific Cycle Imports Inc.', '2200 E Carson St', 'United States', 'Long Beach'],
    ] as const;
    for (const [role, label, name, address, country, city] of parties) {
      await page.getByLabel(`${label} name`, { exact: true }).fill(name);
      await page.getByLabel(`${label} address`, { exact: true }).fill(address);
      await chooseOption(page, select(page, `${role}Country`), country);
      await page.getByLabel(`${label} city`, { exact: true }).fill(city);
    }
    await page.getByLabel('Shipper phone', { exact: true }).fill('0574-86881234');
    await page.getByLabel('Consignee e-mail', { exact: true }).fill('imports@pacificcycle.example');
    await poll(() => line(page, 'notify').getAttribute('data-ok')).toBe('true');
    await poll(() => line(page, 'partyContacts').getAttribute('data-ok')).toBe('true');
    // Cargo.
    await page.getByLabel('Goods description', { exact: true }).fill('Folding bicycles, 20 inch');
    await page.getByLabel('HS code', { exact: true }).fill('871200');
    await page.getByLabel('Packages', { exact: true }).fill('240');
    await chooseOption(page, select(page, 'packageType'), 'Cartons');
    await page.getByLabel('Gross weight (kg)', { exact: true }).fill('5280');
    await page.getByLabel('Volume (CBM)', { exact: true }).fill('58.6');
    await page
      .getByLabel('Marks and numbers (NONE or N/M if absent)', { exact: true })
      .fill('PCI / LONG BEACH / 1-240');
    // Routing: Ningbo to Los Angeles, sailing in two weeks.
    await chooseOption(page, select(page, 'originPort'), 'CNNGB');
    await chooseOption(page, select(page, 'destinationPort'), 'USLAX');
    await pickDateTime(page, 'etd', dayAhead(14));
    await pickDateTime(page, 'eta', dayAhead(30));
    await page.getByLabel('Carrier (SCAC / IATA)', { exact: true }).fill('MAEU');
    await page.getByLabel('Vessel', { exact: true }).fill('MAERSK EMDEN');
    await page.getByLabel('Voyage', { exact: true }).fill('248E');
    // Terms.
    await chooseOption(page, select(page, 'freightTerm'), 'Prepaid');
    await chooseOption(page, select(page, 'paymentTerm'), 'Payable at origin');
    await chooseOption(page, select(page, 'incoterm'), 'FOB');
    for (const item of ['customer', 'shipper', 'consignee', 'originPort', 'eta', 'packages', 'marks', 'incoterm']) {
      await poll(() => line(page, item).getAttribute('data-ok')).toBe('true');
    }
    // Containers are added on the saved booking: until then the checklist still wants one.
    expect(await line(page, 'containers').getAttribute('data-ok')).toBe('false');
    await page.getByRole('button', { name: 'Save' }).click();

    await poll(() => pathOf(page)).toMatch(/^\/dashboard\/bookingSea\/\d+$/);
    await poll(() => heading(page).textContent()).toMatch(/^BK\d{10} Draft$/);
    const bookingNo = ((await heading(page).textContent()) ?? '').slice(0, 12);

    // The container, with a number that passes its check digit and its seal.
    const relations = page.locator('#main .eng-relations');
    await relations.getByRole('button', { name: 'New' }).click();
    const form = page.getByRole('dialog').filter({ hasText: 'Container type' });
    await chooseOption(page, select(form, 'isoType'), "40' high cube");
    await form.getByLabel('Container no.', { exact: true }).fill('CSQU3054383');
    await form.getByLabel('Gross weight (kg)', { exact: true }).fill('9150');
    await form.getByLabel('Seal no. (NONE or N/M if absent)', { exact: true }).fill('CN2611884');
    await form.getByRole('button', { name: 'Save' }).click();
    await poll(() => relations.textContent()).toContain('CSQU3054383');
    for (const item of ['containers', 'containerNumbers', 'seals']) {
      await poll(() => line(page, item).getAttribute('data-ok')).toBe('true');
    }
    await poll(() => page.locator('#main .bk-checklist li[data-ok="false"]').count()).toBe(0);

    // Through the states the desk uses: submitted, pending planning, then confirmed with its shipment.
    await runAction(page, 'Submit', 'Submitted');
    await runAction(page, 'Pending planning', 'Pending planning');
    await runAction(page, 'Confirm', 'Confirmed');
    await poll(() => page.locator('#main .bk-shipment').textContent()).toMatch(/Shipment S\d{9}/);
    const shipmentNo = /S\d{9}/.exec((await page.locator('#main .bk-shipment').textContent()) ?? '')?.[0] ?? '';

    // The confirmation prints from the record: the PDF names the booking, its cargo and its sailing.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('#main .bk-shipment').getByRole('button', { name: 'Booking confirmation (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await pdfText(new Uint8Array(await readFile(await download.path())));
    expect(pdf.text).toContain(bookingNo);
    expect(pdf.text).toContain('Folding bicycles, 20 inch');
    expect(pdf.text).toContain('MAERSK EMDEN / 248E');

    // Anyone finds the new shipment on the public tracking page by its number.
    await page.goto('/tracking');
    await page.getByLabel('Track a shipment').fill(shipmentNo);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await page.waitForURL(/\/tracking\?no=/);
    const result = page.locator('.trk-number').first();
    await poll(() => result.locator('h2').textContent()).toContain(shipmentNo);
    await poll(() => result.textContent()).toContain('Ningbo → Los Angeles');
    expect(await result.textContent()).toContain(bookingNo);
    expect(await result.locator('.trk-events').textContent()).toContain('Booking confirmed');
    expect(errors).toEqual([]);
  }, 150_000);

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
