import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../test/harness';
import { signIn } from '../../test/session-helpers';

/**
 * One input rule for every route, present and future: a NUL character (which no database text
 * can hold) in any field of the body or the query is a 400 naming the field, never a 500.
 */
describe.each(ENGINES)('a NUL character in the input on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is refused as invalid on every registered route', async () => {
    const routes = t.app.routeDocs;
    expect(routes.length).toBeGreaterThan(50);
    for (const r of routes) {
      const url = r.url.replace(/:(\w+)/g, '1');
      const res =
        r.method === 'GET'
          ? await t.app.inject({ method: 'GET', url: `${url}?name=a%00b` })
          : await t.app.inject({ method: r.method, url, payload: { username: 'admin', name: 'a\u0000b' } });
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body.slice(0, 200)}`).toBe(400);
    }
  });

  it('refuses a lone surrogate (a JSON escape no text can store) on every route that takes a body', async () => {
    const admin = await signIn(t, 'admin');
    for (const r of t.app.routeDocs.filter((doc) => doc.method !== 'GET')) {
      const url = r.url.replace(/:(\w+)/g, '1');
      const res = await t.app.inject({
        method: r.method,
        url,
        headers: { 'content-type': 'application/json', cookie: `tm_ss=${admin.cookie}`, 'x-sid': admin.sid },
        payload: `{"__sid":"${admin.sid}","username":"admin","name":"a\\udfffb","configType":"\\ud800"}`,
      });
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body.slice(0, 200)}`).toBe(400);
    }
  });

  it('answers a status without a message of its own with the status written in, never a placeholder', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/account/login',
      headers: { 'content-type': 'application/xml', 'accept-language': 'zh-CN' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('415');
    expect(res.json().message).not.toMatch(/[{}]/);
  });

  it('refuses an id beyond the database integer range as invalid, sent as a JSON number or as text', async () => {
    const admin = await signIn(t, 'admin');
    const tooBig = 2_147_483_648;
    const calls: [string, string, Record<string, unknown>][] = [
      ['/api/access/roles/delete', 'id', { id: tooBig }],
      ['/api/access/upgrade/delete', 'id', { id: tooBig }],
      ['/api/access/users/save', 'userId', { userId: tooBig, roleIds: [], branchIds: [], status: 'active' }],
      ['/api/access/roles/grants', 'menuItemIds.0', { roleId: 1, menuItemIds: [tooBig] }],
      ['/a/dw/rptFieldCustomized/deleteFieldConfig', 'id', { id: tooBig }],
      ['/api/tracking/uploads/report', 'id', { id: tooBig }],
      ['/api/customers/lookup', 'ids.0', { ids: [tooBig] }],
      ['/api/access/approvals/approve', 'userId', { userId: tooBig, companyId: 1 }],
      ['/api/engine/company/get', 'id', { view: 'customer', id: tooBig }],
    ];
    for (const [url, field, body] of calls) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', cookie: `tm_ss=${admin.cookie}`, 'x-sid': admin.sid },
        payload: JSON.stringify({ ...body, lang: 'en_us' }),
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().errors?.[field], `${url}: ${res.body}`).toBe('The value is not valid');
    }
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/tracking/uploads/file?id=${tooBig}&lang=en_us`,
      headers: { cookie: `tm_ss=${admin.cookie}`, 'x-sid': admin.sid },
    });
    expect(file.statusCode, file.body).toBe(400);
  });

  it('names the field in the answer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/account/login',
      payload: { username: 'adm\u0000in', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('username');
  });
});

describe('routes open to every signed-in user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('each say why they need no page permission', () => {
    const open = t.app.routeDocs.filter((r) => r.permission === 'session');
    expect(open.length).toBeGreaterThan(0);
    for (const r of open) expect(r.sessionReason?.trim(), `${r.method} ${r.url}`).toBeTruthy();
  });
});
