import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, post, type Session, signIn } from '../../../../test/session-helpers';

type Sailing = { vessel: string; originPort: string; destinationPort: string; etd: string };

/**
 * Sailings of a lane no seeded loop serves, in a year the seed never reaches, so every filter
 * below can be checked against exactly the rows written here.
 */
const LANE = { origin: 'NZAKL', destination: 'CLVAP' } as const;
const SAILINGS = [
  { vessel: 'TIDEMARK TEST ONE', origin: LANE.origin, destination: LANE.destination, etd: '2031-03-02T10:00:00Z' },
  { vessel: 'TIDEMARK TEST TWO', origin: LANE.origin, destination: LANE.destination, etd: '2031-03-09T10:00:00Z' },
  { vessel: 'TIDEMARK TEST THREE', origin: LANE.origin, destination: LANE.destination, etd: '2031-03-23T10:00:00Z' },
  { vessel: 'TIDEMARK TEST BACK', origin: LANE.destination, destination: LANE.origin, etd: '2031-03-05T10:00:00Z' },
] as const;

describe.each(ENGINES)('sailing schedule search on %s', (engine) => {
  let t: TestApp;
  let ops: Session;
  let customer: Session;
  let finance: Session;

  const search = (s: Session, fields: Fields) =>
    post(t, '/api/engine/sailingSchedule/list', s, {
      view: 'sailingSchedule',
      page: 1,
      limit: 50,
      orderByColumn: 'etd',
      isAsc: 'asc',
      ...fields,
    });
  const vessels = (rows: readonly Sailing[]) => rows.map((r) => r.vessel);

  beforeAll(async () => {
    t = await testApp(engine);
    ops = await signIn(t, 'ops');
    finance = await signIn(t, 'finance');
    for (const s of SAILINGS) {
      const etd = new Date(s.etd);
      await t.database.query(
        `INSERT INTO sailing_schedules (carrier_code, service, vessel, voyage, origin_port, destination_port,
                                        cutoff_at, etd, eta, transit_days)
         VALUES ('MSCU', 'NZCL1', $1, '031E', $2, $3, $4, $5, $6, 24)`,
        [
          s.vessel,
          s.origin,
          s.destination,
          new Date(etd.getTime() - 2 * 86_400_000),
          etd,
          new Date(etd.getTime() + 24 * 86_400_000),
        ],
      );
    }
    customer = await signIn(t, 'customer');
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the sailings of a lane by origin and destination', async () => {
    const res = await search(ops, { f_originPort: LANE.origin, f_destinationPort: LANE.destination });
    expect(res.statusCode, res.body).toBe(200);
    const { rows, total } = res.json().data;
    expect(vessels(rows)).toEqual(['TIDEMARK TEST ONE', 'TIDEMARK TEST TWO', 'TIDEMARK TEST THREE']);
    expect(total).toBe(3);
    expect(rows[0]).toMatchObject({ originPort: LANE.origin, destinationPort: LANE.destination, transitDays: 24 });
    const back = await search(ops, { f_originPort: LANE.destination });
    expect(vessels(back.json().data.rows)).toContain('TIDEMARK TEST BACK');
    expect(vessels(back.json().data.rows)).not.toContain('TIDEMARK TEST ONE');
  });

  it('narrows to a departure window, both ends included', async () => {
    const res = await search(ops, {
      f_originPort: LANE.origin,
      f_destinationPort: LANE.destination,
      f_etd_from: '2031-03-02',
      f_etd_to: '2031-03-10',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(vessels(res.json().data.rows)).toEqual(['TIDEMARK TEST ONE', 'TIDEMARK TEST TWO']);
    const later = await search(ops, { f_originPort: LANE.origin, f_etd_from: '2031-03-15' });
    expect(vessels(later.json().data.rows)).toEqual(['TIDEMARK TEST THREE']);
  });

  it('refuses a filter the page does not offer with a 400 naming it', async () => {
    const res = await search(ops, { f_shipmentNo: 'X' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(JSON.stringify(res.json())).toContain('shipmentNo');
    const sort = await search(ops, { orderByColumn: 'secret' });
    expect(sort.statusCode).toBe(400);
  });

  it('shows the published sailings to every user with the page and refuses users without it', async () => {
    const res = await search(customer, { f_originPort: LANE.origin, f_destinationPort: LANE.destination });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.total).toBe(3);
    const refused = await search(finance, { f_originPort: LANE.origin });
    expect(refused.statusCode).toBe(403);
    const anonymous = await post(t, '/api/engine/sailingSchedule/list', null, { view: 'sailingSchedule' });
    expect(anonymous.statusCode).toBe(401);
  });
});
