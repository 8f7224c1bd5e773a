import { defaultGrants, MENU_PAGES, RESOURCES } from '@tidemark/domain';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Entries,
  EXAMPLES,
  engineFields,
  entriesFor,
  type FieldSpec,
  type FilePart,
  fieldsOfSchema,
  filePartWith,
  garbageBytes,
  hostileText,
  hostileValue,
  multipartBody,
  ODD_CONTENT_TYPES,
  type QueryStyle,
  urlEncoded,
  type Value,
} from '../../test/fuzz-inputs';
import { uploadSamples } from '../../test/fuzz-uploads';
import { ENGINES, type TestApp, testApp } from '../../test/harness';
import type { RouteDoc } from '../http/route-doc';
import { DEMO_PASSWORD, forgetGrants } from '../modules/access';

/**
 * Generated requests against every registered route, present and future: wrong types, huge and
 * broken text, NUL and control characters, missing and extra fields, deep nesting, JSON where a
 * form is expected and garbage where JSON is, odd query encodings, hostile path parameters;
 * anonymous, as an administrator (so handlers are reached) and as a customer. No answer may be a
 * 5xx, every JSON answer is the SPEC envelope, and /api/health keeps answering quickly.
 *
 * Settings (environment): FUZZ_RUNS inputs per route on each database (default 1000), within
 * FUZZ_BUDGET_S seconds shared by the routes (default 300; 0 lets every route take all its
 * inputs), FUZZ_MIN_RUNS every route gets whatever they take (default 50); FUZZ_HEALTH_MS bounds a
 * health answer (default 1500); FUZZ_REPORT=1 prints each route's inputs, time and statuses. A
 * failure prints the line that replays it: FUZZ_SEED, FUZZ_ROUTE ('POST /account/login'),
 * FUZZ_PHASE and FUZZ_PATH.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** The time the routes share on each database; 0 lets every route take its RUNS inputs. */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_S ?? 300) * 1000;
/** Inputs every route gets whatever they take, before the budget's share applies. */
const MIN_RUNS = Number(process.env.FUZZ_MIN_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const ONLY_ROUTE = process.env.FUZZ_ROUTE;
const REPLAY_PATH = process.env.FUZZ_PATH;
const REPLAY_PHASE = Number(process.env.FUZZ_PHASE ?? 1);
const HEALTH_BOUND_MS = Number(process.env.FUZZ_HEALTH_MS ?? 1500);

/** JSON answers that are documents of their own, not the envelope. */
const NOT_ENVELOPES = new Set(['GET /api/docs']);

type Identity = 'anonymous' | 'admin' | 'customer';
type Session = { sid: string; cookie: string };

type Body =
  | { kind: 'none' }
  | { kind: 'form'; entries: Entries; style: QueryStyle; odd: number; contentType: string }
  | { kind: 'json'; value: Value }
  | { kind: 'multipart'; entries: Entries; file: FilePart | null; broken: boolean }
  | { kind: 'raw'; contentType: string | null; bytes: Buffer };

type FileSample = { filename: string; bytes: Uint8Array };

type Case = {
  identity: Identity;
  path: string;
  query: string;
  body: Body;
  headers: Record<string, string>;
  address: string;
};

// ---------------------------------------------------------------------------------------------
// Generating a request for a route

const CUSTOMER_PERMISSIONS = defaultGrants(MENU_PAGES, 'customer');

const identityFor = (permission: string): fc.Arbitrary<Identity> => {
  if (permission === 'public') {
    return fc.constantFrom<Identity>('anonymous', 'anonymous', 'admin', 'customer');
  }
  if (permission === 'session' || CUSTOMER_PERMISSIONS.has(permission)) {
    return fc.constantFrom<Identity>('anonymous', 'admin', 'admin', 'admin', 'customer', 'customer');
  }
  return fc.constantFrom<Identity>('anonymous', 'admin', 'admin', 'admin', 'admin', 'admin');
};

/** Mostly many client addresses, so per-address limits leave the handlers reachable; sometimes one. */
const address = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `198.18.${a}.${b}`) },
  { weight: 1, arbitrary: fc.constantFrom('127.0.0.1', '::1', '::ffff:10.0.0.1') },
);

/** Printable ASCII only: a header cannot carry anything else through the HTTP layer. */
const headerText = hostileText.map((s) => s.replace(/[^\x20-\x7e]/g, '').slice(0, 2_000));

const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'accept-language': fc.oneof(fc.constantFrom('en-US', 'zh-CN', 'fr', '*', ''), headerText),
    cookie: fc.oneof(
      fc.constantFrom('tm_lang=en_us', 'tm_lang=xx', 'tm_ss=', 'tm_ss=abc; tm_ss=def', '=;=;', 'tm_cap=x'),
      headerText.map((s) => `tm_ss=${s}`),
    ),
    'x-sid': headerText,
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/xml', ''),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', '1.2.3.4, 5.6.7.8', 'garbage', ''),
  },
  { requiredKeys: [] },
);

const pathParam = (name: string): fc.Arbitrary<string> => {
  if (name === 'resource') {
    return fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...RESOURCES.map((r) => r.name)) },
      { weight: 1, arbitrary: hostileText.map((s) => encodeSegment(s)) },
    );
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 50 }).map(String) },
    { weight: 3, arbitrary: hostileText.map((s) => encodeSegment(s)) },
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', '%2F', '..', '%00') },
  );
};

/** A path segment as a client writes it (lone surrogates as their bytes, never a raw slash). */
const encodeSegment = (text: string): string => urlEncoded([['', text]], 'standard', 0).slice(1) || '%20';

/** Bodies of every kind; `multipart` weighs how often a multipart one is sent (a route that reads its own body). */
const bodyFor = (entries: fc.Arbitrary<Entries>, samples: readonly FileSample[], multipart = 2): fc.Arbitrary<Body> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('form' as const),
        entries,
        style: fc.constantFrom<QueryStyle>('standard', 'standard', 'plus', 'odd'),
        odd: fc.nat(),
        contentType: fc.constantFrom(
          'application/x-www-form-urlencoded',
          'application/x-www-form-urlencoded; charset=utf-8',
          'APPLICATION/X-WWW-FORM-URLENCODED; charset=iso-8859-1',
        ),
      }),
    },
    {
      weight: 4,
      arbitrary: fc
        .oneof(
          { weight: 5, arbitrary: entries.map((e) => Object.fromEntries(e) as Value) },
          { weight: 1, arbitrary: hostileValue },
        )
        .map((value) => ({ kind: 'json' as const, value })),
    },
    {
      weight: multipart,
      arbitrary: fc.record({
        kind: fc.constant('multipart' as const),
        entries,
        file: fc.option(filePartWith(samples), { freq: 2 }),
        broken: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('raw' as const),
        contentType: fc.option(fc.constantFrom(...ODD_CONTENT_TYPES), { freq: 6 }),
        bytes: garbageBytes,
      }),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );

/**
 * The fields a route reads, from its declared schema (with its example, if it has one), or the
 * engine's registry for its resource; `core` of them are always considered, the rest a few at a time.
 */
const fieldsFor = (route: RouteDoc, resource: string | null): { fields: FieldSpec[]; core: number } => {
  if (resource !== null) return engineFields(resource);
  return fieldsOfSchema(route.method === 'GET' ? route.query : route.body, EXAMPLES[`${route.method} ${route.url}`]);
};

/** Every request this route may be sent. */
const casesFor = (route: RouteDoc, samples: readonly FileSample[]): fc.Arbitrary<Case> => {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const paramValues = fc.tuple(...params.map(pathParam));
  const withFields = (resource: string | null) => {
    const { fields, core } = fieldsFor(route, resource);
    const entries = entriesFor(fields, core);
    const isGet = route.method === 'GET';
    return fc.record({
      query: isGet
        ? fc.tuple(entries, fc.constantFrom<QueryStyle>('standard', 'plus', 'odd'), fc.nat())
        : fc.option(fc.tuple(entries, fc.constantFrom<QueryStyle>('standard', 'odd'), fc.nat()), { freq: 5 }),
      // A POST route without a declared body reads it itself (the file upload): mostly multipart.
      body: isGet
        ? fc.oneof({ weight: 8, arbitrary: fc.constant<Body>({ kind: 'none' }) }, bodyFor(entries, samples))
        : bodyFor(entries, samples, route.body ? 2 : 10),
    });
  };
  const engine = params.includes('resource');
  // Engine routes: the fields of the resource named in the path (or of none, for a hostile name).
  const shaped = engine
    ? fc.oneof(
        ...RESOURCES.map((r) =>
          fc.tuple(
            paramValues.map((p) => p.map((v, i) => (params[i] === 'resource' ? r.name : v))),
            withFields(r.name),
          ),
        ),
        fc.tuple(paramValues, withFields(null)),
      )
    : fc.tuple(paramValues, withFields(null));
  return fc
    .record({
      identity: identityFor(String(route.permission)),
      shaped,
      headers: extraHeaders,
      address,
    })
    .map(({ identity, shaped: [values, { query, body }], headers, address: addr }): Case => {
      let path = route.url;
      params.forEach((p, i) => {
        path = path.replace(`:${p}`, values[i] ?? '');
      });
      const queryText = query === null ? '' : urlEncoded(query[0], query[1], query[2]);
      return { identity, path, query: queryText, body, headers, address: addr };
    });
};

// ---------------------------------------------------------------------------------------------
// Sending it

const withSession = (entries: Entries, session: Session | null): Entries =>
  session ? [['__sid', session.sid], ...entries] : entries;

const injectOptions = (route: RouteDoc, c: Case, session: Session | null): InjectOptions => {
  const headers: Record<string, string> = { ...c.headers };
  if (session) {
    headers['x-sid'] = session.sid;
    headers.cookie = `tm_ss=${session.cookie}${c.headers.cookie ? `; ${c.headers.cookie}` : ''}`;
  }
  let payload: string | Buffer | undefined;
  const b = c.body;
  if (b.kind === 'form') {
    headers['content-type'] = b.contentType;
    payload = urlEncoded(withSession(b.entries, session), b.style, b.odd);
  } else if (b.kind === 'json') {
    headers['content-type'] = 'application/json';
    const value =
      session && b.value !== null && typeof b.value === 'object' && !Array.isArray(b.value)
        ? { __sid: session.sid, ...b.value }
        : b.value;
    payload = JSON.stringify(value);
  } else if (b.kind === 'multipart') {
    const body = multipartBody(withSession(b.entries, session), b.file, b.broken);
    headers['content-type'] = body.contentType;
    payload = body.payload;
  } else if (b.kind === 'raw') {
    if (b.contentType !== null) headers['content-type'] = b.contentType;
    payload = b.bytes;
  }
  const method = route.method as InjectOptions['method'];
  return {
    method,
    url: `${c.path}${c.query ? `?${c.query}` : ''}`,
    headers,
    remoteAddress: c.address,
    ...(payload !== undefined ? { payload } : {}),
  };
};

const clip = (text: string, max = 600): string =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** A request as a failure report shows it: short enough to read, exact enough to rebuild. */
const describeRequest = (options: InjectOptions): string => {
  const payload = options.payload;
  const body =
    payload === undefined
      ? ''
      : Buffer.isBuffer(payload)
        ? clip(payload.toString('latin1'))
        : clip(typeof payload === 'string' ? payload : JSON.stringify(payload));
  return `${options.method} ${clip(String(options.url), 400)}\nheaders: ${clip(JSON.stringify(options.headers), 400)}\naddress: ${String(options.remoteAddress)}\nbody: ${body}`;
};

const isEnvelope = (json: unknown): boolean => {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return false;
  const o = json as Record<string, unknown>;
  return (
    typeof o.success === 'boolean' &&
    (o.result === 'true' || o.result === 'false' || o.result === '') &&
    typeof o.message === 'string' &&
    'data' in o
  );
};

/** Why an answer breaks the rules, or null. */
const violation = (route: RouteDoc, res: LightMyRequestResponse): string | null => {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('json') || NOT_ENVELOPES.has(`${route.method} ${route.url}`)) return null;
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    return 'answered JSON that does not parse';
  }
  return isEnvelope(json) ? null : 'answered JSON that is not the envelope { success, result, message, data }';
};

// ---------------------------------------------------------------------------------------------
// The test

/** Health answered through the run: every answer's time from when it was due, by route. */
const monitorHealth = (t: TestApp, current: () => string) => {
  const worst = new Map<string, number>();
  let running = true;
  let failures = 0;
  const loop = (async () => {
    while (running) {
      const due = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.200' });
      const ms = performance.now() - due;
      if (res.statusCode !== 200) failures++;
      const route = current();
      worst.set(route, Math.max(worst.get(route) ?? 0, ms));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    worst,
    failures: () => failures,
    stop: async () => {
      running = false;
      await loop;
    },
  };
};

const IDENTITY_ADDRESS = '192.0.2.10';

describe.each(ENGINES)('generated requests on every route on %s', (engine) => {
  let t: TestApp;
  const sessions: Record<Identity, Session | null> = { anonymous: null, admin: null, customer: null };
  let restoreAccess: () => Promise<void>;
  let samples: FileSample[] = [];
  let monitor: ReturnType<typeof monitorHealth>;
  let currentRoute = '(between routes)';
  const stats: {
    route: string;
    inputs: number;
    sent: number;
    ms: number;
    injectMs: number;
    statuses: Map<number, number>;
  }[] = [];

  const signIn = async (user: 'admin' | 'customer'): Promise<Session> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/account/login',
      remoteAddress: IDENTITY_ADDRESS,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: user, password: DEMO_PASSWORD, lang: 'en_us' }).toString(),
    });
    const cookie = res.cookies.find((c) => c.name === 'tm_ss');
    if (res.json().result !== 'true' || !cookie) throw new Error(`${user} cannot sign in: ${res.body}`);
    return { sid: res.json().data.__sid, cookie: cookie.value };
  };

  /** Whether a session still answers as its user. */
  const alive = async (session: Session | null): Promise<boolean> => {
    if (!session) return false;
    const res = await t.app.inject({
      method: 'POST',
      url: '/account/user/info.json',
      remoteAddress: IDENTITY_ADDRESS,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `tm_ss=${session.cookie}` },
      payload: `__sid=${session.sid}`,
    });
    return res.json().data?.result === 'true';
  };

  /**
   * The administrator and the customer as they were seeded: generated calls may disable them,
   * change their roles, scopes or grants, or sign them out (each a legitimate answer), and the
   * next routes must still be reached as they would be.
   */
  const restoreIdentities = async () => {
    await restoreAccess();
    // The generated sign-ins fail by the hundred, which rightly pauses sign-in for browsers the
    // server does not know; the test's own identities start from a clean slate.
    await t.database.query('DELETE FROM login_failures');
    for (const user of ['admin', 'customer'] as const) {
      if (!(await alive(sessions[user]))) sessions[user] = await signIn(user);
    }
  };

  beforeAll(async () => {
    t = await testApp(engine);
    samples = await uploadSamples();
    const db = t.database;
    const users = await db.query<{ id: number; status: string; password_hash: string }>(
      `SELECT id, status, password_hash FROM users WHERE user_name IN ('admin', 'customer')`,
    );
    const userIds = users.map((u) => u.id);
    const roles = await db.query<{ user_id: number; role_id: number }>(
      'SELECT user_id, role_id FROM user_roles WHERE user_id = ANY($1::int[])',
      [userIds],
    );
    const roleIds = [...new Set(roles.map((r) => r.role_id))];
    const scopes = await db.query<{ user_id: number; branch_id: number }>(
      'SELECT user_id, branch_id FROM user_branch_scopes WHERE user_id = ANY($1::int[])',
      [userIds],
    );
    const grants = await db.query<{ role_id: number; menu_item_id: number }>(
      'SELECT role_id, menu_item_id FROM role_menu_items WHERE role_id = ANY($1::int[])',
      [roleIds],
    );
    restoreAccess = async () => {
      for (const u of users) {
        await db.query('UPDATE users SET status = $2, password_hash = $3 WHERE id = $1', [
          u.id,
          u.status,
          u.password_hash,
        ]);
      }
      await db.query('DELETE FROM user_roles WHERE user_id = ANY($1::int[])', [userIds]);
      await db.query('INSERT INTO user_roles (user_id, role_id) SELECT * FROM unnest($1::int[], $2::int[])', [
        roles.map((r) => r.user_id),
        roles.map((r) => r.role_id),
      ]);
      await db.query('DELETE FROM user_branch_scopes WHERE user_id = ANY($1::int[])', [userIds]);
      await db.query('INSERT INTO user_branch_scopes (user_id, branch_id) SELECT * FROM unnest($1::int[], $2::int[])', [
        scopes.map((s) => s.user_id),
        scopes.map((s) => s.branch_id),
      ]);
      await db.query('DELETE FROM role_menu_items WHERE role_id = ANY($1::int[])', [roleIds]);
      await db.query(
        'INSERT INTO role_menu_items (role_id, menu_item_id) SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING',
        [grants.map((g) => g.role_id), grants.map((g) => g.menu_item_id)],
      );
      forgetGrants();
    };
    sessions.admin = await signIn('admin');
    sessions.customer = await signIn('customer');
    monitor = monitorHealth(t, () => currentRoute);
  });

  afterAll(async () => {
    await monitor?.stop();
    const inputs = stats.map((s) => s.inputs).sort((a, b) => a - b);
    const total = inputs.reduce((n, v) => n + v, 0);
    const ms = stats.reduce((n, s) => n + s.ms, 0);
    if (process.env.FUZZ_REPORT) {
      for (const s of [...stats].sort((a, b) => b.ms - a.ms)) {
        const each = (v: number) => (v / Math.max(1, s.sent)).toFixed(1);
        const statuses = [...s.statuses].map(([k, v]) => `${k}x${v}`).join(' ');
        console.log(
          `${s.route}: ${s.inputs} in ${(s.ms / 1000).toFixed(1)} s, ${each(s.ms)} ms each (${each(s.injectMs)} in the server) ${statuses}`,
        );
      }
    }
    const worstHealth = Math.max(0, ...(monitor?.worst.values() ?? []));
    console.log(
      `route fuzz on ${engine}, seed ${SEED}: ${stats.length} routes, ${total} generated inputs in ${(ms / 1000).toFixed(1)} s ` +
        `(per route: fewest ${inputs[0] ?? 0}, median ${inputs[Math.floor(inputs.length / 2)] ?? 0}, target ${RUNS}); ` +
        `slowest health answer ${worstHealth.toFixed(0)} ms`,
    );
    await t?.close();
  });

  it('reaches every registered route with its declaration', () => {
    const declared = new Set(t.app.routeDocs.map((r) => `${r.method} ${r.url}`));
    for (const r of t.app.registeredRoutes)
      expect(declared.has(`${r.method} ${r.url}`), `${r.method} ${r.url}`).toBe(true);
    expect(t.app.routeDocs.length).toBeGreaterThan(50);
  });

  it('never answers 5xx, always the envelope, and keeps health answered', { timeout: 1_800_000 }, async () => {
    const routes = t.app.routeDocs.filter((r) => !ONLY_ROUTE || `${r.method} ${r.url}` === ONLY_ROUTE);
    expect(routes.length, `no route ${ONLY_ROUTE}`).toBeGreaterThan(0);
    const failures: string[] = [];
    const deadline = performance.now() + BUDGET_MS;
    for (const [index, route] of routes.entries()) {
      const name = `${route.method} ${route.url}`;
      currentRoute = name;
      await restoreIdentities();
      const statuses = new Map<number, number>();
      const started = performance.now();
      let sent = 0;
      let injectMs = 0;
      const property = fc.asyncProperty(casesFor(route, samples), async (c) => {
        sent++;
        const session = c.identity === 'anonymous' ? null : sessions[c.identity];
        const options = injectOptions(route, c, session);
        const before = performance.now();
        const res = await t.app.inject(options);
        injectMs += performance.now() - before;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        // A call that signed the identity out (or disabled it) is answered; the next one signs in again.
        if (session && (res.statusCode === 401 || res.cookies.some((k) => k.name === 'tm_ss' && !k.value))) {
          await restoreIdentities();
        }
        const broken = violation(route, res);
        if (broken) {
          throw new Error(
            `${name} as ${c.identity} ${broken}\n--- request\n${describeRequest(options)}\n--- response ${res.statusCode}\n${clip(res.body, 1_500)}`,
          );
        }
      });
      const seed = (SEED ^ hash(name)) | 0;
      // The time left is shared among the routes left: a quick route leaves more to the next. Every
      // route gets its first MIN_RUNS inputs whatever they take (phase 1); the rest fill its share (phase 2).
      const share = Math.max(0, (deadline - performance.now()) / (routes.length - index));
      const first = BUDGET_MS > 0 ? Math.min(RUNS, MIN_RUNS) : RUNS;
      const phases = [
        { phase: 1, seed, numRuns: first, limit: () => 0 },
        { phase: 2, seed: (seed + 1) | 0, numRuns: RUNS - first, limit: () => share - (performance.now() - started) },
      ].filter((p) => p.numRuns > 0 && (!REPLAY_PATH || p.phase === REPLAY_PHASE));
      let inputs = 0;
      for (const p of phases) {
        const limit = p.limit();
        if (p.phase === 2 && limit <= 0) break;
        const details = await fc.check(property, {
          numRuns: p.numRuns,
          seed: p.seed,
          ...(limit > 0 ? { interruptAfterTimeLimit: limit, markInterruptAsFailure: false } : {}),
          ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}),
        });
        inputs += details.numRuns;
        // fast-check reports a time limit reached before any input passed as a failure without a
        // counterexample: the route ran out of its share, nothing answered wrong.
        if (details.failed && !(details.interrupted && details.counterexample === null)) {
          const error =
            details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
          failures.push(
            `${error}\n--- replay: FUZZ_SEED=${SEED} FUZZ_ROUTE='${name}' FUZZ_PHASE=${p.phase} ` +
              `FUZZ_PATH=${details.counterexamplePath} (route seed ${p.seed}, shrunk ${details.numShrinks} times)`,
          );
          break;
        }
      }
      stats.push({ route: name, inputs, sent, ms: performance.now() - started, injectMs, statuses });
      const worst = monitor.worst.get(name) ?? 0;
      if (worst > HEALTH_BOUND_MS)
        failures.push(`${name}: /api/health took ${worst.toFixed(0)} ms (bound ${HEALTH_BOUND_MS} ms)`);
    }
    currentRoute = '(between routes)';
    if (monitor.failures() > 0) failures.push(`${monitor.failures()} health checks did not answer 200`);
    if (failures.length > 0)
      throw new Error(`${failures.length} failures (run seed ${SEED}):\n\n${failures.join('\n\n')}`);
  });
});

/** A stable 32-bit hash of a route's name, so each route has its own stream from the run's seed. */
const hash = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};
