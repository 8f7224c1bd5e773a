import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from './support/antd';
import { launch, strictPage } from './support/browser';
import { heading, pathOf, poll, signIn } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const rows = (page: Page) => page.locator('#main .eng-results tbody tr.ant-table-row');
const drawer = (page: Page, title: string) => page.locator('.eng-form-drawer:visible', { hasText: title });

type Order = { containerNo: string; status: string; costTotal: string | null };

describe('drayage', () => {
  it('completes a delivery that the public tracking then shows, adds a cost to the total, and charts the depots', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const sid = await signIn(page, 'admin');
    const orderOf = async (id: string): Promise<Order> => {
      const res = await page.request.post('/api/engine/drayageOrder/get', {
        form: { view: 'drayage', id, __sid: sid },
      });
      return ((await res.json()) as { data: Order }).data;
    };

    // An order whose box is out with the trucker, its delivery booked.
    await page.goto('/dashboard/drayage?f_status=picked_up');
    await poll(() => heading(page).textContent()).toBe('Drayage orders');
    await poll(() => rows(page).count()).toBeGreaterThan(0);
    await rows(page).first().locator('a.eng-title-link').click();
    await poll(() => pathOf(page)).toMatch(/^\/dashboard\/drayage\/\d+$/);
    const id = pathOf(page).split('/').pop() ?? '';

    const appointments = page.locator('#main .eng-relation[data-relation="appointments"]');
    await poll(() => appointments.locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await appointments.getByRole('button', { name: 'Complete' }).first().click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
    await poll(async () => (await orderOf(id)).status).toBe('delivered');
    await poll(() => page.locator('#main .eng-detail-noun').textContent()).toContain('Delivered');

    // The public tracking page tells the same story: the box was delivered.
    const { containerNo } = await orderOf(id);
    const lookup = await page.request.get(`/api/tracking/lookup?no=${containerNo}`);
    const found = (await lookup.json()) as { data: { results: { shipments: { events: { code: string }[] }[] }[] } };
    expect(found.data.results[0]?.shipments[0]?.events[0]?.code).toBe('DELIVERED');

    // A waiting-time line lands in the order's totals.
    await page.getByRole('tab', { name: 'Costs' }).click();
    const costs = page.locator('#main .eng-relation[data-relation="costs"]');
    await costs.getByRole('button', { name: 'Add cost' }).click();
    const form = drawer(page, 'New Drayage cost');
    await chooseOption(page, form.locator('.ant-select:has(#charge)'), 'Waiting', 'Waiting time');
    await chooseOption(page, form.locator('.ant-select:has(#currency)'), 'US dollar');
    await form.getByLabel('Amount', { exact: true }).fill('95.5');
    await form.getByRole('button', { name: 'Save' }).click();
    await poll(() => form.count()).toBe(0);
    await poll(() => costs.locator('table').textContent()).toContain('95.50');
    expect((await orderOf(id)).costTotal).toMatch(/USD [\d,]+\.\d{2}/);

    // The depot views: boxes on hand listed, on hand against out of hand and days on hand charted.
    await page.goto('/dashboard/boh');
    await poll(() => heading(page).textContent()).toBe('Boxes on hand');
    await poll(() => rows(page).count()).toBeGreaterThan(0);
    for (const [url, title] of [
      ['bohooh', 'On hand and out of hand by depot'],
      ['doh', 'Days on hand by depot'],
    ]) {
      await page.goto(`/dashboard/${url}`);
      await poll(() => heading(page).textContent()).toBe(title);
      await poll(() => page.locator('#main .eng-chart canvas').count()).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
  }, 150_000);

  it('lets finance read the costs and nothing more', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await signIn(page, 'finance');
    await page.goto('/dashboard/drayageCost');
    await poll(() => heading(page).textContent()).toBe('Drayage costs');
    await poll(() => rows(page).count()).toBeGreaterThan(0);
    expect(await page.locator('#main .pt-page-header').getByRole('button', { name: 'New' }).count()).toBe(0);
    await page.goto('/dashboard/drayage');
    await poll(() => page.locator('#main').textContent()).toContain('Page not found');
    expect(errors).toEqual([]);
  }, 120_000);
});
