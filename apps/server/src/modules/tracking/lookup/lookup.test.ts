import type { LookupAnswer } from '@tidemark/domain/tracking/lookup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Session, signIn } from '../../../../test/session-helpers';
import { DEMO_NUMBERS } from '../../shipments';

type Answer = { success: boolean; message: string; data: LookupAnswer };

let address = 0;
/** Each call comes from its own address unless one is given, so the rate limit stays out of the way. */
const get = (t: TestApp, url: string, opts: { lang?: string; ip?: string; session?: Session } = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${url}${url.includes('?') ? '&' : '?'}lang=${opts.lang ?? 'en_us'}`,
    remoteAddress: opts.ip ?? `10.0.${Math.floor(++address / 250)}.${address % 250}`,
    headers: opts.session ? { cookie: `tm_ss=${opts.session.cookie}`, 'x-sid': opts.session.sid } : {},
  });

const lookup = async (t: TestApp, no: string, lang = 'en_us') => {
  const res = await get(t, `/api/tracking/lookup?no=${encodeURIComponent(no)}`, { lang });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Answer).data.results;
};

const FORBIDDEN_KEYS = [
  'companyId',
  'company',
  'customer',
  'branchId',
  'incoterm',
  'price',
  'amount',
  'currency',
  'charges',
  'shipper',
  'consignee',
  'notify',
  'address',
  'phone',
  'email',
  'contact',
  'jobStatus',
];
const allKeys = (value: unknown, out = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) for (const v of value) allKeys(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      allKeys(v, out);
    }
  return out;
};

describe.each(ENGINES)('tracking lookups on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the demo container on the water with events, legs, cargo, containers, history and map', async () => {
    const [result] = await lookup(t, DEMO_NUMBERS.containersOnWater[0]);
    expect(result?.kind).toBe('container');
    expect(result?.checkDigitValid).toBe(true);
    expect(result?.shipments).toHaveLength(1);
    const s = result?.shipments[0];
    expect(s?.overview.statusLabel).toBe('On Water');
    expect(s?.overview.origin.name).toBe('Shanghai');
    expect(s?.overview.destination.code).toBe('USLAX');
    expect(s?.overview.carrier.name).toBe('Maersk');
    expect(s?.overview.atd).not.toBeNull();
    expect(s?.overview.ata).toBeNull();
    expect(s?.containers.map((c) => c.containerNo)).toEqual([...DEMO_NUMBERS.containersOnWater]);
    const times = s?.events.map((e) => e.time.utc) ?? [];
    expect(times.length).toBeGreaterThan(4);
    expect([...times].sort().reverse()).toEqual(times);
    // Shanghai events in Shanghai time.
    const departed = s?.events.find((e) => e.code === 'DEPARTED');
    expect(departed?.time.offset).toBe('+08:00');
    expect(departed?.time.timeZone).toBe('Asia/Shanghai');
    expect(departed?.description).toBe('Departed');
    expect(s?.legs.map((l) => l.leg)).toEqual(['first_mile', 'in_transit', 'last_mile']);
    expect(s?.legs[1]?.plannedStart).not.toBeNull();
    expect(s?.cargo.hsCode).toBeTruthy();
    expect(s?.history.some((h) => h.field === 'eta')).toBe(true);
    expect(s?.history.some((h) => h.field === 'status' && h.to === 'On Water')).toBe(true);
    expect(s?.map.atSea).toBe(true);
    expect(s?.map.travelled).toBeGreaterThan(0);
  });

  it('finds shipments by house bill, master bill, booking, shipment number and air waybill', async () => {
    const results = await lookup(
      t,
      [DEMO_NUMBERS.houseBill, DEMO_NUMBERS.masterBill, DEMO_NUMBERS.bookingNo, DEMO_NUMBERS.airWaybill].join(','),
    );
    expect(results.map((r) => r.kind)).toEqual(['houseBill', 'masterBill', 'booking', 'airWaybill']);
    for (const r of results.slice(0, 3)) expect(r.shipments[0]?.overview.houseBill).toBe(DEMO_NUMBERS.houseBill);
    const air = results[3]?.shipments[0];
    expect(air?.overview.mode).toBe('AIR');
    expect(air?.overview.carrier.name).toBe('China Cargo Airlines');
    const shipmentNo = results[0]?.shipments[0]?.overview.shipmentNo as string;
    const [byNo] = await lookup(t, shipmentNo.toLowerCase());
    expect(byNo?.kind).toBe('shipment');
    expect(byNo?.shipments[0]?.overview.houseBill).toBe(DEMO_NUMBERS.houseBill);
  });

  it('shows every shipment a number finds, newest first, and the same shipment under each number finding it', async () => {
    const bill = 'ZZZZ20261125';
    const rows = await t.database.query<{ id: number; house_bill: string }>(
      `UPDATE shipments SET master_bill = $1
        WHERE id IN (SELECT id FROM shipments WHERE house_bill IS NOT NULL AND house_bill <> $2 ORDER BY id LIMIT 2)
        RETURNING id, house_bill`,
      [bill, DEMO_NUMBERS.houseBill],
    );
    expect(rows).toHaveLength(2);
    const [byBill, byHouseBill] = await lookup(t, `${bill.toLowerCase()} ${rows[1]?.house_bill}`);
    expect(byBill?.kind).toBe('masterBill');
    expect(byBill?.shipments.map((s) => s.overview.masterBill)).toEqual([bill, bill]);
    const etds = byBill?.shipments.map((s) => s.overview.etd.utc) ?? [];
    expect([...etds].sort().reverse()).toEqual(etds);
    expect(byHouseBill?.shipments).toHaveLength(1);
    const same = byBill?.shipments.find((s) => s.overview.houseBill === rows[1]?.house_bill);
    expect(byHouseBill?.shipments[0]).toEqual(same);
  });

  it('takes an air waybill with spaces or without its hyphen', async () => {
    const compact = DEMO_NUMBERS.airWaybill.replace('-', '');
    const results = await lookup(t, `${compact}\n${compact.slice(0, 3)} ${compact.slice(3)}`);
    expect(results).toHaveLength(1);
    expect(results[0]?.normalized).toBe(DEMO_NUMBERS.airWaybill);
    expect(results[0]?.shipments).toHaveLength(1);
  });

  it('answers each number on its own: found, not found, wrong check digit', async () => {
    const wrong = `${DEMO_NUMBERS.containerDelivered.slice(0, 10)}${(Number(DEMO_NUMBERS.containerDelivered[10]) + 1) % 10}`;
    const results = await lookup(t, `${DEMO_NUMBERS.containerDelivered} NOPE12345 ${wrong}`);
    expect(results[0]?.shipments[0]?.overview.status).toBeGreaterThanOrEqual(5);
    expect(results[1]?.shipments).toEqual([]);
    expect(results[1]?.message).toBe('No result found');
    expect(results[2]?.checkDigitValid).toBe(false);
    expect(results[2]?.notice).toContain(DEMO_NUMBERS.containerDelivered[10]);
    expect(results[2]?.message).toBe('No result found');
  });

  it('answers in Chinese when asked', async () => {
    const [result] = await lookup(t, 'NOPE12345', 'zh_cn');
    expect(result?.message).toBe('未找到结果');
    const [found] = await lookup(t, DEMO_NUMBERS.containersOnWater[1], 'zh_cn');
    expect(found?.shipments[0]?.overview.statusLabel).toBe('海上运输中');
    expect(found?.shipments[0]?.overview.origin.name).toBe('上海');
  });

  it('refuses more than 20 numbers with a clear 400', async () => {
    const many = Array.from({ length: 21 }, (_, i) => `REF${1000 + i}`).join(' ');
    const res = await get(t, `/api/tracking/lookup?no=${encodeURIComponent(many)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter at most 20 numbers at a time.');
    const empty = await get(t, '/api/tracking/lookup?no=');
    expect(empty.statusCode).toBe(400);
  });

  it('never shows prices, parties or the customer in the public answer', async () => {
    const results = await lookup(
      t,
      [...DEMO_NUMBERS.containersOnWater, DEMO_NUMBERS.airWaybill, DEMO_NUMBERS.containerDelivered].join(','),
    );
    const keys = allKeys(results);
    for (const key of FORBIDDEN_KEYS) expect(keys.has(key), key).toBe(false);
    const companies = await t.database.query<{ name: string }>('SELECT name FROM companies');
    const body = JSON.stringify(results);
    for (const c of companies) expect(body.includes(c.name), c.name).toBe(false);
  });

  it('finds road and eCommerce shipments by truck plate and FBA id or reference', async () => {
    const plate = await get(t, `/api/tracking/lookup-plate?plate=${encodeURIComponent('ktr-4172')}`);
    expect(plate.statusCode).toBe(200);
    const plated = (plate.json() as Answer).data.results[0];
    expect(plated?.shipments[0]?.overview.truckPlate).toBe(DEMO_NUMBERS.truckPlate);
    expect(plated?.shipments[0]?.legs.some((l) => l.conveyance === DEMO_NUMBERS.truckPlate)).toBe(true);
    const fba = await get(t, `/api/tracking/lookup-fba?id=${DEMO_NUMBERS.fbaShipmentId.toLowerCase()}`);
    expect((fba.json() as Answer).data.results[0]?.shipments[0]?.overview.fbaShipmentId).toBe(
      DEMO_NUMBERS.fbaShipmentId,
    );
    const ref = await get(t, `/api/tracking/lookup-fba?id=${DEMO_NUMBERS.fbaReference}`);
    expect((ref.json() as Answer).data.results[0]?.shipments).toHaveLength(1);
    const none = await get(t, '/api/tracking/lookup-plate?plate=ZZZ0000');
    expect((none.json() as Answer).data.results[0]?.message).toBe('No result found');
  });

  it('limits lookups to 30 a minute per address across the three lookups, with a 429 in the caller’s language', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 30; i++) {
      const res = await get(t, '/api/tracking/lookup?no=NOPE12345', { ip });
      expect(res.statusCode).toBe(200);
    }
    const en = await get(t, '/api/tracking/lookup?no=NOPE12345', { ip });
    expect(en.statusCode).toBe(429);
    expect(en.json().message).toMatch(/Too many requests/);
    expect(Number(en.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(en.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The plate and FBA lookups draw on the same budget: switching does not double it.
    const zh = await get(t, '/api/tracking/lookup-plate?plate=KTR4172', { ip, lang: 'zh_cn' });
    expect(zh.statusCode).toBe(429);
    expect(zh.json().message).toBe('请求过于频繁，请稍后再试');
    const other = await get(t, '/api/tracking/lookup?no=NOPE12345', { ip: '192.0.2.78', lang: 'zh_cn' });
    expect(other.statusCode).toBe(200);
  });

  it('records later changes of ETA and status in the history', async () => {
    const id = (
      await t.database.query<{ id: number }>('SELECT id FROM shipments WHERE house_bill = $1', [DEMO_NUMBERS.houseBill])
    )[0]?.id;
    await t.database.query(`UPDATE shipments SET eta = eta + interval '1 day', status = 3 WHERE id = $1`, [id]);
    const [result] = await lookup(t, DEMO_NUMBERS.houseBill);
    const fields = result?.shipments[0]?.history
      .slice(0, 2)
      .map((h) => h.field)
      .sort();
    expect(fields).toEqual(['eta', 'status']);
    expect(result?.shipments[0]?.history[0]?.source).toBe('System');
  });

  it('names the source of an event from an uploaded file in the caller’s language', async () => {
    // As the upload of container events writes it (source 'upload'), a minute before the latest event.
    await t.database.query(
      `INSERT INTO tracking_events (shipment_id, container_id, code, status, leg, location, occurred_at, time_zone, source)
       SELECT shipment_id, container_id, code, status, leg, location, occurred_at - interval '1 minute', time_zone, 'upload'
         FROM tracking_events WHERE shipment_id = (SELECT id FROM shipments WHERE house_bill = $1)
        ORDER BY occurred_at DESC LIMIT 1`,
      [DEMO_NUMBERS.houseBill],
    );
    for (const [lang, text] of [
      ['en_us', 'Uploaded by our operations team'],
      ['zh_cn', '我司操作上传'],
    ] as const) {
      const [result] = await lookup(t, DEMO_NUMBERS.houseBill, lang);
      const labels = result?.shipments[0]?.events.map((e) => e.sourceLabel) ?? [];
      expect(labels).toContain(text);
      expect(labels).not.toContain('upload');
    }
  });

  describe('signed in', () => {
    let customer: Session;
    let csr: Session;
    let own: string;
    let foreign: string;
    beforeAll(async () => {
      customer = await signIn(t, 'customer');
      csr = await signIn(t, 'csr');
      const rows = await t.database.query<{ shipment_no: string; mine: boolean }>(
        `SELECT s.shipment_no, s.company_id = u.company_id AS mine FROM shipments s, users u
          WHERE u.user_name = 'customer' ORDER BY s.id`,
      );
      own = rows.find((r) => r.mine)?.shipment_no as string;
      foreign = rows.find((r) => !r.mine)?.shipment_no as string;
      expect(own && foreign).toBeTruthy();
    });

    it('lists only the customer’s own company’s shipments', async () => {
      const res = await get(t, '/api/tracking/my-shipments', { session: customer });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data.rows as { shipmentNo: string }[];
      expect(rows.map((r) => r.shipmentNo)).toContain(own);
      expect(rows.map((r) => r.shipmentNo)).not.toContain(foreign);
      const search = await get(t, `/api/tracking/my-shipments?no=${foreign}`, { session: customer });
      expect(search.json().data.rows).toEqual([]);
    });

    it('shows the own shipment in full with the customer, and nothing of another company’s', async () => {
      const mine = await get(t, `/api/tracking/my-shipment?shipmentNo=${own}`, { session: customer });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data.customer.name).toBeTruthy();
      expect(mine.json().data.events.length).toBeGreaterThan(0);
      const theirs = await get(t, `/api/tracking/my-shipment?shipmentNo=${foreign}`, { session: customer });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().data).toBeNull();
    });

    it('gives staff their branch scope and anonymous callers a 401', async () => {
      const res = await get(t, '/api/tracking/my-shipments', { session: csr });
      expect(res.statusCode).toBe(200);
      const shanghai = await t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM shipments s JOIN branches b ON b.id = s.branch_id WHERE b.code <> 'SHA'
            AND s.shipment_no = ANY($1)`,
        [(res.json().data.rows as { shipmentNo: string }[]).map((r) => r.shipmentNo)],
      );
      expect(shanghai[0]?.n).toBe(0);
      expect((await get(t, '/api/tracking/my-shipments')).statusCode).toBe(401);
    });

    it('refuses staff whose roles hold no shipment tracking page, as the engine does', async () => {
      for (const user of ['hr', 'finance', 'it']) {
        const session = await signIn(t, user);
        expect((await get(t, '/api/tracking/my-shipments', { session })).statusCode, user).toBe(403);
        const one = await get(t, '/api/tracking/my-shipment?shipmentNo=S000000001', { session });
        expect(one.statusCode, user).toBe(403);
      }
    });
  });
});
