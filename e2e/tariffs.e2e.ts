import type { Browser } from 'playwright-core';
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

describe('tariffs', () => {
  it('creates a tariff with two lines, finds it ranked in the search and opens its lines', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const sid = await signIn(page, 'pricing');

    await page.goto('/dashboard/createTariff');
    await poll(() => heading(page).textContent()).toBe('New tariff');
    await chooseOption(page, page.locator('.ant-select:has(#kind)'), 'Sell');
    await page.locator('#carrierCode').fill('oney');
    await chooseOption(page, page.locator('.ant-select:has(#equipment)'), '40HC');
    await page.locator('#pol').fill('CNSHA');
    await page.locator('#pod').fill('USLAX');
    await chooseOption(page, page.locator('.ant-select:has(#lines_0_chargeCode)'), 'OFR', 'OFR · Ocean freight');
    await page.locator('#lines_0_rate').fill('1500');
    await page.getByRole('button', { name: 'Add line' }).click();
    await chooseOption(page, page.locator('.ant-select:has(#lines_1_chargeCode)'), 'DOC', 'DOC · Documentation');
    await page.locator('#lines_1_rate').fill('45');
    await chooseOption(page, page.locator('.ant-select:has(#lines_1_unit)'), 'shipment', 'Per shipment');
    // The all-in follows the lines as they are typed, in the branch office's currency.
    await poll(() => page.getByTestId('tariff-total').textContent()).toBe('USD 1,545.00');
    await page.getByRole('button', { name: 'Publish' }).click();
    await poll(() => pathOf(page)).toMatch(/^\/dashboard\/tariff\/\d+$/);
    const id = pathOf(page).split('/').pop() ?? '';
    const saved = await page.request.post('/api/engine/tariff/get', { form: { view: 'tariff', id, __sid: sid } });
    const tariff = ((await saved.json()) as { data: { tariffNo: string; baseTotal: string; status: string } }).data;
    expect(tariff.status).toBe('active');
    expect(Number(tariff.baseTotal)).toBe(1545);

    // Among the demo lane's rates in force today, the new one is the cheapest for one box.
    await page.goto('/dashboard/searchTariff');
    await poll(() => heading(page).textContent()).toBe('Tariff search');
    await page.locator('#pol').fill('CNSHA');
    await page.locator('#pod').fill('USLAX');
    await chooseOption(page, page.locator('.ant-select:has(#equipment)'), '40HC');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.locator('#main .ant-card .ant-table-row-level-0');
    await poll(() => results.count()).toBeGreaterThan(1);
    const first = results.first();
    await poll(() => first.textContent()).toContain(tariff.tariffNo);
    expect(await first.textContent()).toContain('USD 1,545.00');
    await first.locator('button.ant-table-row-expand-icon').click();
    const lines = page.locator('#main .ant-table-expanded-row').first();
    await poll(() => lines.textContent()).toContain('OFR · Ocean freight');
    expect(await lines.textContent()).toContain('DOC · Documentation');
    expect(await lines.textContent()).toContain('USD 1,500.00');
    expect(errors).toEqual([]);
  }, 150_000);

  it("deletes a charge line from a tariff's detail: the all-in falls and the history keeps the line", async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const sid = await signIn(page, 'pricing');
    const today = new Date().toISOString().slice(0, 10);
    const made = await page.request.post('/api/pricing/tariffs/create', {
      form: {
        __sid: sid,
        kind: 'sell',
        mode: 'sea',
        carrierCode: 'ONEY',
        pol: 'CNNGB',
        pod: 'DEHAM',
        equipment: '40HC',
        validFrom: today,
        validUntil: today,
        currency: 'USD',
        status: 'draft',
        lines: JSON.stringify([
          { chargeCode: 'OFR', rate: '1500', unit: 'container' },
          { chargeCode: 'DOC', rate: '45', unit: 'shipment' },
        ]),
      },
    });
    expect(made.status(), await made.text()).toBe(200);
    const { id } = ((await made.json()) as { data: { id: number } }).data;

    await page.goto(`/dashboard/tariff/${id}?tab=lines`);
    const allIn = page.locator('.eng-field').filter({ has: page.locator('dt', { hasText: 'All-in per unit' }) });
    await poll(() => allIn.locator('dd').textContent()).toContain('1,545.00');
    const lines = page.locator('.eng-relation[data-relation="lines"]');
    await poll(() => lines.textContent()).toContain('DOC');

    await lines.getByRole('button', { name: 'Delete DOC' }).click();
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: 'Delete DOC? It cannot be undone' });
    await confirm.getByRole('button', { name: 'Delete' }).click();

    // The line is gone, the tariff's all-in is read again, and its history names the deleted line.
    await poll(() => allIn.locator('dd').textContent()).toContain('1,500.00');
    await poll(() => lines.locator('.ant-table-row').count()).toBe(1);
    expect(await lines.textContent()).not.toContain('DOC');
    const history = page.locator('section[aria-labelledby="eng-detail-history"]');
    await poll(() => history.textContent()).toContain('Line deleted · Charge lines');
    expect(await history.textContent()).toContain('DOC');
    expect(errors).toEqual([]);
  }, 150_000);
});
