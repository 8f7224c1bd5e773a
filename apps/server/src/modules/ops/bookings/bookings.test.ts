import { makeContainerNumber } from '@tidemark/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_BOOKING } from '../../../../test/booking-fixture';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';

type Booking = {
  id: number;
  version: number;
  bookingNo: string;
  status: string;
  companyId: number;
  branchId: number;
  shipmentId: number | null;
  shipmentNo: string | null;
  houseBill: string | null;
  containerTypes: string | null;
};

describe.each(ENGINES)('the booking desk on %s', (engine) => {
  let t: TestApp;
  let customer: Session;
  let admin: Session;
  let csr: Session;
  let ops: Session;
  let customerCompany: number;
  let otherCompany: number;
  let sha: number;

  const call = (s: Session, resource: string, endpoint: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/${endpoint}`, s, fields);
  const get = async (s: Session, id: number, view = 'bookingSea'): Promise<Booking> => {
    const res = await call(s, 'booking', 'get', { view, id });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const transition = async (s: Session, id: number, action: string, view = 'bookingSea') => {
    const { version } = await get(admin, id);
    return call(s, 'booking', 'transition', { view, id, version, action });
  };
  const create = async (s: Session, fields: Fields, view = 'bookingSea') => {
    const res = await call(s, 'booking', 'create', { view, mode: 'SEA', loadType: 'FCL', ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const addContainer = (s: Session, bookingId: number, fields: Fields, view = 'bookingSea') =>
    call(s, 'bookingContainer', 'create', { view, relation: 'containers', parentId: bookingId, ...fields });

  beforeAll(async () => {
    t = await testApp(engine);
    customer = await signIn(t, 'customer');
    admin = await signIn(t, 'admin');
    csr = await signIn(t, 'csr');
    ops = await signIn(t, 'ops');
    customerCompany = await idOf(t, "SELECT company_id AS id FROM users WHERE user_name = 'customer'");
    sha = await idOf(t, "SELECT id FROM branches WHERE code = 'SHA'");
    otherCompany = await idOf(t, 'SELECT id FROM companies WHERE id <> $1 AND branch_id = $2 ORDER BY id LIMIT 1', [
      customerCompany,
      sha,
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('demo data', () => {
    it('has bookings in every state, the confirmed ones on the demo shipments of the same number', async () => {
      const states = await t.database.query<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM bookings GROUP BY status',
      );
      expect(states.map((s) => s.status).sort()).toEqual(
        ['cancelled', 'confirmed', 'draft', 'pending_planning', 'pending_sr', 'sr_decrease', 'submitted'].sort(),
      );
      const mismatched = await t.database.query(
        `SELECT b.id FROM bookings b JOIN shipments s ON s.id = b.shipment_id
          WHERE b.booking_no <> s.booking_no OR b.company_id <> s.company_id`,
      );
      expect(mismatched).toEqual([]);
      const [demo] = await t.database.query<{ status: string }>(
        "SELECT status FROM bookings WHERE booking_no = 'BK2611001'",
      );
      expect(demo?.status).toBe('confirmed');
      const own = await t.database.query('SELECT 1 FROM bookings WHERE company_id = $1 AND status = $2', [
        customerCompany,
        'draft',
      ]);
      expect(own.length).toBeGreaterThan(0);
    });
  });

  describe('a customer', () => {
    it('creates a draft for its own company only, and submits it', async () => {
      const refused = await call(customer, 'booking', 'create', {
        view: 'bookingSea',
        mode: 'SEA',
        loadType: 'FCL',
        companyId: otherCompany,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.companyId).toBe('Customers book for their own company only.');

      const id = await create(customer, { shipperName: 'Own shipper' });
      const draft = await get(customer, id);
      expect(draft).toMatchObject({ status: 'draft', companyId: customerCompany });
      expect(draft.bookingNo).toMatch(/^BK\d{10}$/);

      expect((await transition(customer, id, 'confirm')).json().message).toBe(
        'Only our booking desk can do this; customers submit their drafts.',
      );
      const submitted = await transition(customer, id, 'submit');
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect((await get(customer, id)).status).toBe('submitted');

      // Submitted, the booking is the desk's: the customer can no longer change it.
      const { version } = await get(customer, id);
      const edit = await call(customer, 'booking', 'update', { view: 'bookingSea', id, version, remarks: 'later' });
      expect(edit.statusCode).toBe(400);
      expect(edit.json().message).toBe('The booking has been submitted; contact our desk to change it.');
    });

    it('sees only its own company’s bookings', async () => {
      const res = await call(customer, 'booking', 'list', { view: 'bookingSea', page: 1, limit: 50 });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data.rows as Booking[];
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(r.companyId).toBe(customerCompany);
      const other = await t.database.query<{ id: number }>('SELECT id FROM bookings WHERE company_id <> $1 LIMIT 1', [
        customerCompany,
      ]);
      const foreign = await call(customer, 'booking', 'get', { view: 'bookingSea', id: other[0]?.id ?? 0 });
      expect(foreign.statusCode).toBe(404);
    });

    it('holds no desk page', async () => {
      const res = await call(customer, 'booking', 'list', { view: 'pendingBooking', page: 1, limit: 10 });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('confirming', () => {
    let id: number;

    beforeAll(async () => {
      id = await create(csr, { companyId: otherCompany, branchId: sha, shipperName: 'Harbour Lights' });
    });

    it('is refused while the checklist is incomplete, naming each missing item', async () => {
      const res = await transition(csr, id, 'confirm');
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toMatch(/^The booking cannot be confirmed yet: \d+ items are missing\.$/);
      expect(body.errors).toMatchObject({
        shipperName: 'Shipper: name, address, country and city',
        originPort: 'Port of loading as a 5-letter UN/LOCODE',
        etd: 'ETD',
        containers: 'At least one container (FCL)',
        marks: 'Marks (NONE or N/M if absent)',
      });
      expect((await get(csr, id)).status).toBe('draft');
      expect(
        await t.database.query('SELECT 1 FROM shipments WHERE booking_no = $1', [(await get(csr, id)).bookingNo]),
      ).toEqual([]);
    });

    it('refuses a bad phone, port or container number on its field', async () => {
      const { version } = await get(csr, id);
      const res = await call(csr, 'booking', 'update', {
        view: 'bookingSea',
        id,
        version,
        consigneePhone: '5550100',
        originPort: 'Shanghai',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({
        originPort: 'Enter a 5-letter UN/LOCODE, such as CNSHA',
      });
      const box = await addContainer(csr, id, { isoType: '40HC', containerNo: 'MSKU7025170', sealNo: 'SL1' });
      expect(box.statusCode).toBe(400);
      expect(Object.keys(box.json().errors)).toEqual(['containerNo']);
    });

    it('makes the shipment with its legs, containers and first event, found by public tracking', async () => {
      const { version } = await get(csr, id);
      const saved = await call(csr, 'booking', 'update', { view: 'bookingSea', id, version, ...COMPLETE_BOOKING });
      expect(saved.statusCode, saved.body).toBe(200);
      const boxNo = makeContainerNumber('TDMU', 418201);
      expect((await addContainer(csr, id, { isoType: '40HC', containerNo: boxNo, sealNo: 'none' })).statusCode).toBe(
        200,
      );

      const confirmed = await transition(csr, id, 'confirm');
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const booking = await get(csr, id);
      expect(booking.status).toBe('confirmed');
      expect(booking.shipmentNo).toMatch(/^S9\d{8}$/);
      expect(booking.houseBill).toMatch(/^TDMOB\d{7}$/);

      const [shipment] = await t.database.query<Record<string, unknown>>('SELECT * FROM shipments WHERE id = $1', [
        booking.shipmentId,
      ]);
      expect(shipment).toMatchObject({
        booking_no: booking.bookingNo,
        mode: 'FCL',
        origin_port: 'CNSHA',
        destination_port: 'USLAX',
        carrier_code: 'MAEU',
        vessel: 'MAERSK ESSEN',
        company_id: otherCompany,
        branch_id: sha,
        status: 0,
        marks: 'N/M',
      });
      const legs = await t.database.query(
        'SELECT leg, mode, from_code, to_code FROM shipment_legs WHERE shipment_id = $1',
        [booking.shipmentId],
      );
      expect(legs).toEqual([{ leg: 'in_transit', mode: 'vessel', from_code: 'CNSHA', to_code: 'USLAX' }]);
      const boxes = await t.database.query(
        'SELECT container_no, iso_type, seal_no FROM containers WHERE shipment_id = $1',
        [booking.shipmentId],
      );
      expect(boxes).toEqual([{ container_no: boxNo, iso_type: '45G1', seal_no: null }]);
      const events = await t.database.query('SELECT code, source FROM tracking_events WHERE shipment_id = $1', [
        booking.shipmentId,
      ]);
      expect(events).toEqual([{ code: 'BOOKING_CONFIRMED', source: 'MANUAL' }]);

      for (const number of [booking.bookingNo, String(booking.houseBill), boxNo]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/tracking/lookup?no=${number}&lang=en_us` });
        expect(res.statusCode, res.body).toBe(200);
        const [result] = res.json().data.results;
        expect(
          result.shipments.map((s: { overview: { shipmentNo: string } }) => s.overview.shipmentNo),
          number,
        ).toEqual([booking.shipmentNo]);
        expect(result.shipments[0].events[0].description).toBe('Booking confirmed');
      }

      // The tracking desk reads it as it is, with no copy step.
      const desk = await call(csr, 'shipment', 'list', {
        view: 'tracking',
        page: 1,
        limit: 10,
        f_shipmentNo: String(booking.shipmentNo),
      });
      expect(desk.statusCode, desk.body).toBe(200);
      expect(desk.json().data.rows.map((r: { shipmentNo: string }) => r.shipmentNo)).toEqual([booking.shipmentNo]);

      // The desk lists it among the sea shipments made from bookings; a confirmed booking is closed.
      const sea = await call(csr, 'bookedShipment', 'list', {
        view: 'shipmentId',
        page: 1,
        limit: 10,
        f_bookingNo: booking.bookingNo,
      });
      expect(sea.json().data.rows.map((r: { shipmentNo: string }) => r.shipmentNo)).toEqual([booking.shipmentNo]);
      expect((await transition(csr, id, 'cancel')).statusCode).toBe(400);
      const late = await addContainer(csr, id, { isoType: '20GP' });
      expect(late.json().message).toBe('A confirmed or cancelled booking can no longer be changed.');
    });
  });

  it('shows the customer its confirmed booking’s shipment among its own', async () => {
    const id = await create(customer, { ...COMPLETE_BOOKING });
    expect((await transition(customer, id, 'submit')).statusCode).toBe(200);
    const box = makeContainerNumber('TDMU', 418302);
    expect((await addContainer(admin, id, { isoType: '20GP', containerNo: box, sealNo: 'SL2611' })).statusCode).toBe(
      200,
    );
    const confirmed = await transition(admin, id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { bookingNo, shipmentNo } = await get(customer, id);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/tracking/my-shipments?no=${bookingNo}&lang=en_us`,
      headers: { cookie: `tm_ss=${customer.cookie}`, 'x-sid': customer.sid },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.rows.map((r: { shipmentNo: string }) => r.shipmentNo)).toEqual([shipmentNo]);
  });

  describe('the pending desk', () => {
    it('moves bookings to pending planning, Pending SR and S/R decrease, and lists them', async () => {
      const id = await create(csr, { companyId: otherCompany, branchId: sha });
      // A draft keyed by the desk is not in the pending queue yet.
      expect((await transition(csr, id, 'plan', 'pendingBooking')).statusCode).toBe(404);
      expect((await transition(csr, id, 'plan')).json().message).toMatch(/^This action is not possible in the/);
      expect((await transition(csr, id, 'submit')).statusCode).toBe(200);
      for (const [action, status] of [
        ['plan', 'pending_planning'],
        ['pendingSr', 'pending_sr'],
        ['srDecrease', 'sr_decrease'],
      ] as const) {
        const res = await transition(csr, id, action, 'pendingBooking');
        expect(res.statusCode, res.body).toBe(200);
        expect((await get(csr, id, 'pendingBooking')).status).toBe(status);
      }
      const list = await call(csr, 'booking', 'list', {
        view: 'pendingBooking',
        page: 1,
        limit: 50,
        f_bookingNo: (await get(csr, id)).bookingNo,
      });
      expect(list.json().data.rows).toHaveLength(1);
    });

    it('refuses a batch over bookings of different container types', async () => {
      const a = await create(csr, { companyId: otherCompany, branchId: sha });
      const b = await create(csr, { companyId: otherCompany, branchId: sha });
      const c = await create(csr, { companyId: otherCompany, branchId: sha });
      for (const [id, type] of [
        [a, '40HC'],
        [b, '20GP'],
        [c, '40HC'],
      ] as const) {
        expect((await addContainer(csr, id, { isoType: type })).statusCode).toBe(200);
        expect((await transition(csr, id, 'submit')).statusCode).toBe(200);
      }
      expect((await get(csr, a)).containerTypes).toBe('40HC');
      const mixed = await call(csr, 'booking', 'batchUpdate', { view: 'pendingBooking', ids: [a, b], action: 'plan' });
      expect(mixed.statusCode).toBe(400);
      expect(mixed.json().message).toBe('The booking has different container types.');
      expect((await get(csr, a)).status).toBe('submitted');
      const same = await call(csr, 'booking', 'batchUpdate', { view: 'pendingBooking', ids: [a, c], action: 'plan' });
      expect(same.statusCode, same.body).toBe(200);
      expect((await get(csr, c)).status).toBe('pending_planning');
    });

    it('turns each web air booking request into one draft, once', async () => {
      const insert = (reference: string) =>
        t.database.query(
          `INSERT INTO inquiries (kind, reference, sender_name, company, email, phone, language, details)
           VALUES ('airBooking', $1, 'Li Wei', NULL, 'li.wei@example.com', '13912345678', 'zh_cn', $2::jsonb)`,
          [
            reference,
            JSON.stringify({
              origin: 'PVG',
              destination: 'ORD',
              flightDate: '2026-12-10',
              pieces: 4,
              grossWeight: '640',
              length: 120,
              width: 100,
              height: 80,
              commodity: 'Machine parts',
              dangerousGoods: 'no',
              unNumber: '',
              shipper: 'Shanghai Precision Parts Co.',
              consignee: 'Midwest Machinery LLC',
            }),
          ],
        );
      await insert('AB-TEST-0001');
      await insert('AB-TEST-0002');
      const first = await post(t, '/api/ops/bookings/import-requests', csr, {});
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.imported).toBeGreaterThanOrEqual(2);
      const again = await post(t, '/api/ops/bookings/import-requests', csr, {});
      expect(again.json().data.imported).toBe(0);
      const drafts = await t.database.query<Record<string, unknown>>(
        `SELECT b.status, b.mode, b.origin_port, b.destination_port, b.packages, b.volume_cbm::text AS volume,
                (SELECT count(*)::int FROM booking_packing p WHERE p.booking_id = b.id) AS packing
           FROM bookings b JOIN inquiries i ON i.id = b.inquiry_id WHERE i.reference LIKE 'AB-TEST-%'`,
      );
      expect(drafts).toHaveLength(2);
      expect(drafts[0]).toMatchObject({ status: 'draft', mode: 'AIR', packages: 4, volume: '3.840', packing: 1 });
      expect(String(drafts[0]?.origin_port)).toMatch(/^CN[A-Z]{3}$/);
      const list = await call(csr, 'booking', 'list', {
        view: 'pendingBooking',
        page: 1,
        limit: 50,
        f_status: 'draft',
      });
      expect(list.json().data.rows.length).toBeGreaterThanOrEqual(2);
      expect((await post(t, '/api/ops/bookings/import-requests', customer, {})).statusCode).toBe(403);
    });
  });

  describe('copy', () => {
    it('makes a new draft with a new number from a booking the user sees', async () => {
      const [source] = await t.database.query<{ id: number; booking_no: string }>(
        "SELECT id, booking_no FROM bookings WHERE status = 'confirmed' AND load_type = 'FCL' AND branch_id = $1 LIMIT 1",
        [sha],
      );
      const res = await post(t, '/api/ops/bookings/copy', csr, { view: 'bookingSea', id: source?.id ?? 0 });
      expect(res.statusCode, res.body).toBe(200);
      const copy = await get(csr, res.json().data.id);
      expect(copy.status).toBe('draft');
      expect(copy.bookingNo).not.toBe(source?.booking_no);
      expect(copy.shipmentId).toBeNull();
      const boxes = await t.database.query<{ container_no: string | null }>(
        'SELECT container_no FROM booking_containers WHERE booking_id = $1',
        [copy.id],
      );
      expect(boxes.length).toBeGreaterThan(0);
      expect(boxes.every((b) => b.container_no === null)).toBe(true);
      // Not a booking of the user's scope: nothing to copy.
      const [foreign] = await t.database.query<{ id: number }>(
        "SELECT b.id FROM bookings b JOIN branches br ON br.id = b.branch_id WHERE br.code = 'LAX' AND b.mode = 'SEA' LIMIT 1",
      );
      expect(
        (await post(t, '/api/ops/bookings/copy', csr, { view: 'bookingSea', id: foreign?.id ?? 0 })).statusCode,
      ).toBe(404);
    });
  });

  describe('the customer profile', () => {
    it('lists the company’s bookings and the shipments they became, for those who hold the desk lists', async () => {
      const companyId = await idOf(
        t,
        "SELECT b.company_id AS id FROM bookings b WHERE b.status = 'confirmed' AND b.branch_id = $1 LIMIT 1",
        [sha],
      );
      const through = { view: 'customer', parentId: companyId, page: 1, limit: 50 };
      const bookings = await call(csr, 'booking', 'list', { ...through, relation: 'bookings' });
      expect(bookings.statusCode, bookings.body).toBe(200);
      const rows = bookings.json().data.rows as Booking[];
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(r.companyId).toBe(companyId);
      const shipments = await call(csr, 'bookedShipment', 'list', { ...through, relation: 'bookedShipments' });
      expect(shipments.statusCode, shipments.body).toBe(200);
      expect(shipments.json().data.rows.length).toBeGreaterThan(0);
      // Finance holds neither the customer page nor the desk lists.
      const finance = await signIn(t, 'finance');
      expect((await call(finance, 'booking', 'list', { ...through, relation: 'bookings' })).statusCode).toBe(403);
    });
  });

  describe('the shipments made from bookings', () => {
    it('carry their booking, whoever points a booking at a shipment', async () => {
      const unpaired = await t.database.query(
        `SELECT s.id FROM shipments s FULL JOIN bookings b ON b.shipment_id = s.id
          WHERE (b.shipment_id IS NOT NULL OR s.booking_id IS NOT NULL) AND s.booking_id IS DISTINCT FROM b.id`,
      );
      expect(unpaired).toEqual([]);
      // A booking written by hand (an import, the seed): the shipment follows it in and out.
      const shipmentId = await idOf(
        t,
        'SELECT s.id FROM shipments s WHERE s.booking_id IS NULL AND s.branch_id = $1 ORDER BY s.id LIMIT 1',
        [sha],
      );
      const bookingOf = async () =>
        (
          await t.database.query<{ b: number | null }>('SELECT booking_id AS b FROM shipments WHERE id = $1', [
            shipmentId,
          ])
        )[0]?.b;
      const bookingId = await idOf(
        t,
        `INSERT INTO bookings (booking_no, mode, load_type, status, branch_id, shipment_id)
         VALUES ('BKTRIGGER01', 'SEA', 'FCL', 'cancelled', $1, $2) RETURNING id`,
        [sha, shipmentId],
      );
      expect(await bookingOf()).toBe(bookingId);
      await t.database.query('UPDATE bookings SET shipment_id = NULL WHERE id = $1', [bookingId]);
      expect(await bookingOf()).toBeNull();
      await t.database.query('UPDATE bookings SET shipment_id = $2 WHERE id = $1', [bookingId, shipmentId]);
      expect(await bookingOf()).toBe(bookingId);
      await t.database.query('DELETE FROM bookings WHERE id = $1', [bookingId]);
      expect(await bookingOf()).toBeNull();
    });

    it('are listed exactly, the sea and air desks apart', async () => {
      const all = await call(admin, 'bookedShipment', 'list', { view: 'shipmentId', page: 1, limit: 50 });
      expect(all.statusCode, all.body).toBe(200);
      const { rows, total } = all.json().data as {
        rows: { id: number; bookingId: number; mode: string }[];
        total: number;
      };
      const [expected] = await t.database.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM bookings b JOIN shipments s ON s.id = b.shipment_id WHERE s.mode <> 'AIR'",
      );
      expect(total).toBe(expected?.n);
      expect(rows.length).toBeGreaterThan(0);
      const paired = await t.database.query<{ id: number; b: number }>(
        'SELECT shipment_id AS id, id AS b FROM bookings WHERE shipment_id = ANY($1::int[])',
        [rows.map((r) => r.id)],
      );
      expect(new Map(paired.map((p) => [p.id, p.b]))).toEqual(new Map(rows.map((r) => [r.id, r.bookingId])));
      expect(rows.every((r) => r.mode !== 'AIR')).toBe(true);
      const air = await call(admin, 'bookedShipment', 'list', { view: 'shipmentIdAir', page: 1, limit: 50 });
      expect((air.json().data.rows as { mode: string }[]).every((r) => r.mode === 'AIR')).toBe(true);
    });
  });

  describe('deep pages', () => {
    // The ids of a page past the first come from one index alone, in the list's order, with the row
    // scope's columns in it: so page 10,000 of a million rows skips index entries, not rows. Each
    // list's query is taken from a real request and explained with sequential scans and sorts
    // discouraged, as a large table would make the planner weigh them, after the vacuum that sets
    // the visibility map an index-only scan relies on.
    const LISTS = [
      { resource: 'booking', view: 'mainBooking', index: 'bookings_updated_scope_idx' },
      { resource: 'booking', view: 'bookingSea', index: 'bookings_mode_updated_idx' },
      { resource: 'booking', view: 'bookingAir', index: 'bookings_mode_updated_idx' },
      { resource: 'booking', view: 'pendingBooking', index: 'bookings_desk_queue_updated_idx' },
      { resource: 'bookedShipment', view: 'shipmentId', index: 'shipments_booked_desk_etd_idx' },
      { resource: 'bookedShipment', view: 'shipmentIdAir', index: 'shipments_booked_desk_etd_idx' },
      { resource: 'bookedShipment', view: 'airShipmentId', index: 'shipments_booked_desk_master_bill_idx' },
    ];

    /** The plan of the ids query of page 3 of a list, as the user asks for it. */
    const keysPlan = async (user: Session, resource: string, view: string): Promise<string> => {
      const database = t.app.database;
      const seen: { sql: string; values: unknown[] }[] = [];
      const query = database.query;
      database.query = (async (sql: string, values?: unknown[]) => {
        seen.push({ sql, values: values ?? [] });
        return query(sql, values);
      }) as typeof query;
      try {
        const res = await call(user, resource, 'list', { view, page: 3, limit: 10, count: 'later' });
        expect(res.statusCode, res.body).toBe(200);
      } finally {
        database.query = query;
      }
      const page = seen.find((s) => s.sql.includes('WITH k AS MATERIALIZED'));
      const keys = /WITH k AS MATERIALIZED \((.*)\)\s+SELECT/s.exec(page?.sql ?? '')?.[1];
      expect(keys, 'the deferred join of a deep page').toBeDefined();
      const plan = await database.session(async (conn) => {
        await conn.query('BEGIN');
        try {
          await conn.query('SET LOCAL enable_seqscan = off');
          await conn.query('SET LOCAL enable_bitmapscan = off');
          await conn.query('SET LOCAL enable_sort = off');
          return await conn.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${keys}`, page?.values);
        } finally {
          await conn.query('ROLLBACK');
        }
      });
      return plan.map((r) => r['QUERY PLAN']).join('\n');
    };

    beforeAll(async () => {
      await t.database.exec('VACUUM ANALYZE bookings');
      await t.database.exec('VACUUM ANALYZE shipments');
    });

    it.each(LISTS)('of $view read the ids of all branches from $index alone', async ({ resource, view, index }) => {
      const plan = await keysPlan(admin, resource, view);
      expect(plan, plan).toContain(`Index Only Scan using ${index}`);
      expect(plan, plan).not.toMatch(/Join|Sort|Heap/);
    });

    it.each(LISTS)('of $view read the ids of one branch from an index alone', async ({ resource, view }) => {
      const plan = await keysPlan(csr, resource, view);
      expect(plan, plan).toContain('Index Only Scan using');
      expect(plan, plan).not.toMatch(/Join|Sort|Heap/);
    });
  });

  describe('scope', () => {
    it('keeps staff to their branches', async () => {
      const id = await create(csr, { companyId: otherCompany, branchId: sha });
      // The ops user works in Ningbo only.
      expect((await call(ops, 'booking', 'get', { view: 'bookingSea', id })).statusCode).toBe(404);
      const { version } = await get(csr, id);
      expect(
        (await call(ops, 'booking', 'transition', { view: 'bookingSea', id, version, action: 'submit' })).statusCode,
      ).toBe(404);
      const list = await call(ops, 'booking', 'list', { view: 'mainBooking', page: 1, limit: 50 });
      const ngb = await idOf(t, "SELECT id FROM branches WHERE code = 'NGB'");
      for (const r of list.json().data.rows as Booking[]) expect(r.branchId).toBe(ngb);
      // Nor may staff create a booking for a branch they do not work for.
      const outside = await call(ops, 'booking', 'create', {
        view: 'bookingSea',
        mode: 'SEA',
        loadType: 'FCL',
        branchId: sha,
      });
      expect(outside.statusCode).toBe(403);
    });
  });
});
