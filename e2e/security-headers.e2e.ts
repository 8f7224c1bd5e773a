import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, strictPage, takeCspViolations } from './support/browser';
import { heading, poll, signIn } from './support/portal';

/**
 * The Content-Security-Policy in the browser: pages arrive with it, everything they show works
 * under it (the site's inline stylesheet, the portal's run-time styles, dialogs, charts, the
 * watermark), and markup slipped into a page can neither run script nor style itself. Every
 * journey of every file also fails on any violation (support/csp-guard.ts).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The policy a page arrived with, with its nonce written as NONCE. */
const policyOf = async (response: Response | null): Promise<string> =>
  String((await response?.allHeaders())?.['content-security-policy']).replace(/'nonce-[^']+'/, "'nonce-NONCE'");

const PAGE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'nonce-NONCE'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

/** Every style element of the page was admitted: a refused one has no style sheet. */
const refusedStyleElements = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('style')).filter((s) => s.sheet === null).length);

describe('the Content-Security-Policy', () => {
  it('keeps markup slipped into a page from running script or styling itself, and the journey guard sees it', async () => {
    const { page } = await strictPage(browser, 'en-US');
    await page.goto('/');
    await page.evaluate(() => {
      const slipped = document.createElement('div');
      slipped.innerHTML =
        '<img src="data:," onerror="window.__slipped = 1"><p style="color: rgb(255, 0, 0)">x</p><style>body{display:none}</style>';
      document.body.append(slipped);
    });
    // The guard sees all three (and they are taken here, so this journey itself passes it).
    const seen: string[] = [];
    await poll(() => {
      seen.push(...takeCspViolations());
      return ['script-src-attr', 'style-src-attr', 'style-src-elem'].filter((d) => seen.join('\n').includes(d));
    }).toEqual(['script-src-attr', 'style-src-attr', 'style-src-elem']);
    expect(await page.evaluate(() => (window as unknown as { __slipped?: number }).__slipped)).toBeUndefined();
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
    expect(await page.locator('p', { hasText: /^x$/ }).evaluate((p) => getComputedStyle(p).color)).not.toBe(
      'rgb(255, 0, 0)',
    );
  });

  it('arrives with the public pages, whose inline stylesheet applies', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    for (const path of ['/?lang=en_us', '/tracking?no=MSKU7025177&lang=zh_cn', '/locations']) {
      const response = await page.goto(path);
      expect(await policyOf(response), path).toBe(PAGE_POLICY);
      const headers = (await response?.allHeaders()) ?? {};
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security'], path).toBeUndefined();
      await page.locator('h1').first().waitFor();
      expect(await page.locator('style[nonce]').count(), path).toBe(1);
      expect(await refusedStyleElements(page), path).toBe(0);
    }
    // The tracking result's map draws its land.
    await page.goto('/tracking?no=MSKU7025177&lang=en_us');
    await poll(() => page.locator('svg path').count()).toBeGreaterThan(2);
    expect(errors).toEqual([]);
  });

  it('arrives with the portal, whose run-time styles, dialogs, watermark and charts work under it', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await signIn(page, 'admin');
    const response = await page.goto('/dashboard/upgrade');
    expect(await policyOf(response)).toBe(PAGE_POLICY);
    await poll(() => heading(page).textContent()).toBe('Maintenance notices');
    // antd writes its styles at run time; each style element carries the page's nonce.
    expect(await page.locator('style').count()).toBeGreaterThan(3);
    expect(await refusedStyleElements(page)).toBe(0);
    const primary = page.getByRole('button', { name: 'New notice' });
    expect(await primary.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    // The watermark is styled, so it shows.
    const watermark = page.locator('#main > [data-watermark]');
    expect(await watermark.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('data:image/svg+xml');
    expect(await watermark.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    // A dialog locks the page's scrolling with a style element of its own.
    await primary.click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'New maintenance notice' });
    await poll(() => dialog.isVisible()).toBe(true);
    await poll(() => page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('hidden');
    await page.keyboard.press('Escape');
    await poll(() => dialog.isVisible()).toBe(false);
    expect(await refusedStyleElements(page)).toBe(0);

    // A chart and its tooltip.
    await page.goto('/dashboard/TrackingAverageDay');
    await poll(() => heading(page).textContent()).toBe('Average transit days by lane');
    const chart = page.locator('#main .desk-chart');
    await poll(() => chart.locator('canvas').count()).toBeGreaterThan(0);
    await poll(async () => {
      const box = await chart.boundingBox();
      if (box) await page.mouse.move(box.x + box.width / 2, box.y + 60);
      return (await chart.innerText()).trim().length;
    }).toBeGreaterThan(0);
    expect(await refusedStyleElements(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});
