import { translate } from '@tidemark/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../test/session-helpers';

type Line = {
  id: number;
  side: string;
  chargeCode: string;
  amount: string;
  currency: string;
  exchangeRate: string;
  localAmount: string;
  isSr: boolean;
  status: string;
  version: number;
  source: string;
};

describe.each(ENGINES)('charge sheets on %s', (engine) => {
  let t: TestApp;
  const s: Record<string, Session> = {};
  let shipmentId: number;
  let shipmentNo: string;

  const sheet = async (who = s.csr as Session, page = 'chargeSheet', no = shipmentNo) =>
    post(t, `/api/finance/${page}/sheet`, who, { shipmentNo: no });
  const view = async () => (await sheet()).json().data as { lines: Line[]; sheet: Record<string, unknown> };
  const lines = async (side?: string) => (await view()).lines.filter((l) => !side || l.side === side);
  const call = (who: Session, path: string, fields: Fields) =>
    post(t, `/api/finance/chargeSheet/${path}`, who, { shipmentId, ...fields });
  const sheetRow = async () =>
    (
      await t.database.query<Record<string, string | number | null>>(
        `SELECT profit_state, revenue_local::text AS revenue, cost_local::text AS cost, profit_local::text AS profit,
                freight_local::text AS freight, freight_total_confirmed_by, version
           FROM charge_sheets WHERE shipment_id = $1`,
        [shipmentId],
      )
    )[0] ?? {};

  beforeAll(async () => {
    t = await testApp(engine);
    for (const [i, user] of ['csr', 'finance', 'reviewer', 'manager', 'ops', 'customer'].entries()) {
      s[user] = await signIn(t, user, `10.88.0.${i + 1}`);
    }
    // A Shanghai FCL shipment without charges, with a confirmed quotation of its customer for its lane and
    // cost rates of its lane in force on its departure day.
    const row = (
      await t.database.query<{ id: number; shipment_no: string }>(
        `SELECT s.id, s.shipment_no FROM shipments s JOIN branches b ON b.id = s.branch_id
          WHERE b.code = 'SHA' AND s.mode = 'FCL' AND NOT EXISTS (SELECT 1 FROM charge_lines l WHERE l.shipment_id = s.id)
            AND NOT EXISTS (SELECT 1 FROM bookings k WHERE k.shipment_id = s.id)
          ORDER BY s.id LIMIT 1`,
      )
    )[0];
    if (!row) throw new Error('no Shanghai FCL shipment');
    shipmentId = row.id;
    shipmentNo = row.shipment_no;
    const quotation = await idOf(
      t,
      `INSERT INTO pricing_quotations (quotation_no, status, company_id, branch_id, product, from_code, to_code, carrier_code,
                                       equipment, valid_from, valid_until, currency)
       SELECT 'QT-FIN-' || s.id, 'confirmed', s.company_id, s.branch_id, 'fcl', s.origin_port, s.destination_port,
              s.carrier_code, '40HC', (s.etd - interval '20 days')::date, (s.etd + interval '20 days')::date, 'USD'
         FROM shipments s WHERE s.id = $1 RETURNING id`,
      [shipmentId],
    );
    await t.database.query(
      `INSERT INTO pricing_quotation_lines (quotation_id, charge_code, unit, quantity, rate, minimum, currency, amount)
       VALUES ($1, 'OFR', 'container', 2, 1250, NULL, 'USD', 2500), ($1, 'BAF', 'container', 2, 180.5, NULL, 'USD', 361),
              ($1, 'DOC', 'shipment', 1, 35, 50, 'USD', 50), ($1, 'OTHC', 'container', 2, 980, NULL, 'CNY', 1960)`,
      [quotation],
    );
    for (const equipment of ['20GP', '40GP', '40HC']) {
      const tariff = await idOf(
        t,
        `INSERT INTO pricing_tariffs (tariff_no, kind, mode, carrier_code, pol, pod, equipment, valid_from, valid_until,
                                      currency, branch_id, base_total)
         SELECT 'TF-FIN-' || $2 || '-' || s.id, 'cost', 'sea', s.carrier_code, s.origin_port, s.destination_port, $2,
                (s.etd - interval '30 days')::date, (s.etd + interval '30 days')::date, 'USD', s.branch_id, 1
           FROM shipments s WHERE s.id = $1 RETURNING id`,
        [shipmentId, equipment],
      );
      await t.database.query(
        `INSERT INTO pricing_tariff_lines (tariff_id, charge_code, rate, unit, minimum, currency)
         VALUES ($1, 'OFR', 900, 'container', NULL, 'USD'), ($1, 'OTHC', 700, 'container', NULL, 'CNY')`,
        [tariff],
      );
    }
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps one exchange rate per pair and day on CurrencyConfig, for finance and admin only', async () => {
    const rate = {
      view: 'CurrencyConfig',
      rateDate: '2027-01-04',
      fromCurrency: 'USD',
      toCurrency: 'CNY',
      rate: '7.2345',
    };
    const created = await post(t, '/api/engine/exchangeRate/create', s.finance as Session, rate);
    expect(created.statusCode, created.body).toBe(200);
    const again = await post(t, '/api/engine/exchangeRate/create', s.finance as Session, rate);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(translate('en_us', 'finance.rates.errors.duplicate'));
    const zero = await post(t, '/api/engine/exchangeRate/create', s.finance as Session, { ...rate, rate: '0' });
    expect(zero.statusCode).toBe(400);
    const same = await post(t, '/api/engine/exchangeRate/create', s.finance as Session, { ...rate, toCurrency: 'USD' });
    expect(same.statusCode).toBe(400);
    expect((await post(t, '/api/engine/exchangeRate/create', s.csr as Session, rate)).statusCode).toBe(403);
    const by = await t.database.query<{ created_by: number }>(
      `SELECT created_by FROM exchange_rates WHERE rate_date = '2027-01-04' AND from_currency = 'USD' AND to_currency = 'CNY'`,
    );
    expect(by[0]?.created_by).toBe(await idOf(t, `SELECT id FROM users WHERE user_name = 'finance'`));
  });

  it('fills revenue from the quotation, converted at the latest rate on or before departure, once', async () => {
    const filled = await call(s.csr as Session, 'fill', { from: 'quotation' });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().data.count).toBe(4);
    const revenue = await lines('revenue');
    expect(revenue.map((l) => [l.chargeCode, l.amount, l.currency, l.isSr, l.source])).toEqual([
      ['OFR', '2500.00', 'USD', true, 'quotation'],
      ['BAF', '361.00', 'USD', true, 'quotation'],
      ['DOC', '50.00', 'USD', true, 'quotation'],
      ['OTHC', '1960.00', 'CNY', true, 'quotation'],
    ]);
    const expected = (
      await t.database.query<{ rate: string }>(
        `SELECT r.rate::text AS rate FROM exchange_rates r, shipments s
          WHERE s.id = $1 AND r.from_currency = 'USD' AND r.to_currency = 'CNY' AND r.rate_date <= (s.etd AT TIME ZONE 'UTC')::date
          ORDER BY r.rate_date DESC LIMIT 1`,
        [shipmentId],
      )
    )[0]?.rate;
    const ofr = revenue[0] as Line;
    expect(Number(ofr.exchangeRate)).toBe(Number(expected));
    expect(ofr.localAmount).toBe((Math.round(2500 * Number(expected) * 100) / 100).toFixed(2));
    expect((revenue[3] as Line).localAmount).toBe('1960.00');
    const again = await call(s.csr as Session, 'fill', { from: 'quotation' });
    expect(again.statusCode).toBe(409);
  });

  it('fills costs from the cost rates in force and keeps the sheet totals and profit live', async () => {
    const filled = await call(s.csr as Session, 'fill', { from: 'costRates' });
    expect(filled.statusCode, filled.body).toBe(200);
    const all = await lines();
    const cost = all.filter((l) => l.side === 'cost');
    expect(cost.length).toBeGreaterThan(0);
    expect(cost.every((l) => l.source === 'cost_rate')).toBe(true);
    const sum = (side: string) =>
      all.filter((l) => l.side === side).reduce((total, l) => total + Math.round(Number(l.localAmount) * 100), 0) / 100;
    const row = await sheetRow();
    expect(Number(row.revenue)).toBe(sum('revenue'));
    expect(Number(row.cost)).toBe(sum('cost'));
    expect(Number(row.profit)).toBeCloseTo(sum('revenue') - sum('cost'), 2);
  });

  it('refuses a second SR line of a charge code on one side, with the SPEC message', async () => {
    const line = { side: 'revenue', chargeCode: 'OFR', currency: 'USD', quantity: '1', unitPrice: '100', isSr: 'true' };
    const refused = await call(s.csr as Session, 'lines/save', line);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Duplicate charge codes allow only one SR');
    const zh = await call(s.csr as Session, 'lines/save', { ...line, lang: 'zh_cn' });
    expect(zh.json().message).toBe(translate('zh_cn', 'finance.charges.errors.duplicateSr'));
    const plain = await call(s.csr as Session, 'lines/save', { ...line, isSr: 'false' });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('holds the freight total against the amended total until the user confirms, recording who', async () => {
    const before = await sheetRow();
    const set = await call(s.csr as Session, 'amended-total', {
      version: Number(before.version),
      amendedFreightTotal: '1.00',
    });
    expect(set.statusCode, set.body).toBe(200);
    const revenue = await lines('revenue');
    const ids = revenue.map((l) => l.id);
    const refused = await call(s.csr as Session, 'lines/submit', { ids, marker: 'submit' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The freight charge total must match the amended total, or you confirm it');
    expect(refused.json().data.needsConfirmation).toBe('freightTotal');
    expect((await lines('revenue')).every((l) => l.status === 'draft')).toBe(true);
    const confirmed = await call(s.csr as Session, 'lines/submit', {
      ids,
      marker: 'submit',
      confirmFreightTotal: 'true',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await sheetRow()).freight_total_confirmed_by).toBe(
      await idOf(t, `SELECT id FROM users WHERE user_name = 'csr'`),
    );
    expect((await view()).sheet.freightCheck).toBe('confirmed');
    const audit = await t.database.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'shipmentProfit' AND entity_id = $1 ORDER BY id`,
      [String(shipmentId)],
    );
    expect(audit.map((a) => a.action)).toEqual(['update', 'confirmFreightTotal']);
  });

  it('lets only reviewers review and reject (with a reason), and only finance and managers lock', async () => {
    const revenue = await lines('revenue');
    const ids = revenue.map((l) => l.id);
    expect((await call(s.csr as Session, 'lines/review', { ids, marker: 'review' })).statusCode).toBe(403);
    const noReason = await call(s.reviewer as Session, 'lines/review', { ids: [ids[0] as number], marker: 'reject' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await call(s.reviewer as Session, 'lines/review', {
      ids: [ids[0] as number],
      marker: 'reject',
      reason: 'Wrong rate',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const row = (
      await t.database.query<{ status: string; reject_reason: string; rejected_by: number }>(
        'SELECT status, reject_reason, rejected_by FROM charge_lines WHERE id = $1',
        [ids[0]],
      )
    )[0];
    expect(row).toMatchObject({ status: 'rejected', reject_reason: 'Wrong rate' });
    expect(row?.rejected_by).toBe(await idOf(t, `SELECT id FROM users WHERE user_name = 'reviewer'`));
    // Resubmitted (the confirmed freight total still holds) and reviewed.
    expect(
      (await call(s.csr as Session, 'lines/submit', { ids: [ids[0] as number], marker: 'submit' })).statusCode,
    ).toBe(200);
    const reviewed = await post(t, '/api/finance/chargeSheetverify/review', s.reviewer as Session, {
      shipmentId,
      ids,
      marker: 'review',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect((await call(s.csr as Session, 'lines/lock', { ids, marker: 'lock' })).statusCode).toBe(403);
    expect((await call(s.reviewer as Session, 'lines/lock', { ids, marker: 'lock' })).statusCode).toBe(403);
    const locked = await call(s.finance as Session, 'lines/lock', { ids, marker: 'lock' });
    expect(locked.statusCode, locked.body).toBe(200);
    expect((await lines('revenue')).every((l) => l.status === 'locked')).toBe(true);
  });

  it('refuses any edit of a locked line in both languages; unlocking is asked and granted by the lock permission', async () => {
    const line = (await lines('revenue'))[1] as Line;
    const edit = {
      id: line.id,
      version: line.version,
      side: 'revenue',
      chargeCode: line.chargeCode,
      currency: line.currency,
      quantity: '2',
      unitPrice: '200',
      isSr: 'true',
    };
    const refused = await call(s.csr as Session, 'lines/save', edit);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(translate('en_us', 'finance.charges.errors.locked'));
    const zh = await call(s.csr as Session, 'lines/save', { ...edit, lang: 'zh_cn' });
    expect(zh.json().message).toBe('此费用行已锁定：请先申请解锁再修改');
    expect((await call(s.csr as Session, 'lines/delete', { id: line.id, version: line.version })).statusCode).toBe(409);
    expect(
      (await call(s.csr as Session, 'lines/completed', { id: line.id, version: line.version, completed: 'true' }))
        .statusCode,
    ).toBe(409);
    const asked = await call(s.csr as Session, 'lines/request-unlock', {
      ids: [line.id],
      marker: 'requestUnlock',
      reason: 'Customer rebate',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await call(s.csr as Session, 'lines/lock', { ids: [line.id], marker: 'grantUnlock' })).statusCode).toBe(
      403,
    );
    const granted = await call(s.manager as Session, 'lines/lock', { ids: [line.id], marker: 'grantUnlock' });
    expect(granted.statusCode, granted.body).toBe(200);
    const now = (await lines('revenue'))[1] as Line;
    expect(now.status).toBe('draft');
    const saved = await call(s.csr as Session, 'lines/save', { ...edit, version: now.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(((await lines('revenue'))[1] as Line).amount).toBe('400.00');
  });

  it('locks profit only when every line is reviewed or locked; after an unlock an edit marks it amended', async () => {
    const lock = async (who: Session, action: string) => {
      const row = await sheetRow();
      return post(t, '/api/engine/shipmentProfit/transition', who, {
        view: 'shipmentProfit',
        id: shipmentId,
        version: Number(row.version),
        action,
      });
    };
    const early = await lock(s.finance as Session, 'lock');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(translate('en_us', 'finance.charges.errors.profitNotReady'));
    // Everything through to locked.
    const drafts = (await lines()).filter((l) => l.status === 'draft').map((l) => l.id);
    expect((await call(s.csr as Session, 'lines/submit', { ids: drafts, marker: 'submit' })).statusCode).toBe(200);
    const submitted = (await lines()).filter((l) => l.status === 'submitted').map((l) => l.id);
    expect((await call(s.finance as Session, 'lines/review', { ids: submitted, marker: 'review' })).statusCode).toBe(
      200,
    );
    expect((await lock(s.manager as Session, 'lock')).statusCode).toBe(403);
    const locked = await lock(s.finance as Session, 'lock');
    expect(locked.statusCode, locked.body).toBe(200);
    expect((await sheetRow()).profit_state).toBe('locked');
    const any = (await lines()).find((l) => l.status === 'reviewed') as Line;
    const refused = await call(s.csr as Session, 'lines/request-unlock', {
      ids: [any.id],
      marker: 'requestUnlock',
      reason: 'x',
    });
    expect(refused.statusCode).toBe(409);
    expect((await call(s.finance as Session, 'lines/lock', { ids: [any.id], marker: 'lock' })).json().message).toBe(
      translate('en_us', 'finance.charges.errors.profitLocked'),
    );
    expect((await lock(s.manager as Session, 'unlock')).statusCode).toBe(200);
    expect((await sheetRow()).profit_state).toBe('unlocked');
    const line = (await lines('cost')).find((l) => l.status === 'reviewed') as Line;
    const rejected = await call(s.reviewer as Session, 'lines/review', {
      ids: [line.id],
      marker: 'reject',
      reason: 'Check',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const fresh = (await lines('cost')).find((l) => l.id === line.id) as Line;
    const saved = await call(s.csr as Session, 'lines/save', {
      id: fresh.id,
      version: fresh.version,
      side: 'cost',
      chargeCode: fresh.chargeCode,
      currency: fresh.currency,
      quantity: '1',
      unitPrice: '1',
      isSr: String(fresh.isSr),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await sheetRow()).profit_state).toBe('amended');
    const listed = await post(t, '/api/engine/shipmentProfit/list', s.finance as Session, {
      view: 'shipmentProfit',
      f_shipmentNo: shipmentNo,
    });
    expect(listed.json().data.rows[0]).toMatchObject({ shipmentNo, profitState: 'amended' });
  });

  it('scopes sheets to the user’s branches, the PVG page to PVG air shipments, and refuses customers', async () => {
    expect((await sheet(s.ops as Session)).statusCode).toBe(404);
    expect((await sheet(s.customer as Session)).statusCode).toBe(403);
    expect(
      (await post(t, '/api/engine/shipmentProfit/list', s.customer as Session, { view: 'shipmentProfit' })).statusCode,
    ).toBe(403);
    expect(
      (await post(t, '/api/engine/chargeLine/list', s.customer as Session, { view: 'chargeSheetverify' })).statusCode,
    ).toBe(403);
    expect((await sheet(s.csr as Session, 'chargePvgSheet')).statusCode).toBe(404);
    const ngb = await t.database.query<{ id: number }>(
      `SELECT s.id FROM shipments s JOIN branches b ON b.id = s.branch_id WHERE b.code = 'NGB' LIMIT 1`,
    );
    const foreign = await post(t, '/api/finance/chargeSheet/lines/save', s.csr as Session, {
      shipmentId: ngb[0]?.id ?? 0,
      side: 'cost',
      chargeCode: 'DOC',
      currency: 'CNY',
      quantity: '1',
      unitPrice: '10',
    });
    expect(foreign.statusCode).toBe(404);
    // The review queue lists submitted lines of the reviewer's branches only.
    const queue = await post(t, '/api/engine/chargeLine/list', s.reviewer as Session, {
      view: 'chargeSheetverify',
      limit: 50,
    });
    expect(queue.statusCode).toBe(200);
    const branches = await t.database.query<{ code: string }>(
      `SELECT b.code FROM users u JOIN branches b ON b.id = u.branch_id WHERE u.user_name = 'reviewer'
       UNION SELECT b.code FROM user_branch_scopes x JOIN users u ON u.id = x.user_id JOIN branches b ON b.id = x.branch_id
        WHERE u.user_name = 'reviewer'`,
    );
    const allowed = new Set(branches.map((b) => b.code));
    for (const row of queue.json().data.rows as { status: string; branchCode: string }[]) {
      expect(row.status).toBe('submitted');
      expect(allowed.has(row.branchCode)).toBe(true);
    }
  });
});
