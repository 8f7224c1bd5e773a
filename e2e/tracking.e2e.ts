import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NUMBERS } from '../apps/server/src/modules/shipments/demo-numbers';
import { injectAxe, launch, strictPage } from './support/browser';

/** Serious and critical accessibility findings of the page as it is now. */
const axeViolations = async (page: Page): Promise<string[]> => {
  await injectAxe(page);
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: { run: () => Promise<{ violations: { id: string; impact: string | null }[] }> };
    };
    const result = await w.axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact})`);
  });
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('public tracking', () => {
  it('goes from the home page search box to a result with its event log and route map', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/');
    const [container] = DEMO_NUMBERS.containersOnWater;
    await page.getByLabel('Track a shipment').fill(`${container}, NOPE12345`);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await page.waitForURL(/\/tracking\?no=/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Track a shipment');
    const result = page.locator('.trk-number').first();
    await expect.poll(() => result.locator('h2').textContent()).toBe(`Container number ${container}`);
    await expect.poll(() => result.locator('.trk-status').first().textContent()).toBe('On Water');
    expect(await result.locator('.trk-events tbody tr').count()).toBeGreaterThan(4);
    expect(await result.locator('.trk-events tbody').textContent()).toContain('UTC+08:00');
    await expect.poll(() => result.locator('svg .wm-route-planned').count()).toBe(1);
    expect(await result.locator('svg .wm-route-planned').getAttribute('d')).toMatch(/^M/);
    expect(await result.locator('svg .wm-position').count()).toBe(1);
    expect(await page.locator('.trk-number').nth(1).locator('.trk-none').textContent()).toBe('No result found');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('renders the results in the first HTML of a shared link', async () => {
    const { page } = await strictPage(browser, 'en-US');
    const res = await page.request.get(`/tracking?no=${encodeURIComponent(DEMO_NUMBERS.airWaybill)}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    // Rendered on the server when the site frame renders pages; hydrated in the browser otherwise.
    if (html.includes('trk-number')) expect(html).toContain(DEMO_NUMBERS.airWaybill);
    await page.goto(`/tracking?no=${encodeURIComponent(DEMO_NUMBERS.airWaybill)}`);
    await expect.poll(() => page.locator('.trk-number h2').first().textContent()).toContain(DEMO_NUMBERS.airWaybill);
  });

  it('tracks by truck plate and FBA id, on a phone, in Chinese', async () => {
    const context = await browser.newContext({
      locale: 'zh-CN',
      baseURL: (await import('./support/browser')).baseUrl(),
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`/tracking-plate?plate=${DEMO_NUMBERS.truckPlate}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('按车牌追踪');
    await expect.poll(() => page.locator('.trk-card').count()).toBe(1);
    await page.goto(`/fba-tracking?id=${DEMO_NUMBERS.fbaShipmentId}`);
    await expect.poll(() => page.locator('.trk-card').count()).toBe(1);
    expect(await page.locator('.trk-card').textContent()).toContain(DEMO_NUMBERS.fbaShipmentId);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.goto('/track-trace-visibility');
    await expect.poll(() => page.locator('h1').textContent()).toBe('货物追踪与全程可视');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
