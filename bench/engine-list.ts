import path from 'node:path';
import type { FieldDef, PageDef } from '@tidemark/domain';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/database';
import { useEngineDefinitions } from '../apps/server/src/engine/lookup';
import type { ServerResource } from '../apps/server/src/engine/resource';
import { hashPassword } from '../apps/server/src/modules/access/passwords';
import { prepareDatabase } from '../apps/server/src/startup';
import { onSeededDatabases, SHIPMENTS } from './databases';
import { type Case, compare, printCase, sample } from './stats';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
/**
 * Samples of the raw OFFSET baselines past page 1: each reads every skipped row from the table
 * (seconds per call on 1M shipments), so a deep page's baselines take fewer samples than the API.
 */
const DEEP_BASELINE_REQUESTS = Number(process.env.BENCH_DEEP_BASELINE_REQUESTS ?? 20);
const LIMIT = 20;
const PAGES = [1, 10_000];
const root = path.resolve(import.meta.dirname, '..');

const VIEW = 'benchEngineShipments';
const PASSWORD = 'Bench2026x';

const field = (name: string, type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  type,
  labelKey: `bench.shipment.${name}`,
  ...extra,
});

/** The shipment list as an engine resource: the definition an area would write for it. */
const RESOURCE: ServerResource = {
  def: {
    name: 'shipment',
    i18n: 'bench.shipment',
    titleField: 'shipmentNo',
    fields: [
      field('shipmentNo', 'text', { filter: 'fuzzy', sortable: true }),
      field('mode', 'enum', { filter: 'exact' }),
      field('status', 'enum', { dict: 'tracking_status', filter: 'exact' }),
      field('originPort', 'port', { filter: 'exact' }),
      field('destinationPort', 'port', { filter: 'exact' }),
      field('carrierCode', 'text', { filter: 'exact' }),
      field('etd', 'datetime', { filter: 'range', sortable: true }),
      field('eta', 'datetime', { filter: 'range', sortable: true }),
    ],
  },
  table: 'shipments',
  columns: {
    shipmentNo: 't.shipment_no',
    mode: 't.mode',
    status: 't.status',
    originPort: 't.origin_port',
    destinationPort: 't.destination_port',
    carrierCode: 't.carrier_code',
    etd: 't.etd',
    eta: 't.eta',
  },
  scope: 'branch',
  scopeColumns: { branch: 't.branch_id', company: 't.company_id' },
};

const PAGE: PageDef = {
  url: VIEW,
  group: 'tracking',
  screen: 'list',
  resource: 'shipment',
  titleKey: 'menu.groups.tracking',
  defaultSort: { field: 'etd', order: 'desc' },
  roles: ['admin'],
};

const RAW_SQL = `SELECT id, shipment_no, mode, status, origin_port, destination_port, carrier_code, etd, eta
  FROM shipments WHERE mode = 'FCL' AND branch_id = ANY($1::int[])
 ORDER BY etd DESC, id DESC LIMIT ${LIMIT} OFFSET $2`;

/** A staff user of every branch holding only the bench page. */
const benchUser = async (database: Database): Promise<void> => {
  await database.query(
    `INSERT INTO roles (code, name_en, name_zh) VALUES ('bench', 'Benchmark', '基准测试') ON CONFLICT (code) DO NOTHING`,
  );
  await database.query(
    `INSERT INTO menu_items (code, menu_type, menu_url, title_key) VALUES ($1, 1, $1, 'menu.groups.tracking')
     ON CONFLICT (code) DO NOTHING`,
    [VIEW],
  );
  await database.query(
    `INSERT INTO role_menu_items (role_id, menu_item_id)
     SELECT r.id, m.id FROM roles r, menu_items m WHERE r.code = 'bench' AND m.code = $1 ON CONFLICT DO NOTHING`,
    [VIEW],
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

type ListAnswer = { data: { rows: { id: number }[]; total: number; totalExact: boolean } };

const measure = async (database: Database): Promise<Case[]> => {
  const have = Number((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM shipments'))[0]?.n ?? 0);
  if (have < SHIPMENTS) {
    console.log(
      `  ${database.kind} holds ${have.toLocaleString('en')} shipments: seed it with the shipment-list bench`,
    );
    return [];
  }
  await prepareDatabase(database, { demoSeed: false, demoShipments: 0, databaseUrl: 'bench' });
  // A new index is only index-only once the visibility map is set.
  await database.exec('VACUUM ANALYZE shipments');
  await benchUser(database);
  const config = loadConfig({ LOGIN_CAPTCHA: 'off', WEB_DIST: path.join(root, 'apps/web/dist'), LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, database, logger: false });
  useEngineDefinitions(app, { pages: [PAGE], resources: [RESOURCE] });
  const branches = (await database.query<{ id: number }>('SELECT id FROM branches')).map((b) => b.id);
  // The second baseline: the same raw SQL behind a bare route of the same server, so the ratio
  // shows what the engine adds (session, permission, plan, count) beyond HTTP itself.
  app.post('/bench/raw-list', async (req) => {
    const offset = Number((req.body as { offset?: string }).offset ?? 0);
    return { rows: await database.query(RAW_SQL, [branches, offset]) };
  });
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
    const rawCall = async (offset: number): Promise<unknown> => {
      const res = await fetch(`http://127.0.0.1:${port}/bench/raw-list`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `offset=${offset}`,
      });
      if (res.status !== 200) throw new Error(`raw list answered ${res.status}`);
      return res.json();
    };
    const listCall = async (page: number): Promise<ListAnswer> => {
      const body = new URLSearchParams({
        view: VIEW,
        page: String(page),
        limit: String(LIMIT),
        f_mode: 'FCL',
        orderByColumn: 'etd',
        isAsc: 'desc',
        lang: 'en_us',
        __sid: sid,
      });
      const res = await fetch(`http://127.0.0.1:${port}/api/engine/shipment/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: body.toString(),
      });
      if (res.status !== 200) throw new Error(`list answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as ListAnswer;
    };
    const cases: Case[] = [];
    for (const page of PAGES) {
      const offset = (page - 1) * LIMIT;
      // The engine must answer exactly the rows the raw SQL does.
      const answer = await listCall(page);
      const raw = await database.query<{ id: number }>(RAW_SQL, [branches, offset]);
      const same = JSON.stringify(answer.data.rows.map((r) => r.id)) === JSON.stringify(raw.map((r) => r.id));
      if (!same || raw.length !== LIMIT) throw new Error(`page ${page}: the engine's rows differ from the raw SQL`);
      const { total, totalExact } = answer.data;
      console.log(`  page ${page}: total ${total.toLocaleString('en')} (${totalExact ? 'exact' : 'estimated'})`);
      const api = await sample(REQUESTS, () => listCall(page));
      const baselineRequests = offset === 0 ? REQUESTS : Math.min(REQUESTS, DEEP_BASELINE_REQUESTS);
      const baselineWarmup = offset === 0 ? undefined : 2;
      const fewer = baselineRequests < REQUESTS ? ` (${baselineRequests} samples: raw OFFSET is slow)` : '';
      const baseline = await sample(
        baselineRequests,
        () => database.query(RAW_SQL, [branches, offset]),
        baselineWarmup,
      );
      const c = compare(
        `${database.kind}: POST /api/engine/shipment/list mode=FCL by ETD desc, ${LIMIT} rows, page ${page.toLocaleString('en')}, over ${SHIPMENTS.toLocaleString('en')} shipments`,
        api,
        `the same rows in raw SQL${fewer}`,
        baseline,
      );
      printCase(c);
      cases.push(c);
      const overHttp = await sample(baselineRequests, () => rawCall(offset), baselineWarmup);
      const h = compare(
        `${database.kind}: the same list call, page ${page.toLocaleString('en')}, against raw SQL over HTTP`,
        api,
        `the same rows in raw SQL behind a bare route of the same server${fewer}`,
        overHttp,
      );
      printCase(h);
      cases.push(h);
    }
    return cases;
  } finally {
    await app.close();
  }
};

/** The engine's generic list over 1M shipments against its raw SQL, page 1 and page 10,000. */
export const engineList = (): Promise<void> => onSeededDatabases('engine-list', measure);
