import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, strictPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('home page', () => {
  it('speaks the browser language and switches language', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Freight that arrives when you planned it');
    await page.getByLabel('Language').first().selectOption('zh_cn');
    await expect.poll(() => page.locator('h1').textContent()).toBe('货物按计划准时送达');
    await page.reload();
    await expect.poll(() => page.locator('h1').textContent()).toBe('货物按计划准时送达');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(errors).toEqual([]);
  });

  it('shows the home page for an unknown path', async () => {
    const { page, errors } = await strictPage(browser, 'zh-CN');
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').textContent()).toBe('货物按计划准时送达');
    expect(errors).toEqual([]);
  });
});
