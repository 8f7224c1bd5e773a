import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';

let address = 0;
const nextAddress = () => `10.31.${Math.floor(++address / 250)}.${address % 250}`;

type Row = Record<string, unknown>;

describe.each(ENGINES)('billing checks and summaries on %s', (engine) => {
  let t: TestApp;
  let admin: Session;
  let finance: Session;
  let csr: Session;
  let sha: number;
  let shipmentId: number;
  let shipmentNo: string;
  let companyId: number;

  const list = async (s: Session, resource: string, view: string, fields: Fields = {}) => {
    const res = await post(t, `/api/engine/${resource}/list`, s, { view, limit: 50, ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { rows: Row[]; total: number };
  };
  const problems = async (reason: string) =>
    (await list(finance, 'billingCheck', 'billingCheck', { f_shipmentNo: shipmentNo, f_reason: reason })).rows;

  /** A revenue line of the test shipment, written as the sheet writes it (local amount at `rate`). */
  const addLine = async (line: {
    code: string;
    currency: string;
    amount: string;
    status?: string;
    quotationId?: number;
    rateDate?: string;
    rate?: string;
  }) =>
    idOf(
      t,
      `INSERT INTO charge_lines (shipment_id, branch_id, side, charge_code, party_company_id, currency, unit_price, amount,
         rate_date, exchange_rate, local_currency, local_amount, status, quotation_id, source)
       VALUES ($1, $2, 'revenue', $3, $4, $5, $6::numeric, $6::numeric, $7::date, $8::numeric, 'CNY',
         round($6::numeric * $8::numeric, 2), $9, $10, $11) RETURNING id`,
      [
        shipmentId,
        sha,
        line.code,
        companyId,
        line.currency,
        line.amount,
        line.rateDate ?? null,
        line.rate ?? '1',
        line.status ?? 'draft',
        line.quotationId ?? null,
        line.quotationId ? 'quotation' : 'manual',
      ],
    );

  beforeAll(async () => {
    t = await testApp(engine);
    admin = await signIn(t, 'admin', nextAddress());
    finance = await signIn(t, 'finance', nextAddress());
    csr = await signIn(t, 'csr', nextAddress());
    sha = await idOf(t, `SELECT id FROM branches WHERE code = 'SHA'`);
    const s = (
      await t.database.query<{ id: number; shipment_no: string; company_id: number }>(
        `SELECT id, shipment_no, company_id FROM shipments s WHERE branch_id = $1
           AND NOT EXISTS (SELECT 1 FROM charge_lines c WHERE c.shipment_id = s.id)
         ORDER BY id LIMIT 1`,
        [sha],
      )
    )[0];
    if (!s) throw new Error('no SHA shipment without charges');
    shipmentId = s.id;
    shipmentNo = s.shipment_no;
    companyId = s.company_id;
    await t.database.query('UPDATE shipments SET ata = NULL WHERE id = $1', [shipmentId]);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists an arrived shipment without revenue, until a revenue line is added', async () => {
    expect(await problems('no_revenue')).toHaveLength(0);
    await t.database.query('UPDATE shipments SET ata = etd + interval $$20 days$$ WHERE id = $1', [shipmentId]);
    const [row] = await problems('no_revenue');
    expect(row).toMatchObject({ reason: 'no_revenue', shipmentNo, branchId: sha, companyId });
    const line = await addLine({ code: 'DOC', currency: 'CNY', amount: '450.00' });
    expect(await problems('no_revenue')).toHaveLength(0);
    await t.database.query('DELETE FROM charge_lines WHERE id = $1', [line]);
    expect(await problems('no_revenue')).toHaveLength(1);
    await t.database.query('UPDATE shipments SET ata = NULL WHERE id = $1', [shipmentId]);
  });

  it('lists a revenue line that differs from its confirmed quotation, until it is corrected', async () => {
    const quote = (
      await t.database.query<{
        id: number;
        quotation_no: string;
        charge_code: string;
        currency: string;
        amount: string;
      }>(
        `SELECT q.id, q.quotation_no, l.charge_code, l.currency, round(l.amount, 2)::text AS amount
           FROM pricing_quotations q JOIN pricing_quotation_lines l ON l.quotation_id = q.id
          WHERE q.status = 'confirmed' AND l.currency <> 'JPY'
            AND (SELECT count(*) FROM pricing_quotation_lines o WHERE o.quotation_id = q.id AND o.charge_code = l.charge_code) = 1
          ORDER BY q.id, l.id LIMIT 1`,
      )
    )[0];
    if (!quote) throw new Error('no confirmed quotation');
    const line = await addLine({
      code: quote.charge_code,
      currency: quote.currency,
      amount: quote.amount,
      quotationId: quote.id,
    });
    expect(await problems('quote_mismatch')).toHaveLength(0);
    await t.database.query('UPDATE charge_lines SET amount = amount + 25, unit_price = unit_price + 25 WHERE id = $1', [
      line,
    ]);
    const [row] = await problems('quote_mismatch');
    expect(row).toMatchObject({
      reason: 'quote_mismatch',
      chargeCode: quote.charge_code,
      reference: quote.quotation_no,
      currency: quote.currency,
    });
    expect(Number(row?.actualAmount) - Number(row?.expectedAmount)).toBe(25);
    expect(Number(row?.difference)).toBe(25);
    // A second line of the same code billed in another currency also differs from the quotation.
    await t.database.query('UPDATE charge_lines SET amount = amount - 25, unit_price = unit_price - 25 WHERE id = $1', [
      line,
    ]);
    expect(await problems('quote_mismatch')).toHaveLength(0);
    await t.database.query('DELETE FROM charge_lines WHERE id = $1', [line]);
  });

  it('lists a revenue line in a currency without an exchange rate on its day, until a rate is recorded', async () => {
    const line = await addLine({ code: 'HDL', currency: 'MXN', amount: '900.00', rateDate: '2001-03-05', rate: '0.4' });
    const [row] = await problems('no_exchange_rate');
    expect(row).toMatchObject({ reason: 'no_exchange_rate', chargeCode: 'HDL', currency: 'MXN' });
    expect(row?.reference).toBe('MXN → CNY 2001-03-05');
    // The reverse pair on an earlier day is enough, as the sheet converts.
    await t.database.query(
      `INSERT INTO exchange_rates (rate_date, from_currency, to_currency, rate, source) VALUES ('2001-03-01', 'CNY', 'MXN', 2.5, 'test')`,
    );
    expect(await problems('no_exchange_rate')).toHaveLength(0);
    await t.database.query('DELETE FROM charge_lines WHERE id = $1', [line]);
  });

  it('lists an invoice whose lines differ from the reviewed revenue it bills, until they agree again', async () => {
    const line = await addLine({ code: 'OFR', currency: 'CNY', amount: '3000.00', status: 'reviewed' });
    const issued = await post(t, '/api/finance/invoices/issue', finance, {
      shipmentId,
      companyId,
      currency: 'CNY',
      invoiceDate: '2026-10-20',
      dueDays: 30,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const invoiceNo = issued.json().data.invoiceNo as string;
    expect(await problems('invoice_mismatch')).toHaveLength(0);
    // Unlocked back to entry after invoicing: the invoice bills revenue no longer reviewed.
    await t.database.query(`UPDATE charge_lines SET status = 'draft' WHERE id = $1`, [line]);
    const [row] = await problems('invoice_mismatch');
    expect(row).toMatchObject({ reason: 'invoice_mismatch', reference: invoiceNo, currency: 'CNY' });
    expect([Number(row?.expectedAmount), Number(row?.actualAmount)]).toEqual([0, 3000]);
    await t.database.query(`UPDATE charge_lines SET status = 'reviewed' WHERE id = $1`, [line]);
    expect(await problems('invoice_mismatch')).toHaveLength(0);
  });

  it('shows customs brokerage per shipment in the office currency, invoiced or not', async () => {
    const before = await list(finance, 'customsBilling', 'customsBilling', { f_shipmentNo: shipmentNo });
    expect(before.rows).toHaveLength(0);
    await addLine({ code: 'CUS', currency: 'CNY', amount: '650.00', status: 'reviewed' });
    await addLine({ code: 'DUT', currency: 'USD', amount: '100.00', rate: '7.2', status: 'reviewed' });
    const [row] = (await list(finance, 'customsBilling', 'customsBilling', { f_shipmentNo: shipmentNo })).rows;
    expect(row).toMatchObject({
      currency: 'CNY',
      lineCount: 2,
      clearanceAmount: '650.00',
      dutyAmount: '720.00',
      taxAmount: '0',
      totalAmount: '1370.00',
      invoicedAmount: '0',
      uninvoicedAmount: '1370.00',
    });
    const all = await list(admin, 'customsBilling', 'customsBilling');
    expect(all.rows.some((r) => Number(r.invoicedAmount) > 0)).toBe(true);
  });

  it('bills parcels per customer, month and weight band at the office rate', async () => {
    const { rows } = await list(finance, 'parcelBilling', 'parcelBilling');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(Number(r.amount)).toBeCloseTo(Number(r.parcels) * Number(r.rate), 2);
      expect(r.month).toMatch(/^\d{4}-\d{2}$/);
    }
    await t.database.query(
      `INSERT INTO parcels (parcel_no, branch_id, company_id, shipped_on, weight_kg, goods_value_usd, recipient_name, destination_country)
       VALUES ('PCLTEST0001', $1, $2, '2001-06-15', 7.5, 120, 'Emily Carter', 'US'),
              ('PCLTEST0002', $1, $2, '2001-06-20', 9.9, 80, '陈晓明', 'US')`,
      [sha, companyId],
    );
    await t.database.query(
      `INSERT INTO parcel_rates (branch_id, band, over_kg, to_kg, currency, rate, valid_from, valid_until)
       VALUES ($1, 'w5_10', 5, 10, 'USD', 30.00, '2001-06-01', '2001-06-30')`,
      [sha],
    );
    const june = await list(finance, 'parcelBilling', 'parcelBilling', { f_month: '2001-06', f_companyId: companyId });
    expect(june.rows).toHaveLength(1);
    expect(june.rows[0]).toMatchObject({ band: 'w5_10', parcels: 2, rate: '30.00', amount: '60.00', currency: 'USD' });
    // A box over 30 kg or goods worth 800 USD are not parcels of the service.
    await expect(
      t.database.query(
        `INSERT INTO parcels (parcel_no, branch_id, company_id, shipped_on, weight_kg, goods_value_usd, recipient_name, destination_country)
         VALUES ('PCLTEST0003', $1, $2, '2001-06-20', 30.5, 80, 'Noah Schmidt', 'US')`,
        [sha, companyId],
      ),
    ).rejects.toThrow();
  });

  it('shows customers’ sell prices from confirmed quotations and contract tariffs', async () => {
    const { rows } = await list(admin, 'billingRate', 'billingRateSheet', { limit: 50 });
    expect(rows.length).toBeGreaterThan(0);
    const contract = await list(admin, 'billingRate', 'billingRateSheet', { f_source: 'contract_tariff' });
    expect(contract.rows.length).toBeGreaterThan(0);
    expect(contract.rows.every((r) => r.companyId !== null && r.reference)).toBe(true);
  });

  it('summarises the key account only, per office and month, in the office currency and dollars', async () => {
    const { rows } = await list(admin, 'keyAccountBilling', 'ansellBillingSummary');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.companyCode).toBe('C000001');
      expect(r.usd).toBe('USD');
      expect(Number(r.openLocal)).toBeCloseTo(Number(r.invoicedLocal) - Number(r.paidLocal), 2);
    }
    expect(rows.some((r) => Number(r.revenueUsd) > 0)).toBe(true);
    // The page's fixed company cannot be widened by a filter.
    const other = await list(admin, 'keyAccountBilling', 'ansellBillingSummary', { f_companyCode: 'C000002' });
    expect(other.rows.every((r) => r.companyCode === 'C000001')).toBe(true);
  });

  it('shows customer service only its branch, and refuses customers and roles without the pages', async () => {
    const lax = await idOf(t, `SELECT id FROM branches WHERE code = 'LAX'`);
    const adminRows = await list(admin, 'billingCheck', 'billingCheck', { f_branchId: lax });
    expect(adminRows.total).toBeGreaterThan(0);
    expect((await list(csr, 'billingCheck', 'billingCheck', { f_branchId: lax })).total).toBe(0);
    for (const [resource, view] of [
      ['billingCheck', 'billingCheck'],
      ['customsBilling', 'customsBilling'],
      ['billingRate', 'billingRateSheet'],
    ] as const) {
      for (const r of (await list(csr, resource, view)).rows) {
        expect(r.branchId).toBe(sha);
      }
    }
    const customer = await signIn(t, 'customer', nextAddress());
    const ops = await signIn(t, 'ops', nextAddress());
    for (const [resource, view] of [
      ['billingCheck', 'billingCheck'],
      ['billingRate', 'billingRateSheet'],
      ['customsBilling', 'customsBilling'],
      ['parcelBilling', 'parcelBilling'],
      ['keyAccountBilling', 'ansellBillingSummary'],
    ] as const) {
      for (const s of [customer, ops]) {
        const res = await post(t, `/api/engine/${resource}/list`, s, { view });
        expect(res.statusCode, `${view}`).toBe(403);
      }
    }
  });
});
