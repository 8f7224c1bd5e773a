import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';

type Row = Record<string, unknown> & { id: number };

describe.each(ENGINES)('consoles on %s', (engine) => {
  let t: TestApp;
  let admin: Session;
  let ops: Session;
  let csr: Session;
  let reviewer: Session;
  let customer: Session;
  let ngb: number;
  let sha: number;

  const list = async (s: Session, resource: string, view: string, fields: Fields = {}) => {
    const res = await post(t, `/api/engine/${resource}/list`, s, { view, page: 1, limit: 50, ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { rows: Row[]; total: number };
  };
  const consoleValues = (fields: Fields = {}): Fields => ({
    view: 'createShipmentAndConsole',
    branchId: ngb,
    transport: 'AIR',
    consoleType: 'CONSOL',
    containerMode: 'LSE',
    carrierCode: 'CK',
    firstLoadPort: 'CNPVG',
    lastDischargePort: 'USORD',
    payment: 'PP',
    ...fields,
  });
  const createConsole = async (s: Session, fields: Fields = {}) => {
    const res = await post(t, '/api/engine/opsConsole/create', s, consoleValues(fields));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; version: number };
  };
  /** Unconsolidated shipments of one branch, mode and route, made here so the test owns them. */
  const freshShipments = async (branchId: number, mode: string, origin: string, destination: string, n: number) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      ids.push(
        await idOf(
          t,
          `INSERT INTO shipments (shipment_no, house_bill, master_bill, mode, origin_port, destination_port, carrier_code,
                                  vessel, voyage, flight_no, etd, eta, status, job_status, company_id, branch_id,
                                  packages, package_type, gross_weight_kg, volume_cbm, goods_description, marks)
           SELECT 'T' || lpad((9000000 + nextval('console_test_seq'))::text, 9, '0'), 'HTEST' || nextval('console_test_seq'),
                  'OWN' || nextval('console_test_seq'), $1, $2, $3, 'MAEU', 'MSC GULSUN', '012E', NULL,
                  now() + interval '3 days', now() + interval '20 days', 0, 'WRK',
                  (SELECT id FROM companies ORDER BY id LIMIT 1), $4, 10 + $5, 'CTN', 1000 + $5, 5.5, 'Furniture', 'N/M'
           RETURNING id`,
          [mode, origin, destination, branchId, i],
        ),
      );
    }
    return ids;
  };

  beforeAll(async () => {
    t = await testApp(engine);
    await t.database.query('CREATE SEQUENCE console_test_seq');
    admin = await signIn(t, 'admin');
    ops = await signIn(t, 'ops');
    csr = await signIn(t, 'csr');
    reviewer = await signIn(t, 'reviewer');
    customer = await signIn(t, 'customer');
    ngb = await idOf(t, "SELECT id FROM branches WHERE code = 'NGB'");
    sha = await idOf(t, "SELECT id FROM branches WHERE code = 'SHA'");
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows demo consoles, stock and checks, each staff member only the consoles of their branches', async () => {
    const all = await list(admin, 'opsConsole', 'createShipmentAndConsole');
    expect(all.total).toBeGreaterThan(5);
    expect(new Set(all.rows.map((r) => r.transport))).toEqual(new Set(['AIR', 'SEA']));
    const mine = await list(ops, 'opsConsole', 'createShipmentAndConsole');
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r) => Number(r.branchId) === ngb)).toBe(true);
    const csrRows = await list(csr, 'opsConsole', 'createShipmentAndConsole');
    expect(csrRows.rows.every((r) => Number(r.branchId) === sha)).toBe(true);
    expect((await list(admin, 'opsMawbStock', 'mawbStock', { f_state: 'allocated' })).total).toBeGreaterThan(0);
    expect((await list(admin, 'opsMawbStock', 'mawbStock', { f_state: 'available' })).total).toBeGreaterThan(0);
    // The Ningbo operations user starts with stock of the office's own to allocate, and sees no other office's.
    const ningboStock = await list(ops, 'opsMawbStock', 'mawbStock', { f_state: 'available' });
    expect(ningboStock.total).toBeGreaterThan(0);
    expect(ningboStock.rows.every((r) => Number(r.branchId) === ngb)).toBe(true);
    expect((await list(admin, 'opsHouseCheck', 'shipmentReportCheck')).total).toBeGreaterThan(0);
    expect((await list(admin, 'opsLaneVolume', 'shipmentReport2')).total).toBeGreaterThan(0);
    expect((await list(admin, 'opsConsole', 'PostingMBL', { f_postStatus: 'posted' })).total).toBeGreaterThan(0);
    const chart = await post(t, '/api/engine/opsConsoleHouse/chart', reviewer, { view: 'shipmentReport' });
    expect(chart.statusCode, chart.body).toBe(200);
    expect(chart.json().data.groups.length).toBeGreaterThan(0);
  });

  it('refuses customers every console page and route, and roles without the pages', async () => {
    for (const [resource, view] of [
      ['opsConsole', 'createShipmentAndConsole'],
      ['opsConsoleHouse', 'shipmentManifest'],
      ['opsMawbStock', 'mawbStock'],
      ['opsConsole', 'PostingMBL'],
      ['opsShipmentBms', 'ShipmentBms'],
      ['opsLaneVolume', 'shipmentReport2'],
      ['opsHouseCheck', 'shipmentReportCheck'],
    ] as const) {
      const res = await post(t, `/api/engine/${resource}/list`, customer, { view, page: 1, limit: 10 });
      expect(res.statusCode, view).toBe(403);
    }
    for (const url of ['/api/ops/consoles/pool', '/api/ops/consoles/consolidate', '/api/ops/mawb/addRange']) {
      expect((await post(t, url, customer, {})).statusCode, url).toBe(403);
    }
    expect((await post(t, '/api/ops/consoles/pool', reviewer, {})).statusCode).toBe(403);
    expect((await post(t, '/api/ops/consoles/pool', null, {})).statusCode).toBe(401);
  });

  it('adds a console numbered for its branch and updates it; a branch not the user’s and bad values are refused on their fields', async () => {
    const made = await createConsole(ops, { masterBill: '' });
    const got = await post(t, '/api/engine/opsConsole/get', ops, { view: 'createShipmentAndConsole', id: made.id });
    expect(got.json().data.consoleNo).toMatch(/^CNGB\d{7}$/);
    const other = await createConsole(ops);
    const again = await post(t, '/api/engine/opsConsole/get', ops, { view: 'createShipmentAndConsole', id: other.id });
    expect(Number(String(again.json().data.consoleNo).slice(-5))).toBe(
      Number(String(got.json().data.consoleNo).slice(-5)) + 1,
    );

    const foreign = await post(t, '/api/engine/opsConsole/create', ops, consoleValues({ branchId: sha }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.branchId).toBe('Choose one of your branches');
    const mode = await post(t, '/api/engine/opsConsole/create', ops, consoleValues({ containerMode: 'FCL' }));
    expect(mode.json().errors.containerMode).toBe('This container mode does not fit the transport');
    const digit = await post(t, '/api/engine/opsConsole/create', ops, consoleValues({ masterBill: '112-12345676' }));
    expect(digit.json().errors.masterBill).toBe('The last digit must be the first seven serial digits modulo 7');
    const zh = await post(
      t,
      '/api/engine/opsConsole/create',
      ops,
      consoleValues({ masterBill: '160-12345675', lang: 'zh_cn' }),
    );
    expect(zh.json().errors.masterBill).toBe('该前缀不属于此航空公司');

    const saved = await post(t, '/api/engine/opsConsole/update', ops, {
      view: 'createShipmentAndConsole',
      id: made.id,
      version: made.version,
      flightNo: 'CK233',
      masterBill: '112-12345675',
      eta: '2031-01-02T10:00:00+08:00',
      etd: '2031-01-01T10:00:00+08:00',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await post(t, '/api/engine/opsConsole/update', ops, {
      view: 'createShipmentAndConsole',
      id: made.id,
      version: made.version,
      flightNo: 'CK234',
    });
    expect(stale.statusCode).toBe(409);
    const taken = await post(t, '/api/engine/opsConsole/update', ops, {
      view: 'createShipmentAndConsole',
      id: other.id,
      version: 1,
      masterBill: '11212345675',
    });
    expect(taken.json().errors.masterBill).toBe('Another console already uses this master bill');
    // Another branch's console does not exist for this user.
    const hidden = await post(t, '/api/engine/opsConsole/get', csr, { view: 'createShipmentAndConsole', id: made.id });
    expect(hidden.statusCode).toBe(404);
  });

  it('makes a console of selected shipments in one step, giving each the master bill, and refuses a mixed selection', async () => {
    const ids = await freshShipments(ngb, 'FCL', 'CNNGB', 'USLAX', 3);
    const mixed = await freshShipments(ngb, 'LCL', 'CNNGB', 'USLAX', 1);
    const otherRoute = await freshShipments(ngb, 'FCL', 'CNNGB', 'USNYC', 1);
    const refusedMode = await post(t, '/api/ops/consoles/consolidate', ops, {
      shipmentIds: [...ids, ...mixed],
      consoleType: 'CONSOL',
      payment: 'PP',
    });
    expect(refusedMode.statusCode).toBe(400);
    expect(refusedMode.json().message).toContain('one mode only');
    const refusedRoute = await post(t, '/api/ops/consoles/consolidate', ops, {
      shipmentIds: [ids[0] as number, ...otherRoute],
      consoleType: 'CONSOL',
      payment: 'PP',
      lang: 'zh_cn',
    });
    expect(refusedRoute.json().message).toBe('所选运单航线不同：一个集运单只有一个装货港和一个卸货港');
    const pool = await post(t, '/api/ops/consoles/pool', ops, {
      mode: 'FCL',
      originPort: 'CNNGB',
      destinationPort: 'USLAX',
    });
    expect(pool.json().data.rows.map((r: Row) => r.id)).toEqual(expect.arrayContaining(ids));

    const made = await post(t, '/api/ops/consoles/consolidate', ops, {
      shipmentIds: ids,
      consoleType: 'CONSOL',
      payment: 'CC',
      masterBill: 'maeu 261100042',
      releaseType: 'TLX',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.houses).toBe(3);
    const bills = await t.database.query<{ master_bill: string }>(
      'SELECT master_bill FROM shipments WHERE id = ANY($1::int[])',
      [ids],
    );
    expect(bills.map((b) => b.master_bill)).toEqual(['MAEU261100042', 'MAEU261100042', 'MAEU261100042']);
    const console = await t.database.query<Record<string, unknown>>('SELECT * FROM consoles WHERE id = $1', [
      made.json().data.id,
    ]);
    expect(console[0]).toMatchObject({
      transport: 'SEA',
      container_mode: 'FCL',
      first_load_port: 'CNNGB',
      branch_id: ngb,
    });
    const legs = await post(t, '/api/engine/opsConsoleLeg/list', ops, {
      view: 'createShipmentAndConsole',
      relation: 'legs',
      parentId: made.json().data.id,
      page: 1,
      limit: 10,
    });
    expect(legs.statusCode, legs.body).toBe(200);
    expect(legs.json().data.rows).toMatchObject([
      { seq: 1, legMode: 'vessel', fromPort: 'CNNGB', toPort: 'USLAX', vessel: 'MSC GULSUN', voyage: '012E' },
    ]);
    const pooled = await post(t, '/api/ops/consoles/pool', ops, {
      mode: 'FCL',
      originPort: 'CNNGB',
      destinationPort: 'USLAX',
    });
    expect(pooled.json().data.rows.map((r: Row) => r.id)).not.toContain(ids[0]);
    // The manifest lists the houses with totals that are the shipments' own.
    const manifest = await list(ops, 'opsConsoleHouse', 'shipmentManifest', {
      f_consoleNo: made.json().data.consoleNo,
    });
    expect(manifest.rows.map((r) => r.shipper)).toHaveLength(3);
    expect(manifest.rows.reduce((s, r) => s + Number(r.grossWeightKg), 0)).toBe(1000 + 1001 + 1002);
    expect(manifest.rows.reduce((s, r) => s + Number(r.packages), 0)).toBe(33);
    const header = await post(t, '/api/engine/opsConsole/get', ops, {
      view: 'createShipmentAndConsole',
      id: made.json().data.id,
    });
    expect(header.json().data).toMatchObject({ houses: 3 });
    expect(Number(header.json().data.grossWeightKg)).toBe(3003);
    const bms = await list(ops, 'opsShipmentBms', 'ShipmentBms', {
      f_bmsState: 'consolidated',
      f_shipmentNo: manifest.rows[0]?.shipmentNo as string,
    });
    expect(bms.rows).toHaveLength(1);
    expect(bms.rows[0]?.consoleNo).toBe(made.json().data.consoleNo);
  });

  it('keeps a shipment on one console: a second attach is refused, also when both race', async () => {
    const lcl = {
      transport: 'SEA',
      containerMode: 'LCL',
      carrierCode: 'COSU',
      firstLoadPort: 'CNNGB',
      lastDischargePort: 'DEHAM',
      vessel: 'COSCO PRIDE',
      voyage: '101W',
    };
    const [a, b] = [await createConsole(ops, lcl), await createConsole(ops, lcl)];
    const [one, two] = await freshShipments(ngb, 'LCL', 'CNNGB', 'DEHAM', 2);
    const first = await post(t, '/api/ops/consoles/attach', ops, {
      consoleId: a?.id as number,
      shipmentIds: [one as number],
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await post(t, '/api/ops/consoles/attach', ops, {
      consoleId: b?.id as number,
      shipmentIds: [one as number],
    });
    expect(second.statusCode).toBe(400);
    // The house now travels on the console's vessel and voyage: its tracking history says so.
    const history = await t.database.query<{ field: string; new_value: string; source: string }>(
      "SELECT field, new_value, source FROM shipment_history WHERE shipment_id = $1 AND field IN ('vessel', 'voyage') ORDER BY field",
      [one],
    );
    expect(history).toEqual([
      { field: 'vessel', new_value: 'COSCO PRIDE', source: 'MANUAL' },
      { field: 'voyage', new_value: '101W', source: 'MANUAL' },
    ]);
    expect(second.json().message).toMatch(/^Shipment T\d+ is already on console CNGB/);
    const race = await Promise.all(
      [a, b, a, b].map((c) =>
        post(t, '/api/ops/consoles/attach', ops, { consoleId: c?.id as number, shipmentIds: [two as number] }),
      ),
    );
    expect(race.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(race.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 400)).toBe(true);
    const links = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM console_shipments WHERE shipment_id = $1',
      [two],
    );
    expect(links[0]?.n).toBe(1);
    const wrongRoute = await freshShipments(ngb, 'LCL', 'CNNGB', 'USLAX', 1);
    const refused = await post(t, '/api/ops/consoles/attach', ops, {
      consoleId: a?.id as number,
      shipmentIds: wrongRoute,
    });
    expect(refused.json().message).toBe("The shipment's route is not this console's");
    const foreign = await freshShipments(sha, 'LCL', 'CNNGB', 'DEHAM', 1);
    const notMine = await post(t, '/api/ops/consoles/attach', ops, {
      consoleId: a?.id as number,
      shipmentIds: foreign,
    });
    expect(notMine.json().message).toBe('Shipment not found among yours');
  });

  it('takes a house off its console and clears the master bill it had from it', async () => {
    const ids = await freshShipments(ngb, 'FCL', 'CNNGB', 'NLRTM', 2);
    const made = await post(t, '/api/ops/consoles/consolidate', ops, {
      shipmentIds: ids,
      consoleType: 'CONSOL',
      payment: 'PP',
      masterBill: 'MSCU777000111',
    });
    expect(made.statusCode, made.body).toBe(200);
    const houses = await list(ops, 'opsConsoleHouse', 'shipmentManifest', { f_consoleNo: made.json().data.consoleNo });
    const house = houses.rows[0] as Row;
    expect((await post(t, '/api/ops/consoles/detach', csr, { houseId: house.id })).statusCode).toBe(400);
    const res = await post(t, '/api/ops/consoles/detach', ops, { houseId: house.id });
    expect(res.statusCode, res.body).toBe(200);
    const after = await list(ops, 'opsConsoleHouse', 'shipmentManifest', { f_consoleNo: made.json().data.consoleNo });
    expect(after.rows).toHaveLength(1);
    const bills = await t.database.query<{ master_bill: string | null }>(
      'SELECT master_bill FROM shipments WHERE shipment_no = $1',
      [house.shipmentNo],
    );
    expect(bills[0]?.master_bill).toBeNull();
    const audit = await post(t, '/api/engine/opsConsole/audit', ops, {
      view: 'createShipmentAndConsole',
      id: made.json().data.id,
    });
    expect(audit.json().data.map((a: { action: string }) => a.action)).toEqual(['detach', 'attach', 'create']);
  });

  it('posts a ready master bill only, recording who and when', async () => {
    const ids = await freshShipments(ngb, 'AIR', 'CNPVG', 'USORD', 2);
    const made = await post(t, '/api/ops/consoles/consolidate', ops, {
      shipmentIds: ids,
      consoleType: 'CONSOL',
      payment: 'PP',
      carrierCode: 'CK',
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    const version = async () =>
      (await post(t, '/api/engine/opsConsole/get', ops, { view: 'PostingMBL', id })).json().data.version as number;
    const early = await post(t, '/api/engine/opsConsole/transition', ops, {
      view: 'PostingMBL',
      id,
      version: await version(),
      action: 'post',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/^Not ready to post/);
    await t.database.query(
      `INSERT INTO mawb_stock (awb_no, prefix, carrier_code, branch_id) VALUES ('112-77777770', '112', 'CK', $1)`,
      [ngb],
    );
    const allocated = await post(t, '/api/ops/consoles/allocateMawb', ops, { consoleId: id });
    expect(allocated.statusCode, allocated.body).toBe(200);
    const ready = await list(ops, 'opsConsole', 'PostingMBL', {
      f_readiness: 'ready',
      f_consoleNo: made.json().data.consoleNo,
    });
    expect(ready.rows).toHaveLength(1);
    const posted = await post(t, '/api/engine/opsConsole/transition', ops, {
      view: 'PostingMBL',
      id,
      version: await version(),
      action: 'post',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const row = (await post(t, '/api/engine/opsConsole/get', ops, { view: 'PostingMBL', id })).json().data;
    expect(row).toMatchObject({ postStatus: 'posted', readiness: 'posted', postedByName: 'Zhang Wei' });
    expect(row.postedAt).toBeTruthy();
    const [extra] = await freshShipments(ngb, 'AIR', 'CNPVG', 'USORD', 1);
    const locked = await post(t, '/api/ops/consoles/attach', ops, { consoleId: id, shipmentIds: [extra as number] });
    expect(locked.json().message).toBe('The master bill of this console is posted: its houses no longer change');
  });

  it('adds a stock range number by number, refusing bad check digits, unknown airlines and numbers in stock', async () => {
    const bad = await post(t, '/api/ops/mawb/addRange', ops, { firstNo: '112-55500002', count: 5, branchId: ngb });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.firstNo).toBe('The last digit must be the first seven serial digits modulo 7');
    const unknown = await post(t, '/api/ops/mawb/addRange', ops, { firstNo: '000-55500001', count: 5, branchId: ngb });
    expect(unknown.json().errors.firstNo).toBe('No airline uses this prefix');
    const count = await post(t, '/api/ops/mawb/addRange', ops, { firstNo: '112-55500001', count: 501, branchId: ngb });
    expect(count.json().errors.count).toBe('Enter a count from 1 to 500');
    const foreign = await post(t, '/api/ops/mawb/addRange', ops, { firstNo: '112-55500001', count: 5, branchId: sha });
    expect(foreign.json().errors.branchId).toBe('Choose one of your branches');
    // 5550000 % 7 = 1
    const added = await post(t, '/api/ops/mawb/addRange', ops, { firstNo: '11255500001', count: 5, branchId: ngb });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({
      count: 5,
      first: '112-55500001',
      last: '112-55500045',
      carrierCode: 'CK',
    });
    const overlap = await post(t, '/api/ops/mawb/addRange', ops, { firstNo: '112-55500034', count: 3, branchId: ngb });
    expect(overlap.json().errors.firstNo).toBe(
      'Some numbers of this range are already in stock: 112-55500034, 112-55500045',
    );
    const listed = await list(ops, 'opsMawbStock', 'mawbStock', { f_awbNo: '112-555000' });
    expect(listed.total).toBe(5);
  });

  it('allocates each air waybill once, however many allocations race for it', async () => {
    // Stock of a carrier of its own at the branch: three numbers for eight consoles asking at once.
    const range = await post(t, '/api/ops/mawb/addRange', ops, { firstNo: '784-66600004', count: 3, branchId: ngb });
    expect(range.statusCode, range.body).toBe(200);
    const consoles = [];
    for (let i = 0; i < 8; i++) {
      consoles.push(
        await createConsole(ops, { carrierCode: 'CZ', firstLoadPort: 'CNCAN', lastDischargePort: 'USLAX' }),
      );
    }
    const answers = await Promise.all(
      consoles.map((c) => post(t, '/api/ops/consoles/allocateMawb', ops, { consoleId: c.id })),
    );
    const won = answers.filter((r) => r.statusCode === 200).map((r) => r.json().data.awbNo as string);
    const free = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM mawb_stock WHERE prefix = '784' AND branch_id = $1 AND allocated_at IS NULL",
      [ngb],
    );
    expect(won).toHaveLength(3);
    expect(free[0]?.n).toBe(0);
    expect(new Set(won).size).toBe(won.length);
    const lost = answers.filter((r) => r.statusCode !== 200);
    expect(lost).toHaveLength(5);
    expect(lost.every((r) => r.json().message === 'No free air waybill of this airline at the branch')).toBe(true);
    const stock = await t.database.query<{ awb_no: string; console_id: number }>(
      'SELECT awb_no, console_id FROM mawb_stock WHERE console_id = ANY($1::int[])',
      [consoles.map((c) => c.id)],
    );
    expect(stock.map((s) => s.awb_no).sort()).toEqual([...won].sort());
    const heads = await t.database.query<{ master_bill: string }>(
      'SELECT master_bill FROM consoles WHERE id = ANY($1::int[]) AND master_bill IS NOT NULL',
      [consoles.map((c) => c.id)],
    );
    expect(heads.map((h) => h.master_bill).sort()).toEqual([...won].sort());

    // One console asking many times at once gets one number.
    await post(t, '/api/ops/mawb/addRange', ops, { firstNo: '784-66610003', count: 5, branchId: ngb });
    const single = await createConsole(ops, { carrierCode: 'CZ', firstLoadPort: 'CNCAN', lastDischargePort: 'USLAX' });
    const repeated = await Promise.all(
      Array.from({ length: 6 }, () => post(t, '/api/ops/consoles/allocateMawb', ops, { consoleId: single.id })),
    );
    expect(repeated.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const sea = await createConsole(ops, {
      transport: 'SEA',
      containerMode: 'FCL',
      carrierCode: 'MAEU',
      firstLoadPort: 'CNNGB',
      lastDischargePort: 'USLAX',
    });
    const notAir = await post(t, '/api/ops/consoles/allocateMawb', ops, { consoleId: sea.id });
    expect(notAir.json().message).toBe('Only an air console takes an air waybill');
  });
});
