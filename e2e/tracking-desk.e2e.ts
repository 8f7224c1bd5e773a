import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from './support/antd';
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

describe('tracking desk', () => {
  it('filters the shipment list by a quick filter and an advanced filter, then charts transit days', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await signIn(page, 'ops');
    await page.goto('/dashboard/tracking');
    await poll(() => heading(page).textContent()).toBe('Shipment tracking');
    await poll(() => rows(page).count()).toBeGreaterThan(0);

    // Quick filter: shipments that left within the last 7 weeks.
    await chooseOption(page, page.locator('#main .ant-select:has(#filter-quickFilter)'), '7 weeks');
    await page.locator('#main').getByRole('button', { name: 'Search' }).click();
    await poll(() => searchOf(page).get('f_quickFilter')).toBe('week7');
    await poll(() => rows(page).count()).toBeGreaterThan(0);

    // Advanced filter: the report status sits among the folded filters.
    await page.locator('#main').getByRole('button', { name: 'More filters' }).click();
    await chooseOption(page, page.locator('#main .ant-select:has(#filter-reportStatus)'), 'Active');
    await page.locator('#main').getByRole('button', { name: 'Search' }).click();
    await poll(() => searchOf(page).get('f_reportStatus')).toBe('2');
    expect(searchOf(page).get('f_quickFilter')).toBe('week7');
    await poll(() => rows(page).count()).toBeGreaterThan(0);

    // The status list: several statuses at once, sent comma-joined, and only those rows shown.
    const status = page.locator('#main .ant-select:has(#filter-status)');
    await status.click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.filter({ hasText: /^On Water$/ }).click();
    await options.filter({ hasText: /^Arrived$/ }).click();
    await poll(() => status.locator('.ant-select-selection-item').allTextContents()).toEqual(
      expect.arrayContaining(['On Water', 'Arrived']),
    );
    await page.keyboard.press('Escape');
    await page.locator('#main').getByRole('button', { name: 'Search' }).click();
    await poll(() => searchOf(page).get('f_status')).toBe('1,3');
    expect(searchOf(page).get('f_reportStatus')).toBe('2');
    await poll(async () => {
      const shown = await rows(page).allTextContents();
      return shown.length > 0 && shown.every((row) => row.includes('On Water') || row.includes('Arrived'));
    }).toBe(true);
    // The rows come first; the total follows from its own count call.
    await poll(() => page.locator('#main .eng-pager-total').textContent()).toMatch(/^(About )?[\d,]+ in total$/);

    // The list exports as it stands, from its own Export button (the endpoint exports only
    // pages that declare the action).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('#main').getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

    // The lane analysis draws its chart.
    await page.goto('/dashboard/TrackingAverageDay');
    await poll(() => heading(page).textContent()).toBe('Average transit days by lane');
    await poll(() => page.locator('#main .desk-chart canvas').count()).toBeGreaterThan(0);
    await poll(() => rows(page).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
