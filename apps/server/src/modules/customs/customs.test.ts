import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../test/session-helpers';

type Found = { source: string; code: string; descriptionEn: string; descriptionZh: string };

describe.each(ENGINES)('customs classification and settings on %s', (engine) => {
  let t: TestApp;
  let customs: Session;
  let ops: Session;
  let manager: Session;
  let customer: Session;

  const call = (s: Session | null, resource: string, endpoint: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/${endpoint}`, s, fields);
  const search = async (s: Session, q: string, extra: Fields = {}): Promise<Found[]> => {
    const res = await post(t, '/api/customs/codes/search', s, { q, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const codes = (rows: readonly Found[]) => rows.map((r) => `${r.source} ${r.code}`);

  beforeAll(async () => {
    t = await testApp(engine);
    customs = await signIn(t, 'customs', '10.61.0.1');
    ops = await signIn(t, 'ops', '10.61.0.2');
    manager = await signIn(t, 'manager', '10.61.0.3');
    customer = await signIn(t, 'customer', '10.61.0.4');
  });
  afterAll(async () => {
    await t.close();
  });

  describe('the tables', () => {
    it('hold the shipped codes and every HS code the demo shipments and bookings carry', async () => {
      const [missing] = await t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT hs_code FROM shipments UNION SELECT hs_code FROM bookings) used
          WHERE hs_code IS NOT NULL AND hs_code NOT IN (SELECT code FROM hs_codes)
            AND hs_code NOT IN (SELECT code FROM customs_cn_codes) AND hs_code NOT IN (SELECT code FROM customs_us_hts_codes)`,
      );
      expect(missing?.n).toBe(0);
      const [chapter] = await t.database.query<{ title_zh: string }>(
        "SELECT title_zh FROM hs_chapters WHERE code = '84'",
      );
      expect(chapter?.title_zh).toContain('机器');
      const [noChapter] = await t.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM hs_codes WHERE chapter NOT IN (SELECT code FROM hs_chapters)',
      );
      expect(noChapter?.n).toBe(0);
      const [laptop] = await t.database.query<{ general_rate: string; ad_valorem_rate: string; heading: string }>(
        "SELECT general_rate, ad_valorem_rate::text, heading, subheading, stat_suffix FROM customs_us_hts_codes WHERE code = '8471.30.0100'",
      );
      expect(laptop).toMatchObject({
        general_rate: 'Free',
        heading: '8471',
        subheading: '8471.30.01',
        stat_suffix: '00',
      });
      expect(Number(laptop?.ad_valorem_rate)).toBe(0);
    });
  });

  describe('the code search', () => {
    it('finds codes by prefix, with or without dots, the subheading before its national codes', async () => {
      expect(codes(await search(ops, '8471.30'))).toEqual(['HS 8471.30', 'CN 8471.30.0000', 'US 8471.30.0100']);
      expect(codes(await search(ops, '847130'))).toEqual(codes(await search(ops, '8471.30')));
      expect(codes(await search(ops, '8471.30.01'))).toEqual(['US 8471.30.0100']);
      expect(codes(await search(ops, '6109', { source: 'US' }))).toEqual([
        'US 6109.10.0004',
        'US 6109.10.0012',
        'US 6109.10.0014',
      ]);
    });

    it('finds codes by words in English and in Chinese, every word counted', async () => {
      expect(codes(await search(ops, 'gloves'))).toEqual(['HS 4015.19', 'CN 4015.19.0000']);
      expect(codes(await search(ops, 'Gloves RUBBER'))).toEqual(['HS 4015.19', 'CN 4015.19.0000']);
      expect(codes(await search(ops, '手套'))).toEqual(['HS 4015.19', 'CN 4015.19.0000']);
      expect(codes(await search(ops, 'lithium batteries'))).toEqual([
        'HS 8506.50',
        'US 8507.60.0010',
        'US 8507.60.0020',
      ]);
      expect(await search(ops, 'gloves 100%')).toEqual([]);
      expect((await search(ops, 'oil', { limit: 3 })).length).toBe(3);
    });

    it('answers every signed-in user, a customer typing a booking among them, and no one else', async () => {
      expect(codes(await search(customer, '智能手机'))).toEqual(['HS 8517.13', 'CN 8517.13.0000', 'US 8517.13.0000']);
      const anonymous = await post(t, '/api/customs/codes/search', null, { q: '8471' });
      expect(anonymous.statusCode).toBe(401);
      const bad = await post(t, '/api/customs/codes/search', ops, { q: '8471', source: 'DE' });
      expect(bad.statusCode).toBe(400);
    });

    it('is the list pages search too', async () => {
      const list = async (resource: string, view: string, q: string) => {
        const res = await call(ops, resource, 'list', { view, page: 1, limit: 50, f_searchText: q });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.rows.map((r: { code: string }) => r.code);
      };
      expect(await list('cnCommodityCode', 'htscodeSetiing', '手套')).toEqual(['4015.19.0000']);
      expect(await list('cnCommodityCode', 'htscodeSetiing', '8471300000')).toEqual(['8471.30.0000']);
      expect(await list('usHtsCode', 'ushtscode', 't-shirts')).toHaveLength(3);
    });

    it('follows every write of the three tables, whoever makes it', async () => {
      await t.database.query(
        `INSERT INTO customs_us_hts_codes (code, description_en, description_zh, unit)
         VALUES ('0902.10.1015', 'Green tea, flavoured, in packets', '调味绿茶小包装', 'KGM')`,
      );
      expect(codes(await search(ops, 'flavoured green'))).toEqual(['US 0902.10.1015']);
      await t.database.query(
        `UPDATE customs_us_hts_codes SET code = '0902.10.1050', description_en = 'Green tea, spiced, in packets'
          WHERE code = '0902.10.1015'`,
      );
      expect(await search(ops, 'flavoured green')).toEqual([]);
      expect(await search(ops, 'spiced green', { limit: 5 })).toMatchObject([
        {
          source: 'US',
          code: '0902.10.1050',
          descriptionEn: 'Green tea, spiced, in packets',
          descriptionZh: '调味绿茶小包装',
          label: 'US · Green tea, spiced, in packets',
        },
      ]);
      expect(codes(await search(ops, '0902101'))).toContain('US 0902.10.1050');
      await t.database.query(`DELETE FROM customs_us_hts_codes WHERE code = '0902.10.1050'`);
      expect(await search(ops, 'spiced green')).toEqual([]);
      expect(codes(await search(ops, '0902101'))).not.toContain('US 0902.10.1050');
    });
  });

  describe('an HS code on a booking', () => {
    const booking = (s: Session, fields: Fields) =>
      call(s, 'booking', 'create', { view: 'bookingSea', mode: 'SEA', loadType: 'FCL', ...fields });
    const stored = async (id: number) =>
      (await t.database.query<{ hs_code: string }>('SELECT hs_code FROM bookings WHERE id = $1', [id]))[0]?.hs_code;

    it('is refused with its field named, in the language of the request, for a wrong format', async () => {
      const en = await booking(ops, { originPort: 'CNSHA', destinationPort: 'USLAX', hsCode: '8471.3' });
      expect(en.statusCode).toBe(400);
      expect(en.json().errors.hsCode).toBe(
        'An HS code has 6, 8 or 10 digits, dots optional, like 8471.30 or 8471.30.0100',
      );
      const zh = await booking(ops, { originPort: 'CNSHA', hsCode: 'ABC', lang: 'zh_cn' });
      expect(zh.json().errors.hsCode).toBe('HS 编码为 6、8 或 10 位数字，可带点，例如 8471.30 或 8471.30.0100');
    });

    it('must exist: a subheading in the HS, a longer code in the tariff of the origin or destination', async () => {
      const unknown = await booking(ops, { originPort: 'CNSHA', destinationPort: 'USLAX', hsCode: '9999.99' });
      expect(unknown.json().errors.hsCode).toBe('This HS subheading is not in the Harmonized System table');
      // A US statistical number on a booking to Hamburg: neither China nor Germany knows it.
      const elsewhere = await booking(ops, { originPort: 'CNSHA', destinationPort: 'DEHAM', hsCode: '8471300100' });
      expect(elsewhere.json().errors.hsCode).toBe(
        'This code is not in the tariff of the origin or destination country',
      );
      const zh = await booking(ops, {
        originPort: 'CNSHA',
        destinationPort: 'DEHAM',
        hsCode: '8471300100',
        lang: 'zh_cn',
      });
      expect(zh.json().errors.hsCode).toBe('起运国或目的国的税则中没有该编码');
    });

    it('is stored written the tables way, whichever way it was typed', async () => {
      const six = await booking(ops, { originPort: 'CNSHA', destinationPort: 'DEHAM', hsCode: '401519' });
      expect(six.statusCode, six.body).toBe(200);
      expect(await stored(six.json().data.id)).toBe('4015.19');
      const us = await booking(ops, { originPort: 'CNSHA', destinationPort: 'USLAX', hsCode: '8471300100' });
      expect(us.statusCode, us.body).toBe(200);
      expect(await stored(us.json().data.id)).toBe('8471.30.0100');
      // An 8-digit line under a national code of the origin.
      const line = await booking(ops, { originPort: 'CNSHA', destinationPort: 'DEHAM', hsCode: '85171300' });
      expect(line.statusCode, line.body).toBe(200);
      expect(await stored(line.json().data.id)).toBe('8517.13.00');
      // No national tariff for either country: the subheading decides.
      const german = await booking(ops, { originPort: 'DEHAM', destinationPort: 'NLRTM', hsCode: '4015.19.0090' });
      expect(german.statusCode, german.body).toBe(200);
    });

    it('is checked on an edit against the ports the booking then has', async () => {
      const created = await booking(ops, { originPort: 'CNSHA', destinationPort: 'USLAX', hsCode: '6109.10.0012' });
      expect(created.statusCode, created.body).toBe(200);
      const { id, version } = created.json().data;
      const moved = await call(ops, 'booking', 'update', { view: 'bookingSea', id, version, destinationPort: 'DEHAM' });
      expect(moved.statusCode).toBe(200);
      const retyped = await call(ops, 'booking', 'update', {
        view: 'bookingSea',
        id,
        version: moved.json().data.version,
        hsCode: '6109100012',
      });
      expect(retyped.statusCode).toBe(400);
      expect(retyped.json().errors.hsCode).toBe('This code is not in the tariff of the origin or destination country');
    });
  });

  describe('the code tables', () => {
    const create = (s: Session, resource: string, view: string, fields: Fields) =>
      call(s, resource, 'create', { view, ...fields });
    const cn = (fields: Fields) =>
      create(customs, 'cnCommodityCode', 'htscodeSetiing', {
        descriptionEn: 'Tea, green, in packings of 3 kg or less',
        descriptionZh: '每件净重不超过3千克的绿茶',
        unit: 'KGM',
        ...fields,
      });

    it('take a China code from customs staff: 10 digits under a known subheading, once', async () => {
      expect((await cn({ code: '0902.10' })).json().errors.code).toBe(
        'A national code has 10 digits, like 8471.30.0000',
      );
      expect((await cn({ code: '0902.1' })).json().errors.code).toBe(
        'An HS code has 6, 8 or 10 digits, dots optional, like 8471.30 or 8471.30.0100',
      );
      expect((await cn({ code: '0999.10.9000' })).json().errors.code).toBe(
        'This HS subheading is not in the Harmonized System table',
      );
      expect((await cn({ code: '8471300000' })).json().errors.code).toBe('This code is already in the table');
      expect((await cn({ code: '0902109000', mfnRate: '150' })).json().errors.mfnRate).toBe(
        'Enter a percentage from 0 to 100',
      );
      const made = await cn({ code: '0902109000', mfnRate: '15' });
      expect(made.statusCode, made.body).toBe(200);
      const [row] = await t.database.query<{ code: string; hs_code: string; chapter: string }>(
        'SELECT code, hs_code, chapter FROM customs_cn_codes WHERE id = $1',
        [made.json().data.id],
      );
      expect(row).toEqual({ code: '0902.10.9000', hs_code: '0902.10', chapter: '09' });
      expect(codes(await search(ops, '绿茶'))).toContain('CN 0902.10.9000');
    });

    it('read the ad valorem rate of a US code from its general rate', async () => {
      const made = await create(customs, 'usHtsCode', 'ushtscode', {
        code: '6110.20.2040',
        descriptionEn: "Sweaters of cotton, knitted, men's or boys' (338)",
        descriptionZh: '棉制针织男式套头衫',
        generalRate: '16.5%',
        unit: 'DZN',
      });
      expect(made.statusCode, made.body).toBe(200);
      const rate = async () =>
        (
          await t.database.query<{ r: string | null }>(
            'SELECT ad_valorem_rate::text AS r FROM customs_us_hts_codes WHERE id = $1',
            [made.json().data.id],
          )
        )[0]?.r;
      expect(Number(await rate())).toBe(16.5);
      const specific = await call(customs, 'usHtsCode', 'update', {
        view: 'ushtscode',
        id: made.json().data.id,
        version: made.json().data.version,
        generalRate: '2.4¢/kg + 5%',
      });
      expect(specific.statusCode, specific.body).toBe(200);
      expect(await rate()).toBeNull();
    });

    it('map a code of a country to CargoWise once, only a code that country has', async () => {
      const map = (fields: Fields) => create(customs, 'cwHsCode', 'CWHTSCode', { cwCode: 'x1', ...fields });
      expect((await map({ country: 'CN', code: '8471.30.0100' })).json().errors.code).toBe(
        'This code is not in the tariff of the chosen country',
      );
      expect((await map({ country: 'CN', code: '8471300000' })).json().errors.code).toBe(
        'This code is already in the table',
      );
      expect((await map({ country: 'US', code: '9401.61.4011', cwCode: 'bad code!' })).json().errors.cwCode).toBe(
        'A CargoWise code has 1 to 20 letters, digits or dots',
      );
      const made = await map({ country: 'US', code: '9401614011', cwCode: '9401.61.4011' });
      expect(made.statusCode, made.body).toBe(200);
      const [row] = await t.database.query('SELECT code, cw_code FROM customs_cw_codes WHERE id = $1', [
        made.json().data.id,
      ]);
      expect(row).toEqual({ code: '9401.61.4011', cw_code: '9401.61.4011' });
    });

    it('are read by operations, edited by customs staff only, and closed to customers', async () => {
      for (const [resource, view] of [
        ['cnCommodityCode', 'htscodeSetiing'],
        ['usHtsCode', 'ushtscode'],
        ['cwHsCode', 'CWHTSCode'],
      ] as const) {
        const read = await call(ops, resource, 'list', { view, page: 1, limit: 10 });
        expect(read.statusCode, `${resource} ${read.body}`).toBe(200);
        expect(read.json().data.total).toBeGreaterThan(0);
        expect((await call(customer, resource, 'list', { view, page: 1, limit: 10 })).statusCode).toBe(403);
        expect((await create(ops, resource, view, { code: '8471.30.0000' })).statusCode).toBe(403);
        expect((await create(manager, resource, view, { code: '8471.30.0000' })).statusCode).toBe(403);
      }
    });
  });

  describe('a branch customs configuration', () => {
    const VALID: Fields = {
      declarantCode: '3702960B11',
      brokerName: 'Qingdao Qianwan Customs Brokerage Co., Ltd.',
      clearancePorts: 'cntao',
      defaultTradeMode: '0110',
    };
    const configure = (s: Session, fields: Fields) =>
      call(s, 'customsConfiguration', 'create', { view: 'CustomsConfiguration', ...VALID, ...fields });
    let tao: number;
    let sha: number;
    let lax: number;

    beforeAll(async () => {
      tao = await idOf(t, "SELECT id FROM branches WHERE code = 'TAO'");
      sha = await idOf(t, "SELECT id FROM branches WHERE code = 'SHA'");
      lax = await idOf(t, "SELECT id FROM branches WHERE code = 'LAX'");
    });

    it('is one per branch, of a branch of the writer, with its codes and ports checked', async () => {
      expect((await configure(customs, { branchId: sha })).json().errors.branchId).toBe(
        'This branch already has its customs configuration',
      );
      expect((await configure(customs, { branchId: lax })).json().errors.branchId).toBe('Choose one of your branches');
      expect((await configure(customs, { branchId: tao, declarantCode: '37029' })).json().errors.declarantCode).toBe(
        'A declarant customs code has 10 digits or capital letters',
      );
      const zh = await configure(customs, { branchId: tao, clearancePorts: 'CNTAO, QINGDAO', lang: 'zh_cn' });
      expect(zh.json().errors.clearancePorts).toBe('请填写已知港口的 UN/LOCODE，以逗号分隔，例如 CNSHA, CNNGB');
      expect((await configure(customs, { branchId: tao, clearancePorts: 'CNXXX' })).json().errors.clearancePorts).toBe(
        'List UN/LOCODEs of known ports, separated by commas, like CNSHA, CNNGB',
      );
      expect((await configure(customs, { branchId: tao, defaultTradeMode: '0000' })).statusCode).toBe(400);
      const made = await configure(customs, { branchId: tao, clearancePorts: 'cntao cnsha,CNTAO' });
      expect(made.statusCode, made.body).toBe(200);
      const got = await call(customs, 'customsConfiguration', 'get', {
        view: 'CustomsConfiguration',
        id: made.json().data.id,
      });
      expect(got.json().data).toMatchObject({
        branchId: tao,
        clearancePorts: 'CNTAO, CNSHA',
        defaultTradeMode: '0110',
      });
      expect((await configure(customs, { branchId: tao })).json().errors.branchId).toBe(
        'This branch already has its customs configuration',
      );
    });

    it('keeps high/low value thresholds per destination, in an ISO currency', async () => {
      const configurationId = await idOf(
        t,
        'SELECT c.id FROM customs_configurations c JOIN branches b ON b.id = c.branch_id WHERE b.code = $1',
        ['SHA'],
      );
      const add = (fields: Fields) =>
        call(customs, 'customsThreshold', 'create', {
          view: 'CustomsConfiguration',
          relation: 'thresholds',
          parentId: configurationId,
          ...fields,
        });
      const rows = await call(customs, 'customsThreshold', 'list', {
        view: 'CustomsConfiguration',
        relation: 'thresholds',
        parentId: configurationId,
        page: 1,
        limit: 10,
      });
      expect(rows.statusCode, rows.body).toBe(200);
      expect(rows.json().data.rows).toContainEqual(
        expect.objectContaining({ destinationCountry: 'US', thresholdAmount: '800.00', currency: 'USD' }),
      );
      expect(
        (await add({ destinationCountry: 'US', thresholdAmount: '800', currency: 'USD' })).json().errors
          .destinationCountry,
      ).toBe('This destination already has a threshold');
      expect(
        (await add({ destinationCountry: 'CA', thresholdAmount: '150', currency: 'XXY' })).json().errors.currency,
      ).toBe('Enter an ISO 4217 currency code, like USD');
      expect(
        (await add({ destinationCountry: 'CA', thresholdAmount: '0', currency: 'CAD' })).json().errors.thresholdAmount,
      ).toBe('Enter an amount greater than 0 with at most 2 decimals');
      const made = await add({ destinationCountry: 'ca', thresholdAmount: '150.00', currency: 'cad' });
      expect(made.statusCode, made.body).toBe(200);
    });

    it('is seen by customs staff of its branches and managers, changed by customs staff, and closed to others', async () => {
      const list = (s: Session) =>
        call(s, 'customsConfiguration', 'list', { view: 'CustomsConfiguration', page: 1, limit: 50 });
      const seen = await list(customs);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json().data.total).toBeGreaterThanOrEqual(3);
      expect((await list(manager)).statusCode).toBe(200);
      expect((await list(ops)).statusCode).toBe(403);
      expect((await list(customer)).statusCode).toBe(403);
      expect((await configure(manager, { branchId: tao })).statusCode).toBe(403);
    });
  });
});
