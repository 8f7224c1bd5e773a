import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, testDatabase } from '../../test/harness';
import { form, type Session, signIn } from '../../test/session-helpers';
import { fakeWebBuild } from '../../test/web-build';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';

/**
 * The response headers of every kind of answer: a rendered public page, the portal's page, a
 * static file, API success and errors (400, 401, 404, 500, an undecodable address), a download
 * and an export. Expected values are written out here, not read from the code under test.
 */

const SAME_EVERYWHERE = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

const RESOURCE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const PAGE_POLICY = (nonce: string) =>
  "default-src 'self'; script-src 'self'; " +
  `style-src 'self' 'nonce-${nonce}'; ` +
  "img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; " +
  "form-action 'self'; frame-ancestors 'self'";

const HSTS = 'max-age=31536000; includeSubDomains';

/** A web build with the portal's page, the site's page with its styles, an asset and a renderer. */

type Kind = 'page' | 'resource';

/** The headers this suite is about, as the answer has them. */
const securityHeadersOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    [...Object.keys(SAME_EVERYWHERE), 'content-security-policy', 'strict-transport-security'].map((h) => [
      h,
      res.headers[h],
    ]),
  );

/** The nonce a page's policy admits; the same one its meta element and inline style carry. */
const nonceOf = (res: LightMyRequestResponse): string =>
  String(res.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1] ?? '';

const expected = (kind: Kind, res: LightMyRequestResponse, hsts = false) => ({
  ...SAME_EVERYWHERE,
  'content-security-policy': kind === 'page' ? PAGE_POLICY(nonceOf(res)) : RESOURCE_POLICY,
  'strict-transport-security': hsts ? HSTS : undefined,
});

describe.each(ENGINES)('security headers on %s', (engine) => {
  let dir: string;
  let database: Database & { drop: () => Promise<void> };
  let app: FastifyInstance;
  let proxied: FastifyInstance;
  let admin: Session;

  const build = async (env: Record<string, string> = {}) => {
    const config = loadConfig({ LOGIN_CAPTCHA: 'off', WEB_DIST: path.join(dir, 'dist'), ...env });
    const built = await buildApp({ config, database, logger: false });
    // An answer the error handler writes for a fault of the server.
    built.get('/api/test/fails', async () => {
      throw new Error('a fault');
    });
    await built.ready();
    return built;
  };

  beforeAll(async () => {
    dir = fakeWebBuild(
      `export const render = async ({ url }) => url.startsWith('/dashboard') ? null
         : { html: '<h1>' + url + '</h1>', title: 'Page', description: 'About', stateJson: '{}' };
       export const publicPaths = () => ['/'];`,
      { 'assets/index-abc.js': 'export {};', 'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    );
    database = await testDatabase(engine);
    app = await build();
    proxied = await build({ TRUST_PROXY: 'loopback' });
    admin = await signIn({ app, database, close: async () => {} }, 'admin');
  });
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const signedIn = (): InjectOptions['headers'] => ({ cookie: `tm_ss=${admin.cookie}`, 'x-sid': admin.sid });

  it('sends the same protective headers on every kind of answer, and a page policy on pages', async () => {
    const uploadId = (await database.query<{ id: number }>('SELECT min(id) AS id FROM tracking_uploads'))[0]?.id;
    expect(uploadId).toBeTypeOf('number');
    const cases: { name: string; request: InjectOptions; status: number; kind: Kind }[] = [
      { name: 'rendered public page', request: { url: '/?lang=en_us' }, status: 200, kind: 'page' },
      {
        name: 'rendered public page, compressed',
        request: { url: '/tracking?no=ABC', headers: { 'accept-encoding': 'br' } },
        status: 200,
        kind: 'page',
      },
      { name: 'portal page', request: { url: '/dashboard/udRole' }, status: 200, kind: 'page' },
      { name: 'page template asked for by name', request: { url: '/index.html' }, status: 200, kind: 'page' },
      { name: 'static script', request: { url: '/assets/index-abc.js' }, status: 200, kind: 'resource' },
      { name: 'static image', request: { url: '/favicon.svg' }, status: 200, kind: 'resource' },
      { name: 'API success', request: { url: '/api/health' }, status: 200, kind: 'resource' },
      { name: 'robots.txt', request: { url: '/robots.txt' }, status: 200, kind: 'resource' },
      {
        name: 'API validation error',
        request: { url: '/api/tracking/lookup?no=', headers: { accept: 'application/json' } },
        status: 400,
        kind: 'resource',
      },
      {
        name: 'malformed JSON body',
        request: {
          method: 'POST',
          url: '/account/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"username":',
        },
        status: 400,
        kind: 'resource',
      },
      { name: 'undecodable address', request: { url: '/api/tracking/%zz' }, status: 400, kind: 'resource' },
      { name: 'not signed in', request: { url: '/api/tracking/my-shipments' }, status: 401, kind: 'resource' },
      { name: 'unknown API path', request: { url: '/api/nowhere' }, status: 404, kind: 'resource' },
      { name: 'unknown path, not a GET', request: { method: 'POST', url: '/nowhere' }, status: 404, kind: 'resource' },
      { name: 'server fault', request: { url: '/api/test/fails' }, status: 500, kind: 'resource' },
      {
        name: 'file download',
        request: { url: `/api/tracking/uploads/file?id=${uploadId}`, headers: signedIn() },
        status: 200,
        kind: 'resource',
      },
      {
        name: 'export (streamed download)',
        request: {
          method: 'POST',
          url: '/api/engine/trackingUpload/export',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `tm_ss=${admin.cookie}` },
          payload: form({ __sid: admin.sid, lang: 'en_us', view: 'dwEventFile', columns: ['fileName'] }),
        },
        status: 200,
        kind: 'resource',
      },
    ];
    for (const c of cases) {
      const res = await app.inject({ method: 'GET', ...c.request });
      expect(res.statusCode, `${c.name}: ${res.body.slice(0, 200)}`).toBe(c.status);
      if (c.status >= 400) expect(res.json(), c.name).toMatchObject({ success: false, result: expect.any(String) });
      expect(securityHeadersOf(res), c.name).toEqual(expected(c.kind, res));
    }
  });

  it('keeps the stricter policy of an article image', async () => {
    const image = (
      await database.query<{ article_id: number; position: number }>(
        `SELECT i.article_id, i.position FROM article_images i JOIN articles a ON a.id = i.article_id
          WHERE a.published_at IS NOT NULL ORDER BY 1, 2 LIMIT 1`,
      )
    )[0];
    if (!image) return expect.fail('the demo data has no article image');
    const res = await app.inject({
      method: 'GET',
      url: `/api/site/articles/${image.article_id}/images/${image.position}`,
    });
    expect(res.statusCode).toBe(200);
    expect(securityHeadersOf(res)).toEqual({
      ...SAME_EVERYWHERE,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'strict-transport-security': undefined,
    });
  });

  it("gives each page a fresh nonce, the one its meta element and inline stylesheet carry, and nothing else's", async () => {
    for (const url of ['/?lang=zh_cn', '/dashboard']) {
      const first = await app.inject({ method: 'GET', url });
      const second = await app.inject({ method: 'GET', url });
      const nonce = nonceOf(first);
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonceOf(second), url).not.toBe(nonce);
      expect(first.body, url).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(first.body, url).not.toContain('%CSP_NONCE%');
      // Every element with a nonce has this answer's.
      expect(
        [...first.body.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]),
        url,
      ).toEqual(url === '/dashboard' ? [nonce] : [nonce, nonce]);
    }
    const page = await app.inject({ method: 'GET', url: '/?lang=zh_cn' });
    expect(page.body).toContain(`<style nonce="${nonceOf(page)}">.site{color:red}</style>`);
    // A visitor's text that looks like the nonce's slot stays as it was typed.
    const typed = await app.inject({ method: 'GET', url: '/tracking?no=%25CSP_NONCE%25' });
    expect(typed.body).toContain('<h1>/tracking?no=%25CSP_NONCE%25</h1>');
    expect(typed.body).not.toContain(`<h1>/tracking?no=${nonceOf(typed)}</h1>`);
  });

  it('sends Strict-Transport-Security over HTTPS through a trusted proxy, never over plain HTTP', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const request of [
      { url: '/api/health' },
      { url: '/' },
      { url: '/api/nowhere' },
      { url: '/api/test/fails' },
      // (An undecodable address is refused before the proxy's headers are read: it has the other headers only.)
    ]) {
      const secure = await proxied.inject({ method: 'GET', ...request, headers: https });
      const kind: Kind = request.url.startsWith('/api/') ? 'resource' : 'page';
      expect(securityHeadersOf(secure), request.url).toEqual(expected(kind, secure, true));
      const plain = await proxied.inject({ method: 'GET', ...request, headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security'], request.url).toBeUndefined();
      const direct = await proxied.inject({ method: 'GET', ...request });
      expect(direct.headers['strict-transport-security'], request.url).toBeUndefined();
      // Without a trusted proxy, a client's own x-forwarded-proto is not believed.
      const untrusted = await app.inject({ method: 'GET', ...request, headers: https });
      expect(untrusted.headers['strict-transport-security'], request.url).toBeUndefined();
      // Nor from a peer that is not one of the proxies TRUST_PROXY names.
      const stranger = await proxied.inject({
        method: 'GET',
        ...request,
        headers: https,
        remoteAddress: '203.0.113.9',
      });
      expect(stranger.headers['strict-transport-security'], request.url).toBeUndefined();
    }
  });
});
