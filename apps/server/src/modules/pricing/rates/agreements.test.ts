import { rateCatalog } from '@tidemark/domain/pricing/rates/i18n';
import { termCommitment, teuOf } from '@tidemark/domain/pricing/rates/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, post, type Session, signIn } from '../../../../test/session-helpers';

const en = (key: string): string =>
  (rateCatalog.en_us as { pricing: { rates: Record<string, string> } }).pricing.rates[key] ?? key;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(ENGINES)('agreements, arbitraries, port groups and ramps on %s', (engine) => {
  let t: TestApp;
  let pricing: Session;

  const call = (resource: string, action: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/${action}`, pricing, fields);
  const created = async (resource: string, fields: Fields) => {
    const res = await call(resource, 'create', fields);
    expect(res.statusCode, res.body).toBe(200);
    return Number(res.json().data.id);
  };
  const get = async (resource: string, view: string, id: number, extra: Fields = {}) =>
    (await call(resource, 'get', { view, id, ...extra })).json().data;
  const step = async (view: string, id: number, action: string) =>
    call('nra', 'transition', { view, id, version: (await get('nra', view, id)).version, action });

  beforeAll(async () => {
    t = await testApp(engine);
    pricing = await signIn(t, 'pricing');
  });
  afterAll(async () => {
    await t.close();
  });

  describe('long-term agreements', () => {
    it('show the seeded agreements’ used TEU as their customers’ and named accounts’ confirmed bookings count them', async () => {
      const rows = (await call('lta', 'list', { view: 'lta', limit: 50 })).json().data.rows as Record<
        string,
        unknown
      >[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((r) => Number(r.usedTeu) > 0)).toBe(true);
      for (const row of rows) {
        const boxes = await t.database.query<{ iso_type: string }>(
          `SELECT bc.iso_type FROM pricing_ltas a
             JOIN bookings b ON b.carrier_code = a.carrier_code AND b.status = 'confirmed' AND b.load_type = 'FCL'
              AND b.etd::date BETWEEN a.valid_from AND a.valid_until
              AND (b.company_id = a.company_id OR b.company_id IN (SELECT company_id FROM pricing_lta_nacs WHERE lta_id = a.id))
              AND (b.origin_port, b.destination_port) IN (SELECT pol, pod FROM pricing_lta_lanes WHERE lta_id = a.id)
             JOIN booking_containers bc ON bc.booking_id = b.id
            WHERE a.id = $1`,
          [row.id],
        );
        expect(Number(row.usedTeu), String(row.ltaNo)).toBe(boxes.reduce((n, b) => n + teuOf(b.iso_type), 0));
        expect(Number(row.termCommitment)).toBe(
          termCommitment(
            Number(row.committedTeu),
            String(row.validFrom).slice(0, 10),
            String(row.validUntil).slice(0, 10),
            row.period as 'year' | 'quarter',
          ),
        );
      }
    });

    it('count a new lane’s bookings, refuse a lane twice, and take named accounts but not the holder', async () => {
      const booking = (
        await t.database.query<{
          company_id: number;
          carrier_code: string;
          origin_port: string;
          destination_port: string;
        }>(
          `SELECT b.company_id, b.carrier_code, b.origin_port, b.destination_port FROM bookings b
             JOIN companies co ON co.id = b.company_id
            WHERE b.status = 'confirmed' AND b.load_type = 'FCL' AND b.carrier_code IS NOT NULL
              AND co.branch_id IN (SELECT id FROM branches
                                    WHERE controlling_office_id = (SELECT id FROM branches WHERE code = 'SHA'))
              AND EXISTS (SELECT 1 FROM booking_containers bc WHERE bc.booking_id = b.id)
            ORDER BY b.id LIMIT 1`,
        )
      )[0];
      if (!booking) throw new Error('no confirmed FCL booking of a customer the pricing desk sees in the demo data');
      const teu = (
        await t.database.query<{ iso_type: string }>(
          `SELECT bc.iso_type FROM bookings b JOIN booking_containers bc ON bc.booking_id = b.id
            WHERE b.company_id = $1 AND b.carrier_code = $2 AND b.origin_port = $3 AND b.destination_port = $4
              AND b.status = 'confirmed' AND b.load_type = 'FCL'`,
          [booking.company_id, booking.carrier_code, booking.origin_port, booking.destination_port],
        )
      ).reduce((n, b) => n + teuOf(b.iso_type), 0);

      const bad = await call('lta', 'create', {
        view: 'lta',
        companyId: booking.company_id,
        carrierCode: booking.carrier_code,
        period: 'year',
        committedTeu: '12.5',
        validFrom: '2026-01-01',
        validUntil: '2027-12-31',
      });
      expect(bad.json().errors?.committedTeu).toBe(en('teuWhole'));
      const id = await created('lta', {
        view: 'lta',
        companyId: booking.company_id,
        carrierCode: booking.carrier_code,
        period: 'quarter',
        committedTeu: 10,
        validFrom: '2026-01-01',
        validUntil: '2027-12-31',
      });
      const lta = await get('lta', 'lta', id);
      expect(lta.ltaNo).toMatch(/^LTA26\d{5}$/);
      expect(Number(lta.usedTeu)).toBe(0);
      expect(Number(lta.termCommitment)).toBe(80);

      const lane = {
        view: 'lta',
        relation: 'lanes',
        parentId: id,
        pol: booking.origin_port,
        pod: booking.destination_port,
      };
      expect((await call('ltaLane', 'create', lane)).statusCode).toBe(200);
      expect(Number((await get('lta', 'lta', id)).usedTeu)).toBe(teu);
      const twice = await call('ltaLane', 'create', lane);
      expect(twice.json().errors?.pod).toBe(en('laneTwice'));

      const holder = await call('ltaNac', 'create', {
        view: 'ltaNacList',
        ltaNo: lta.ltaNo,
        companyId: booking.company_id,
      });
      expect(holder.json().errors?.companyId).toBe(en('nacHolder'));
      const other = (
        await t.database.query<{ id: number }>(
          `SELECT id FROM companies WHERE branch_id = (SELECT id FROM branches WHERE code = 'SHA') AND id <> $1 ORDER BY id LIMIT 1`,
          [booking.company_id],
        )
      )[0]?.id;
      expect(
        (await call('ltaNac', 'create', { view: 'ltaNacList', ltaNo: lta.ltaNo, companyId: other ?? 0 })).statusCode,
      ).toBe(200);
      const nacTwice = await call('ltaNac', 'create', {
        view: 'lta',
        relation: 'nacs',
        parentId: id,
        companyId: other ?? 0,
      });
      expect(nacTwice.json().errors?.companyId).toBe(en('nacTwice'));
      const unknown = await call('ltaNac', 'create', {
        view: 'ltaNacList',
        ltaNo: 'LTA9999999',
        companyId: other ?? 0,
      });
      expect(unknown.json().errors?.ltaNo).toBe(en('ltaNotFound'));
    });
  });

  describe('arbitraries and add-ons', () => {
    it('under an LTA name an agreement of the same carrier and lie within its validity; under the tariff none', async () => {
      const lta = (
        await t.database.query<{ lta_no: string; carrier_code: string; valid_from: string; valid_until: string }>(
          `SELECT lta_no, carrier_code, valid_from::text, valid_until::text FROM pricing_ltas ORDER BY id LIMIT 1`,
        )
      )[0];
      if (!lta) throw new Error('no demo LTA');
      const arb = {
        view: 'arbitrarylta',
        kind: 'arbitrary',
        basis: 'lta',
        side: 'destination',
        point: 'USCHI',
        basePort: 'USLAX',
        carrierCode: lta.carrier_code,
        equipment: '40HC',
        leg: 'rail',
        amount: '1100',
        currency: 'USD',
        validFrom: lta.valid_from,
        validUntil: lta.valid_until,
      };
      expect((await call('arbitrary', 'create', arb)).json().errors?.ltaNo).toBe(en('ltaRequired'));
      const wrongCarrier = await call('arbitrary', 'create', { ...arb, ltaNo: lta.lta_no, carrierCode: 'ZZZZ' });
      expect(wrongCarrier.json().errors?.carrierCode).toBe(en('ltaCarrier'));
      const outside = await call('arbitrary', 'create', { ...arb, ltaNo: lta.lta_no, validUntil: '2099-12-31' });
      expect(outside.json().errors?.validUntil).toBe(en('ltaValidity'));
      const id = await created('arbitrary', { ...arb, ltaNo: lta.lta_no.toLowerCase() });
      expect(await get('arbitrary', 'arbitrarylta', id)).toMatchObject({ ltaNo: lta.lta_no, basis: 'lta' });
      // The LTA page does not reach a tariff add-on, nor the other way round.
      expect((await call('arbitrary', 'get', { view: 'addon', id })).statusCode).toBe(404);

      const onTariff = await call('arbitrary', 'create', {
        ...arb,
        view: 'addon',
        kind: 'addon',
        basis: 'tariff',
        point: 'USOAK',
        ltaNo: lta.lta_no,
      });
      expect(onTariff.json().errors?.ltaNo).toBe(en('ltaNotAllowed'));
      const same = await call('arbitrary', 'create', { ...arb, point: 'USLAX', ltaNo: lta.lta_no });
      expect(same.json().errors?.point).toBe(en('samePort'));
      const zero = await call('arbitrary', 'create', { ...arb, amount: '0', ltaNo: lta.lta_no });
      expect(zero.json().errors?.amount).toBe(en('amountPositive'));
    });
  });

  describe('port groups and rail ramps', () => {
    it('hold a port once, take it back after it was removed, and keep group codes apart', async () => {
      const id = await created('portGroup', {
        view: 'portgroup',
        code: 'usgc',
        name: 'US Gulf base ports',
        nameZh: '美湾基本港',
      });
      const add = (port: string) =>
        call('portGroupMember', 'create', { view: 'portgroup', relation: 'members', parentId: id, port });
      const first = await add('ushou');
      expect(first.statusCode, first.body).toBe(200);
      expect((await add('USHOU')).json().errors?.port).toBe(en('portTwice'));
      expect((await add('HOUSTON')).json().errors?.port).toBe(en('unlocode'));
      const memberId = Number(first.json().data.id);
      const member = await get('portGroupMember', 'portgroup', memberId, { relation: 'members', parentId: id });
      const removed = await call('portGroupMember', 'transition', {
        view: 'portgroup',
        relation: 'members',
        parentId: id,
        id: memberId,
        version: member.version,
        action: 'remove',
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await add('USHOU')).statusCode).toBe(200);
      await add('USMSY');
      expect(await get('portGroup', 'portgroup', id)).toMatchObject({
        code: 'USGC',
        ports: 'USHOU, USMSY',
        portCount: 2,
      });
      const taken = await call('portGroup', 'create', {
        view: 'portgroup',
        code: 'USWC',
        name: 'Copy',
        nameZh: '副本',
      });
      expect(taken.json().errors?.code).toBe(en('groupCodeTaken'));
    });

    it('serve a ramp from a base port by a rail carrier once', async () => {
      const ramp = {
        view: 'railramp',
        ramp: 'USCHI',
        rampName: 'Chicago, IL',
        basePort: 'USLAX',
        railCarrier: 'UP',
        transitDays: 4,
      };
      expect((await call('railRamp', 'create', ramp)).json().errors?.ramp).toBe(en('rampTwice'));
      expect((await call('railRamp', 'create', { ...ramp, railCarrier: 'XX' })).statusCode).toBe(400);
      expect((await call('railRamp', 'create', { ...ramp, transitDays: '2.5' })).json().errors?.transitDays).toBe(
        en('transitDays'),
      );
      expect(
        (
          await call('railRamp', 'create', {
            ...ramp,
            ramp: 'USATL',
            rampName: 'Atlanta, GA (Fairburn)',
            railCarrier: 'CSX',
            basePort: 'USSAV',
          })
        ).statusCode,
      ).toBe(200);
    });
  });

  describe('negotiated rate arrangements', () => {
    it('are accepted by the shipper before they take effect, never edited once agreed, and amended with history', async () => {
      const company = (
        await t.database.query<{ id: number }>(
          `SELECT id FROM companies WHERE branch_id = (SELECT id FROM branches WHERE code = 'SHA') ORDER BY id LIMIT 1`,
        )
      )[0]?.id;
      const id = await created('nra', {
        view: 'nraList',
        companyId: company ?? 0,
        carrierCode: 'COSU',
        effectiveDate: day(-2),
        expiryDate: day(90),
        terms: 'FAK, subject to GRI',
      });
      const nra = await get('nra', 'nraList', id);
      expect(nra).toMatchObject({ status: 'draft', amendmentNo: 0 });
      expect(nra.nraNo).toMatch(/^NRA\d{7}$/);

      const empty = await step('nraList', id, 'accept');
      expect(empty.json().errors?.status).toBe(en('nraNeedsRates'));
      const rate = {
        view: 'nraList',
        relation: 'lines',
        parentId: id,
        pol: 'CNSHA',
        pod: 'USLAX',
        equipment: '40HC',
        rate: '2450',
        currency: 'USD',
      };
      expect((await call('nraLine', 'create', rate)).statusCode).toBe(200);
      const late = await step('nraList', id, 'accept');
      expect(late.json().errors?.effectiveDate).toBe(en('nraEffectiveBeforeAcceptance'));

      const current = await get('nra', 'nraList', id);
      expect(
        (await call('nra', 'update', { view: 'nraList', id, version: current.version, effectiveDate: day(1) }))
          .statusCode,
      ).toBe(200);
      expect((await step('nraList', id, 'accept')).statusCode).toBe(200);
      const agreed = await get('nra', 'nraList', id);
      expect(agreed).toMatchObject({ status: 'agreed', acceptedByName: 'Zhou Lei' });
      expect(agreed.acceptedAt).toBeTruthy();

      const edit = await call('nra', 'update', { view: 'nraList', id, version: agreed.version, terms: 'Changed' });
      expect(edit.json().errors?.terms).toBe(en('nraAgreed'));
      expect((await call('nraLine', 'create', rate)).json().errors?.pol).toBe(en('nraAgreed'));

      expect((await step('nraList', id, 'amend')).statusCode).toBe(200);
      const versions = await t.database.query<{ id: number; amendment_no: number; status: string; lines: number }>(
        `SELECT n.id, n.amendment_no, n.status, (SELECT count(*)::int FROM pricing_nra_lines l WHERE l.nra_id = n.id) AS lines
           FROM pricing_nras n WHERE n.nra_no = $1 ORDER BY n.amendment_no`,
        [agreed.nraNo],
      );
      expect(versions.map((v) => [v.amendment_no, v.status, v.lines])).toEqual([
        [0, 'amending', 1],
        [1, 'draft', 1],
      ]);
      const amendment = versions[1]?.id ?? 0;
      expect((await step('nraList', amendment, 'accept')).statusCode).toBe(200);
      expect((await get('nra', 'nraList', id)).status).toBe('superseded');
      expect((await get('nra', 'nraList', amendment)).status).toBe('agreed');
      const history = (await call('nra', 'audit', { view: 'nraList', id })).json().data;
      expect(JSON.stringify(history)).toContain('superseded');
    });
  });
});
