import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, strictPage } from './support/browser';
import { apiSession, pathOf, signInWithForm } from './support/portal';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in and the route guard', () => {
  it('signs csr in and lands on /dashboard; /login then goes to /', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/login');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Customer sign-in');
    expect(await page.getByLabel('Verification code').count()).toBe(0);
    await signInWithForm(page, 'csr', 'Harbor2026');
    await expect.poll(() => pathOf(page)).toMatch(/^\/dashboard/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^[\w-]{40,}$/);
    await page.goto('/login');
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(errors).toEqual([]);
  });

  it('sends /dashboard without a session to /login', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/dashboard/dashboardUser');
    await expect.poll(() => pathOf(page)).toBe('/login');
    await page.goto('/user-account');
    await expect.poll(() => pathOf(page)).toBe('/login');
    expect(errors).toEqual([]);
  });

  it('shows the error for a wrong password and keeps the user name', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/login');
    await signInWithForm(page, 'ops', 'NotTheRight1');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The user name or password is incorrect');
    expect(await page.getByLabel('User name').inputValue()).toBe('ops');
    expect(pathOf(page)).toBe('/login');
    expect(errors).toEqual([]);
  });

  it('shows the account page and signs out back to /login', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/sys_login');
    await signInWithForm(page, 'manager', 'Harbor2026');
    await expect.poll(() => pathOf(page)).toMatch(/^\/dashboard/);
    await page.goto('/user-account');
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/^Hello, /);
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.goto('/dashboard');
    await expect.poll(() => pathOf(page)).toBe('/login');
    expect(errors).toEqual([]);
  });

  it('edits the profile; the preferred language applies at once', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/sys_login');
    await signInWithForm(page, 'finance', 'Harbor2026');
    await expect.poll(() => pathOf(page)).toMatch(/^\/dashboard/);
    await page.goto('/user-myaccount');
    await page.getByLabel('Position').fill('Billing lead');
    await page.getByLabel('Preferred language').selectOption('zh_cn');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: '个人资料已保存' }).count()).toBe(1);
    expect(await page.locator('h1').first().textContent()).toBe('个人资料');
    await page.reload();
    await expect.poll(() => page.getByLabel('职位').inputValue()).toBe('Billing lead');
    expect(errors).toEqual([]);
  });

  it('refuses a customer on the staff sign-in', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/sys_login');
    await signInWithForm(page, 'customer', 'Harbor2026');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('This sign-in is for staff. Customers sign in on the customer sign-in page.');
    expect(errors).toEqual([]);
  });
});

describe('sign-up', () => {
  it('shows per-field errors in Chinese for a zh-CN browser', async () => {
    const { page, errors } = await strictPage(browser, 'zh-CN');
    await page.goto('/sign-up');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('申请客户账号');
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('请修正标出的字段。');
    expect(await page.getByText('此项为必填项').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByText('用户名为3到32位字母、数字、点、连字符或下划线，并以字母开头').count()).toBe(1);
    await page.getByLabel('密码', { exact: true }).fill('Quay2026');
    await page.getByLabel('再次输入密码').fill('Quay2027');
    await page.getByLabel('再次输入密码').blur();
    await expect.poll(() => page.getByText('两次输入的密码不一致').count()).toBe(1);
    expect(await page.getByLabel('用户名').getAttribute('aria-invalid')).toBe('true');
    expect(errors).toEqual([]);
  });
});

describe('status pages', () => {
  it('/notFound offers Go to Home', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.goto('/notFound');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Freight that arrives when you planned it');
    expect(errors).toEqual([]);
  });
});

describe('carrier-brand host', () => {
  const carrierUrl = (path: string) => `http://carrier.localhost:${inject('port')}${path}`;

  it('sends anonymous visitors to /login and keeps signed-in users in the dashboard', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    try {
      await page.goto(carrierUrl('/'));
      await expect.poll(() => pathOf(page)).toBe('/login');
      expect(new URL(page.url()).hostname).toBe('carrier.localhost');
      await page.goto(carrierUrl('/tracking'));
      await expect.poll(() => pathOf(page)).toBe('/login');
      await signInWithForm(page, 'csr', 'Harbor2026');
      await expect.poll(() => pathOf(page)).toMatch(/^\/dashboard/);
      await page.goto(carrierUrl('/'));
      await expect.poll(() => pathOf(page)).toMatch(/^\/dashboard/);
      await page.goto(carrierUrl('/user-account'));
      await expect.poll(() => pathOf(page)).toMatch(/^\/dashboard/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('takes a one-time hand-off token from the address, signs in and strips it', async () => {
    const { page: home, errors } = await strictPage(browser, 'en-US');
    await home.goto('/login');
    await signInWithForm(home, 'ops', 'Harbor2026');
    await expect.poll(() => pathOf(home)).toMatch(/^\/dashboard/);
    const token = await home.evaluate(async () => {
      const body = new URLSearchParams({ __sid: sessionStorage.getItem('token') ?? '' });
      const res = await fetch('/account/handoff', { method: 'POST', body });
      return ((await res.json()) as { data: { token: string } }).data.token;
    });
    expect(token).toMatch(/^[\w-]{40,}$/);

    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto(carrierUrl(`/dashboard?token=${token}`));
      await expect.poll(() => pathOf(page)).toMatch(/^\/dashboard/);
      expect(new URL(page.url()).searchParams.has('token')).toBe(false);
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^[\w-]{40,}$/);
      // Single use: the same token a second time leaves a fresh visitor anonymous.
      const again = await context.newPage();
      await again.goto(carrierUrl(`/dashboard?token=${token}`));
      await expect.poll(() => pathOf(again)).toBe('/login');
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});

/** Reads the mail outbox as an administrator through the API (the demo has no SMTP server). */
const mailLink = async (to: string, pathPrefix: string): Promise<string> => {
  const base = inject('baseUrl');
  const { sid, cookie } = await apiSession('admin');
  const res = await fetch(`${base}/api/access/outbox/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ __sid: sid, page: '1', limit: '50' }),
  });
  const rows = ((await res.json()) as { data: { rows: { toAddress: string; bodyText: string }[] } }).data.rows;
  for (const row of rows.filter((r) => r.toAddress === to)) {
    const match = row.bodyText
      .match(/https?:\/\/\S+/g)
      ?.map((u) => new URL(u))
      .find((u) => u.pathname === pathPrefix);
    if (match) return `${match.pathname}${match.search}`;
  }
  throw new Error(`no ${pathPrefix} mail to ${to}`);
};

describe('a new customer account', () => {
  it('signs up, confirms the address, waits for approval and resets the password', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const userName = `e2e${Date.now().toString(36)}`;
    const email = `${userName}@pearl-traders.example`;
    await page.goto('/sign-up');
    await page.getByLabel('Your name').fill('Mei Wong');
    await page.getByLabel('Company').fill('Pearl Traders Ltd');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('User name').fill(userName);
    await page.getByLabel('Password', { exact: true }).fill('Quay2026x');
    await page.getByLabel('Repeat the password').fill('Quay2026x');
    await page.getByRole('button', { name: 'Request account' }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Check your inbox');

    await page.goto(await mailLink(email, '/result'));
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('E-mail address confirmed');

    await page.goto('/forgot');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Check your inbox');
    await page.goto(await mailLink(email, '/ChangePassword'));
    expect(new URL(page.url()).searchParams.get('token')).toBeTruthy();
    await page.getByLabel('New password', { exact: true }).fill('Harbor2027x');
    await page.getByLabel('Repeat the new password').fill('Harbor2027x');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Password changed');

    await page.goto('/login');
    await signInWithForm(page, userName, 'Harbor2027x');
    await expect.poll(() => pathOf(page)).toBe('/user-account');
    await expect.poll(() => page.getByRole('heading', { name: 'Waiting for approval' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
