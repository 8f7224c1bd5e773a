import {
  amsIsfProblems,
  type IsfFiling,
  isUsBound,
  type RouteLeg,
  type RouteShipment,
  routingProblems,
} from '@tidemark/domain/customs/filings/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, post, type Session, signIn } from '../../../../test/session-helpers';

const HOUR = 3_600_000;

type Row = Record<string, unknown>;

describe.each(ENGINES)('US filings on %s', (engine) => {
  let t: TestApp;
  let customs: Session;
  let ops: Session;
  let csr: Session;
  let manager: Session;
  let customer: Session;

  const amsisf = async (shipmentId: number) =>
    (
      await t.database.query<{ reason: string; element: string; detail: string | null }>(
        `SELECT reason, element, detail FROM customs_amsisf_errors WHERE shipment_id = $1 ORDER BY reason, element`,
        [shipmentId],
      )
    ).map((r) => (r.element ? `${r.reason}:${r.element}` : r.reason));
  const routing = async (shipmentId: number) =>
    (
      await t.database.query<{ reason: string }>(
        'SELECT reason FROM customs_routing_errors WHERE shipment_id = $1 ORDER BY reason',
        [shipmentId],
      )
    ).map((r) => r.reason);

  /**
   * A Shanghai US-bound FCL shipment without a filing, and when it loads. The sea shipment page
   * lists the shipments made from bookings: one without is given a booking of the demo, as the
   * desk's shipments all come from one.
   */
  const usShipment = async (): Promise<{ id: number; no: string; loadAt: Date; hs: string | null }> => {
    const [row] = await t.database.query<{ id: number; no: string; hs: string | null; booked: boolean }>(
      `SELECT s.id, s.shipment_no AS no, s.hs_code AS hs, s.booking_id IS NOT NULL AS booked
         FROM shipments s JOIN branches b ON b.id = s.branch_id
        WHERE b.code = 'SHA' AND s.mode IN ('FCL', 'LCL')
          AND EXISTS (SELECT 1 FROM ports p WHERE p.unlocode = s.destination_port AND p.country = 'US')
          AND NOT EXISTS (SELECT 1 FROM customs_isf_filings f WHERE f.shipment_id = s.id)
        ORDER BY s.booking_id IS NULL, s.id DESC LIMIT 1`,
    );
    if (!row) throw new Error('no US-bound shipment');
    // Not departed yet, so the carrier's two elements are not due.
    await t.database.query('UPDATE shipment_legs SET actual_start = NULL WHERE shipment_id = $1', [row.id]);
    await t.database.query('UPDATE shipments SET atd = NULL WHERE id = $1', [row.id]);
    if (!row.booked) {
      await t.database.query('UPDATE shipments SET booking_id = (SELECT min(id) FROM bookings) WHERE id = $1', [
        row.id,
      ]);
    }
    const [load] = await t.database.query<{ at: Date }>(
      'SELECT load_at AS at FROM customs_amsisf_errors WHERE shipment_id = $1 LIMIT 1',
      [row.id],
    );
    if (!load) throw new Error('no row for an unfiled shipment');
    return { ...row, loadAt: new Date(load.at) };
  };
  const complete = (loadAt: Date, hs: string | null): Fields => ({
    seller: 'Shanghai Brightway Electronics Co., Ltd.',
    buyer: 'Pacific Retail Group Inc.',
    importerNo: '95-4231876',
    consigneeNo: '261215-00432',
    manufacturer: 'Kunshan Precision Manufacturing Co., Ltd.',
    shipTo: 'Pacific Retail DC, Long Beach CA',
    originCountry: 'CN',
    htsCode: hs ? hs.slice(0, 7) : '8471.30',
    stuffingLocation: 'Waigaoqiao CFS',
    consolidator: 'Tidemark Shanghai CFS',
    isfFiledAt: new Date(loadAt.getTime() - 48 * HOUR).toISOString(),
    amsFiledAt: new Date(loadAt.getTime() - 30 * HOUR).toISOString(),
    amsBillNo: 'TDMK00000001',
  });
  const create = (s: Session, shipmentId: number, fields: Fields) =>
    post(t, '/api/engine/isfFiling/create', s, {
      view: 'shipmentId',
      relation: 'isfFiling',
      parentId: shipmentId,
      ...fields,
    });
  const update = async (s: Session, shipmentId: number, fields: Fields) => {
    const [f] = await t.database.query<{ id: number; version: number }>(
      'SELECT id, version FROM customs_isf_filings WHERE shipment_id = $1',
      [shipmentId],
    );
    return post(t, '/api/engine/isfFiling/update', s, {
      view: 'shipmentId',
      relation: 'isfFiling',
      parentId: shipmentId,
      id: f?.id ?? 0,
      version: f?.version ?? 0,
      ...fields,
    });
  };

  beforeAll(async () => {
    t = await testApp(engine);
    customs = await signIn(t, 'customs', '10.71.0.1');
    ops = await signIn(t, 'ops', '10.71.0.2');
    csr = await signIn(t, 'csr', '10.71.0.3');
    manager = await signIn(t, 'manager', '10.71.0.4');
    customer = await signIn(t, 'customer', '10.71.0.5');
  });
  afterAll(async () => {
    await t.close();
  });

  it('has demo filings with deliberate problems and demo routing errors, listed to the desk', async () => {
    const reasons = async (table: string) =>
      (await t.database.query<{ r: string }>(`SELECT DISTINCT reason AS r FROM ${table}`)).map((r) => r.r);
    expect(await reasons('customs_amsisf_errors')).toEqual(
      expect.arrayContaining(['no_filing', 'missing', 'isf_late', 'hts_mismatch']),
    );
    const consolidator = await t.database.query(
      `SELECT 1 FROM customs_amsisf_errors WHERE reason = 'missing' AND element = 'consolidator'`,
    );
    expect(consolidator.length).toBeGreaterThan(0);
    expect(await reasons('customs_routing_errors')).toEqual(
      expect.arrayContaining(['leg_break', 'ports_mismatch', 'leg_dates', 'unknown_port']),
    );
    for (const s of [customs, csr, manager]) {
      const a = await post(t, '/api/engine/amsIsfError/list', s, { view: 'amsisfError', limit: 20 });
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json().data.rows.length).toBeGreaterThan(0);
      const r = await post(t, '/api/engine/routingErrorRow/list', s, { view: 'routingError', limit: 20 });
      expect(r.statusCode, r.body).toBe(200);
    }
    const filtered = await post(t, '/api/engine/amsIsfError/list', customs, {
      view: 'amsisfError',
      limit: 20,
      f_reason: 'isf_late',
    });
    expect(filtered.statusCode, filtered.body).toBe(200);
    for (const row of filtered.json().data.rows as Row[]) expect(row.reason).toBe('isf_late');
  });

  it('serves each list within the branches: Ningbo operations sees no Shanghai row; customers nothing', async () => {
    const ningbo = await post(t, '/api/engine/amsIsfError/list', ops, { view: 'amsisfError', limit: 50 });
    expect(ningbo.statusCode, ningbo.body).toBe(200);
    const [ngb] = await t.database.query<{ id: number }>(`SELECT id FROM branches WHERE code = 'NGB'`);
    for (const row of ningbo.json().data.rows as Row[]) {
      const [s] = await t.database.query<{ b: number }>('SELECT branch_id AS b FROM shipments WHERE id = $1', [
        row.shipmentId,
      ]);
      expect(s?.b).toBe(ngb?.id);
    }
    expect((await post(t, '/api/engine/amsIsfError/list', customer, { view: 'amsisfError' })).statusCode).toBe(403);
    expect((await post(t, '/api/engine/routingErrorRow/list', customer, { view: 'routingError' })).statusCode).toBe(
      403,
    );
  });

  it('the kept lists are what the domain rules say, on every demo shipment', async () => {
    const ports = await t.database.query<{ unlocode: string; country: string }>('SELECT unlocode, country FROM ports');
    const country = new Map(ports.map((p) => [p.unlocode, p.country]));
    const shipments = await t.database.query<Row>(
      `SELECT id, mode, origin_port, destination_port, etd, eta, atd, hs_code FROM shipments`,
    );
    const legs = await t.database.query<Row>(
      `SELECT shipment_id, seq, mode, from_kind, from_code, to_kind, to_code, planned_start, planned_end, actual_start
         FROM shipment_legs`,
    );
    const filings = await t.database.query<Row>('SELECT * FROM customs_isf_filings');
    const legsOf = new Map<number, RouteLeg[]>();
    for (const l of legs) {
      const list = legsOf.get(Number(l.shipment_id)) ?? [];
      list.push({
        seq: Number(l.seq),
        mode: l.mode as RouteLeg['mode'],
        fromKind: l.from_kind as RouteLeg['fromKind'],
        fromCode: String(l.from_code),
        toKind: l.to_kind as RouteLeg['toKind'],
        toCode: String(l.to_code),
        plannedStart: l.planned_start ? new Date(l.planned_start as string) : null,
        plannedEnd: l.planned_end ? new Date(l.planned_end as string) : null,
        actualStart: l.actual_start ? new Date(l.actual_start as string) : null,
      });
      legsOf.set(Number(l.shipment_id), list);
    }
    const filingOf = new Map<number, IsfFiling>(
      filings.map((f) => [
        Number(f.shipment_id),
        {
          seller: f.seller as string | null,
          buyer: f.buyer as string | null,
          importerNo: f.importer_no as string | null,
          consigneeNo: f.consignee_no as string | null,
          manufacturer: f.manufacturer as string | null,
          shipTo: f.ship_to as string | null,
          originCountry: f.origin_country as string | null,
          htsCode: f.hts_code as string | null,
          stuffingLocation: f.stuffing_location as string | null,
          consolidator: f.consolidator as string | null,
          stowPlanReceived: Boolean(f.stow_plan_received),
          statusMessagesReceived: Boolean(f.status_messages_received),
          isfFiledAt: f.isf_filed_at ? new Date(f.isf_filed_at as string) : null,
          amsFiledAt: f.ams_filed_at ? new Date(f.ams_filed_at as string) : null,
          amsBillNo: f.ams_bill_no as string | null,
        },
      ]),
    );
    const expectedRouting: string[] = [];
    const expectedAmsIsf: string[] = [];
    for (const s of shipments) {
      const id = Number(s.id);
      const shipment: RouteShipment = {
        mode: String(s.mode),
        originPort: String(s.origin_port),
        destinationPort: String(s.destination_port),
        etd: new Date(s.etd as string),
        eta: new Date(s.eta as string),
        atd: s.atd ? new Date(s.atd as string) : null,
        hsCode: s.hs_code as string | null,
        legs: legsOf.get(id) ?? [],
      };
      for (const p of routingProblems(shipment, (c) => country.has(c))) {
        expectedRouting.push(`${id} ${p.reason} ${p.detail ?? ''}`);
      }
      if (isUsBound(shipment, (c) => country.get(c) ?? null)) {
        for (const p of amsIsfProblems(shipment, filingOf.get(id) ?? null)) {
          expectedAmsIsf.push(`${id} ${p.reason} ${p.element ?? ''} ${p.detail ?? ''}`);
        }
      }
    }
    const keptRouting = (
      await t.database.query<{ k: string }>(
        `SELECT shipment_id || ' ' || reason || ' ' || coalesce(detail, '') AS k FROM customs_routing_errors`,
      )
    ).map((r) => r.k);
    const keptAmsIsf = (
      await t.database.query<{ k: string }>(
        `SELECT shipment_id || ' ' || reason || ' ' || element || ' ' || coalesce(detail, '') AS k FROM customs_amsisf_errors`,
      )
    ).map((r) => r.k);
    expect(expectedRouting.length).toBeGreaterThan(0);
    expect(keptRouting.sort()).toEqual(expectedRouting.sort());
    expect(expectedAmsIsf.length).toBeGreaterThan(0);
    expect(keptAmsIsf.sort()).toEqual(expectedAmsIsf.sort());
  });

  it('customs files ISF data; each element missing is a row, and fixing it clears the row', async () => {
    const s = await usShipment();
    expect(await amsisf(s.id)).toEqual(['no_filing']);
    const made = await create(customs, s.id, complete(s.loadAt, s.hs));
    expect(made.statusCode, made.body).toBe(200);
    expect(await amsisf(s.id)).toEqual([]);
    const fields = complete(s.loadAt, s.hs);
    for (const [field, element] of [
      ['seller', 'seller'],
      ['buyer', 'buyer'],
      ['importerNo', 'importer_no'],
      ['consigneeNo', 'consignee_no'],
      ['manufacturer', 'manufacturer'],
      ['shipTo', 'ship_to'],
      ['originCountry', 'origin_country'],
      ['htsCode', 'hts_code'],
      ['stuffingLocation', 'stuffing_location'],
      ['consolidator', 'consolidator'],
    ] as const) {
      const blanked = await update(customs, s.id, { [field]: '' });
      expect(blanked.statusCode, blanked.body).toBe(200);
      expect(await amsisf(s.id)).toEqual([`missing:${element}`]);
      const fixed = await update(customs, s.id, { [field]: fields[field] as string });
      expect(fixed.statusCode, fixed.body).toBe(200);
      expect(await amsisf(s.id)).toEqual([]);
    }
    // The carrier's two fall due once the vessel has left.
    await t.database.query(`UPDATE shipments SET atd = etd WHERE id = $1`, [s.id]);
    expect(await amsisf(s.id)).toEqual(['missing:status_messages', 'missing:stow_plan']);
    const noTime = await update(customs, s.id, { stowPlanReceived: 'true' });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json().errors?.stowPlanAt).toBe('Give the time it was received, or clear "received"');
    const at = new Date().toISOString();
    expect(
      (
        await update(customs, s.id, {
          stowPlanReceived: 'true',
          stowPlanAt: at,
          statusMessagesReceived: 'true',
          statusMessagesAt: at,
        })
      ).statusCode,
    ).toBe(200);
    expect(await amsisf(s.id)).toEqual([]);
    await t.database.query(`UPDATE shipments SET atd = NULL WHERE id = $1`, [s.id]);
    expect(await amsisf(s.id)).toEqual([]);
  });

  it('the 24-hour rule: filed 24 hours before loading is in time, later is late; an HTS of other goods', async () => {
    const s = await usShipment();
    expect((await create(customs, s.id, complete(s.loadAt, s.hs))).statusCode).toBe(200);
    const before = (hours: number) => new Date(s.loadAt.getTime() - hours * HOUR).toISOString();
    expect((await update(customs, s.id, { isfFiledAt: before(23) })).statusCode).toBe(200);
    expect(await amsisf(s.id)).toEqual(['isf_late']);
    expect((await update(customs, s.id, { isfFiledAt: before(24) })).statusCode).toBe(200);
    expect(await amsisf(s.id)).toEqual([]);
    expect((await update(customs, s.id, { amsFiledAt: before(2) })).statusCode).toBe(200);
    expect(await amsisf(s.id)).toEqual(['ams_late']);
    // The vessel's departure moves: loading is the main carriage's departure, so the filing is in time again.
    await t.database.query(
      `UPDATE shipment_legs SET planned_start = planned_start + interval '2 days'
        WHERE shipment_id = $1 AND seq = (SELECT min(seq) FROM shipment_legs WHERE shipment_id = $1 AND mode <> 'truck')`,
      [s.id],
    );
    expect(await amsisf(s.id)).toEqual([]);
    if (s.hs) {
      const other = s.hs.startsWith('9503') ? '8471.30' : '9503.00';
      expect((await update(customs, s.id, { htsCode: other })).statusCode).toBe(200);
      expect(await amsisf(s.id)).toEqual(['hts_mismatch']);
    }
  });

  it('checks each field, and only customs and administrators write', async () => {
    const s = await usShipment();
    const base = complete(s.loadAt, s.hs);
    const refused = async (fields: Fields, field: string, message: string) => {
      const res = await create(customs, s.id, { ...base, ...fields });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors?.[field]).toBe(message);
    };
    const badIor = await create(customs, s.id, { ...base, importerNo: '07-1234567' });
    expect(badIor.statusCode, badIor.body).toBe(400);
    expect(badIor.json().errors?.importerNo).toContain('IRS number');
    await refused({ htsCode: '8471.3' }, 'htsCode', 'An HTS-6 has 6 digits, like 8471.30');
    await refused({ htsCode: '0000.00' }, 'htsCode', 'This HTS-6 is not in the Harmonized System table');
    const badCountry = await create(customs, s.id, { ...base, originCountry: 'QQ' });
    expect(badCountry.statusCode, badCountry.body).toBe(400);
    expect(badCountry.json().errors?.originCountry).toBeTruthy();
    await refused({ amsBillNo: 'A-1' }, 'amsBillNo', 'An AMS bill number has 4 to 16 letters or digits');
    // Operations and customer service read the lists but write no filing; customers have no sea shipment page.
    expect((await create(csr, s.id, base)).statusCode).toBe(403);
    expect((await create(customer, s.id, base)).statusCode).toBe(403);
    // Only US-bound ocean shipments.
    const [other] = await t.database.query<{ id: number }>(
      `SELECT s.id FROM shipments s JOIN branches b ON b.id = s.branch_id
        WHERE b.code = 'SHA' AND s.mode = 'FCL'
          AND NOT EXISTS (SELECT 1 FROM ports p WHERE p.unlocode = s.destination_port AND p.country = 'US')
        ORDER BY s.id LIMIT 1`,
    );
    await t.database.query(
      'UPDATE shipments SET booking_id = (SELECT min(id) FROM bookings) WHERE id = $1 AND booking_id IS NULL',
      [other?.id],
    );
    const notUs = await create(customs, other?.id ?? 0, base);
    expect(notUs.statusCode).toBe(400);
    expect(notUs.json().errors?.shipmentNo).toBe(
      'ISF and AMS are filed only for FCL or LCL shipments discharging in the United States',
    );
  });

  it('routing rules follow every write of a shipment and its legs, and fixing clears the row', async () => {
    const [s] = await t.database.query<{ id: number; etd: Date; eta: Date }>(
      `SELECT s.id, s.etd, s.eta FROM shipments s
        WHERE NOT EXISTS (SELECT 1 FROM customs_routing_errors e WHERE e.shipment_id = s.id)
          AND EXISTS (SELECT 1 FROM shipment_legs l WHERE l.shipment_id = s.id AND l.seq = 2 AND l.mode = 'vessel')
        ORDER BY s.id LIMIT 1`,
    );
    if (!s) throw new Error('no clean shipment');
    await t.database.query(`UPDATE shipments SET eta = etd - interval '1 day' WHERE id = $1`, [s.id]);
    expect(await routing(s.id)).toEqual(['dates']);
    await t.database.query('UPDATE shipments SET eta = $2 WHERE id = $1', [s.id, s.eta]);
    expect(await routing(s.id)).toEqual([]);
    const [leg] = await t.database.query<{ from_code: string }>(
      'SELECT from_code FROM shipment_legs WHERE shipment_id = $1 AND seq = 2',
      [s.id],
    );
    await t.database.query(`UPDATE shipment_legs SET from_code = 'ZZQQQ' WHERE shipment_id = $1 AND seq = 2`, [s.id]);
    expect(await routing(s.id)).toEqual(['leg_break', 'ports_mismatch', 'unknown_port']);
    await t.database.query('UPDATE shipment_legs SET from_code = $2 WHERE shipment_id = $1 AND seq = 2', [
      s.id,
      leg?.from_code,
    ]);
    expect(await routing(s.id)).toEqual([]);
    await t.database.query(
      `UPDATE shipment_legs SET planned_end = planned_start - interval '1 hour' WHERE shipment_id = $1 AND seq = 2`,
      [s.id],
    );
    expect(await routing(s.id)).toEqual(['leg_dates']);
    await t.database.query('DELETE FROM shipment_legs WHERE shipment_id = $1 AND seq = 2', [s.id]);
    expect((await routing(s.id)).includes('leg_dates')).toBe(false);
  });
});
