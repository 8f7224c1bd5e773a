import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../test/harness';

describe.each(ENGINES)('the app on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers health with the envelope and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      result: 'true',
      message: '',
      data: { status: 'ok', database: engine },
    });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('keeps a sane given request id and replaces a hostile one', async () => {
    const good = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-12345678' } });
    expect(good.headers['x-request-id']).toBe('abc-12345678');
    const bad = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
    expect(bad.headers['x-request-id']).not.toContain('<');
  });

  it('answers unknown API paths with a 404 in the request language', async () => {
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/nowhere',
      payload: 'lang=en_us',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toBe('Request address wrong: /api/nowhere');
    const zh = await t.app.inject({ method: 'GET', url: '/api/nowhere', headers: { 'accept-language': 'zh-CN' } });
    expect(zh.json().message).toBe('请求地址出错: /api/nowhere');
  });

  it('refuses a protected route without a session with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tracking/my-shipments?lang=en_us' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, result: 'false', message: 'Not logged in, please log in' });
  });

  it('documents every route in the OpenAPI document with its permission', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const r of t.app.routeDocs) {
      const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.url}`).toBeDefined();
      expect(op['x-permission']).toBe(r.permission);
    }
  });

  it('answers a path the router refuses (too long a parameter, a broken escape) with the envelope', async () => {
    for (const url of [
      `/api/site/articles/${'9'.repeat(200)}`,
      '/api/site/articles/%E4%B8',
      '/api/site/articles/%zz',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toMatchObject({ success: false, result: 'false', data: null });
      expect(res.json().message, url).toMatch(/^[^{}]+$/);
    }
  });

  it('registers every API route through route(), so each declares a permission', async () => {
    const declared = new Set(t.app.routeDocs.map((r) => `${r.method} ${r.url}`));
    const api = t.app.registeredRoutes.filter((r) => /^\/(api|account|basApi|a)\//.test(r.url));
    expect(api.length).toBeGreaterThan(1);
    for (const r of api) {
      expect(declared.has(`${r.method} ${r.url}`), `${r.method} ${r.url}`).toBe(true);
      expect(typeof r.permission, `${r.method} ${r.url}`).toBe('string');
    }
  });
});
