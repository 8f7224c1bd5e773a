import { costTotals, formatCostTotals, parsePedimento } from '@tidemark/domain/ops/drayage/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';
import { pedimentoSerialSql } from './seed';

describe.each(ENGINES)('drayage on %s', (engine) => {
  let t: TestApp;
  let ops: Session;
  let csr: Session;
  let finance: Session;
  let customer: Session;
  let ngb: number;

  const call = (s: Session, resource: string, action: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/${action}`, s, fields);
  const order = async (s: Session, id: number, view = 'drayage') =>
    (await call(s, 'drayageOrder', 'get', { view, id })).json().data;
  const through = (s: Session, relation: 'appointments' | 'costs', parentId: number, action: string, fields: Fields) =>
    call(s, relation === 'appointments' ? 'drayageAppointment' : 'drayageCost', action, {
      view: 'drayage',
      relation,
      parentId,
      ...fields,
    });
  const book = (s: Session, orderId: number, kind: string, fields: Fields = {}) =>
    through(s, 'appointments', orderId, 'create', {
      kind,
      windowFrom: '2026-12-01T08:00:00+08:00',
      windowTo: '2026-12-01T11:00:00+08:00',
      ...fields,
    });
  const complete = async (s: Session, orderId: number, appointmentId: number) => {
    const appt = (await through(s, 'appointments', orderId, 'get', { id: appointmentId })).json().data;
    return through(s, 'appointments', orderId, 'transition', {
      id: appointmentId,
      version: appt.version,
      action: 'complete',
    });
  };

  /**
   * A box of the ops desk's branch with no drayage order, discharged at Oakland two days ago (a
   * terminal event as a carrier's feed brings it), so it is on hand there.
   */
  const freeBoxOnHand = async () => {
    const box = (
      await t.database.query<{ id: number; container_no: string; shipment_id: number }>(
        `SELECT c.id, c.container_no, c.shipment_id FROM containers c JOIN shipments s ON s.id = c.shipment_id
          WHERE s.branch_id = $1
            AND NOT EXISTS (SELECT 1 FROM drayage_orders o WHERE o.container_id = c.id)
            AND NOT EXISTS (SELECT 1 FROM depot_containers d WHERE d.id = c.id)
            AND NOT EXISTS (SELECT 1 FROM containers c2 WHERE c2.container_no = c.container_no AND c2.id <> c.id)
          ORDER BY c.id LIMIT 1`,
        [ngb],
      )
    )[0];
    if (!box) throw new Error('no box of the branch out of play in the demo data');
    await t.database.query(
      `INSERT INTO tracking_events (shipment_id, container_id, code, status, leg, location, occurred_at, source)
       VALUES ($1, $2, 'DISCHARGED', 3, 'last_mile', 'USOAK', now() - interval '2 days', 'TERMINAL')`,
      [box.shipment_id, box.id],
    );
    return { ...box, depot: 'USOAK' };
  };

  const newOrder = async (containerNo: string, port: string, fields: Fields = {}, view = 'drayage') =>
    call(ops, view === 'drayage' ? 'drayageOrder' : 'drayageOtrMex', 'create', {
      view,
      containerNo,
      port,
      pickupPlace: 'Terminal gate 3',
      deliveryPlace: 'Consignee warehouse, Dock 2',
      trucker: 'Harbor Freight Lines',
      ...fields,
    });

  beforeAll(async () => {
    t = await testApp(engine);
    ops = await signIn(t, 'ops');
    csr = await signIn(t, 'csr');
    finance = await signIn(t, 'finance');
    customer = await signIn(t, 'customer');
    ngb = await idOf(t, `SELECT id FROM branches WHERE code = 'NGB'`);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('demo data', () => {
    it('numbers the pedimentos of a million-shipment seed, whose container ids times the spreading prime pass the integer range', async () => {
      const rows = await t.database.query<{ small: string; large: string }>(
        `SELECT ${pedimentoSerialSql('$1::int')} AS small, ${pedimentoSerialSql('$2::int')} AS large`,
        [12, 2_400_000],
      );
      expect(rows).toEqual([{ small: '095028', large: '600000' }]);
    });

    it('has orders in every status but cancelled, in both languages, cross-border ones with valid entries', async () => {
      const rows = await t.database.query<{
        status: string;
        trucker: string;
        cross_border: boolean;
        pedimento: string | null;
      }>('SELECT status, trucker, cross_border, pedimento FROM drayage_orders');
      for (const status of ['open', 'scheduled', 'picked_up', 'delivered', 'empty_returned']) {
        expect(
          rows.some((r) => r.status === status),
          status,
        ).toBe(true);
      }
      expect(rows.some((r) => /[\u4e00-\u9fff]/.test(r.trucker))).toBe(true);
      expect(rows.some((r) => /^[A-Za-z ]+$/.test(r.trucker))).toBe(true);
      expect(rows.some((r) => r.cross_border)).toBe(true);
      const entries = rows.filter((r) => r.pedimento !== null);
      expect(entries.length).toBeGreaterThan(0);
      for (const r of entries) expect(parsePedimento(r.pedimento ?? ''), r.pedimento ?? '').not.toBeNull();
    });

    it('totals each order as the cost rules do, and completes appointments with the box’s own events', async () => {
      const lines = await t.database.query<{ order_id: number; currency: string; amount: string }>(
        'SELECT order_id, currency, amount::text AS amount FROM drayage_costs',
      );
      const orders = await t.database.query<{ id: number; cost_total: string | null }>(
        'SELECT id, cost_total FROM drayage_orders',
      );
      for (const o of orders) {
        expect(o.cost_total, String(o.id)).toBe(formatCostTotals(costTotals(lines.filter((l) => l.order_id === o.id))));
      }
      const mismatched = await t.database.query(
        `SELECT a.id FROM drayage_appointments a
           JOIN drayage_orders o ON o.id = a.order_id
           LEFT JOIN tracking_events e ON e.id = a.event_id
          WHERE a.status = 'completed'
            AND (e.id IS NULL OR e.container_id <> o.container_id
                 OR e.code <> CASE a.kind WHEN 'pickup' THEN 'OUT_GATE' WHEN 'delivery' THEN 'DELIVERED' ELSE 'EMPTY_RETURN' END)`,
      );
      expect(mismatched).toEqual([]);
      const replaced = await t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM drayage_appointments WHERE status = 'replaced'`,
      );
      expect(replaced[0]?.n).toBeGreaterThan(0);
    });
  });

  describe('orders', () => {
    it('are made for a container of the user’s branches, numbered and linked to its shipment', async () => {
      const box = await freeBoxOnHand();
      const res = await newOrder(box.container_no.toLowerCase(), box.depot);
      expect(res.statusCode, res.body).toBe(200);
      const created = await order(ops, res.json().data.id);
      expect(created).toMatchObject({
        containerNo: box.container_no,
        containerId: box.id,
        shipmentId: box.shipment_id,
        branchId: ngb,
        status: 'open',
        crossBorder: false,
      });
      expect(created.orderNo).toMatch(/^DR\d{8}$/);
      // One open order per container.
      const again = await newOrder(box.container_no, box.depot);
      expect(again.statusCode).toBe(400);
      expect(again.json().errors.containerNo).toBe('This container already has an open drayage order');
      // Its fields change, its container does not.
      const edit = (fields: Fields) =>
        call(ops, 'drayageOrder', 'update', { view: 'drayage', id: created.id, version: created.version, ...fields });
      const moved = await edit({ containerNo: 'MSCU6639870' });
      expect(moved.json().errors?.containerNo).toBe(
        'An order keeps its container: cancel it and make a new order for another one',
      );
      const saved = await edit({ containerNo: box.container_no, trucker: 'Coastline Container Express' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await order(ops, created.id)).trucker).toBe('Coastline Container Express');
      // An order not yet under way can be cancelled, and then takes no more costs.
      const current = await order(ops, created.id);
      const cancelled = await call(ops, 'drayageOrder', 'transition', {
        view: 'drayage',
        id: created.id,
        version: current.version,
        action: 'cancel',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const cost = await through(ops, 'costs', created.id, 'create', {
        charge: 'BASE',
        currency: 'USD',
        amount: '500',
      });
      expect(cost.json().errors?.charge).toBe('This order is cancelled: it takes no more costs');
    });

    it('refuse a container of another branch, a wrong number and missing fields, on the fields', async () => {
      const foreign = (
        await t.database.query<{ container_no: string }>(
          `SELECT c.container_no FROM containers c JOIN shipments s ON s.id = c.shipment_id
            WHERE s.branch_id <> $1
              AND NOT EXISTS (SELECT 1 FROM containers c2 JOIN shipments s2 ON s2.id = c2.shipment_id
                               WHERE c2.container_no = c.container_no AND s2.branch_id = $1)
            LIMIT 1`,
          [ngb],
        )
      )[0];
      const res = await newOrder(foreign?.container_no ?? '', 'USLAX');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.containerNo).toBe('No container with this number on a shipment of your branches');
      const wrong = await newOrder('MSCU1234567', 'USLAX', { trucker: '' });
      expect(wrong.statusCode).toBe(400);
      expect(Object.keys(wrong.json().errors).sort()).toEqual(['containerNo', 'trucker']);
    });

    it('are not shown to other branches, to customers, nor changed by finance', async () => {
      const id = await idOf(t, 'SELECT id FROM drayage_orders WHERE branch_id = $1 ORDER BY id LIMIT 1', [ngb]);
      expect((await call(csr, 'drayageOrder', 'get', { view: 'drayage', id })).statusCode).toBe(404);
      expect((await call(customer, 'drayageOrder', 'list', { view: 'drayage' })).statusCode).toBe(403);
      expect((await call(finance, 'drayageOrder', 'list', { view: 'drayage' })).statusCode).toBe(403);
      const listed = (await call(csr, 'drayageOrder', 'list', { view: 'drayage', limit: 50 })).json().data.rows;
      expect(listed.every((r: { branchId: number }) => r.branchId !== ngb)).toBe(true);
    });
  });

  describe('appointments', () => {
    let orderId: number;
    let box: { id: number; container_no: string; depot: string; shipment_id: number };

    beforeAll(async () => {
      box = await freeBoxOnHand();
      orderId = (await newOrder(box.container_no, box.depot, { returnPlace: 'Pier A empty yard' })).json().data.id;
    });

    it('book the original first, and a change only with its ISA reason, keeping the earlier one', async () => {
      const first = await book(ops, orderId, 'pickup');
      expect(first.statusCode, first.body).toBe(200);
      expect((await order(ops, orderId)).status).toBe('scheduled');

      const noReason = await book(ops, orderId, 'pickup', {
        windowFrom: '2026-12-02T08:00:00+08:00',
        windowTo: '2026-12-02T10:00:00+08:00',
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors.reason).toBe('Changing an appointment needs the ISA change reason');

      const backwards = await book(ops, orderId, 'pickup', {
        reason: 'RESCHEDULE',
        windowFrom: '2026-12-02T10:00:00+08:00',
        windowTo: '2026-12-02T08:00:00+08:00',
      });
      expect(backwards.json().errors.windowTo).toBe('The window must end after it starts');

      const moved = await book(ops, orderId, 'pickup', {
        reason: 'TRUCKER ERROR',
        windowFrom: '2026-12-02T08:00:00+08:00',
        windowTo: '2026-12-02T10:00:00+08:00',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const history = (
        await through(ops, 'appointments', orderId, 'list', { orderByColumn: 'createdAt', isAsc: 'asc' })
      )
        .json()
        .data.rows.map((r: { reason: string; status: string }) => [r.reason, r.status]);
      expect(history).toEqual([
        ['ORIGINAL APPT', 'replaced'],
        ['TRUCKER ERROR', 'booked'],
      ]);
      expect(new Date((await order(ops, orderId)).pickupFrom).toISOString()).toBe('2026-12-02T00:00:00.000Z');
    });

    it('complete in turn, each writing the tracking event the public page shows', async () => {
      const delivery = (await book(ops, orderId, 'delivery')).json().data.id;
      const early = await complete(ops, orderId, delivery);
      expect(early.statusCode).toBe(400);
      expect(early.json().errors.kind).toBe('Complete the pickup first');

      const pickup = await idOf(
        t,
        `SELECT id FROM drayage_appointments WHERE order_id = $1 AND kind = 'pickup' AND status = 'booked'`,
        [orderId],
      );
      expect((await complete(ops, orderId, pickup)).statusCode).toBe(200);
      const events = await t.database.query<{ code: string; location: string; source: string; id: number }>(
        'SELECT id, code, location, source FROM tracking_events WHERE container_id = $1 ORDER BY occurred_at DESC, id DESC LIMIT 1',
        [box.id],
      );
      expect(events[0]).toMatchObject({ code: 'OUT_GATE', location: box.depot, source: 'TRUCKER' });
      expect((await order(ops, orderId)).status).toBe('picked_up');
      const state = await t.database.query<{ state: string }>('SELECT state FROM depot_containers WHERE id = $1', [
        box.id,
      ]);
      expect(state[0]?.state).toBe('out');
      const publicPage = await t.app.inject({ method: 'GET', url: `/api/tracking/lookup?no=${box.container_no}` });
      const shipment = publicPage.json().data.results[0].shipments[0];
      expect(shipment.events[0].code).toBe('OUT_GATE');
      // Completed is final: a new pickup is refused.
      const rebook = await book(ops, orderId, 'pickup', { reason: 'RESCHEDULE' });
      expect(rebook.json().errors.kind).toBe('This appointment has been completed and can no longer change');

      expect((await complete(ops, orderId, delivery)).statusCode).toBe(200);
      const back = (await book(ops, orderId, 'empty_return')).json().data.id;
      expect((await complete(ops, orderId, back)).statusCode).toBe(200);
      const codes = await t.database.query<{ code: string }>(
        `SELECT e.code FROM drayage_appointments a JOIN tracking_events e ON e.id = a.event_id
          WHERE a.order_id = $1 ORDER BY e.id`,
        [orderId],
      );
      expect(codes.map((c) => c.code)).toEqual(['OUT_GATE', 'DELIVERED', 'EMPTY_RETURN']);
      expect((await order(ops, orderId)).status).toBe('empty_returned');
      expect(await t.database.query('SELECT 1 FROM depot_containers WHERE id = $1', [box.id])).toEqual([]);
      const closed = await book(ops, orderId, 'delivery', { reason: 'RESCHEDULE' });
      expect(closed.json().errors.kind).toBe('This order is closed: it takes no more appointments or costs');
    });

    it('are reached only through an order the user sees', async () => {
      const res = await through(csr, 'appointments', orderId, 'list', {});
      expect(res.statusCode === 403 || res.statusCode === 404 || res.json().data.rows.length === 0).toBe(true);
      const booked = await book(csr, orderId, 'pickup', { reason: 'RESCHEDULE' });
      expect(booked.statusCode).not.toBe(200);
    });
  });

  describe('costs', () => {
    let orderId: number;

    beforeAll(async () => {
      orderId = await idOf(
        t,
        `SELECT o.id FROM drayage_orders o WHERE o.branch_id = $1 AND NOT o.cross_border AND o.status <> 'cancelled'
          ORDER BY o.id LIMIT 1`,
        [ngb],
      );
      await t.database.query('DELETE FROM drayage_costs WHERE order_id = $1', [orderId]);
    });

    it('total per currency on the order as lines are added and changed', async () => {
      const add = (charge: string, currency: string, amount: string) =>
        through(ops, 'costs', orderId, 'create', { charge, currency, amount });
      expect((await add('BASE', 'USD', '650')).statusCode).toBe(200);
      const fuel = (await add('FUEL', 'USD', '143.10')).json().data.id;
      expect((await order(ops, orderId)).costTotal).toBe('USD 793.10');
      expect((await add('STORAGE', 'CNY', '1,200.00')).statusCode).toBe(200);
      expect((await order(ops, orderId)).costTotal).toBe('CNY 1,200.00 · USD 793.10');
      const line = (await through(ops, 'costs', orderId, 'get', { id: fuel })).json().data;
      const edited = await through(ops, 'costs', orderId, 'update', {
        id: fuel,
        version: line.version,
        amount: '150.5',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await order(ops, orderId)).costTotal).toBe('CNY 1,200.00 · USD 800.50');
      const zero = await add('WAITING', 'USD', '0');
      expect(zero.json().errors.amount).toBe('Enter an amount above zero');
    });

    it('are read by finance on the cost page, its branches only, and written by none there', async () => {
      const rows = (await call(finance, 'drayageCost', 'list', { view: 'drayageCost', limit: 50 })).json().data.rows;
      expect(rows.length).toBeGreaterThan(0);
      const financeBranches = await t.database.query<{ branch_id: number }>(
        `SELECT u.branch_id FROM users u WHERE u.user_name = 'finance'
         UNION SELECT s.branch_id FROM user_branch_scopes s JOIN users u ON u.id = s.user_id WHERE u.user_name = 'finance'`,
      );
      const allowed = new Set(financeBranches.map((b) => b.branch_id));
      for (const r of rows) expect(allowed.has(r.branchId), String(r.branchId)).toBe(true);
      expect(rows[0].orderTotal).toMatch(/^[A-Z]{3} /);
      const create = await call(finance, 'drayageCost', 'create', {
        view: 'drayageCost',
        orderId,
        charge: 'BASE',
        currency: 'USD',
        amount: '1',
      });
      expect(create.statusCode).toBe(403);
      expect(
        (await through(finance, 'costs', orderId, 'create', { charge: 'BASE', currency: 'USD', amount: '1' }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('into Mexico', () => {
    it('checks the pedimento, the transfer yard and the currency, and lists only cross-border orders', async () => {
      const box = await freeBoxOnHand();
      const mex = {
        mxTrucker: 'Transportes Castores',
        borderCrossing: 'LAREDO_NUEVO_LAREDO',
        usBroker: 'Rio Grande Customs Services',
        mxBroker: 'Grupo Aduanal del Norte',
        currency: 'MXN',
        deliveryPlace: 'Monterrey, Nuevo León',
      };
      const badEntry = await newOrder(
        box.container_no,
        box.depot,
        { ...mex, pedimento: '26 24 3912 5001234' },
        'drayageOtrMex',
      );
      expect(badEntry.json().errors.pedimento).toMatch(/^Enter the 15-digit pedimento/);
      const noYard = await newOrder(box.container_no, box.depot, { ...mex, transload: 'true' }, 'drayageOtrMex');
      expect(noYard.json().errors.transloadPlace).toBe('Name the yard where the cargo is transloaded');
      const created = await newOrder(
        box.container_no,
        box.depot,
        { ...mex, pedimento: '262439126001234', transload: 'true', transloadPlace: 'Laredo cross-dock yard' },
        'drayageOtrMex',
      );
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().data.id;
      const record = (await call(ops, 'drayageOtrMex', 'get', { view: 'drayageOtrMex', id })).json().data;
      expect(record).toMatchObject({
        pedimento: '26 24 3912 6001234',
        crossBorder: true,
        currency: 'MXN',
        transload: true,
      });

      const euro = await call(ops, 'drayageCost', 'create', {
        view: 'drayageOtrMex',
        relation: 'costs',
        parentId: id,
        charge: 'BORDER',
        currency: 'EUR',
        amount: '275',
      });
      expect(euro.json().errors.currency).toBe('An order into Mexico is billed in USD or MXN');

      const listed = (await call(ops, 'drayageOtrMex', 'list', { view: 'drayageOtrMex', limit: 50 })).json().data.rows;
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((r: { crossBorder: boolean }) => r.crossBorder)).toBe(true);
      const domestic = await idOf(
        t,
        'SELECT id FROM drayage_orders WHERE NOT cross_border AND branch_id = $1 LIMIT 1',
        [ngb],
      );
      expect((await call(ops, 'drayageOtrMex', 'get', { view: 'drayageOtrMex', id: domestic })).statusCode).toBe(404);
    });
  });
});
