import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RoleCode } from '@tidemark/domain';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/database';
import { openDatabase } from '../apps/server/src/db/open';
import { hashPassword } from '../apps/server/src/modules/access';
import { seedDemo } from '../apps/server/src/seed/seed';
import { prepareDatabase } from '../apps/server/src/startup';
import { ENGINES, PG_URL } from './databases';
import {
  type Answer,
  type Client,
  client,
  type KindReport,
  loopbackAddress,
  openLoop,
  type RunReport,
  type Shot,
  send,
  type Verdict,
} from './open-loop';
import { numberOption } from './options';
import { summarize, writeResult } from './stats';

const root = path.resolve(import.meta.dirname, '..');

/** `npm run bench -- load --duration 10 --rate 100`: seconds measured per database and requests a second. */
const DURATION_S = numberOption('duration', 60);
const RATE = numberOption('rate', 200);
const WARMUP_S = numberOption('warmup', 10);
/** The baseline (GET /api/health at the same rate, from the same clients) runs this long. */
const BASELINE_S = numberOption('baseline', Math.min(DURATION_S, 20));
const SHIPMENTS = numberOption('shipments', 20_000);
/** An answer slower than this is given up on and counted as a timeout (an error). */
const TIMEOUT_MS = numberOption('timeout', 10_000);

/** The goal on PostgreSQL: the rate achieved (within 1%: the last answers land after the window), no error, p99. */
const GOAL_P99_MS = 250;
/**
 * Public lookups per visitor address and minute. The public lookup limit is 30 per address and
 * minute; a person tracking a few shipments types one number every ten seconds or so, so visitors
 * are spread over enough addresses to stay at this rate, well under any limit an honest visitor
 * should meet.
 */
const LOOKUPS_PER_VISITOR_MINUTE = 6;
const PASSWORD = 'Load2026bench';
const LIST_LIMIT = 20;

type Role = Extract<RoleCode, 'csr' | 'ops' | 'sales' | 'manager'>;
/** The 50 staff users: customer service and operations work their own branch; sales and managers their controlling office's. */
const STAFF_MIX: readonly { role: Role; count: number }[] = [
  { role: 'csr', count: 20 },
  { role: 'ops', count: 12 },
  { role: 'sales', count: 12 },
  { role: 'manager', count: 6 },
];

type StaffUser = {
  userName: string;
  role: Role;
  branchIds: number[];
  client: Client;
  sid: string;
  cookie: string;
  shipments: { id: number; shipmentNo: string; houseBill: string; masterBill: string; containerNo: string | null }[];
  companies: { id: number; name: string }[];
};

/** Values taken from the seeded data, so every request asks for something real (or, on purpose, for nothing). */
type Inputs = {
  numbers: string[];
  plates: string[];
  fbaIds: string[];
  origins: string[];
  destinations: string[];
  lastLocations: string[];
};

type Context = { base: string; inputs: Inputs; staff: StaffUser[]; visitors: Client[] };

type Kind = {
  name: string;
  group: 'public' | 'staff';
  /** Requests a second at 200 in all (scaled with --rate). */
  weight: number;
  /** Staff kinds: the roles whose pages allow it. */
  roles?: readonly Role[];
  call: (ctx: Context, i: number, who: Client | StaffUser) => Promise<Verdict>;
};

// ---------------------------------------------------------------------------------------------
// Judging answers

type Envelope = { success?: boolean; data?: unknown };

const json = (answer: Answer, check?: (data: unknown) => Verdict): Verdict => {
  if (answer.status < 200 || answer.status >= 300) return `HTTP ${answer.status}`;
  let body: Envelope;
  try {
    body = JSON.parse(answer.body.toString('utf8')) as Envelope;
  } catch {
    return 'not JSON';
  }
  if (body.success !== true) return 'refused (success false)';
  return check ? check(body.data) : null;
};

type LookupData = { results?: { shipments?: unknown[] }[] };

/** Every number typed answers one result; a known number finds a shipment, an unknown one none. */
const lookupFound =
  (known: readonly boolean[]) =>
  (data: unknown): Verdict => {
    const results = (data as LookupData).results ?? [];
    if (results.length !== known.length) return 'wrong number of results';
    for (const [i, r] of results.entries()) {
      const found = (r.shipments?.length ?? 0) > 0;
      if (found !== known[i]) return known[i] ? 'known number not found' : 'unknown number found';
    }
    return null;
  };

const rowsOf = (data: unknown): unknown[] | null => {
  const rows = (data as { rows?: unknown }).rows;
  return Array.isArray(rows) ? rows : null;
};

const hasRows =
  (atLeast: number) =>
  (data: unknown): Verdict => {
    const rows = rowsOf(data);
    if (!rows) return 'no rows in answer';
    return rows.length >= atLeast ? null : 'no row found';
  };

const SITE_STATE = /<script id="site-state" type="application\/json">([\s\S]*?)<\/script>/;

/** A public page rendered on the server with its lookup done: not the browser-only page, not a failed lookup. */
const pageWithLookup = (answer: Answer): Verdict => {
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  const encoding = answer.headers['content-encoding'];
  const html = (
    encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body
  ).toString('utf8');
  const state = SITE_STATE.exec(html)?.[1];
  if (!state) return 'page not rendered on the server';
  const failed = /"state":"error","messageKey":"([^"]*)"/.exec(state);
  if (failed) return `lookup failed in the page (${failed[1]})`;
  if (state.includes('"state":"error"')) return 'lookup failed in the page';
  if (!state.includes('"state":"done"')) return 'page without lookup result';
  // Every page is opened with a number that exists.
  if (!state.includes('"shipments":[{')) return 'known number not found';
  return null;
};

// ---------------------------------------------------------------------------------------------
// The workload

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** A number in no shipment, shaped like a house bill. */
const unknownNumber = (i: number) => `TDMZ${String(90_000_000 + (i % 9_000_000)).padStart(8, '0')}`;

const visitorGet = (ctx: Context, who: Client, pathAndQuery: string, headers: Record<string, string> = {}) =>
  send(who, `${ctx.base}${pathAndQuery}`, { headers: { accept: 'application/json', ...headers } }, TIMEOUT_MS);

const staffPost = (ctx: Context, user: StaffUser, url: string, form: Record<string, string>) =>
  send(
    user.client,
    `${ctx.base}${url}`,
    { method: 'POST', headers: { cookie: user.cookie }, form: { ...form, lang: 'en_us', __sid: user.sid } },
    TIMEOUT_MS,
  );

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The tracking desk's list forms as people use them: the default list, its quick filters and common filters. */
const shipmentFilters = (inputs: Inputs, i: number): Record<string, string> => {
  const forms: Record<string, string>[] = [
    {},
    { f_quickFilter: 'week5' },
    { f_status: '1,2' },
    { f_originPort: pick(inputs.origins, i) },
    { f_destinationPort: pick(inputs.destinations, i), f_mode: 'FCL' },
    { f_etd_from: isoDay(60), f_etd_to: isoDay(0) },
    { f_quickFilter: 'lfd' },
    { f_status: '3', orderByColumn: 'eta', isAsc: 'desc' },
  ];
  return pick(forms, i);
};

const ALL_KINDS: readonly Kind[] = [
  {
    name: 'public lookup by number (API)',
    group: 'public',
    weight: 56,
    call: async (ctx, i, who) => {
      // Mostly one known number; some pasted several at once; some typed a number that is nowhere.
      const shape = i % 20;
      const known = shape < 14 ? [true] : shape < 17 ? [true, true, true] : [false];
      const numbers = known.map((k, j) => (k ? pick(ctx.inputs.numbers, i * 3 + j) : unknownNumber(i)));
      const answer = await visitorGet(
        ctx,
        who as Client,
        `/api/tracking/lookup?no=${encodeURIComponent(numbers.join(','))}&lang=en_us`,
      );
      return json(answer, lookupFound(known));
    },
  },
  {
    name: 'public lookup by plate (API)',
    group: 'public',
    weight: 12,
    call: async (ctx, i, who) => {
      const known = i % 10 !== 9;
      const plate = known ? pick(ctx.inputs.plates, i) : `9ZZ${String(i % 10_000).padStart(4, '0')}`;
      const answer = await visitorGet(ctx, who as Client, `/api/tracking/lookup-plate?plate=${plate}&lang=en_us`);
      return json(answer, lookupFound([known]));
    },
  },
  {
    name: 'public lookup by FBA id (API)',
    group: 'public',
    weight: 12,
    call: async (ctx, i, who) => {
      const known = i % 10 !== 9;
      const id = known ? pick(ctx.inputs.fbaIds, i) : `FBA00ZZ${String(i % 100_000).padStart(6, '0')}`;
      const answer = await visitorGet(ctx, who as Client, `/api/tracking/lookup-fba?id=${id}&lang=en_us`);
      return json(answer, lookupFound([known]));
    },
  },
  {
    name: 'public tracking page with a number (rendered)',
    group: 'public',
    weight: 20,
    call: async (ctx, i, who) => {
      // A link to the page with the number in it, opened in a browser: the server renders the result.
      const page = i % 5;
      const url =
        page < 3
          ? `/tracking?no=${encodeURIComponent(pick(ctx.inputs.numbers, i * 7))}`
          : page === 3
            ? `/tracking-plate?plate=${pick(ctx.inputs.plates, i * 7)}`
            : `/fba-tracking?id=${pick(ctx.inputs.fbaIds, i * 7)}`;
      const answer = await visitorGet(ctx, who as Client, url, {
        accept: 'text/html,application/xhtml+xml',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en-US,en;q=0.9',
      });
      return pageWithLookup(answer);
    },
  },
  {
    name: 'shipment list (tracking desk)',
    group: 'staff',
    weight: 26,
    roles: ['csr', 'ops', 'sales', 'manager'],
    call: async (ctx, i, who) => {
      const answer = await staffPost(ctx, who as StaffUser, '/api/engine/shipment/list', {
        view: 'tracking',
        page: String(1 + (i % 3 === 0 ? i % 5 : 0)),
        limit: String(LIST_LIMIT),
        count: 'later',
        ...shipmentFilters(ctx.inputs, i),
      });
      return json(answer, hasRows(0));
    },
  },
  {
    name: 'shipment list total (count)',
    group: 'staff',
    weight: 6,
    roles: ['csr', 'ops', 'sales', 'manager'],
    call: async (ctx, i, who) => {
      const answer = await staffPost(ctx, who as StaffUser, '/api/engine/shipment/count', {
        view: 'tracking',
        known: String(LIST_LIMIT),
        ...shipmentFilters(ctx.inputs, i),
      });
      return json(answer, (data) =>
        typeof (data as { total?: unknown }).total === 'number' ? null : 'no total in answer',
      );
    },
  },
  {
    name: 'shipment detail (get)',
    group: 'staff',
    weight: 20,
    roles: ['csr', 'ops', 'sales', 'manager'],
    call: async (ctx, i, who) => {
      const user = who as StaffUser;
      const shipment = pick(user.shipments, i);
      const answer = await staffPost(ctx, user, '/api/engine/shipment/get', {
        view: 'tracking',
        id: String(shipment.id),
      });
      return json(answer, (data) => ((data as { id?: unknown }).id === shipment.id ? null : 'another record'));
    },
  },
  {
    name: 'shipment search by number',
    group: 'staff',
    weight: 10,
    roles: ['csr', 'ops', 'sales', 'manager'],
    call: async (ctx, i, who) => {
      const user = who as StaffUser;
      const s = pick(user.shipments, i * 5);
      const filters = [
        { f_shipmentNo: s.shipmentNo },
        { f_houseBill: s.houseBill },
        { f_masterBill: s.masterBill },
      ] as const;
      const answer = await staffPost(ctx, user, '/api/engine/shipment/list', {
        view: 'tracking',
        page: '1',
        limit: String(LIST_LIMIT),
        count: 'later',
        ...pick(filters, i),
      });
      return json(answer, hasRows(1));
    },
  },
  {
    name: 'pasted numbers (desk bulk lookup)',
    group: 'staff',
    weight: 6,
    roles: ['csr', 'ops', 'manager'],
    call: async (ctx, i, who) => {
      const user = who as StaffUser;
      const numbers = Array.from({ length: 5 }, (_, j) => {
        const s = pick(user.shipments, i * 5 + j);
        return j % 2 === 0 ? (s.containerNo ?? s.houseBill) : s.shipmentNo;
      });
      const answer = await staffPost(ctx, user, '/api/tracking/desk/numbers', { numbers: numbers.join('\n') });
      return json(answer, (data) =>
        Array.isArray(data) && data.length === numbers.length ? null : 'wrong number of results',
      );
    },
  },
  {
    name: 'tracking nodes list',
    group: 'staff',
    weight: 8,
    roles: ['csr', 'ops', 'manager'],
    call: async (ctx, i, who) => {
      const forms: Record<string, string>[] = [
        {},
        { f_lastStatus: '3' },
        { f_lastLocation: pick(ctx.inputs.lastLocations, i) },
        { f_leg: 'last_mile' },
      ];
      const answer = await staffPost(ctx, who as StaffUser, '/api/engine/trackingNode/list', {
        view: 'dwTrackingNode',
        page: String(1 + (i % 4)),
        limit: String(LIST_LIMIT),
        count: 'later',
        ...pick(forms, i),
      });
      return json(answer, hasRows(0));
    },
  },
  {
    name: 'customer list',
    group: 'staff',
    weight: 10,
    roles: ['csr', 'sales', 'manager'],
    call: async (ctx, i, who) => {
      const user = who as StaffUser;
      const regions = ['TPE', 'EMEA', 'LATAM', 'APAC'];
      const form: Record<string, string> = {
        view: 'customer',
        page: String(1 + (i % 2)),
        limit: String(LIST_LIMIT),
        f_customerRegion: pick(regions, i),
      };
      if (i % 3 === 0) form.f_name = pick(user.companies, i).name.split(' ')[0] ?? '';
      const answer = await staffPost(ctx, user, '/api/engine/company/list', form);
      return json(answer, hasRows(0));
    },
  },
  {
    name: 'customer search (party picker)',
    group: 'staff',
    weight: 8,
    roles: ['csr', 'sales', 'manager'],
    call: async (ctx, i, who) => {
      const user = who as StaffUser;
      const name = pick(user.companies, i).name;
      const answer = await staffPost(ctx, user, '/api/customers/lookup', { q: name.slice(0, 3 + (i % 4)) });
      return json(answer, (data) => (Array.isArray(data) && data.length > 0 ? null : 'no company found'));
    },
  },
  {
    name: 'customer detail (get)',
    group: 'staff',
    weight: 6,
    roles: ['csr', 'sales', 'manager'],
    call: async (ctx, i, who) => {
      const user = who as StaffUser;
      const company = pick(user.companies, i);
      const answer = await staffPost(ctx, user, '/api/engine/company/get', {
        view: 'customer',
        id: String(company.id),
      });
      return json(answer, (data) => ((data as { id?: unknown }).id === company.id ? null : 'another record'));
    },
  },
];

/** BENCH_ONLY: only the kinds whose name contains this text, at the same total rate (to profile one kind). */
const KINDS = ALL_KINDS.filter((k) => k.name.includes(process.env.BENCH_ONLY ?? ''));

const BASELINE_KIND = 'baseline GET /api/health';

/**
 * The kind of each slot of the schedule, by smooth weighted round robin: every kind gets its
 * share, spread evenly through each second rather than in bursts.
 */
const slotKinds = (kinds: readonly Kind[]): Kind[] => {
  const total = kinds.reduce((sum, k) => sum + k.weight, 0);
  const current = kinds.map(() => 0);
  const cycle: Kind[] = [];
  for (let n = 0; n < total; n++) {
    let best = 0;
    for (const [i, k] of kinds.entries()) {
      current[i] = (current[i] ?? 0) + k.weight;
      if ((current[i] ?? 0) > (current[best] ?? 0)) best = i;
    }
    current[best] = (current[best] ?? 0) - total;
    cycle.push(kinds[best] as Kind);
  }
  return cycle;
};

/**
 * The schedule: slot n is one kind's request, from a visitor (public kinds: the visitors in turn,
 * so each address keeps a steady, low rate) or from a staff user whose role allows it (in turn).
 * As a baseline every slot is GET /api/health from the same client instead.
 */
const schedule = (ctx: Context, baseline: boolean) => {
  const cycle = slotKinds(KINDS);
  const perKind = new Map<string, number>();
  const eligible = new Map(KINDS.map((k) => [k.name, ctx.staff.filter((u) => k.roles?.includes(u.role))] as const));
  let visitor = 0;
  return (n: number): Shot => {
    const kind = pick(cycle, n);
    const i = perKind.get(kind.name) ?? 0;
    perKind.set(kind.name, i + 1);
    const who = kind.group === 'public' ? pick(ctx.visitors, visitor++) : pick(eligible.get(kind.name) ?? [], i);
    if (baseline) {
      const from = 'client' in who ? who.client : who;
      return {
        kind: BASELINE_KIND,
        fire: async () => json(await send(from, `${ctx.base}/api/health`, {}, TIMEOUT_MS)),
      };
    }
    return { kind: kind.name, fire: () => kind.call(ctx, i, who) };
  };
};

// ---------------------------------------------------------------------------------------------
// The databases

const adminUrl = () => {
  const url = new URL(PG_URL);
  url.pathname = '/postgres';
  return url.toString();
};

const withAdmin = async <T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> => {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
};

/** The 50 staff users, written as an administrator's form would (a hashed password, one role, a branch and its scope). */
const addStaff = async (database: Database): Promise<Omit<StaffUser, 'client' | 'sid' | 'cookie'>[]> => {
  const hash = await hashPassword(PASSWORD);
  const branches = await database.query<{ id: number; controlling_office_id: number }>(
    'SELECT id, controlling_office_id FROM branches ORDER BY id',
  );
  const users: Omit<StaffUser, 'client' | 'sid' | 'cookie'>[] = [];
  let n = 0;
  for (const { role, count } of STAFF_MIX) {
    for (let k = 0; k < count; k++, n++) {
      const branch = pick(branches, n);
      const userName = `load${role}${String(k + 1).padStart(2, '0')}`;
      const [row] = await database.query<{ id: number }>(
        `INSERT INTO users (user_name, display_name, email, email_verified_at, password_hash, kind, status, branch_id, language)
         VALUES ($1, $2, $3, now(), $4, 'staff', 'active', $5, 'en_us') RETURNING id`,
        [userName, `Load ${role} ${k + 1}`, `${userName}@tidemark.example`, hash, branch.id],
      );
      const id = row?.id as number;
      await database.query('INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE code = $2', [
        id,
        role,
      ]);
      const scope =
        role === 'sales' || role === 'manager'
          ? branches.filter((b) => b.controlling_office_id === branch.controlling_office_id).map((b) => b.id)
          : [branch.id];
      for (const b of scope) {
        await database.query('INSERT INTO user_branch_scopes (user_id, branch_id) VALUES ($1, $2)', [id, b]);
      }
      const shipments = await database.query<StaffUser['shipments'][number]>(
        `SELECT s.id, s.shipment_no AS "shipmentNo", s.house_bill AS "houseBill", s.master_bill AS "masterBill",
                (SELECT c.container_no FROM containers c WHERE c.shipment_id = s.id ORDER BY c.id LIMIT 1) AS "containerNo"
           FROM shipments s WHERE s.branch_id = ANY($1::int[]) ORDER BY (s.id * 7919) % 10007, s.id LIMIT 60`,
        [scope],
      );
      const companies = await database.query<{ id: number; name: string }>(
        'SELECT id, name FROM companies WHERE branch_id = ANY($1::int[]) ORDER BY (id * 7919) % 10007, id LIMIT 40',
        [scope],
      );
      if (shipments.length === 0 || companies.length === 0) throw new Error(`${userName}: nothing in scope`);
      users.push({ userName, role, branchIds: scope, shipments, companies });
    }
  }
  return users;
};

/** Public numbers spread over the table: containers, house, master bills, bookings and shipment numbers. */
const pickInputs = async (database: Database): Promise<Inputs> => {
  const column = async (sql: string) => (await database.query<{ v: string }>(sql)).map((r) => r.v);
  const spread = (table: string, expr: string, where = 'true', limit = 300) =>
    column(`SELECT ${expr} AS v FROM ${table} WHERE ${where} ORDER BY (id * 7919) % 10007, id LIMIT ${limit}`);
  const lists = await Promise.all([
    spread('containers', 'container_no'),
    spread('shipments', 'house_bill'),
    spread('shipments', 'master_bill', "mode <> 'AIR'", 100),
    spread('shipments', 'booking_no', 'true', 100),
    spread('shipments', 'shipment_no', 'true', 100),
  ]);
  // Interleaved, so consecutive lookups ask for different kinds of number.
  const numbers: string[] = [];
  for (let i = 0; i < 300; i++) for (const l of lists) if (l[i]) numbers.push(l[i] as string);
  const top = (col: string) =>
    column(`SELECT ${col} AS v FROM shipments WHERE ${col} IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 6`);
  return {
    numbers,
    plates: await spread('shipments', 'truck_plate', 'truck_plate IS NOT NULL'),
    fbaIds: [
      ...(await spread('shipments', 'fba_shipment_id', 'fba_shipment_id IS NOT NULL', 150)),
      ...(await spread('shipments', 'fba_reference', 'fba_reference IS NOT NULL', 150)),
    ],
    origins: await top('origin_port'),
    destinations: await top('destination_port'),
    lastLocations: await column(
      'SELECT last_location AS v FROM tracking_nodes WHERE last_location IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 6',
    ),
  };
};

type Prepared = {
  env: Record<string, string>;
  /** The PostgreSQL database's name, whose backends' CPU time is counted. */
  pgDatabase?: string;
  inputs: Inputs;
  staff: Omit<StaffUser, 'client' | 'sid' | 'cookie'>[];
  cleanup: () => Promise<void>;
};

/**
 * A fresh database of `SHIPMENTS` demo shipments with the staff users, opened the way the server
 * opens it, then closed again for the server's process: PostgreSQL in a throwaway database
 * (`npm run seed`'s data), or the embedded database in a throwaway DATA_DIR (what `npm start`
 * seeds on first start).
 */
const prepare = async (engine: 'postgres' | 'pglite'): Promise<Prepared> => {
  const started = Date.now();
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let database: Database;
  if (engine === 'postgres') {
    const name = `tidemark_load_${process.pid}`;
    await withAdmin(async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
    });
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    cleanup = () =>
      withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    await prepareDatabase(database, { demoSeed: false, demoShipments: 0, databaseUrl: url.toString() });
    await seedDemo(database, { shipments: SHIPMENTS, users: true });
    // BENCH_PG_LOG_MIN_DURATION_MS: PostgreSQL writes every statement of the server slower than this to its log.
    const slow = process.env.BENCH_PG_LOG_MIN_DURATION_MS;
    if (slow) await database.exec(`ALTER DATABASE ${name} SET log_min_duration_statement = ${Number(slow)}`);
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tidemark-load-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_SHIPMENTS: String(SHIPMENTS) };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    database = await openDatabase({ databaseUrl: undefined, dataDir });
    await prepareDatabase(database, { demoSeed: true, demoShipments: SHIPMENTS, databaseUrl: undefined });
  }
  try {
    const staff = await addStaff(database);
    const inputs = await pickInputs(database);
    console.log(
      `  ${engine}: ${SHIPMENTS.toLocaleString('en')} shipments and ${staff.length} staff users ready in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    return {
      env,
      inputs,
      staff,
      cleanup,
      ...(engine === 'postgres' ? { pgDatabase: `tidemark_load_${process.pid}` } : {}),
    };
  } catch (error) {
    await database.close();
    await cleanup();
    throw error;
  } finally {
    await database.close().catch(() => undefined);
  }
};

// ---------------------------------------------------------------------------------------------
// The server, in its own process as in production

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = net.createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });

type Server = { base: string; child: ChildProcess; log: string; stop: () => Promise<void> };

/** The bundled server (`node apps/server/dist/main.mjs`, what `npm start` runs) on the given database. */
const startServer = async (env: Record<string, string>): Promise<Server> => {
  const port = await freePort();
  const log = path.join(tmpdir(), `tidemark-load-server-${process.pid}-${port}.log`);
  const out = openSync(log, 'w');
  // BENCH_SERVER_NODE_ARGS: node options for the server only, such as --cpu-prof to see where its time goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/main.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The bench signs its users in by password; no proxy is in front, so no forwarded header is believed.
      LOGIN_CAPTCHA: 'off',
      TRUST_PROXY: '',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}:\n${readFileSync(log, 'utf8')}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/health within 120 s (log: ${log})`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, log, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
};

/**
 * Signs a staff user in from its own address: the session id and the session cookie. A sign-in
 * refused for too many at once (429) is tried again after a pause, up to a minute and a half:
 * fifty people signing in within seconds is the start of a working day, not an attack.
 */
const signIn = async (base: string, user: Omit<StaffUser, 'sid' | 'cookie'>): Promise<StaffUser> => {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const answer = await send(
      user.client,
      `${base}/account/login`,
      { method: 'POST', form: { username: user.userName, password: PASSWORD } },
      TIMEOUT_MS,
    );
    if (answer.status === 429 && Date.now() < deadline) {
      const wait = Number(answer.headers['retry-after'] ?? 5);
      await new Promise((r) => setTimeout(r, Math.min(30, Number.isFinite(wait) ? wait : 5) * 1000));
      continue;
    }
    const body = JSON.parse(answer.body.toString('utf8')) as { success?: boolean; data?: { __sid?: string } };
    const setCookie = [answer.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('tm_ss='));
    if (!body.success || !body.data?.__sid || !setCookie) {
      throw new Error(`${user.userName} could not sign in (${answer.status}): ${answer.body.toString('utf8')}`);
    }
    return { ...user, sid: body.data.__sid, cookie: setCookie.split(';')[0] ?? '' };
  }
};

// ---------------------------------------------------------------------------------------------
// CPU time: on a shared machine latency says how busy the machine was; CPU time per request
// says what the server and the database cost, whoever else was running.

/** User and system CPU time a process has used so far (ms), from /proc; 0 when it cannot be read. */
const processCpuMs = (pid: number | undefined): number => {
  if (pid === undefined) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
};

/** The CPU time so far of each backend serving the database (PostgreSQL runs on this host). */
const backendsCpuMs = async (database: string | undefined): Promise<Map<number, number>> => {
  if (!database) return new Map();
  const rows = await withAdmin(
    async (admin) =>
      (await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database])).rows,
  );
  return new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)]));
};

type CpuUse = {
  /** CPU ms per request of the server process (with the embedded database inside it). */
  serverMsPerRequest: number;
  /** Cores the server process kept busy on average. */
  serverCores: number;
  /** CPU ms per request of the PostgreSQL backends serving the server (none for the embedded database). */
  databaseMsPerRequest: number | null;
  /** CPU ms per request of this process, the load generator. */
  generatorMsPerRequest: number;
  /** Cores the rest of the machine kept busy meanwhile (other programs): the figures are only as good as this is low. */
  othersCores: number | null;
  /** Cores of the machine. */
  machineCores: number;
};

/** Busy CPU time of the whole machine so far (ms, every core), from /proc/stat; null when it cannot be read. */
const machineBusyMs = (): number | null => {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
    const busy = ticks.slice(0, 8).reduce((sum, v, i) => (i === 3 || i === 4 ? sum : sum + v), 0);
    return busy * 10;
  } catch {
    return null;
  }
};

/** Runs fn and measures the CPU time the server, its PostgreSQL backends and the generator spent meanwhile. */
const withCpu = async (
  serverPid: number | undefined,
  database: string | undefined,
  fn: () => Promise<RunReport>,
): Promise<{ report: RunReport; cpu: CpuUse }> => {
  const server0 = processCpuMs(serverPid);
  const backends0 = await backendsCpuMs(database);
  const generator0 = process.cpuUsage();
  const machine0 = machineBusyMs();
  const started = performance.now();
  const report = await fn();
  const elapsed = performance.now() - started;
  const generator = process.cpuUsage(generator0);
  const machine1 = machineBusyMs();
  const server = processCpuMs(serverPid) - server0;
  let backends = 0;
  for (const [pid, after] of await backendsCpuMs(database)) backends += after - (backends0.get(pid) ?? 0);
  const per = (v: number) => Math.round((v / report.sent) * 100) / 100;
  const ours = server + backends + (generator.user + generator.system) / 1000;
  const others = machine0 === null || machine1 === null ? null : Math.max(0, machine1 - machine0 - ours);
  return {
    report,
    cpu: {
      serverMsPerRequest: per(server),
      serverCores: Math.round((server / elapsed) * 100) / 100,
      databaseMsPerRequest: database ? per(backends) : null,
      generatorMsPerRequest: per((generator.user + generator.system) / 1000),
      othersCores: others === null ? null : Math.round((others / elapsed) * 100) / 100,
      machineCores: availableParallelism(),
    },
  };
};

/**
 * Waits until the server has worked off what earlier requests left it (requests whose clients
 * gave up are still answered): its CPU under a tenth of a core for a second, for at most a minute.
 */
const settle = async (pid: number | undefined): Promise<void> => {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const before = processCpuMs(pid);
    await new Promise((r) => setTimeout(r, 1000));
    if (processCpuMs(pid) - before < 100 || Date.now() > deadline) return;
  }
};

/** Requests of each kind sent one at a time to find its cost. */
const COST_SAMPLES = 30;

type KindCost = {
  /** Median latency of the kind alone, one request at a time (ms). */
  aloneP50: number;
  serverMsPerRequest: number;
  databaseMsPerRequest: number | null;
};

/**
 * What each kind costs: requests of that kind alone, one at a time, with the CPU time the server
 * (and PostgreSQL's backends) spent on them. Shows which kind a missed goal comes from.
 */
const costPerKind = async (
  ctx: Context,
  serverPid: number | undefined,
  database: string | undefined,
): Promise<Map<string, KindCost>> => {
  const costs = new Map<string, KindCost>();
  for (const kind of KINDS) {
    const callers: readonly (Client | StaffUser)[] =
      kind.group === 'public' ? ctx.visitors : ctx.staff.filter((u) => kind.roles?.includes(u.role));
    const server0 = processCpuMs(serverPid);
    const backends0 = await backendsCpuMs(database);
    const times: number[] = [];
    for (let n = 0; n < COST_SAMPLES; n++) {
      const started = performance.now();
      // Inputs other than the warm-up's first ones; wrong answers are counted by the measured run.
      await kind.call(ctx, 100_000 + n * 7, pick(callers, n)).catch(() => undefined);
      times.push(performance.now() - started);
    }
    const server = processCpuMs(serverPid) - server0;
    let backends = 0;
    for (const [pid, after] of await backendsCpuMs(database)) backends += after - (backends0.get(pid) ?? 0);
    costs.set(kind.name, {
      aloneP50: summarize(times).p50,
      serverMsPerRequest: Math.round((server / COST_SAMPLES) * 10) / 10,
      databaseMsPerRequest: database ? Math.round((backends / COST_SAMPLES) * 10) / 10 : null,
    });
  }
  return costs;
};

// ---------------------------------------------------------------------------------------------
// Running and reporting

type EngineResult = {
  engine: 'postgres' | 'pglite';
  visitors: number;
  staffUsers: number;
  workload: RunReport;
  cpu: CpuUse;
  baseline: RunReport;
  baselineCpu: CpuUse;
  costs: Record<string, KindCost>;
  ratio: { p50: number; p99: number };
};

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(v < 10 ? 1 : 0) : '-');

const printRow = (r: KindReport, rate = r.rate, cost?: KindCost) => {
  const reasons = Object.entries(r.reasons)
    .map(([reason, count]) => `${reason} x${count}`)
    .join(', ');
  const l = r.latency;
  const alone = cost
    ? `${ms(cost.aloneP50).padStart(7)} ${cost.serverMsPerRequest.toFixed(1).padStart(7)} ${(cost.databaseMsPerRequest?.toFixed(1) ?? '-').padStart(7)}`
    : ' '.repeat(23);
  console.log(
    `    ${r.kind.padEnd(46)} ${String(r.sent).padStart(6)} ${rate.toFixed(1).padStart(7)} ${ms(l.p50).padStart(6)} ${ms(l.p95).padStart(6)} ${ms(l.p99).padStart(6)} ${ms(l.max).padStart(7)} ${String(r.errors).padStart(6)} ${alone}${reasons ? `  (${reasons})` : ''}`,
  );
};

const printResult = (r: EngineResult) => {
  const w = r.workload;
  console.log(
    `\n  ${r.engine}: ${w.durationS} s at ${w.targetRate} req/s, ${r.visitors} visitor addresses, ${r.staffUsers} staff users on their own addresses`,
  );
  console.log(
    `    ${''.padEnd(46)} ${''.padStart(6)} ${''.padStart(7)} ${'under load (ms)'.padStart(27)} ${''.padStart(6)} ${'alone'.padStart(7)} ${'CPU ms per request'.padStart(15)}`,
  );
  console.log(
    `    ${'kind'.padEnd(46)} ${'sent'.padStart(6)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'max'.padStart(7)} ${'errors'.padStart(6)} ${'p50'.padStart(7)} ${'server'.padStart(7)} ${'db'.padStart(7)}`,
  );
  const order = new Map(KINDS.map((k, i) => [k.name, i]));
  for (const k of [...w.kinds].sort((a, b) => (order.get(a.kind) ?? 0) - (order.get(b.kind) ?? 0)))
    printRow(k, k.rate, r.costs[k.kind]);
  printRow(w.overall, w.achievedRate);
  for (const k of r.baseline.kinds) printRow(k);
  console.log(`    ratio to the baseline: p50 x${r.ratio.p50}, p99 x${r.ratio.p99}`);
  const cpu = (c: CpuUse) =>
    `server ${c.serverMsPerRequest} ms (${c.serverCores} cores busy)` +
    (c.databaseMsPerRequest === null ? '' : `, PostgreSQL backends ${c.databaseMsPerRequest} ms`) +
    `, load generator ${c.generatorMsPerRequest} ms`;
  console.log(`    CPU per request: ${cpu(r.cpu)}`);
  if (r.cpu.othersCores !== null) {
    console.log(
      `    other programs on this machine kept ${r.cpu.othersCores} of its ${r.cpu.machineCores} cores busy meanwhile`,
    );
  }
  console.log(`    CPU per request of the baseline: ${cpu(r.baselineCpu)}`);
  const lag = w.sendLag;
  console.log(`    generator: sent p99 ${ms(lag.p99)} ms, max ${ms(lag.max)} ms after the due time`);
  const crowded = (r.cpu.othersCores ?? 0) > r.cpu.machineCores / 4;
  if (lag.p99 > 20 || crowded) {
    console.log('    WARNING: the machine was too busy for these figures to stand for the server alone');
  }
};

/** PASS when the rate is achieved (within 1%), nothing failed and p99 is under the goal. */
const verdictLine = (r: EngineResult, reference?: EngineResult): string => {
  const w = r.workload;
  const achieved = w.achievedRate >= w.targetRate * 0.99;
  const clean = w.overall.errors === 0;
  const fast = w.overall.latency.p99 < GOAL_P99_MS;
  const pass = achieved && clean && fast;
  const figures = `${w.achievedRate} req/s achieved (goal ${w.targetRate}), ${w.overall.errors} errors (goal 0), p99 ${ms(w.overall.latency.p99)} ms (goal < ${GOAL_P99_MS} ms)`;
  const vs =
    reference && reference !== r
      ? `; against PostgreSQL: p50 x${round(w.overall.latency.p50 / reference.workload.overall.latency.p50)}, p99 x${round(w.overall.latency.p99 / reference.workload.overall.latency.p99)}`
      : '';
  return `  ${pass ? 'PASS' : 'FAIL'} ${r.engine}: ${figures}${vs}`;
};

const round = (v: number) => Math.round(v * 100) / 100;

const measureEngine = async (engine: 'postgres' | 'pglite'): Promise<EngineResult> => {
  const prepared = await prepare(engine);
  try {
    const server = await startServer(prepared.env);
    try {
      const publicShare = KINDS.filter((k) => k.group === 'public').reduce((s, k) => s + k.weight, 0);
      const allShare = KINDS.reduce((s, k) => s + k.weight, 0);
      const publicRate = (RATE * publicShare) / allShare;
      const visitorCount = Math.max(1, Math.ceil((publicRate * 60) / LOOKUPS_PER_VISITOR_MINUTE));
      const visitors = Array.from({ length: visitorCount }, (_, n) => client(loopbackAddress(20, n)));
      const staff: StaffUser[] = [];
      for (const [n, user] of prepared.staff.entries()) {
        staff.push(await signIn(server.base, { ...user, client: client(loopbackAddress(10, n)) }));
      }
      const ctx: Context = { base: server.base, inputs: prepared.inputs, staff, visitors };
      // One of each kind, checked before any load: a wrong grant or an empty input fails here plainly.
      for (const kind of KINDS) {
        const who = kind.group === 'public' ? (visitors[0] as Client) : staff.find((u) => kind.roles?.includes(u.role));
        if (!who) throw new Error(`${kind.name}: no user may call it`);
        const verdict = await kind.call(ctx, 0, who);
        if (verdict) throw new Error(`${kind.name}: ${verdict} before any load (server log: ${server.log})`);
      }
      console.log(`  ${engine}: warm-up, ${WARMUP_S} s at ${RATE} req/s`);
      await openLoop({ rate: RATE, durationS: WARMUP_S, next: schedule(ctx, false) });
      await settle(server.child.pid);
      console.log(`  ${engine}: cost of each kind alone, ${COST_SAMPLES} requests one at a time`);
      const costs = await costPerKind(ctx, server.child.pid, prepared.pgDatabase);
      await settle(server.child.pid);
      console.log(`  ${engine}: measuring, ${DURATION_S} s at ${RATE} req/s`);
      const { report: workload, cpu } = await withCpu(server.child.pid, prepared.pgDatabase, () =>
        openLoop({ rate: RATE, durationS: DURATION_S, next: schedule(ctx, false) }),
      );
      await settle(server.child.pid);
      console.log(`  ${engine}: baseline, ${BASELINE_S} s of GET /api/health at ${RATE} req/s from the same clients`);
      const { report: baseline, cpu: baselineCpu } = await withCpu(server.child.pid, prepared.pgDatabase, () =>
        openLoop({ rate: RATE, durationS: BASELINE_S, next: schedule(ctx, true) }),
      );
      for (const c of [...visitors, ...staff.map((u) => u.client)]) c.agent.destroy();
      if (workload.overall.errors > 0) console.log(`  ${engine}: server log in ${server.log}`);
      else rmSync(server.log, { force: true });
      return {
        engine,
        visitors: visitorCount,
        staffUsers: staff.length,
        workload,
        cpu,
        baseline,
        baselineCpu,
        costs: Object.fromEntries(costs),
        ratio: {
          p50: round(workload.overall.latency.p50 / baseline.overall.latency.p50),
          p99: round(workload.overall.latency.p99 / baseline.overall.latency.p99),
        },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await prepared.cleanup();
  }
};

/** Newest modification time of the files below the given folders of the repository. */
const newestMtime = (...dirs: string[]): number => {
  let latest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  for (const d of dirs) if (existsSync(path.join(root, d))) walk(path.join(root, d));
  return latest;
};

/** Builds what `npm start` would: the server bundle always, the web app when it is missing or older than its sources. */
const build = () => {
  const site = path.join(root, 'apps/web/dist/site.html');
  const sources = newestMtime('apps/web/src', 'apps/web/public', 'packages/domain/src', 'packages/domain/data');
  if (!existsSync(site) || statSync(site).mtimeMs < sources) {
    console.log('  building the web app…');
    execFileSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  }
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
};

/**
 * A mixed workload held at a fixed arrival rate against the server in its own process, on
 * PostgreSQL and on the embedded database: public lookups (API and rendered pages) from many
 * visitor addresses, and list, detail and search calls of 50 signed-in staff users, each on its
 * own address. Reports the achieved rate, p50/p95/p99/max and errors per kind, against GET
 * /api/health at the same rate from the same clients.
 */
export const loadBench = async (): Promise<void> => {
  build();
  const results: EngineResult[] = [];
  const engines = (['postgres', 'pglite'] as const).filter((e) => ENGINES.includes(e));
  for (const engine of engines) {
    if (engine === 'postgres') {
      const reachable = await withAdmin(async () => true).catch(() => false);
      if (!reachable) {
        console.log(`  PostgreSQL not reachable at ${new URL(PG_URL).host}: PostgreSQL skipped`);
        continue;
      }
    }
    const result = await measureEngine(engine);
    printResult(result);
    results.push(result);
  }
  console.log('');
  const reference = results.find((r) => r.engine === 'postgres');
  for (const r of results) console.log(verdictLine(r, reference));
  console.log(
    `  wrote ${writeResult('load', {
      measuredAt: new Date().toISOString(),
      shipments: SHIPMENTS,
      rate: RATE,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      goal: { rate: RATE, errors: 0, p99Ms: GOAL_P99_MS },
      results,
    })}`,
  );
};
