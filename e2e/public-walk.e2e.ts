import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { injectAxe, launch, strictPage } from './support/browser';

/**
 * Walks every public page of the site in both languages: the pages come from /sitemap.xml,
 * which the server builds from the web app's route table, so pages added later join the walk.
 */

const base = inject('baseUrl');

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
  const url = new URL((m[1] ?? '').replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
});

/** A catalog key shown as text (a translation that is missing in the site catalog). */
const UNTRANSLATED = /\b(site|common|http|enums)\.[a-zA-Z]+\.[\w.]+/;

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

describe('public website walk', () => {
  it('lists the public pages in both languages in the sitemap', () => {
    expect(pages).toContain('/?lang=en_us');
    expect(pages).toContain('/?lang=zh_cn');
    expect(pages.some((p) => p.startsWith('/dashboard') || p.startsWith('/user-'))).toBe(false);
  });

  it.each(pages)('%s', async (path) => {
    const english = path.includes('lang=en_us');

    // The first HTML, without any script: the page is already there, in the right language.
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<html lang="${english ? 'en-US' : 'zh-CN'}"`);
    expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+">/);
    expect(html).toContain('hreflang="x-default"');

    const { page, errors } = await strictPage(browser, english ? 'en-US' : 'zh-CN');
    const answer = await page.goto(path, { waitUntil: 'networkidle' });
    expect(answer?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(english ? 'en-US' : 'zh-CN');
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(UNTRANSLATED);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('site frame', () => {
  it('opens menu groups with the keyboard and closes them with Escape, marking the current page', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/about/history?lang=en_us', { waitUntil: 'networkidle' });
    const about = page.getByRole('button', { name: 'About' });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => about.getAttribute('aria-expanded')).toBe('true');
    const current = page.locator('.menu-panel a[aria-current="page"]');
    await expect.poll(() => current.textContent()).toBe('History');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => about.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('About');
    // Another group's link leads to its page, and the menu closes on arrival.
    await page.getByRole('button', { name: 'Supply Chain' }).click();
    await page.getByRole('link', { name: 'Air freight' }).first().click();
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/supply-chain/air-freight');
    await expect.poll(() => page.locator('.menu-group.is-open').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('folds the menu behind a button on a phone', async () => {
    const { page, errors } = await strictPage(browser, 'zh-CN');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/', { waitUntil: 'networkidle' });
    const nav = page.locator('nav.site-nav');
    expect(await nav.isVisible()).toBe(false);
    await page
      .locator('.menu-toggle')
      .tap()
      .catch(() => page.locator('.menu-toggle').click());
    await expect.poll(() => nav.isVisible()).toBe(true);
    await page.getByRole('button', { name: '全球网点' }).click();
    await nav.getByRole('link', { name: '亚太' }).click();
    await expect.poll(() => page.evaluate(() => window.location.search)).toBe('?tab=2');
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the chosen language across pages, and the server renders the next page in it', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('header').getByLabel('Language').selectOption('zh_cn');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    const html = await page.context().request.get('/supply-chain/ocean-freight');
    expect(await html.text()).toContain('<html lang="zh-CN"');
    await page.goto('/supply-chain/ocean-freight', { waitUntil: 'networkidle' });
    expect(await page.locator('h1').textContent()).toBe('海运');
    // ?lang= wins and is remembered.
    await page.goto('/supply-chain/ocean-freight?lang=en_us', { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => sessionStorage.getItem('language'))).toBe('en_us');
    expect(await page.locator('h1').textContent()).not.toBe('海运');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has four social links and a copyright line in the footer', async () => {
    const { page } = await strictPage(browser, 'en-US');
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.locator('.social-links a').count()).toBe(4);
    expect(await page.locator('.footer-base p').textContent()).toMatch(/© \d{4} /);
    await page.context().close();
  });
});
