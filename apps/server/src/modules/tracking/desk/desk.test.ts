import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';

type Row = Record<string, unknown> & { id: number; shipmentNo: string };

/** A lane no demo shipment uses, so each check sees only the rows made here. */
const LANE = { origin: 'FIHEL', destination: 'ISREY' };
const STATS_LANE = { origin: 'FIHEL', destination: 'NOOSL' };

describe.each(ENGINES)('tracking desk on %s', (engine) => {
  let t: TestApp;
  let ops: Session;
  let customer: Session;
  let ngb: number;
  let sha: number;
  let deskCompany: number;
  let customerCompany: number;

  type Made = {
    no: string;
    /** SQL expressions evaluated at insert time, relative to now() and current_date. */
    etd?: string;
    ata?: string;
    lfd?: string;
    status?: number;
    branch?: number;
    company?: number;
    lane?: { origin: string; destination: string };
  };
  const make = (s: Made) =>
    idOf(
      t,
      `INSERT INTO shipments (shipment_no, house_bill, mode, origin_port, destination_port, carrier_code, etd, eta, ata,
         status, job_status, company_id, branch_id, last_free_day, packages, package_type, gross_weight_kg, volume_cbm,
         goods_description, marks)
       VALUES ($1, 'H' || $1, 'FCL', $2, $3, 'MAEU', ${s.etd ?? "now() - interval '60 days'"},
         ${s.etd ?? "now() - interval '60 days'"} + interval '20 days', ${s.ata ?? 'NULL'}, $4, 'WRK', $5, $6,
         ${s.lfd ?? 'NULL'}, 1, 'CTN', 1000, 10, 'Test goods', 'N/M')
       RETURNING id`,
      [
        s.no,
        (s.lane ?? LANE).origin,
        (s.lane ?? LANE).destination,
        s.status ?? 1,
        s.company ?? deskCompany,
        s.branch ?? ngb,
      ],
    );
  const event = (shipmentId: number, code: string, at: string, containerId: number | null = null) =>
    t.database.query(
      `INSERT INTO tracking_events (shipment_id, container_id, code, status, leg, location, occurred_at, source)
       VALUES ($1, $2, $3, 1, 'in_transit', 'FIHEL', ${at}, 'MANUAL')`,
      [shipmentId, containerId, code],
    );
  const list = async (s: Session, fields: Fields, view = 'tracking') => {
    const res = await post(t, '/api/engine/shipment/list', s, { view, page: 1, limit: 50, ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { rows: Row[]; total: number };
  };
  const numbersOf = async (fields: Fields) =>
    (await list(ops, { f_originPort: LANE.origin, f_destinationPort: LANE.destination, ...fields })).rows
      .map((r) => r.shipmentNo)
      .sort();

  beforeAll(async () => {
    t = await testApp(engine);
    ops = await signIn(t, 'ops');
    customer = await signIn(t, 'customer');
    ngb = await idOf(t, `SELECT id FROM branches WHERE code = 'NGB'`);
    sha = await idOf(t, `SELECT id FROM branches WHERE code = 'SHA'`);
    customerCompany = await idOf(t, `SELECT company_id AS id FROM users WHERE user_name = 'customer'`);
    deskCompany = await idOf(
      t,
      `INSERT INTO companies (code, name, country, city, region, branch_id) VALUES ('DESK01', 'Desk Check Trading', 'CN', 'Ningbo', '', $1) RETURNING id`,
      [ngb],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  describe('quick filters', () => {
    beforeAll(async () => {
      // ETD windows: 5 weeks = 35 days, 7 weeks = 49 days back, never in the future.
      await make({ no: 'QW5IN', etd: "now() - interval '35 days' + interval '1 hour'" });
      await make({ no: 'QW5OUT', etd: "now() - interval '35 days' - interval '1 hour'" });
      await make({ no: 'QW7OUT', etd: "now() - interval '49 days' - interval '1 hour'" });
      await make({ no: 'QFUTURE', etd: "now() + interval '1 hour'" });
      // Pending DO dispatch: arrived (or on rail) more than 10 / 21 days ago and not out-gated.
      await make({ no: 'QDO10IN', status: 3, ata: "now() - interval '10 days' - interval '1 hour'" });
      await make({ no: 'QDO10OUT', status: 3, ata: "now() - interval '10 days' + interval '1 hour'" });
      await make({ no: 'QDO21IN', status: 2, ata: "now() - interval '21 days' - interval '1 hour'" });
      await make({ no: 'QDOGATED', status: 4, ata: "now() - interval '30 days'" });
      // LFD: three days or fewer left, or passed, before the out-gate.
      await make({ no: 'QLFD3', status: 3, lfd: 'current_date + 3' });
      await make({ no: 'QLFD4', status: 3, lfd: 'current_date + 4' });
      await make({ no: 'QLFDPAST', status: 1, lfd: 'current_date - 5' });
      await make({ no: 'QLFDGATED', status: 4, lfd: 'current_date - 5' });
    });

    it('select exactly the shipments inside each boundary', async () => {
      expect(await numbersOf({ f_quickFilter: 'week5' })).toEqual(['QW5IN']);
      expect(await numbersOf({ f_quickFilter: 'week7' })).toEqual(['QW5IN', 'QW5OUT']);
      expect(await numbersOf({ f_quickFilter: 'pending_do_10d' })).toEqual(['QDO10IN', 'QDO21IN']);
      expect(await numbersOf({ f_quickFilter: 'pending_do_21d' })).toEqual(['QDO21IN']);
      expect(await numbersOf({ f_quickFilter: 'lfd' })).toEqual(['QLFD3', 'QLFDPAST']);
      // The count call the list screen makes after a full page applies the same quick filter.
      const lane = { f_originPort: LANE.origin, f_destinationPort: LANE.destination };
      const counted = await post(t, '/api/engine/shipment/count', ops, {
        view: 'tracking',
        ...lane,
        f_quickFilter: 'lfd',
      });
      expect(counted.statusCode, counted.body).toBe(200);
      expect(counted.json().data).toEqual({ total: 2, totalExact: true });
      const wrong = await post(t, '/api/engine/shipment/count', ops, { view: 'tracking', f_quickFilter: 'soon' });
      expect(wrong.statusCode).toBe(400);
    });

    it('combine with the other filters and show as yes/no columns', async () => {
      expect(await numbersOf({ f_quickFilter: 'lfd', f_status: '1' })).toEqual(['QLFDPAST']);
      const rows = (await list(ops, { f_shipmentNo: 'QLFD3' })).rows;
      expect(rows[0]).toMatchObject({
        quickFilter: 'lfd',
        lfdDue: true,
        lfdDaysLeft: 3,
        inLast5Weeks: false,
        currentLeg: 'last_mile',
      });
    });

    it('list the LFD most urgent first unless the user sorts by a column', async () => {
      const lane = { f_originPort: LANE.origin, f_destinationPort: LANE.destination };
      const nos = (d: { rows: Row[] }) => d.rows.map((r) => r.shipmentNo);
      expect(nos(await list(ops, { ...lane, f_quickFilter: 'lfd' }))).toEqual(['QLFDPAST', 'QLFD3']);
      const sorted = await list(ops, { ...lane, f_quickFilter: 'lfd', orderByColumn: 'shipmentNo', isAsc: 'asc' });
      expect(nos(sorted)).toEqual(['QLFD3', 'QLFDPAST']);
    });

    it('refuse an unknown quick filter and unknown filters with a 400 naming them', async () => {
      const bad = await post(t, '/api/engine/shipment/list', ops, { view: 'tracking', f_quickFilter: 'week9' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('f_quickFilter');
      const unknown = await post(t, '/api/engine/shipment/list', ops, { view: 'tracking', f_password: 'x' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toHaveProperty('f_password');
      const notFilterable = await post(t, '/api/engine/shipment/list', ops, { view: 'tracking', f_vessel: 'X' });
      expect(notFilterable.statusCode).toBe(400);
    });

    it('apply to the export as to the list', async () => {
      const res = await post(t, '/api/engine/shipment/export', ops, {
        view: 'tracking',
        f_quickFilter: 'week5',
        f_originPort: LANE.origin,
        columns: ['shipmentNo', 'etd'],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
    });
  });

  describe('filters and scope', () => {
    it('filter by status list, ISA change reason and move data type', async () => {
      const a = await make({ no: 'FISA1', status: 5 });
      await make({ no: 'FSTAT0', status: 0 });
      await make({ no: 'FSTAT1', status: 1 });
      await t.database.query(
        `UPDATE shipments SET isa_change_reason = 'MISSED APPT', move_data_type = 'EDI' WHERE id = $1`,
        [a],
      );
      expect(await numbersOf({ f_isaChangeReason: 'MISSED APPT' })).toEqual(['FISA1']);
      expect(await numbersOf({ f_moveDataType: 'EDI' })).toEqual(['FISA1']);
      expect((await list(ops, { f_shipmentNo: 'FISA1' })).rows[0]).toMatchObject({
        isaChangeReason: 'MISSED APPT',
        moveDataType: 'EDI',
      });
      // The status list as repeated values, and comma-joined as the filter form sends it.
      expect(await numbersOf({ f_status: ['5', '0'] })).toEqual(['FISA1', 'FSTAT0']);
      expect(await numbersOf({ f_status: '5,0', f_shipmentNo: ['FISA1', 'FSTAT0', 'FSTAT1'] })).toEqual([
        'FISA1',
        'FSTAT0',
      ]);
      const bad = await post(t, '/api/engine/shipment/list', ops, { view: 'tracking', f_status: '5,x' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('f_status');
      // Any list filtering a numeric-code dictionary refuses a value that is no code, before SQL.
      const node = await post(t, '/api/engine/trackingNode/list', ops, { view: 'dwTrackingNode', f_lastStatus: 'x' });
      expect(node.statusCode, node.body).toBe(400);
      expect(node.json().errors).toHaveProperty('f_lastStatus');
      // Other enumerations take one value: a comma is part of it.
      expect(await numbersOf({ f_isaChangeReason: 'MISSED APPT,RESCHEDULE' })).toEqual([]);
    });

    it('tell the rail movement "Empty" from "- All -"', async () => {
      const y = await make({ no: 'FRAILY' });
      await make({ no: 'FRAILE' });
      await t.database.query(`UPDATE shipments SET rail_movement = 'Y' WHERE id = $1`, [y]);
      const nos = ['FRAILY', 'FRAILE'];
      expect(await numbersOf({ f_shipmentNo: nos, f_railMovement: '' })).toEqual(['FRAILE', 'FRAILY']);
      expect(await numbersOf({ f_shipmentNo: nos, f_railMovement: 'Y' })).toEqual(['FRAILY']);
      expect(await numbersOf({ f_shipmentNo: nos, f_railMovement: '_empty' })).toEqual(['FRAILE']);
      expect(await numbersOf({ f_shipmentNo: nos, f_railMovement: 'N' })).toEqual([]);
    });

    it('show staff only their branches and a customer only its company', async () => {
      await make({ no: 'FSHA', branch: sha });
      expect(await numbersOf({ f_shipmentNo: 'FSHA' })).toEqual([]);
      const staff = await list(ops, {});
      expect(staff.rows.length).toBeGreaterThan(0);
      expect(staff.rows.every((r) => r.branchId === ngb)).toBe(true);
      const own = await list(customer, {});
      expect(own.rows.length).toBeGreaterThan(0);
      expect(own.rows.every((r) => r.companyId === customerCompany)).toBe(true);
      expect((await list(customer, { f_shipmentNo: 'QW5IN' })).rows).toEqual([]);
    });

    it('fix the customer report to its demo customer and keep it from customers', async () => {
      const admin = await signIn(t, 'admin');
      const rows = (await list(admin, {}, 'ansellTracking')).rows;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.companyCode === 'C000001')).toBe(true);
      const refused = await post(t, '/api/engine/shipment/list', customer, { view: 'ansellTracking' });
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('bulk lookup', () => {
    it('answers each number found or not, in the caller scope', async () => {
      const id = await make({ no: 'BULK1' });
      await make({ no: 'BULKSHA', branch: sha });
      await t.database.query(
        `INSERT INTO containers (shipment_id, container_no, iso_type, seal_no, tare_kg, vgm_kg) VALUES ($1, 'TDMU9000017', '45G1', 'SL1', 3800, 20000)`,
        [id],
      );
      const res = await post(t, '/api/tracking/desk/numbers', ops, {
        numbers: 'bulk1, HBULK1\nTDMU9000017\nBULKSHA,NOPE404',
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as {
        number: string;
        found: boolean;
        matches: { id: number; matchedBy: string }[];
      }[];
      expect(rows.map((r) => [r.number, r.found])).toEqual([
        ['BULK1', true],
        ['HBULK1', true],
        ['TDMU9000017', true],
        ['BULKSHA', false],
        ['NOPE404', false],
      ]);
      expect(rows.map((r) => r.matches[0]?.matchedBy)).toEqual([
        'shipmentNo',
        'houseBill',
        'containerNo',
        undefined,
        undefined,
      ]);
      expect(rows[2]?.matches[0]?.id).toBe(id);
      const empty = await post(t, '/api/tracking/desk/numbers', ops, { numbers: ' ,\n' });
      expect(empty.statusCode).toBe(400);
    });
  });

  describe('data checks', () => {
    it('list shipments without events for N days, default 7', async () => {
      const quiet8 = await make({ no: 'SIL8', status: 1, etd: "now() - interval '20 days'" });
      await event(quiet8, 'DEPARTED', "now() - interval '8 days'");
      const fresh = await make({ no: 'SIL1', status: 1, etd: "now() - interval '20 days'" });
      await event(fresh, 'DEPARTED', "now() - interval '1 day'");
      const done = await make({ no: 'SILDONE', status: 5, etd: "now() - interval '40 days'" });
      await event(done, 'DELIVERED', "now() - interval '30 days'");
      const quality = async (fields: Fields) => {
        const res = await post(t, '/api/tracking/desk/quality', ops, { check: 'silent', limit: 50, ...fields });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data as { rows: Row[]; total: number };
      };
      const week = await quality({});
      const nos = (d: { rows: Row[] }) => d.rows.map((r) => r.shipmentNo);
      expect(nos(week)).toContain('SIL8');
      expect(nos(week)).not.toContain('SIL1');
      expect(nos(week)).not.toContain('SILDONE');
      expect(week.rows.find((r) => r.shipmentNo === 'SIL8')?.silentDays).toBe(8);
      expect(week.rows.every((r) => r.status !== 5)).toBe(true);
      expect(nos(await quality({ days: 9 }))).not.toContain('SIL8');
      expect((await post(t, '/api/tracking/desk/quality', ops, { check: 'silent', days: 0 })).statusCode).toBe(400);
      expect((await post(t, '/api/tracking/desk/quality', customer, { check: 'silent' })).statusCode).toBe(403);
    });

    it('list shipments whose later milestone was recorded before an earlier one', async () => {
      const bad = await make({ no: 'ORDBAD', etd: "now() - interval '5 days'" });
      await event(bad, 'LOADED', "now() - interval '4 days'");
      await event(bad, 'DEPARTED', "now() - interval '4 days' - interval '3 hours'");
      const good = await make({ no: 'ORDGOOD', etd: "now() - interval '5 days'" });
      await event(good, 'LOADED', "now() - interval '5 days'");
      await event(good, 'DEPARTED', "now() - interval '4 days'");
      const res = await post(t, '/api/tracking/desk/quality', ops, { check: 'outOfOrder', limit: 50 });
      expect(res.statusCode, res.body).toBe(200);
      const rows = (res.json().data as { rows: Row[] }).rows;
      expect(rows.find((r) => r.shipmentNo === 'ORDBAD')).toMatchObject({
        earlierCode: 'LOADED',
        laterCode: 'DEPARTED',
      });
      expect(rows.some((r) => r.shipmentNo === 'ORDGOOD')).toBe(false);
    });

    it('list containers missing a seal or a VGM', async () => {
      const id = await make({ no: 'CSEAL' });
      await t.database.query(
        `INSERT INTO containers (shipment_id, container_no, iso_type, seal_no, tare_kg, vgm_kg) VALUES
           ($1, 'TDMU9000022', '22G1', NULL, 2200, 12000), ($1, 'TDMU9000038', '22G1', 'SL2', 2200, NULL),
           ($1, 'TDMU9000043', '22G1', 'SL3', 2200, 15000)`,
        [id],
      );
      const res = await post(t, '/api/engine/trackingContainer/list', ops, {
        view: 'containerReport',
        f_shipmentNo: 'CSEAL',
        limit: 50,
        page: 1,
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data.rows as Record<string, unknown>[];
      expect(rows.map((r) => [r.containerNo, r.missingSeal, r.missingVgm]).sort()).toEqual([
        ['TDMU9000022', true, false],
        ['TDMU9000038', false, true],
      ]);
    });
  });

  describe('legs and LFD', () => {
    it('count shipments under way by their current leg, as the list filters them', async () => {
      const lane = { origin: 'FIHEL', destination: 'SEGOT' };
      for (const [no, status] of [
        ['LEG0', 0],
        ['LEG1', 1],
        ['LEG1B', 1],
        ['LEG3', 3],
        ['LEG5', 5],
      ] as const) {
        await make({ no, status, lane });
      }
      // The cards take the list's own filters, as the list screen sends them; the leg filter is each card's own.
      const filters = { f_originPort: 'FIHEL', f_destinationPort: 'SEGOT', f_currentLeg: 'last_mile' };
      const res = await post(t, '/api/tracking/desk/legs', ops, filters);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual([
        { leg: 'first_mile', shipments: 1 },
        { leg: 'in_transit', shipments: 2 },
        { leg: 'last_mile', shipments: 1 },
      ]);
      const one = await post(t, '/api/tracking/desk/legs', ops, { ...filters, f_shipmentNo: 'LEG1B' });
      expect(one.json().data).toEqual([
        { leg: 'first_mile', shipments: 0 },
        { leg: 'in_transit', shipments: 1 },
        { leg: 'last_mile', shipments: 0 },
      ]);
      const wrong = await post(t, '/api/tracking/desk/legs', ops, { f_password: 'x' });
      expect(wrong.statusCode).toBe(400);
      const inTransit = await list(ops, { f_currentLeg: 'in_transit', f_destinationPort: 'SEGOT' }, 'LegTracking');
      expect(inTransit.rows.map((r) => r.shipmentNo).sort()).toEqual(['LEG1', 'LEG1B']);
    });

    it('order containers by days left to the last free day and count the buckets', async () => {
      const before = (await post(t, '/api/tracking/desk/lfd', ops, { limit: 50 })).json().data;
      const soon = await make({ no: 'LFD2', status: 3, lfd: 'current_date + 2' });
      const over = await make({ no: 'LFDM1', status: 3, lfd: 'current_date - 1' });
      const gated = await make({ no: 'LFDGATE', status: 4, lfd: 'current_date - 1' });
      for (const [id, no] of [
        [soon, 'TDMU9000054'],
        [over, 'TDMU9000069'],
        [gated, 'TDMU9000075'],
      ] as const) {
        await t.database.query(
          `INSERT INTO containers (shipment_id, container_no, iso_type, seal_no, tare_kg, vgm_kg) VALUES ($1, $2, '22G1', 'S', 2200, 9000)`,
          [id, no],
        );
      }
      const res = await post(t, '/api/tracking/desk/lfd', ops, { limit: 50 });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as {
        rows: { containerNo: string; daysLeft: number }[];
        buckets: Record<string, number>;
      };
      expect(data.buckets.overdue).toBe(before.buckets.overdue + 1);
      expect(data.buckets.alert).toBe(before.buckets.alert + 1);
      expect(data.rows.find((r) => r.containerNo === 'TDMU9000054')?.daysLeft).toBe(2);
      expect(data.rows.find((r) => r.containerNo === 'TDMU9000069')?.daysLeft).toBe(-1);
      expect(data.rows.some((r) => r.containerNo === 'TDMU9000075')).toBe(false);
      const days = data.rows.map((r) => r.daysLeft);
      expect(days).toEqual([...days].sort((a, b) => a - b));
    });
  });

  describe('tracking nodes', () => {
    type Node = { id: number; containerNo: string | null; leg: string; lastCode: string; eventCount: number };
    const nodesOf = async (shipmentNo: string) => {
      const res = await post(t, '/api/engine/trackingNode/list', ops, {
        view: 'dwTrackingNode',
        page: 1,
        limit: 50,
        f_shipmentNo: shipmentNo,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.rows as Node[])
        .map(({ id, containerNo, leg, lastCode, eventCount }) => ({ id, containerNo, leg, lastCode, eventCount }))
        .sort((a, b) => `${a.containerNo}${a.leg}`.localeCompare(`${b.containerNo}${b.leg}`));
    };
    const at = (shipmentId: number, containerId: number | null, code: string, leg: string, when: string) =>
      t.database.query<{ id: number }>(
        `INSERT INTO tracking_events (shipment_id, container_id, code, status, leg, location, occurred_at, source)
         VALUES ($1, $2, $3, 1, $4, 'FIHEL', ${when}, 'MANUAL') RETURNING id`,
        [shipmentId, containerId, code, leg],
      );

    it('keep one node per shipment, container and leg current as events come, change and go', async () => {
      const id = await make({ no: 'NODE1' });
      const box = await idOf(
        t,
        `INSERT INTO containers (shipment_id, container_no, iso_type, seal_no, tare_kg, vgm_kg) VALUES ($1, 'TDMU9000080', '22G1', 'S', 2200, 9000) RETURNING id`,
        [id],
      );
      // One statement with several events, as an upload or the seeder writes them.
      await t.database.query(
        `INSERT INTO tracking_events (shipment_id, container_id, code, status, leg, location, occurred_at, source)
         VALUES ($1, $2, 'GATE_IN', 0, 'first_mile', 'FIHEL', now() - interval '9 days', 'MANUAL'),
                ($1, $2, 'LOADED', 0, 'first_mile', 'FIHEL', now() - interval '8 days', 'MANUAL'),
                ($1, $2, 'DEPARTED', 1, 'in_transit', 'FIHEL', now() - interval '7 days', 'MANUAL'),
                ($1, NULL, 'BOOKED', 0, 'first_mile', 'FIHEL', now() - interval '10 days', 'MANUAL')`,
        [id, box],
      );
      const first = await nodesOf('NODE1');
      expect(first.map(({ id: _id, ...n }) => n)).toEqual([
        { containerNo: null, leg: 'first_mile', lastCode: 'BOOKED', eventCount: 1 },
        { containerNo: 'TDMU9000080', leg: 'first_mile', lastCode: 'LOADED', eventCount: 2 },
        { containerNo: 'TDMU9000080', leg: 'in_transit', lastCode: 'DEPARTED', eventCount: 1 },
      ]);
      // An older event counts without becoming the latest; the node keeps its id.
      await at(id, box, 'EMPTY_RELEASED', 'first_mile', "now() - interval '12 days'");
      const later = await nodesOf('NODE1');
      expect(later[1]).toMatchObject({ id: first[1]?.id, lastCode: 'LOADED', eventCount: 3 });
      // A moved event and a removed one are recounted.
      await t.database.query(
        `UPDATE tracking_events SET occurred_at = now() - interval '1 day' WHERE shipment_id = $1 AND code = 'GATE_IN'`,
        [id],
      );
      expect((await nodesOf('NODE1'))[1]).toMatchObject({ lastCode: 'GATE_IN', eventCount: 3 });
      await t.database.query(`DELETE FROM tracking_events WHERE shipment_id = $1 AND code = 'DEPARTED'`, [id]);
      expect((await nodesOf('NODE1')).map((n) => n.leg)).toEqual(['first_mile', 'first_mile']);
      // The nodes keep to their shipment's scope when it moves to another branch.
      await t.database.query('UPDATE shipments SET branch_id = $2 WHERE id = $1', [id, sha]);
      expect(await nodesOf('NODE1')).toEqual([]);
      await t.database.query('UPDATE shipments SET branch_id = $2 WHERE id = $1', [id, ngb]);
      expect(await nodesOf('NODE1')).toHaveLength(2);
      // A removed container takes its events and nodes with it.
      await t.database.query('DELETE FROM containers WHERE id = $1', [box]);
      expect((await nodesOf('NODE1')).map((n) => [n.containerNo, n.lastCode])).toEqual([[null, 'BOOKED']]);
    });

    it('match the events exactly for the whole demo data', async () => {
      const drift = await t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (
           SELECT e.shipment_id, e.container_id, s.branch_id, s.company_id, e.leg, count(*)::int AS event_count,
                  min(e.occurred_at) AS started_at, max(e.occurred_at) AS last_at,
                  (array_agg(e.id ORDER BY e.occurred_at DESC, e.id DESC))[1] AS last_event_id,
                  (array_agg(e.code ORDER BY e.occurred_at DESC, e.id DESC))[1] AS last_code
             FROM tracking_events e JOIN shipments s ON s.id = e.shipment_id
            GROUP BY e.shipment_id, e.container_id, s.branch_id, s.company_id, e.leg
           EXCEPT
           SELECT shipment_id, container_id, branch_id, company_id, leg, event_count, started_at, last_at, last_event_id,
                  last_code
             FROM tracking_nodes
         ) d`,
      );
      expect(drift[0]?.n).toBe(0);
      const counts = await t.database.query<{ events: number; nodes: number }>(
        `SELECT (SELECT count(*)::int FROM (SELECT DISTINCT shipment_id, container_id, leg FROM tracking_events) k) AS events,
                (SELECT count(*)::int FROM tracking_nodes) AS nodes`,
      );
      expect(counts[0]?.nodes).toBe(counts[0]?.events);
    });
  });

  describe('transit-time analyses', () => {
    beforeAll(async () => {
      // Departures 10, 12 and 20 days before arrival; loading 2 days before departure; delivery 3 days after arrival.
      for (const [no, transit] of [
        ['AVG10', 10],
        ['AVG12', 12],
        ['AVG20', 20],
      ] as const) {
        const dep = "now() - interval '40 days'";
        const id = await make({ no, lane: STATS_LANE, etd: dep, status: 5 });
        await t.database.query(`UPDATE shipments SET atd = ${dep} WHERE id = $1`, [id]);
        await event(id, 'LOADED', `${dep} - interval '2 days'`);
        await event(id, 'DEPARTED', dep);
        await event(id, 'ARRIVED', `${dep} + interval '${transit} days'`);
        await event(id, 'DELIVERED', `${dep} + interval '${transit + 3} days'`);
      }
    });
    const lane = { originPort: STATS_LANE.origin, destinationPort: STATS_LANE.destination };

    it('compute average, min, max, P10, P90 and standard deviation per lane', async () => {
      const res = await post(t, '/api/tracking/desk/laneAverages', ops, lane);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual([
        {
          originPort: 'FIHEL',
          destinationPort: 'NOOSL',
          mode: 'FCL',
          shipments: 3,
          avgDays: 14,
          minDays: 10,
          maxDays: 20,
          p10Days: 10.4,
          p90Days: 18.4,
          stddevDays: 5.29,
        },
      ]);
      const outside = await post(t, '/api/tracking/desk/laneAverages', ops, {
        ...lane,
        from: '2020-01-01',
        to: '2020-02-01',
      });
      expect(outside.json().data).toEqual([]);
      const wrongWay = await post(t, '/api/tracking/desk/laneAverages', ops, { from: '2026-02-01', to: '2026-01-01' });
      expect(wrongWay.statusCode).toBe(400);
    });

    it('compute the days of each leg', async () => {
      const res = await post(t, '/api/tracking/desk/legAverages', ops, lane);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as { leg: string; shipments: number; avgDays: number; stddevDays: number }[];
      expect(rows.map((r) => [r.leg, r.shipments, r.avgDays, r.stddevDays])).toEqual([
        ['first_mile', 3, 2, 0],
        ['in_transit', 3, 14, 5.29],
        ['last_mile', 3, 3, 0],
      ]);
    });

    it('keep to the caller scope', async () => {
      const res = await post(t, '/api/tracking/desk/laneAverages', await signIn(t, 'csr'), lane);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual([]);
    });

    it("read the period as whole days on the user's clock (Shanghai for the Ningbo office)", async () => {
      const dayLane = { origin: 'FIHEL', destination: 'DEHAM' };
      // Half an hour either side of midnight in Shanghai, the night of 25 to 26 November 2026.
      for (const [no, departed] of [
        ['TZ2330', "'2026-11-25T15:30:00Z'::timestamptz"],
        ['TZ0030', "'2026-11-25T16:30:00Z'::timestamptz"],
      ] as const) {
        const id = await make({ no, lane: dayLane, etd: departed, status: 5 });
        await t.database.query(`UPDATE shipments SET atd = ${departed} WHERE id = $1`, [id]);
        await event(id, 'DEPARTED', departed);
        await event(id, 'ARRIVED', `${departed} + interval '10 days'`);
      }
      const lanes = { originPort: dayLane.origin, destinationPort: dayLane.destination };
      const shipmentsOn = async (day: string) => {
        const res = await post(t, '/api/tracking/desk/laneAverages', ops, { ...lanes, from: day, to: day });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().data as { shipments: number }[]).reduce((n, r) => n + r.shipments, 0);
      };
      expect(await shipmentsOn('2026-11-25')).toBe(1);
      expect(await shipmentsOn('2026-11-26')).toBe(1);
      expect(await shipmentsOn('2026-11-27')).toBe(0);
      const both = await post(t, '/api/tracking/desk/legAverages', ops, {
        ...lanes,
        from: '2026-11-25',
        to: '2026-11-26',
      });
      expect(
        (both.json().data as { leg: string; shipments: number }[]).find((r) => r.leg === 'in_transit')?.shipments,
      ).toBe(2);

      const quality = async (day: string) => {
        const res = await post(t, '/api/tracking/desk/quality', ops, {
          check: 'outOfOrder',
          from: day,
          to: day,
          limit: 50,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.total as number;
      };
      // Both departures are in order: the check reads the period without complaint, on the same clock.
      expect(await quality('2026-11-26')).toBeGreaterThanOrEqual(0);
    });
  });
});
