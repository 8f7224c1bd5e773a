import { rmSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { hostileText, type QueryStyle, urlEncoded, type Value } from '../../test/fuzz-inputs';
import { ENGINES, type TestApp, testApp } from '../../test/harness';
import { fakeWebBuild, pageTemplate } from '../../test/web-build';

/**
 * Generated visits to the public pages the server renders: hostile queries (the tracking numbers,
 * plates and FBA ids a visitor types), paths, languages and Host headers. The server inserts
 * what the renderer gives it (title, description, canonical and alternate links, markup, state)
 * into its template, so a stand-in renderer here echoes the visit back, escaped as the real one
 * escapes it, and asks the API in-process as the tracking page does. No answer may be a 5xx, the
 * page keeps one head and no markup of the visitor's, and its size follows the visit's (a
 * replacement pattern once copied the page head into the answer for every `$\``).
 *
 * FUZZ_PAGE_RUNS visits per database (default 500); FUZZ_SEED and FUZZ_PATH replay a failure.
 */

const RUNS = Number(process.env.FUZZ_PAGE_RUNS ?? 500);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REPLAY_PATH = process.env.FUZZ_PATH;

/** Echoes the visit back, escaped as React escapes text and as the real renderer writes its state. */
const RENDERER = `
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const render = async ({ url, lang, get }) => {
  if (url.startsWith('/user-')) return null;
  const at = new URL(url, 'http://localhost');
  const asked = { '/tracking': ['/api/tracking/lookup', 'no'], '/tracking-plate': ['/api/tracking/lookup-plate', 'plate'], '/fba-tracking': ['/api/tracking/lookup-fba', 'id'] }[at.pathname];
  let data = null;
  const value = asked ? at.searchParams.get(asked[1]) : null;
  if (asked && value) {
    try { data = await get(asked[0], { [asked[1]]: value }); } catch (error) { data = String(error.message); }
  }
  return {
    html: '<h1>' + esc(lang + ' ' + url) + '</h1>',
    title: 'Track ' + (value ?? url),
    description: 'Results for ' + (value ?? url),
    stateJson: JSON.stringify({ lang, url, data }).replace(/</g, '\\\\u003c'),
  };
};
export const publicPaths = () => ['/', '/tracking'];
`;

/** A web build with the site's template, stylesheet, manifest and the stand-in renderer. */

const PATHS = ['/', '/tracking', '/tracking-plate', '/fba-tracking', '/locations', '/news', '/no/such/page', '/user-x'];
const KEYS = ['no', 'plate', 'id', 'lang', 'tab', 'q', '__sid', 'token'];

type Visit = { path: string; query: string; headers: Record<string, string> };

const headerText = hostileText.map((s) => s.replace(/[^\x20-\x7e]/g, '').slice(0, 500));

const visits: fc.Arbitrary<Visit> = fc.record({
  path: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...PATHS) },
    { weight: 1, arbitrary: hostileText.map((s) => `/${urlEncoded([['', s]], 'standard', 0).slice(1)}`) },
  ),
  query: fc
    .tuple(
      fc.array(
        fc.tuple(
          fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...KEYS) }, { weight: 1, arbitrary: hostileText }),
          fc.oneof(
            { weight: 4, arbitrary: hostileText },
            { weight: 1, arbitrary: fc.constantFrom('MSKU7025177', 'KTR4172', 'FBA15K7QZ2MX', 'en_us', 'zh_cn') },
          ),
        ),
        { maxLength: 4 },
      ),
      fc.constantFrom<QueryStyle>('standard', 'plus', 'odd'),
      fc.nat(),
    )
    .map(([entries, style, odd]) => urlEncoded(entries as [string, Value][], style, odd)),
  headers: fc.record(
    {
      host: fc.oneof(
        fc.constantFrom('www.example.com', 'localhost:8080', 'evil.example"><script>alert(1)</script>'),
        headerText,
      ),
      'accept-language': fc.oneof(fc.constantFrom('en-US', 'zh-CN', '*'), headerText),
      'accept-encoding': fc.constantFrom('br', 'gzip', 'identity', 'br, gzip'),
      cookie: fc.oneof(
        fc.constantFrom('tm_lang=en_us', 'tm_lang=$`'),
        headerText.map((s) => `tm_lang=${s}`),
      ),
    },
    { requiredKeys: ['host'] },
  ),
});

const bodyOf = (res: LightMyRequestResponse): string => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
};

/** Markup a visitor typed, which must never reach the page unescaped. */
const INJECTED = ['<script>alert(1)', '<img src=x onerror', '"><script>', '</script><script>'];

describe.each(ENGINES)('generated visits to the public pages rendered on %s', (engine) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fakeWebBuild(RENDERER);
    t = await testApp(engine, { WEB_DIST: path.join(dir, 'dist') });
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('never answer 5xx, keep one head, escape the visit and grow only with it', { timeout: 600_000 }, async () => {
    const property = fc.asyncProperty(visits, async (v) => {
      const url = `${v.path}${v.query ? `?${v.query}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url, headers: v.headers });
      const body = res.statusCode < 500 ? bodyOf(res) : res.body;
      const echoed = url.length + (v.headers.host?.length ?? 0);
      const problem =
        res.statusCode >= 500
          ? `answered ${res.statusCode}`
          : (body.match(/<title>/g) ?? []).length > 1
            ? 'holds more than one <title>'
            : INJECTED.some((m) => body.includes(m))
              ? "holds the visitor's markup unescaped"
              : body.length > pageTemplate('site').length + 60 * echoed + 8_192
                ? `answered ${body.length} characters for a ${echoed}-character visit`
                : null;
      if (problem) {
        throw new Error(
          `GET ${url.slice(0, 300)} ${problem}\nheaders: ${JSON.stringify(v.headers).slice(0, 300)}\n--- response ${res.statusCode}\n${body.slice(0, 1_500)}`,
        );
      }
    });
    const details = await fc.check(property, {
      numRuns: RUNS,
      seed: SEED,
      ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}),
    });
    if (details.failed) {
      const error =
        details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      throw new Error(
        `${error}\n--- replay: FUZZ_SEED=${SEED} FUZZ_PATH=${details.counterexamplePath} (shrunk ${details.numShrinks} times)`,
      );
    }
  });
});
