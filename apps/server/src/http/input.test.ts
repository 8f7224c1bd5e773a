import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../test/harness';

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
