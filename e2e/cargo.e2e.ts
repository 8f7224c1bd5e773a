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

const rows = (page: Page) => page.locator('#main .eng-table tbody tr.ant-table-row');
const search = (page: Page) => page.locator('#main').getByRole('button', { name: 'Search' }).click();

/** The texts of one column of the actual packing list (0 is the row number). */
const column = (page: Page, index: number) =>
  rows(page).evaluateAll((trs, i) => trs.map((tr) => (tr.querySelectorAll('td')[i]?.textContent ?? '').trim()), index);
const DIFFERENCES_COLUMN = 14;

/** Chooses yes or no in the list's "With differences" filter, searches, and waits for its rows. */
const withDifferences = async (page: Page, answer: 'Yes' | 'No') => {
  await chooseOption(page, page.locator('#main .ant-select:has(#filter-hasDifferences)'), answer);
  await search(page);
  await poll(() => searchOf(page).get('f_hasDifferences')).toBe(answer === 'Yes' ? 'true' : 'false');
  await poll(async () => {
    const cells = await column(page, DIFFERENCES_COLUMN);
    return cells.length > 0 && cells.every((c) => c === answer);
  }).toBe(true);
};

describe('cargo: packing declared against measured', () => {
  it('lists the differences highlighted, and a measurement recorded on a line brings it among them', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await signIn(page, 'ops');

    await page.goto('/dashboard/airPackingData');
    await poll(() => heading(page).textContent()).toBe('Air packing data');
    await poll(() => rows(page).count()).toBeGreaterThan(0);
    expect(await page.locator('#main .eng-table thead').textContent()).toContain('Chargeable weight (kg)');

    await page.goto('/dashboard/actualPacking');
    await poll(() => heading(page).textContent()).toBe('Actual packing');
    await withDifferences(page, 'Yes');
    // Each line found differs, and says so at a glance: its differences are marked with their tone.
    await poll(() => page.locator('#main .eng-table tbody .eng-tone-warning').count()).toBeGreaterThan(0);
    const marked = page.locator('#main .eng-table tbody .eng-tone').first();
    expect(await marked.getAttribute('title')).toMatch(/^(Worth a look|Needs attention)$/);

    // A line measured as declared so far: recording one package more makes it differ.
    await withDifferences(page, 'No');
    const first = rows(page).first();
    const shipmentNo = ((await first.locator('td').nth(1).textContent()) ?? '').trim();
    const measuredBefore = ((await first.locator('td').nth(4).textContent()) ?? '').trim();
    expect(shipmentNo).not.toBe('');
    expect(Number(measuredBefore)).toBeGreaterThan(0);
    await first.getByRole('button', { name: 'Record measurement' }).click();
    const form = page.locator('.eng-form-drawer:visible', { hasText: 'Edit Packing line' });
    await poll(() => form.count()).toBe(1);
    // The shipment is set when the line is made; a measurement does not move it.
    expect(await form.getByLabel('Shipment no.', { exact: true }).count()).toBe(0);
    const measured = form.getByLabel('Packages measured', { exact: true });
    await poll(() => measured.inputValue()).toBe(measuredBefore);
    await measured.fill(String(Number(measuredBefore) + 1));
    await form.getByRole('button', { name: 'Save' }).click();
    await poll(() => form.count()).toBe(0);

    await page.locator('#filter-shipmentNo').fill(shipmentNo);
    await withDifferences(page, 'Yes');
    await poll(() => column(page, 1)).toEqual([shipmentNo]);
    const line = rows(page).first();
    await poll(() => line.locator('.eng-tone-error').first().textContent()).toBe('1');
    expect(errors).toEqual([]);
  });
});
