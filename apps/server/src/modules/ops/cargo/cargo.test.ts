import {
  chargeableWeightKg,
  packingDifferences,
  vgmMinimumKg,
  vgmMissedCutoff,
} from '@tidemark/domain/ops/cargo/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, forgetGrants, idOf, post, type Session, signIn } from '../../../../test/session-helpers';
import { HAS_DIFFERENCES_SQL, vgmMissedCutoffSql } from './resources';

type Row = Record<string, unknown>;

describe.each(ENGINES)('cargo records on %s', (engine) => {
  let t: TestApp;
  let admin: Session;
  let ops: Session;
  let finance: Session;
  let opsBranches: number[];

  const call = (s: Session, resource: string, action: string, view: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/${action}`, s, { view, ...fields });
  const rowOf = async (sql: string, params: unknown[] = []): Promise<Row> => {
    const row = (await t.database.query<Row>(sql, params))[0];
    if (!row) throw new Error(`no row for ${sql}`);
    return row;
  };
  const listAll = async (s: Session, resource: string, view: string, fields: Fields = {}): Promise<Row[]> => {
    const res = await call(s, resource, 'list', view, { page: 1, limit: 50, ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.rows;
  };

  beforeAll(async () => {
    t = await testApp(engine);
    forgetGrants();
    admin = await signIn(t, 'admin');
    ops = await signIn(t, 'ops');
    finance = await signIn(t, 'finance');
    const opsUser = await rowOf(
      `SELECT ARRAY(SELECT branch_id FROM users WHERE user_name = 'ops'
                    UNION SELECT s.branch_id FROM user_branch_scopes s JOIN users u ON u.id = s.user_id
                     WHERE u.user_name = 'ops') AS branches`,
    );
    opsBranches = (opsUser.branches as number[]).map(Number);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('demo data', () => {
    it('gives every cargo page rows, with late VGMs, measured differences and damage among them', async () => {
      const counts = await rowOf(
        `SELECT (SELECT count(*)::int FROM cargo_dg_lines) AS dg,
                (SELECT count(*)::int FROM cargo_reefers) AS reefers,
                (SELECT count(*)::int FROM containers WHERE iso_type LIKE '__R_') AS reefer_containers,
                (SELECT count(*)::int FROM cargo_vgm) AS vgm,
                (SELECT count(*)::int FROM containers) AS containers,
                (SELECT count(*)::int FROM cargo_packing_lines WHERE transport = 'sea') AS sea,
                (SELECT count(*)::int FROM cargo_packing_lines WHERE transport = 'air') AS air,
                (SELECT count(*)::int FROM cargo_packing_lines WHERE damage_status = 'damaged') AS damaged,
                (SELECT count(*)::int FROM shipments) AS shipments,
                (SELECT count(*)::int FROM cargo_packing_lines) AS lines`,
      );
      expect(counts.dg).toBeGreaterThan(5);
      expect(counts.reefers).toBe(counts.reefer_containers);
      expect(counts.vgm).toBeGreaterThan(Number(counts.containers) * 0.8);
      expect(counts.vgm).toBeLessThan(Number(counts.containers));
      expect(counts.sea).toBeGreaterThan(0);
      expect(counts.air).toBeGreaterThan(0);
      expect(counts.damaged).toBeGreaterThan(0);
      expect(counts.lines).toBe(counts.shipments);
      const late = await listAll(admin, 'cargoVgm', 'vgmDeclaration', { f_filedLate: 'true' });
      expect(late.length).toBeGreaterThan(0);
      for (const r of late) expect(new Date(String(r.submittedAt)) > new Date(String(r.cutoffAt))).toBe(true);
      const differing = await listAll(admin, 'cargoPacking', 'actualPacking', { f_hasDifferences: 'true' });
      expect(differing.length).toBeGreaterThan(0);
      for (const r of differing) expect(r.hasDifferences).toBe(true);
    });

    it('computes differences in SQL as the domain does, for every demo line', async () => {
      const rows = await t.database.query<Row>(
        `SELECT t.packages, t.gross_kg, t.volume_cbm, t.length_cm, t.width_cm, t.height_cm, t.actual_packages,
                t.actual_gross_kg, t.actual_volume_cbm, t.actual_length_cm, t.actual_width_cm, t.actual_height_cm,
                ${HAS_DIFFERENCES_SQL} AS has
           FROM cargo_packing_lines t`,
      );
      const n = (v: unknown) => (v === null ? null : Number(v));
      let differing = 0;
      for (const r of rows) {
        const declared = {
          packages: Number(r.packages),
          grossKg: Number(r.gross_kg),
          volumeCbm: Number(r.volume_cbm),
          lengthCm: n(r.length_cm),
          widthCm: n(r.width_cm),
          heightCm: n(r.height_cm),
        };
        const actual =
          r.actual_packages === null
            ? null
            : {
                packages: Number(r.actual_packages),
                grossKg: n(r.actual_gross_kg) ?? undefined,
                volumeCbm: n(r.actual_volume_cbm) ?? undefined,
                lengthCm: n(r.actual_length_cm),
                widthCm: n(r.actual_width_cm),
                heightCm: n(r.actual_height_cm),
              };
        const found = packingDifferences(declared, actual).length > 0;
        expect(r.has, JSON.stringify(r)).toBe(actual === null ? null : found);
        if (found) differing++;
      }
      expect(differing).toBeGreaterThan(0);
      expect(differing).toBeLessThan(rows.length);
    });

    it('flags the containers whose VGM missed the cut-off in SQL as the domain does', async () => {
      const rows = await t.database.query<Row>(
        `SELECT s.etd, s.atd, v.submitted_at, now() AS now, ${vgmMissedCutoffSql('k', 's')} AS missed
           FROM containers k JOIN shipments s ON s.id = k.shipment_id LEFT JOIN cargo_vgm v ON v.container_id = k.id`,
      );
      expect(rows.filter((r) => r.missed === true).length).toBeGreaterThan(0);
      for (const r of rows) {
        const expected = vgmMissedCutoff(
          {
            etd: new Date(String(r.etd)),
            atd: r.atd === null ? null : new Date(String(r.atd)),
            vgmSubmittedAt: r.submitted_at === null ? null : new Date(String(r.submitted_at)),
          },
          new Date(String(r.now)),
        );
        expect(r.missed).toBe(expected);
      }
    });
  });

  describe('dangerous goods', () => {
    let shipmentNo: string;
    let shaShipmentNo: string;
    const dg = (s: Session, action: string, fields: Fields) => call(s, 'cargoDgLine', action, 'dangerousGoods', fields);
    const line = (fields: Fields = {}) => ({
      shipmentNo,
      unNumber: 'un 1263',
      imoClass: '3',
      packingGroup: 'II',
      properShippingName: 'Paint',
      emergencyContact: '李明',
      emergencyPhone: '13912345678',
      ...fields,
    });

    beforeAll(async () => {
      const ngb = await rowOf(
        `SELECT s.shipment_no FROM shipments s JOIN branches b ON b.id = s.branch_id WHERE b.code = 'NGB' ORDER BY s.id LIMIT 1`,
      );
      shipmentNo = String(ngb.shipment_no);
      const sha = await rowOf(
        `SELECT s.shipment_no FROM shipments s JOIN branches b ON b.id = s.branch_id WHERE b.code = 'SHA' ORDER BY s.id LIMIT 1`,
      );
      shaShipmentNo = String(sha.shipment_no);
    });

    it('saves a line on a shipment in scope, the UN number and name in their written form', async () => {
      const res = await dg(ops, 'create', line());
      expect(res.statusCode, res.body).toBe(200);
      const got = (await dg(ops, 'get', { id: res.json().data.id })).json().data;
      expect(got).toMatchObject({
        shipmentNo,
        unNumber: 'UN1263',
        imoClass: '3',
        packingGroup: 'II',
        properShippingName: 'PAINT',
        emergencyPhone: '13912345678',
      });
      const listed = await listAll(ops, 'cargoDgLine', 'dangerousGoods', { f_shipmentNo: shipmentNo });
      expect(listed.map((r) => r.id)).toContain(res.json().data.id);
    });

    it('refuses a bad UN number, class, packing group and phone on their fields, in both languages', async () => {
      const before = (await rowOf('SELECT count(*)::int AS n FROM cargo_dg_lines')).n;
      const un = await dg(ops, 'create', line({ unNumber: 'UN12' }));
      expect(un.statusCode).toBe(400);
      expect(un.json().errors).toMatchObject({ unNumber: 'Enter UN and four digits, such as UN1263' });
      const zh = await dg(ops, 'create', line({ unNumber: 'UN0000', lang: 'zh_cn' }));
      expect(zh.json().errors.unNumber).toBe('请输入 UN 加四位数字，如 UN1263');
      const cls = await dg(ops, 'create', line({ imoClass: '10' }));
      expect(cls.statusCode).toBe(400);
      expect(Object.keys(cls.json().errors)).toContain('imoClass');
      const group = await dg(ops, 'create', line({ packingGroup: '' }));
      expect(group.json().errors).toMatchObject({ packingGroup: 'This class needs a packing group' });
      const gas = await dg(ops, 'create', line({ imoClass: '2.1', packingGroup: 'II' }));
      expect(gas.json().errors).toMatchObject({ packingGroup: 'Classes 1, 2 and 7 take no packing group' });
      const phone = await dg(ops, 'create', line({ emergencyPhone: '+86 139' }));
      expect(Object.keys(phone.json().errors)).toEqual(['emergencyPhone']);
      expect((await rowOf('SELECT count(*)::int AS n FROM cargo_dg_lines')).n).toBe(before);
    });

    it('checks the class and group together on an update', async () => {
      const made = (await dg(ops, 'create', line())).json().data;
      const res = await dg(ops, 'update', { id: made.id, version: made.version, imoClass: '2.2' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({ packingGroup: 'Classes 1, 2 and 7 take no packing group' });
      const ok = await dg(ops, 'update', { id: made.id, version: made.version, imoClass: '2.2', packingGroup: '' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await dg(ops, 'get', { id: made.id })).json().data).toMatchObject({
        imoClass: '2.2',
        packingGroup: null,
      });
    });

    it('keeps to the user scope and the page permission', async () => {
      const outside = await dg(ops, 'create', line({ shipmentNo: shaShipmentNo }));
      expect(outside.statusCode).toBe(400);
      expect(outside.json().errors).toMatchObject({ shipmentNo: 'No shipment with this number among yours' });
      const unknown = await dg(ops, 'create', line({ shipmentNo: 'NO-SUCH' }));
      expect(unknown.json().errors.shipmentNo).toBeTruthy();
      for (const r of await listAll(ops, 'cargoDgLine', 'dangerousGoods')) {
        expect(opsBranches).toContain(Number(r.branchId));
      }
      const shaLine = (await dg(admin, 'create', line({ shipmentNo: shaShipmentNo }))).json().data;
      expect((await dg(ops, 'get', { id: shaLine.id })).statusCode).toBe(404);
      expect((await dg(finance, 'list', { page: 1, limit: 10 })).statusCode).toBe(403);
      expect((await dg(finance, 'create', line())).statusCode).toBe(403);
    });

    it('deletes a line while the shipment has not sailed, in scope and with the delete permission', async () => {
      const { atd } = await rowOf('SELECT atd FROM shipments WHERE shipment_no = $1', [shipmentNo]);
      try {
        await t.database.query('UPDATE shipments SET atd = NULL WHERE shipment_no = $1', [shipmentNo]);
        const made = (await dg(ops, 'create', line())).json().data;
        const stale = await dg(ops, 'delete', { id: made.id, version: Number(made.version) + 1 });
        expect(stale.statusCode).toBe(409);
        const gone = await dg(ops, 'delete', { id: made.id, version: made.version });
        expect(gone.statusCode, gone.body).toBe(200);
        expect((await dg(ops, 'get', { id: made.id })).statusCode).toBe(404);

        const kept = (await dg(ops, 'create', line())).json().data;
        await t.database.query(`UPDATE shipments SET atd = now() - interval '1 day' WHERE shipment_no = $1`, [
          shipmentNo,
        ]);
        const sailed = await dg(ops, 'delete', { id: kept.id, version: kept.version });
        expect(sailed.statusCode).toBe(400);
        expect(sailed.json().message).toMatch(/has sailed/);
        const zh = await dg(ops, 'delete', { id: kept.id, version: kept.version, lang: 'zh_cn' });
        expect(zh.json().message).toMatch(/已开航/);
        expect((await dg(ops, 'get', { id: kept.id })).statusCode).toBe(200);

        const shaLine = (await dg(admin, 'create', line({ shipmentNo: shaShipmentNo }))).json().data;
        expect((await dg(ops, 'delete', { id: shaLine.id, version: shaLine.version })).statusCode).toBe(404);
        expect((await dg(finance, 'delete', { id: kept.id, version: kept.version })).statusCode).toBe(403);
      } finally {
        await t.database.query('UPDATE shipments SET atd = $2 WHERE shipment_no = $1', [shipmentNo, atd]);
      }
    });
  });

  describe('reefer settings', () => {
    let reefer: Row;
    let dry: Row;
    const settings = (s: Session, action: string, fields: Fields) =>
      call(s, 'cargoReefer', action, 'reeferSettings', fields);

    beforeAll(async () => {
      reefer = await rowOf(
        `SELECT k.id, k.container_no, s.shipment_no FROM containers k JOIN shipments s ON s.id = k.shipment_id
          WHERE k.iso_type LIKE '__R_' ORDER BY k.id LIMIT 1`,
      );
      await t.database.query('DELETE FROM cargo_reefers WHERE container_id = $1', [reefer.id]);
      dry = await rowOf(
        `SELECT k.container_no, s.shipment_no FROM containers k JOIN shipments s ON s.id = k.shipment_id
          WHERE k.iso_type = '45G1' ORDER BY k.id LIMIT 1`,
      );
    });

    it('sets a reefer container once, and only a reefer', async () => {
      const base = { shipmentNo: String(reefer.shipment_no), containerNo: String(reefer.container_no) };
      const notReefer = await settings(admin, 'create', {
        shipmentNo: String(dry.shipment_no),
        containerNo: String(dry.container_no),
        setTempC: '-18',
        ventilation: 'closed',
      });
      expect(notReefer.statusCode).toBe(400);
      expect(notReefer.json().errors.containerNo).toBe(`Container ${dry.container_no} is not a reefer (45G1)`);
      const cold = await settings(admin, 'create', { ...base, setTempC: '-45', ventilation: 'closed' });
      expect(cold.json().errors).toMatchObject({
        setTempC: 'Enter a temperature from -40.0 to 30.0 °C, with at most one decimal',
      });
      const vents = await settings(admin, 'create', { ...base, setTempC: '2.5', ventilation: 'open' });
      expect(vents.json().errors).toMatchObject({ ventilationCbmH: 'Open vents need an opening in m³/h' });
      const wide = await settings(admin, 'create', {
        ...base,
        setTempC: '2.5',
        ventilation: 'open',
        ventilationCbmH: '300',
      });
      expect(wide.json().errors).toMatchObject({ ventilationCbmH: 'Enter whole m³/h from 0 to 250' });
      const wrongBox = await settings(admin, 'create', {
        ...base,
        containerNo: String(dry.container_no),
        setTempC: '2',
        ventilation: 'closed',
      });
      expect(wrongBox.json().errors).toMatchObject({ containerNo: 'This container is not on the shipment' });

      const ok = await settings(admin, 'create', {
        ...base,
        setTempC: '2.5',
        ventilation: 'open',
        ventilationCbmH: '25',
        humidityPct: '85',
      });
      expect(ok.statusCode, ok.body).toBe(200);
      const again = await settings(admin, 'create', { ...base, setTempC: '-18', ventilation: 'closed' });
      expect(again.json().errors.containerNo).toBe(
        `Container ${reefer.container_no} already has reefer settings: edit those`,
      );

      const { id, version } = ok.json().data;
      const closed = await settings(admin, 'update', { id, version, ventilation: 'closed' });
      expect(closed.statusCode, closed.body).toBe(200);
      const got = (await settings(admin, 'get', { id })).json().data;
      expect(got).toMatchObject({ ventilation: 'closed', ventilationCbmH: null, containerNo: reefer.container_no });
      expect(Number(got.setTempC)).toBe(2.5);
    });
  });

  describe('VGM', () => {
    let box: Row;
    const vgm = (s: Session, action: string, fields: Fields) => call(s, 'cargoVgm', action, 'vgmDeclaration', fields);
    const declaration = (fields: Fields = {}) => ({
      shipmentNo: String(box.shipment_no),
      containerNo: String(box.container_no),
      sealNo: 'ml-7788123',
      containerType: String(box.iso_type),
      method: '1',
      tareKg: String(box.tare_kg),
      vgmKg: String(Number(box.tare_kg) + Number(box.gross_kg)),
      signatory: 'Zhou Jun',
      weighedOn: '2026-10-30',
      ...fields,
    });

    beforeAll(async () => {
      box = await rowOf(
        `SELECT k.id, k.container_no, k.iso_type, k.tare_kg, k.gross_kg, s.shipment_no
           FROM containers k JOIN shipments s ON s.id = k.shipment_id JOIN branches b ON b.id = s.branch_id
          WHERE b.code = 'NGB' AND k.gross_kg IS NOT NULL ORDER BY k.id LIMIT 1`,
      );
      await t.database.query('DELETE FROM cargo_vgm WHERE container_id = $1', [box.id]);
    });

    it('refuses totals below the declared cargo, a method 2 that does not add up, and a wrong type', async () => {
      const min = vgmMinimumKg(Number(box.tare_kg), Number(box.gross_kg));
      const light = await vgm(ops, 'create', declaration({ vgmKg: String(min - 1) }));
      expect(light.statusCode).toBe(400);
      expect(light.json().errors).toEqual({
        vgmKg: `The VGM is below tare plus the declared cargo: at least ${min} kg`,
      });
      const zh = await vgm(ops, 'create', declaration({ vgmKg: String(min - 1), lang: 'zh_cn' }));
      expect(zh.json().errors.vgmKg).toBe(`VGM 低于箱皮重加申报货重：至少 ${min} kg`);
      const sum = Number(box.tare_kg) + Number(box.gross_kg);
      const noCargo = await vgm(ops, 'create', declaration({ method: '2' }));
      expect(noCargo.json().errors).toEqual({ cargoKg: 'Method 2 needs the weighed cargo' });
      const notSum = await vgm(
        ops,
        'create',
        declaration({ method: '2', cargoKg: String(box.gross_kg), vgmKg: String(sum + 50) }),
      );
      expect(notSum.json().errors).toEqual({ vgmKg: `With method 2 the VGM is tare plus cargo: ${sum} kg` });
      const type = await vgm(ops, 'create', declaration({ containerType: box.iso_type === '22G1' ? '45G1' : '22G1' }));
      expect(type.json().errors).toEqual({
        containerType: `Container ${box.container_no} is recorded as ${box.iso_type}`,
      });
      const seal = await vgm(ops, 'create', declaration({ sealNo: 'N/A' }));
      expect(seal.json().errors).toEqual({
        sealNo: 'Enter the seal number (4 to 20 letters, digits or hyphens), or NONE or N/M',
      });
      const future = await vgm(ops, 'create', declaration({ weighedOn: '2999-01-01' }));
      expect(future.json().errors).toEqual({ weighedOn: 'The weighing date cannot be in the future' });
      const badBox = await vgm(ops, 'create', declaration({ containerNo: 'MSCU1234567' }));
      expect(Object.keys(badBox.json().errors)).toEqual(['containerNo']);
      expect((await rowOf('SELECT count(*)::int AS n FROM cargo_vgm WHERE container_id = $1', [box.id])).n).toBe(0);
    });

    it('files a VGM with who and when, keeps the container in step, and refuses a second one', async () => {
      const sum = Number(box.tare_kg) + Number(box.gross_kg);
      const res = await vgm(
        ops,
        'create',
        declaration({ method: '2', cargoKg: String(box.gross_kg), vgmKg: String(sum) }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const got = (await vgm(ops, 'get', { id: res.json().data.id })).json().data;
      const opsId = await idOf(t, `SELECT id FROM users WHERE user_name = 'ops'`);
      expect(got).toMatchObject({
        containerNo: box.container_no,
        sealNo: 'ML-7788123',
        method: '2',
        vgmKg: sum,
        submittedBy: opsId,
        submittedByName: 'Zhang Wei',
      });
      expect(Date.now() - new Date(got.submittedAt).getTime()).toBeLessThan(60_000);
      const container = await rowOf('SELECT vgm_kg, seal_no FROM containers WHERE id = $1', [box.id]);
      expect(container).toMatchObject({ vgm_kg: sum, seal_no: 'ML-7788123' });

      const again = await vgm(ops, 'create', declaration());
      expect(again.json().errors.containerNo).toBe(`Container ${box.container_no} already has a VGM: edit that one`);

      const lower = await vgm(ops, 'update', { id: got.id, version: got.version, method: '1', vgmKg: '100' });
      expect(lower.statusCode).toBe(400);
      expect(Object.keys(lower.json().errors)).toEqual(['vgmKg']);
      const moved = await vgm(ops, 'update', {
        id: got.id,
        version: got.version,
        method: '1',
        vgmKg: String(sum + 120),
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const after = (await vgm(ops, 'get', { id: got.id })).json().data;
      expect(after).toMatchObject({ method: '1', cargoKg: null, vgmKg: sum + 120 });
      expect((await rowOf('SELECT vgm_kg FROM containers WHERE id = $1', [box.id])).vgm_kg).toBe(sum + 120);
    });

    it('is read in scope: another branch cannot see or file it; customers read and never write', async () => {
      const csr = await signIn(t, 'csr');
      const outside = await vgm(csr, 'create', declaration());
      expect(outside.json().errors).toMatchObject({ shipmentNo: 'No shipment with this number among yours' });
      for (const r of await listAll(ops, 'cargoVgm', 'vgmDeclaration')) {
        expect(opsBranches).toContain(Number(r.branchId));
      }
      expect((await vgm(finance, 'list', { page: 1, limit: 10 })).statusCode).toBe(403);

      // Granted the page and its create action, a customer still sees only its company's
      // declarations and cannot file one.
      await t.database.query(
        `INSERT INTO role_menu_items (role_id, menu_item_id)
         SELECT r.id, m.id FROM roles r, menu_items m
          WHERE r.code = 'customer' AND m.code IN ('vgmDeclaration', 'vgmDeclaration:create')
         ON CONFLICT DO NOTHING`,
      );
      forgetGrants();
      const customer = await signIn(t, 'customer');
      const companyId = await idOf(t, `SELECT company_id AS id FROM users WHERE user_name = 'customer'`);
      const own = await listAll(customer, 'cargoVgm', 'vgmDeclaration');
      const expected = await rowOf(
        `SELECT count(*)::int AS n FROM cargo_vgm v JOIN shipments s ON s.id = v.shipment_id WHERE s.company_id = $1`,
        [companyId],
      );
      expect(own.length).toBe(Math.min(50, Number(expected.n)));
      const names = new Set(own.map((r) => r.companyName));
      expect(names.size).toBeLessThanOrEqual(1);
      const refused = await vgm(customer, 'create', declaration());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Customers see cargo records but do not change them');
    });
  });

  describe('packing', () => {
    let air: Row;
    let sea: Row;
    const packing = (s: Session, view: string, action: string, fields: Fields) =>
      call(s, 'cargoPacking', action, view, fields);

    beforeAll(async () => {
      air = await rowOf(
        `SELECT s.shipment_no FROM shipments s JOIN branches b ON b.id = s.branch_id
          WHERE b.code = 'NGB' AND s.mode = 'AIR' ORDER BY s.id LIMIT 1`,
      );
      sea = await rowOf(
        `SELECT s.shipment_no FROM shipments s JOIN branches b ON b.id = s.branch_id
          WHERE b.code = 'NGB' AND s.mode IN ('FCL', 'LCL') ORDER BY s.id LIMIT 1`,
      );
    });

    it('lists sea lines on the packing list and air lines with their chargeable weight', async () => {
      const seaRows = await listAll(ops, 'cargoPacking', 'packingList');
      expect(seaRows.length).toBeGreaterThan(0);
      for (const r of seaRows) expect(r.transport).toBe('sea');
      const airRows = await listAll(ops, 'cargoPacking', 'airPackingData');
      expect(airRows.length).toBeGreaterThan(0);
      for (const r of airRows) {
        expect(r.transport).toBe('air');
        const n = (v: unknown) => (v === null ? null : Number(v));
        const expected = chargeableWeightKg({
          grossKg: Number(r.grossKg),
          volumeCbm: n(r.volumeCbm),
          packages: Number(r.packages),
          lengthCm: n(r.lengthCm),
          widthCm: n(r.widthCm),
          heightCm: n(r.heightCm),
        });
        expect(Number(r.chargeableKg), JSON.stringify(r)).toBe(expected);
      }
    });

    it('records a line for the shipment, then its measurement with who and when, and the differences', async () => {
      const made = await packing(ops, 'packingList', 'create', {
        shipmentNo: String(air.shipment_no),
        packageType: 'CTN',
        packages: '10',
        grossKg: '150',
        volumeCbm: '1.2',
        lengthCm: '60',
        widthCm: '40',
        heightCm: '50',
      });
      expect(made.statusCode, made.body).toBe(200);
      const { id, version } = made.json().data;
      // An air shipment's line belongs to the air packing data, whichever list it was added on.
      const got = (await packing(ops, 'airPackingData', 'get', { id })).json().data;
      expect(got).toMatchObject({ transport: 'air', packages: 10, measuredBy: null, hasDifferences: null });
      expect(Number(got.chargeableKg)).toBe(200);
      expect((await packing(ops, 'packingList', 'get', { id })).statusCode).toBe(404);

      const noCount = await packing(ops, 'actualPacking', 'update', {
        id,
        version,
        actualPackages: '9',
        damageStatus: 'damaged',
      });
      expect(noCount.json().errors).toEqual({ damagedCount: 'Enter how many packages are damaged' });
      const tooMany = await packing(ops, 'actualPacking', 'update', {
        id,
        version,
        actualPackages: '9',
        damageStatus: 'damaged',
        damagedCount: '12',
      });
      expect(tooMany.json().errors).toEqual({ damagedCount: 'More packages damaged than were received' });

      const measured = await packing(ops, 'actualPacking', 'update', {
        id,
        version,
        actualPackages: '9',
        actualGrossKg: '151',
        actualVolumeCbm: '1.2',
        damageStatus: 'damaged',
        damagedCount: '1',
        remarks: '短少1件',
      });
      expect(measured.statusCode, measured.body).toBe(200);
      const after = (await packing(ops, 'actualPacking', 'get', { id })).json().data;
      expect(after).toMatchObject({
        actualPackages: 9,
        packagesDiff: -1,
        hasDifferences: true,
        damageStatus: 'damaged',
        measuredByName: 'Zhang Wei',
      });
      expect(Number(after.grossDiffKg)).toBe(1);
      const differing = await listAll(ops, 'cargoPacking', 'actualPacking', {
        f_hasDifferences: 'true',
        f_shipmentNo: String(air.shipment_no),
      });
      expect(differing.map((r) => r.id)).toContain(id);
      const plain = await listAll(ops, 'cargoPacking', 'actualPacking', {
        f_hasDifferences: 'false',
        f_shipmentNo: String(air.shipment_no),
      });
      expect(plain.map((r) => r.id)).not.toContain(id);
    });

    it('refuses bad figures on their fields and lines of shipments out of scope', async () => {
      const base = {
        shipmentNo: String(sea.shipment_no),
        packageType: 'PLT',
        packages: '4',
        grossKg: '800',
        volumeCbm: '3',
      };
      const bad = await packing(ops, 'packingList', 'create', { ...base, packages: '0', lengthCm: '2.5' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({
        packages: 'Enter whole packages',
        lengthCm: 'Enter whole centimetres from 1 to 2,000',
      });
      const sha = await rowOf(
        `SELECT s.shipment_no FROM shipments s JOIN branches b ON b.id = s.branch_id WHERE b.code = 'SHA' LIMIT 1`,
      );
      const outside = await packing(ops, 'packingList', 'create', { ...base, shipmentNo: String(sha.shipment_no) });
      expect(outside.json().errors).toMatchObject({ shipmentNo: 'No shipment with this number among yours' });
      const ok = await packing(ops, 'packingList', 'create', base);
      expect(ok.statusCode, ok.body).toBe(200);
      for (const r of await listAll(ops, 'cargoPacking', 'actualPacking')) {
        expect(opsBranches).toContain(Number(r.branchId));
      }
      expect((await packing(finance, 'actualPacking', 'list', { page: 1, limit: 10 })).statusCode).toBe(403);
      // The actual packing page records measurements; lines are added on the packing lists.
      expect((await packing(ops, 'actualPacking', 'create', base)).statusCode).toBe(403);
    });
  });
});
