import { airlineByIata } from '@tidemark/domain/reference/carriers';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, dayAhead, pickDateTime } from './support/antd';
import { launch, strictPage } from './support/browser';
import { heading, pathOf, poll, runConfirmedAction, searchOf, signIn } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const rows = (page: Page) => page.locator('#main .ant-table-tbody tr.ant-table-row');

/** What a saved booking's page shows for a field, by its label. */
const shown = async (page: Page, label: string): Promise<string> =>
  (
    (await page
      .locator('#main .eng-field')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd')
      .textContent()) ?? ''
  ).trim();

/** An air waybill number of an airline's prefix: the 7-digit serial and its mod-7 check digit. */
const awbNo = (prefix: string, serial: number): string => `${prefix}-${String(serial).padStart(7, '0')}${serial % 7}`;

describe('consoles', () => {
  it('books air cargo, consolidates its shipment into a new console and gives the console a MAWB from the stock', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await signIn(page, 'ops');

    // The desk books this week's flight like the last one: a copy of a confirmed air booking.
    await page.goto('/dashboard/bookingAir?f_status=confirmed');
    await poll(() => heading(page).textContent()).toBe('Air bookings');
    await poll(() => rows(page).count()).toBeGreaterThan(0);
    await rows(page).first().getByRole('link').first().click();
    await poll(() => pathOf(page)).toMatch(/^\/dashboard\/bookingAir\/\d+$/);
    await page.getByRole('button', { name: 'Copy as new draft' }).click();
    await poll(() => heading(page).textContent()).toMatch(/^BK\d{10} Draft$/);
    const bookingNo = ((await heading(page).textContent()) ?? '').slice(0, 12);
    await page.locator('#main .pt-page-actions').getByRole('button', { name: 'Edit' }).click();
    await pickDateTime(page, 'etd', dayAhead(5, '09:00'));
    await pickDateTime(page, 'eta', dayAhead(6, '09:00'));
    await page.getByLabel('Flight', { exact: true }).fill('CA1047');
    await page.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.locator('#main form.eng-form').count()).toBe(0);
    await poll(() => page.locator('#main .bk-checklist li[data-ok="false"]').count()).toBe(0);
    await runConfirmedAction(page, 'Submit');
    await poll(() => heading(page).textContent()).toBe(`${bookingNo} Submitted`);
    await runConfirmedAction(page, 'Confirm');
    await poll(() => heading(page).textContent()).toBe(`${bookingNo} Confirmed`);
    await poll(() => page.locator('#main .bk-shipment').textContent()).toMatch(/Shipment S\d{9}/);
    const shipmentNo = /S\d{9}/.exec((await page.locator('#main .bk-shipment').textContent()) ?? '')?.[0] ?? '';
    const carrier = await shown(page, 'Carrier (SCAC / IATA)');
    const origin = (await shown(page, 'Port of loading')).slice(0, 5);
    const prefix = airlineByIata.get(carrier)?.awbPrefix ?? '';
    expect(prefix).toMatch(/^\d{3}$/);

    // The airline's new numbers for the branch, received into the stock as a range.
    await page.goto('/dashboard/mawbStock');
    await poll(() => heading(page).textContent()).toBe('MAWB stock');
    await page.locator('#main .pt-page-header').getByRole('button', { name: 'Add stock range' }).click();
    const range = page.getByRole('dialog').filter({ hasText: 'Add air waybill stock' });
    await chooseOption(page, range.locator('.ant-select'), 'Ningbo');
    // Below the seeded ranges, so the next allocation takes this range's first number.
    const first = awbNo(prefix, 1_000_000 + Math.floor(Math.random() * 900_000));
    await range.getByLabel('First number').fill(first);
    await range.getByLabel('Numbers in the range').fill('5');
    await range.getByRole('button', { name: 'OK' }).click();
    await poll(() => page.locator('.ant-message').textContent()).toContain('5 numbers added');

    // The new shipment waits for a console; it becomes one, alone for now.
    await page.goto('/dashboard/createShipmentAndConsole');
    await poll(() => rows(page).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Consolidate shipments' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'New console from shipments' });
    await chooseOption(page, drawer.locator('.ant-select').first(), 'Air');
    await drawer.getByLabel('Origin').fill(origin);
    await drawer.getByRole('button', { name: 'Search' }).click();
    const house = drawer.locator('.ant-table-tbody tr.ant-table-row', { hasText: shipmentNo });
    await poll(() => house.count()).toBe(1);
    await house.locator('input[type="checkbox"]').check();
    await drawer.getByRole('button', { name: 'Create console' }).click();
    const notice = page.locator('.ant-message').filter({ hasText: /Console C[A-Z]{3}\d{7} created with 1 houses/ });
    await poll(() => notice.count()).toBe(1);
    const consoleNo = /Console (\S+) created/.exec((await notice.textContent()) ?? '')?.[1] ?? '';

    // Its master bill comes from the stock: the lowest free number of its airline at its branch.
    const consoleRow = rows(page).filter({ hasText: consoleNo });
    await poll(() => consoleRow.count()).toBe(1);
    await consoleRow.getByRole('button', { name: 'Allocate MAWB' }).click();
    await poll(() => page.locator('.ant-message').textContent()).toContain(
      `MAWB ${first} allocated to console ${consoleNo}`,
    );
    await poll(() => consoleRow.textContent()).toContain(first);
    expect(await consoleRow.getByRole('button', { name: 'Allocate MAWB' }).count()).toBe(0);

    // The stock shows the number as taken by the console; the house carries it, on the desk and on tracking.
    await page.goto(`/dashboard/mawbStock?f_awbNo=${first}`);
    await poll(() => rows(page).count()).toBe(1);
    await poll(() => rows(page).first().textContent()).toContain(consoleNo);
    await poll(() => rows(page).first().textContent()).toContain('Allocated');
    await page.goto(`/dashboard/airShipmentId?f_masterBill=${first}`);
    await poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain(carrier);
    await page.goto(`/tracking?no=${encodeURIComponent(first)}`);
    await poll(() => page.locator('main').textContent()).toContain(bookingNo);
    expect(errors).toEqual([]);
  }, 150_000);

  it('makes a console of a waiting shipment, finds it on the manifest and takes the house off again', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await signIn(page, 'ops');
    await page.goto('/dashboard/createShipmentAndConsole');
    await poll(() => heading(page).textContent()).toBe('Consoles');
    await poll(() => rows(page).count()).toBeGreaterThan(0);

    // The drawer lists the shipments waiting for a console; one of them makes a direct console.
    await page.getByRole('button', { name: 'Consolidate shipments' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'New console from shipments' });
    const waiting = drawer.locator('.ant-table-tbody tr.ant-table-row');
    await poll(() => waiting.count()).toBeGreaterThan(0);
    const shipmentNo = (await waiting.first().locator('td').nth(1).textContent())?.trim() ?? '';
    expect(shipmentNo).toMatch(/^S\d{9}$/);
    await waiting.first().locator('input[type="checkbox"]').check();
    await drawer.getByRole('button', { name: 'Create console' }).click();
    const notice = page.locator('.ant-message').filter({ hasText: /^Console C[A-Z]{3}\d{7} created with 1 houses$/ });
    await poll(() => notice.count()).toBe(1);
    const consoleNo = /Console (\S+) created/.exec((await notice.textContent()) ?? '')?.[1] ?? '';

    // The manifest of that console holds the house, with the totals row under it.
    await page.goto(`/dashboard/shipmentManifest?f_consoleNo=${consoleNo}`);
    await poll(() => heading(page).textContent()).toBe('Console manifest');
    await poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain(shipmentNo);
    expect(searchOf(page).get('f_consoleNo')).toBe(consoleNo);
    await rows(page).first().getByRole('button', { name: 'Remove' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
    await poll(() => rows(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('posts a console whose master bill is ready, from its detail', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await signIn(page, 'admin');
    await page.goto('/dashboard/PostingMBL?f_readiness=ready');
    await poll(() => heading(page).textContent()).toBe('Master bill posting');
    await poll(() => rows(page).count()).toBeGreaterThan(0);
    await rows(page).first().locator('.eng-title-link').click();
    await page.locator('#main').getByRole('button', { name: 'Post master bill' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
    await poll(() => page.locator('#main').getByRole('button', { name: 'Post master bill' }).count()).toBe(0);
    await poll(() => page.locator('#main').getByText('Posted', { exact: true }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
