import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { BRANCHES } from '../admin';
import { DEMO_PASSWORD } from './seed';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

type Session = { sid: string; cookie: string };
type ZoneAnswer = { timeZone: string; timeZoneChoice: string | null; branchTimeZone: string | null };

describe.each(ENGINES)('the user time zone on %s', (engine) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await testApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  // Each call from its own address, so no per-address limit of one test reaches another.
  const post = (url: string, fields: Record<string, string> = {}, session?: Session) => {
    n++;
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, ...(session ? { cookie: `tm_ss=${session.cookie}` } : {}) },
      payload: new URLSearchParams({ lang: 'en_us', ...(session ? { __sid: session.sid } : {}), ...fields }).toString(),
      remoteAddress: `10.60.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    });
  };

  const signIn = async (username: string): Promise<Session> => {
    const res = await post('/account/login', { username, password: DEMO_PASSWORD });
    expect(res.json().result, res.body).toBe('true');
    const cookie = res.cookies.find((c) => c.name === 'tm_ss');
    if (!cookie) throw new Error('no session cookie');
    return { sid: res.json().data.__sid, cookie: cookie.value };
  };

  const userInfo = async (s: Session): Promise<ZoneAnswer> =>
    (await post('/account/user/info.json', {}, s)).json().data.user;

  it('defaults to the zone of the branch, for staff and for customers', async () => {
    expect(await userInfo(await signIn('csr'))).toMatchObject({
      timeZone: 'Asia/Shanghai',
      timeZoneChoice: null,
      branchTimeZone: 'Asia/Shanghai',
    });
    expect(await userInfo(await signIn('sales'))).toMatchObject({
      timeZone: 'America/Los_Angeles',
      timeZoneChoice: null,
    });
    // A customer has no branch of their own: the branch serving their company gives the zone.
    const [company] = await t.database.query<{ zone: string }>(
      `SELECT b.time_zone AS zone FROM users u JOIN companies c ON c.id = u.company_id JOIN branches b ON b.id = c.branch_id
        WHERE u.user_name = 'customer'`,
    );
    expect(company?.zone).toMatch(/^[A-Z][a-z]+\//);
    expect(await userInfo(await signIn('customer'))).toMatchObject({ timeZone: company?.zone, timeZoneChoice: null });
  });

  it('saves a SPEC §9 choice, answers it, and the session user carries it', async () => {
    const s = await signIn('ops');
    expect((await userInfo(s)).timeZone).toBe('Asia/Shanghai');
    const res = await post('/account/timeZone', { timeZone: '-05:00' }, s);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      result: 'true',
      message: 'Your time zone has been saved',
      data: { timeZone: '-05:00', timeZoneChoice: '-05:00', branchTimeZone: 'Asia/Shanghai' },
    });
    expect(await userInfo(s)).toMatchObject({ timeZone: '-05:00', timeZoneChoice: '-05:00' });
    // The choice belongs to the user, not the session: the next sign-in has it too.
    expect((await userInfo(await signIn('ops'))).timeZone).toBe('-05:00');

    const back = await post('/account/timeZone', { timeZone: '' }, s);
    expect(back.json().data).toEqual({
      timeZone: 'Asia/Shanghai',
      timeZoneChoice: null,
      branchTimeZone: 'Asia/Shanghai',
    });
    expect((await userInfo(s)).timeZone).toBe('Asia/Shanghai');
  });

  it('refuses a zone outside the list with a field message in the caller’s language', async () => {
    const s = await signIn('hr');
    for (const timeZone of ['+09:00', 'Asia/Tokyo', 'UTC', '8']) {
      const res = await post('/account/timeZone', { timeZone }, s);
      expect(res.statusCode, timeZone).toBe(400);
      expect(res.json().errors, timeZone).toEqual({ timeZone: 'Choose one of the time zones in the list' });
    }
    const missing = await post('/account/timeZone', {}, s);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ timeZone: 'Choose one of the time zones in the list' });
    const zh = await post('/account/timeZone', { timeZone: '+09:00', lang: 'zh_cn' }, s);
    expect(zh.json().errors).toEqual({ timeZone: '请从列表中选择一个时区' });
    // Nothing was stored by the refused calls.
    expect(await userInfo(s)).toMatchObject({ timeZone: 'Asia/Shanghai', timeZoneChoice: null });
  });

  it('needs a session, and leaves the account version to its administrators', async () => {
    expect((await post('/account/timeZone', { timeZone: '+08:00' })).statusCode).toBe(401);
    const version = async () =>
      (await t.database.query<{ version: number }>("SELECT version FROM users WHERE user_name = 'finance'"))[0]
        ?.version;
    const before = await version();
    await post('/account/timeZone', { timeZone: '+01:00' }, await signIn('finance'));
    expect(await version()).toBe(before);
  });

  it('migrates branches made before it to the zone of their city, the zone the seed gives them', async () => {
    const { database } = t;
    // Its branch update alone, on branches as they were before it: without a zone.
    const sql = readFileSync(path.join(MIGRATIONS_DIR, '20261126_1000_user_time_zone.sql'), 'utf8');
    const update = /^UPDATE branches[\s\S]*?;/m.exec(sql)?.[0];
    expect(update).toBeDefined();
    await database.query(
      `INSERT INTO branches (code, name, name_zh, city, country, region) VALUES ('ATL', 'Atlantis', 'x', 'Atlantis', 'ZZ', 'x')`,
    );
    await database.query('UPDATE branches SET time_zone = NULL');
    await database.exec(update ?? '');
    const rows = await database.query<{ code: string; time_zone: string | null }>(
      `SELECT code, time_zone FROM branches WHERE code IN ('SHA', 'HKG', 'CHI', 'RTM', 'DXB', 'ATL')`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.code, r.time_zone]))).toEqual({
      SHA: 'Asia/Shanghai',
      HKG: 'Asia/Hong_Kong',
      CHI: 'America/Chicago',
      RTM: 'Europe/Amsterdam',
      DXB: 'Asia/Dubai',
      ATL: null,
    });
    // The seed writes the same zones the migration finds.
    const seeded = BRANCHES.map((b) => b.timeZone);
    const found = await database.query<{ code: string; time_zone: string | null }>(
      'SELECT code, time_zone FROM branches',
    );
    const byCode = new Map(found.map((r) => [r.code, r.time_zone]));
    expect(BRANCHES.map((b) => byCode.get(b.code))).toEqual(seeded);
  });
});
