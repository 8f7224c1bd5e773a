import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';
import { encodePng } from './demo-photos';

const PNG = encodePng(8, 8, () => [10, 120, 200]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

describe.each(ENGINES)('warehouse desk on %s', (engine) => {
  let t: TestApp;
  let admin: Session;
  let csr: Session;
  let ops: Session;
  let sales: Session;
  let customer: Session;
  let sha: number;
  /** A booking of the SHA branch (csr's) with its figures. */
  let booking: { id: number; booking_no: string; house_bill: string; packages: number };
  /** A booking of another branch than SHA. */
  let foreignBooking: string;

  const call = (s: Session, resource: string, action: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/${action}`, s, fields);
  const get = async (s: Session, resource: string, view: string, id: number) =>
    (await call(s, resource, 'get', { view, id })).json().data;
  const receive = (s: Session, fields: Fields) =>
    call(s, 'warehouseReceipt', 'create', {
      view: 'wms',
      bookingNo: booking.booking_no,
      location: 'A-01-01',
      ...fields,
    });
  const transition = async (s: Session, id: number, action: string) => {
    const { version } = await get(s, 'warehouseReceipt', 'wms', id);
    return call(s, 'warehouseReceipt', 'transition', { view: 'wms', id, version, action });
  };
  const update = async (s: Session, id: number, fields: Fields) => {
    const { version } = await get(s, 'warehouseReceipt', 'wms', id);
    return call(s, 'warehouseReceipt', 'update', { view: 'wms', id, version, ...fields });
  };
  const lines = (receiptId: number) =>
    t.database.query<{ line_no: number; location: string; packages: number; out_packages: number }>(
      'SELECT line_no, location, packages, out_packages FROM warehouse_receipt_lines WHERE receipt_id = $1 ORDER BY line_no',
      [receiptId],
    );
  const upload = (s: Session, id: number | string, file: { name: string; bytes: Buffer; type?: string } | null) => {
    const boundary = '----warehouse-photo-boundary';
    const parts: Buffer[] = [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${id}\r\n`),
    ];
    if (file) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return t.app.inject({
      method: 'POST',
      url: '/api/ops/warehouse/receipts/photos/upload?lang=en_us',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: `tm_ss=${s.cookie}`,
        'x-sid': s.sid,
      },
      payload: Buffer.concat(parts),
    });
  };
  const photo = (s: Session, id: number, position: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/ops/warehouse/receipts/photo?id=${id}&position=${position}`,
      headers: { cookie: `tm_ss=${s.cookie}`, 'x-sid': s.sid },
    });

  beforeAll(async () => {
    t = await testApp(engine);
    admin = await signIn(t, 'admin');
    csr = await signIn(t, 'csr');
    ops = await signIn(t, 'ops');
    sales = await signIn(t, 'sales');
    customer = await signIn(t, 'customer');
    sha = await idOf(t, `SELECT id FROM branches WHERE code = 'SHA'`);
    const row = (
      await t.database.query<typeof booking>(
        `SELECT id, booking_no, house_bill, packages FROM shipments
          WHERE branch_id = $1 AND booking_no IS NOT NULL AND packages >= 4 ORDER BY id LIMIT 1`,
        [sha],
      )
    )[0];
    if (!row) throw new Error('no SHA booking in the demo data');
    booking = row;
    const other = (
      await t.database.query<{ booking_no: string }>(
        'SELECT booking_no FROM shipments WHERE branch_id <> $1 AND booking_no IS NOT NULL ORDER BY id LIMIT 1',
        [sha],
      )
    )[0];
    foreignBooking = other?.booking_no as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds receipts with photos, goods, stock, orders and pre-plans in both languages', async () => {
    for (const [resource, view] of [
      ['warehouseReceipt', 'wms'],
      ['warehouseGoods', 'goodslist'],
      ['warehouseStock', 'stocklist'],
      ['warehouseOrder', 'orderlist'],
      ['warehousePreplan', 'preplanlist'],
    ] as const) {
      const res = await call(admin, resource, 'list', { view, page: 1, limit: 10 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.rows.length, view).toBeGreaterThan(0);
    }
    const [photos] = await t.database.query<{ n: number; wrong: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE r.photo_count <> (SELECT count(*) FROM warehouse_receipt_photos p
                                                                        WHERE p.receipt_id = r.id))::int AS wrong
         FROM warehouse_receipts r WHERE r.photo_count > 0`,
    );
    expect(photos?.n).toBeGreaterThan(0);
    expect(photos?.wrong).toBe(0);
    const remarks = await t.database.query<{ remarks: string }>(
      'SELECT DISTINCT remarks FROM warehouse_receipts WHERE remarks IS NOT NULL',
    );
    expect(remarks.some((r) => /[\u4e00-\u9fff]/.test(r.remarks))).toBe(true);
    expect(remarks.some((r) => /^[A-Za-z]/.test(r.remarks))).toBe(true);
    // Stock on hand is what the lines hold less what released orders took out.
    const [stock] = await t.database.query<{ view: number; lines: number }>(
      `SELECT (SELECT sum(on_hand_packages) FROM warehouse_stock)::int AS view,
              (SELECT sum(packages - out_packages) FROM warehouse_receipt_lines)::int AS lines`,
    );
    expect(stock?.view).toBe(stock?.lines);
  });

  it('receives against a booking of the user’s branches, in one line at its location', async () => {
    const res = await receive(csr, { packages: booking.packages, grossWeightKg: '812.5', volumeCbm: '3.2' });
    expect(res.statusCode, res.body).toBe(200);
    const receipt = await get(csr, 'warehouseReceipt', 'wms', res.json().data.id);
    expect(receipt).toMatchObject({
      shipmentId: booking.id,
      bookingNo: booking.booking_no,
      branchId: sha,
      opStatus: 'received',
      location: 'A-01-01',
    });
    expect(receipt.receiptNo).toMatch(/^WR\d{8}$/);
    expect(await lines(receipt.id)).toEqual([
      { line_no: 1, location: 'A-01-01', packages: booking.packages, out_packages: 0 },
    ]);
    // The house bill finds the same booking.
    const byBill = await receive(csr, { bookingNo: booking.house_bill, packages: 1 });
    expect(byBill.statusCode, byBill.body).toBe(200);
    expect((await get(csr, 'warehouseReceipt', 'wms', byBill.json().data.id)).shipmentId).toBe(booking.id);
  });

  it('refuses an empty location and a booking outside the user’s branches, on their fields', async () => {
    const blank = await receive(csr, { packages: 2, location: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ location: 'The CY / warehouse location cannot be empty' });
    const foreign = await receive(csr, { packages: 2, bookingNo: foreignBooking });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ bookingNo: 'No booking of your branches has this number' });
    const lookup = await post(t, '/api/ops/warehouse/booking', csr, { number: foreignBooking });
    expect(lookup.statusCode).toBe(400);
    const found = await post(t, '/api/ops/warehouse/booking', csr, { number: booking.booking_no.toLowerCase() });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({ shipmentId: booking.id, packages: booking.packages });
  });

  it('weighs only with the gross weight and who weighed, checks only with the count and the damage status', async () => {
    const id = (await receive(csr, { packages: 4 })).json().data.id;
    const weigh = await transition(csr, id, 'weigh');
    expect(weigh.statusCode).toBe(400);
    expect(weigh.json().errors).toEqual({
      grossWeightKg: 'Weighing needs the gross weight',
      weighedBy: 'Weighing needs who weighed the cargo',
    });
    expect((await update(csr, id, { grossWeightKg: '420', weighedBy: 'Zhang Wei' })).statusCode).toBe(200);
    const weighed = await transition(csr, id, 'weigh');
    expect(weighed.statusCode, weighed.body).toBe(200);
    expect(await get(csr, 'warehouseReceipt', 'wms', id)).toMatchObject({ opStatus: 'weighed' });
    expect((await get(csr, 'warehouseReceipt', 'wms', id)).weighedAt).toBeTruthy();

    const check = await transition(csr, id, 'check');
    expect(check.statusCode).toBe(400);
    expect(check.json().errors).toEqual({
      countedPackages: 'Checking needs the packages counted',
      damageStatus: 'Checking needs the damage status',
    });
    expect((await update(csr, id, { countedPackages: 4, damageStatus: 'minor' })).statusCode).toBe(200);
    const damaged = await transition(csr, id, 'check');
    expect(damaged.json().errors).toEqual({
      damagedCount: 'Damaged cargo needs the number of damaged packages (at most the count)',
    });
    expect((await update(csr, id, { damagedCount: 1 })).statusCode).toBe(200);
    expect((await transition(csr, id, 'check')).statusCode).toBe(200);
    expect(await get(csr, 'warehouseReceipt', 'wms', id)).toMatchObject({ opStatus: 'checked', checkedBy: 'csr' });
  });

  it('splits a receipt over locations only when the lines hold exactly its packages', async () => {
    const id = (await receive(csr, { packages: 10, grossWeightKg: '100', location: 'B-02-01' })).json().data.id;
    const split = (items: object[]) =>
      post(t, '/api/ops/warehouse/receipts/split', csr, { id, lines: JSON.stringify(items) });
    const short = await split([
      { location: 'B-02-01', packages: 6, grossWeightKg: 60 },
      { location: 'C-01-01', packages: 3, grossWeightKg: 30 },
    ]);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ lines: 'The lines must hold exactly the packages of the receipt' });
    const heavy = await split([
      { location: 'B-02-01', packages: 6, grossWeightKg: 80 },
      { location: 'C-01-01', packages: 4, grossWeightKg: 30 },
    ]);
    expect(heavy.json().errors).toEqual({ lines: 'The lines weigh more than the receipt' });
    const noPlace = await split([
      { location: '', packages: 6 },
      { location: 'C-01-01', packages: 4 },
    ]);
    expect(noPlace.json().errors).toEqual({ 'lines.0.location': 'The CY / warehouse location cannot be empty' });
    const good = await split([
      { location: 'B-02-01', packages: 6, grossWeightKg: 60 },
      { location: 'C-01-01', packages: 4, grossWeightKg: 40 },
    ]);
    expect(good.statusCode, good.body).toBe(200);
    expect((await lines(id)).map((l) => [l.location, l.packages])).toEqual([
      ['B-02-01', 6],
      ['C-01-01', 4],
    ]);
    // A split receipt no longer changes its quantity in one place.
    const moved = await update(csr, id, { packages: 12 });
    expect(moved.statusCode).toBe(400);
    // Each goods line keeps its own place and damage on the goods list.
    const lineId = await idOf(t, 'SELECT id FROM warehouse_receipt_lines WHERE receipt_id = $1 AND line_no = 2', [id]);
    const line = await get(csr, 'warehouseGoods', 'goodslist', lineId);
    const tooDamaged = await call(csr, 'warehouseGoods', 'update', {
      view: 'goodslist',
      id: lineId,
      version: line.version,
      damageStatus: 'minor',
      damagedCount: 5,
    });
    expect(tooDamaged.json().errors).toEqual({
      damagedCount: 'Damaged cargo needs the number of damaged packages (at most the count)',
    });
    const relocated = await call(csr, 'warehouseGoods', 'update', {
      view: 'goodslist',
      id: lineId,
      version: line.version,
      location: 'C-07-02',
    });
    expect(relocated.statusCode, relocated.body).toBe(200);
    expect((await lines(id)).map((l) => l.location)).toEqual(['B-02-01', 'C-07-02']);
    const blank = await call(csr, 'warehouseGoods', 'update', {
      view: 'goodslist',
      id: lineId,
      version: relocated.json().data.version,
      location: ' ',
    });
    expect(blank.statusCode).toBe(400);
  });

  it('computes stock from the lines in and the orders released, and refuses an order beyond it', async () => {
    const created = (await receive(csr, { packages: 8, location: 'Z-09-09', warehouseCode: 'TST-1' })).json().data;
    const { receiptNo } = await get(csr, 'warehouseReceipt', 'wms', created.id);
    const stockAt = async () =>
      (
        await call(csr, 'warehouseStock', 'list', { view: 'stocklist', page: 1, limit: 10, f_location: 'Z-09-09' })
      ).json().data.rows as { onHandPackages: number; packagesIn: number; packagesOut: number }[];
    expect(await stockAt()).toMatchObject([{ onHandPackages: 8, packagesIn: 8, packagesOut: 0 }]);

    const tooMany = await call(csr, 'warehouseOrder', 'create', { view: 'orderlist', receiptNo, packages: 9 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      message: 'Only 8 packages of this receipt are on hand',
      errors: { packages: 'More packages than are on hand' },
    });
    const unknown = await call(csr, 'warehouseOrder', 'create', {
      view: 'orderlist',
      receiptNo: 'WR99999999',
      packages: 1,
    });
    expect(unknown.json().errors).toEqual({ receiptNo: 'No receipt of your branches has this number' });

    const order = (await call(csr, 'warehouseOrder', 'create', { view: 'orderlist', receiptNo, packages: 5 })).json()
      .data;
    // Promised packages are not promised twice.
    const second = await call(csr, 'warehouseOrder', 'create', { view: 'orderlist', receiptNo, packages: 4 });
    expect(second.json().message).toBe('Only 3 packages of this receipt are on hand');
    const released = await call(csr, 'warehouseOrder', 'transition', {
      view: 'orderlist',
      id: order.id,
      version: order.version,
      action: 'release',
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(await stockAt()).toMatchObject([{ onHandPackages: 3, packagesIn: 8, packagesOut: 5 }]);
    const rest = (await call(csr, 'warehouseOrder', 'create', { view: 'orderlist', receiptNo, packages: 3 })).json()
      .data;
    await call(csr, 'warehouseOrder', 'transition', {
      view: 'orderlist',
      id: rest.id,
      version: rest.version,
      action: 'release',
    });
    expect(await stockAt()).toEqual([]);
    expect(await get(csr, 'warehouseReceipt', 'wms', created.id)).toMatchObject({ opStatus: 'released' });
  });

  it('turns a pre-plan into a receipt when the cargo comes', async () => {
    const made = await call(csr, 'warehousePreplan', 'create', {
      view: 'preplanlist',
      bookingNo: booking.booking_no,
      expectedAt: '2026-11-03T09:00:00+08:00',
      location: 'R-01',
      packages: 3,
    });
    expect(made.statusCode, made.body).toBe(200);
    const { id, version } = made.json().data;
    const res = await call(csr, 'warehousePreplan', 'transition', {
      view: 'preplanlist',
      id,
      version,
      action: 'receive',
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan = await get(csr, 'warehousePreplan', 'preplanlist', id);
    expect(plan.status).toBe('received');
    const receipt = await get(csr, 'warehouseReceipt', 'wms', plan.receiptId);
    expect(receipt).toMatchObject({ packages: 3, location: 'R-01', shipmentId: booking.id, opStatus: 'received' });
  });

  it('keeps at most four photos, JPEG or PNG by their bytes, served with their type to the receipt’s branch only', async () => {
    const id = (await receive(csr, { packages: 2 })).json().data.id;
    const fake = await upload(csr, id, {
      name: 'label.png',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors).toEqual({ file: 'Only JPEG or PNG photos can be uploaded' });
    const none = await upload(csr, id, null);
    expect(none.json().errors).toEqual({ file: 'Choose a photo to upload' });

    // The type comes from the bytes: a JPEG sent as PNG is stored and served as JPEG.
    const first = await upload(csr, id, { name: 'dock.png', bytes: JPEG, type: 'image/png' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ position: 1, contentType: 'image/jpeg' });
    for (const n of [2, 3, 4]) {
      const res = await upload(csr, id, { name: `p${n}.png`, bytes: PNG });
      expect(res.json().data?.position, res.body).toBe(n);
    }
    const fifth = await upload(csr, id, { name: 'p5.png', bytes: PNG });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().errors).toEqual({ file: 'At most 4 photos per record' });
    expect((await get(csr, 'warehouseReceipt', 'wms', id)).photoCount).toBe(4);

    const served = await photo(csr, id, 1);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.rawPayload.equals(JPEG)).toBe(true);
    expect((await photo(csr, id, 2)).headers['content-type']).toBe('image/png');

    // Another branch's user, a role without the page and a customer cannot reach it.
    expect((await photo(ops, id, 1)).statusCode).toBe(404);
    expect((await photo(sales, id, 1)).statusCode).toBe(403);
    expect((await photo(customer, id, 1)).statusCode).toBe(403);
    expect((await upload(ops, id, { name: 'p.png', bytes: PNG })).statusCode).toBe(404);

    const removed = await post(t, '/api/ops/warehouse/receipts/photos/delete', csr, { id, position: 3 });
    expect(removed.statusCode, removed.body).toBe(200);
    const listed = await post(t, '/api/ops/warehouse/receipts/photos', csr, { id });
    expect(listed.json().data.photos.map((p: { position: number }) => p.position)).toEqual([1, 2, 4]);
    expect((await upload(csr, id, { name: 'again.png', bytes: PNG })).json().data.position).toBe(3);
  });

  it('grants the desk to operations, customer service and managers within their branches, to customers nothing', async () => {
    const id = (await receive(csr, { packages: 1 })).json().data.id;
    for (const s of [sales, customer]) {
      const res = await call(s, 'warehouseReceipt', 'list', { view: 'wms', page: 1, limit: 10 });
      expect(res.statusCode).toBe(403);
    }
    // Ningbo operations see Ningbo's receipts, not Shanghai's.
    const listed = await call(ops, 'warehouseReceipt', 'list', { view: 'wms', page: 1, limit: 50 });
    expect(listed.statusCode).toBe(200);
    const ngb = await idOf(t, `SELECT id FROM branches WHERE code = 'NGB'`);
    expect(listed.json().data.rows.every((r: { branchId: number }) => r.branchId === ngb)).toBe(true);
    expect((await call(ops, 'warehouseReceipt', 'get', { view: 'wms', id })).statusCode).toBe(404);
    const ordered = await call(ops, 'warehouseReceipt', 'create', {
      view: 'wms',
      bookingNo: booking.booking_no,
      location: 'N-1',
      packages: 1,
    });
    expect(ordered.json().errors).toEqual({ bookingNo: 'No booking of your branches has this number' });
    const manager = await signIn(t, 'manager');
    expect((await call(manager, 'warehouseReceipt', 'get', { view: 'wms', id })).statusCode).toBe(200);
  });

  it('stores the camera settings of the user’s branch, validated, with the SPEC defaults', async () => {
    expect((await post(t, '/api/ops/warehouse/camera', csr)).json().data).toBeNull();
    const bad = await post(t, '/api/ops/warehouse/camera/save', csr, {
      host: 'not a host',
      port: 0,
      maxRetries: 5,
      snapshotUrl: 'ftp://camera/snap.jpg',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['host', 'maxRetries', 'port', 'snapshotUrl']);
    const saved = await post(t, '/api/ops/warehouse/camera/save', csr, { host: '10.20.0.15', protocol: 'UDP' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      host: '10.20.0.15',
      port: 80,
      protocol: 'UDP',
      captureFormat: 'JPEG',
      recordSize: '256M',
      loginTimeoutMs: 3000,
      maxRetries: 3,
      snapshotUrl: null,
    });
    expect((await post(t, '/api/ops/warehouse/camera/save', sales, { host: 'cam' })).statusCode).toBe(403);
  });
});
