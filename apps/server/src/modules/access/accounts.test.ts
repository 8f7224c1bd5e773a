import { passwordProblems } from '@tidemark/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';
import { AdminCreateError, createAdmin, generatePassword } from '../../cli/admin-create';
import { FORGOT_ANSWER_MS } from './accounts';
import { DEMO_PASSWORD } from './seed';
import { hashSecret } from './tokens';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const HOST = 'portal.example.com';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

type Session = { sid: string; cookie: string };
type Mail = { to_address: string; subject: string; body_text: string; purpose: string };

describe.each(ENGINES)('account flows on %s', (engine) => {
  let t: TestApp;
  // Each test calls from its own address, so the per-address rate limits of one test do not
  // spill into the next.
  let ip = '';
  let n = 0;
  beforeAll(async () => {
    t = await testApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    n++;
    ip = `10.40.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  });

  const post = (url: string, fields: Record<string, string> = {}, session?: Session) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, host: HOST, ...(session ? { cookie: `tm_ss=${session.cookie}` } : {}) },
      payload: form({ lang: 'en_us', ...(session ? { __sid: session.sid } : {}), ...fields }),
      remoteAddress: ip,
    });

  const login = (username: string, password = DEMO_PASSWORD) => post('/account/login', { username, password });

  const signIn = async (username: string, password = DEMO_PASSWORD): Promise<Session> => {
    const res = await login(username, password);
    expect(res.json().result, res.body).toBe('true');
    const cookie = res.cookies.find((c) => c.name === 'tm_ss');
    if (!cookie) throw new Error('no session cookie');
    return { sid: res.json().data.__sid, cookie: cookie.value };
  };

  const signedIn = async (s: Session) => (await post('/account/user/info.json', {}, s)).json().data.result === 'true';

  const mails = (to: string, purpose: string) =>
    t.database.query<Mail>(
      'SELECT to_address, subject, body_text, purpose FROM mail_outbox WHERE to_address = $1 AND purpose = $2 ORDER BY id',
      [to, purpose],
    );

  /** The newest mail of a kind; the forgot flow may finish its mail just after answering. */
  const lastMail = async (to: string, purpose: string): Promise<Mail> => {
    for (let i = 0; i < 40; i++) {
      const found = (await mails(to, purpose)).at(-1);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no ${purpose} mail to ${to}`);
  };

  const tokenIn = (mail: Mail, path: string): string => {
    const escaped = path.replace(/[?]/g, '\\?');
    const match = new RegExp(`http://${HOST}${escaped}token=([\\w-]+)`).exec(mail.body_text);
    if (!match?.[1]) throw new Error(`no ${path} link in: ${mail.body_text}`);
    return match[1];
  };

  const tokenRow = async (token: string) =>
    (
      await t.database.query<{ purpose: string; used: boolean; ttl: number; email: string | null }>(
        `SELECT purpose, used_at IS NOT NULL AS used, extract(epoch FROM expires_at - created_at)::int AS ttl,
                payload->>'email' AS email
           FROM one_time_tokens WHERE token_hash = $1`,
        [hashSecret(token)],
      )
    )[0];

  const expire = (token: string) =>
    t.database.query("UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [
      hashSecret(token),
    ]);

  const storedRaw = async (token: string) =>
    (
      await t.database.query('SELECT 1 FROM one_time_tokens WHERE token_hash = $1 OR payload::text LIKE $2', [
        token,
        `%${token}%`,
      ])
    ).length > 0;

  const user = async (userName: string) =>
    (
      await t.database.query<{
        id: number;
        email: string;
        status: string;
        kind: string;
        requested_company: string | null;
        password_hash: string;
        email_verified_at: Date | null;
        version: number;
        updated_at: Date;
        language: string | null;
      }>('SELECT * FROM users WHERE lower(user_name) = lower($1)', [userName])
    )[0];

  const signUpFields = (overrides: Record<string, string> = {}) => ({
    userName: 'lagoon.buyer',
    displayName: 'Mei Lin',
    email: 'mei.lin@bluelagoon.example',
    companyName: 'Blue Lagoon Trading',
    phone: '13800138000',
    password: 'Lagoon2026x',
    repeatPassword: 'Lagoon2026x',
    ...overrides,
  });

  describe('sign-up and e-mail confirmation', () => {
    it('creates a customer waiting for the e-mail and mails a confirmation link', async () => {
      const res = await post('/account/signup', signUpFields());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        result: 'true',
        message: 'Thank you. We sent a confirmation link to your e-mail address.',
      });
      const created = await user('lagoon.buyer');
      expect(created).toMatchObject({
        kind: 'customer',
        status: 'pending_email',
        requested_company: 'Blue Lagoon Trading',
        email: 'mei.lin@bluelagoon.example',
        email_verified_at: null,
        language: 'en_us',
      });
      expect(created?.password_hash.startsWith('$argon2id$')).toBe(true);

      const mail = await lastMail('mei.lin@bluelagoon.example', 'verify_email');
      expect(mail.subject).toBe('Confirm your e-mail address for Tidemark');
      const token = tokenIn(mail, '/result?action=verify-email&');
      expect(await tokenRow(token)).toMatchObject({ purpose: 'verify_email', used: false, ttl: 24 * 3600 });
      expect(await storedRaw(token)).toBe(false);

      expect((await login('lagoon.buyer', 'Lagoon2026x')).json()).toMatchObject({
        result: 'false',
        message: 'Confirm your e-mail address first: follow the link we sent you.',
      });

      const verified = await post('/account/verifyEmail', { token });
      expect(verified.json()).toMatchObject({
        result: 'true',
        message: 'Your e-mail address is confirmed. A member of our staff will approve your account shortly.',
      });
      const after = await user('lagoon.buyer');
      expect(after?.status).toBe('pending_approval');
      expect(after?.email_verified_at).not.toBeNull();
      expect((await post('/account/verifyEmail', { token })).json()).toMatchObject({
        result: 'false',
        message: 'This link is invalid, used or expired',
      });

      // Waiting for approval: it signs in and sees its own account pages, no menu.
      const s = await signIn('lagoon.buyer', 'Lagoon2026x');
      const info = await post('/account/user/info.json', {}, s);
      expect(info.json().data.user).toMatchObject({ userName: 'lagoon.buyer', status: 'pending_approval' });
      expect((await post('/account/user/menuTree', {}, s)).json().data).toEqual([]);
      expect((await post('/account/profile', {}, s)).json().data).toMatchObject({
        userName: 'lagoon.buyer',
        status: 'pending_approval',
        companyName: null,
      });
    });

    it('refuses a user name that exists in any letter case', async () => {
      const res = await post(
        '/account/signup',
        signUpFields({
          userName: 'ADMIN',
          email: 'someone@elsewhere.example',
          password: 'Harbor2026x',
          repeatPassword: 'Harbor2026x',
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: 'false', errors: { userName: 'This user name is already taken' } });
      expect(await mails('someone@elsewhere.example', 'verify_email')).toHaveLength(0);
    });

    it('checks the password, e-mail and repeat rules on the server', async () => {
      const cases: [Record<string, string>, string, string][] = [
        [{ password: 'Short1', repeatPassword: 'Short1' }, 'password', ''],
        [{ password: 'abc', repeatPassword: 'abc' }, 'password', 'The password must be 6 to 18 characters'],
        [
          { password: 'lowercase2026', repeatPassword: 'lowercase2026' },
          'password',
          'The password needs upper and lower case letters and digits',
        ],
        [
          { password: 'Xrules.check9', repeatPassword: 'Xrules.check9' },
          'password',
          'The password must not include the user name',
        ],
        [
          { password: 'Lagoon2026x', repeatPassword: 'Lagoon2026y' },
          'repeatPassword',
          'The two passwords do not match',
        ],
        [{ email: 'not-an-address' }, 'email', 'Enter a valid e-mail address'],
        [
          { userName: '9lives' },
          'userName',
          'A user name has 3 to 32 letters, digits, dots, hyphens or underscores and starts with a letter',
        ],
      ];
      for (const [overrides, field, message] of cases) {
        const res = await post('/account/signup', signUpFields({ userName: 'rules.check', ...overrides }));
        if (!message) {
          expect(res.json().result, JSON.stringify(overrides)).toBe('true');
          continue;
        }
        expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
        expect(res.json().errors[field], JSON.stringify(overrides)).toBe(message);
      }
      expect(await user('rules.check')).toBeDefined();
    });

    it('refuses an expired confirmation link and a token of another kind', async () => {
      await post('/account/signup', signUpFields({ userName: 'late.buyer', email: 'late@bluelagoon.example' }));
      const token = tokenIn(await lastMail('late@bluelagoon.example', 'verify_email'), '/result?action=verify-email&');
      await expire(token);
      expect((await post('/account/verifyEmail', { token })).json().message).toBe(
        'This link is invalid, used or expired',
      );
      expect((await user('late.buyer'))?.status).toBe('pending_email');

      const s = await signIn('manager');
      const handoff = (await post('/account/handoff', {}, s)).json().data.token;
      expect((await post('/account/verifyEmail', { token: handoff })).json().result).toBe('false');
      expect((await tokenRow(handoff))?.used).toBe(false);
    });

    it('rate-limits sign-up per address', async () => {
      for (let i = 0; i < 10; i++) expect((await post('/account/signup', {})).statusCode).toBe(400);
      const limited = await post('/account/signup', {});
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('Too many requests, please wait a moment and try again');
    });
  });

  describe('forgotten password', () => {
    it('answers the same, after the same time, whether or not the address exists', async () => {
      const timed = async (email: string) => {
        const started = Date.now();
        const res = await post('/account/forgot', { email });
        return { res, ms: Date.now() - started };
      };
      const known = await timed('finance@tidemark.example');
      const unknown = await timed('nobody@tidemark.example');
      expect(known.res.statusCode).toBe(200);
      expect(unknown.res.statusCode).toBe(known.res.statusCode);
      expect(unknown.res.body).toBe(known.res.body);
      expect(known.res.json()).toMatchObject({
        result: 'true',
        message:
          'If the address belongs to an account, we sent it a link to reset the password. The link works once, for 30 minutes.',
      });
      for (const { ms } of [known, unknown]) {
        expect(ms).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);
        expect(ms).toBeLessThan(FORGOT_ANSWER_MS + 1500);
      }
      const mail = await lastMail('finance@tidemark.example', 'reset_password');
      const token = tokenIn(mail, '/ChangePassword?');
      expect(await tokenRow(token)).toMatchObject({ purpose: 'reset_password', used: false, ttl: 30 * 60 });
      expect(await storedRaw(token)).toBe(false);
      expect(await mails('nobody@tidemark.example', 'reset_password')).toHaveLength(0);
    });

    it('sends nothing to a disabled account', async () => {
      await t.database.query("UPDATE users SET status = 'disabled' WHERE user_name = 'hr'");
      try {
        expect((await post('/account/forgot', { email: 'HR@tidemark.example' })).json().result).toBe('true');
        await new Promise((r) => setTimeout(r, 200));
        expect(await mails('hr@tidemark.example', 'reset_password')).toHaveLength(0);
      } finally {
        await t.database.query("UPDATE users SET status = 'active' WHERE user_name = 'hr'");
      }
    });

    it('resets with the rules of the account, once, and ends every session of it', async () => {
      const before = await signIn('finance');
      await post('/account/forgot', { email: 'finance@tidemark.example' });
      const token = tokenIn(await lastMail('finance@tidemark.example', 'reset_password'), '/ChangePassword?');

      const bad = await post('/account/resetPassword', {
        token,
        newPassword: 'MyFinance9',
        repeatPassword: 'MyFinance9',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.newPassword).toBe('The password must not include the user name');
      const weak = await post('/account/resetPassword', { token, newPassword: 'weakpass', repeatPassword: 'weakpass' });
      expect(weak.json().errors.newPassword).toBe('The password needs upper and lower case letters and digits');
      const mismatch = await post('/account/resetPassword', {
        token,
        newPassword: 'Ledger2026x',
        repeatPassword: 'Ledger2026y',
      });
      expect(mismatch.json().errors.repeatPassword).toBe('The two passwords do not match');
      expect((await tokenRow(token))?.used).toBe(false);

      const done = await post('/account/resetPassword', {
        token,
        newPassword: 'Ledger2026x',
        repeatPassword: 'Ledger2026x',
      });
      expect(done.json()).toMatchObject({
        result: 'true',
        message: 'Your password has been reset. Sign in with the new password.',
      });
      expect(await signedIn(before)).toBe(false);
      expect((await login('finance')).json().result).toBe('false');
      expect((await login('finance', 'Ledger2026x')).json().result).toBe('true');

      const again = await post('/account/resetPassword', {
        token,
        newPassword: 'Ledger2027x',
        repeatPassword: 'Ledger2027x',
      });
      expect(again.json()).toMatchObject({ result: 'false', message: 'This link is invalid, used or expired' });
      expect((await login('finance', 'Ledger2026x')).json().result).toBe('true');
    });

    it('refuses an expired reset link and any older link once one was used', async () => {
      await post('/account/forgot', { email: 'finance@tidemark.example' });
      const older = tokenIn(await lastMail('finance@tidemark.example', 'reset_password'), '/ChangePassword?');
      await post('/account/forgot', { email: 'finance@tidemark.example' });
      const stale = tokenIn(await lastMail('finance@tidemark.example', 'reset_password'), '/ChangePassword?');
      await post('/account/forgot', { email: 'finance@tidemark.example' });
      const newest = tokenIn(await lastMail('finance@tidemark.example', 'reset_password'), '/ChangePassword?');
      expect(new Set([older, stale, newest]).size).toBe(3);

      await expire(stale);
      const expired = await post('/account/resetPassword', {
        token: stale,
        newPassword: 'Ledger2028x',
        repeatPassword: 'Ledger2028x',
      });
      expect(expired.json().message).toBe('This link is invalid, used or expired');

      const used = await post('/account/resetPassword', {
        token: newest,
        newPassword: 'Ledger2028x',
        repeatPassword: 'Ledger2028x',
      });
      expect(used.json().result).toBe('true');
      const leftover = await post('/account/resetPassword', {
        token: older,
        newPassword: 'Ledger2029x',
        repeatPassword: 'Ledger2029x',
      });
      expect(leftover.json().result).toBe('false');
      expect((await login('finance', 'Ledger2028x')).json().result).toBe('true');
    });

    it('rate-limits the forgot call per address', async () => {
      for (let i = 0; i < 10; i++) expect((await post('/account/forgot', { email: 'bad' })).statusCode).toBe(400);
      expect((await post('/account/forgot', { email: 'finance@tidemark.example' })).statusCode).toBe(429);
    });
  });

  describe('changing the password', () => {
    it('needs a session', async () => {
      const res = await post('/account/changePassword', {
        oldPassword: DEMO_PASSWORD,
        newPassword: 'Quay2026x',
        repeatPassword: 'Quay2026x',
      });
      expect(res.statusCode).toBe(401);
    });

    it('checks the old password, the rules against the session user name and the repeat', async () => {
      const s = await signIn('sales');
      const wrongOld = await post(
        '/account/changePassword',
        { oldPassword: 'Wrong2026x', newPassword: 'Quay2026x', repeatPassword: 'Quay2026x' },
        s,
      );
      expect(wrongOld.statusCode).toBe(400);
      expect(wrongOld.json().errors).toEqual({ oldPassword: 'The current password is incorrect' });

      // The form claims another user name; the server checks against the session's.
      const containsName = await post(
        '/account/changePassword',
        { oldPassword: DEMO_PASSWORD, newPassword: 'SALES2026x', repeatPassword: 'SALES2026x', userName: 'someone' },
        s,
      );
      expect(containsName.statusCode).toBe(400);
      expect(containsName.json().errors.newPassword).toBe('The password must not include the user name');

      const tooLong = await post(
        '/account/changePassword',
        { oldPassword: DEMO_PASSWORD, newPassword: 'Quay2026xQuay2026xQ', repeatPassword: 'Quay2026xQuay2026xQ' },
        s,
      );
      expect(tooLong.json().errors.newPassword).toBe('The password must be 6 to 18 characters');

      const mismatch = await post(
        '/account/changePassword',
        { oldPassword: DEMO_PASSWORD, newPassword: 'Quay2026x', repeatPassword: 'Quay2026y' },
        s,
      );
      expect(mismatch.json().errors.repeatPassword).toBe('The two passwords do not match');
      expect((await login('sales')).json().result).toBe('true');
    });

    it('changes it, keeps this session and ends the other ones', async () => {
      const here = await signIn('sales');
      const elsewhere = await signIn('sales');
      const res = await post(
        '/account/changePassword',
        { oldPassword: DEMO_PASSWORD, newPassword: 'Quay2026x', repeatPassword: 'Quay2026x' },
        here,
      );
      expect(res.json()).toMatchObject({ result: 'true', message: 'Your password has been changed' });
      expect(await signedIn(here)).toBe(true);
      expect(await signedIn(elsewhere)).toBe(false);
      expect((await login('sales')).json().result).toBe('false');
      expect((await login('sales', 'Quay2026x')).json().result).toBe('true');
    });
  });

  describe('profile', () => {
    it('returns the profile of the signed-in user', async () => {
      const s = await signIn('reviewer');
      const res = await post('/account/profile', {}, s);
      expect(res.json()).toMatchObject({ result: 'true' });
      const profile = res.json().data;
      expect(Object.keys(profile).sort()).toEqual(
        [
          'branchName',
          'companyName',
          'displayName',
          'email',
          'kind',
          'language',
          'phone',
          'position',
          'status',
          'userName',
        ].sort(),
      );
      expect(profile).toMatchObject({
        userName: 'reviewer',
        displayName: 'Liu Yang',
        email: 'reviewer@tidemark.example',
        kind: 'staff',
        status: 'active',
        companyName: null,
        language: 'zh_cn',
      });
      expect(typeof profile.branchName).toBe('string');

      const customer = await signIn('customer');
      const own = (await post('/account/profile', {}, customer)).json().data;
      const company = await t.database.query<{ name: string }>(
        "SELECT c.name FROM companies c JOIN users u ON u.company_id = c.id WHERE u.user_name = 'customer'",
      );
      expect(own).toMatchObject({
        userName: 'customer',
        kind: 'customer',
        companyName: company[0]?.name,
        branchName: null,
      });
      expect((await post('/account/profile')).statusCode).toBe(401);
    });

    it('saves the editable fields and bumps the version', async () => {
      const s = await signIn('reviewer');
      const before = await user('reviewer');
      const res = await post(
        '/account/profile/save',
        { displayName: 'Liu Yang (QA)', phone: '021-12345678', position: 'Approver', language: 'en_us' },
        s,
      );
      expect(res.json()).toMatchObject({ result: 'true', message: 'Your profile has been saved' });
      const after = await user('reviewer');
      expect(after?.version).toBe((before?.version ?? 0) + 1);
      expect(new Date(after?.updated_at ?? 0).getTime()).toBeGreaterThan(new Date(before?.updated_at ?? 0).getTime());
      expect((await post('/account/profile', {}, s)).json().data).toMatchObject({
        displayName: 'Liu Yang (QA)',
        phone: '021-12345678',
        position: 'Approver',
        language: 'en_us',
        email: 'reviewer@tidemark.example',
      });

      await post('/account/profile/save', { displayName: 'Liu Yang', phone: '', position: '' }, s);
      expect((await post('/account/profile', {}, s)).json().data).toMatchObject({
        displayName: 'Liu Yang',
        phone: null,
        position: null,
        language: 'en_us',
      });

      const invalid = await post('/account/profile/save', { displayName: '', language: 'fr_fr' }, s);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors.displayName).toBe('This field is required');
      expect(invalid.json().errors.language).toBeDefined();
    });
  });

  describe('changing the e-mail address', () => {
    it('needs the password, and changes only when the link to the new address is followed', async () => {
      const s = await signIn('csr');
      const wrong = await post(
        '/account/changeEmail',
        { email: 'wang.fang@newmail.example', password: 'Wrong2026x' },
        s,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ password: 'The password is incorrect' });
      expect(await mails('wang.fang@newmail.example', 'change_email')).toHaveLength(0);

      const res = await post(
        '/account/changeEmail',
        { email: 'wang.fang@newmail.example', password: DEMO_PASSWORD },
        s,
      );
      expect(res.json()).toMatchObject({
        result: 'true',
        message: 'We sent a confirmation link to the new address. The change takes effect when you follow it.',
      });
      expect((await user('csr'))?.email).toBe('csr@tidemark.example');
      const mail = await lastMail('wang.fang@newmail.example', 'change_email');
      const token = tokenIn(mail, '/result?action=confirm-email&');
      expect(await tokenRow(token)).toMatchObject({
        purpose: 'change_email',
        used: false,
        ttl: 24 * 3600,
        email: 'wang.fang@newmail.example',
      });
      expect(await storedRaw(token)).toBe(false);
      expect(await mails('csr@tidemark.example', 'change_email')).toHaveLength(0);

      const confirmed = await post('/account/confirmEmailChange', { token });
      expect(confirmed.json()).toMatchObject({ result: 'true', message: 'Your new e-mail address is confirmed' });
      expect((await user('csr'))?.email).toBe('wang.fang@newmail.example');
      expect((await post('/account/confirmEmailChange', { token })).json()).toMatchObject({
        result: 'false',
        message: 'This link is invalid, used or expired',
      });
      expect((await post('/account/profile', {}, s)).json().data.email).toBe('wang.fang@newmail.example');
    });

    it('refuses an expired link and leaves the address as it was', async () => {
      const s = await signIn('csr');
      await post('/account/changeEmail', { email: 'fang.w@later.example', password: DEMO_PASSWORD }, s);
      const token = tokenIn(await lastMail('fang.w@later.example', 'change_email'), '/result?action=confirm-email&');
      await expire(token);
      expect((await post('/account/confirmEmailChange', { token })).json().result).toBe('false');
      expect((await user('csr'))?.email).toBe('wang.fang@newmail.example');
    });

    it('needs a session to ask', async () => {
      const res = await post('/account/changeEmail', { email: 'x@y.example', password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('hand-off to another host', () => {
    it('mints a token that starts a new session once', async () => {
      expect((await post('/account/handoff')).statusCode).toBe(401);
      const s = await signIn('manager');
      const minted = await post('/account/handoff', {}, s);
      expect(minted.json().result).toBe('true');
      const token: string = minted.json().data.token;
      expect(await tokenRow(token)).toMatchObject({ purpose: 'handoff', used: false, ttl: 60 });
      expect(await storedRaw(token)).toBe(false);

      const exchanged = await post('/account/handoff/exchange', { token });
      expect(exchanged.json()).toMatchObject({ success: true, result: 'true', data: { __sid: expect.any(String) } });
      const cookie = exchanged.cookies.find((c) => c.name === 'tm_ss');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      const crossed = { sid: exchanged.json().data.__sid as string, cookie: cookie?.value ?? '' };
      expect(crossed.sid).not.toBe(s.sid);
      const info = await post('/account/user/info.json', {}, crossed);
      expect(info.json().data.user.userName).toBe('manager');

      const again = await post('/account/handoff/exchange', { token });
      expect(again.json()).toMatchObject({
        result: 'false',
        message: 'The sign-in hand-over is invalid or has expired. Please sign in again.',
      });
      expect(again.cookies.find((c) => c.name === 'tm_ss')).toBeUndefined();
    });

    it('refuses a token older than 60 seconds, of another kind, or of a disabled account', async () => {
      const s = await signIn('it');
      const stale = (await post('/account/handoff', {}, s)).json().data.token;
      await expire(stale);
      expect((await post('/account/handoff/exchange', { token: stale })).json().result).toBe('false');

      await post('/account/forgot', { email: 'it@tidemark.example' });
      const reset = tokenIn(await lastMail('it@tidemark.example', 'reset_password'), '/ChangePassword?');
      expect((await post('/account/handoff/exchange', { token: reset })).json().result).toBe('false');
      expect((await tokenRow(reset))?.used).toBe(false);

      const fresh = (await post('/account/handoff', {}, s)).json().data.token;
      await t.database.query("UPDATE users SET status = 'disabled' WHERE user_name = 'it'");
      try {
        expect((await post('/account/handoff/exchange', { token: fresh })).json()).toMatchObject({
          result: 'false',
          message: 'This account is disabled. Contact your administrator.',
        });
      } finally {
        await t.database.query("UPDATE users SET status = 'active' WHERE user_name = 'it'");
      }
    });

    it('rate-limits the exchange per address', async () => {
      for (let i = 0; i < 20; i++) {
        expect((await post('/account/handoff/exchange', { token: `guess-${i}` })).json().result).toBe('false');
      }
      expect((await post('/account/handoff/exchange', { token: 'guess-x' })).statusCode).toBe(429);
    });
  });

  describe('admin:create', () => {
    it('creates an active administrator with scope over every branch and a strong generated password', async () => {
      const created = await createAdmin(t.database, { userName: 'first.admin', email: 'first.admin@tidemark.example' });
      expect(created.generated).toBe(true);
      expect(passwordProblems(created.password, 'first.admin')).toEqual([]);
      const row = await user('first.admin');
      expect(row).toMatchObject({ kind: 'staff', status: 'active', email: 'first.admin@tidemark.example' });
      const roles = await t.database.query<{ code: string }>(
        'SELECT r.code FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1',
        [row?.id],
      );
      expect(roles.map((r) => r.code)).toEqual(['admin']);
      const scopes = await t.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM user_branch_scopes WHERE user_id = $1',
        [row?.id],
      );
      const branches = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM branches');
      expect(scopes[0]?.n).toBe(branches[0]?.n);
      expect(branches[0]?.n).toBeGreaterThan(0);

      const s = await signIn('first.admin', created.password);
      const tree = (await post('/account/user/menuTree', {}, s)).json().data as { code: string }[];
      expect(tree.map((i) => i.code)).toContain('group:administration');
    });

    it('takes a given password only when it meets the rules, and refuses an existing user name', async () => {
      const given = await createAdmin(t.database, {
        userName: 'second.admin',
        email: 'second.admin@tidemark.example',
        password: 'Anchor2026x',
      });
      expect(given).toMatchObject({ password: 'Anchor2026x', generated: false });
      await expect(
        createAdmin(t.database, { userName: 'SECOND.ADMIN', email: 'other@tidemark.example', password: 'Anchor2026y' }),
      ).rejects.toThrow(AdminCreateError);
      await expect(
        createAdmin(t.database, { userName: 'third.admin', email: 'third@tidemark.example', password: 'short' }),
      ).rejects.toThrow('The password must be 6 to 18 characters');
      await expect(
        createAdmin(t.database, { userName: 'third.admin', email: 'third@tidemark.example', password: 'Third.Admin9' }),
      ).rejects.toThrow('The password must not include the user name');
      await expect(createAdmin(t.database, { userName: 'third.admin', email: 'nope' })).rejects.toThrow(
        'Enter a valid e-mail address',
      );
      expect(await user('third.admin')).toBeUndefined();
    });

    it('generates passwords that always meet SPEC §5', () => {
      for (const name of ['abc', 'admin', 'Qx7']) {
        for (let i = 0; i < 200; i++) {
          const password = generatePassword(name);
          expect(passwordProblems(password, name), password).toEqual([]);
        }
      }
    });
  });
});
