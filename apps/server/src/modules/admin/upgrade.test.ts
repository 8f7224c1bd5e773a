import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';
import { type Fields, post, type Session, signIn } from '../../../test/session-helpers';
import { shanghaiIso } from './upgrade.routes';

const HOUR = 3_600_000;

/** A whole second from now, so the answer's second precision compares exactly. */
const fromNow = (ms: number) => new Date(Math.floor((Date.now() + ms) / 1000) * 1000);

const notice = (starts: Date, ends: Date, name: string, flag = 1): Fields => ({
  upgradeFlag: flag,
  startsAt: starts.toISOString(),
  endsAt: ends.toISOString(),
  titleEn: `${name} maintenance`,
  titleZh: `${name}系统维护`,
  bodyEn: `The portal is unavailable during the ${name} window.`,
  bodyZh: `${name}维护期间门户暂停使用。`,
});

describe.each(ENGINES)('maintenance notices on %s', (engine) => {
  let t: TestApp;
  let admin: Session;
  const poll = async (lang = 'en_us') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/basApi/upgrade',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `lang=${lang}&lg=${lang}`,
    });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().data.upgrade).toBe('string');
    return JSON.parse(res.json().data.upgrade);
  };
  const save = async (fields: Fields) => {
    const res = await post(t, '/api/access/upgrade/save', admin, fields);
    expect(res.json().result, res.body).toBe('true');
    return res.json().data as { id: number; version: number };
  };

  beforeAll(async () => {
    t = await testApp(engine, { SUPPORT_CONTACT: 'Service desk +86 21 5555 0100' });
    admin = await signIn(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers upgradeFlag 0 without a notice, to anyone, even with an empty body', async () => {
    expect(await poll()).toEqual({
      upgradeFlag: 0,
      upgradeS: null,
      upgradeE: null,
      title: null,
      body: null,
      supportContact: 'Service desk +86 21 5555 0100',
    });
    const empty = await t.app.inject({ method: 'POST', url: '/basApi/upgrade' });
    expect(JSON.parse(empty.json().data.upgrade).upgradeFlag).toBe(0);
  });

  it('refuses an end before the start, times without a zone and a missing version', async () => {
    const starts = fromNow(HOUR);
    const backwards = await post(t, '/api/access/upgrade/save', admin, notice(starts, starts, 'Backwards'));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ endsAt: 'The end must be after the start' });
    const local = await post(t, '/api/access/upgrade/save', admin, {
      ...notice(starts, fromNow(2 * HOUR), 'Local'),
      startsAt: '2026-12-01 22:00',
    });
    expect(local.json().errors).toEqual({ startsAt: 'Enter a date and time with its time zone' });
    const noVersion = await post(t, '/api/access/upgrade/save', admin, {
      ...notice(starts, fromNow(2 * HOUR), 'X'),
      id: 1,
    });
    expect(noVersion.json().errors).toEqual({ version: 'This field is required' });
  });

  it('answers the running notice first, then the next one, in the request language with Shanghai times', async () => {
    await save(notice(fromNow(-3 * HOUR), fromNow(-2 * HOUR), 'Past'));
    await save(notice(fromNow(-2 * HOUR), fromNow(5 * HOUR), 'Switched off', 0));
    const later = fromNow(48 * HOUR);
    const laterEnd = fromNow(50 * HOUR);
    await save(notice(later, laterEnd, 'Weekend'));
    const running = fromNow(-HOUR);
    const runningEnd = fromNow(HOUR);
    const current = await save({ ...notice(running, runningEnd, 'Tonight'), startsAt: shanghaiIso(running) });

    const en = await poll('en_us');
    expect(en).toEqual({
      upgradeFlag: 1,
      upgradeS: shanghaiIso(running),
      upgradeE: shanghaiIso(runningEnd),
      title: 'Tonight maintenance',
      body: 'The portal is unavailable during the Tonight window.',
      supportContact: 'Service desk +86 21 5555 0100',
    });
    expect(en.upgradeS).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(new Date(en.upgradeS).getTime()).toBe(running.getTime());
    expect(new Date(en.upgradeE).getTime()).toBe(runningEnd.getTime());
    const zh = await poll('zh_cn');
    expect(zh).toMatchObject({ title: 'Tonight系统维护', body: 'Tonight维护期间门户暂停使用。' });

    const gone = await post(t, '/api/access/upgrade/delete', admin, { id: current.id });
    expect(gone.json()).toMatchObject({ result: 'true', message: 'The maintenance notice has been deleted' });
    expect(await poll()).toMatchObject({ upgradeFlag: 1, upgradeS: shanghaiIso(later), title: 'Weekend maintenance' });
  });

  it('updates with the current version only, and audits every change', async () => {
    const starts = fromNow(24 * HOUR);
    const created = await save(notice(starts, fromNow(26 * HOUR), 'Friday'));
    const longer = { ...notice(starts, fromNow(27 * HOUR), 'Friday'), id: created.id, version: created.version };
    const updated = await post(t, '/api/access/upgrade/save', admin, longer);
    expect(updated.json()).toMatchObject({ result: 'true', data: { id: created.id, version: 2 } });
    const stale = await post(t, '/api/access/upgrade/save', admin, longer);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Data has changed, please reload before saving.');
    expect((await post(t, '/api/access/upgrade/delete', admin, { id: 999_999 })).statusCode).toBe(404);
    await post(t, '/api/access/upgrade/delete', admin, { id: created.id });
    const rows = await t.database.query<{ action: string; changes: Record<string, unknown> }>(
      `SELECT action, changes FROM audit_log WHERE entity = 'upgrade_notice' AND entity_id = $1 ORDER BY id`,
      [String(created.id)],
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(Object.keys(rows[1]?.changes ?? {})).toEqual(['endsAt']);
  });

  it('lists every notice newest first for the upgrade page', async () => {
    const res = await post(t, '/basApi/myUpgradeList', admin, { pageNo: 1 });
    const rows: { id: number; titleEn: string; createdByName: string; upgradeFlag: number }[] = res.json().data;
    const stored = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM upgrade_notices');
    expect(rows).toHaveLength(stored[0]?.n ?? -1);
    expect(rows.map((r) => r.id)).toEqual(rows.map((r) => r.id).sort((a, b) => b - a));
    expect(rows[0]).toMatchObject({ titleEn: 'Weekend maintenance', createdByName: 'admin', upgradeFlag: 1 });
    expect(rows.some((r) => r.upgradeFlag === 0)).toBe(true);
  });

  it('limits the public poll to about two a second per address', async () => {
    const hit = () =>
      t.app.inject({ method: 'POST', url: '/basApi/upgrade', remoteAddress: '198.51.100.7' }).then((r) => r.statusCode);
    const codes: number[] = [];
    for (let i = 0; i < 121; i++) codes.push(await hit());
    expect(codes.slice(0, 120).every((c) => c === 200)).toBe(true);
    expect(codes[120]).toBe(429);
  });
});
