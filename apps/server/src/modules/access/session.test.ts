import type { MenuTreeItem } from '@tidemark/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';
import { DEMO_PASSWORD } from './seed';
import { hashSecret } from './tokens';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

type Session = { sid: string; cookie: string };
type LoginOptions = { ip?: string; fields?: Record<string, string>; cookies?: Record<string, string> };

const login = (t: TestApp, username: string, password = DEMO_PASSWORD, options: LoginOptions = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/account/login',
    headers: FORM,
    payload: form({ username, password, lang: 'en_us', ...options.fields }),
    remoteAddress: options.ip ?? '127.0.0.1',
    cookies: options.cookies,
  });

const signIn = async (t: TestApp, username: string, ip?: string): Promise<Session> => {
  const res = await login(t, username, DEMO_PASSWORD, { ip });
  expect(res.json().result, res.body).toBe('true');
  const cookie = res.cookies.find((c) => c.name === 'tm_ss');
  if (!cookie) throw new Error('no session cookie');
  return { sid: res.json().data.__sid, cookie: cookie.value };
};

/** A POST carrying whichever halves of a session are given. */
const post = (
  t: TestApp,
  url: string,
  halves: { sid?: string; cookie?: string },
  fields: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...FORM, ...(halves.cookie ? { cookie: `tm_ss=${halves.cookie}` } : {}) },
    payload: form({ lang: 'en_us', ...(halves.sid ? { __sid: halves.sid } : {}), ...fields }),
  });

const signedIn = async (t: TestApp, halves: { sid?: string; cookie?: string }): Promise<boolean> =>
  (await post(t, '/account/user/info.json', halves)).json().data.result === 'true';

const flatten = (items: MenuTreeItem[]): MenuTreeItem[] => items.flatMap((i) => [i, ...flatten(i.childList)]);

describe.each(ENGINES)('sessions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs in with data.__sid and an HttpOnly, SameSite session cookie, both stored only as hashes', async () => {
    const res = await login(t, 'admin');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, result: 'true', data: { __sid: expect.any(String) } });
    const sid: string = body.data.__sid;
    expect(sid.length).toBeGreaterThanOrEqual(43);
    const cookie = res.cookies.find((c) => c.name === 'tm_ss');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).not.toBe(sid);
    const stored = await t.database.query<{ sid_hash: string; secret_hash: string }>(
      'SELECT sid_hash, secret_hash FROM sessions WHERE sid_hash = $1',
      [hashSecret(sid)],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.secret_hash).toBe(hashSecret(cookie?.value ?? ''));
    expect(await t.database.query('SELECT 1 FROM sessions WHERE sid_hash = $1', [sid])).toHaveLength(0);
    const again = await login(t, 'admin');
    expect(again.json().data.__sid).not.toBe(sid);
  });

  it('answers a wrong password and an unknown user with the same message', async () => {
    const wrong = await login(t, 'manager', 'Wrong2026x', { ip: '10.10.0.1' });
    const unknown = await login(t, 'nobody-here', 'Wrong2026x', { ip: '10.10.0.1' });
    expect(wrong.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ result: 'false', message: 'The user name or password is incorrect' });
    expect(wrong.cookies.find((c) => c.name === 'tm_ss')).toBeUndefined();
  });

  it('throttles an account from one address after 5 failures, not the same account elsewhere', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login(t, 'ops', 'Wrong2026x', { ip: '10.20.0.1' });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toBe('false');
    }
    const blocked = await login(t, 'ops', DEMO_PASSWORD, { ip: '10.20.0.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      result: 'false',
      message: 'Too many failed sign-ins. Wait 15 minutes, then try again.',
    });
    // The key is the user name regardless of case.
    expect((await login(t, 'OPS', DEMO_PASSWORD, { ip: '10.20.0.1' })).statusCode).toBe(429);
    expect((await login(t, 'ops', DEMO_PASSWORD, { ip: '10.20.0.2' })).json().result).toBe('true');
    expect((await login(t, 'hr', DEMO_PASSWORD, { ip: '10.20.0.1' })).json().result).toBe('true');
  });

  it('refuses customers on the staff sign-in and lets staff through', async () => {
    const customer = await login(t, 'customer', DEMO_PASSWORD, { fields: { staff: '1' } });
    expect(customer.json()).toMatchObject({
      result: 'false',
      message: 'This sign-in is for staff. Customers sign in on the customer sign-in page.',
    });
    expect(customer.cookies.find((c) => c.name === 'tm_ss')).toBeUndefined();
    expect((await login(t, 'customer')).json().result).toBe('true');
    expect((await login(t, 'admin', DEMO_PASSWORD, { fields: { staff: '1' } })).json().result).toBe('true');
  });

  it('checks the captcha when it is on: case-insensitive, single use, two minutes', async () => {
    const c = await testApp(engine, { LOGIN_CAPTCHA: 'on' });
    try {
      const known = hashSecret('abcd');
      const captcha = async () => {
        const res = await c.app.inject({ method: 'GET', url: '/account/captcha' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('image/svg+xml');
        expect(res.body.startsWith('<svg')).toBe(true);
        const cookie = res.cookies.find((k) => k.name === 'tm_cap');
        expect(cookie?.httpOnly).toBe(true);
        const id = cookie?.value ?? '';
        await c.database.query('UPDATE captchas SET answer_hash = $1 WHERE id = $2', [known, id]);
        return id;
      };
      const withCode = (id: string | undefined, code: string, ip: string) =>
        login(c, 'admin', DEMO_PASSWORD, { ip, fields: { validCode: code }, cookies: id ? { tm_cap: id } : {} });
      const badCaptcha = 'The verification code is wrong or has expired';

      expect((await withCode(undefined, 'abcd', '10.30.0.1')).json()).toMatchObject({
        result: 'false',
        message: badCaptcha,
      });

      const first = await captcha();
      expect((await withCode(first, 'ABCD', '10.30.0.2')).json().result).toBe('true');
      expect((await withCode(first, 'abcd', '10.30.0.3')).json()).toMatchObject({
        result: 'false',
        message: badCaptcha,
      });

      const wrongOnce = await captcha();
      expect((await withCode(wrongOnce, 'abce', '10.30.0.4')).json().message).toBe(badCaptcha);
      expect((await withCode(wrongOnce, 'abcd', '10.30.0.5')).json().message).toBe(badCaptcha);

      const stale = await captcha();
      await c.database.query("UPDATE captchas SET expires_at = now() - interval '1 second' WHERE id = $1", [stale]);
      expect((await withCode(stale, 'abcd', '10.30.0.6')).json().message).toBe(badCaptcha);

      const fresh = await captcha();
      const stored = await c.database.query<{ seconds: number }>(
        'SELECT extract(epoch FROM expires_at - now())::int AS seconds FROM captchas WHERE id = $1',
        [fresh],
      );
      expect(stored[0]?.seconds).toBeGreaterThan(100);
      expect(stored[0]?.seconds).toBeLessThanOrEqual(120);
      expect((await withCode(fresh, ' aBcD ', '10.30.0.7')).json().result).toBe('true');
    } finally {
      await c.close();
    }
  });

  it('is signed in only with both halves of the session', async () => {
    const a = await signIn(t, 'csr');
    const b = await signIn(t, 'finance');
    expect(await signedIn(t, a)).toBe(true);
    expect(await signedIn(t, { sid: a.sid })).toBe(false);
    expect(await signedIn(t, { cookie: a.cookie })).toBe(false);
    expect(await signedIn(t, { sid: b.sid, cookie: a.cookie })).toBe(false);
    expect(await signedIn(t, { sid: a.sid, cookie: b.cookie })).toBe(false);
    const protectedRoute = await post(t, '/account/user/menuTree', { cookie: a.cookie });
    expect(protectedRoute.statusCode).toBe(401);
  });

  it('ends the session at sign-out and clears the cookie', async () => {
    const s = await signIn(t, 'reviewer');
    const res = await post(t, '/account/logout', s);
    expect(res.json()).toMatchObject({ success: true, result: 'true', message: 'You have signed out' });
    const cleared = res.cookies.find((c) => c.name === 'tm_ss');
    expect(cleared?.value).toBe('');
    expect(await signedIn(t, s)).toBe(false);
    const rows = await t.database.query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM sessions WHERE sid_hash = $1',
      [hashSecret(s.sid)],
    );
    expect(rows[0]?.revoked_at).not.toBeNull();
  });

  it('expires sessions after the idle and the absolute timeouts', async () => {
    const idle = await signIn(t, 'it');
    await t.database.query("UPDATE sessions SET last_seen_at = now() - interval '230 minutes' WHERE sid_hash = $1", [
      hashSecret(idle.sid),
    ]);
    expect(await signedIn(t, idle)).toBe(true);
    const touched = await t.database.query<{ idle: number }>(
      'SELECT extract(epoch FROM now() - last_seen_at)::int AS idle FROM sessions WHERE sid_hash = $1',
      [hashSecret(idle.sid)],
    );
    expect(touched[0]?.idle).toBeLessThan(60);
    await t.database.query("UPDATE sessions SET last_seen_at = now() - interval '241 minutes' WHERE sid_hash = $1", [
      hashSecret(idle.sid),
    ]);
    expect(await signedIn(t, idle)).toBe(false);

    const absolute = await signIn(t, 'it');
    const lifetime = await t.database.query<{ hours: number }>(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM sessions WHERE sid_hash = $1',
      [hashSecret(absolute.sid)],
    );
    expect(lifetime[0]?.hours).toBe(24);
    await t.database.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE sid_hash = $1", [
      hashSecret(absolute.sid),
    ]);
    expect(await signedIn(t, absolute)).toBe(false);
  });

  it("answers info.json with result 'true' and the user, or 'false' and the not-logged-in message", async () => {
    const s = await signIn(t, 'admin');
    const yes = await post(t, '/account/user/info.json', s);
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toMatchObject({
      success: true,
      result: 'true',
      data: {
        result: 'true',
        user: { userName: 'admin', displayName: 'Alex Morgan', kind: 'staff', status: 'active', roles: ['admin'] },
      },
    });
    const no = await post(t, '/account/user/info.json', {});
    expect(no.statusCode).toBe(200);
    expect(no.json()).toEqual({
      success: false,
      result: 'false',
      message: 'Not logged in, please log in',
      data: { result: 'false' },
    });
  });

  it('sends the menu tree of the user without BMS-target items', async () => {
    const admin = await signIn(t, 'admin');
    const customer = await signIn(t, 'customer');
    const tree = async (s: Session) => {
      const res = await post(t, '/account/user/menuTree', s);
      expect(res.statusCode).toBe(200);
      return res.json().data as MenuTreeItem[];
    };

    const adminTree = await tree(admin);
    const administration = adminTree.find((i) => i.code === 'group:administration');
    expect(administration?.menuType).toBe(0);
    const adminPages = administration?.childList.map((i) => i.menuUrl) ?? [];
    expect(adminPages).toEqual(expect.arrayContaining(['udRole', 'upgrade', 'accountApproval', 'mailOutbox']));
    const udRole = administration?.childList.find((i) => i.menuUrl === 'udRole');
    expect(udRole).toMatchObject({ menuType: 1, menuTarget: 'PORTAL', titleKey: 'menu.pages.udRole' });
    expect(udRole?.childList).toEqual([
      expect.objectContaining({ menuType: 2, permission: 'udRole:edit', childList: [] }),
    ]);

    const customerItems = flatten(await tree(customer));
    // A customer gets the landing page, the tracking pages, the booking forms, the quotations
    // granted to customers (to confirm or reject those quoted to its company) and its company's
    // invoices and debit notes, nothing of staff work.
    const customerCodes = customerItems.map((i) => i.code);
    expect(customerCodes).toEqual(
      expect.arrayContaining([
        'dashboardUser',
        'group:dashboards',
        'tracking',
        'bookingSea',
        'bookingAir',
        'quotation',
        'taxInvoice',
        'DebitNote',
      ]),
    );
    expect(customerCodes.filter((c) => c.startsWith('group:')).sort()).toEqual([
      'group:bookings',
      'group:charges',
      'group:crm',
      // The compliance statements the customer signs.
      'group:customs',
      'group:dashboards',
      'group:tracking',
    ]);
    for (const staffWork of [
      'udRole',
      'checkTracking',
      'mainBooking',
      'pendingBooking',
      'workBench',
      'wms',
      'tariff',
      'chargeSheet',
      'shipmentProfit',
      'unbilled',
      'datev',
    ]) {
      expect(customerCodes).not.toContain(staffWork);
    }

    const group = await t.database.query<{ id: number }>(
      "SELECT id FROM menu_items WHERE code = 'group:administration'",
    );
    const inserted = await t.database.query<{ id: number }>(
      `INSERT INTO menu_items (parent_id, code, menu_type, menu_target, menu_url, title_key, sort)
       VALUES ($1, 'bmsBilling', 1, 'BMS', 'bmsBilling', 'menu.pages.bmsBilling', 99) RETURNING id`,
      [group[0]?.id],
    );
    await t.database.query(
      "INSERT INTO role_menu_items (role_id, menu_item_id) SELECT id, $1 FROM roles WHERE code = 'admin'",
      [inserted[0]?.id],
    );
    const granted = await t.database.query(
      "SELECT 1 FROM role_menu_items rm JOIN roles r ON r.id = rm.role_id WHERE r.code = 'admin' AND rm.menu_item_id = $1",
      [inserted[0]?.id],
    );
    expect(granted).toHaveLength(1);
    const after = flatten(await tree(admin));
    expect(after.some((i) => i.code === 'bmsBilling' || i.menuTarget === 'BMS')).toBe(false);
    expect(after.some((i) => i.menuUrl === 'udRole')).toBe(true);
  });
});
