import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, post, type Session, signIn } from '../../../../test/session-helpers';

type Ship = { shipmentNo: string; packages: number; grossWeightKg: string };

describe.each(ENGINES)('customs declarations on %s', (engine) => {
  let t: TestApp;
  let customs: Session;
  let ops: Session;
  let manager: Session;
  let csr: Session;
  let customer: Session;

  const VIEW = 'declaration';
  const call = (s: Session, resource: string, endpoint: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/${endpoint}`, s, { view: VIEW, ...fields });
  const get = async (id: number, s: Session = customs) => {
    const res = await call(s, 'customsDeclaration', 'get', { id });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const create = (fields: Fields, s: Session = customs) => call(s, 'customsDeclaration', 'create', fields);
  const addLine = (declarationId: number, fields: Fields, s: Session = customs) =>
    call(s, 'customsDeclarationLine', 'create', {
      relation: 'lines',
      parentId: declarationId,
      description: 'Laptops / 笔记本电脑',
      quantity: '10',
      unit: 'H87',
      packages: 1,
      grossWeightKg: '10',
      value: '1000',
      originCountry: 'CN',
      hsCode: '8471.30.0000',
      ...fields,
    });
  const move = async (id: number, action: string, s: Session = customs) =>
    call(s, 'customsDeclaration', 'transition', { id, version: (await get(id)).version, action });
  const reject = async (id: number, reason: string, lang = 'en_us') =>
    post(t, '/api/customs/declaration/reject', customs, { id, version: (await get(id)).version, reason, lang });
  const results = async (id: number) =>
    t.database.query<{ result: string; message: string | null; recorded_by: number | null }>(
      'SELECT result, message, recorded_by FROM customs_results WHERE declaration_id = $1 ORDER BY id',
      [id],
    );

  /** A Shanghai shipment leaving a Chinese port that no declaration names yet, a new one each call. */
  const shipment = async (where = "s.origin_port LIKE 'CN%'", branch = "b.code = 'SHA'"): Promise<Ship> => {
    const rows = await t.database.query<Ship>(
      `SELECT s.shipment_no AS "shipmentNo", s.packages, s.gross_weight_kg::text AS "grossWeightKg"
         FROM shipments s JOIN branches b ON b.id = s.branch_id
        WHERE ${branch} AND ${where}
          AND NOT EXISTS (SELECT 1 FROM customs_declarations d WHERE d.shipment_id = s.id)
        ORDER BY s.id LIMIT 1`,
    );
    const ship = rows[0];
    if (!ship) throw new Error('no demo shipment left');
    return ship;
  };
  /** A draft export declaration whose one line carries the shipment's whole cargo. */
  const matchingDraft = async (): Promise<number> => {
    const ship = await shipment();
    const made = await create({ shipmentNo: ship.shipmentNo, direction: 'export', currency: 'USD' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id;
    const line = await addLine(id, { packages: ship.packages, grossWeightKg: ship.grossWeightKg });
    expect(line.statusCode, line.body).toBe(200);
    return id;
  };

  beforeAll(async () => {
    t = await testApp(engine);
    customs = await signIn(t, 'customs', '10.62.0.1');
    ops = await signIn(t, 'ops', '10.62.0.2');
    manager = await signIn(t, 'manager', '10.62.0.3');
    csr = await signIn(t, 'csr', '10.62.0.4');
    customer = await signIn(t, 'customer', '10.62.0.5');
  });
  afterAll(async () => {
    await t.close();
  });

  it('come with demo declarations in every state, the story shipment’s export among them', async () => {
    const states = await t.database.query<{ status: string }>('SELECT DISTINCT status FROM customs_declarations');
    expect(states.map((s) => s.status).sort()).toEqual(['accepted', 'draft', 'rejected', 'released', 'submitted']);
    const [story] = await t.database.query<{ status: string; direction: string }>(
      `SELECT d.status, d.direction FROM customs_declarations d JOIN shipments s ON s.id = d.shipment_id
        WHERE s.company_id = (SELECT min(id) FROM companies)
          AND EXISTS (SELECT 1 FROM bookings k WHERE k.shipment_id = s.id)
          AND EXISTS (SELECT 1 FROM charge_lines l WHERE l.shipment_id = s.id AND l.invoice_id IS NOT NULL)
        ORDER BY d.id LIMIT 1`,
    );
    expect(story).toEqual({ status: 'released', direction: 'export' });
    const [mismatch] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM customs_declarations d JOIN shipments s ON s.id = d.shipment_id
        WHERE d.status <> 'draft' AND d.total_packages <> s.packages`,
    );
    expect(mismatch?.n).toBe(0);
    const [rejected] = await t.database.query<{ message: string }>(
      `SELECT message FROM customs_results WHERE result = 'rejected' ORDER BY id LIMIT 1`,
    );
    expect(rejected?.message).toMatch(/[\u4e00-\u9fff].* \/ [A-Z]/);
  });

  it('are made for a shipment of the writer’s branches, numbered per branch and year, with the branch’s defaults', async () => {
    const ship = await shipment();
    const made = await create({ shipmentNo: ship.shipmentNo.toLowerCase(), direction: 'export', currency: 'usd' });
    expect(made.statusCode, made.body).toBe(200);
    const row = await get(made.json().data.id);
    expect(row).toMatchObject({
      shipmentNo: ship.shipmentNo,
      direction: 'export',
      declarantCode: '3122260AB1',
      tradeMode: '0110',
      brokerName: 'Shanghai Pudong Harbour Customs Brokerage Co., Ltd.',
      currency: 'USD',
      status: 'draft',
      lineCount: 0,
      createdByName: 'Xu Hui',
    });
    expect(row.declarationNo).toMatch(/^SHA-CD-\d{4}-\d{6}$/);
    const [origin] = await t.database.query<{ origin_port: string }>(
      'SELECT origin_port FROM shipments WHERE shipment_no = $1',
      [ship.shipmentNo],
    );
    expect(row.clearancePort).toBe(origin?.origin_port);
    const next = await create({ shipmentNo: (await shipment()).shipmentNo, direction: 'export', currency: 'USD' });
    const following = Number(String((await get(next.json().data.id)).declarationNo).slice(-6));
    expect(following).toBe(Number(String(row.declarationNo).slice(-6)) + 1);

    const given = await create({
      shipmentNo: (await shipment()).shipmentNo,
      direction: 'import',
      currency: 'EUR',
      tradeMode: '9610',
      declarantCode: '3122990xy1',
      clearancePort: 'cnpvg',
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(await get(given.json().data.id)).toMatchObject({
      tradeMode: '9610',
      declarantCode: '3122990XY1',
      clearancePort: 'CNPVG',
    });

    const unknown = await create({ shipmentNo: 'NOPE123', direction: 'export', currency: 'USD' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors.shipmentNo).toBe('This shipment does not exist or is not in your branches');
    const zh = await create({ shipmentNo: 'NOPE123', direction: 'export', currency: 'USD', lang: 'zh_cn' });
    expect(zh.json().errors.shipmentNo).toBe('该运单不存在或不属于您的分公司');
    const badPort = await create({
      shipmentNo: ship.shipmentNo,
      direction: 'export',
      currency: 'USD',
      clearancePort: 'ZZZZZ',
    });
    expect(badPort.json().errors.clearancePort).toBe('This port is not a known UN/LOCODE');
  });

  it('check each line’s code for its format and its existence in the origin’s or destination’s tariff', async () => {
    const ship = await shipment("s.origin_port LIKE 'CN%' AND s.destination_port NOT LIKE 'US%'");
    const id = (await create({ shipmentNo: ship.shipmentNo, direction: 'export', currency: 'USD' })).json().data.id;
    const format = await addLine(id, { hsCode: '8471.3' });
    expect(format.statusCode).toBe(400);
    expect(format.json().errors.hsCode).toBe(
      'An HS code has 6, 8 or 10 digits, dots optional, like 8471.30 or 8471.30.0100',
    );
    const zh = await addLine(id, { hsCode: 'ABC', lang: 'zh_cn' });
    expect(zh.json().errors.hsCode).toBe('HS 编码为 6、8 或 10 位数字，可带点，例如 8471.30 或 8471.30.0100');
    // A US statistical number on a shipment neither leaving nor entering the US.
    expect((await addLine(id, { hsCode: '8471300100' })).json().errors.hsCode).toBe(
      'This code is not in the tariff of the origin or destination country',
    );
    expect((await addLine(id, { hsCode: '9999.99' })).json().errors.hsCode).toBe(
      'This HS subheading is not in the Harmonized System table',
    );
    expect((await addLine(id, { value: '0' })).json().errors.value).toBe('Enter a number greater than 0');
    const ok = await addLine(id, { hsCode: '8471300000' });
    expect(ok.statusCode, ok.body).toBe(200);
    const [stored] = await t.database.query<{ hs_code: string }>(
      'SELECT hs_code FROM customs_declaration_lines WHERE id = $1',
      [ok.json().data.id],
    );
    expect(stored?.hs_code).toBe('8471.30.0000');
    // An export is not estimated.
    expect(await get(id)).toMatchObject({
      lineCount: 1,
      totalValue: '1000.00',
      estimatedDuty: null,
      linesWithoutRate: 0,
    });
  });

  it('refuse a submit whose lines do not match the shipment’s cargo, in both languages', async () => {
    const ship = await shipment();
    const id = (await create({ shipmentNo: ship.shipmentNo, direction: 'export', currency: 'USD' })).json().data.id;
    const empty = await move(id, 'submit');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.totalValue).toBe('Add at least one line with a value before submitting');
    const line = await addLine(id, { packages: ship.packages - 1, grossWeightKg: ship.grossWeightKg });
    expect(line.statusCode, line.body).toBe(200);
    const short = await move(id, 'submit');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ totalPackages: "The lines' packages must equal the shipment's" });
    expect(short.json().message).toContain(`${ship.packages - 1} of ${ship.packages} packages`);
    const zh = await call(customs, 'customsDeclaration', 'transition', {
      id,
      version: (await get(id)).version,
      action: 'submit',
      lang: 'zh_cn',
    });
    expect(zh.json().errors.totalPackages).toBe('商品项件数合计须与运单件数相同');
    // Within 1 % of the weight and the packages complete: it goes.
    const lineId = line.json().data.id;
    const heavy = (Number(ship.grossWeightKg) * 1.005).toFixed(3);
    const fixed = await call(customs, 'customsDeclarationLine', 'update', {
      relation: 'lines',
      parentId: id,
      id: lineId,
      version: 1,
      packages: ship.packages,
      grossWeightKg: heavy,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const submitted = await move(id, 'submit');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await get(id)).toMatchObject({ status: 'submitted', submittedByName: 'Xu Hui' });
    expect((await get(id)).submittedAt).toBeTruthy();
  });

  it('move through accepted and released, recording who and when and each customs result', async () => {
    const id = await matchingDraft();
    expect((await move(id, 'accept')).statusCode).toBe(400);
    expect((await move(id, 'submit')).statusCode).toBe(200);
    // Submitted: no longer edited, nor its lines.
    const edit = await call(customs, 'customsDeclaration', 'update', {
      id,
      version: (await get(id)).version,
      brokerName: 'Other broker',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('Only a draft or rejected declaration can be changed');
    expect((await addLine(id, {})).statusCode).toBe(409);
    expect(await results(id)).toEqual([]);
    expect((await move(id, 'accept')).statusCode).toBe(200);
    expect((await move(id, 'release')).statusCode).toBe(200);
    const row = await get(id);
    expect(row).toMatchObject({ status: 'released', decidedByName: 'Xu Hui', releasedByName: 'Xu Hui' });
    expect(row.decidedAt).toBeTruthy();
    expect(row.releasedAt).toBeTruthy();
    const customsId = (await t.database.query<{ id: number }>(`SELECT id FROM users WHERE user_name = 'customs'`))[0]
      ?.id;
    expect(await results(id)).toEqual([
      { result: 'accepted', message: null, recorded_by: customsId },
      { result: 'released', message: null, recorded_by: customsId },
    ]);
    // Released is the end: not rejected, not submitted again.
    expect((await reject(id, 'too late')).statusCode).toBe(409);
    expect((await move(id, 'submit')).statusCode).toBe(400);
    const list = await post(t, '/api/engine/customsResult/list', customs, {
      view: 'CustomsResults',
      page: 1,
      limit: 10,
      f_declarationNo: row.declarationNo,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json()
        .data.rows.map((r: { result: string }) => r.result)
        .sort(),
    ).toEqual(['accepted', 'released']);
    expect(list.json().data.rows[0]).toMatchObject({ shipmentNo: row.shipmentNo, recordedByName: 'Xu Hui' });
  });

  it('are rejected only with customs’ reason, then corrected and submitted again', async () => {
    const id = await matchingDraft();
    expect((await reject(id, 'not yet')).statusCode).toBe(409);
    expect((await move(id, 'submit')).statusCode).toBe(200);
    const blank = await reject(id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.reason).toBe('Give the reason customs gave for the rejection');
    expect((await reject(id, '', 'zh_cn')).json().errors.reason).toBe('请填写海关给出的退单原因');
    const reason = '申报品名与商品编码不符 / Description does not match the code';
    const done = await reject(id, reason);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Rejection recorded');
    expect(await get(id)).toMatchObject({ status: 'rejected', rejectReason: reason, decidedByName: 'Xu Hui' });
    expect((await results(id)).map((r) => [r.result, r.message])).toEqual([['rejected', reason]]);
    // Rejected: corrected and submitted again, the reason cleared; the result stays.
    const edit = await call(customs, 'customsDeclaration', 'update', {
      id,
      version: (await get(id)).version,
      brokerName: 'Corrected broker',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await move(id, 'submit')).statusCode).toBe(200);
    expect(await get(id)).toMatchObject({ status: 'submitted', rejectReason: null, brokerName: 'Corrected broker' });
    expect(await results(id)).toHaveLength(1);
    // The audit names the rejection.
    const audit = await call(customs, 'customsDeclaration', 'audit', { id });
    expect(audit.json().data.map((a: { action: string }) => a.action)).toContain('reject');
  });

  it('estimate an import’s duty from the US ad valorem rate, and China’s duty plus 13 % VAT', async () => {
    const us = await shipment("s.origin_port LIKE 'CN%'");
    await t.database.query(`UPDATE shipments SET destination_port = 'USLAX' WHERE shipment_no = $1`, [us.shipmentNo]);
    const usId = (await create({ shipmentNo: us.shipmentNo, direction: 'import', currency: 'USD' })).json().data.id;
    expect(await get(usId)).toMatchObject({ entryCountry: 'US', clearancePort: 'USLAX' });
    const shirts = await addLine(usId, { hsCode: '6109.10.0012', unit: 'DZN', value: '1000' });
    expect(shirts.statusCode, shirts.body).toBe(200);
    expect((await addLine(usId, { hsCode: '8471.30.0100', value: '2500.50' })).statusCode).toBe(200);
    // A subheading alone has no rate: no estimate for that line, and the declaration says so.
    expect((await addLine(usId, { hsCode: '6109.10', unit: 'DZN', value: '300' })).statusCode).toBe(200);
    const lines = await call(customs, 'customsDeclarationLine', 'list', {
      relation: 'lines',
      parentId: usId,
      page: 1,
      limit: 10,
      orderByColumn: 'hsCode',
      isAsc: 'asc',
    });
    expect(
      lines.json().data.rows.map((r: Record<string, unknown>) => [r.hsCode, r.dutyRate, r.dutyEstimate, r.vatEstimate]),
    ).toEqual([
      ['6109.10', null, null, null],
      ['6109.10.0012', '16.500', '165.00', null],
      ['8471.30.0100', '0.000', '0.00', null],
    ]);
    expect(await get(usId)).toMatchObject({
      totalValue: '3800.50',
      estimatedDuty: '165.00',
      estimatedVat: null,
      linesWithoutRate: 1,
    });

    const cn = await shipment("s.origin_port LIKE 'CN%'");
    await t.database.query(
      `UPDATE shipments SET origin_port = 'AUSYD', destination_port = 'CNSHA' WHERE shipment_no = $1`,
      [cn.shipmentNo],
    );
    const cnId = (await create({ shipmentNo: cn.shipmentNo, direction: 'import', currency: 'CNY' })).json().data.id;
    const honey = await addLine(cnId, { hsCode: '0409.00.0000', unit: 'KGM', value: '10000', originCountry: 'AU' });
    expect(honey.statusCode, honey.body).toBe(200);
    expect(await get(cnId)).toMatchObject({ estimatedDuty: '1500.00', estimatedVat: '1495.00', currency: 'CNY' });
    // The estimate follows a changed value.
    const changed = await call(customs, 'customsDeclarationLine', 'update', {
      relation: 'lines',
      parentId: cnId,
      id: honey.json().data.id,
      version: 1,
      value: '2000',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await get(cnId)).toMatchObject({ estimatedDuty: '300.00', estimatedVat: '299.00' });
  });

  it('show their estimate on the duty charge view beside the charged DUT and VAT lines', async () => {
    // A charged shipment of an office Shanghai controls (declared with Shanghai's settings), one of
    // its lines made the import duty charged.
    const ship = await shipment(
      'EXISTS (SELECT 1 FROM charge_lines l WHERE l.shipment_id = s.id)',
      `b.controlling_office_id = (SELECT id FROM branches WHERE code = 'SHA')`,
    );
    await t.database.query(
      `UPDATE charge_lines SET charge_code = 'DUT'
        WHERE id = (SELECT min(l.id) FROM charge_lines l JOIN shipments s ON s.id = l.shipment_id WHERE s.shipment_no = $1)`,
      [ship.shipmentNo],
    );
    await t.database.query(`UPDATE shipments SET destination_port = 'USNYC' WHERE shipment_no = $1`, [ship.shipmentNo]);
    const duty = async () => {
      const res = await post(t, '/api/engine/chargeView/list', manager, {
        view: 'duty',
        page: 1,
        limit: 20,
        f_shipmentNo: ship.shipmentNo,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.rows as Record<string, unknown>[];
    };
    expect((await duty()).every((r) => r.estimatedDuty === null)).toBe(true);
    const id = (await create({ shipmentNo: ship.shipmentNo, direction: 'import', currency: 'USD' })).json().data.id;
    const line = await addLine(id, {
      hsCode: '6109.10.0012',
      unit: 'DZN',
      value: '2000',
      packages: ship.packages,
      grossWeightKg: ship.grossWeightKg,
    });
    expect(line.statusCode, line.body).toBe(200);
    const rows = await duty();
    expect(rows.length).toBeGreaterThan(0);
    const { declarationNo } = await get(id);
    for (const row of rows) {
      expect(row).toMatchObject({
        estimateDeclarationNo: declarationNo,
        estimatedDuty: '330.00',
        estimateCurrency: 'USD',
      });
    }
    // Other kinds of charge carry no estimate.
    const local = await post(t, '/api/engine/chargeView/list', manager, {
      view: 'freightcharge',
      page: 1,
      limit: 50,
    });
    expect(local.json().data.rows.every((r: Record<string, unknown>) => r.estimatedDuty === null)).toBe(true);
    // A rejected declaration's estimate no longer counts.
    expect((await move(id, 'submit')).statusCode).toBe(200);
    expect((await reject(id, 'Wrong code')).statusCode).toBe(200);
    expect((await duty()).every((r) => r.estimatedDuty === null)).toBe(true);
  });

  it('are written by the customs desk only, read by managers and by operations within their branches', async () => {
    const id = await matchingDraft();
    const { declarationNo } = await get(id);
    // A customer sees neither page.
    for (const [resource, view] of [
      ['customsDeclaration', 'declaration'],
      ['customsResult', 'CustomsResults'],
    ] as const) {
      const res = await post(t, `/api/engine/${resource}/list`, customer, { view, page: 1, limit: 10 });
      expect(res.statusCode).toBe(403);
    }
    // A manager of the Shanghai offices and Shanghai customer service read it, and write nothing.
    expect((await get(id, manager)).declarationNo).toBe(declarationNo);
    expect((await get(id, csr)).declarationNo).toBe(declarationNo);
    const ship = await shipment();
    expect(
      (await create({ shipmentNo: ship.shipmentNo, direction: 'export', currency: 'USD' }, manager)).statusCode,
    ).toBe(403);
    expect((await move(id, 'submit', csr)).statusCode).toBe(403);
    expect((await addLine(id, {}, manager)).statusCode).toBe(403);
    const managerReject = await post(t, '/api/customs/declaration/reject', manager, {
      id,
      version: (await get(id)).version,
      reason: 'x',
    });
    expect(managerReject.statusCode).toBe(403);
    // Ningbo operations do not see a Shanghai declaration, nor can they name a Shanghai shipment.
    const listed = await post(t, '/api/engine/customsDeclaration/list', ops, {
      view: VIEW,
      page: 1,
      limit: 50,
      f_declarationNo: declarationNo,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.rows).toEqual([]);
    expect((await call(ops, 'customsDeclaration', 'get', { id })).statusCode).toBe(404);
    const branches = await post(t, '/api/engine/customsDeclaration/list', ops, { view: VIEW, page: 1, limit: 50 });
    const ningbo = (await t.database.query<{ id: number }>(`SELECT id FROM branches WHERE code = 'NGB'`))[0]?.id;
    expect(branches.json().data.rows.every((r: { branchId: number }) => r.branchId === ningbo)).toBe(true);
  });
});
