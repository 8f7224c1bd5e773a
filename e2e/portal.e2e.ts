import type { Browser, Page } from 'playwright-core';
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

/** The portal shell as a page object. */
const portal = (page: Page) => ({
  menu: page.locator('.pt-sider'),
  main: page.locator('#main'),
  heading: page.locator('#main h1').first(),
  watermark: page.locator('#main > [data-watermark]'),
  dialog: (title: string) => page.getByRole('dialog').filter({ hasText: title }),
});

/** 'YYYY-MM-DD HH:mm' on the Shanghai wall clock, as the notice form's date pickers take it. */
const shanghaiPicker = (date: Date) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
};

describe('the portal shell', () => {
  it('opens /dashboard on the landing page with the menu and a watermark that comes back', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const p = portal(page);
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    await poll(() => pathOf(page)).toBe('/dashboard/dashboardUser');
    await poll(() => p.heading.textContent()).toMatch(/^Good (morning|afternoon|evening), Alex Morgan$/);
    await poll(() => p.menu.textContent()).toContain('Administration and content');
    await page.getByRole('menuitem', { name: 'Administration and content' }).click();
    expect(await p.menu.getByText('Roles and permissions').count()).toBe(1);

    expect(await p.watermark.getAttribute('data-watermark')).toBe('Alex Morgan admin');
    expect(await p.watermark.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    expect(await p.watermark.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('data:image/svg+xml');
    await p.watermark.evaluate((el) => el.remove());
    await poll(() => p.watermark.count()).toBe(1);
    await p.watermark.evaluate((el) => {
      el.style.display = 'none';
    });
    await poll(() => p.watermark.evaluate((el) => getComputedStyle(el).display)).toBe('block');

    // Opening a page from the menu adds a tab and a recently used entry.
    await p.menu.getByText('Roles and permissions').click();
    await poll(() => pathOf(page)).toBe('/dashboard/udRole');
    await poll(() => p.heading.textContent()).toBe('Roles and permissions');
    await poll(() => page.getByRole('tab', { name: 'Roles and permissions' }).count()).toBe(1);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('MenuRecently') ?? '[]'))).toEqual(['udRole']);
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('Tabs') ?? '[]'))).toContain('udRole');
    expect(errors).toEqual([]);
  });

  it('switches the portal to Chinese', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const p = portal(page);
    await signIn(page, 'admin');
    await page.goto('/dashboard/udRole');
    await poll(() => p.heading.textContent()).toBe('Roles and permissions');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await poll(() => p.heading.textContent()).toBe('角色与权限');
    await poll(() => p.menu.textContent()).toContain('系统管理与内容');
    expect(await p.menu.textContent()).toContain('维护通知');
    expect(await page.locator('#main thead').textContent()).toContain('角色');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await page.evaluate(() => sessionStorage.getItem('language'))).toBe('zh_cn');
    expect(errors).toEqual([]);
  });

  it('keeps udRole from a customer: not in the menu, and not found with Go to Home', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const p = portal(page);
    await signIn(page, 'customer');
    await page.goto('/dashboard');
    await poll(() => p.heading.textContent()).toMatch(/Jordan Lee$/);
    expect(await p.menu.textContent()).not.toContain('Roles and permissions');
    expect(await p.menu.textContent()).not.toContain('Administration and content');
    await page.goto('/dashboard/udRole');
    await poll(() => p.main.textContent()).toContain('Page not found');
    await page.getByRole('button', { name: 'Go to Home' }).click();
    await poll(() => pathOf(page)).toBe('/dashboard/dashboardUser');
    expect(errors).toEqual([]);
  });

  it('turns the menu into a drawer on a phone', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'admin');
    await page.goto('/dashboard');
    await poll(() => page.locator('#main h1').first().textContent()).toContain('Alex Morgan');
    expect(await page.locator('.pt-sider').count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('.pt-menu-drawer');
    await page.getByRole('menuitem', { name: 'Administration and content' }).click();
    await drawer.getByText('Mail outbox').click();
    await poll(() => pathOf(page)).toBe('/dashboard/mailOutbox');
    await poll(() => drawer.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });
  it('shows a maintenance notice created on the upgrade page as a dialog on /dashboard', async () => {
    const { page, errors } = await strictPage(browser, 'en-US');
    const p = portal(page);
    await signIn(page, 'admin');
    await page.goto('/dashboard/upgrade');
    await poll(() => p.heading.textContent()).toBe('Maintenance notices');
    await page.getByRole('button', { name: 'New notice' }).click();
    const form = p.dialog('New maintenance notice');
    const start = shanghaiPicker(new Date(Date.now() + 2 * 3_600_000));
    const end = shanghaiPicker(new Date(Date.now() + 5 * 3_600_000));
    await form.getByLabel('Starts').fill(start);
    await form.getByLabel('Starts').press('Enter');
    await form.getByLabel('Ends').fill(end);
    await form.getByLabel('Ends').press('Enter');
    await form.getByLabel('Title in English').fill('Database upgrade');
    await form.getByLabel('Title in Chinese').fill('数据库升级');
    await form.getByLabel('Text in English').fill('Bookings are read-only during the upgrade.');
    await form.getByLabel('Text in Chinese').fill('升级期间订舱只读。');
    await form.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.locator('#main table').textContent()).toContain('Database upgrade');
    expect(await page.locator('#main table').textContent()).toContain('Scheduled');

    await page.goto('/dashboard');
    const notice = p.dialog('System maintenance notice');
    await poll(() => notice.count()).toBe(1);
    const text = await notice.textContent();
    expect(text).toContain('Database upgrade');
    expect(text).toContain(`${start} (Shanghai time, UTC+8)`);
    expect(text).toContain(`${end} (Shanghai time, UTC+8)`);
    expect(text).toContain('Support contact');
    expect(await notice.locator('[data-watermark]').getAttribute('data-watermark')).toBe('Alex Morgan admin');
    await notice.getByRole('button', { name: 'Close' }).last().click();
    await poll(() => notice.isVisible()).toBe(false);

    // Closed once, the notice stays closed in this tab; deleting it leaves the other journeys undisturbed.
    await page.getByRole('tab', { name: 'Maintenance notices' }).click();
    await poll(() => p.heading.textContent()).toBe('Maintenance notices');
    expect(await notice.isVisible()).toBe(false);
    await page.locator('#main tr', { hasText: 'Database upgrade' }).getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await poll(() => page.locator('#main table').textContent()).not.toContain('Database upgrade');
    expect(errors).toEqual([]);
  });
});

/** 'DD/MM/YYYY HH:mm (UTC±hh:mm)' of an instant in a zone, as the portal writes times in English. */
const expectedTime = (iso: string, timeZone: string) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  const offset = (p.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return { wall: `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`, offset: `UTC${offset}` };
};

type ShownTime = { iso: string; text: string; zone: string };
const shownTimes = (page: Page): Promise<ShownTime[]> =>
  page.locator('#main .ant-table-tbody time').evaluateAll((els) =>
    els.map((el) => ({
      iso: el.getAttribute('datetime') ?? '',
      text: el.textContent ?? '',
      zone: el.getAttribute('data-zone') ?? '',
    })),
  );

describe('the user time zone', () => {
  it('shows a Shanghai user +08:00 times, keeps port times local, and follows a changed preference', async () => {
    // The browser itself is in São Paulo: the portal must show the user's zone, not the browser's.
    const { page, errors } = await strictPage(browser, 'en-US', 'America/Sao_Paulo');
    const p = portal(page);
    await signIn(page, 'csr');
    const sid = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
    const setZone = (timeZone: string) => page.request.post('/account/timeZone', { form: { __sid: sid, timeZone } });
    expect((await setZone('')).status()).toBe(200);

    // Container nodes: when a leg started is on the user's clock, its last event on its port's.
    await page.goto('/dashboard/dwTrackingNode');
    await poll(() => p.heading.textContent()).toBe('Tracking nodes');
    await poll(async () => (await shownTimes(page)).length).toBeGreaterThan(4);
    const shanghai = await shownTimes(page);
    const own = shanghai.filter((s) => !s.text.includes('local'));
    const local = shanghai.filter((s) => s.text.includes('local'));
    expect(own.length).toBeGreaterThan(0);
    expect(local.length).toBeGreaterThan(0);
    for (const s of own) {
      const e = expectedTime(s.iso, 'Asia/Shanghai');
      expect(s.text).toBe(`${e.wall} (UTC+08:00)`);
    }
    for (const s of local) {
      const e = expectedTime(s.iso, s.zone);
      expect(s.text).toBe(`${e.wall} (${e.offset} local)`);
    }

    // The account page offers the SPEC §9 zones; choosing one changes the times shown.
    await page.goto('/user-myaccount');
    const select = page.getByLabel('Show times in');
    await poll(() => select.inputValue()).toBe('');
    expect(await select.locator('option').first().textContent()).toMatch(
      /^Your branch’s zone: Asia\/Shanghai \(now UTC\+08:00\)$/,
    );
    expect(await select.locator('option').count()).toBe(8);
    await select.selectOption('-05:00');
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await poll(() => page.locator('.acc-banner-success').textContent()).toBe('Your time zone has been saved');

    await page.goto('/dashboard/dwTrackingNode');
    await poll(() => p.heading.textContent()).toBe('Tracking nodes');
    await poll(
      async () => (await shownTimes(page)).filter((s) => s.text.includes('(UTC-05:00)')).length,
    ).toBeGreaterThan(0);
    const newYork = await shownTimes(page);
    for (const s of newYork.filter((x) => !x.text.includes('local'))) {
      // Etc/GMT+5 is UTC-05:00 all year (POSIX signs are inverted).
      expect(s.text).toBe(`${expectedTime(s.iso, 'Etc/GMT+5').wall} (UTC-05:00)`);
    }
    // Times at a port do not move with the user's zone.
    const before = new Map(local.map((s) => [s.iso + s.zone, s.text]));
    for (const s of newYork.filter((x) => x.text.includes('local'))) {
      const earlier = before.get(s.iso + s.zone);
      if (earlier) expect(s.text).toBe(earlier);
    }

    expect((await setZone('')).status()).toBe(200);
    expect(errors).toEqual([]);
  });
});
