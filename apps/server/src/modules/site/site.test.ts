import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';

/**
 * The server half of the public site's rendering, with a stand-in for the web build: the
 * portal's index.html, the site's site.html with its stylesheet and manifest, and a renderer
 * that echoes what it was asked. The real
 * renderer is walked page by page in e2e/public-walk.e2e.ts.
 */
const page = (entry: string) => `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta name="description" content="" />
    <title>Tidemark</title>
    <script type="module" crossorigin src="/assets/${entry}-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/${entry}-abc.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const RENDERER = `
// A page of about 90 kB, as large as a rendered tracking result: varied words in markup.
const large = () => {
  let x = 7;
  const words = [];
  for (let i = 0; i < 16000; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    words.push((i % 12 === 0 ? '<p class="row">w' : 'w') + (x % 4096).toString(36));
  }
  return '<section>' + words.join(' ') + '</section>';
};
export const render = async ({ url, lang, brandSlug, get }) => {
  if (url.startsWith('/user-')) return null;
  // A page whose rendering takes a long time on the processor.
  if (url.startsWith('/slow')) {
    const until = Date.now() + 600;
    while (Date.now() < until);
  }
  const offices = url.startsWith('/locations') ? await get('/api/health') : null;
  return {
    html: '<h1>' + lang + ' ' + url + '</h1>' + (url.startsWith('/large') ? large() : ''),
    title: 'Page ' + lang,
    description: 'About ' + brandSlug,
    stateJson: JSON.stringify({ lang, year: 2026, data: offices ? { key: lang + url, value: offices } : undefined }),
  };
};
export const publicPaths = (slug) => ['/', '/why-' + slug, '/locations?tab=1'];
`;

const makeBuild = (withRenderer: boolean): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tidemark-site-test-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'index.html'), page('index'));
  writeFileSync(path.join(dist, 'assets/index-abc.css'), '.portal{color:blue}');
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'] } }),
  );
  if (withRenderer) {
    writeFileSync(path.join(dist, 'site.html'), page('site'));
    writeFileSync(path.join(dist, 'assets/site-abc.css'), '.site{color:red}');
    writeFileSync(
      path.join(dist, '.vite/site-manifest.json'),
      JSON.stringify({ 'site.html': { file: 'assets/site-abc.js', isEntry: true, css: ['assets/site-abc.css'] } }),
    );
    mkdirSync(`${dist}-ssr`);
    writeFileSync(path.join(`${dist}-ssr`, 'entry-server.js'), RENDERER);
  }
  return dir;
};

describe.each(ENGINES)('public site rendering on %s', (engine) => {
  let t: TestApp;
  let plain: TestApp;
  let dirs: string[];
  beforeAll(async () => {
    dirs = [makeBuild(true), makeBuild(false)];
    t = await testApp(engine, {
      WEB_DIST: path.join(dirs[0] ?? '', 'dist'),
      BRAND_SLUG: 'harbor',
      DEFAULT_LANGUAGE: 'zh_cn',
      CARRIER_BRAND_HOSTS: 'carrier.example',
    });
    plain = await testApp(engine, { WEB_DIST: path.join(dirs[1] ?? '', 'dist'), BRAND_SLUG: 'harbor' });
  });
  afterAll(async () => {
    await t?.close();
    await plain?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'www.example.com', ...headers } });

  it('renders a page in the language of ?lang=, then the cookie, then Accept-Language, then the default', async () => {
    const byQuery = await get('/why-harbor?lang=en_us', { cookie: 'lang=zh_cn', 'accept-language': 'zh-CN' });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.body).toContain('<html lang="en-US"');
    expect(byQuery.body).toContain('<h1>en_us /why-harbor?lang=en_us</h1>');
    expect((await get('/why-harbor', { cookie: 'lang=en_us', 'accept-language': 'zh-CN' })).body).toContain(
      '<h1>en_us /why-harbor</h1>',
    );
    expect((await get('/why-harbor', { 'accept-language': 'en-GB,en;q=0.8' })).body).toContain('<h1>en_us');
    const fallback = await get('/why-harbor', { 'accept-language': 'fr-FR' });
    expect(fallback.body).toContain('<html lang="zh-CN"');
    expect(fallback.body).toContain('<h1>zh_cn');
  });

  it('writes the title, description, canonical, hreflang alternates, inline styles and state', async () => {
    const { body, headers } = await get('/locations?tab=1&lang=zh_cn');
    expect(body).toContain('<title>Page zh_cn</title>');
    expect(body).toContain('<meta name="description" content="About harbor">');
    expect(body).toContain('<link rel="canonical" href="http://www.example.com/locations?tab=1&amp;lang=zh_cn">');
    expect(body).toContain(
      '<link rel="alternate" hreflang="en" href="http://www.example.com/locations?tab=1&amp;lang=en_us">',
    );
    expect(body).toContain(
      '<link rel="alternate" hreflang="zh-Hans" href="http://www.example.com/locations?tab=1&amp;lang=zh_cn">',
    );
    expect(body).toContain('<link rel="alternate" hreflang="x-default" href="http://www.example.com/locations?tab=1">');
    // The inline stylesheet carries the nonce the page's Content-Security-Policy admits.
    const nonce = String(headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1];
    expect(body).toContain(`<style nonce="${nonce}">.site{color:red}</style>`);
    expect(body).not.toContain('rel="stylesheet"');
    // The site's own entry hydrates it; the portal's code is not on the page.
    expect(body).toContain('src="/assets/site-abc.js"');
    expect(body).not.toContain('index-abc');
    // The route's data came from this server's own API, in-process.
    const state = JSON.parse(
      body.match(/<script id="site-state" type="application\/json">(.*?)<\/script>/)?.[1] ?? '{}',
    );
    expect(state.data.value.success).toBe(true);
  });

  it("inserts a visitor's text as it is: `$` patterns in a query never expand to parts of the page", async () => {
    const plain = await get('/tracking?no=ABC');
    const hostile = await get('/tracking?no=$`$`$`$&');
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).toContain('<h1>zh_cn /tracking?no=$`$`$`$&</h1>');
    expect(hostile.body.match(/<title>/g)).toHaveLength(1);
    expect(hostile.body.length).toBeLessThan(plain.body.length + 200);
  });

  it('never serves the page templates as files', async () => {
    for (const url of ['/index.html', '/site.html', '/SITE.HTML']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<meta name="tidemark-brand"');
      expect(res.body, url).not.toContain('<div id="root"></div>');
    }
  });

  it('shows the home page for unknown paths with status 200, compressed when the browser accepts it', async () => {
    const res = await get('/no/such/page', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('compresses a large page for a browser quickly and without holding the server up', async () => {
    const html = (await get('/large-page', { 'accept-encoding': 'identity' })).body;
    expect(html.length).toBeGreaterThan(90_000);
    // What the slowest brotli setting (quality 11, the default) costs for this page, on this machine now.
    const started = performance.now();
    brotliCompressSync(html);
    const slowest = performance.now() - started;
    // The longest stretch the event loop is held while the page is rendered and compressed.
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 1);
    const sent = performance.now();
    const res = await get('/large-page', { 'accept-encoding': 'gzip, deflate, br' });
    const took = performance.now() - sent;
    clearInterval(ticker);
    expect(res.headers['content-encoding']).toBe('br');
    // The same page (but for its own CSP nonce), whole.
    const withoutNonce = (page: string) => page.replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(withoutNonce(brotliDecompressSync(res.rawPayload).toString('utf8'))).toBe(withoutNonce(html));
    expect(took).toBeLessThan(slowest / 4);
    expect(longest).toBeLessThan(slowest / 2);
  });

  it('renders pages on a thread of their own, so a page slow to render holds up no other request', async () => {
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 1);
    const slow = get('/slow-page', { 'accept-encoding': 'identity' });
    // The health check asked while the page renders answers without waiting for it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const asked = performance.now();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const healthTook = performance.now() - asked;
    const page = await slow;
    clearInterval(ticker);
    expect(health.statusCode).toBe(200);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>');
    expect(healthTook).toBeLessThan(300);
    expect(longest).toBeLessThan(300);
  });

  it('leaves signed-in pages and the carrier-brand host to the browser', async () => {
    const account = await get('/user-tracking');
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('<div id="root"></div>');
    expect(account.body).not.toContain('site-state');
    expect(account.body).toContain('src="/assets/index-abc.js"');
    const carrier = await get('/', { host: 'carrier.example' });
    expect(carrier.body).toContain('<div id="root"></div>');
  });

  it('serves the web app alone when the build has no renderer', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/why-harbor' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('rel="stylesheet"');
  });

  it('lists every public page in both languages in the sitemap, on the host the request came to', async () => {
    const res = await get('/sitemap.xml', { 'x-forwarded-host': 'evil.example' });
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'http://www.example.com/?lang=en_us',
      'http://www.example.com/?lang=zh_cn',
      'http://www.example.com/why-harbor?lang=en_us',
      'http://www.example.com/why-harbor?lang=zh_cn',
      'http://www.example.com/locations?tab=1&amp;lang=en_us',
      'http://www.example.com/locations?tab=1&amp;lang=zh_cn',
    ]);
    expect(res.body).toContain('hreflang="x-default" href="http://www.example.com/why-harbor"');
    // Without a renderer the menu's pages are listed, with the slug in place.
    const menu = await plain.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(menu.body).toContain('/why-harbor/our-vision?lang=zh_cn');
    expect(menu.body).toContain('/supply-chain/ocean-freight?lang=en_us');
  });

  it('keeps the portal, account pages and the API out of robots', async () => {
    const res = await get('/robots.txt');
    expect(res.headers['content-type']).toContain('text/plain');
    for (const p of ['/dashboard', '/user-', '/api', '/account', '/basApi', '/a/'])
      expect(res.body).toContain(`Disallow: ${p}\n`);
    expect(res.body).toContain('Sitemap: http://www.example.com/sitemap.xml');
  });
});
