import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';

type Row = Record<string, unknown>;

describe.each(ENGINES)('cross-border e-commerce (9610) on %s', (engine) => {
  let t: TestApp;
  let customs: Session;
  let ops: Session;
  let manager: Session;
  let customer: Session;
  let szx: number;

  const call = (s: Session, resource: string, endpoint: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/${endpoint}`, s, fields);
  const batches = (s: Session, fields: Fields = {}) =>
    call(s, 'ecommerceBatch', 'list', { view: 'pms9610', page: 1, limit: 50, ...fields });
  const batchRow = async (batchNo: string): Promise<Row> => {
    const res = await batches(customs, { f_batchNo: batchNo });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.rows[0];
  };
  /** How a call reaches an order: through its batch's child list on pms9610. */
  const through = async (id: number): Promise<Fields> => ({
    view: 'pms9610',
    relation: 'orders',
    parentId: await idOf(t, 'SELECT batch_id AS id FROM customs_ecommerce_orders WHERE id = $1', [id]),
    id,
  });
  const order = async (id: number): Promise<Row> => {
    const r = await call(customs, 'ecommerceOrder', 'get', await through(id));
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data;
  };
  const addOrder = (batchId: number, fields: Fields, s: Session = customs) =>
    call(s, 'ecommerceOrder', 'create', { view: 'pms9610', relation: 'orders', parentId: batchId, ...fields });
  const step = async (id: number, action: string) =>
    call(customs, 'ecommerceOrder', 'transition', {
      ...(await through(id)),
      version: (await order(id)).version as number,
      action,
    });
  const routes = (fields: Fields) =>
    call(customs, 'ecommerceRoute', 'list', { view: 'pmsHvlv', page: 1, limit: 50, ...fields });

  const COMPLETE: Fields = {
    orderDate: '2026-11-20',
    platform: 'Amazon UK',
    sellerName: 'Test Seller Ltd',
    buyerName: 'Tom Baker',
    destinationCountry: 'GB',
    waybillNo: 'yt9000000001',
    goodsDescription: 'Cotton T-shirts',
    hsCode: '610910',
    quantity: '3',
    declaredValue: '130.00',
    currency: 'gbp',
    grossWeight: '1.250',
  };

  beforeAll(async () => {
    t = await testApp(engine);
    customs = await signIn(t, 'customs', '10.96.0.1');
    ops = await signIn(t, 'ops', '10.96.0.2');
    manager = await signIn(t, 'manager', '10.96.0.3');
    customer = await signIn(t, 'customer', '10.96.0.4');
    szx = await idOf(t, "SELECT id FROM branches WHERE code = 'SZX'");
  });
  afterAll(async () => {
    await t.close();
  });

  it("sums the demo batch's orders by state, checklist and route", async () => {
    const demo = await batchRow('SZX9610-2611-001');
    expect(demo).toMatchObject({
      orderCount: 28,
      draftCount: 12,
      readyCount: 5,
      declaredCount: 5,
      releasedCount: 5,
      rejectedCount: 1,
      incompleteCount: 6,
      valueByCurrency: 'AUD 3587.00, EUR 826.00, GBP 579.00, USD 5716.51',
    });
    expect(Number(demo.lowValueCount)).toBeGreaterThan(0);
    expect(Number(demo.highValueCount)).toBeGreaterThan(0);
    const gaps = await call(customs, 'ecommerceGap', 'list', {
      view: 'pms9610',
      relation: 'gaps',
      parentId: demo.id as number,
      page: 1,
      limit: 50,
    });
    expect(gaps.statusCode, gaps.body).toBe(200);
    expect(gaps.json().data.rows).toContainEqual(
      expect.objectContaining({ orderNo: 'TMU-US-70008', item: 'waybillNo' }),
    );
    // Exactly at the threshold is low value; a cent above it is high; a dollar with no rate to AUD goes high.
    const routed = await routes({ f_orderNo: 'AMZ-US-7000' });
    const byNo = Object.fromEntries(routed.json().data.rows.map((r: Row) => [r.orderNo, r]));
    expect(byNo['AMZ-US-70003']).toMatchObject({
      valueRoute: 'low',
      thresholdAmount: '800.00',
      thresholdCurrency: 'USD',
    });
    expect(byNo['AMZ-US-70004']).toMatchObject({ valueRoute: 'high', routeNote: null });
    const noRate = (await routes({ f_orderNo: 'ALX-AU-70021' })).json().data.rows[0];
    expect(noRate).toMatchObject({ valueRoute: 'high', routeNote: 'no_rate', thresholdCurrency: 'AUD' });
  });

  it('creates orders in a batch, keeps their checklist and enforces it on declaring', async () => {
    const made = await call(customs, 'ecommerceBatch', 'create', {
      view: 'pms9610',
      batchNo: 'szx-test-001',
      branchId: szx,
      sellerName: 'Test Seller Ltd',
    });
    expect(made.statusCode, made.body).toBe(200);
    const batchId = made.json().data.id as number;
    expect(
      (
        await call(customs, 'ecommerceBatch', 'create', { view: 'pms9610', batchNo: 'SZX-TEST-001', branchId: szx })
      ).json().errors.batchNo,
    ).toBe('This batch number is already used');

    expect((await addOrder(batchId, { ...COMPLETE, orderNo: 'T-1', hsCode: '61091' })).json().errors.hsCode).toBe(
      'An HS code has 6, 8 or 10 digits, dots optional, like 8471.30 or 8471.30.0100',
    );
    expect(
      (await addOrder(batchId, { ...COMPLETE, orderNo: 'T-1', declaredValue: '0' })).json().errors.declaredValue,
    ).toBe('Enter an amount above 0 with at most 2 decimals');

    const sparse = await addOrder(batchId, { orderNo: 'T-1', orderDate: '2026-11-20', destinationCountry: 'GB' });
    expect(sparse.statusCode, sparse.body).toBe(200);
    const id = sparse.json().data.id as number;
    expect(await order(id)).toMatchObject({
      status: 'draft',
      missingCount: 10,
      branchId: szx,
      valueRoute: 'high',
      routeNote: 'no_value',
    });

    const refused = await step(id, 'declare');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({
      platform: 'Enter the e-commerce platform before declaring',
      hsCode: 'Enter the HS code before declaring',
      grossWeight: 'Enter a gross weight above 0 before declaring',
    });
    const zh = await post(t, '/api/engine/ecommerceOrder/transition', customs, {
      ...(await through(id)),
      version: (await order(id)).version as number,
      action: 'markReady',
      lang: 'zh_cn',
    });
    expect(zh.json().errors.hsCode).toBe('申报前请填写 HS 编码');

    const { orderNo: _n, orderDate: _d, destinationCountry: _c, ...rest } = COMPLETE;
    const edited = await call(customs, 'ecommerceOrder', 'update', {
      ...(await through(id)),
      version: (await order(id)).version as number,
      ...rest,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await order(id)).toMatchObject({
      missingCount: 0,
      hsCode: '6109.10',
      currency: 'GBP',
      waybillNo: 'YT9000000001',
      valueRoute: 'low',
      thresholdAmount: '135.00',
    });
    expect((await step(id, 'markReady')).statusCode).toBe(200);
    expect((await step(id, 'reject')).statusCode).toBe(400);
    expect((await step(id, 'declare')).statusCode).toBe(200);
    expect(await order(id)).toMatchObject({ status: 'declared' });

    // A declared order takes only the reason customs gave; rejecting needs it.
    expect((await step(id, 'reject')).json().errors.rejectReason).toBe(
      'Write the reason customs gave in the rejection reason before marking the order rejected',
    );
    const reason = await call(customs, 'ecommerceOrder', 'update', {
      ...(await through(id)),
      version: (await order(id)).version as number,
      buyerName: 'Someone Else',
      rejectReason: 'Buyer ID missing',
    });
    expect(reason.statusCode, reason.body).toBe(200);
    expect(await order(id)).toMatchObject({ buyerName: 'Tom Baker', rejectReason: 'Buyer ID missing' });
    expect((await step(id, 'reject')).statusCode).toBe(200);
    expect((await step(id, 'reopen')).statusCode).toBe(200);

    const second = await addOrder(batchId, { ...COMPLETE, orderNo: 'T-2', declaredValue: '50.50', grossWeight: '0.5' });
    expect(second.statusCode, second.body).toBe(200);
    expect((await addOrder(batchId, { ...COMPLETE, orderNo: 't-2' })).json().errors.orderNo).toBe(
      'This order number is already in the branch',
    );
    expect(await batchRow('SZX-TEST-001')).toMatchObject({
      orderCount: 2,
      draftCount: 2,
      declaredCount: 0,
      incompleteCount: 0,
      valueByCurrency: 'GBP 180.50',
      grossWeight: '1.750',
      lowValueCount: 2,
      highValueCount: 0,
    });
  });

  it('routes again when a threshold of the branch changes', async () => {
    const batchId = await idOf(t, "SELECT id FROM customs_ecommerce_batches WHERE batch_no = 'SZX-TEST-001'");
    const made = await addOrder(batchId, { ...COMPLETE, orderNo: 'T-3', declaredValue: '134.99' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    expect(await order(id)).toMatchObject({ valueRoute: 'low' });

    const configurationId = await idOf(t, 'SELECT id FROM customs_configurations WHERE branch_id = $1', [szx]);
    const thresholdId = await idOf(
      t,
      "SELECT id FROM customs_value_thresholds WHERE configuration_id = $1 AND destination_country = 'GB'",
      [configurationId],
    );
    const threshold = (fields: Fields) =>
      call(customs, 'customsThreshold', 'update', {
        view: 'CustomsConfiguration',
        relation: 'thresholds',
        parentId: configurationId,
        id: thresholdId,
        ...fields,
      });
    const version = async () =>
      idOf(t, 'SELECT version AS id FROM customs_value_thresholds WHERE id = $1', [thresholdId]);
    const lowered = await threshold({ version: await version(), thresholdAmount: '100' });
    expect(lowered.statusCode, lowered.body).toBe(200);

    const high = await routes({ f_valueRoute: 'high', f_destinationCountry: 'GB', f_batchNo: 'SZX-TEST-001' });
    expect(
      high
        .json()
        .data.rows.map((r: Row) => r.orderNo)
        .sort(),
    ).toEqual(['T-1', 'T-3']);
    expect(high.json().data.rows[0]).toMatchObject({ thresholdAmount: '100.00' });
    // Declared parcels keep the route they were declared under.
    expect((await routes({ f_orderNo: 'AMZ-UK-70012' })).json().data.rows[0]).toMatchObject({
      valueRoute: 'low',
      thresholdAmount: '135.00',
    });

    // In US dollars: converted to pounds at the order day's rate.
    const usd = await threshold({ version: await version(), thresholdAmount: '135', currency: 'USD' });
    expect(usd.statusCode, usd.body).toBe(200);
    const inUsd = (await routes({ f_orderNo: 'T-3' })).json().data.rows[0];
    expect(inUsd).toMatchObject({ thresholdCurrency: 'USD', valueRoute: 'high', routeNote: null });
    expect(Number(inUsd.valueInThresholdCurrency)).toBeGreaterThan(135);
    expect(Number(inUsd.routeRate)).toBeGreaterThan(1);

    const back = await threshold({ version: await version(), thresholdAmount: '135', currency: 'GBP' });
    expect(back.statusCode, back.body).toBe(200);
    const low = await routes({ f_valueRoute: 'low', f_destinationCountry: 'GB', f_batchNo: 'SZX-TEST-001' });
    expect(
      low
        .json()
        .data.rows.map((r: Row) => r.orderNo)
        .sort(),
    ).toEqual(['T-1', 'T-2', 'T-3']);
  });

  it('is written by customs staff, read by managers and operations, closed to customers', async () => {
    expect((await batches(manager)).statusCode).toBe(200);
    expect((await batches(ops)).statusCode).toBe(200);
    expect((await batches(customer)).statusCode).toBe(403);
    expect((await routes({})).statusCode).toBe(200);
    expect((await call(ops, 'ecommerceRoute', 'list', { view: 'pmsHvlv', page: 1, limit: 10 })).statusCode).toBe(200);
    expect((await call(customer, 'ecommerceRoute', 'list', { view: 'pmsHvlv', page: 1, limit: 10 })).statusCode).toBe(
      403,
    );
    expect(
      (await call(manager, 'ecommerceBatch', 'create', { view: 'pms9610', batchNo: 'X-1', branchId: szx })).statusCode,
    ).toBe(403);
    const batchId = await idOf(t, "SELECT id FROM customs_ecommerce_batches WHERE batch_no = 'SZX-TEST-001'");
    expect((await addOrder(batchId, { ...COMPLETE, orderNo: 'T-9' }, ops)).statusCode).toBe(403);
    // Operations (Ningbo) sees its own branch's batches only.
    expect((await batches(ops)).json().data.rows).toEqual([]);
  });
});
