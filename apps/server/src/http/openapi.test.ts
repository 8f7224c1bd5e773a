import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../test/harness';
import { openApiDocument } from './openapi';

const averageMs = async (times: number, run: () => unknown): Promise<number> => {
  const started = performance.now();
  for (let i = 0; i < times; i++) await run();
  return (performance.now() - started) / times;
};

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  // Building it converts every route's schema (tens of milliseconds); anyone may ask for it, so a
  // stream of anonymous requests must not rebuild it each time.
  it('is built once and served from then on', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(first.json().openapi).toBe('3.1.0');
    const build = await averageMs(10, () => openApiDocument(t.app, t.app.config.brandName));
    const served = await averageMs(10, () => t.app.inject({ method: 'GET', url: '/api/docs' }));
    expect(served, `served in ${served.toFixed(1)} ms, built in ${build.toFixed(1)} ms`).toBeLessThan(build / 2);
    const again = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(again.body).toBe(first.body);
  });
});
