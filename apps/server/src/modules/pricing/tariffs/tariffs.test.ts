import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';

type Line = { chargeCode: string; rate: string; unit: string; minimum?: string; currency?: string };

/** A lane and days of their own, so the demo tariffs never mix into what these tests rank. */
const LANE = { pol: 'CNXMN', pod: 'USSEA' };
const DAY = '2031-03-10';

describe.each(ENGINES)('the tariff desk on %s', (engine) => {
  let t: TestApp;
  let pricing: Session;
  let admin: Session;
  let sales: Session;
  let customer: Session;
  let companyId: number;

  const create = (s: Session, fields: Fields, lines: Line[]) =>
    post(t, '/api/pricing/tariffs/create', s, {
      kind: 'sell',
      mode: 'sea',
      carrierCode: 'COSU',
      ...LANE,
      equipment: '40HC',
      validFrom: '2031-03-01',
      validUntil: '2031-03-31',
      currency: 'USD',
      status: 'active',
      ...fields,
      lines: JSON.stringify(lines),
    });
  const created = async (fields: Fields, lines: Line[], s?: Session) => {
    const res = await create(s ?? pricing, fields, lines);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; tariffNo: string };
  };
  const search = (s: Session, fields: Fields) =>
    post(t, '/api/pricing/tariffs/search', s, { mode: 'sea', ...LANE, date: DAY, ...fields });
  const tariffRow = async (id: number) =>
    (
      await t.database.query<{ base_total: string; status: string; version: number; currency: string }>(
        'SELECT base_total::text, status, version, currency FROM pricing_tariffs WHERE id = $1',
        [id],
      )
    )[0];
  const engineCall = (s: Session, resource: string, action: string, fields: Fields) =>
    post(t, `/api/engine/${resource}/${action}`, s, fields);
  const fieldError = (res: { statusCode: number; json: () => { errors?: Record<string, string> } }, field: string) => {
    expect(res.statusCode).toBe(400);
    return res.json().errors?.[field];
  };

  const FCL: Line[] = [
    { chargeCode: 'OFR', rate: '2000', unit: 'container' },
    { chargeCode: 'BAF', rate: '190', unit: 'container' },
    { chargeCode: 'DOC', rate: '45', unit: 'shipment' },
  ];

  beforeAll(async () => {
    t = await testApp(engine);
    pricing = await signIn(t, 'pricing');
    admin = await signIn(t, 'admin');
    sales = await signIn(t, 'sales');
    customer = await signIn(t, 'customer');
    // A customer of the sales user's branches, so the sales desk may name it.
    companyId = await idOf(
      t,
      `SELECT c.id FROM companies c JOIN user_branch_scopes s ON s.branch_id = c.branch_id
         JOIN users u ON u.id = s.user_id WHERE u.user_name = 'sales' ORDER BY c.id LIMIT 1`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  describe('demo data', () => {
    it('keeps every tariff’s all-in equal to the sum of its line rates', async () => {
      const off = await t.database.query(
        `SELECT p.id FROM pricing_tariffs p
          WHERE p.base_total <> coalesce((SELECT sum(rate) FROM pricing_tariff_lines l WHERE l.tariff_id = p.id), 0)`,
      );
      expect(off).toEqual([]);
    });

    it('has settings with one markup kind each for every branch, and flags in force in both languages', async () => {
      const settings = await t.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM branches b WHERE NOT EXISTS (SELECT 1 FROM pricing_tariff_settings s WHERE s.branch_id = b.id)',
      );
      expect(settings[0]?.n).toBe(0);
      const flags = await t.database.query<{ note: string }>(
        `SELECT note FROM pricing_tariff_flags WHERE valid_from <= current_date
            AND (valid_until IS NULL OR valid_until >= current_date)`,
      );
      expect(flags.length).toBeGreaterThan(0);
      expect(flags.some((f) => /[\u4e00-\u9fff]/.test(f.note))).toBe(true);
      expect(flags.some((f) => /^[\x20-\x7e]+$/.test(f.note))).toBe(true);
    });

    it('lists flagged tariffs with their flags and filters by flag', async () => {
      const res = await engineCall(pricing, 'tariff', 'list', {
        view: 'tariff',
        page: 1,
        limit: 10,
        f_flag: 'space_tight',
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data.rows as { activeFlags: string }[];
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(r.activeFlags.split(',')).toContain('space_tight');
      const bad = await engineCall(pricing, 'tariff', 'list', {
        view: 'tariff',
        page: 1,
        limit: 10,
        f_flag: 'nonsense',
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('creating a tariff with its lines', () => {
    it('numbers it TF + 8 digits, saves its lines in the tariff’s currency and keeps the all-in', async () => {
      const { id, tariffNo } = await created({}, FCL);
      expect(tariffNo).toMatch(/^TF\d{8}$/);
      expect((await tariffRow(id))?.base_total).toBe('2235.0000');
      const lines = await t.database.query<{ currency: string }>(
        'SELECT currency FROM pricing_tariff_lines WHERE tariff_id = $1',
        [id],
      );
      expect(lines.map((l) => l.currency)).toEqual(['USD', 'USD', 'USD']);
      const audit = await t.database.query("SELECT 1 FROM audit_log WHERE entity = 'tariff' AND entity_id = $1", [
        String(id),
      ]);
      expect(audit.length).toBe(1);
    });

    it('takes the currency and validity of the branch office’s settings when left out', async () => {
      await t.database.query(
        `UPDATE pricing_tariff_settings SET default_currency = 'USD', validity_days = 10
          WHERE branch_id = (SELECT branch_id FROM users WHERE user_name = 'pricing')`,
      );
      const { id } = await created({ currency: '', validUntil: '', validFrom: '2031-05-05' }, FCL);
      const [row] = await t.database.query<{ currency: string; until: string }>(
        'SELECT currency, valid_until::text AS until FROM pricing_tariffs WHERE id = $1',
        [id],
      );
      expect(row).toEqual({ currency: 'USD', until: '2031-05-14' });
      const defaults = await post(t, '/api/pricing/tariffs/defaults', pricing);
      expect(defaults.json().data).toMatchObject({ branchCode: 'SHA', defaultCurrency: 'USD', validityDays: 10 });
    });

    it('refuses the same port twice, dates backwards, an unknown or wrong-mode carrier, equipment of the other mode', async () => {
      expect(fieldError(await create(pricing, { pod: LANE.pol }, FCL), 'pod')).toMatch(/differ/);
      expect(fieldError(await create(pricing, { validUntil: '2031-02-01' }, FCL), 'validUntil')).toMatch(/before/);
      expect(fieldError(await create(pricing, { carrierCode: 'ZZZZ' }, FCL), 'carrierCode')).toMatch(/No carrier/);
      expect(fieldError(await create(pricing, { carrierCode: 'CK' }, FCL), 'carrierCode')).toMatch(/SCAC/);
      expect(fieldError(await create(pricing, { mode: 'air', carrierCode: 'CK' }, FCL), 'equipment')).toMatch(
        /weight break/,
      );
      expect(fieldError(await create(pricing, { equipment: '+45' }, FCL), 'equipment')).toMatch(/container type/);
    });

    it('refuses a line in another currency, and publishing without a line; a draft may wait for its lines', async () => {
      const other = await create(pricing, {}, [{ chargeCode: 'OFR', rate: '10', unit: 'container', currency: 'EUR' }]);
      expect(fieldError(other, 'lines.0.currency')).toMatch(/currency/);
      expect(fieldError(await create(pricing, {}, []), 'lines')).toMatch(/at least one/);
      const draft = await created({ status: 'draft' }, []);
      expect((await tariffRow(draft.id))?.status).toBe('draft');
    });
  });

  describe('the tariff and its lines through the tariff page', () => {
    const linesOf = (parentId: number, action: string, fields: Fields) =>
      engineCall(pricing, 'tariffLine', action, { view: 'tariff', relation: 'lines', parentId, ...fields });

    it('keeps the all-in when a line is added, changed or removed, lines in the tariff’s currency', async () => {
      const { id } = await created({}, FCL);
      const add = await linesOf(id, 'create', { chargeCode: 'ISPS', rate: '12.5', unit: 'container' });
      expect(add.statusCode, add.body).toBe(200);
      expect((await tariffRow(id))?.base_total).toBe('2247.5000');
      const [line] = await t.database.query<{ currency: string }>(
        'SELECT currency FROM pricing_tariff_lines WHERE id = $1',
        [add.json().data.id],
      );
      expect(line?.currency).toBe('USD');
      const edit = await linesOf(id, 'update', { id: add.json().data.id, version: 1, rate: '20' });
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await tariffRow(id))?.base_total).toBe('2255.0000');
      await t.database.query('DELETE FROM pricing_tariff_lines WHERE id = $1', [add.json().data.id]);
      expect((await tariffRow(id))?.base_total).toBe('2235.0000');
      const eur = await linesOf(id, 'create', { chargeCode: 'SEAL', rate: '5', unit: 'container', currency: 'EUR' });
      expect(fieldError(eur, 'currency')).toMatch(/currency/);
    });

    it('publishes a draft only with a line, withdraws it, and then leaves it as it is', async () => {
      const { id } = await created({ status: 'draft' }, []);
      const publish = () =>
        engineCall(pricing, 'tariff', 'transition', { view: 'tariff', id, version: 1, action: 'activate' });
      expect(fieldError(await publish(), 'status')).toMatch(/at least one/);
      expect((await linesOf(id, 'create', { chargeCode: 'OFR', rate: '1800', unit: 'container' })).statusCode).toBe(
        200,
      );
      expect((await publish()).statusCode).toBe(200);
      const active = await tariffRow(id);
      expect(active?.status).toBe('active');
      const withdraw = await engineCall(pricing, 'tariff', 'transition', {
        view: 'tariff',
        id,
        version: active?.version ?? 0,
        action: 'withdraw',
      });
      expect(withdraw.statusCode, withdraw.body).toBe(200);
      const after = await tariffRow(id);
      const edit = await engineCall(pricing, 'tariff', 'update', {
        view: 'tariff',
        id,
        version: after?.version ?? 0,
        remarks: 'late change',
      });
      expect(fieldError(edit, 'status')).toMatch(/withdrawn/);
    });

    it('checks an edited header like a new one', async () => {
      const { id } = await created({}, FCL);
      const edit = (fields: Fields) =>
        engineCall(pricing, 'tariff', 'update', { view: 'tariff', id, version: 1, ...fields });
      expect(fieldError(await edit({ pod: LANE.pol }), 'pod')).toMatch(/differ/);
      expect(fieldError(await edit({ validUntil: '2031-01-01' }), 'validUntil')).toMatch(/before/);
      expect(fieldError(await edit({ carrierCode: 'CA' }), 'carrierCode')).toMatch(/SCAC/);
      expect(fieldError(await edit({ currency: 'EUR' }), 'currency')).toMatch(/currency/);
    });
  });

  describe('searching', () => {
    const ids = { cheap: 0, dear: 0, contract: 0, expired: 0, future: 0, withdrawn: 0, lcl: 0, lclMin: 0 };
    const results = async (s: Session, fields: Fields) => {
      const res = await search(s, fields);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        equipment: string;
        chargeableKg: string | null;
        results: { id: number; total: string; rank: number; flags: { flag: string }[]; lines: { amount: string }[] }[];
      };
    };

    beforeAll(async () => {
      const ofr = (rate: string): Line[] => [
        { chargeCode: 'OFR', rate, unit: 'container' },
        { chargeCode: 'DOC', rate: '50', unit: 'shipment' },
      ];
      ids.dear = (await created({ validFrom: '2031-03-01', carrierCode: 'MAEU' }, ofr('2100'))).id;
      ids.cheap = (await created({ validFrom: '2031-03-01', carrierCode: 'ONEY' }, ofr('1900'))).id;
      // The administrator sees every branch's customers, so may write a contract rate for the sales desk's.
      ids.contract = (
        await created({ carrierCode: 'COSU', companyId, contractNo: 'SC-TEST-1' }, ofr('1500'), admin)
      ).id;
      ids.expired = (await created({ validFrom: '2031-02-01', validUntil: '2031-03-09' }, ofr('1000'))).id;
      ids.future = (await created({ validFrom: '2031-03-11', validUntil: '2031-04-30' }, ofr('1000'))).id;
      ids.withdrawn = (await created({}, ofr('1100'))).id;
      const w = await tariffRow(ids.withdrawn);
      await engineCall(pricing, 'tariff', 'transition', {
        view: 'tariff',
        id: ids.withdrawn,
        version: w?.version ?? 0,
        action: 'withdraw',
      });
      await t.database.query(
        `INSERT INTO pricing_tariff_flags (tariff_id, flag, note, valid_from, valid_until)
         VALUES ($1, 'space_tight', 'Peak', '2031-03-01', '2031-03-20'), ($1, 'gri_expected', 'April GRI', '2031-03-15', NULL)`,
        [ids.cheap],
      );
      // LCL: a lower rate with a high minimum against a higher rate without one.
      ids.lclMin = (
        await created({ equipment: 'LCL', carrierCode: 'MAEU' }, [
          { chargeCode: 'OFR', rate: '30', unit: 'wm', minimum: '150' },
        ])
      ).id;
      ids.lcl = (
        await created({ equipment: 'LCL', carrierCode: 'ONEY' }, [{ chargeCode: 'OFR', rate: '45', unit: 'wm' }])
      ).id;
    });

    it('answers the rates in force that day, cheapest first for the boxes, with their flags in force', async () => {
      const answer = await results(sales, { equipment: '40HC', containers: 3 });
      const found = answer.results.map((r) => r.id);
      expect(found.slice(0, 2)).toEqual([ids.cheap, ids.dear]);
      for (const gone of [ids.contract, ids.expired, ids.future, ids.withdrawn]) expect(found).not.toContain(gone);
      const cheap = answer.results[0];
      expect(cheap?.total).toBe('5750.0000');
      expect(cheap?.rank).toBe(1);
      expect(cheap?.flags.map((f) => f.flag)).toEqual(['space_tight']);
    });

    it('shows a contract rate only to a search naming its customer, and only a customer the user sees', async () => {
      const named = await results(sales, { equipment: '40HC', containers: 1, companyId });
      expect(named.results[0]?.id).toBe(ids.contract);
      const foreign = await idOf(
        t,
        `SELECT c.id FROM companies c WHERE c.branch_id NOT IN (SELECT s.branch_id FROM user_branch_scopes s
           JOIN users u ON u.id = s.user_id WHERE u.user_name = 'sales') ORDER BY c.id LIMIT 1`,
      );
      expect(
        fieldError(await search(sales, { equipment: '40HC', containers: 1, companyId: foreign }), 'companyId'),
      ).toBeTruthy();
    });

    it('applies a line’s minimum, so a small LCL cargo ranks the rate without one first', async () => {
      const small = await results(sales, { equipment: 'LCL', weightKg: '800', volumeCbm: '2' });
      expect(small.results.map((r) => [r.id, r.total])).toEqual([
        [ids.lcl, '90.0000'],
        [ids.lclMin, '150.0000'],
      ]);
      const large = await results(sales, { equipment: 'LCL', weightKg: '3000', volumeCbm: '10' });
      expect(large.results.map((r) => r.id)).toEqual([ids.lclMin, ids.lcl]);
    });

    it('prices air cargo at the weight break of its chargeable weight', async () => {
      const air = { mode: 'air', carrierCode: 'CK', pol: 'CNPVG', pod: 'USSEA', validFrom: '2031-03-01' };
      const line = (rate: string): Line[] => [{ chargeCode: 'AFR', rate, unit: 'kg', minimum: '75' }];
      await created({ ...air, equipment: '-45' }, line('5'));
      const p100 = (await created({ ...air, equipment: '+100' }, line('4'))).id;
      // 80 kg gross in 0.9 CBM: 150 kg by volume, the +100 break.
      const answer = await results(sales, {
        mode: 'air',
        pol: 'CNPVG',
        pod: 'USSEA',
        weightKg: '80',
        volumeCbm: '0.9',
      });
      expect(answer.chargeableKg).toBe('150.0');
      expect(answer.equipment).toBe('+100');
      expect(answer.results.map((r) => [r.id, r.total])).toEqual([[p100, '600.0000']]);
      const tiny = await results(sales, { mode: 'air', pol: 'CNPVG', pod: 'USSEA', weightKg: '10', volumeCbm: '0.01' });
      expect(tiny.equipment).toBe('-45');
      expect(tiny.results[0]?.total).toBe('75.0000');
    });

    it('ranks rates in every currency by their totals converted into one, those without an exchange rate last', async () => {
      await t.database.query(
        `INSERT INTO exchange_rates (rate_date, from_currency, to_currency, rate, source)
         VALUES ('2031-03-01', 'EUR', 'USD', 1.1, 'manual'), ('2031-03-05', 'USD', 'CNY', 7.2, 'manual'),
                ('2031-03-06', 'EUR', 'CNY', 8, 'manual'), ('2031-03-20', 'EUR', 'USD', 2, 'manual')`,
      );
      const twenty = (carrierCode: string, currency: string, rate: string) =>
        created({ equipment: '20GP', carrierCode, currency }, [
          { chargeCode: 'OFR', rate, unit: 'container' },
          { chargeCode: 'DOC', rate: '50', unit: 'shipment' },
        ]);
      const usd = (await twenty('ONEY', 'USD', '1000')).id;
      const eur = (await twenty('MAEU', 'EUR', '900')).id;
      const chf = (await twenty('COSU', 'CHF', '500')).id;
      type Converted = {
        currency: string;
        results: {
          id: number;
          currency: string;
          total: string;
          convertedTotal: string | null;
          exchangeRate: { rate: string; rateDate: string; inverted: boolean } | null;
        }[];
      };
      // Sales works in Los Angeles: USD. EUR 950 at 1.1 (the rate of the 1st; the 20th's is after the day) = USD 1,045.
      const inUsd = (await results(sales, { equipment: '20GP', containers: 1 })) as unknown as Converted;
      expect(inUsd.currency).toBe('USD');
      expect(inUsd.results.map((r) => [r.id, r.currency, r.total, r.convertedTotal])).toEqual([
        [eur, 'EUR', '950.0000', '1045.0000'],
        [usd, 'USD', '1050.0000', '1050.0000'],
        [chf, 'CHF', '550.0000', null],
      ]);
      expect(inUsd.results[0]?.exchangeRate).toEqual({ rate: '1.10000000', rateDate: '2031-03-01', inverted: false });
      expect(inUsd.results[2]?.exchangeRate).toBeNull();
      // The currency picked on the form: USD 1,050 at 7.2 = CNY 7,560; EUR 950 at 8 = CNY 7,600.
      const inCny = (await results(sales, {
        equipment: '20GP',
        containers: 1,
        currency: 'cny',
      })) as unknown as Converted;
      expect(inCny.currency).toBe('CNY');
      expect(inCny.results.map((r) => [r.id, r.convertedTotal])).toEqual([
        [usd, '7560.0000'],
        [eur, '7600.0000'],
        [chf, null],
      ]);
      // The pricing desk works in Shanghai: CNY unless it picks another.
      expect(((await results(pricing, { equipment: '20GP', containers: 1 })) as unknown as Converted).currency).toBe(
        'CNY',
      );
      expect(
        fieldError(await search(sales, { equipment: '20GP', containers: 1, currency: 'XYZ' }), 'currency'),
      ).toBeTruthy();
    });

    it('refuses a search without its equipment or cargo, on the field', async () => {
      expect(fieldError(await search(sales, {}), 'equipment')).toBeTruthy();
      expect(fieldError(await search(sales, { equipment: '40HC', containers: 0 }), 'containers')).toBeTruthy();
      expect(fieldError(await search(sales, { equipment: 'LCL' }), 'weightKg')).toBeTruthy();
      expect(fieldError(await search(sales, { equipment: '+45', containers: 1 }), 'equipment')).toBeTruthy();
    });
  });

  describe('settings and sell tariffs made from cost', () => {
    const markups = (parentId: number, action: string, fields: Fields) =>
      engineCall(pricing, 'tariffMarkup', action, { view: 'tariffSetting', relation: 'markups', parentId, ...fields });
    let settingId: number;

    beforeAll(async () => {
      settingId = await idOf(
        t,
        "SELECT s.id FROM pricing_tariff_settings s JOIN users u ON u.branch_id = s.branch_id WHERE u.user_name = 'pricing'",
      );
      await t.database.query('DELETE FROM pricing_tariff_markups WHERE setting_id = $1', [settingId]);
    });

    it('takes a markup as an amount or a percentage, never both nor neither', async () => {
      const both = await markups(settingId, 'create', {
        mode: 'sea',
        equipment: '40HC',
        markupAmount: '200',
        markupPercent: '5',
      });
      expect(fieldError(both, 'markupAmount')).toMatch(/either/);
      const neither = await markups(settingId, 'create', { mode: 'sea', equipment: '40HC' });
      expect(fieldError(neither, 'markupAmount')).toMatch(/either/);
      const amount = await markups(settingId, 'create', { mode: 'sea', equipment: '40HC', markupAmount: '200' });
      expect(amount.statusCode, amount.body).toBe(200);
      const addPercent = await markups(settingId, 'update', {
        id: amount.json().data.id,
        version: 1,
        markupPercent: '5',
      });
      expect(fieldError(addPercent, 'markupAmount')).toMatch(/either/);
      const wrongMode = await markups(settingId, 'create', { mode: 'air', equipment: '40GP', markupPercent: '5' });
      expect(fieldError(wrongMode, 'equipment')).toBeTruthy();
      const lcl = await markups(settingId, 'create', { mode: 'sea', equipment: 'LCL', markupPercent: '12.5' });
      expect(lcl.statusCode, lcl.body).toBe(200);
    });

    it('keeps only the settings of the user’s own branches', async () => {
      const foreign = await idOf(
        t,
        `SELECT b.id FROM branches b WHERE b.id NOT IN (SELECT s.branch_id FROM user_branch_scopes s
           JOIN users u ON u.id = s.user_id WHERE u.user_name = 'pricing') ORDER BY b.id LIMIT 1`,
      );
      await t.database.query('DELETE FROM pricing_tariff_settings WHERE branch_id = $1', [foreign]);
      const res = await engineCall(pricing, 'tariffSetting', 'create', {
        view: 'tariffSetting',
        branchId: foreign,
        defaultCurrency: 'EUR',
        validityDays: 30,
      });
      expect(fieldError(res, 'branchId')).toBeTruthy();
    });

    it('makes a sell tariff from a cost tariff with the markup, in decimals', async () => {
      const cost = await created({ kind: 'cost' }, FCL);
      const res = await post(t, '/api/pricing/tariffs/makeSell', pricing, { id: cost.id });
      expect(res.statusCode, res.body).toBe(200);
      const sell = res.json().data as { id: number; tariffNo: string };
      const [row] = await t.database.query<{ kind: string; base_total: string }>(
        'SELECT kind, base_total::text FROM pricing_tariffs WHERE id = $1',
        [sell.id],
      );
      expect(row).toEqual({ kind: 'sell', base_total: '2435.0000' });
      const lcl = await created({ kind: 'cost', equipment: 'LCL' }, [
        { chargeCode: 'OFR', rate: '33.33', unit: 'wm', minimum: '40' },
        { chargeCode: 'OTHC', rate: '18', unit: 'wm' },
      ]);
      const made = await post(t, '/api/pricing/tariffs/makeSell', pricing, { id: lcl.id });
      expect(made.statusCode, made.body).toBe(200);
      const rates = await t.database.query<{ rate: string }>(
        'SELECT rate::text FROM pricing_tariff_lines WHERE tariff_id = $1 ORDER BY id',
        [made.json().data.id],
      );
      // 12.5 % of 33.33 is 4.16625, kept to four places half up.
      expect(rates.map((r) => r.rate)).toEqual(['37.4963', '20.2500']);
      const again = await post(t, '/api/pricing/tariffs/makeSell', pricing, { id: sell.id });
      expect(fieldError(again, 'id')).toMatch(/cost tariff/);
      const noMarkup = await created({ kind: 'cost', equipment: '20GP' }, FCL);
      expect(fieldError(await post(t, '/api/pricing/tariffs/makeSell', pricing, { id: noMarkup.id }), 'id')).toMatch(
        /markup/,
      );
    });
  });

  describe('who may do what', () => {
    it('lets sales search sell rates but neither cost rates nor any change', async () => {
      expect((await search(sales, { equipment: '40HC', containers: 1 })).statusCode).toBe(200);
      expect((await search(sales, { equipment: '40HC', containers: 1, kind: 'cost' })).statusCode).toBe(403);
      expect((await search(pricing, { equipment: '40HC', containers: 1, kind: 'cost' })).statusCode).toBe(200);
      expect((await create(sales, {}, FCL)).statusCode).toBe(403);
      expect((await post(t, '/api/pricing/tariffs/makeSell', sales, { id: 1 })).statusCode).toBe(403);
      expect((await engineCall(sales, 'tariff', 'list', { view: 'tariff', page: 1, limit: 10 })).statusCode).toBe(403);
    });

    it('refuses the customer everything', async () => {
      expect((await search(customer, { equipment: '40HC', containers: 1 })).statusCode).toBe(403);
      expect((await create(customer, {}, FCL)).statusCode).toBe(403);
      expect((await post(t, '/api/pricing/tariffs/defaults', customer)).statusCode).toBe(403);
    });
  });
});
