import { PAGES } from '@tidemark/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../test/harness';
import { forgetGrants, post, type Session, signIn } from '../../test/session-helpers';

/**
 * The Export button and the export endpoint agree on every page: the list screen offers Export
 * only when the page declares an export action, and the endpoint exports only then, even for a
 * user who holds the page and every permission there is.
 */
describe.each(ENGINES)('export of every page on %s', (engine) => {
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    t = await testApp(engine);
    await t.database.query(
      `INSERT INTO role_menu_items (role_id, menu_item_id)
       SELECT r.id, m.id FROM roles r, menu_items m WHERE r.code = 'admin' ON CONFLICT DO NOTHING`,
    );
    forgetGrants();
    admin = await signIn(t, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const listPages = PAGES.filter((p) => p.resource);

  it('covers the pages with and without an export action', () => {
    const declares = listPages.filter((p) => p.actions?.some((a) => a.kind === 'export'));
    expect(declares.length).toBeGreaterThan(0);
    expect(declares.length).toBeLessThan(listPages.length);
  });

  it.each(listPages.map((p) => [p.url, p] as const))(
    '%s exports exactly when it declares an export action',
    async (_url, page) => {
      const declares = (page.actions ?? []).some((a) => a.kind === 'export');
      const column = page.columns?.[0];
      const res = await post(t, `/api/engine/${page.resource}/export`, admin, {
        view: page.url,
        ...(column ? { columns: [column] } : {}),
      });
      // An export that finds no rows answers 200 with a message instead of a file.
      expect(res.statusCode, res.body.slice(0, 300)).toBe(declares ? 200 : 403);
    },
  );
});
