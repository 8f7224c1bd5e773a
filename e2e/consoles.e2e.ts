import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, strictPage } from './support/browser';
import { heading, poll, searchOf, signIn } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const rows = (page: Page) => page.locator('#main .ant-table-tbody tr.ant-table-row');

describe('consoles', () => {
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
