import { translate } from '@tidemark/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';

type Warning = { code: string; text: { en_us: string; zh_cn: string }; detail: { en_us: string; zh_cn: string } };

describe.each(ENGINES)('booking checks against quotations on %s', (engine) => {
  let t: TestApp;
  let csr: Session;
  let customer: Session;
  let company: number;
  let other: number;
  let quotation: number;
  let foreignQuotation: number;

  const call = (s: Session, endpoint: string, fields: Fields) => post(t, `/api/engine/booking/${endpoint}`, s, fields);
  const get = async (id: number) => (await call(csr, 'get', { view: 'bookingSea', id })).json().data;

  /** A confirmed quotation of a company at the Shanghai branch: COSU, FAK, 40HC, valid all December. */
  const makeQuotation = (companyId: number, carrier = 'COSU') =>
    idOf(
      t,
      `INSERT INTO pricing_quotations (quotation_no, status, company_id, branch_id, product, from_code, to_code, carrier_code,
                                       equipment, space_type, valid_from, valid_until)
       VALUES ('QT-TEST-' || nextval('pricing_quotation_no_seq'), 'confirmed', $1, (SELECT id FROM branches WHERE code = 'SHA'),
               'fcl', 'CNSHA', 'USLAX', $2, '40HC', 'FAK', '2026-12-01', '2026-12-31') RETURNING id`,
      [companyId, carrier],
    );

  const booking = (fields: Fields = {}) => ({
    view: 'bookingSea',
    mode: 'SEA',
    loadType: 'FCL',
    companyId: company,
    originPort: 'CNSHA',
    destinationPort: 'USLAX',
    etd: '2026-12-10T18:00:00+08:00',
    carrierCode: 'COSU',
    spaceType: 'FAK',
    quotationId: quotation,
    ...fields,
  });

  beforeAll(async () => {
    t = await testApp(engine);
    csr = await signIn(t, 'csr');
    customer = await signIn(t, 'customer');
    company = await idOf(t, `SELECT company_id AS id FROM users WHERE user_name = 'customer'`);
    other = await idOf(
      t,
      `SELECT id FROM companies WHERE id <> $1 AND branch_id = (SELECT id FROM branches WHERE code = 'SHA') ORDER BY id LIMIT 1`,
      [company],
    );
    await t.database.query(
      `UPDATE companies SET branch_id = (SELECT id FROM branches WHERE code = 'SHA') WHERE id = $1`,
      [company],
    );
    quotation = await makeQuotation(company);
    foreignQuotation = await makeQuotation(other);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('saves a booking that matches its quotation with nothing to confirm', async () => {
    const res = await call(csr, 'create', booking());
    expect(res.statusCode, res.body).toBe(200);
    const saved = await get(res.json().data.id);
    expect(saved).toMatchObject({ quotationId: quotation, spaceType: 'FAK', quotationWarnings: null });
    expect(saved.quotationNo).toMatch(/^QT-TEST-/);
  });

  it('refuses another carrier until the user confirms it, answering the SPEC text in both languages', async () => {
    const refused = await call(csr, 'create', booking({ carrierCode: 'MAEU' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(translate('en_us', 'pricing.checks.confirmRequired'));
    const warnings = refused.json().data.quotationWarnings as Warning[];
    expect(warnings.map((w) => w.code)).toEqual(['carrier']);
    expect(warnings[0]?.text).toEqual({
      en_us: 'The quotation carrier does not match the booking carrier.',
      zh_cn: '报价承运人与订舱承运人不一致。',
    });
    expect(warnings[0]?.detail.en_us).toBe('Booking carrier MAEU, quotation carrier COSU.');
    const before = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bookings WHERE carrier_code = $1',
      ['MAEU'],
    );

    // A confirmation of other warnings than there are is no confirmation.
    const wrong = await call(csr, 'create', booking({ carrierCode: 'MAEU', confirmWarnings: 'carrier,validity' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.quotationWarnings).toHaveLength(1);

    const accepted = await call(csr, 'create', booking({ carrierCode: 'MAEU', confirmWarnings: 'carrier' }));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const id = accepted.json().data.id as number;
    expect((await get(id)).quotationWarnings).toBe('carrier');
    const after = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bookings WHERE carrier_code = $1',
      ['MAEU'],
    );
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);

    // The audit says who confirmed which warnings, and when.
    const audit = await call(csr, 'audit', { view: 'bookingSea', id });
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json().data)).toContain('quotationWarnings');
    const [row] = await t.database.query<{ user: string; at: Date; codes: string }>(
      `SELECT u.user_name AS user, a.at, a.changes->>'quotationWarnings' AS codes FROM audit_log a JOIN users u ON u.id = a.user_id
        WHERE a.entity = 'booking' AND a.entity_id = $1 AND a.changes ? 'quotationWarnings'`,
      [String(id)],
    );
    expect(row?.user).toBe('csr');
    expect(row?.codes).toBe('carrier');
    expect(row?.at).toBeInstanceOf(Date);

    // A later edit that keeps the confirmed warnings needs no new confirmation.
    const { version } = await get(id);
    const edit = await call(csr, 'update', { view: 'bookingSea', id, version, remarks: 'Customer prefers Maersk.' });
    expect(edit.statusCode, edit.body).toBe(200);
  });

  it('asks to confirm an expired or not yet effective quotation on the ETD, or the cargo ready date', async () => {
    const late = await call(csr, 'create', booking({ etd: '2027-01-03T10:00:00+08:00' }));
    expect(late.statusCode).toBe(400);
    const [warning] = late.json().data.quotationWarnings as Warning[];
    expect(warning?.code).toBe('validity');
    expect(warning?.text.en_us).toBe('The quotation is expired or not yet effective.');
    const early = await call(csr, 'create', booking({ etd: '', cargoReadyDate: '2026-11-20' }));
    expect((early.json().data.quotationWarnings as Warning[]).map((w) => w.code)).toEqual(['validity']);
    const confirmed = await call(
      csr,
      'create',
      booking({ etd: '', cargoReadyDate: '2026-11-20', confirmWarnings: 'validity' }),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('warns of the default FAK without a preferred space type, and of another space type', async () => {
    const none = await call(csr, 'create', booking({ spaceType: '' }));
    expect((none.json().data.quotationWarnings as Warning[]).map((w) => w.code)).toEqual(['defaultFak']);
    const premium = await call(csr, 'create', booking({ spaceType: 'premium' }));
    expect((premium.json().data.quotationWarnings as Warning[]).map((w) => w.code)).toEqual(['spaceType']);
  });

  it('checks the containers again on submit: a type the quotation is not for is refused until confirmed', async () => {
    const created = await call(customer, 'create', { ...booking(), companyId: '' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const box = await post(t, '/api/engine/bookingContainer/create', customer, {
      view: 'bookingSea',
      relation: 'containers',
      parentId: id,
      bookingId: id,
      isoType: '20GP',
    });
    expect(box.statusCode, box.body).toBe(200);
    const submit = async () =>
      call(customer, 'transition', { view: 'bookingSea', id, version: (await get(id)).version, action: 'submit' });
    const refused = await submit();
    expect(refused.statusCode).toBe(400);
    expect((refused.json().data.quotationWarnings as Warning[]).map((w) => w.code)).toEqual(['equipment']);
    const confirm = await call(customer, 'update', {
      view: 'bookingSea',
      id,
      version: (await get(id)).version,
      confirmWarnings: 'equipment',
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await submit()).statusCode).toBe(200);
  });

  it("refuses another company's quotation, and one outside the user's scope", async () => {
    const foreign = await call(csr, 'create', booking({ quotationId: foreignQuotation }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.quotationId).toBe(translate('en_us', 'pricing.checks.errors.quotationNotFound'));
    // The customer may not name another company's quotation either.
    const mine = await call(customer, 'create', { ...booking({ quotationId: foreignQuotation }), companyId: '' });
    expect(mine.statusCode).toBe(400);
    // A quotation priced at another office is out of the Shanghai CSR's reach.
    await t.database.query(
      `UPDATE pricing_quotations SET branch_id = (SELECT id FROM branches WHERE code = 'LAX') WHERE id = $1`,
      [foreignQuotation],
    );
    const picker = await post(t, '/api/pricing/checks/quotations', csr, { view: 'bookingSea', companyId: other });
    expect(picker.statusCode).toBe(200);
    expect((picker.json().data as { id: number }[]).map((q) => q.id)).not.toContain(foreignQuotation);
    const ownPicker = await post(t, '/api/pricing/checks/quotations', csr, { view: 'bookingSea', companyId: company });
    expect((ownPicker.json().data as { id: number }[]).map((q) => q.id)).toContain(quotation);
    // A customer sees its own quotations only, whatever company it names.
    const customerPicker = await post(t, '/api/pricing/checks/quotations', customer, {
      view: 'bookingSea',
      companyId: other,
    });
    expect((customerPicker.json().data as { companyId: number }[]).every((q) => q.companyId === company)).toBe(true);
    // A page the caller does not hold answers nothing.
    const notHeld = await post(t, '/api/pricing/checks/quotations', customer, {
      view: 'mainBooking',
      companyId: company,
    });
    expect(notHeld.statusCode).toBe(403);
  });

  it("fills the booking's rates from its quotation's lines, replacing what was there", async () => {
    await t.database.query(
      `INSERT INTO pricing_quotation_lines (quotation_id, charge_code, description, unit, quantity, rate, minimum, currency, amount)
       VALUES ($1, 'OFR', 'Ocean freight', 'container', 2, 2150.5, NULL, 'USD', 4301),
              ($1, 'DOC', 'Documentation', 'shipment', 1, 45, NULL, 'USD', 45),
              ($1, 'OTHC', 'Origin THC', 'wm', 0.5, 18, 60, 'USD', 60)`,
      [quotation],
    );
    const created = await call(csr, 'create', booking());
    const id = created.json().data.id as number;
    await post(t, '/api/engine/bookingRate/create', csr, {
      view: 'bookingSea',
      relation: 'rates',
      parentId: id,
      bookingId: id,
      chargeCode: 'XYZ',
      unit: 'shipment',
      quantity: 1,
      currency: 'USD',
      amount: '1',
    });
    const res = await post(t, '/api/ops/bookings/rates-from-quotation', csr, { view: 'bookingSea', id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.count).toBe(3);
    const rates = await t.database.query<{ code: string; unit: string; quantity: string; amount: string }>(
      `SELECT charge_code AS code, unit, quantity::text, amount::text FROM booking_rates WHERE booking_id = $1 ORDER BY id`,
      [id],
    );
    expect(rates).toEqual([
      { code: 'OFR', unit: 'container', quantity: '2.000', amount: '2150.5000' },
      { code: 'DOC', unit: 'shipment', quantity: '1.000', amount: '45.0000' },
      // Charged at its minimum: one lump sum.
      { code: 'OTHC', unit: 'shipment', quantity: '1.000', amount: '60.0000' },
    ]);
    const audit = await t.database.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'booking' AND entity_id = $1 ORDER BY id DESC LIMIT 1`,
      [String(id)],
    );
    expect(audit[0]?.action).toBe('ratesFromQuotation');
    // Without the page's edit action, nothing is filled.
    const ops = await signIn(t, 'finance');
    expect((await post(t, '/api/ops/bookings/rates-from-quotation', ops, { view: 'bookingSea', id })).statusCode).toBe(
      403,
    );
  });

  it('links the demo bookings to confirmed quotations, with the warnings a CSR confirmed', async () => {
    const rows = await t.database.query<{ n: number; warned: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE b.quotation_warnings LIKE '%carrier%')::int AS warned
         FROM bookings b JOIN pricing_quotations q ON q.id = b.quotation_id AND q.status = 'confirmed'
        WHERE q.quotation_no NOT LIKE 'QT-TEST-%'`,
    );
    expect(rows[0]?.n).toBeGreaterThan(3);
    expect(rows[0]?.warned).toBeGreaterThan(0);
  });

  it("books the demo bookings on the quotation desk's own quotations, numbered like every other", async () => {
    const numbers = await t.database.query<{ no: string }>(
      `SELECT quotation_no AS no FROM pricing_quotations WHERE quotation_no NOT LIKE 'QT-TEST-%'`,
    );
    expect(numbers.length).toBeGreaterThan(20);
    expect(numbers.filter((r) => !/^QT\d{8}$/.test(r.no))).toEqual([]);
    // A customer who booked on a confirmed quotation has no second, still open quote for that lane.
    const open = await t.database.query<{ booking: string; quoted: string }>(
      `SELECT b.booking_no AS booking, o.quotation_no AS quoted
         FROM bookings b JOIN pricing_quotations q ON q.id = b.quotation_id
         JOIN pricing_quotations o ON o.company_id = q.company_id AND o.from_code = q.from_code AND o.to_code = q.to_code
                                  AND o.status = 'quoted' AND NOT o.obsolete AND o.ecu_rate_id IS NULL
        WHERE q.quotation_no NOT LIKE 'QT-TEST-%'`,
    );
    expect(open).toEqual([]);
  });
});
