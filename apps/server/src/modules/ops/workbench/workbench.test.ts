import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { idOf, post, type Session, signIn } from '../../../../test/session-helpers';

type Section = {
  key: string;
  page: string;
  count: number;
  items: { page: string; id: number; number: string; detail: string; due: string | null }[];
};

describe.each(ENGINES)('the work bench on %s', (engine) => {
  let t: TestApp;
  let ops: Session;
  let ngb: number;
  let sha: number;

  /** A shipment of the test's own, with one container: what the bench should (or should not) list. */
  const shipment = async (
    branchId: number,
    no: string,
    fields: { etd: string; status: number; lfd: string | null },
  ) => {
    const id = await idOf(
      t,
      `INSERT INTO shipments (shipment_no, house_bill, master_bill, mode, origin_port, destination_port, carrier_code,
                              etd, eta, status, job_status, company_id, branch_id, packages, package_type,
                              gross_weight_kg, volume_cbm, goods_description, marks, last_free_day)
       VALUES ($1, 'H' || $1, 'M' || $1, 'FCL', 'CNNGB', 'USLAX', 'MAEU', ${fields.etd}, now() + interval '20 days',
               $2, 'WRK', (SELECT id FROM companies ORDER BY id LIMIT 1), $3, 10, 'CTN', 1000, 5.5, 'Toys', 'N/M', ${fields.lfd ?? 'NULL'})
       RETURNING id`,
      [no, fields.status, branchId],
    );
    await t.database.query(
      `INSERT INTO containers (shipment_id, container_no, iso_type, tare_kg) VALUES ($1, $2, '45G1', 3800)`,
      [id, `WBX${no.slice(-7)}`],
    );
    return id;
  };
  const bench = async (s: Session, lang = 'en_us') => {
    const res = await post(t, '/api/ops/workbench', s, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return new Map((res.json().data as Section[]).map((x) => [x.key, x]));
  };

  beforeAll(async () => {
    t = await testApp(engine);
    ops = await signIn(t, 'ops');
    ngb = await idOf(t, "SELECT id FROM branches WHERE code = 'NGB'");
    sha = await idOf(t, "SELECT id FROM branches WHERE code = 'SHA'");
  });
  afterAll(() => t.close());

  it('lists what waits in the caller branches, with counts that match the records', async () => {
    const before = await bench(ops);
    // Due for its VGM in 12 hours, none filed: past the 24-hour cut-off.
    const late = await shipment(ngb, 'WB00000001', { etd: "now() + interval '12 hours'", status: 0, lfd: null });
    // Arrived, its last free day tomorrow.
    const atLfd = await shipment(ngb, 'WB00000002', {
      etd: "now() - interval '30 days'",
      status: 3,
      lfd: 'current_date + 1',
    });
    // The same in another branch: never on this user's bench.
    const elsewhere = await shipment(sha, 'WB00000003', {
      etd: "now() + interval '12 hours'",
      status: 0,
      lfd: 'current_date',
    });
    const consoleId = await idOf(
      t,
      `INSERT INTO consoles (console_no, branch_id, transport, console_type, container_mode, carrier_code,
                             first_load_port, last_discharge_port, payment, etd)
       VALUES ('CWBTEST0001', $1, 'AIR', 'CONSOL', 'LSE', 'CK', 'CNPVG', 'USORD', 'PP', now() + interval '2 days')
       RETURNING id`,
      [ngb],
    );
    const after = await bench(ops);
    expect([...after.keys()]).toEqual([
      'bookingsToConfirm',
      'checklistMissing',
      'vgmMissed',
      'consolesWithoutMawb',
      'containersAtLfd',
    ]);
    const vgm = after.get('vgmMissed');
    expect(vgm?.count).toBe((before.get('vgmMissed')?.count ?? 0) + 1);
    expect(vgm?.items.some((i) => i.id === late && i.page === 'tracking')).toBe(true);
    const consoles = after.get('consolesWithoutMawb');
    expect(consoles?.count).toBe((before.get('consolesWithoutMawb')?.count ?? 0) + 1);
    expect(consoles?.items.some((i) => i.id === consoleId && i.number === 'CWBTEST0001')).toBe(true);
    const lfd = after.get('containersAtLfd');
    expect(lfd?.count).toBe((before.get('containersAtLfd')?.count ?? 0) + 1);
    expect(lfd?.items.some((i) => i.id === atLfd)).toBe(true);
    for (const section of after.values()) {
      expect(section.items.length).toBeLessThanOrEqual(8);
      expect(section.items.every((i) => !(i.page === 'tracking' && i.id === elsewhere))).toBe(true);
    }
    // Every row of the count is one of the user's branches: the whole count, checked in SQL.
    const [{ n }] = (await t.database.query(
      `SELECT count(*)::int AS n FROM consoles WHERE branch_id = $1 AND master_bill IS NULL AND post_status = 'open'`,
      [ngb],
    )) as [{ n: number }];
    expect(consoles?.count).toBe(n);
    // Once the console has its MAWB it leaves the bench.
    await t.database.query(`UPDATE consoles SET master_bill = '160-12345675' WHERE id = $1`, [consoleId]);
    expect((await bench(ops)).get('consolesWithoutMawb')?.count).toBe(n - 1);
  });

  it('lists bookings waiting for the desk and bookings missing checklist items, opening their booking form', async () => {
    const before = await bench(ops);
    const id = await idOf(
      t,
      `INSERT INTO bookings (booking_no, mode, load_type, status, branch_id, origin_port, destination_port, etd)
       VALUES ('BKWBTEST01', 'AIR', 'AIR', 'submitted', $1, 'CNPVG', 'USORD', now() + interval '5 days') RETURNING id`,
      [ngb],
    );
    const after = await bench(ops);
    const waiting = after.get('bookingsToConfirm');
    expect(waiting?.count).toBe((before.get('bookingsToConfirm')?.count ?? 0) + 1);
    const row = waiting?.items.find((i) => i.id === id);
    if (row) {
      expect(row.page).toBe('bookingAir');
      expect(row.detail).toBe('CNPVG → USORD · Submitted');
    }
    const gaps = after.get('checklistMissing');
    expect(gaps?.count).toBe((before.get('checklistMissing')?.count ?? 0) + 1);
    // What is missing, a few items by name, kept apart where an item holds a comma of its own.
    const details = (gaps?.items ?? []).map((i) => i.detail);
    expect(details.length).toBeGreaterThan(0);
    for (const d of details) expect(d).toMatch(/^\d+ missing: [^;]+(; [^;]+){0,2}( …)?$/);
    expect(details.some((d) => d.includes('; '))).toBe(true);
    const zh = ((await bench(ops, 'zh_cn')).get('checklistMissing')?.items ?? []).map((i) => i.detail);
    expect(zh.length).toBe(details.length);
    for (const d of zh) expect(d).toMatch(/^缺 \d+ 项：[^；]+(；[^；]+){0,2}( …)?$/);
    // Confirmed bookings are done: they leave both lists.
    await t.database.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [id]);
    const done = await bench(ops);
    expect(done.get('bookingsToConfirm')?.count).toBe(before.get('bookingsToConfirm')?.count ?? 0);
    expect(done.get('checklistMissing')?.count).toBe(before.get('checklistMissing')?.count ?? 0);
  });

  it('is refused to roles without the page, to customers and without a session', async () => {
    for (const user of ['hr', 'finance', 'customer']) {
      const res = await post(t, '/api/ops/workbench', await signIn(t, user));
      expect(res.statusCode, `${user}: ${res.body}`).toBe(403);
    }
    expect((await post(t, '/api/ops/workbench', null)).statusCode).toBe(401);
  });
});
