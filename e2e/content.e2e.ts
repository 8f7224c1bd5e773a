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

const h1 = (page: import('playwright-core').Page) => page.locator('h1').first().textContent();

describe('content pages', () => {
  it('shows a service page in English with its tables and questions', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/supply-chain/ocean-freight');
    await expect.poll(() => h1(page)).toBe('Ocean freight');
    expect(
      await page.getByRole('table', { name: 'Container types' }).getByRole('rowheader', { name: '40HC' }).count(),
    ).toBe(1);
    const question = page.getByText('When is LCL cheaper than FCL?');
    await question.click();
    await expect.poll(() => page.locator('#faq details').first().getAttribute('open')).not.toBeNull();
    expect(await page.locator('h1').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows a service page in Chinese', async () => {
    const { page, errors } = await strictPage(browser, 'zh-CN');
    await page.goto('/supply-chain/customs-brokerage');
    await expect.poll(() => h1(page)).toBe('报关代理');
    expect(await page.getByRole('heading', { level: 2, name: '报关服务内容' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows the why page in both languages with the brand filled in and follows a card link', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/why-tidemark');
    await expect.poll(() => h1(page)).toBe('Why Tidemark');
    expect(await page.content()).not.toContain('{brand}');
    await page.getByRole('link', { name: 'Predictability' }).first().click();
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/predictability');
    await expect.poll(() => h1(page)).toBe('Predictability');
    await page.getByLabel('Language').first().selectOption('zh_cn');
    await expect.poll(() => h1(page)).toBe('可预期');
    await page.goto('/why-tidemark');
    await expect.poll(() => h1(page)).toBe('为什么选择 Tidemark');
    expect(errors).toEqual([]);
  });

  it('opens a page at a block anchor', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/tidemark-story#founders');
    await expect.poll(() => h1(page)).toBe('The Tidemark story');
    await expect
      .poll(() => page.evaluate(() => document.getElementById('founders')?.getBoundingClientRect().top ?? -1))
      .toBeLessThan(400);
    expect(errors).toEqual([]);
  });

  it('leads from the home page to a service page', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/');
    await page.getByRole('link', { name: 'Air freight' }).first().click();
    await expect.poll(() => h1(page)).toBe('Air freight');
    expect(errors).toEqual([]);
  });
});
