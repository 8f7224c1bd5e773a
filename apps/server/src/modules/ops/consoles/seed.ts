import { consoleNumber, containerModeOf, transportOf } from '@tidemark/domain/ops/consoles/consolidation';
import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import { withoutSecondaryIndexes } from '../../../seed/bulk';
import { maxId } from '../../../seed/copy';
import { BRANCHES } from '../../admin';

/** Consoles of the demo data: enough for every console page, however many shipments there are. */
const MAX_CONSOLES = 48;
const MAX_HOUSES = 5;
/** Numbers per airline and branch in the demo stock. */
const STOCK_RANGE = 40;
const DAY = 86_400_000;

/** Forwarding agents at each end, named in the language of their country. */
const AGENTS: Readonly<Record<string, readonly string[]>> = {
  CN: ['上海远洋国际货运代理有限公司', '宁波港联国际物流有限公司', '深圳华航供应链有限公司'],
  HK: ['Harbour Gate Logistics (HK) Ltd', '香港万通货运有限公司'],
  TW: ['Kaohsiung Pacific Forwarding Co.', '台湾长荣物流股份有限公司'],
  US: ['Pacific Crossing Logistics Inc.', 'Great Lakes Freight Services LLC', 'Atlantic Gateway Forwarding'],
  DE: ['Hanseatic Cargo Agency GmbH', 'Rhein-Main Luftfracht GmbH'],
  NL: ['Maasvlakte Forwarding B.V.'],
  SG: ['Straits Consolidators Pte Ltd'],
};
const OTHER_AGENTS = ['Meridian Freight Partners', 'Blue Horizon Logistics', '环球通达国际物流'] as const;

/** Consignees named on the manifests, in both languages as the trade writes them. */
const CONSIGNEES = [
  'Northwind Home Goods Inc.',
  'Cascade Outdoor Supply Co.',
  'Lindqvist Interiors AB',
  '杭州新锐电子科技有限公司',
  'Brightline Retail GmbH',
  '苏州恒通精密机械有限公司',
  'Sunrise Apparel Trading LLC',
  '青岛海悦食品进出口有限公司',
] as const;

type Candidate = {
  id: number;
  mode: string;
  originPort: string;
  destinationPort: string;
  carrierCode: string;
  vessel: string | null;
  voyage: string | null;
  flightNo: string | null;
  masterBill: string | null;
  etd: Date;
  eta: Date;
  branchId: number;
};

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
const agentFor = (port: string, n: number) => pick(AGENTS[port.slice(0, 2)] ?? OTHER_AGENTS, n);

/**
 * Demo consoles over existing shipments: recent and upcoming departures grouped by mode and route
 * into consoles of up to five houses, numbered at the branch of their load port; air consoles take
 * their MAWB from the demo stock of their airline, sea consoles the master bill of their first
 * house. A few houses keep a master bill of their own (the data check shows them), a few air
 * consoles still wait for their MAWB, and arrived consoles are posted. The demo's published
 * numbers (README) stay untouched. Bounded: the same few rows at a thousand or a million shipments.
 */
export const seedConsoles = async (database: Database, demo: DemoSeed): Promise<void> => {
  const existing = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM consoles');
  if ((existing[0]?.n ?? 0) > 0) return;
  const asOf = demo.asOf;
  const branches = await database.query<{ id: number; code: string }>('SELECT id, code FROM branches ORDER BY id');
  const branchByCode = new Map(branches.map((b) => [b.code, b]));
  const branchOfPort = new Map<string, { id: number; code: string }>(
    BRANCHES.flatMap((b) => {
      const row = branchByCode.get(b.code);
      return row ? [[b.port, row] as const] : [];
    }),
  );
  const columns = `id, mode, origin_port AS "originPort", destination_port AS "destinationPort",
    carrier_code AS "carrierCode", vessel, voyage, flight_no AS "flightNo", master_bill AS "masterBill", etd, eta,
    branch_id AS "branchId"`;
  // Generated house bills only: the README's fixed shipments are left as they are.
  const generated = "house_bill ~ '^TDM[AO][0-9]{8}$' AND mode IN ('AIR', 'FCL', 'LCL')";
  const candidates = [
    ...(await database.query<Candidate>(
      `SELECT ${columns} FROM shipments WHERE etd <= $1 AND ${generated} ORDER BY etd DESC, id DESC LIMIT 2500`,
      [asOf],
    )),
    ...(await database.query<Candidate>(
      `SELECT ${columns} FROM shipments WHERE etd > $1 AND ${generated} ORDER BY etd, id LIMIT 800`,
      [asOf],
    )),
  ];
  const groups = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const key = `${c.mode}|${c.originPort}|${c.destinationPort}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  // Lanes from a branch's own port first, busier lanes first, so every office has consoles.
  const ordered = [...groups.values()].sort(
    (a, b) =>
      Number(branchOfPort.has((b[0] as Candidate).originPort)) -
        Number(branchOfPort.has((a[0] as Candidate).originPort)) || b.length - a.length,
  );
  const plans: Candidate[][] = [];
  for (const group of ordered) {
    group.sort((a, b) => new Date(a.etd).getTime() - new Date(b.etd).getTime());
    for (let i = 0; i < group.length && plans.length < MAX_CONSOLES; i += MAX_HOUSES) {
      plans.push(group.slice(i, i + MAX_HOUSES));
    }
    if (plans.length >= MAX_CONSOLES) break;
  }
  if (plans.length === 0) return;

  const airlines = await database.query<{ code: string; prefix: string }>(
    "SELECT code, awb_prefix AS prefix FROM carriers WHERE kind = 'air' AND awb_prefix IS NOT NULL",
  );
  const prefixOf = new Map(airlines.map((a) => [a.code, a.prefix]));
  const branchOf = (plan: Candidate[]) =>
    branchOfPort.get((plan[0] as Candidate).originPort)?.id ?? (plan[0] as Candidate).branchId;

  // Stock: a range for every airline a branch's air consoles fly, and two more airlines at the
  // Shanghai office so the stock page shows carriers not yet used. The Ningbo office, whose demo
  // consoles go by sea, holds ranges of two airlines of its own, after the others so their numbers
  // stay as they were: the operations user there starts with stock to allocate.
  const stockKeys = new Set<string>();
  for (const plan of plans) {
    const house = plan[0] as Candidate;
    if (house.mode === 'AIR' && prefixOf.has(house.carrierCode))
      stockKeys.add(`${branchOf(plan)}|${house.carrierCode}`);
  }
  const sha = branchByCode.get('SHA');
  if (sha) for (const code of ['MU', 'CZ']) if (prefixOf.has(code)) stockKeys.add(`${sha.id}|${code}`);
  const ngb = branchByCode.get('NGB');
  const ningbo = ngb ? ['MU', 'CA'].filter((code) => prefixOf.has(code)).map((code) => `${ngb.id}|${code}`) : [];
  const stock = { awbNo: [] as string[], prefix: [] as string[], carrier: [] as string[], branch: [] as number[] };
  [...[...stockKeys].sort(), ...ningbo.filter((key) => !stockKeys.has(key))].forEach((key, k) => {
    const [branch, carrier] = key.split('|') as [string, string];
    const prefix = prefixOf.get(carrier) as string;
    const start = 4_100_000 + Number(branch) * 2_000 + k * 100;
    for (let i = 0; i < STOCK_RANGE; i++) {
      const serial = start + i;
      stock.awbNo.push(`${prefix}-${String(serial).padStart(7, '0')}${serial % 7}`);
      stock.prefix.push(prefix);
      stock.carrier.push(carrier);
      stock.branch.push(Number(branch));
    }
  });
  await database.query(
    `INSERT INTO mawb_stock (awb_no, prefix, carrier_code, branch_id, received_at)
     SELECT n, p, c, b, $5 FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) AS x(n, p, c, b)
     ON CONFLICT (awb_no) DO NOTHING`,
    [stock.awbNo, stock.prefix, stock.carrier, stock.branch, new Date(asOf.getTime() - 60 * DAY)],
  );

  const users = new Map(
    (
      await database.query<{ userName: string; id: number }>(
        "SELECT user_name AS \"userName\", id FROM users WHERE user_name IN ('ops', 'csr', 'admin')",
      )
    ).map((u) => [u.userName, u.id]),
  );
  const author = users.get('ops') ?? users.get('admin') ?? null;
  const year = asOf.getUTCFullYear();
  const counters = new Map<number, number>();
  const codeOf = new Map(branches.map((b) => [b.id, b.code]));
  const links = { console: [] as number[], shipment: [] as number[], consignee: [] as string[], at: [] as Date[] };
  const onMaster: number[] = [];

  for (const [n, plan] of plans.entries()) {
    const first = plan[0] as Candidate;
    const transport = transportOf(first.mode) as string;
    const branchId = branchOf(plan);
    const seq = (counters.get(branchId) ?? 0) + 1;
    counters.set(branchId, seq);
    const etd = new Date(Math.min(...plan.map((h) => new Date(h.etd).getTime())));
    const eta = new Date(Math.max(...plan.map((h) => new Date(h.eta).getTime())));
    const arrived = eta.getTime() < asOf.getTime() - 10 * DAY;
    let masterBill: string | null = transport === 'SEA' ? first.masterBill : null;
    // One sea console in seven has its bill of lading still to come.
    if (transport === 'SEA' && n % 7 === 5) masterBill = null;
    const inserted = await database.query<{ id: number }>(
      `INSERT INTO consoles (console_no, branch_id, transport, console_type, container_mode, master_bill, carrier_code,
                             flight_no, vessel, voyage, first_load_port, last_discharge_port, payment, etd, eta,
                             sending_agent, receiving_agent, release_type, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19)
       RETURNING id`,
      [
        consoleNumber(codeOf.get(branchId) ?? 'TDM', year, seq),
        branchId,
        transport,
        plan.length === 1 ? 'DIRECT' : n % 9 === 4 ? 'COLOAD' : 'CONSOL',
        containerModeOf(first.mode),
        masterBill,
        first.carrierCode,
        transport === 'AIR' ? first.flightNo : null,
        transport === 'SEA' ? first.vessel : null,
        transport === 'SEA' ? first.voyage : null,
        first.originPort,
        first.destinationPort,
        n % 3 === 2 ? 'CC' : 'PP',
        etd,
        eta,
        agentFor(first.originPort, n),
        agentFor(first.destinationPort, n + 1),
        transport === 'AIR' ? 'AWB' : pick(['TLX', 'OBL', 'SWB', 'EBL'] as const, n),
        new Date(etd.getTime() - 5 * DAY),
      ],
    );
    const consoleId = (inserted[0] as { id: number }).id;
    // Air consoles take their MAWB from stock, except one in five still waiting for it.
    if (transport === 'AIR' && n % 5 !== 3) {
      const taken = await database.query<{ awbNo: string }>(
        `UPDATE mawb_stock SET console_id = $1, allocated_at = $4, allocated_by = $5
          WHERE id = (SELECT id FROM mawb_stock WHERE branch_id = $2 AND carrier_code = $3 AND allocated_at IS NULL
                      ORDER BY awb_no LIMIT 1)
          RETURNING awb_no AS "awbNo"`,
        [consoleId, branchId, first.carrierCode, new Date(etd.getTime() - 4 * DAY), author],
      );
      masterBill = taken[0]?.awbNo ?? null;
      if (masterBill)
        await database.query('UPDATE consoles SET master_bill = $2 WHERE id = $1', [consoleId, masterBill]);
    }
    await database.query(
      `INSERT INTO console_legs (console_id, seq, leg_mode, from_port, to_port, carrier_code, flight_no, vessel, voyage, etd, eta)
       VALUES ($1, 1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        consoleId,
        transport === 'AIR' ? 'air' : 'vessel',
        first.originPort,
        first.destinationPort,
        first.carrierCode,
        transport === 'AIR' ? first.flightNo : null,
        transport === 'SEA' ? first.vessel : null,
        transport === 'SEA' ? first.voyage : null,
        etd,
        eta,
      ],
    );
    for (const [h, house] of plan.entries()) {
      links.console.push(consoleId);
      links.shipment.push(house.id);
      links.consignee.push(pick(CONSIGNEES, n + h));
      links.at.push(new Date(etd.getTime() - 3 * DAY));
      // One house in seven kept its own master bill: the data check lists it.
      if (masterBill && (n + h) % 7 !== 6) onMaster.push(house.id);
    }
    if (masterBill && arrived && demo.users && plan.every((_, h) => (n + h) % 7 !== 6)) {
      await database.query("UPDATE consoles SET post_status = 'posted', posted_at = $2, posted_by = $3 WHERE id = $1", [
        consoleId,
        eta,
        author,
      ]);
    }
  }
  await database.query(
    `INSERT INTO console_shipments (console_id, shipment_id, consignee_name, attached_at, attached_by)
     SELECT c, s, n, a, $5 FROM unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[]) AS x(c, s, n, a)`,
    [links.console, links.shipment, links.consignee, links.at, author],
  );
  await database.query(
    `UPDATE shipments s SET master_bill = c.master_bill
       FROM console_shipments cs JOIN consoles c ON c.id = cs.console_id
      WHERE cs.shipment_id = s.id AND s.id = ANY($1::int[])`,
    [onMaster],
  );
  await database.query(
    `INSERT INTO console_counters (branch_id, year, last_no) SELECT b, $3, n FROM unnest($1::int[], $2::int[]) AS x(b, n)`,
    [[...counters.keys()], [...counters.values()], year],
  );
  await database.exec('ANALYZE consoles; ANALYZE console_shipments; ANALYZE mawb_stock; ANALYZE console_legs');
};

/** Text array literal of a list of names, for SQL built here (the names are the code's own). */
const textArray = (names: readonly string[]) => `ARRAY[${names.map((n) => `'${n.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * The operations desk at full volume (DemoSeed.fullDesk): the LCL and air shipments not on a
 * console yet are consolidated as a forwarder does, per mode, route, carrier and week of departure,
 * up to five houses a console (a shipment alone that week ships direct and gets none). Each console
 * takes the master bill of its first house (none when another console holds it already), its
 * houses carry it, its carriage is the first house's, it is numbered at the branch of its load port
 * for the year of its departure after the numbers the demo gave, and arrived ones are posted.
 * Set-based: a few statements over the shipments table.
 */
export const seedConsolidatedShipments = async (database: Database, demo: DemoSeed): Promise<void> => {
  const before = await maxId(database, 'consoles');
  const author = (
    await database.query<{ id: number }>(
      "SELECT id FROM users WHERE user_name IN ('ops', 'admin') ORDER BY user_name = 'ops' DESC LIMIT 1",
    )
  )[0]?.id;
  // The office of each load port, as the demo's consoles find it (two offices at one port: the later one).
  const branchOfPort = new Map(BRANCHES.map((b) => [b.port, b.code]));
  const agents = `(VALUES ${Object.entries(AGENTS)
    .map(([country, names]) => `('${country}', ${textArray(names)})`)
    .join(', ')}) AS a (country, names)`;
  const agentOf = (port: string, n: string) =>
    `coalesce((SELECT a.names[1 + ${n} % cardinality(a.names)] FROM ${agents} WHERE a.country = left(${port}, 2)),
              (${textArray(OTHER_AGENTS)})[1 + ${n} % ${OTHER_AGENTS.length}])`;
  await withoutSecondaryIndexes(
    database,
    ['consoles', 'console_legs', 'console_shipments'],
    async () => {
      await database.query(
        `WITH houses AS MATERIALIZED (
         SELECT s.id, s.mode, s.origin_port, s.destination_port, s.carrier_code, s.flight_no, s.vessel, s.voyage,
                s.master_bill, s.etd, s.eta, s.branch_id, date_trunc('week', s.etd) AS week,
                (row_number() OVER (PARTITION BY s.mode, s.origin_port, s.destination_port, s.carrier_code,
                                                 date_trunc('week', s.etd) ORDER BY s.etd, s.id) - 1) / ${MAX_HOUSES} AS part
           FROM shipments s
          WHERE s.mode IN ('AIR', 'LCL') AND s.house_bill ~ '^TDM[AO][0-9]{8}$'
            AND NOT EXISTS (SELECT 1 FROM console_shipments cs WHERE cs.shipment_id = s.id)
       ), grouped AS (
         SELECT h.mode, h.origin_port, h.destination_port, h.carrier_code, h.week, h.part,
                (array_agg(h.id ORDER BY h.etd, h.id))[1] AS first_id, count(*) AS houses,
                min(h.etd) AS etd, max(h.eta) AS eta
           FROM houses h GROUP BY h.mode, h.origin_port, h.destination_port, h.carrier_code, h.week, h.part
          HAVING count(*) > 1
       ), consoles_to_make AS MATERIALIZED (
         SELECT g.*, f.flight_no, f.vessel, f.voyage, f.master_bill AS first_bill,
                coalesce(p.branch_id, f.branch_id) AS branch_id, extract(year FROM g.etd)::int AS year,
                row_number() OVER (ORDER BY g.etd, g.first_id) AS n
           FROM grouped g
           JOIN shipments f ON f.id = g.first_id
           LEFT JOIN (SELECT b.id AS branch_id, x.port FROM branches b
                        JOIN unnest($1::text[], $2::text[]) AS x (code, port) ON x.code = b.code) p ON p.port = g.origin_port
       ), numbered AS (
         SELECT m.*, br.code AS branch_code,
                coalesce(k.last_no, 0) + row_number() OVER (PARTITION BY m.branch_id, m.year ORDER BY m.n) AS seq,
                -- A master bill heads one console: a later console with the same one waits for its own.
                CASE WHEN row_number() OVER (PARTITION BY m.first_bill ORDER BY m.n) = 1
                      AND NOT EXISTS (SELECT 1 FROM consoles o WHERE o.master_bill = m.first_bill)
                     THEN m.first_bill END AS master_bill
           FROM consoles_to_make m
           JOIN branches br ON br.id = m.branch_id
           LEFT JOIN console_counters k ON k.branch_id = m.branch_id AND k.year = m.year
       ), made AS (
         INSERT INTO consoles (console_no, branch_id, transport, console_type, container_mode, master_bill, carrier_code,
                               flight_no, vessel, voyage, first_load_port, last_discharge_port, payment, etd, eta,
                               sending_agent, receiving_agent, release_type, post_status, posted_at, posted_by,
                               created_at, updated_at)
         SELECT 'C' || m.branch_code || lpad((m.year % 100)::text, 2, '0') || lpad(m.seq::text, greatest(5, length(m.seq::text)), '0'),
                m.branch_id, CASE WHEN m.mode = 'AIR' THEN 'AIR' ELSE 'SEA' END,
                CASE WHEN m.n % 9 = 4 THEN 'COLOAD' ELSE 'CONSOL' END, CASE WHEN m.mode = 'AIR' THEN 'LSE' ELSE 'LCL' END,
                m.master_bill, m.carrier_code, CASE WHEN m.mode = 'AIR' THEN m.flight_no END,
                CASE WHEN m.mode <> 'AIR' THEN m.vessel END, CASE WHEN m.mode <> 'AIR' THEN m.voyage END,
                m.origin_port, m.destination_port, CASE WHEN m.n % 3 = 2 THEN 'CC' ELSE 'PP' END, m.etd, m.eta,
                ${agentOf('m.origin_port', 'm.n')}, ${agentOf('m.destination_port', '(m.n + 1)')},
                CASE WHEN m.mode = 'AIR' THEN 'AWB' ELSE (ARRAY['TLX', 'OBL', 'SWB', 'EBL'])[1 + m.n % 4] END,
                CASE WHEN posted THEN 'posted' ELSE 'open' END, CASE WHEN posted THEN m.eta END,
                CASE WHEN posted THEN $4::int END, m.etd - interval '5 days', m.etd - interval '5 days'
           FROM numbered m
          CROSS JOIN LATERAL (SELECT m.master_bill IS NOT NULL AND $4::int IS NOT NULL
                                     AND m.eta < $3::timestamptz - interval '10 days' AS posted) x
         RETURNING id, console_no
       ), keyed AS (
         SELECT n.*, made.id AS console_id
           FROM numbered n
           JOIN made ON made.console_no = 'C' || n.branch_code || lpad((n.year % 100)::text, 2, '0')
                                         || lpad(n.seq::text, greatest(5, length(n.seq::text)), '0')
       ), legs AS (
         INSERT INTO console_legs (console_id, seq, leg_mode, from_port, to_port, carrier_code, flight_no, vessel, voyage, etd, eta)
         SELECT k.console_id, 1, CASE WHEN k.mode = 'AIR' THEN 'air' ELSE 'vessel' END, k.origin_port, k.destination_port,
                k.carrier_code, CASE WHEN k.mode = 'AIR' THEN k.flight_no END, CASE WHEN k.mode <> 'AIR' THEN k.vessel END,
                CASE WHEN k.mode <> 'AIR' THEN k.voyage END, k.etd, k.eta
           FROM keyed k
       ), counters AS (
         INSERT INTO console_counters (branch_id, year, last_no)
         SELECT k.branch_id, k.year, max(k.seq) FROM keyed k GROUP BY k.branch_id, k.year
         ON CONFLICT (branch_id, year) DO UPDATE SET last_no = excluded.last_no
       )
       INSERT INTO console_shipments (console_id, shipment_id, consignee_name, attached_at, attached_by)
       SELECT k.console_id, h.id, (${textArray(CONSIGNEES)})[1 + (k.n + h.part) % ${CONSIGNEES.length}],
              k.etd - interval '3 days', $4::int
         FROM keyed k
         JOIN houses h ON h.mode = k.mode AND h.origin_port = k.origin_port AND h.destination_port = k.destination_port
                      AND h.carrier_code = k.carrier_code AND h.week = k.week AND h.part = k.part
        ORDER BY k.console_id, h.etd, h.id`,
        [[...branchOfPort.values()], [...branchOfPort.keys()], demo.asOf, author ?? null],
      );
    },
    { uniqueKeys: true },
  );
  // The houses carry their console's master bill, as attaching them on the desk does.
  await database.query(
    `UPDATE shipments s SET master_bill = c.master_bill
       FROM console_shipments cs JOIN consoles c ON c.id = cs.console_id
      WHERE cs.shipment_id = s.id AND c.id > $1 AND c.master_bill IS NOT NULL AND s.master_bill IS DISTINCT FROM c.master_bill`,
    [before],
  );
  for (const table of ['consoles', 'console_legs', 'console_shipments', 'console_counters'])
    await database.exec(`VACUUM (ANALYZE) ${table}`);
};
