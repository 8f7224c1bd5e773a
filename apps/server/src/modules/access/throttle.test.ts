import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';
import { DEMO_PASSWORD } from './seed';
import { KNOWN_BROWSER_COOKIE, SIGN_IN_LIMITS } from './throttle';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const WRONG = 'Wrong2026x';
const TOO_MANY = 'Too many failed sign-ins. Wait 15 minutes, then try again.';

type Attempt = { ip: string; browser?: string; lang?: 'en_us' | 'zh_cn' };
type Session = { sid: string; cookie: string; browser: string };

describe.each(ENGINES)('sign-in limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });
  // Each test starts with no failures on record, so the server-wide ceiling of one never reaches the next.
  beforeEach(async () => {
    await t.database.query('DELETE FROM login_failures');
  });

  const login = (username: string, password: string, { ip, browser, lang = 'en_us' }: Attempt) =>
    t.app.inject({
      method: 'POST',
      url: '/account/login',
      headers: FORM,
      payload: form({ username, password, lang }),
      remoteAddress: ip,
      cookies: browser ? { [KNOWN_BROWSER_COOKIE]: browser } : {},
    });

  const signIn = async (username: string, attempt: Attempt): Promise<Session> => {
    const res = await login(username, DEMO_PASSWORD, attempt);
    expect(res.json().result, res.body).toBe('true');
    const cookie = res.cookies.find((c) => c.name === 'tm_ss')?.value ?? '';
    const browser = res.cookies.find((c) => c.name === KNOWN_BROWSER_COOKIE)?.value ?? attempt.browser ?? '';
    return { sid: res.json().data.__sid, cookie, browser };
  };

  const expectRefused = (res: LightMyRequestResponse, message = 'The user name or password is incorrect') => {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ result: 'false', message });
  };

  const expectLimited = (res: LightMyRequestResponse, message = TOO_MANY, maxWait = 15 * 60) => {
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toEqual({ success: false, result: 'false', message, data: null });
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(maxWait);
  };

  it('stops one address trying many user names after 10 failures, in the caller’s language', async () => {
    const ip = '198.51.100.1';
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) codes.push((await login(`probe${i}`, WRONG, { ip })).statusCode);
    expect(codes.slice(0, SIGN_IN_LIMITS.address.failures).every((c) => c === 200)).toBe(true);
    expect(codes.slice(SIGN_IN_LIMITS.address.failures).every((c) => c === 429)).toBe(true);
    expectLimited(await login('probe41', WRONG, { ip }));
    expectLimited(await login('probe42', WRONG, { ip, lang: 'zh_cn' }), '登录失败次数过多，请15分钟后再试。');
    // A right password from that address waits too (it may be the sprayer's guess).
    expectLimited(await login('admin', DEMO_PASSWORD, { ip }));
    // Other addresses are not held back.
    await signIn('admin', { ip: '198.51.100.2' });
  });

  it('counts an IPv6 client by its /64, so a new address per try gains nothing', async () => {
    for (let i = 1; i <= SIGN_IN_LIMITS.address.failures; i++) {
      expectRefused(await login(`v6probe${i}`, WRONG, { ip: `2001:db8:77:1::${i.toString(16)}` }));
    }
    expectLimited(await login('v6probe99', WRONG, { ip: '2001:db8:77:1:ffff::99' }));
    expectRefused(await login('v6probe99', WRONG, { ip: '2001:db8:77:2::1' }));
  });

  it('counts failed attempts only, and a right password clears that account’s failures from that address', async () => {
    const ip = '198.51.100.3';
    // Three rounds of four failures and a success: twelve failures, never five at once for the account.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < SIGN_IN_LIMITS.accountFromAddress.failures - 1; i++) {
        expectRefused(await login('ops', WRONG, { ip }));
      }
      await signIn('ops', { ip });
    }
    // Successes never count.
    for (let i = 0; i < 15; i++) await signIn('manager', { ip });
    // Five failures for one account from one address hold that pair back, not the account elsewhere.
    for (let i = 0; i < SIGN_IN_LIMITS.accountFromAddress.failures; i++) {
      expectRefused(await login('sales', WRONG, { ip }));
    }
    expectLimited(await login('sales', DEMO_PASSWORD, { ip }));
    await signIn('sales', { ip: '198.51.100.4' });
  });

  it('keeps a real user signing in from a browser they used before while an attacker on their address is held back', async () => {
    const shared = '198.51.100.10';
    const first = await login('csr', DEMO_PASSWORD, { ip: shared });
    // The browser is remembered in a cookie scripts cannot read, sent only to the account routes of this site.
    expect(first.cookies.find((c) => c.name === KNOWN_BROWSER_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/account',
      maxAge: SIGN_IN_LIMITS.rememberedBrowser.days * 86_400,
    });
    const csr = await signIn('csr', {
      ip: shared,
      browser: first.cookies.find((c) => c.name === KNOWN_BROWSER_COOKIE)?.value,
    });
    expect(csr.browser).toHaveLength(43);
    // An attacker behind the same address sprays names, then aims at the real user's account.
    for (let i = 0; i < 5; i++) await login(`someone${i}`, WRONG, { ip: shared });
    for (let i = 0; i < SIGN_IN_LIMITS.accountFromAddress.failures; i++) await login('csr', WRONG, { ip: shared });
    expectLimited(await login('csr', WRONG, { ip: shared }));
    expectLimited(await login('someone9', WRONG, { ip: shared }));
    // The real user, from the browser they signed in with, still gets in; nobody else does from there.
    const again = await signIn('csr', { ip: shared, browser: csr.browser });
    expect(again.browser).toBe(csr.browser);
    expectLimited(await login('csr', DEMO_PASSWORD, { ip: shared }));
    // The browser is remembered for the account it signed in as, not for others.
    expectLimited(await login('hr', DEMO_PASSWORD, { ip: shared, browser: csr.browser }));
    // A forged or unknown cookie is no better than none.
    expectLimited(await login('csr', DEMO_PASSWORD, { ip: shared, browser: 'x'.repeat(43) }));
  });

  it('forgets a remembered browser after five failures of its own', async () => {
    const shared = '198.51.100.11';
    const hr = await signIn('hr', { ip: shared });
    for (let i = 0; i < SIGN_IN_LIMITS.address.failures; i++) await login(`sprayed${i}`, WRONG, { ip: shared });
    expectLimited(await login('hr', DEMO_PASSWORD, { ip: shared }));
    for (let i = 0; i < SIGN_IN_LIMITS.rememberedBrowser.failures; i++) {
      expectRefused(await login('hr', WRONG, { ip: shared, browser: hr.browser }));
    }
    expectLimited(await login('hr', DEMO_PASSWORD, { ip: shared, browser: hr.browser }));
  });

  it('checks the current password of a password or e-mail change under the same limits', async () => {
    const ip = '198.51.100.20';
    const s = await signIn('finance', { ip });
    const post = (url: string, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...FORM, cookie: `tm_ss=${s.cookie}` },
        payload: form({ lang: 'en_us', __sid: s.sid, ...fields }),
        remoteAddress: ip,
      });
    const changePassword = (oldPassword: string) =>
      post('/account/changePassword', { oldPassword, newPassword: 'Quay2026xy', repeatPassword: 'Quay2026xy' });
    const changeEmail = (password: string) => post('/account/changeEmail', { email: 'f@new.example', password });
    for (let i = 0; i < 3; i++) expect((await changePassword(WRONG)).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) expect((await changeEmail(WRONG)).statusCode).toBe(400);
    expectLimited(await changePassword(DEMO_PASSWORD));
    expectLimited(await changeEmail(DEMO_PASSWORD));
    // They were guesses at the account's password: its sign-in from that address waits as well.
    expectLimited(await login('finance', DEMO_PASSWORD, { ip }));
    await signIn('finance', { ip: '198.51.100.21' });
  });

  it('pauses sign-ins from browsers not yet known when failures across the server pass the ceiling', async () => {
    const known = await signIn('reviewer', { ip: '198.51.100.30' });
    const { failures } = SIGN_IN_LIMITS.everywhere;
    // A spray from many addresses, one try each: no address and no account reaches its own limit.
    for (let i = 0; i < failures; i++) {
      const res = await login(`sprayed${i}`, WRONG, { ip: `203.0.${Math.floor(i / 200)}.${(i % 200) + 1}` });
      expectRefused(res);
    }
    const paused = 'Sign-in is paused for a moment after many failed attempts on this site. Try again in a minute.';
    expectLimited(await login('admin', DEMO_PASSWORD, { ip: '198.51.100.31' }), paused, 60);
    expectLimited(
      await login('admin', DEMO_PASSWORD, { ip: '198.51.100.31', lang: 'zh_cn' }),
      '本站登录失败次数异常增多，登录暂停片刻，请一分钟后再试。',
      60,
    );
    // Refused attempts do not count, and a browser that signed in before is not paused.
    await signIn('reviewer', { ip: '198.51.100.30', browser: known.browser });
    // A minute later the ceiling is clear again.
    await t.database.query("UPDATE login_failures SET at = at - interval '61 seconds'");
    await signIn('admin', { ip: '198.51.100.31' });
  });
});
