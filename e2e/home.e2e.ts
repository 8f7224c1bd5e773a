import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, strictPage } from './support/browser';
import { pathOf, poll, signIn } from './support/portal';

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

  it("runs on the site's own light bundle, and a move into the portal loads the portal from the server", async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Freight that arrives when you planned it');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /^\/assets\/site-[\w-]+\.js$/.test(s))).toBe(true);
    // Neither the portal's entry nor React DOM is part of a public page.
    expect(scripts.some((s) => /^\/assets\/(index|client)-[\w-]+\.js$/.test(s))).toBe(false);

    // A navigation inside the site's router to a page it does not hold (here the sign-in page).
    scripts.length = 0;
    await page.evaluate(() => {
      window.history.pushState({}, '', '/login');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => page.getByLabel('User name').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(scripts.some((s) => /^\/assets\/index-[\w-]+\.js$/.test(s))).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('the header of a signed-in customer', () => {
  it('shows the account, the way into the portal and sign-out instead of sign-in, in both languages', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await signIn(page, 'customer');
    const header = page.locator('header.site-header');
    // Public pages are rendered on the server signed out; the account appears once the page is live.
    const account = header.locator('.site-account');
    for (const path of ['/', '/tracking', '/user-tracking']) {
      await page.goto(path);
      await poll(() => account.isVisible()).toBe(true);
      expect(await account.locator('.site-account-name').textContent()).toBe('Signed in as Jordan Lee');
      expect(await header.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
      expect(await account.getByRole('link', { name: 'My portal' }).getAttribute('href')).toBe('/dashboard');
      expect(await account.getByRole('button', { name: 'Sign out' }).count()).toBe(1);
    }
    await account.getByRole('link', { name: 'My portal' }).click();
    await poll(() => pathOf(page)).toMatch(/^\/dashboard/);

    await page.goto('/tracking?lang=zh_cn');
    const zhAccount = header.locator('.site-account');
    await poll(() => zhAccount.locator('.site-account-name').textContent()).toBe('已登录： Jordan Lee');
    expect(await zhAccount.getByRole('link', { name: '我的门户' }).count()).toBe(1);
    await zhAccount.getByRole('button', { name: '退出登录' }).click();
    await poll(() => header.getByRole('link', { name: '登录' }).count()).toBe(1);
    expect(await header.locator('.site-account').count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    // Signed out on the server too: the page, reloaded, offers sign-in.
    await page.reload();
    await poll(() => header.getByRole('link', { name: '登录' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
