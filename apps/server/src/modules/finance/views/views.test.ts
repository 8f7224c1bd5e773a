import { countedDays, equipmentOfIsoType, type PerDiemTier, perDiemCharge } from '@tidemark/domain/finance/index';
import { CHARGE_CODE_KINDS } from '@tidemark/domain/pricing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';

type Row = Record<string, unknown>;

describe.each(ENGINES)('finance views on %s', (engine) => {
  let t: TestApp;
  const s: Record<string, Session> = {};
  let sha: number;
  let ngb: number;

  const call = (who: Session, resource: string, action: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/${action}`, who, fields);
  const list = async (who: Session, resource: string, view: string, fields: Fields = {}) => {
    const res = await call(who, resource, 'list', { view, limit: 50, ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { rows: Row[]; total: number };
  };

  beforeAll(async () => {
    t = await testApp(engine);
    for (const [i, user] of ['finance', 'csr', 'ops', 'manager', 'customer'].entries()) {
      s[user] = await signIn(t, user, `10.89.0.${i + 1}`);
    }
    sha = await idOf(t, `SELECT id FROM branches WHERE code = 'SHA'`);
    ngb = await idOf(t, `SELECT id FROM branches WHERE code = 'NGB'`);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('charge views per kind', () => {
    it('keep each code’s kind in the database as the domain declares it', async () => {
      const rows = await t.database.query<{ code: string; kind: string }>('SELECT code, kind FROM charge_code_kinds');
      expect(Object.fromEntries(rows.map((r) => [r.code, r.kind]))).toEqual({ ...CHARGE_CODE_KINDS });
    });

    it('list only the lines of their kind, with the demo’s filings, documents and duties among them', async () => {
      for (const [view, kind, codes] of [
        ['amscharge', 'filing', ['AMS', 'ISF']],
        ['localcharge', 'local', ['OTHC']],
        ['freightcharge', 'freight', ['OFR']],
        ['DocumentationCharge', 'documentation', ['DOC', 'BL', 'TLX']],
        ['duty', 'duty', ['DUT', 'VAT']],
      ] as const) {
        const { rows, total } = await list(s.finance as Session, 'chargeView', view);
        expect(total, view).toBeGreaterThan(0);
        expect(new Set(rows.map((r) => r.chargeKind)), view).toEqual(new Set([kind]));
        const seen = new Set(rows.map((r) => r.chargeCode));
        for (const code of codes) expect(seen.has(code), `${view} ${code}`).toBe(true);
        // A filter asking for another kind finds nothing through the view's fixed kind.
        const other = await list(s.finance as Session, 'chargeView', view, { f_chargeKind: 'per_diem' });
        expect(other.total, view).toBe(0);
      }
    });

    it('shows on pvgcharge only air shipments from or to Shanghai Pudong', async () => {
      const expected = (
        await t.database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM charge_lines l JOIN shipments s ON s.id = l.shipment_id
            WHERE s.mode = 'AIR' AND 'CNPVG' IN (s.origin_port, s.destination_port)`,
        )
      )[0]?.n;
      const { rows, total } = await list(s.manager as Session, 'chargeView', 'pvgcharge');
      // The manager's controlled offices include Shanghai's: every PVG line of them, none other.
      expect(total).toBeLessThanOrEqual(expected ?? 0);
      for (const r of rows) {
        expect(r.pvgAir).toBe(true);
        expect([r.originPort, r.destinationPort]).toContain('CNPVG');
      }
    });

    it('show staff the lines of their branches only, and customers nothing', async () => {
      const mine = await list(s.csr as Session, 'chargeView', 'localcharge');
      expect(mine.total).toBeGreaterThan(0);
      expect(new Set(mine.rows.map((r) => Number(r.branchId)))).toEqual(new Set([sha]));
      const ngbCount = (
        await t.database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM finance_charge_views WHERE branch_id = $1 AND charge_kind = 'local'`,
          [ngb],
        )
      )[0]?.n;
      const theirs = await list(s.ops as Session, 'chargeView', 'localcharge');
      expect(theirs.total).toBe(ngbCount);
      for (const r of theirs.rows) expect(Number(r.branchId)).toBe(ngb);
      for (const view of ['amscharge', 'localcharge', 'freightcharge', 'pvgcharge', 'DocumentationCharge', 'duty']) {
        expect((await call(s.customer as Session, 'chargeView', 'list', { view })).statusCode, view).toBe(403);
      }
      expect((await call(s.customer as Session, 'perDiem', 'list', { view: 'perDiem' })).statusCode).toBe(403);
      expect(
        (await call(s.customer as Session, 'chargeCodeMapping', 'list', { view: 'chargeCodeMapping' })).statusCode,
      ).toBe(403);
      expect(
        (await call(s.customer as Session, 'detentionSetting', 'list', { view: 'detoerChargeSetting' })).statusCode,
      ).toBe(403);
    });
  });

  describe('charge code mapping', () => {
    const mapping = (fields: Fields = {}) => ({
      view: 'chargeCodeMapping',
      branchId: sha,
      chargeCode: 'OFR',
      cwCode: 'FRTX',
      cwDescription: 'Ocean Freight (contract)',
      revenueGl: '4101',
      costGl: '5101',
      ...fields,
    });

    it('holds one mapping per branch and charge code, of codes the dictionary knows', async () => {
      const seeded = await list(s.finance as Session, 'chargeCodeMapping', 'chargeCodeMapping', {
        f_branchId: String(sha),
        f_chargeCode: 'AMS',
      });
      expect(seeded.rows).toMatchObject([{ cwCode: 'AMS', chargeKind: 'filing', active: true }]);
      // Shanghai maps OFR in the demo already.
      const twice = await call(s.finance as Session, 'chargeCodeMapping', 'create', mapping());
      expect(twice.statusCode).toBe(400);
      expect(twice.json().errors.chargeCode).toBe('This branch already maps this charge code');
      const unknown = await call(s.finance as Session, 'chargeCodeMapping', 'create', mapping({ chargeCode: 'XYZ' }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors.chargeCode).toBe('Choose a charge code of the charge code list');
      const badCw = await call(s.finance as Session, 'chargeCodeMapping', 'create', mapping({ cwCode: 'a b' }));
      expect(badCw.json().errors.cwCode).toBe('Enter the CargoWise code: 2 to 10 letters or digits');
      // An office that does not exist is a refusal the form can show, not a server error.
      const nowhere = await call(s.finance as Session, 'chargeCodeMapping', 'create', mapping({ branchId: 999_999 }));
      expect(nowhere.statusCode, nowhere.body).toBe(400);
      expect(nowhere.json().message).toBe(
        'A value refers to a record that does not exist (it may have just been deleted).',
      );

      // Freed by deleting the row in the database, the pair can be mapped again, once.
      await t.database.query(`DELETE FROM charge_code_mappings WHERE branch_id = $1 AND charge_code = 'OFR'`, [sha]);
      const made = await call(s.finance as Session, 'chargeCodeMapping', 'create', mapping({ cwCode: 'frtx' }));
      expect(made.statusCode, made.body).toBe(200);
      const row = (
        await t.database.query<Row>(
          `SELECT cw_code, revenue_gl, active FROM charge_code_mappings WHERE branch_id = $1 AND charge_code = 'OFR'`,
          [sha],
        )
      )[0];
      expect(row).toEqual({ cw_code: 'FRTX', revenue_gl: '4101', active: true });

      // An edit onto another code the branch maps is refused too.
      const id = made.json().data.id as number;
      const version = (
        await call(s.finance as Session, 'chargeCodeMapping', 'get', { view: 'chargeCodeMapping', id })
      ).json().data.version;
      const moved = await call(s.finance as Session, 'chargeCodeMapping', 'update', {
        view: 'chargeCodeMapping',
        id,
        version,
        chargeCode: 'BAF',
      });
      expect(moved.json().errors.chargeCode).toBe('This branch already maps this charge code');
    });

    it('is kept by finance: managers read it, operations do not see it', async () => {
      const managerCreate = await call(
        s.manager as Session,
        'chargeCodeMapping',
        'create',
        mapping({ chargeCode: 'GRI' }),
      );
      expect(managerCreate.statusCode).toBe(403);
      expect((await list(s.manager as Session, 'chargeCodeMapping', 'chargeCodeMapping')).total).toBeGreaterThan(0);
      expect(
        (await call(s.ops as Session, 'chargeCodeMapping', 'list', { view: 'chargeCodeMapping' })).statusCode,
      ).toBe(403);
    });
  });

  describe('demurrage and detention settings', () => {
    const setting = (fields: Fields = {}) => ({
      view: 'detoerChargeSetting',
      carrierCode: 'MAEU',
      port: 'NLRTM',
      equipment: '40HC',
      kind: 'detention',
      freeDays: 7,
      currency: 'EUR',
      validFrom: '2030-01-01',
      validUntil: '2030-12-31',
      ...fields,
    });
    const tier = (settingId: number, action: string, fields: Fields) =>
      call(s.finance as Session, 'detentionTier', action, {
        view: 'detoerChargeSetting',
        relation: 'tiers',
        parentId: settingId,
        ...fields,
      });
    const tiersOf = async (settingId: number) =>
      t.database.query<{ id: number; from_day: number; to_day: number | null; daily_rate: string; version: number }>(
        `SELECT id, from_day, to_day, daily_rate::text AS daily_rate, version FROM detention_setting_tiers
          WHERE setting_id = $1 ORDER BY from_day`,
        [settingId],
      );

    it('name a known carrier and port, a window in order, and no window shared with another', async () => {
      const carrier = await call(s.finance as Session, 'detentionSetting', 'create', setting({ carrierCode: 'ZZZZ' }));
      expect(carrier.json().errors.carrierCode).toBe('No ocean carrier has this SCAC code');
      const port = await call(s.finance as Session, 'detentionSetting', 'create', setting({ port: 'NLZZZ' }));
      expect(port.json().errors.port).toBe('No port has this UN/LOCODE');
      const window = await call(
        s.finance as Session,
        'detentionSetting',
        'create',
        setting({ validUntil: '2029-12-31' }),
      );
      expect(window.json().errors.validUntil).toBe('The end of validity cannot be before its start');
      const made = await call(s.finance as Session, 'detentionSetting', 'create', setting());
      expect(made.statusCode, made.body).toBe(200);
      const overlap = await call(
        s.finance as Session,
        'detentionSetting',
        'create',
        setting({ validFrom: '2030-06-01', validUntil: '2031-05-31' }),
      );
      expect(overlap.json().errors.validFrom).toBe(
        'Another setting of this carrier, port, equipment and kind covers some of these days',
      );
      const next = await call(
        s.finance as Session,
        'detentionSetting',
        'create',
        setting({ validFrom: '2031-01-01', validUntil: '2031-12-31' }),
      );
      expect(next.statusCode, next.body).toBe(200);
      expect(
        (
          await call(
            s.ops as Session,
            'detentionSetting',
            'create',
            setting({ validFrom: '2032-01-01', validUntil: '2032-12-31' }),
          )
        ).statusCode,
      ).toBe(403);
    });

    it('take tiers contiguous from the day after the free days, with rates above 0', async () => {
      const made = await call(
        s.finance as Session,
        'detentionSetting',
        'create',
        setting({ port: 'DEHAM', freeDays: 5 }),
      );
      expect(made.statusCode, made.body).toBe(200);
      const id = made.json().data.id as number;
      const late = await tier(id, 'create', { fromDay: 7, dailyRate: '80' });
      expect(late.statusCode).toBe(400);
      expect(late.json().errors.fromDay).toMatch(/this one must start on the next day/);
      const free = await tier(id, 'create', { fromDay: 6, dailyRate: '0' });
      expect(free.json().errors.dailyRate).toBe('Enter a daily rate above 0 with at most 2 decimals');
      expect((await tier(id, 'create', { fromDay: 6, toDay: 10, dailyRate: '80' })).statusCode).toBe(200);
      const overlapping = await tier(id, 'create', { fromDay: 9, dailyRate: '120' });
      expect(overlapping.json().errors.fromDay).toMatch(/next day/);
      expect((await tier(id, 'create', { fromDay: 11, dailyRate: '120.50' })).statusCode).toBe(200);
      // The open last tier closes when the next one is added after it.
      expect((await tier(id, 'create', { fromDay: 16, dailyRate: '200' })).statusCode).toBe(200);
      expect((await tiersOf(id)).map((r) => [r.from_day, r.to_day, r.daily_rate])).toEqual([
        [6, 10, '80.00'],
        [11, 15, '120.50'],
        [16, null, '200.00'],
      ]);
      // A middle tier neither goes nor moves; the free days stay where the tiers start.
      const [first, middle, last] = await tiersOf(id);
      const gone = await call(s.finance as Session, 'detentionTier', 'delete', {
        view: 'detoerChargeSetting',
        relation: 'tiers',
        parentId: id,
        id: middle?.id ?? 0,
        version: middle?.version ?? 0,
      });
      expect(gone.statusCode).toBe(400);
      const stretched = await tier(id, 'update', { id: first?.id ?? 0, version: first?.version ?? 0, toDay: 12 });
      expect(stretched.statusCode).toBe(400);
      const version = (
        await call(s.finance as Session, 'detentionSetting', 'get', { view: 'detoerChargeSetting', id })
      ).json().data.version;
      const moreFree = await call(s.finance as Session, 'detentionSetting', 'update', {
        view: 'detoerChargeSetting',
        id,
        version,
        freeDays: 7,
      });
      expect(moreFree.json().errors.freeDays).toMatch(/first tier starts the day after the free days/);
      const dropped = await call(s.finance as Session, 'detentionTier', 'delete', {
        view: 'detoerChargeSetting',
        relation: 'tiers',
        parentId: id,
        id: last?.id ?? 0,
        version: last?.version ?? 0,
      });
      expect(dropped.statusCode, dropped.body).toBe(200);
      expect((await tiersOf(id)).length).toBe(2);
    });
  });

  describe('per diem', () => {
    it('is computed in SQL as the domain computes it, on the demo’s containers', async () => {
      const rows = await t.database.query<{
        setting_id: number | null;
        start_day: string;
        end_day: string;
        days: number;
        free_days: number | null;
        chargeable_days: number | null;
        amount: string | null;
        equipment: string;
        iso_type: string;
      }>(
        `SELECT p.setting_id, p.start_day::text AS start_day, p.end_day::text AS end_day, p.days, p.free_days,
                p.chargeable_days, p.amount::text AS amount, p.equipment, c.iso_type
           FROM finance_per_diem p JOIN containers c ON c.id = p.container_id`,
      );
      const tiers = await t.database.query<{
        setting_id: number;
        from_day: number;
        to_day: number | null;
        rate: string;
      }>('SELECT setting_id, from_day, to_day, daily_rate::text AS rate FROM detention_setting_tiers');
      const ladder = new Map<number, PerDiemTier[]>();
      for (const r of tiers) {
        ladder.set(r.setting_id, [
          ...(ladder.get(r.setting_id) ?? []),
          { fromDay: r.from_day, toDay: r.to_day, dailyRate: r.rate },
        ]);
      }
      const priced = rows.filter((r) => r.setting_id !== null);
      expect(priced.length).toBeGreaterThan(20);
      expect(priced.some((r) => Number(r.amount) > 0)).toBe(true);
      expect(priced.some((r) => Number(r.chargeable_days) > 10)).toBe(true);
      for (const r of rows) {
        expect(r.days).toBe(countedDays(r.start_day, r.end_day));
        expect(r.equipment).toBe(equipmentOfIsoType(r.iso_type));
        if (r.setting_id === null) continue;
        const charge = perDiemCharge(r.days, r.free_days ?? 0, ladder.get(r.setting_id) ?? []);
        expect({ chargeable: r.chargeable_days, amount: r.amount }).toEqual({
          chargeable: charge.chargeableDays,
          amount: charge.amount,
        });
      }
    });

    it('lists the containers of the user’s branches', async () => {
      const expected = (
        await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM finance_per_diem WHERE branch_id = $1', [
          ngb,
        ])
      )[0]?.n;
      const theirs = await list(s.ops as Session, 'perDiem', 'perDiem');
      expect(theirs.total).toBe(expected);
      expect(theirs.total).toBeGreaterThan(0);
      for (const r of theirs.rows) expect(Number(r.branchId)).toBe(ngb);
      const charging = await list(s.ops as Session, 'perDiem', 'perDiem', { f_chargeableDays_from: '1' });
      for (const r of charging.rows) expect(Number(r.chargeableDays)).toBeGreaterThanOrEqual(1);
    });
  });
});
