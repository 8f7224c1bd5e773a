import { AREAS, hasKey, menuPageKey, type PageDef, resourceByName } from '@tidemark/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../test/harness';
import { post, type Session, signIn } from '../../test/session-helpers';
import { serverResource } from './resource';

/** Every page of every area, with the area it belongs to. */
const PAGES_OF_AREAS: readonly (readonly [string, PageDef])[] = AREAS.flatMap((a) =>
  a.pages.map((p) => [a.key, p] as const),
);
const LIST_PAGES = PAGES_OF_AREAS.filter(([, p]) => p.screen === 'list');

const labelKeys = (page: PageDef): string[] => {
  const fields = new Map((resourceByName(page.resource ?? '')?.fields ?? []).map((f) => [f.name, f.labelKey]));
  const named = [...(page.columns ?? []), ...(page.filters ?? [])].map((name) => fields.get(name) ?? `<${name}>`);
  return [
    page.titleKey,
    menuPageKey(page.url),
    ...(page.helpKey ? [page.helpKey] : []),
    ...named,
    ...(page.actions ?? []).map((a) => a.labelKey),
  ];
};

describe('the registry of pages', () => {
  it.each(PAGES_OF_AREAS.map(([area, p]) => [`${area}/${p.url}`, p] as const))(
    '%s has roles, permissions and every label in both languages',
    (_, page) => {
      expect(page.roles.length).toBeGreaterThan(0);
      for (const a of page.actions ?? []) expect(a.permission).toMatch(new RegExp(`^${page.url}:[A-Za-z]+$`));
      for (const key of labelKeys(page)) expect(hasKey(key), key).toBe(true);
      if (page.screen === 'list') expect(page.resource).toBeDefined();
      if (page.resource) expect(resourceByName(page.resource), page.resource).toBeDefined();
    },
  );
});

describe.each(ENGINES)('every list page answers its list with demo rows, and opens its first row, on %s', (engine) => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await testApp(engine);
    admin = await signIn(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves every resource a list or chart page shows', () => {
    for (const [, page] of PAGES_OF_AREAS.filter(
      ([, p]) => p.resource && (p.screen === 'list' || p.screen === 'chart'),
    )) {
      expect(serverResource(page.resource ?? ''), `${page.url}: ${page.resource}`).toBeDefined();
    }
  });

  it.each(LIST_PAGES.map(([area, p]) => [`${area}/${p.url}`, p] as const))('%s', async (_, page) => {
    const res = await post(t, `/api/engine/${page.resource}/list`, admin, { view: page.url, page: 1, limit: 10 });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.rows as { id: number }[];
    expect(rows.length, `${page.url} has no demo rows`).toBeGreaterThan(0);
    // A row of the list opens as a record with its history, read-only tables included.
    const id = rows[0]?.id ?? 0;
    for (const endpoint of ['get', 'audit']) {
      const answer = await post(t, `/api/engine/${page.resource}/${endpoint}`, admin, { view: page.url, id });
      expect(answer.statusCode, `${page.url} ${endpoint}: ${answer.body}`).toBe(200);
    }
  });
});
