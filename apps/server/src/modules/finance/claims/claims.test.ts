import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';

process.env.CW_DELIVERY_INTERVAL_SECONDS = '0';

let address = 0;
const nextAddress = () => `10.12.${Math.floor(++address / 250)}.${address % 250}`;

type Claim = { id: number; version: number; status: string; claimNo: string; settledAmount: string };

describe.each(ENGINES)('claims on %s', (engine) => {
  let t: TestApp;
  let finance: Session;
  let csr: Session;
  let ops: Session;
  let customer: Session;
  let sha: number;
  const used = new Set<number>();

  /** A departed Shanghai ocean shipment with an open profit and no claim yet, with a reviewed revenue line of 5,000 CNY. */
  const freshShipment = async (): Promise<{ id: number; no: string; companyId: number }> => {
    const ship = (
      await t.database.query<{ id: number; shipment_no: string; company_id: number }>(
        `SELECT s.id, s.shipment_no, s.company_id FROM shipments s
          WHERE s.branch_id = $1 AND s.mode = 'FCL'
            AND NOT EXISTS (SELECT 1 FROM charge_lines c WHERE c.shipment_id = s.id)
            AND NOT EXISTS (SELECT 1 FROM claims c WHERE c.shipment_id = s.id)
            AND s.id <> ALL ($2::int[])
          ORDER BY s.id LIMIT 1`,
        [sha, [...used]],
      )
    )[0];
    if (!ship) throw new Error('no free shipment');
    used.add(ship.id);
    await t.database.query(
      `INSERT INTO charge_lines (shipment_id, branch_id, side, charge_code, party_company_id, currency, unit_price, amount,
         exchange_rate, local_currency, local_amount, status, tax_rate)
       VALUES ($1, $2, 'revenue', 'OFR', $3, 'CNY', 5000, 5000, 1, 'CNY', 5000, 'reviewed', 0)`,
      [ship.id, sha, ship.company_id],
    );
    return { id: ship.id, no: ship.shipment_no, companyId: ship.company_id };
  };

  const today = () => new Date().toISOString().slice(0, 10);
  const claimFields = (fields: Fields = {}): Fields => ({
    view: 'claimCharge',
    direction: 'from_customer',
    reason: 'damage',
    filedOn: today(),
    currency: 'CNY',
    claimedAmount: '1000.00',
    description: '两箱货物水湿',
    ...fields,
  });
  const load = async (id: number): Promise<Claim> => {
    const row = (
      await t.database.query<Claim>(
        `SELECT id, version, status, claim_no AS "claimNo", settled_amount::text AS "settledAmount" FROM claims WHERE id = $1`,
        [id],
      )
    )[0];
    if (!row) throw new Error(`no claim ${id}`);
    return row;
  };
  const create = async (s: Session, fields: Fields = {}) => post(t, '/api/engine/claim/create', s, claimFields(fields));
  const transition = async (s: Session, id: number, action: string) =>
    post(t, '/api/engine/claim/transition', s, { view: 'claimCharge', id, version: (await load(id)).version, action });
  const settle = async (s: Session, id: number, amount: string) =>
    post(t, '/api/finance/claimCharge/settle', s, {
      id,
      version: (await load(id)).version,
      amount,
      settledOn: today(),
    });
  const errorsOf = async (claimId: number) =>
    (
      await t.database.query<{ error_reason: string }>(
        'SELECT error_reason FROM finance_claim_errors WHERE claim_id = $1 ORDER BY error_reason',
        [claimId],
      )
    ).map((r) => r.error_reason);
  /** An accepted claim on a fresh shipment. */
  const acceptedClaim = async (fields: Fields = {}) => {
    const ship = await freshShipment();
    const made = await create(csr, { shipmentNo: ship.no, ...fields });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id as number;
    expect((await transition(csr, id, 'submit')).statusCode).toBe(200);
    expect((await transition(finance, id, 'accept')).statusCode).toBe(200);
    return { id, ship };
  };

  beforeAll(async () => {
    t = await testApp(engine);
    finance = await signIn(t, 'finance', nextAddress());
    csr = await signIn(t, 'csr', nextAddress());
    ops = await signIn(t, 'ops', nextAddress());
    customer = await signIn(t, 'customer', nextAddress());
    sha = await idOf(t, `SELECT id FROM branches WHERE code = 'SHA'`);
  });
  afterAll(async () => {
    await t.close();
  });

  it('has demo claims in every state, their settlements on the charge sheets, and claims that cannot proceed', async () => {
    const states = (await t.database.query<{ status: string }>('SELECT DISTINCT status FROM claims')).map(
      (r) => r.status,
    );
    expect(states.sort()).toEqual(['accepted', 'draft', 'partially_settled', 'rejected', 'settled', 'submitted']);
    const lines = await t.database.query(
      `SELECT 1 FROM claim_settlements s JOIN charge_lines l ON l.id = s.charge_line_id WHERE l.charge_code = 'CLM'`,
    );
    expect(lines.length).toBeGreaterThan(0);
    const reasons = (
      await t.database.query<{ r: string }>('SELECT DISTINCT error_reason AS r FROM finance_claim_errors')
    ).map((r) => r.r);
    expect(reasons).toEqual(expect.arrayContaining(['no_shipment', 'over_charges', 'over_settled']));
    const list = await post(t, '/api/engine/claimError/list', csr, { view: 'claimChargeError', limit: 50 });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.rows.length).toBeGreaterThan(0);
  });

  it('numbers a claim per branch and year; customer service opens it for its branch, others are refused', async () => {
    const ship = await freshShipment();
    const made = await create(csr, { shipmentNo: ship.no });
    expect(made.statusCode, made.body).toBe(200);
    const claim = await load(made.json().data.id);
    expect(claim.claimNo).toMatch(new RegExp(`^SHA-CLM-${today().slice(0, 4)}-\\d{6}$`));
    expect(claim.status).toBe('draft');
    const party = await t.database.query<{ p: number }>('SELECT party_company_id AS p FROM claims WHERE id = $1', [
      claim.id,
    ]);
    expect(party[0]?.p).toBe(ship.companyId);
    const next = await create(csr, { shipmentNo: ship.no, reason: 'delay' });
    const n = (no: string) => Number(no.slice(-6));
    expect(n((await load(next.json().data.id)).claimNo)).toBe(n(claim.claimNo) + 1);

    // Operations in Ningbo does not reach a Shanghai shipment; a customer holds no claim page.
    const foreign = await create(ops, { shipmentNo: ship.no });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toContain(ship.no);
    expect(foreign.json().errors?.shipmentNo).toBe('This shipment does not exist or is not in your branches');
    expect((await create(customer, { shipmentNo: ship.no })).statusCode).toBe(403);
    expect((await post(t, '/api/engine/claim/list', customer, { view: 'claimCharge' })).statusCode).toBe(403);
    expect((await post(t, '/api/engine/claimError/list', customer, { view: 'claimChargeError' })).statusCode).toBe(403);
    const opsList = await post(t, '/api/engine/claim/list', ops, {
      view: 'claimCharge',
      limit: 50,
      f_shipmentNo: ship.no,
    });
    expect(opsList.json().data.rows).toHaveLength(0);

    // Field errors from the server.
    const bad = await create(csr, { shipmentNo: ship.no, claimedAmount: '0', currency: 'XXX' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors ?? {})).toEqual(expect.arrayContaining(['claimedAmount', 'currency']));
  });

  it('moves draft → submitted → accepted; only finance accepts, rejects (with a reason) and settles', async () => {
    const ship = await freshShipment();
    const id = (await create(csr, { shipmentNo: ship.no })).json().data.id as number;
    expect((await transition(csr, id, 'accept')).statusCode).toBe(403);
    expect((await transition(finance, id, 'accept')).statusCode).toBe(400);
    expect((await transition(csr, id, 'submit')).statusCode).toBe(200);
    const noReason = await post(t, '/api/finance/claimCharge/reject', finance, {
      id,
      version: (await load(id)).version,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const byCsr = await post(t, '/api/finance/claimCharge/reject', csr, {
      id,
      version: (await load(id)).version,
      reason: 'x',
    });
    expect(byCsr.statusCode).toBe(403);
    const rejected = await post(t, '/api/finance/claimCharge/reject', finance, {
      id,
      version: (await load(id)).version,
      reason: 'Damage happened after delivery, proof of delivery clean',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await load(id)).status).toBe('rejected');
    const edit = await post(t, '/api/engine/claim/update', csr, {
      view: 'claimCharge',
      id,
      version: (await load(id)).version,
      claimedAmount: '10.00',
    });
    expect(edit.statusCode).toBe(409);
    expect((await settle(finance, id, '10.00')).statusCode).toBe(409);
  });

  it('books each settlement as a charge line on the sheet, so profit follows; never more than claimed', async () => {
    const { id, ship } = await acceptedClaim({ claimedAmount: '1000.00' });
    const revenue = async () =>
      (
        await t.database.query<{ r: string }>(
          'SELECT revenue_local::text AS r FROM charge_sheets WHERE shipment_id = $1',
          [ship.id],
        )
      )[0]?.r;
    expect(await revenue()).toBe('5000.00');
    const over = await settle(finance, id, '1000.01');
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('The settlement is more than the 1000.00 CNY still open on this claim');
    expect((await settle(csr, id, '100.00')).statusCode).toBe(403);

    const part = await settle(finance, id, '400.00');
    expect(part.statusCode, part.body).toBe(200);
    expect((await load(id)).status).toBe('partially_settled');
    const line = (
      await t.database.query<{
        side: string;
        charge_code: string;
        amount: string;
        party_company_id: number;
        status: string;
      }>('SELECT side, charge_code, amount::text, party_company_id, status FROM charge_lines WHERE id = $1', [
        part.json().data.chargeLineId,
      ])
    )[0];
    expect(line).toEqual({
      side: 'revenue',
      charge_code: 'CLM',
      amount: '-400.00',
      party_company_id: ship.companyId,
      status: 'draft',
    });
    expect(await revenue()).toBe('4600.00');

    const rest = await settle(finance, id, '600.00');
    expect(rest.statusCode, rest.body).toBe(200);
    const claim = await load(id);
    expect(claim.status).toBe('settled');
    expect(claim.settledAmount).toBe('1000.00');
    expect(await revenue()).toBe('4000.00');
    expect(await t.database.query('SELECT 1 FROM claim_settlements WHERE claim_id = $1', [id])).toHaveLength(2);

    // A claim against the carrier is a cost credit; without the carrier named as a party it cannot be settled.
    const carrier = await acceptedClaim({ direction: 'against_carrier', claimedAmount: '300.00' });
    expect((await settle(finance, carrier.id, '300.00')).statusCode).toBe(400);
    await post(t, '/api/engine/claim/update', finance, {
      view: 'claimCharge',
      id: carrier.id,
      version: (await load(carrier.id)).version,
      partyCompanyId: carrier.ship.companyId,
    });
    const credit = await settle(finance, carrier.id, '300.00');
    expect(credit.statusCode, credit.body).toBe(200);
    const cost = await t.database.query<{ side: string; amount: string }>(
      'SELECT side, amount::text FROM charge_lines WHERE id = $1',
      [credit.json().data.chargeLineId],
    );
    expect(cost[0]).toEqual({ side: 'cost', amount: '-300.00' });
  });

  it('lists each reason a claim cannot proceed, computed from the data, and fixing the data clears it', async () => {
    // No shipment: cleared by linking one.
    const ship = await freshShipment();
    const loose = (await create(csr, { shipmentNo: '' })).json().data.id as number;
    expect(await errorsOf(loose)).toEqual(['no_shipment']);
    const linked = await post(t, '/api/engine/claim/update', csr, {
      view: 'claimCharge',
      id: loose,
      version: (await load(loose)).version,
      shipmentNo: ship.no,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await errorsOf(loose)).toEqual([]);

    // More than the shipment's charges (5,000 CNY of revenue): cleared by lowering the amount.
    const big = (await create(csr, { shipmentNo: ship.no, claimedAmount: '5000.01' })).json().data.id as number;
    expect(await errorsOf(big)).toEqual(['over_charges']);
    const row = (
      await post(t, '/api/engine/claimError/list', csr, {
        view: 'claimChargeError',
        f_claimNo: (await load(big)).claimNo,
      })
    ).json().data.rows[0];
    expect(row).toMatchObject({ errorReason: 'over_charges', claimedLocal: '5000.01', chargesLocal: '5000.00' });
    await post(t, '/api/engine/claim/update', csr, {
      view: 'claimCharge',
      id: big,
      version: (await load(big)).version,
      claimedAmount: '4000',
    });
    expect(await errorsOf(big)).toEqual([]);

    // No exchange rate for its currency on the filing day: cleared once the rate is recorded.
    const early = (
      await create(csr, { shipmentNo: ship.no, currency: 'GBP', filedOn: '2001-03-01', claimedAmount: '10' })
    ).json().data.id as number;
    expect(await errorsOf(early)).toEqual(['no_rate']);
    await t.database.query(
      `INSERT INTO exchange_rates (rate_date, from_currency, to_currency, rate, source) VALUES ('2001-02-28', 'GBP', 'CNY', 12.1, 'manual')`,
    );
    expect(await errorsOf(early)).toEqual([]);

    // Ocean claims are barred nine months after delivery.
    await t.database.query(`UPDATE shipments SET ata = '2026-01-31T08:00:00Z' WHERE id = $1`, [ship.id]);
    const late = (await create(csr, { shipmentNo: ship.no, filedOn: '2026-11-01', claimedAmount: '10' })).json().data
      .id as number;
    expect(await errorsOf(late)).toEqual(['time_barred']);
    const inTime = (await create(csr, { shipmentNo: ship.no, filedOn: '2026-10-31', claimedAmount: '10' })).json().data
      .id as number;
    expect(await errorsOf(inTime)).toEqual([]);

    // Settled more than claimed (the claim amended down after a settlement).
    const { id } = await acceptedClaim({ claimedAmount: '500' });
    expect((await settle(finance, id, '300')).statusCode).toBe(200);
    await post(t, '/api/engine/claim/update', finance, {
      view: 'claimCharge',
      id,
      version: (await load(id)).version,
      claimedAmount: '200',
    });
    expect(await errorsOf(id)).toEqual(['over_settled']);
  });
});
