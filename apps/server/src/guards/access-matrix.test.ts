import {
  type ActionKind,
  AREAS,
  defaultGrants,
  MENU_PAGES,
  PAGES,
  type PageDef,
  ROLE_CODES,
  type RoleCode,
  resourceByName,
  translate,
} from '@tidemark/domain';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../test/harness';
import { type Fields, form, type Session, signIn as signInAs } from '../../test/session-helpers';
import { columnsOf, type ServerResource, serverResources } from '../engine/resource';
import { fromClause } from '../engine/sql';
import type { RouteDoc } from '../http/route-doc';

/**
 * The role x route x other-company matrix, generated from the registries: every role of the
 * page registry (one demo user each, the customer among them) and an anonymous caller, against
 * every route the app registered. A route answers exactly the grants the page registry declares:
 * allowed -> anything but 401/403; denied -> 403 with the SPEC §8 envelope; anonymous -> 401.
 * Then, per resource with a row scope, no user ever receives a row of another branch or company
 * through list, get, audit, update, search or export, nor deletes a line of one. A new resource, page or route is covered
 * without editing this file; a route whose permission no page declares, or an engine endpoint
 * this file does not know the need of, fails it.
 */

/** What each generic endpoint needs beyond holding the page (an action kind), and the body it is called with. */
const ENGINE_ENDPOINTS: Readonly<Record<string, { need?: ActionKind; body: (id: number) => Fields }>> = {
  list: { body: () => ({ page: 1, limit: 10 }) },
  count: { body: () => ({}) },
  get: { body: (id) => ({ id }) },
  audit: { body: (id) => ({ id }) },
  neighbours: { body: (id) => ({ id }) },
  chart: { body: () => ({}) },
  create: { need: 'create', body: () => ({}) },
  // An id no row has: an allowed caller is answered 404, and nothing is written.
  update: { need: 'edit', body: () => ({ id: NO_ROW, version: 1 }) },
  transition: { need: 'transition', body: () => ({ id: NO_ROW, version: 1 }) },
  delete: { need: 'delete', body: () => ({ id: NO_ROW, version: 1 }) },
  batchUpdate: { need: 'batchUpdate', body: () => ({ ids: NO_ROW }) },
  export: { need: 'export', body: () => ({}) },
};
const NO_ROW = 999_999_999;
const ENGINE_PREFIX = '/api/engine/:resource/';

/**
 * Routes open to every signed-in user whose handler then checks pages itself (their sessionReason
 * says so): any of these permissions grants them. Every other 'session' route must answer every
 * signed-in role.
 */
const CHECKED_INSIDE: Readonly<Record<string, readonly string[]>> = {
  // The company picker: any page of the customers area, and any page whose records name a company in a party field.
  'POST /api/customers/lookup': [
    ...(AREAS.find((a) => a.key === 'customers')?.pages ?? []).map((p) => p.url),
    ...PAGES.filter((p) => p.resource && resourceByName(p.resource)?.fields.some((f) => f.type === 'party')).map(
      (p) => p.url,
    ),
  ],
};

/** Every role of the registry; each demo user is named after its role. */
const ROLES: readonly string[] = ROLE_CODES;

/** The permission strings a role holds by the page registry: its pages' URLs and their actions. */
const declaredGrants = (role: string): ReadonlySet<string> => defaultGrants(MENU_PAGES, role as RoleCode);
const GRANTS = new Map(ROLES.map((r) => [r, declaredGrants(r)]));
const KNOWN_PERMISSIONS = new Set(MENU_PAGES.flatMap((p) => [p.url, ...p.actions]));
const holds = (role: string, permission: string) => GRANTS.get(role)?.has(permission) === true;

/** Whether the role may call the page's endpoint: the page, and for a change one of its actions of that kind. */
const pageAllows = (
  role: string,
  page: { url: string; actions?: PageDef['actions'] },
  viewPermission: string,
  need?: ActionKind,
  transition?: string,
): boolean => {
  if (!holds(role, page.url) || !holds(role, viewPermission)) return false;
  if (!need) return true;
  return (page.actions ?? [])
    .filter((a) => a.kind === need && (transition === undefined || (a.transition ?? a.key) === transition))
    .some((a) => holds(role, a.permission));
};

const DENIED = {
  success: false,
  result: '',
  message: translate('en_us', 'messages.permissionInsufficient'),
  data: null,
};
const SIGNED_OUT = { success: false, result: 'false', message: translate('en_us', 'messages.notLoggedIn') };

type Caller = { name: string; session: Session | null };

const call = (t: TestApp, method: string, url: string, caller: Session | null, fields: Fields = {}) => {
  const headers = caller ? { cookie: `tm_ss=${caller.cookie}` } : {};
  if (method === 'GET') {
    const query = form({ lang: 'en_us', ...fields });
    return t.app.inject({
      method: 'GET',
      url: `${url}?${query}`,
      headers: { ...headers, ...(caller ? { 'x-sid': caller.sid } : {}) },
    });
  }
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ lang: 'en_us', ...(caller ? { __sid: caller.sid } : {}), ...fields }),
  });
};

/** Signs a demo user in from an address of its own, so no per-address sign-in limit is reached. */
const signIn = (t: TestApp, username: string, n: number): Promise<Session> => signInAs(t, username, `10.77.0.${n + 1}`);

/** What a failure message shows of an answer: its text, or its type when it is a file. */
const snippet = (res: LightMyRequestResponse): string =>
  String(res.headers['content-type'] ?? '').includes('json')
    ? res.body.slice(0, 200)
    : `(${res.headers['content-type']})`;

const body = (res: LightMyRequestResponse) => {
  try {
    return res.json();
  } catch {
    return snippet(res);
  }
};

/** One expectation of the matrix, checked and counted. */
const expectGrant = (label: string, res: LightMyRequestResponse, allowed: boolean, signedIn: boolean) => {
  if (!signedIn) {
    expect(res.statusCode, `${label}: ${snippet(res)}`).toBe(401);
    expect(body(res), label).toMatchObject(SIGNED_OUT);
  } else if (allowed) {
    expect([401, 403], `${label} is granted but answered ${res.statusCode}: ${snippet(res)}`).not.toContain(
      res.statusCode,
    );
  } else {
    expect(res.statusCode, `${label} is not granted: ${snippet(res)}`).toBe(403);
    expect(body(res), label).toEqual(DENIED);
  }
};

/** The SQL expressions of a resource's row scope, as engine/sql.ts scopeCondition takes them. */
const scopeColumns = (res: ServerResource) => ({
  branch: res.scopeColumns?.branch ?? (res.scope === 'branch' ? 't.branch_id' : undefined),
  company: res.scopeColumns?.company ?? (res.scope === 'company' ? 't.company_id' : undefined),
});

type Principal = { kind: 'staff' | 'customer'; companyId: number | null; branchIds: ReadonlySet<number> };
type ScopedRow = { id: number; branch: number | null; company: number | null };

/** SPEC §6 row scope, written out again: staff see their branches' rows, a customer its company's. */
const visibleTo = (who: Principal, res: ServerResource, row: ScopedRow): boolean => {
  if (res.scope === 'none') return true;
  const columns = scopeColumns(res);
  if (who.kind === 'customer') return columns.company !== undefined && row.company === who.companyId;
  if (columns.branch === undefined) return true;
  return row.branch !== null && who.branchIds.has(row.branch);
};

const rowsOf = (res: LightMyRequestResponse): { id: number; [field: string]: unknown }[] =>
  res.statusCode === 200 ? (res.json().data?.rows ?? []) : [];

/** The values of the single column of an exported sheet (row 1 holds its label). */
const exportedValues = async (res: LightMyRequestResponse): Promise<string[] | null> => {
  if (!String(res.headers['content-type'] ?? '').includes('spreadsheetml')) return null;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const values: string[] = [];
  sheet?.eachRow((row, n) => {
    if (n > 1) values.push(String(row.getCell(1).text));
  });
  return values;
};

describe.each(ENGINES)('the role x route x other-company matrix on %s', (engine) => {
  let t: TestApp;
  const callers: Caller[] = [];
  const counts = { customRoutes: 0, engineCalls: 0, scopeChecks: 0, rowsChecked: 0 };
  let started = 0;

  beforeAll(async () => {
    started = Date.now();
    t = await testApp(engine);
    for (const [i, role] of ROLES.entries()) callers.push({ name: role, session: await signIn(t, role, i) });
    callers.push({ name: 'anonymous', session: null });
  });
  afterAll(async () => {
    console.info(
      `access matrix on ${engine}: ${counts.customRoutes} custom route calls, ${counts.engineCalls} engine calls,` +
        ` ${counts.scopeChecks} row-scope checks over ${counts.rowsChecked} rows in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    await t?.close();
  });

  const customRoutes = (): RouteDoc[] =>
    t.app.routeDocs.filter((r) => !r.url.startsWith(ENGINE_PREFIX) && !r.url.includes('*'));
  const enginePages = (res: ServerResource) => PAGES.filter((p) => p.resource === res.def.name);

  /** Each demo user's scope as the database holds it: its own branch and scope branches, or its company. */
  const loadPrincipals = async (): Promise<Map<string, Principal>> => {
    const principals = new Map<string, Principal>();
    for (const role of ROLES) {
      const row = (
        await t.database.query<{ kind: 'staff' | 'customer'; company_id: number | null; branches: number[] }>(
          `SELECT u.kind, u.company_id,
                  ARRAY(SELECT u.branch_id WHERE u.branch_id IS NOT NULL
                        UNION SELECT s.branch_id FROM user_branch_scopes s WHERE s.user_id = u.id) AS branches
             FROM users u WHERE u.user_name = $1`,
          [role],
        )
      )[0];
      if (!row) throw new Error(`no demo user ${role}`);
      principals.set(role, {
        kind: row.kind,
        companyId: row.company_id,
        branchIds: new Set(row.branches.map(Number)),
      });
    }
    return principals;
  };

  it('knows the grant of every registered route', () => {
    const declared = new Set(t.app.routeDocs.map((r) => `${r.method} ${r.url}`));
    for (const r of t.app.registeredRoutes.filter((x) => /^\/(api|account|basApi|a)\//.test(x.url))) {
      expect(declared.has(`${r.method} ${r.url}`), `${r.method} ${r.url} is not registered through route()`).toBe(true);
    }
    for (const r of customRoutes()) {
      const p = r.permission;
      if (p === 'public' || p === 'session') continue;
      expect(KNOWN_PERMISSIONS.has(p), `${r.method} ${r.url} needs '${p}', which no page of the registry grants`).toBe(
        true,
      );
    }
    for (const r of t.app.routeDocs.filter((x) => x.url.startsWith(ENGINE_PREFIX))) {
      const endpoint = r.url.slice(ENGINE_PREFIX.length);
      expect(ENGINE_ENDPOINTS[endpoint], `${r.url}: what does it need beyond the page?`).toBeDefined();
    }
    for (const res of serverResources()) {
      for (const page of enginePages(res)) {
        for (const a of page.actions ?? []) {
          expect(KNOWN_PERMISSIONS.has(a.permission), `${page.url}: ${a.permission}`).toBe(true);
        }
      }
    }
  });

  it('answers every custom route with exactly the grant the registry declares', async () => {
    for (const r of customRoutes()) {
      const url = r.url.replace(/:(\w+)/g, '1');
      // A public route is open to all: called signed out only (a signed-in call could sign out).
      const who = r.permission === 'public' ? callers.filter((c) => c.session === null) : callers;
      for (const caller of who) {
        const res = await call(t, r.method, url, caller.session);
        const label = `${caller.name} ${r.method} ${r.url}`;
        counts.customRoutes++;
        const inside = CHECKED_INSIDE[`${r.method} ${r.url}`];
        const allowed =
          r.permission === 'public' ||
          (r.permission === 'session' && (inside ? inside.some((p) => holds(caller.name, p)) : true)) ||
          holds(caller.name, r.permission);
        expectGrant(label, res, allowed, caller.session !== null || r.permission === 'public');
      }
    }
    expect(counts.customRoutes).toBeGreaterThan(100);
  }, 600_000);

  it('answers every engine endpoint of every page of every resource with exactly the declared grant', async () => {
    const endpoints = t.app.routeDocs
      .filter((r) => r.url.startsWith(ENGINE_PREFIX))
      .map((r) => r.url.slice(ENGINE_PREFIX.length));
    for (const res of serverResources()) {
      const anyRow = await t.database.query<{ id: number }>(`SELECT id FROM ${res.table} ORDER BY id LIMIT 1`);
      const id = anyRow[0]?.id ?? NO_ROW;
      for (const page of enginePages(res)) {
        // The page's own resource, then each child list reached through one of its relations.
        const targets = [
          { resource: res.def.name, page: page as Pick<PageDef, 'url' | 'actions'>, view: page.url, extra: {} },
          ...(page.relations ?? []).map((rel) => ({
            resource: rel.resource,
            page: { url: page.url, actions: rel.actions ?? [] },
            view: rel.permission ?? page.url,
            extra: { relation: rel.key, parentId: id } as Fields,
          })),
        ];
        for (const target of targets) {
          for (const endpoint of endpoints) {
            const spec = ENGINE_ENDPOINTS[endpoint];
            if (!spec) throw new Error(`unknown engine endpoint ${endpoint}`);
            const transitions =
              spec.need === 'transition'
                ? [
                    ...new Set(
                      (target.page.actions ?? [])
                        .filter((a) => a.kind === 'transition')
                        .map((a) => a.transition ?? a.key),
                    ),
                  ]
                : [undefined];
            for (const transition of transitions.length > 0 ? transitions : ['none']) {
              const fields: Fields = {
                view: page.url,
                ...target.extra,
                ...spec.body(id),
                ...(transition ? { action: transition } : {}),
              };
              for (const caller of callers) {
                const answer = await call(
                  t,
                  'POST',
                  `/api/engine/${target.resource}/${endpoint}`,
                  caller.session,
                  fields,
                );
                const allowed = pageAllows(caller.name, target.page, target.view, spec.need, transition);
                expectGrant(
                  `${caller.name} ${endpoint} ${target.resource} on ${page.url}${transition ? ` (${transition})` : ''}`,
                  answer,
                  allowed,
                  caller.session !== null,
                );
                counts.engineCalls++;
              }
            }
          }
        }
      }
    }
    expect(counts.engineCalls).toBeGreaterThan(500);
  }, 600_000);

  it('never gives a row of another branch or company: list, get, audit, update, delete, search, export', async () => {
    const principals = await loadPrincipals();
    for (const res of serverResources().filter((r) => r.scope !== 'none')) {
      const columns = scopeColumns(res);
      const all = await t.database.query<ScopedRow>(
        `SELECT t.id, (${columns.branch ?? 'NULL'})::int AS branch, (${columns.company ?? 'NULL'})::int AS company
           FROM ${fromClause(res)} ORDER BY t.id`,
      );
      const textFields = new Set(res.def.fields.filter((f) => f.type === 'text' && !f.filterOnly).map((f) => f.name));
      for (const page of enginePages(res)) {
        const searchField = (page.filters ?? []).find((f) => textFields.has(f) && !res.filters?.[f]);
        for (const caller of callers.filter((c) => c.session && holds(c.name, page.url))) {
          const who = principals.get(caller.name) as Principal;
          const session = caller.session as Session;
          const mine = new Set(all.filter((r) => visibleTo(who, res, r)).map((r) => r.id));
          const foreign = all.filter((r) => !mine.has(r.id));
          const label = `${caller.name} ${res.def.name} on ${page.url}`;
          const engineCall = (endpoint: string, fields: Fields) =>
            call(t, 'POST', `/api/engine/${res.def.name}/${endpoint}`, session, { view: page.url, ...fields });

          // Lists, page after page: every row within the caller's scope.
          let ownId: number | undefined;
          for (let n = 1; n <= 3; n++) {
            const listed = await engineCall('list', { page: n, limit: 50 });
            expect(listed.statusCode, `${label} list: ${snippet(listed)}`).toBe(200);
            const rows = rowsOf(listed);
            for (const row of rows) expect(mine.has(row.id), `${label}: row ${row.id} of another scope`).toBe(true);
            counts.rowsChecked += rows.length;
            ownId ??= rows[0]?.id;
            if (rows.length < 50) break;
          }
          counts.scopeChecks++;
          if (ownId !== undefined) {
            const own = await engineCall('get', { id: ownId });
            expect(own.statusCode, `${label}: own row ${ownId}`).toBe(200);
          }

          // A row of another scope does not exist for the caller, whatever the call.
          const other = foreign[Math.floor(foreign.length / 2)];
          if (other) {
            for (const endpoint of ['get', 'audit']) {
              const res_ = await engineCall(endpoint, { id: other.id });
              expect([403, 404], `${label} ${endpoint} of foreign row ${other.id}: ${snippet(res_)}`).toContain(
                res_.statusCode,
              );
              counts.scopeChecks++;
            }
            if (pageAllows(caller.name, page, page.url, 'edit')) {
              const version = (
                await t.database.query<{ version: number }>(`SELECT version FROM ${res.table} WHERE id = $1`, [
                  other.id,
                ])
              )[0]?.version;
              const update = await engineCall('update', { id: other.id, version: version ?? 1 });
              expect([403, 404], `${label} update of foreign row ${other.id}: ${snippet(update)}`).toContain(
                update.statusCode,
              );
              counts.scopeChecks++;
            }
            // Through the page's relations, the child rows of a foreign parent stay out of reach.
            for (const rel of page.relations ?? []) {
              if (!holds(caller.name, rel.permission ?? page.url)) continue;
              const through = { view: page.url, relation: rel.key, parentId: other.id };
              const children = await call(t, 'POST', `/api/engine/${rel.resource}/list`, session, through);
              expect(rowsOf(children), `${label} ${rel.key} of foreign row ${other.id}`).toEqual([]);
              counts.scopeChecks++;
              // Nor is one deleted: a line of the foreign parent, at its version, is a 404 (or a 403).
              if (!pageAllows(caller.name, { url: page.url, actions: rel.actions ?? [] }, page.url, 'delete')) continue;
              const childRes = serverResources().find((r) => r.def.name === rel.resource);
              const foreignKey = childRes && columnsOf(childRes)[rel.foreignKey];
              if (!childRes || !foreignKey) continue;
              const line = (
                await t.database.query<{ id: number; version: number }>(
                  `SELECT t.id, t.version FROM ${fromClause(childRes)} WHERE ${foreignKey} = $1 ORDER BY t.id LIMIT 1`,
                  [other.id],
                )
              )[0];
              if (!line) continue;
              const removed = await call(t, 'POST', `/api/engine/${rel.resource}/delete`, session, {
                ...through,
                id: line.id,
                version: line.version,
              });
              expect(
                [403, 404],
                `${label} delete of ${rel.key} ${line.id} of foreign row ${other.id}: ${snippet(removed)}`,
              ).toContain(removed.statusCode);
              const still = await t.database.query(`SELECT 1 FROM ${childRes.table} WHERE id = $1`, [line.id]);
              expect(still, `${label}: ${rel.key} ${line.id} deleted`).toHaveLength(1);
              counts.scopeChecks++;
            }
          }

          // Searching for a value only rows of another scope hold finds none of them.
          if (searchField) {
            const column = `(${res.columns?.[searchField] ?? `t.${searchField.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`})::text`;
            const values = await t.database.query<{ v: string; id: number }>(
              `SELECT ${column} AS v, t.id FROM ${fromClause(res)} WHERE t.id = ANY($1::int[]) AND ${column} IS NOT NULL
                ORDER BY t.id`,
              [foreign.map((r) => r.id)],
            );
            const probes = [values[0], values[Math.floor(values.length / 2)], values.at(-1)].filter(
              (v): v is { v: string; id: number } => v !== undefined,
            );
            for (const probe of probes) {
              const found = await engineCall('list', { page: 1, limit: 50, [`f_${searchField}`]: probe.v });
              expect(found.statusCode, `${label} search ${searchField}: ${snippet(found)}`).toBe(200);
              for (const row of rowsOf(found)) {
                expect(mine.has(row.id), `${label}: search ${searchField}=${probe.v} found row ${row.id}`).toBe(true);
              }
              counts.scopeChecks++;
            }

            // The export holds only values of rows within the caller's scope.
            if (pageAllows(caller.name, page, page.url, 'export')) {
              const ownValues = new Set(
                (
                  await t.database.query<{ v: string }>(
                    `SELECT ${column} AS v FROM ${fromClause(res)} WHERE t.id = ANY($1::int[])`,
                    [[...mine]],
                  )
                ).map((r) => r.v),
              );
              const exported = await engineCall('export', { columns: searchField });
              expect(exported.statusCode, `${label} export`).toBe(200);
              const cells = (await exportedValues(exported)) ?? [];
              for (const cell of cells.filter((c) => c !== '')) {
                expect(ownValues.has(cell), `${label}: exported ${searchField} ${cell} of another scope`).toBe(true);
              }
              counts.rowsChecked += cells.length;
              for (const probe of probes.filter((p) => !ownValues.has(p.v))) {
                const one = await engineCall('export', { columns: searchField, [`f_${searchField}`]: probe.v });
                expect((await exportedValues(one)) ?? [], `${label}: export found ${probe.v}`).toEqual([]);
                counts.scopeChecks++;
              }
              counts.scopeChecks++;
            }
          }
        }
      }
    }
    expect(counts.scopeChecks).toBeGreaterThan(50);
  }, 600_000);
  it("answers the search routes of the areas within the caller's scope only", async () => {
    const principals = await loadPrincipals();
    const companies = await t.database.query<{ id: number; branch: number | null; name: string }>(
      'SELECT id, branch_id AS branch, name FROM companies ORDER BY id',
    );
    const shipments = await t.database.query<{ id: number; branch: number | null; company: number | null; no: string }>(
      'SELECT id, branch_id AS branch, company_id AS company, shipment_no AS no FROM shipments ORDER BY id',
    );
    const sees = (who: Principal, row: { branch: number | null; company: number | null }) =>
      who.kind === 'customer' ? row.company === who.companyId : row.branch !== null && who.branchIds.has(row.branch);
    let checks = 0;
    for (const caller of callers.filter((c) => c.session)) {
      const who = principals.get(caller.name) as Principal;
      const session = caller.session as Session;
      // The company picker: by a word of a name, and by the ids of companies of another scope.
      const foreignCompanies = companies.filter((c) => !sees(who, { branch: c.branch, company: c.id }));
      const picker = async (fields: Fields) => {
        const res = await call(t, 'POST', '/api/customers/lookup', session, { limit: 50, ...fields });
        if (res.statusCode === 403) return;
        expect(res.statusCode, `${caller.name} lookup: ${snippet(res)}`).toBe(200);
        for (const c of res.json().data as { id: number }[]) {
          const row = companies.find((x) => x.id === c.id);
          expect(row && sees(who, { branch: row.branch, company: row.id }), `${caller.name}: company ${c.id}`).toBe(
            true,
          );
        }
        checks++;
      };
      await picker({ q: '' });
      await picker({ ids: foreignCompanies.slice(0, 50).map((c) => c.id) });
      const word = foreignCompanies[0]?.name.split(' ')[0];
      if (word) await picker({ q: word });

      // A customer's own shipments, searched by the numbers of shipments of another scope.
      if (holds(caller.name, 'tracking')) {
        const foreign = shipments.filter((r) => !sees(who, r));
        for (const probe of [foreign[0], foreign.at(-1)].filter((r) => r !== undefined)) {
          const list = await call(t, 'GET', '/api/tracking/my-shipments', session, { no: probe.no });
          expect(list.statusCode, `${caller.name} my-shipments: ${snippet(list)}`).toBe(200);
          const numbers = (list.json().data.rows as { shipmentNo: string }[]).map((r) => r.shipmentNo);
          expect(numbers, `${caller.name} found ${probe.no}`).not.toContain(probe.no);
          const one = await call(t, 'GET', '/api/tracking/my-shipment', session, { shipmentNo: probe.no });
          expect(one.statusCode, `${caller.name} my-shipment ${probe.no}: ${snippet(one)}`).toBe(404);
          checks += 2;
        }
        const mine = await call(t, 'GET', '/api/tracking/my-shipments', session);
        const own = new Set(shipments.filter((r) => sees(who, r)).map((r) => r.no));
        for (const row of mine.json().data.rows as { shipmentNo: string }[]) {
          expect(own.has(row.shipmentNo), `${caller.name}: my-shipments gave ${row.shipmentNo}`).toBe(true);
        }
        checks++;
      }
    }
    expect(checks).toBeGreaterThan(20);
    counts.scopeChecks += checks;
  }, 600_000);
});
