import type { FieldDef, PageDef } from '@tidemark/domain';
import type { Database } from '../apps/server/src/db/database';
import { useEngineDefinitions } from '../apps/server/src/engine/lookup';
import type { ServerResource } from '../apps/server/src/engine/resource';
import { prepareDatabase } from '../apps/server/src/startup';
import { onSeededDatabases, SHIPMENTS } from './databases';
import { benchApp, benchUser, listen, signIn } from './server';
import { type Case, compare, printCase, sample } from './stats';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
/**
 * Samples of the raw OFFSET baselines past page 1: each reads every skipped row from the table
 * (seconds per call on 1M shipments), so a deep page's baselines take fewer samples than the API.
 */
const DEEP_BASELINE_REQUESTS = Number(process.env.BENCH_DEEP_BASELINE_REQUESTS ?? 20);
const LIMIT = 20;
const PAGES = [1, 10_000];

const VIEW = 'benchEngineShipments';

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

type ListAnswer = { data: { rows: { id: number }[]; total: number; totalExact: boolean } };

const measure = async (database: Database): Promise<Case[]> => {
  await prepareDatabase(database, { demoSeed: false, demoShipments: 0, databaseUrl: 'bench' });
  // A new index is only index-only once the visibility map is set.
  await database.exec('VACUUM ANALYZE shipments');
  await benchUser(database, [{ code: VIEW, url: VIEW }]);
  const app = await benchApp(database);
  useEngineDefinitions(app, { pages: [PAGE], resources: [RESOURCE] });
  const branches = (await database.query<{ id: number }>('SELECT id FROM branches')).map((b) => b.id);
  // The second baseline: the same raw SQL behind a bare route of the same server, so the ratio
  // shows what the engine adds (session, permission, plan, count) beyond HTTP itself.
  app.post('/bench/raw-list', async (req) => {
    const offset = Number((req.body as { offset?: string }).offset ?? 0);
    return { rows: await database.query(RAW_SQL, [branches, offset]) };
  });
  const base = await listen(app);
  try {
    const { sid, cookie } = await signIn(base);
    const rawCall = async (offset: number): Promise<unknown> => {
      const res = await fetch(`${base}/bench/raw-list`, {
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
      const res = await fetch(`${base}/api/engine/shipment/list`, {
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
