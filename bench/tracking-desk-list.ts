import type { Database } from '../apps/server/src/db/database';
import { EXACT_TOTAL_CAP } from '../apps/server/src/engine/lookup';
import { QUICK_FILTER_CONDITIONS } from '../apps/server/src/modules/tracking/desk/resources';
import { prepareDatabase } from '../apps/server/src/startup';
import { onSeededDatabases, SHIPMENTS } from './databases';
import { benchApp, benchUser, listen, signIn } from './server';
import { type Case, compare, printCase, sample } from './stats';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
/** Only the cases whose name contains this text (to measure one after a change). */
const ONLY = process.env.BENCH_ONLY ?? '';
/** The portal's default page size. */
const LIMIT = 20;

/** The pages measured, granted to the bench role as they are (their menu items carry the page URL as code). */
const PAGES = ['tracking', 'dwTrackingNode'] as const;

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
  const quick = (name: string, key: keyof typeof QUICK_FILTER_CONDITIONS): ListCase => ({
    name: `quick filter ${name}`,
    resource: 'shipment',
    view: 'tracking',
    form: { f_quickFilter: name },
    where: QUICK_FILTER_CONDITIONS[key],
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
    {
      // Two common values, neither selective alone: about 0.7% of the shipments.
      name: 'move data type TERMINAL, rail movement Y',
      resource: 'shipment',
      view: 'tracking',
      form: { f_moveDataType: 'TERMINAL', f_railMovement: 'Y' },
      where: `t.move_data_type = 'TERMINAL' AND t.rail_movement = 'Y'`,
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

type ListAnswer = { data: { rows: { id: number }[]; total: number; totalExact: boolean; totalPending?: boolean } };
type CountAnswer = { data: { total: number; totalExact: boolean } };

const measure = async (database: Database): Promise<Case[]> => {
  const started = Date.now();
  const { migrations } = await prepareDatabase(database, { demoSeed: false, demoShipments: 0, databaseUrl: 'bench' });
  if (migrations.length > 0) {
    console.log(`  applied ${migrations.join(', ')} in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  // An index is only index-only once the visibility map is set, whoever applied the migration.
  for (const table of ['shipments', 'tracking_nodes']) await database.exec(`VACUUM ANALYZE ${table}`);
  // The pages' menu items carry their URL as code.
  await benchUser(
    database,
    PAGES.map((url) => ({ code: url, url })),
  );
  const app = await benchApp(database);
  const branches = (await database.query<{ id: number }>('SELECT id FROM branches')).map((b) => b.id);
  const base = await listen(app);
  try {
    const { sid, cookie } = await signIn(base);
    /** One call as the portal's list screen sends it: the rows at once, the total of a full page after. */
    const call = async <T>(c: ListCase, endpoint: 'list' | 'count', extra: Form = {}): Promise<T> => {
      const body = new URLSearchParams({
        view: c.view,
        page: String(c.page ?? 1),
        limit: String(LIMIT),
        lang: 'en_us',
        __sid: sid,
        ...c.form,
        ...extra,
      });
      const send = () =>
        fetch(`${base}/api/engine/${c.resource}/${endpoint}`, {
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
      if (res.status !== 200) throw new Error(`${c.name}: ${endpoint} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as T;
    };
    const listCall = (c: ListCase) => call<ListAnswer>(c, 'list', { count: 'later' });
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
      const known = answer.data.total;
      const counted = answer.data.totalPending
        ? (await call<CountAnswer>(c, 'count', { known: String(known) })).data
        : answer.data;
      console.log(
        `  ${c.name}: ${raw.length} rows, total ${counted.total.toLocaleString('en')}${counted.totalExact ? '' : ' (about)'}`,
      );
      const api = await sample(REQUESTS, () => listCall(c));
      const baseline = await sample(REQUESTS, () => database.query(sql, values));
      const where = `${database.kind}: view=${c.view}, ${c.name}, over ${SHIPMENTS.toLocaleString('en')} shipments`;
      const k = compare(
        `${where}: POST /api/engine/${c.resource}/list, ${LIMIT} rows of page ${c.page ?? 1}`,
        api,
        'the same rows in raw SQL',
        baseline,
      );
      printCase(k);
      cases.push(k);
      if (!answer.data.totalPending) continue;
      // The total the screen shows a moment later, against the capped count in raw SQL.
      const countSql = `SELECT count(*)::int AS n FROM (${sql.replace(/ORDER BY [\s\S]*$/, `LIMIT ${EXACT_TOTAL_CAP + 1}`)}) capped`;
      const apiCount = await sample(REQUESTS, () => call<CountAnswer>(c, 'count', { known: String(known) }));
      const baseCount = await sample(REQUESTS, () => database.query(countSql, [branches]));
      const kc = compare(
        `${where}: POST /api/engine/${c.resource}/count`,
        apiCount,
        'the capped count in raw SQL',
        baseCount,
      );
      printCase(kc);
      cases.push(kc);
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
