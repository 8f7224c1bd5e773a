import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/database';
import { hashPassword } from '../apps/server/src/modules/access/passwords';
import { QUICK_FILTER_SQL } from '../apps/server/src/modules/tracking/desk/resources';
import { prepareDatabase } from '../apps/server/src/startup';
import { onSeededDatabases, SHIPMENTS } from './databases';
import { type Case, compare, printCase, sample } from './stats';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
/** Only the cases whose name contains this text (to measure one after a change). */
const ONLY = process.env.BENCH_ONLY ?? '';
/** The portal's default page size. */
const LIMIT = 20;
const PASSWORD = 'Bench2026x';
const root = path.resolve(import.meta.dirname, '..');

/** The pages measured, granted to the bench role as they are (their menu items carry the page URL as code). */
const PAGES = ['tracking', 'dwTrackingNode'] as const;

/** A staff user of every branch holding the measured pages. */
const benchUser = async (database: Database): Promise<void> => {
  await database.query(
    `INSERT INTO roles (code, name_en, name_zh) VALUES ('bench', 'Benchmark', '基准测试') ON CONFLICT (code) DO NOTHING`,
  );
  await database.query(
    `INSERT INTO role_menu_items (role_id, menu_item_id)
     SELECT r.id, m.id FROM roles r, menu_items m WHERE r.code = 'bench' AND m.code = ANY($1::text[]) ON CONFLICT DO NOTHING`,
    [[...PAGES]],
  );
  await database.query(
    `INSERT INTO users (user_name, display_name, email, password_hash, kind, status, branch_id)
     VALUES ('benchuser', 'Bench', 'bench@tidemark.example', $1, 'staff', 'active', (SELECT min(id) FROM branches))
     ON CONFLICT DO NOTHING`,
    [await hashPassword(PASSWORD)],
  );
  await database.query(
    `INSERT INTO user_roles (user_id, role_id) SELECT u.id, r.id FROM users u, roles r
      WHERE lower(u.user_name) = 'benchuser' AND r.code = 'bench' ON CONFLICT DO NOTHING`,
  );
  await database.query(
    `INSERT INTO user_branch_scopes (user_id, branch_id) SELECT u.id, b.id FROM users u, branches b
      WHERE lower(u.user_name) = 'benchuser' ON CONFLICT DO NOTHING`,
  );
};

type Form = Record<string, string>;

/**
 * One list call as the portal sends it (the page's filter form, its default order) and the same
 * rows written by hand in SQL: `where` is the filter on the shipment (alias t) or node (alias t,
 * its shipment s, its container c), the row scope is added to both.
 */
type ListCase = {
  name: string;
  resource: 'shipment' | 'trackingNode';
  view: (typeof PAGES)[number];
  form: Form;
  page?: number;
  where: string;
  /** The order the list answers in, when not the page's default. */
  order?: string;
};

const SHIPMENT_SQL = (where: string, order = 't.etd DESC, t.id DESC') => `SELECT t.id, t.shipment_no, t.house_bill,
       t.mode, t.status, t.origin_port, t.destination_port, t.carrier_code, t.etd, t.eta, t.last_free_day,
       c.name AS company_name, t.job_status
  FROM shipments t LEFT JOIN companies c ON c.id = t.company_id
 WHERE t.branch_id = ANY($1::int[]) AND ${where}
 ORDER BY ${order} LIMIT ${LIMIT} OFFSET $2`;

const NODE_SQL = (
  where: string,
  order = 't.last_at DESC, t.id DESC',
) => `SELECT t.id, s.shipment_no, c.container_no, t.leg, t.last_code, t.last_status,
       t.last_location, t.started_at, t.last_at
  FROM tracking_nodes t JOIN shipments s ON s.id = t.shipment_id LEFT JOIN containers c ON c.id = t.container_id
 WHERE t.branch_id = ANY($1::int[]) AND ${where}
 ORDER BY ${order} LIMIT ${LIMIT} OFFSET $2`;

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** Filter values taken from the data, so every case finds rows whatever the seed. */
const casesFor = async (database: Database): Promise<ListCase[]> => {
  const busiest = async (column: 'origin_port' | 'destination_port') =>
    (
      await database.query<{ p: string }>(
        `SELECT ${column} AS p FROM shipments WHERE mode <> 'AIR' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      )
    )[0]?.p ?? '';
  const port = await busiest('origin_port');
  const destination = await busiest('destination_port');
  // A container and a shipment with nodes from the middle of the table, typed in part as a user would.
  const node = (
    await database.query<{ container: string; shipment: string }>(
      `SELECT c.container_no AS container, s.shipment_no AS shipment
         FROM tracking_nodes n JOIN containers c ON c.id = n.container_id JOIN shipments s ON s.id = n.shipment_id
        WHERE n.shipment_id >= $1 ORDER BY n.shipment_id LIMIT 1`,
      [Math.floor(SHIPMENTS / 2)],
    )
  )[0];
  const containerPart = (node?.container ?? '').slice(0, 8);
  const shipmentPart = (node?.shipment ?? '').slice(-7);
  const from = isoDay(90);
  const to = isoDay(0);
  const quick = (name: string, key: keyof typeof QUICK_FILTER_SQL): ListCase => ({
    name: `quick filter ${name}`,
    resource: 'shipment',
    view: 'tracking',
    form: { f_quickFilter: name },
    where: QUICK_FILTER_SQL[key],
  });
  return [
    { name: 'no filter', resource: 'shipment', view: 'tracking', form: {}, where: 'true' },
    {
      name: `status in transit or arrived, origin ${port}, ETD ${from} to ${to}`,
      resource: 'shipment',
      view: 'tracking',
      // The status filter is a list: the form sends the chosen codes comma-joined.
      form: { f_status: '1,2', f_originPort: port, f_etd_from: from, f_etd_to: to },
      where: `t.status IN (1, 2) AND t.origin_port = '${port}' AND t.etd >= '${from}' AND t.etd < '${to}'::date + 1`,
    },
    quick('week5', 'inLast5Weeks'),
    quick('week7', 'inLast7Weeks'),
    quick('pending_do_10d', 'pendingDo10d'),
    quick('pending_do_21d', 'pendingDo21d'),
    // The LFD list is most urgent first unless the user sorts it; then by ETD like the others.
    { ...quick('lfd', 'lfdDue'), order: 't.last_free_day ASC, t.id ASC' },
    {
      ...quick('lfd', 'lfdDue'),
      name: 'quick filter lfd, sorted by ETD',
      form: { f_quickFilter: 'lfd', orderByColumn: 'etd', isAsc: 'desc' },
    },
    {
      name: 'ISA change reason MISSED APPT',
      resource: 'shipment',
      view: 'tracking',
      form: { f_isaChangeReason: 'MISSED APPT' },
      where: `t.isa_change_reason = 'MISSED APPT'`,
    },
    {
      name: 'move data type EDI',
      resource: 'shipment',
      view: 'tracking',
      form: { f_moveDataType: 'EDI' },
      where: `t.move_data_type = 'EDI'`,
    },
    {
      name: 'rail movement Empty, shipment type BON',
      resource: 'shipment',
      view: 'tracking',
      form: { f_railMovement: '_empty', f_shipmentType: 'BON' },
      where: `(t.rail_movement IS NULL OR t.rail_movement = '') AND t.shipment_type = 'BON'`,
    },
    { name: 'tracking nodes, no filter', resource: 'trackingNode', view: 'dwTrackingNode', form: {}, where: 'true' },
    {
      name: 'tracking nodes, no filter, page 500',
      resource: 'trackingNode',
      view: 'dwTrackingNode',
      form: {},
      page: 500,
      where: 'true',
    },
    {
      name: `tracking nodes, last status empty returned at ${destination}`,
      resource: 'trackingNode',
      view: 'dwTrackingNode',
      form: { f_lastStatus: '7', f_lastLocation: destination },
      where: `t.last_status = 7 AND t.last_location = '${destination}'`,
    },
    {
      name: `tracking nodes, fuzzy container number '${containerPart}'`,
      resource: 'trackingNode',
      view: 'dwTrackingNode',
      form: { f_containerNo: containerPart },
      where: `c.container_no ILIKE '%${containerPart}%'`,
    },
    {
      name: `tracking nodes, fuzzy shipment number '${shipmentPart}'`,
      resource: 'trackingNode',
      view: 'dwTrackingNode',
      form: { f_shipmentNo: shipmentPart },
      where: `s.shipment_no ILIKE '%${shipmentPart}%'`,
    },
  ];
};

type ListAnswer = { data: { rows: { id: number }[]; total: number; totalExact: boolean } };

const measure = async (database: Database): Promise<Case[]> => {
  const have = Number((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM shipments'))[0]?.n ?? 0);
  if (have < SHIPMENTS) {
    console.log(
      `  ${database.kind} holds ${have.toLocaleString('en')} shipments: seed it with the shipment-list bench`,
    );
    return [];
  }
  const started = Date.now();
  const { migrations } = await prepareDatabase(database, { demoSeed: false, demoShipments: 0, databaseUrl: 'bench' });
  if (migrations.length > 0) {
    console.log(`  applied ${migrations.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  // An index is only index-only once the visibility map is set, whoever applied the migration.
  for (const table of ['shipments', 'tracking_nodes']) await database.exec(`VACUUM ANALYZE ${table}`);
  await benchUser(database);
  const config = loadConfig({ LOGIN_CAPTCHA: 'off', WEB_DIST: path.join(root, 'apps/web/dist'), LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, database, logger: false });
  const branches = (await database.query<{ id: number }>('SELECT id FROM branches')).map((b) => b.id);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    const login = await fetch(`http://127.0.0.1:${port}/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `username=benchuser&password=${PASSWORD}`,
    });
    const sid = ((await login.json()) as { data: { __sid: string } }).data.__sid;
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const listCall = async (c: ListCase): Promise<ListAnswer> => {
      const body = new URLSearchParams({
        view: c.view,
        page: String(c.page ?? 1),
        limit: String(LIMIT),
        lang: 'en_us',
        __sid: sid,
        ...c.form,
      });
      const send = () =>
        fetch(`http://127.0.0.1:${port}/api/engine/${c.resource}/list`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
          body: body.toString(),
        });
      // After a long raw-SQL phase the server may close the idle keep-alive connection just as it
      // is reused: that one call is sent again on a new connection.
      const res = await send().catch((error: unknown) => {
        if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
        return send();
      });
      if (res.status !== 200) throw new Error(`${c.name}: list answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as ListAnswer;
    };
    const cases: Case[] = [];
    for (const c of (await casesFor(database)).filter((k) => k.name.includes(ONLY))) {
      const sql = (c.resource === 'shipment' ? SHIPMENT_SQL : NODE_SQL)(c.where, c.order);
      const values = [branches, ((c.page ?? 1) - 1) * LIMIT];
      // The list must answer exactly the rows the raw SQL does.
      const answer = await listCall(c);
      const raw = await database.query<{ id: number }>(sql, values);
      if (JSON.stringify(answer.data.rows.map((r) => r.id)) !== JSON.stringify(raw.map((r) => r.id))) {
        throw new Error(`${c.name}: the list's rows differ from the raw SQL`);
      }
      const { total, totalExact } = answer.data;
      console.log(
        `  ${c.name}: ${raw.length} rows, total ${total.toLocaleString('en')}${totalExact ? '' : ' (about)'}`,
      );
      const api = await sample(REQUESTS, () => listCall(c));
      const baseline = await sample(REQUESTS, () => database.query(sql, values));
      const k = compare(
        `${database.kind}: POST /api/engine/${c.resource}/list view=${c.view}, ${c.name}, ${LIMIT} rows, page ${c.page ?? 1}, over ${SHIPMENTS.toLocaleString('en')} shipments`,
        api,
        'the same rows in raw SQL',
        baseline,
      );
      printCase(k);
      cases.push(k);
    }
    return cases;
  } finally {
    await app.close();
  }
};

/**
 * The portal tracking desk over 1M shipments: the shipment list (page `tracking`) with the
 * filters the desk uses every day, and the tracking nodes (page `dwTrackingNode`), each through
 * the HTTP API the page calls, against the same rows in raw SQL, on PostgreSQL and PGlite.
 */
export const trackingDeskList = (): Promise<void> => onSeededDatabases('tracking-desk-list', measure);
