import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAxe, launch, strictPage } from './support/browser';

type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[] };

const seriousViolations = async (page: Page) => {
  await injectAxe(page);
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document) => Promise<AxeResult> } }).axe.run(document),
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
};

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('locations', () => {
  it('shows the China offices on tab 1 and selects an office from its map marker', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const landFetches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('land-110m')) landFetches.push(request.url());
    });
    await page.goto('/locations?tab=1');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Our offices');
    const cards = page.locator('.sd-card h3');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(8);
    const names = await cards.allTextContents();
    expect(names[0]).toContain('Shanghai head office');
    expect(names).toEqual(expect.arrayContaining(['Shenzhen', 'Hong Kong', 'Qingdao']));
    expect(names).not.toContain('Rotterdam');
    expect(
      await page
        .getByRole('navigation', { name: 'Regions' })
        .getByRole('link', { name: 'China' })
        .getAttribute('aria-current'),
    ).toBe('page');

    const marker = page.getByRole('button', { name: 'Shenzhen', exact: true });
    await marker.click();
    await expect.poll(() => marker.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('#office-SZX').getAttribute('class')).toContain('sd-selected');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('office-SZX');
    // The map came with its land drawn by the server, and the hydrated page kept it as it was.
    const land = page.locator('.sd-map .wm-land');
    const chinaLand = await land.getAttribute('d');
    expect(chinaLand).toMatch(/^M[\d.,]+L/);
    expect(landFetches).toEqual([]);

    // From the card to the map, by keyboard.
    await page.locator('#office-TAO').getByRole('button', { name: 'Show on map' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('button', { name: 'Qingdao', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(await marker.getAttribute('aria-pressed')).toBe('false');

    const tel = await page.locator('#office-SZX a[href^="tel:"]').getAttribute('href');
    expect(tel).toMatch(/^tel:\+86755\d{8}$/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'Regions' }).getByRole('link', { name: 'EMEA' }).click();
    await expect.poll(() => page.url()).toMatch(/\/locations\?tab=3$/);
    await expect.poll(() => page.locator('.sd-card h3').allTextContents()).toContain('Rotterdam');
    // Another view: the browser fetches the outline once and draws this region's land.
    await expect.poll(() => land.getAttribute('d')).toMatch(/^M[\d.,]+L/);
    expect(await land.getAttribute('d')).not.toBe(chinaLand);
    expect(landFetches).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

describe('eCommerce', () => {
  it('refuses a 31 kg box naming the weight rule and accepts an eligible parcel', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/ecommerce');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Oversized parcels to the fulfilment centre');
    await page.getByLabel('Destination fulfilment centre').selectOption('ONT8');
    await page.getByLabel('Goods value').fill('320');
    await page.getByLabel('Weight of box 1 (kg)').fill('31');
    await page.getByRole('button', { name: 'Check eligibility' }).click();
    const refused = page.locator('.sd-refused li');
    await expect
      .poll(() => refused.allTextContents())
      .toEqual(['Every box must weigh at most 30 kg; too heavy: box 1.']);
    expect(await page.locator('.sd-refused li').getAttribute('data-rule')).toBe('boxWeight');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Weight of box 1 (kg)').fill('18.5');
    await page.getByRole('button', { name: 'Add a box' }).click();
    await page.getByLabel('Weight of box 2 (kg)').fill('30');
    await page.getByRole('button', { name: 'Check eligibility' }).click();
    await expect.poll(() => page.locator('.sd-ok').textContent()).toContain('This parcel qualifies.');
    expect(await page.locator('.sd-ok').textContent()).toContain('18 to 24 days');
    expect(errors).toEqual([]);
  });

  it('lists fulfilment centres, filters them by typed text and selects one on the map', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/ecommerce/fba-warehouse-locations');
    await expect.poll(() => page.locator('.sd-centre').count()).toBeGreaterThanOrEqual(15);
    expect(await page.locator('.wm-route').count()).toBeGreaterThanOrEqual(15);
    await page.getByLabel('Find a centre').fill('germany');
    await expect.poll(() => page.locator('.sd-code').allTextContents()).toEqual(['DTM2', 'LEJ1']);
    await page.locator('.sd-centre', { hasText: 'LEJ1' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'LEJ1 Leipzig', exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByRole('button', { name: 'DTM2 Dortmund', exact: true }).click();
    await expect.poll(() => page.locator('.sd-centre', { hasText: 'DTM2' }).getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('news', () => {
  it('lists articles ten to a page and opens one', async () => {
    const { page, errors } = await strictPage(browser, 'zh-CN');
    await page.goto('/news');
    await expect.poll(() => page.locator('h1').textContent()).toBe('新闻动态');
    await expect.poll(() => page.locator('.sd-article-card').count()).toBe(10);
    expect(await page.locator('.sd-pager').textContent()).toContain('第 1 页，共 2 页');
    expect(await seriousViolations(page)).toEqual([]);

    const first = page.locator('.sd-article-card h2 a').first();
    const title = await first.textContent();
    await first.click();
    await expect.poll(() => page.url()).toMatch(/\/newsDetail\?id=\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    expect(await page.locator('.sd-body p').count()).toBeGreaterThan(0);
    const image = page.locator('img.sd-figure');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(page.url().replace('newsDetail', 'newsdetail'));
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    await page.goto('/newsDetail?id=999999');
    await expect.poll(() => page.locator('main').textContent()).toContain('该文章不存在或已下线。');
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});
