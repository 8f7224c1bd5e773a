import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Session, signIn } from '../../../../test/session-helpers';
import { pdfText } from './pdf-text';

/** The branches whose shipments the demo CSR sees: its own and those its scopes add. */
const CSR_BRANCHES = `(SELECT branch_id FROM users WHERE user_name = 'csr'
  UNION SELECT b.branch_id FROM user_branch_scopes b JOIN users x ON x.id = b.user_id WHERE x.user_name = 'csr')`;

let address = 0;
const get = (t: TestApp, url: string, session?: Session, lang = 'en_us') =>
  t.app.inject({
    method: 'GET',
    url: `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`,
    remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
    headers: session ? { cookie: `tm_ss=${session.cookie}`, 'x-sid': session.sid } : {},
  });

const squeeze = (text: string) => text.replace(/\s+/g, '');

describe.each(ENGINES)('documents on %s', (engine) => {
  let t: TestApp;
  let customer: Session;
  let csr: Session;
  /** A sea shipment of the demo customer's company, one of another company, and one outside the CSR's branches. */
  let own: { shipment_no: string; house_bill: string; shipper_name: string; consignee_name: string };
  let foreign: string;
  let otherBranch: string;
  let inBranch: string;

  beforeAll(async () => {
    t = await testApp(engine);
    customer = await signIn(t, 'customer');
    csr = await signIn(t, 'csr');
    const [mine] = await t.database.query<typeof own>(
      `SELECT s.shipment_no, s.house_bill, p.shipper_name, p.consignee_name
         FROM shipments s JOIN users u ON u.company_id = s.company_id JOIN bill_parties p ON p.shipment_id = s.id
        WHERE u.user_name = 'customer' AND s.mode <> 'AIR' ORDER BY s.id LIMIT 1`,
    );
    if (!mine) throw new Error('the demo customer has no sea shipment');
    own = mine;
    const pick = async (where: string) => {
      const [row] = await t.database.query<{ shipment_no: string }>(
        `SELECT s.shipment_no FROM shipments s, users u WHERE ${where} ORDER BY s.id LIMIT 1`,
      );
      if (!row) throw new Error(`no shipment where ${where}`);
      return row.shipment_no;
    };
    foreign = await pick(`u.user_name = 'customer' AND s.company_id <> u.company_id`);
    otherBranch = await pick(`u.user_name = 'csr' AND s.branch_id NOT IN ${CSR_BRANCHES}`);
    inBranch = await pick(`u.user_name = 'csr' AND s.branch_id IN ${CSR_BRANCHES}`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives every demo shipment its bill parties, the customer on one side', async () => {
    const [row] = await t.database.query<{ missing: number; sides: number; zh: number }>(
      `SELECT (SELECT count(*)::int FROM shipments s WHERE NOT EXISTS (SELECT 1 FROM bill_parties p WHERE p.shipment_id = s.id)) AS missing,
              (SELECT count(DISTINCT customer_role)::int FROM bill_parties) AS sides,
              (SELECT count(*)::int FROM bill_parties WHERE shipper_name ~ '[一-龥]' OR consignee_name ~ '[一-龥]') AS zh`,
    );
    expect(row).toEqual({ missing: 0, sides: 2, zh: expect.any(Number) });
    expect(row?.zh).toBeGreaterThan(0);
    const [mismatch] = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bill_parties p JOIN shipments s ON s.id = p.shipment_id JOIN companies c ON c.id = s.company_id
        WHERE CASE p.customer_role WHEN 'shipper' THEN p.shipper_name ELSE p.consignee_name END <> c.name`,
    );
    expect(mismatch?.n).toBe(0);
  });

  it('lets a customer download the house bill of its own shipment, as a private PDF download', async () => {
    for (const lang of ['en_us', 'zh_cn'] as const) {
      const res = await get(t, `/api/ops/documents/house-bill?shipmentNo=${own.shipment_no}`, customer, lang);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="HBL-${own.house_bill}.pdf"; filename*=UTF-8''HBL-${own.house_bill}.pdf`,
      );
      const { text } = await pdfText(res.rawPayload);
      const flat = squeeze(text);
      expect(flat).toContain(own.house_bill);
      expect(flat).toContain(squeeze(own.shipper_name));
      expect(flat).toContain(squeeze(own.consignee_name));
      if (lang === 'zh_cn') expect(flat).toContain('分提单');
      else expect(flat).toContain(squeeze('House bill of lading'));
    }
  });

  it('gives the booking confirmation of a confirmed booking within scope, in both languages, and says why not otherwise', async () => {
    const pickBooking = async (where: string) => {
      const [row] = await t.database.query<{ booking_no: string; shipper_name: string; mode: string }>(
        `SELECT k.booking_no, k.shipper_name, k.mode FROM bookings k WHERE ${where} ORDER BY k.id LIMIT 1`,
      );
      if (!row) throw new Error(`no booking where ${where}`);
      return row;
    };
    const confirmed = await pickBooking(
      `k.status = 'confirmed' AND k.shipper_name IS NOT NULL AND k.consignee_name IS NOT NULL AND k.branch_id IN ${CSR_BRANCHES}`,
    );
    for (const lang of ['en_us', 'zh_cn'] as const) {
      const res = await get(t, `/api/ops/documents/booking-confirmation?bookingNo=${confirmed.booking_no}`, csr, lang);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      const flat = squeeze((await pdfText(res.rawPayload)).text);
      expect(flat).toContain(confirmed.booking_no);
      expect(flat).toContain(squeeze(confirmed.shipper_name));
      expect(flat).toContain(lang === 'zh_cn' ? '订舱确认书' : 'Bookingconfirmation');
    }
    const open = await pickBooking(`k.status <> 'confirmed' AND k.branch_id IN ${CSR_BRANCHES}`);
    const notYet = await get(t, `/api/ops/documents/booking-confirmation?bookingNo=${open.booking_no}`, csr);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json().message).toMatch(/not confirmed yet/);
    const elsewhere = await pickBooking(`k.status = 'confirmed' AND k.branch_id NOT IN ${CSR_BRANCHES}`);
    const other = await get(t, `/api/ops/documents/booking-confirmation?bookingNo=${elsewhere.booking_no}`, csr);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(
      (await get(t, '/api/ops/documents/booking-confirmation?bookingNo=BKNOSUCH0', csr)).json().message,
    );
    // A customer sees only its own company's; a role without the booking pages none.
    const theirs = await pickBooking(
      `k.status = 'confirmed' AND k.company_id <> (SELECT company_id FROM users WHERE user_name = 'customer')`,
    );
    expect(
      (await get(t, `/api/ops/documents/booking-confirmation?bookingNo=${theirs.booking_no}`, customer)).statusCode,
    ).toBe(404);
    const hr = await signIn(t, 'hr');
    expect(
      (await get(t, `/api/ops/documents/booking-confirmation?bookingNo=${confirmed.booking_no}`, hr)).statusCode,
    ).toBe(404);
    expect((await get(t, `/api/ops/documents/booking-confirmation?bookingNo=${confirmed.booking_no}`)).statusCode).toBe(
      401,
    );
  });

  it('answers a lower-case shipment number too', async () => {
    const res = await get(t, `/api/ops/documents/house-bill?shipmentNo=${own.shipment_no.toLowerCase()}`, customer);
    expect(res.statusCode).toBe(200);
  });

  it('gives a customer a 404 for another company’s shipment, the same as for no shipment at all', async () => {
    const theirs = await get(t, `/api/ops/documents/house-bill?shipmentNo=${foreign}`, customer);
    const none = await get(t, '/api/ops/documents/house-bill?shipmentNo=S999999999', customer);
    expect(theirs.statusCode).toBe(404);
    expect(none.statusCode).toBe(404);
    expect(theirs.json().message).toBe(none.json().message);
    expect(theirs.headers['content-type']).not.toBe('application/pdf');
  });

  it('lets staff download within their branches only', async () => {
    const mine = await get(t, `/api/ops/documents/house-bill?shipmentNo=${inBranch}`, csr);
    expect(mine.statusCode, mine.body.slice(0, 200)).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect((await get(t, `/api/ops/documents/house-bill?shipmentNo=${otherBranch}`, csr)).statusCode).toBe(404);
  });

  it('prints an air shipment as a house air waybill without containers', async () => {
    const [air] = await t.database.query<{ shipment_no: string; house_bill: string }>(
      `SELECT s.shipment_no, s.house_bill FROM shipments s, users u
        WHERE u.user_name = 'csr' AND s.mode = 'AIR' AND s.branch_id IN ${CSR_BRANCHES}
        ORDER BY s.id LIMIT 1`,
    );
    if (!air) throw new Error('no air shipment in the CSR branches');
    const res = await get(t, `/api/ops/documents/house-bill?shipmentNo=${air.shipment_no}`, csr);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`HAWB-${air.house_bill}.pdf`);
    const flat = squeeze((await pdfText(res.rawPayload)).text);
    expect(flat).toContain(squeeze('House air waybill'));
    expect(flat).not.toContain(squeeze('Containers and seals'));
  });

  it('dates a house bill on the day the goods left, and marks one before departure a draft', async () => {
    const pickBy = async (departed: boolean) => {
      const [row] = await t.database.query<{ shipment_no: string; day: string | null }>(
        `SELECT s.shipment_no, to_char(s.atd AT TIME ZONE coalesce(b.time_zone, 'UTC'), 'YYYY-MM-DD') AS day
           FROM shipments s JOIN branches b ON b.id = s.branch_id, users u
          WHERE u.user_name = 'csr' AND s.branch_id IN ${CSR_BRANCHES} AND (s.atd IS NOT NULL) = $1
          ORDER BY s.id LIMIT 1`,
        [departed],
      );
      if (!row) throw new Error(`no ${departed ? 'departed' : 'waiting'} shipment`);
      const res = await get(t, `/api/ops/documents/house-bill?shipmentNo=${row.shipment_no}`, csr);
      expect(res.statusCode).toBe(200);
      return { day: row.day, text: squeeze((await pdfText(res.rawPayload)).text) };
    };
    const sailed = await pickBy(true);
    expect(sailed.text).toContain(sailed.day);
    expect(sailed.text).not.toContain('(draft)');
    expect(sailed.text).toContain(squeeze('as agent for the carrier'));
    const waiting = await pickBy(false);
    expect(waiting.text).toContain('(draft)');
    expect(waiting.text).toContain(squeeze('not valid to release the goods'));
  });

  it('says why a shipment in scope has no house bill yet', async () => {
    const [row] = await t.database.query<{ id: number; shipment_no: string }>(
      `SELECT id, shipment_no FROM shipments WHERE shipment_no = $1`,
      [inBranch],
    );
    await t.database.query('DELETE FROM bill_parties WHERE shipment_id = $1', [row?.id]);
    const res = await get(t, `/api/ops/documents/house-bill?shipmentNo=${inBranch}`, csr);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The shipper and consignee of this shipment are not recorded yet.');
  });

  it('refuses anonymous callers, staff without the shipment list, and a malformed number', async () => {
    expect((await get(t, `/api/ops/documents/house-bill?shipmentNo=${own.shipment_no}`)).statusCode).toBe(401);
    expect((await get(t, `/api/ops/documents/manifest?masterBill=X`)).statusCode).toBe(401);
    const hr = await signIn(t, 'hr');
    expect((await get(t, `/api/ops/documents/house-bill?shipmentNo=${own.shipment_no}`, hr)).statusCode).toBe(403);
    expect((await get(t, '/api/ops/documents/house-bill', csr)).statusCode).toBe(400);
    expect((await get(t, `/api/ops/documents/house-bill?shipmentNo=${'S'.repeat(36)}`, csr)).statusCode).toBe(400);
  });

  describe('manifest', () => {
    const MASTER = 'COSU2611770001';
    let houses: { shipment_no: string; house_bill: string; packages: number }[];

    beforeAll(async () => {
      // A console: three sea houses of the CSR's branches, and one elsewhere, on one master bill.
      houses = await t.database.query(
        `UPDATE shipments SET master_bill = $1 WHERE id IN (
           SELECT s.id FROM shipments s, users u
            WHERE u.user_name = 'csr' AND s.mode <> 'AIR'
              AND s.branch_id IN ${CSR_BRANCHES}
            ORDER BY s.id DESC LIMIT 3)
         RETURNING shipment_no, house_bill, packages`,
        [MASTER],
      );
      await t.database.query('UPDATE shipments SET master_bill = $1 WHERE shipment_no = $2', [MASTER, otherBranch]);
      expect(houses).toHaveLength(3);
    });

    it('lists the houses of a master bill in the staff user’s branches with their totals', async () => {
      const res = await get(t, `/api/ops/documents/manifest?masterBill=${MASTER.toLowerCase()}`, csr, 'zh_cn');
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toContain(`MANIFEST-${MASTER}.pdf`);
      const flat = squeeze((await pdfText(res.rawPayload)).text);
      expect(flat).toContain('货物舱单');
      expect(flat).toContain(MASTER);
      for (const h of houses) expect(flat).toContain(h.house_bill);
      const [other] = await t.database.query<{ house_bill: string }>(
        'SELECT house_bill FROM shipments WHERE shipment_no = $1',
        [otherBranch],
      );
      expect(flat).not.toContain(other?.house_bill);
      expect(flat).toContain('合计:3');
      const total = houses.reduce((n, h) => n + h.packages, 0);
      expect(flat).toContain(total.toLocaleString('en-US'));
    });

    it('is for staff only: a customer gets a 404 even for a master bill of its own', async () => {
      const [mine] = await t.database.query<{ master_bill: string }>(
        `SELECT s.master_bill FROM shipments s JOIN users u ON u.company_id = s.company_id WHERE u.user_name = 'customer' LIMIT 1`,
      );
      expect((await get(t, `/api/ops/documents/manifest?masterBill=${mine?.master_bill}`, customer)).statusCode).toBe(
        404,
      );
      expect((await get(t, '/api/ops/documents/manifest?masterBill=NOSUCHBILL1', csr)).statusCode).toBe(404);
    });
  });
});
