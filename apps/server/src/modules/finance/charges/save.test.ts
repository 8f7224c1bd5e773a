import { translate } from '@tidemark/domain';
import { decimal, fixed } from '@tidemark/domain/common/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { post, type Session, signIn } from '../../../../test/session-helpers';

const LINES = 200;
const CODES = ['OFR', 'BAF', 'LSS', 'OTHC', 'DTHC', 'DOC', 'ISPS', 'HDL'];

type Line = {
  id: number;
  side: string;
  chargeCode: string;
  partyCompanyId: number | null;
  currency: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  exchangeRate: string;
  localAmount: string;
  rateDate: string | null;
  isSr: boolean;
  status: string;
  version: number;
};

type Audit = { entity_id: string; action: string; changes: Record<string, unknown> };

/**
 * A whole charge sheet saved through the real API, line by line as the sheet screen saves it: every
 * line priced at its day's rate, the sheet's totals kept, one audit row per line and change, and the
 * sheet's rules (SR, party, rate, locks, versions, profit lock, amended total) holding at size.
 */
describe.each(ENGINES)('saving a %s charge sheet of 200 lines', (engine) => {
  let t: TestApp;
  let csr: Session;
  let shipment: { id: number; shipment_no: string; company_id: number; etd_day: string };
  const rates = new Map<string, string>();
  let rateDays: string[] = [];

  const save = (fields: Record<string, string | number>) =>
    post(t, '/api/finance/chargeSheet/lines/save', csr, { shipmentId: shipment.id, ...fields });
  const mark = (path: string, fields: Record<string, string | number | readonly number[]>) =>
    post(t, `/api/finance/chargeSheet/lines/${path}`, csr, { shipmentId: shipment.id, ...fields });
  const view = async () => {
    const res = await post(t, '/api/finance/chargeSheet/sheet', csr, { shipmentNo: shipment.shipment_no });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { lines: Line[]; sheet: Record<string, string | number | null> };
  };
  const audits = (action?: string) =>
    t.database.query<Audit>(
      `SELECT a.entity_id, a.action, a.changes FROM audit_log a
        WHERE a.entity = 'chargeLine' AND a.entity_id IN (SELECT id::text FROM charge_lines WHERE shipment_id = $1)
          AND ($2::text IS NULL OR a.action = $2) ORDER BY a.id`,
      [shipment.id, action ?? null],
    );
  const auditCount = async () =>
    Number(
      (await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'chargeLine'`))[0]
        ?.n,
    );
  /** The rate the sheet must apply to USD on a day: the latest USD→CNY rate on or before it. */
  const usdOn = (day: string): string => {
    const known = [...rates.keys()].filter((d) => d <= day).sort();
    const rate = rates.get(known[known.length - 1] ?? '');
    if (!rate) throw new Error(`no USD rate on ${day}`);
    return rate;
  };
  const entry = (i: number) => ({
    side: i % 3 === 0 ? 'cost' : 'revenue',
    chargeCode: CODES[i % CODES.length] as string,
    currency: i % 2 === 0 ? 'USD' : 'CNY',
    quantity: String(1 + (i % 4)),
    unitPrice: `${100 + i}.25`,
    rateDate: i % 10 === 0 ? (rateDays[i % rateDays.length] as string) : '',
    partyCompanyId: i % 5 === 0 ? shipment.company_id : '',
    description: `Line ${i}`,
  });
  /** The figures the server must give a line: quantity × price to 2 places, converted at its day's rate. */
  const expected = (e: ReturnType<typeof entry>) => {
    const amount = fixed(decimal(e.quantity).times(decimal(e.unitPrice)), 2);
    const rate = e.currency === 'CNY' ? '1' : usdOn(e.rateDate || shipment.etd_day);
    return { amount, localAmount: fixed(decimal(amount).times(decimal(rate)), 2), rate };
  };

  beforeAll(async () => {
    t = await testApp(engine);
    csr = await signIn(t, 'csr', '10.89.0.1');
    const row = (
      await t.database.query<typeof shipment>(
        `SELECT s.id, s.shipment_no, s.company_id, (s.etd AT TIME ZONE 'UTC')::date::text AS etd_day
           FROM shipments s JOIN branches b ON b.id = s.branch_id
          WHERE b.code = 'SHA' AND NOT EXISTS (SELECT 1 FROM charge_lines l WHERE l.shipment_id = s.id)
          ORDER BY s.id DESC LIMIT 1`,
      )
    )[0];
    if (!row) throw new Error('no Shanghai shipment without charges');
    shipment = row;
    for (const r of await t.database.query<{ day: string; rate: string }>(
      `SELECT rate_date::text AS day, rate::text AS rate FROM exchange_rates
        WHERE from_currency = 'USD' AND to_currency = 'CNY' ORDER BY rate_date`,
    )) {
      rates.set(r.day, r.rate);
    }
    rateDays = [...rates.keys()].slice(-3);
    if (rateDays.length === 0) throw new Error('no USD to CNY rate');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('adds 200 lines one by one, each priced at its day, totalled on the sheet and audited once', async () => {
    const before = await auditCount();
    for (let i = 0; i < LINES; i++) {
      const res = await save(entry(i));
      expect(res.statusCode, res.body).toBe(200);
    }
    const { lines, sheet } = await view();
    expect(lines).toHaveLength(LINES);
    const byDescription = new Map(lines.map((l) => [(l as Line & { description: string }).description, l]));
    let revenue = decimal('0');
    let cost = decimal('0');
    for (let i = 0; i < LINES; i++) {
      const e = entry(i);
      const line = byDescription.get(e.description) as Line;
      const want = expected(e);
      expect([line.side, line.chargeCode, line.currency, line.amount, line.localAmount, line.status]).toEqual([
        e.side,
        e.chargeCode,
        e.currency,
        want.amount,
        want.localAmount,
        'draft',
      ]);
      expect(Number(line.exchangeRate)).toBe(Number(want.rate));
      expect(line.rateDate).toBe(e.rateDate || null);
      expect(line.partyCompanyId).toBe(e.partyCompanyId === '' ? null : e.partyCompanyId);
      if (e.side === 'revenue') revenue = revenue.plus(want.localAmount);
      else cost = cost.plus(want.localAmount);
    }
    // Lines are kept in the order entered.
    const ids = lines.filter((l) => l.side === 'revenue').map((l) => l.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(sheet.revenueLocal).toBe(fixed(revenue, 2));
    expect(sheet.costLocal).toBe(fixed(cost, 2));
    expect(sheet.profitLocal).toBe(fixed(revenue.minus(cost), 2));
    expect(
      (
        await t.database.query<{ n: number }>('SELECT line_count AS n FROM charge_sheets WHERE shipment_id = $1', [
          shipment.id,
        ])
      )[0]?.n,
    ).toBe(LINES);
    // One create row per line, naming its figures.
    const created = await audits('create');
    expect(created).toHaveLength(LINES);
    expect(await auditCount()).toBe(before + LINES);
    const first = lines.find((l) => (l as Line & { description: string }).description === 'Line 0') as Line;
    expect(created.find((a) => a.entity_id === String(first.id))?.changes).toEqual({
      side: first.side,
      chargeCode: first.chargeCode,
      currency: first.currency,
      amount: first.amount,
      localAmount: first.localAmount,
      source: 'manual',
      isSr: false,
    });
  }, 600_000);

  it('changes each of the 200 lines with its version, auditing what changed; a stale version changes nothing', async () => {
    const { lines } = await view();
    for (const line of lines) {
      const res = await save({
        id: line.id,
        version: line.version,
        side: line.side,
        chargeCode: line.chargeCode,
        currency: line.currency,
        quantity: line.quantity,
        unitPrice: fixed(decimal(line.unitPrice).plus(1), 4),
        rateDate: line.rateDate ?? '',
        partyCompanyId: line.partyCompanyId ?? '',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await view();
    for (const line of after.lines) {
      const was = lines.find((l) => l.id === line.id) as Line;
      expect(line.version).toBe(was.version + 1);
      expect(line.amount).toBe(fixed(decimal(was.quantity).times(decimal(was.unitPrice).plus(1)), 2));
      expect(line.localAmount).toBe(fixed(decimal(line.amount).times(decimal(line.exchangeRate)), 2));
    }
    const revenue = after.lines
      .filter((l) => l.side === 'revenue')
      .reduce((sum, l) => sum.plus(l.localAmount), decimal('0'));
    expect(after.sheet.revenueLocal).toBe(fixed(revenue, 2));
    const updated = await audits('update');
    expect(updated).toHaveLength(LINES);
    const one = lines[0] as Line;
    const changed = after.lines.find((l) => l.id === one.id) as Line;
    expect(updated.find((a) => a.entity_id === String(one.id))?.changes).toMatchObject({
      unitPrice: { from: one.unitPrice, to: fixed(decimal(one.unitPrice).plus(1), 4) },
      amount: { from: one.amount, to: changed.amount },
    });
    // The old version again: a conflict, no change, no audit row.
    const audited = await auditCount();
    const stale = await save({ ...entry(0), id: one.id, version: one.version });
    expect(stale.statusCode).toBe(409);
    expect(await auditCount()).toBe(audited);
    // A line of another shipment is no line of this sheet.
    const foreign = (
      await t.database.query<{ id: number; version: number }>(
        'SELECT id, version FROM charge_lines WHERE shipment_id <> $1 ORDER BY id LIMIT 1',
        [shipment.id],
      )
    )[0];
    if (!foreign) throw new Error('no charge line of another shipment');
    const missing = await save({ ...entry(0), id: foreign.id, version: foreign.version });
    expect(missing.statusCode).toBe(404);
  }, 600_000);

  it('keeps the SR, party and rate rules on a full sheet, writing nothing when it refuses', async () => {
    const audited = await auditCount();
    const sr = await save({ ...entry(1), isSr: 'true' });
    expect(sr.statusCode, sr.body).toBe(200);
    const again = await save({ ...entry(9), chargeCode: entry(1).chargeCode, side: entry(1).side, isSr: 'true' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.isSr).toBe(translate('en_us', 'finance.charges.errors.duplicateSr'));
    // Changing another line into a second SR line of the code is refused the same way.
    const other = (await view()).lines.find(
      (l) => l.side === entry(1).side && l.chargeCode !== entry(1).chargeCode && !l.isSr,
    ) as Line;
    const into = await save({
      ...entry(1),
      id: other.id,
      version: other.version,
      isSr: 'true',
    });
    expect(into.statusCode).toBe(400);
    const party = await save({ ...entry(2), partyCompanyId: 2_000_000_000 });
    expect(party.statusCode).toBe(400);
    expect(Object.keys(party.json().errors)).toEqual(['partyCompanyId']);
    const code = await save({ ...entry(2), chargeCode: 'NOPE' });
    expect(code.statusCode).toBe(400);
    const noRate = await save({ ...entry(2), currency: 'USD', rateDate: '1990-01-01' });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().message).toBe(
      translate('en_us', 'finance.charges.errors.noRate', { from: 'USD', to: 'CNY', day: '1990-01-01' }),
    );
    expect((await view()).lines).toHaveLength(LINES + 1);
    expect(await auditCount()).toBe(audited + 1);
  }, 300_000);

  it('marks all 200 lines in one call with an audit row each; the amended total and the locks hold', async () => {
    const { lines, sheet } = await view();
    const amended = await post(t, '/api/finance/chargeSheet/amended-total', csr, {
      shipmentId: shipment.id,
      version: Number(sheet.version),
      amendedFreightTotal: '1.00',
    });
    expect(amended.statusCode, amended.body).toBe(200);
    const ids = lines.slice(0, LINES).map((l) => l.id);
    const refused = await mark('submit', { ids, marker: 'submit' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.needsConfirmation).toBe('freightTotal');
    expect(await audits('submit')).toHaveLength(0);
    const submitted = await mark('submit', { ids, marker: 'submit', confirmFreightTotal: 'true' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const after = await view();
    expect(after.lines.filter((l) => l.status === 'submitted').map((l) => l.id)).toEqual(ids);
    expect(after.sheet.freightTotalConfirmedFor).toBe(after.sheet.freightLocal);
    const audited = await audits('submit');
    expect(audited.map((a) => Number(a.entity_id)).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(audited[0]?.changes).toEqual({ status: { from: 'draft', to: 'submitted' } });
    // A submitted line is no longer the user's to change; a second submit of it is refused whole.
    const line = after.lines[0] as Line;
    const edit = await save({ ...entry(0), id: line.id, version: line.version });
    expect(edit.statusCode).toBe(409);
    const twice = await mark('submit', { ids: [line.id, after.lines[LINES]?.id ?? 0], marker: 'submit' });
    expect(twice.statusCode).toBe(409);
    expect((await view()).lines[LINES]?.status).toBe('draft');
    // A locked profit refuses every save.
    await t.database.query(`UPDATE charge_sheets SET profit_state = 'locked' WHERE shipment_id = $1`, [shipment.id]);
    const count = await auditCount();
    const locked = await save(entry(3));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(translate('en_us', 'finance.charges.errors.profitLocked'));
    expect(await auditCount()).toBe(count);
    await t.database.query(`UPDATE charge_sheets SET profit_state = 'open' WHERE shipment_id = $1`, [shipment.id]);
  }, 300_000);

  it('keeps each line on its shipment’s departure, so the unbilled list follows a changed ETD', async () => {
    const n = async (sql: string) => Number((await t.database.query<{ n: number }>(sql, [shipment.id]))[0]?.n);
    const all = await n('SELECT count(*)::int AS n FROM charge_lines WHERE shipment_id = $1');
    expect(all).toBe(LINES + 1);
    const kept = `SELECT count(*)::int AS n FROM charge_lines cl JOIN shipments s ON s.id = cl.shipment_id
                   WHERE cl.shipment_id = $1 AND cl.shipment_etd = s.etd`;
    expect(await n(kept)).toBe(all);
    const unbilled = 'SELECT count(*)::int AS n FROM finance_unbilled WHERE shipment_id = $1';
    const revenue = await n(`SELECT count(*)::int AS n FROM charge_lines WHERE shipment_id = $1 AND side = 'revenue'`);
    const etd = (await t.database.query<{ etd: Date }>('SELECT etd FROM shipments WHERE id = $1', [shipment.id]))[0]
      ?.etd;
    await t.database.query(`UPDATE shipments SET etd = now() + interval '30 days' WHERE id = $1`, [shipment.id]);
    expect(await n(kept)).toBe(all);
    expect(await n(unbilled)).toBe(0);
    await t.database.query(`UPDATE shipments SET etd = now() - interval '2 days' WHERE id = $1`, [shipment.id]);
    expect(await n(kept)).toBe(all);
    expect(await n(unbilled)).toBe(revenue);
    await t.database.query('UPDATE shipments SET etd = $2 WHERE id = $1', [shipment.id, etd]);
  }, 120_000);
});
