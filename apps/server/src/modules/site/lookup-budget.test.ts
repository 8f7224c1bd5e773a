import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';
import { fakeWebBuild } from '../../../test/web-build';
import { DEMO_NUMBERS } from '../shipments';
import { LOOKUP_RATE_PER_MINUTE } from '../tracking';

/**
 * A tracking page rendered on the server looks the number up through the API while rendering.
 * The stand-in renderer does what the site's loader does (apps/web/src/site/tracking/
 * lookup-state.ts): one GET per page, a refusal shown in the page.
 */
const RENDERER = `
export const render = async ({ url, get }) => {
  const search = new URL(url, 'http://site').searchParams;
  const lookups = { '/tracking': ['/api/tracking/lookup', 'no'], '/tracking-plate': ['/api/tracking/lookup-plate', 'plate'] };
  const [api, param] = lookups[url.split('?')[0]] ?? [];
  let text = 'no lookup';
  if (api && search.get(param)) {
    try {
      const body = await get(api, { [param]: search.get(param) });
      text = 'found ' + body.data.results[0].shipments.length;
    } catch (error) {
      text = 'refused: ' + error.message;
    }
  }
  return { html: '<p id="lookup">' + text + '</p>', title: 'Tracking', description: 'Tracking', stateJson: '{}' };
};
export const publicPaths = () => ['/tracking'];
`;

const lookupText = (html: string): string => /<p id="lookup">([^<]*)<\/p>/.exec(html)?.[1] ?? `no page: ${html}`;

describe.each(ENGINES)('public lookups budget per visitor on %s', (engine) => {
  let t: TestApp;
  let proxied: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fakeWebBuild(RENDERER);
    const dist = path.join(dir, 'dist');
    t = await testApp(engine, { WEB_DIST: dist });
    proxied = await testApp(engine, { WEB_DIST: dist, TRUST_PROXY: '10.0.0.5' });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (app: TestApp, url: string, from: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url, headers: { host: 'www.example.com', ...headers }, remoteAddress: from });
  const api = (url: string, from: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' }, remoteAddress: from });
  const trackingPage = `/tracking?no=${DEMO_NUMBERS.houseBill}`;

  it('counts the pages a visitor loads against that visitor, not against everyone', async () => {
    for (let i = 0; i < LOOKUP_RATE_PER_MINUTE; i++) {
      expect(lookupText((await page(t, trackingPage, '198.51.100.1')).body)).toBe('found 1');
    }
    expect(lookupText((await page(t, trackingPage, '198.51.100.1')).body)).toMatch(/^refused: .*429/);
    // The next visitor gets their result.
    expect(lookupText((await page(t, trackingPage, '198.51.100.2')).body)).toBe('found 1');
    expect((await api(`/api/tracking/lookup?no=${DEMO_NUMBERS.houseBill}`, '198.51.100.3')).statusCode).toBe(200);
  });

  it('gives one budget to the pages and the API together, across the three lookups', async () => {
    const from = '198.51.100.10';
    const half = LOOKUP_RATE_PER_MINUTE / 2;
    for (let i = 0; i < half; i++) {
      expect((await api(`/api/tracking/lookup?no=${DEMO_NUMBERS.houseBill}`, from)).statusCode).toBe(200);
    }
    for (let i = 0; i < half - 1; i++) {
      expect(lookupText((await page(t, `/tracking-plate?plate=${DEMO_NUMBERS.truckPlate}`, from)).body)).toBe(
        'found 1',
      );
    }
    expect((await api(`/api/tracking/lookup-fba?id=${DEMO_NUMBERS.fbaShipmentId}`, from)).statusCode).toBe(200);
    const refused = await api(`/api/tracking/lookup-plate?plate=${DEMO_NUMBERS.truckPlate}`, from);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(lookupText((await page(t, trackingPage, from)).body)).toMatch(/^refused: .*429/);
  });

  it('counts the client a trusted proxy names while rendering', async () => {
    const via = (client: string) => page(proxied, trackingPage, '10.0.0.5', { 'x-forwarded-for': client });
    for (let i = 0; i < LOOKUP_RATE_PER_MINUTE; i++)
      expect(lookupText((await via('203.0.113.1')).body)).toBe('found 1');
    expect(lookupText((await via('203.0.113.1')).body)).toMatch(/^refused: .*429/);
    expect(lookupText((await via('203.0.113.2')).body)).toBe('found 1');
  });
});
