import { makeContainerNumber } from '@tidemark/domain';
import type { Database } from '../apps/server/src/db/database';
import { seedBookedShipments } from '../apps/server/src/modules/ops/bookings/seed';
import { prepareDatabase } from '../apps/server/src/startup';
import { onSeededDatabases, SHIPMENTS } from './databases';
import { benchApp, benchUser, httpPost, listen, signIn } from './server';
import { type Case, compare, printCase, sample } from './stats';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
/** Bookings made and confirmed per engine (each writes a shipment, so they are fewer than list calls). */
const FLOWS = Number(process.env.BENCH_FLOWS ?? 100);
/** Samples of a raw OFFSET baseline past page 1: each one reads every skipped row. */
const DEEP_BASELINE_REQUESTS = Number(process.env.BENCH_DEEP_BASELINE_REQUESTS ?? 20);
const LIMIT = 20;
const PAGES = [1, 10_000];

/** The booking desk's pages the bench user holds, with the actions the flow runs. */
const GRANTS = [
  'bookingSea',
  'bookingSea:create',
  'bookingSea:edit',
  'bookingSea:submit',
  'bookingSea:confirm',
  'bookingAir',
  'mainBooking',
  'pendingBooking',
  'shipmentId',
  'shipmentIdAir',
  'airShipmentId',
];

/**
 * A confirmed booking behind every shipment that has none, as the desk holds them once every
 * shipment came from a booking: the booking lists and the shipments made from bookings then run
 * over a million rows. The bench databases are seeded so (the full desk); one seeded before gets
 * them here, once.
 */
const fillBookings = async (database: Database): Promise<void> => {
  const have = Number((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings'))[0]?.n ?? 0);
  if (have >= SHIPMENTS) return;
  const started = Date.now();
  console.log(`  adding a confirmed booking to every shipment without one (${database.kind})…`);
  await seedBookedShipments(database);
  console.log(`    done in ${Math.round((Date.now() - started) / 1000)} s`);
};

/**
 * Vacuums what the fill (or a migration over the filled tables) rewrote, as autovacuum keeps a
 * live database: an index-only scan skips only the rows of pages the visibility map marks.
 */
const vacuum = async (database: Database): Promise<void> => {
  const started = Date.now();
  for (const table of ['bookings', 'shipments']) await database.exec(`VACUUM ANALYZE ${table}`);
  console.log(`  vacuumed bookings and shipments (${database.kind}) in ${Math.round((Date.now() - started) / 1000)} s`);
};

/** A complete sea booking: every checklist item but the container, which the flow adds. */
const bookingForm = (companyId: number): Record<string, string> => ({
  mode: 'SEA',
  loadType: 'FCL',
  companyId: String(companyId),
  shipperName: 'Ningbo Harbour Bicycles Co., Ltd.',
  shipperAddress: 'No. 18 Gangwan Road, Beilun',
  shipperCountry: 'CN',
  shipperCity: 'Ningbo',
  consigneeName: 'Pacific Cycle Imports Inc.',
  consigneeAddress: '2200 E Carson St',
  consigneeCountry: 'US',
  consigneeCity: 'Long Beach',
  notifyName: 'Pacific Cycle Imports Inc.',
  notifyAddress: '2200 E Carson St',
  notifyCountry: 'US',
  notifyCity: 'Long Beach',
  originPort: 'CNNGB',
  destinationPort: 'USLAX',
  etd: '2026-12-11T10:00:00+08:00',
  eta: '2026-12-27T10:00:00-08:00',
  carrierCode: 'MAEU',
  vessel: 'MAERSK EMDEN',
  voyage: '248E',
  marks: 'N/M',
  packages: '240',
  packageType: 'CTN',
  grossWeightKg: '5280',
  volumeCbm: '58.6',
  goodsDescription: 'Folding bicycles',
  incoterm: 'FOB',
  freightTerm: 'prepaid',
  paymentTerm: 'at_origin',
});

/**
 * The same booking's rows written by hand in one transaction: the booking, its container, the
 * shipment confirming makes with its leg, container and first event, and the booking pointing at
 * it. What the four calls write, without HTTP, sessions, permissions, checks or audit.
 */
const rawFlow = async (database: Database, companyId: number, containerNo: string): Promise<void> => {
  const f = bookingForm(companyId);
  await database.session(async (conn) => {
    await conn.query('BEGIN');
    try {
      const [booking] = await conn.query<{ id: number }>(
        `INSERT INTO bookings (booking_no, mode, load_type, status, branch_id, company_id, shipper_name, shipper_address,
                               shipper_country, shipper_city, consignee_name, consignee_address, consignee_country,
                               consignee_city, notify_name, notify_address, notify_country, notify_city, origin_port,
                               destination_port, etd, eta, carrier_code, vessel, voyage, marks, packages, package_type,
                               gross_weight_kg, volume_cbm, goods_description, incoterm, freight_term, payment_term)
         SELECT 'BK' || to_char(now(), 'YY') || lpad(nextval('booking_no_seq')::text, 8, '0'), 'SEA', 'FCL', 'draft',
                c.branch_id, c.id, $2, $3, $4, $5, $6, $7, $8, $9, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
                $17, $18, $19, $20, $21, $22, $23, $24, $25
           FROM companies c WHERE c.id = $1
         RETURNING id`,
        [
          companyId,
          f.shipperName,
          f.shipperAddress,
          f.shipperCountry,
          f.shipperCity,
          f.consigneeName,
          f.consigneeAddress,
          f.consigneeCountry,
          f.consigneeCity,
          f.originPort,
          f.destinationPort,
          f.etd,
          f.eta,
          f.carrierCode,
          f.vessel,
          f.voyage,
          f.marks,
          f.packages,
          f.packageType,
          f.grossWeightKg,
          f.volumeCbm,
          f.goodsDescription,
          f.incoterm,
          f.freightTerm,
          f.paymentTerm,
        ],
      );
      const id = booking?.id;
      await conn.query(
        `INSERT INTO booking_containers (booking_id, iso_type, container_no, seal_no) VALUES ($1, '40HC', $2, 'NONE')`,
        [id, containerNo],
      );
      await conn.query(`UPDATE bookings SET status = 'submitted', version = version + 1 WHERE id = $1`, [id]);
      const [shipment] = await conn.query<{ id: number }>(
        `INSERT INTO shipments (shipment_no, house_bill, booking_no, mode, packing_mode, origin_port, destination_port,
                                carrier_code, vessel, voyage, etd, eta, status, job_status, company_id, branch_id,
                                packages, package_type, gross_weight_kg, volume_cbm, goods_description, marks, incoterm)
         SELECT 'S9' || lpad(n::text, 8, '0'), 'TDMOB' || lpad(n::text, 7, '0'), b.booking_no, b.load_type, b.load_type,
                b.origin_port, b.destination_port, b.carrier_code, b.vessel, b.voyage, b.etd, b.eta, 0, 'WRK',
                b.company_id, b.branch_id, b.packages, b.package_type, b.gross_weight_kg, b.volume_cbm,
                b.goods_description, b.marks, b.incoterm
           FROM bookings b, nextval('booking_shipment_seq') AS n WHERE b.id = $1
         RETURNING id`,
        [id],
      );
      await conn.query(
        `INSERT INTO shipment_legs (shipment_id, seq, leg, mode, from_kind, from_code, to_kind, to_code, planned_start,
                                    planned_end)
         VALUES ($1, 1, 'in_transit', 'vessel', 'port', $2, 'port', $3, $4, $5)`,
        [shipment?.id, f.originPort, f.destinationPort, f.etd, f.eta],
      );
      await conn.query(
        `INSERT INTO containers (shipment_id, container_no, iso_type, tare_kg) VALUES ($1, $2, '45G1', 3940)`,
        [shipment?.id, containerNo],
      );
      await conn.query(
        `INSERT INTO tracking_events (shipment_id, code, status, leg, location, occurred_at, source)
         VALUES ($1, 'BOOKING_CONFIRMED', 0, 'first_mile', $2, now(), 'MANUAL')`,
        [shipment?.id, f.originPort],
      );
      await conn.query(
        `UPDATE bookings SET status = 'confirmed', shipment_id = $2, version = version + 1 WHERE id = $1`,
        [id, shipment?.id],
      );
      await conn.query('COMMIT');
    } catch (error) {
      await conn.query('ROLLBACK');
      throw error;
    }
  });
};

/** A list as the portal's list screen asks for it, and the same rows written by hand. */
type ListCase = { name: string; resource: string; view: string; sql: string };

const bookingsBy = (condition: string) =>
  `SELECT t.id FROM bookings t WHERE t.branch_id = ANY($1::int[])${condition}
    ORDER BY t.updated_at DESC, t.id DESC LIMIT ${LIMIT} OFFSET $2`;
/** The shipments made from bookings, found through the bookings themselves. */
const bookedShipmentsBy = (condition: string, order: string) =>
  `SELECT t.id FROM shipments t JOIN bookings b ON b.shipment_id = t.id
    WHERE t.branch_id = ANY($1::int[]) AND ${condition} ORDER BY ${order} LIMIT ${LIMIT} OFFSET $2`;

const LIST_CASES: readonly ListCase[] = [
  {
    name: 'all bookings (mainBooking), newest change first',
    resource: 'booking',
    view: 'mainBooking',
    sql: bookingsBy(''),
  },
  {
    name: 'sea bookings (bookingSea), newest change first',
    resource: 'booking',
    view: 'bookingSea',
    sql: bookingsBy(` AND t.mode = 'SEA'`),
  },
  {
    name: 'air bookings (bookingAir), newest change first',
    resource: 'booking',
    view: 'bookingAir',
    sql: bookingsBy(` AND t.mode = 'AIR'`),
  },
  {
    name: 'the pending desk (pendingBooking), newest change first',
    resource: 'booking',
    view: 'pendingBooking',
    sql: bookingsBy(
      ` AND (t.status IN ('submitted', 'pending_planning', 'pending_sr', 'sr_decrease')
             OR (t.status = 'draft' AND t.inquiry_id IS NOT NULL))`,
    ),
  },
  {
    name: 'sea shipments made from bookings (shipmentId), by ETD',
    resource: 'bookedShipment',
    view: 'shipmentId',
    sql: bookedShipmentsBy(`t.mode <> 'AIR'`, 't.etd DESC, t.id DESC'),
  },
  {
    name: 'air shipments made from bookings by HAWB (shipmentIdAir), by ETD',
    resource: 'bookedShipment',
    view: 'shipmentIdAir',
    sql: bookedShipmentsBy(`t.mode = 'AIR'`, 't.etd DESC, t.id DESC'),
  },
  {
    name: 'air shipments made from bookings by MAWB (airShipmentId), by master bill',
    resource: 'bookedShipment',
    view: 'airShipmentId',
    sql: bookedShipmentsBy(`t.mode = 'AIR'`, 't.master_bill ASC, t.id ASC'),
  },
];

type Answer<T> = { data: T };

const measure = async (database: Database): Promise<Case[]> => {
  await prepareDatabase(database, { demoSeed: false, demoShipments: 0, databaseUrl: 'bench' });
  await fillBookings(database);
  await vacuum(database);
  await benchUser(
    database,
    GRANTS.map((code) => ({ code, url: code })),
  );
  const app = await benchApp(database);
  const base = await listen(app);
  const branches = (await database.query<{ id: number }>('SELECT id FROM branches')).map((b) => b.id);
  const [company] = await database.query<{ id: number }>('SELECT min(id) AS id FROM companies');
  const companyId = Number(company?.id);
  try {
    const { sid, cookie } = await signIn(base);
    const post = async <T>(path: string, form: Record<string, string>): Promise<T> => {
      const res = await httpPost(`${base}${path}`, { lang: 'en_us', __sid: sid, ...form }, { cookie });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.body}`);
      return (JSON.parse(res.body) as Answer<T>).data;
    };
    const cases: Case[] = [];
    const where = `over ${SHIPMENTS.toLocaleString('en')} shipments and their bookings`;

    // Serial numbers of the flow's containers: new ones on every run, so no two boxes share a number.
    let serial = Number((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM containers'))[0]?.n);
    const flow = async () => {
      const view = 'bookingSea';
      const created = await post<{ id: number; version: number }>('/api/engine/booking/create', {
        view,
        ...bookingForm(companyId),
      });
      await post('/api/engine/bookingContainer/create', {
        view,
        relation: 'containers',
        parentId: String(created.id),
        isoType: '40HC',
        containerNo: makeContainerNumber('TDMU', serial++ % 1_000_000),
        sealNo: 'NONE',
      });
      const submitted = await post<{ version: number }>('/api/engine/booking/transition', {
        view,
        id: String(created.id),
        version: String(created.version),
        action: 'submit',
      });
      await post('/api/engine/booking/transition', {
        view,
        id: String(created.id),
        version: String(submitted.version),
        action: 'confirm',
      });
      return created.id;
    };
    // The flow must end where the raw SQL does: a confirmed booking pointing at its new shipment.
    const id = await flow();
    const [made] = await database.query<{ status: string; shipment: string | null }>(
      `SELECT b.status, s.shipment_no AS shipment FROM bookings b LEFT JOIN shipments s ON s.id = b.shipment_id
        WHERE b.id = $1`,
      [id],
    );
    if (made?.status !== 'confirmed' || !made.shipment) throw new Error('the booking flow did not confirm a shipment');
    const api = await sample(FLOWS, flow, 5);
    const baseline = await sample(
      FLOWS,
      () => rawFlow(database, companyId, makeContainerNumber('TDMU', serial++ % 1_000_000)),
      5,
    );
    const flowCase = compare(
      `${database.kind}: a sea booking created, its container added, submitted and confirmed into its shipment (4 calls), ${where}`,
      api,
      'the same rows written in raw SQL in one transaction',
      baseline,
    );
    printCase(flowCase);
    cases.push(flowCase);

    for (const c of LIST_CASES) {
      for (const page of PAGES) {
        const offset = (page - 1) * LIMIT;
        const form = { view: c.view, page: String(page), limit: String(LIMIT), count: 'later' };
        const list = () => post<{ rows: { id: number }[] }>(`/api/engine/${c.resource}/list`, form);
        const rows = (await list()).rows.map((r) => r.id);
        const raw = (await database.query<{ id: number }>(c.sql, [branches, offset])).map((r) => r.id);
        if (JSON.stringify(rows) !== JSON.stringify(raw)) {
          throw new Error(`${c.name}, page ${page}: the list's rows differ from the raw SQL`);
        }
        // A list shorter than the page (the pending queue) is still timed, and says so.
        const short = raw.length < LIMIT ? ` (${raw.length} rows: the list is shorter)` : '';
        const listed = await sample(REQUESTS, list);
        const n = offset === 0 ? REQUESTS : Math.min(REQUESTS, DEEP_BASELINE_REQUESTS);
        const rawSamples = await sample(
          n,
          () => database.query(c.sql, [branches, offset]),
          offset === 0 ? undefined : 2,
        );
        const k = compare(
          `${database.kind}: POST /api/engine/${c.resource}/list view=${c.view}, ${c.name}, ${LIMIT} rows, page ${page.toLocaleString('en')}${short}, count=later, ${where}`,
          listed,
          `the same page in raw SQL${n < REQUESTS ? ` (${n} samples: raw OFFSET is slow)` : ''}`,
          rawSamples,
        );
        printCase(k);
        cases.push(k);
      }
    }
    return cases;
  } finally {
    await app.close();
  }
};

/**
 * The operations desk over 1M shipments, each made from a booking: a booking from create to its
 * confirmed shipment through the real routes, and the booking lists (all, sea, air, the pending
 * queue) and the lists of shipments made from bookings (sea, air by HAWB, air by MAWB) at page 1 and
 * page 10,000, each against the same work in raw SQL.
 */
export const opsDesk = (): Promise<void> => onSeededDatabases('ops-desk', measure);
