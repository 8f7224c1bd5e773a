import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestApp, testApp } from '../../../../test/harness';
import { type Fields, idOf, post, type Session, signIn } from '../../../../test/session-helpers';
import { inTransaction } from '../../../engine/transaction';
import { allocateNumber } from './issue';

/** The text a reader extracts from a PDF, pages joined. */
const pdfText = async (pdf: Uint8Array): Promise<{ text: string }> => {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const words: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    for (const item of (await (await doc.getPage(n)).getTextContent()).items) if ('str' in item) words.push(item.str);
  }
  await doc.destroy();
  return { text: words.join(' ') };
};

let address = 0;
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

const get = (t: TestApp, url: string, session: Session, lang = 'en_us') =>
  t.app.inject({
    method: 'GET',
    url: `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`,
    remoteAddress: nextAddress(),
    headers: { cookie: `tm_ss=${session.cookie}`, 'x-sid': session.sid },
  });

/** A multipart upload with fields and one file, as the portal's upload form sends it. */
const upload = (
  t: TestApp,
  session: Session,
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer },
) => {
  const boundary = '----tidemark-invoice-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/finance/invoice-data/upload?lang=en_us',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: `tm_ss=${session.cookie}`,
      'x-sid': session.sid,
    },
    payload: Buffer.concat(parts),
  });
};

describe.each(ENGINES)('invoices on %s', (engine) => {
  let t: TestApp;
  let finance: Session;
  let customer: Session;
  let customerCompany: number;
  let sha: { id: number; code: string };

  const list = async (s: Session, resource: string, view: string, fields: Fields = {}) => {
    const res = await post(t, `/api/engine/${resource}/list`, s, { view, limit: 50, ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { rows: Record<string, unknown>[]; total: number };
  };

  /** A SHA shipment of the given company with fresh revenue lines (reviewed and entered) for that company. */
  const shipmentWithLines = async (
    companyId: number,
    lines: { status: string; amount: string; currency?: string }[],
  ) => {
    const shipmentId = await idOf(
      t,
      `SELECT s.id FROM shipments s WHERE s.branch_id = $1
         AND NOT EXISTS (SELECT 1 FROM charge_lines c WHERE c.shipment_id = s.id)
       ORDER BY s.id LIMIT 1`,
      [sha.id],
    );
    for (const l of lines) {
      await t.database.query(
        `INSERT INTO charge_lines (shipment_id, branch_id, side, charge_code, party_company_id, currency, unit_price, amount,
           exchange_rate, local_currency, local_amount, status, tax_rate)
         VALUES ($1, $2, 'revenue', 'OFR', $3, $4, $5, $5, 1, $4, $5, $6, 0)`,
        [shipmentId, sha.id, companyId, l.currency ?? 'USD', l.amount, l.status],
      );
    }
    return shipmentId;
  };

  beforeAll(async () => {
    t = await testApp(engine);
    finance = await signIn(t, 'finance', nextAddress());
    customer = await signIn(t, 'customer', nextAddress());
    customerCompany = await idOf(t, `SELECT company_id AS id FROM users WHERE user_name = 'customer'`);
    const b = (
      await t.database.query<{ id: number; code: string }>(`SELECT id, code FROM branches WHERE code = 'SHA'`)
    )[0];
    if (!b) throw new Error('no SHA branch');
    sha = b;
  });
  afterAll(async () => {
    await t.close();
  });

  it('has demo invoices paid, partly paid and unpaid, a debit note, and lines still to bill and to invoice', async () => {
    const states = await t.database.query<{ kind: string; payment_state: string; n: number }>(
      'SELECT kind, payment_state, count(*)::int AS n FROM invoices GROUP BY 1, 2',
    );
    for (const s of ['paid', 'partly_paid', 'unpaid']) {
      expect(
        states.some((r) => r.kind === 'invoice' && r.payment_state === s && r.n > 0),
        s,
      ).toBe(true);
    }
    expect(states.some((r) => r.kind === 'debit_note')).toBe(true);
    expect((await list(finance, 'unbilledLine', 'unbilled')).rows.length).toBeGreaterThan(0);
    expect((await list(finance, 'uninvoicedLine', 'Uninvoiced')).rows.length).toBeGreaterThan(0);
    const unpaid = await list(finance, 'unpaidInvoice', 'unpaid');
    expect(unpaid.rows.length).toBeGreaterThan(0);
    for (const r of unpaid.rows) expect(Number(r.openAmount)).toBeGreaterThan(0);
    // Every invoiced charge line is on exactly one invoice line of its invoice.
    const stray = await t.database.query(
      `SELECT c.id FROM charge_lines c LEFT JOIN invoice_lines l ON l.charge_line_id = c.id
        WHERE c.invoice_id IS NOT NULL AND (l.id IS NULL OR l.invoice_id <> c.invoice_id)`,
    );
    expect(stray).toEqual([]);
  });

  it('issues from reviewed lines only, converts at the invoice date’s rate and numbers the invoice', async () => {
    await t.database.query(
      `INSERT INTO exchange_rates (rate_date, from_currency, to_currency, rate) VALUES
         ('2026-07-14', 'USD', 'CNY', 7.10000000), ('2026-07-15', 'USD', 'CNY', 7.24637681)
       ON CONFLICT (rate_date, from_currency, to_currency) DO UPDATE SET rate = excluded.rate`,
    );
    const shipmentId = await shipmentWithLines(customerCompany, [
      { status: 'reviewed', amount: '100.00' },
      { status: 'locked', amount: '0.05' },
      { status: 'draft', amount: '999.00' },
      { status: 'submitted', amount: '888.00' },
    ]);
    const res = await post(t, '/api/finance/invoices/issue', finance, {
      shipmentId,
      companyId: customerCompany,
      currency: 'CNY',
      invoiceDate: '2026-07-15',
      dueDays: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    const issued = res.json().data;
    expect(issued.invoiceNo).toMatch(/^SHA-INV-2026-\d{6}$/);
    // 100 × 7.24637681 = 724.637681 → 724.64; 0.05 × 7.24637681 = 0.3623 → 0.36 (line by line).
    expect(issued.totalAmount).toBe('725.00');
    const inv = (
      await t.database.query<{ due_date: string; net_amount: string; currency: string; shipment_no: string }>(
        'SELECT due_date::text, net_amount::text, currency, shipment_no FROM invoices WHERE id = $1',
        [issued.id],
      )
    )[0];
    expect(inv).toMatchObject({ due_date: '2026-08-14', net_amount: '725.00', currency: 'CNY' });
    const marked = await t.database.query<{ status: string; invoiced: boolean }>(
      'SELECT status, invoice_id IS NOT NULL AS invoiced FROM charge_lines WHERE shipment_id = $1 ORDER BY id',
      [shipmentId],
    );
    expect(marked.map((m) => [m.status, m.invoiced])).toEqual([
      ['reviewed', true],
      ['locked', true],
      ['draft', false],
      ['submitted', false],
    ]);
    const again = await post(t, '/api/finance/invoices/issue', finance, { shipmentId, companyId: customerCompany });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('no reviewed revenue lines');
    // A currency without a rate on the date is refused and nothing is written.
    const noRate = await shipmentWithLines(customerCompany, [{ status: 'reviewed', amount: '10.00', currency: 'USD' }]);
    const refused = await post(t, '/api/finance/invoices/issue', finance, {
      shipmentId: noRate,
      companyId: customerCompany,
      currency: 'CNY',
      invoiceDate: '2023-06-01',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('No exchange rate from USD to CNY on or before 2023-06-01');
  });

  it('numbers concurrent issues without a gap or a repeat, and a rolled-back issue gives its number back', async () => {
    const year = 2031;
    const before = await t.database.query('SELECT 1 FROM invoices WHERE invoice_date >= $1', [`${year}-01-01`]);
    expect(before).toEqual([]);
    // A failed issue: the number is taken, then the transaction fails.
    await expect(
      inTransaction(t.app, async (query) => {
        expect(await allocateNumber(query, sha, 'invoice', year)).toBe(`SHA-INV-${year}-000001`);
        throw new Error('issue failed after numbering');
      }),
    ).rejects.toThrow('issue failed after numbering');
    const shipments: number[] = [];
    for (let i = 0; i < 12; i++) {
      shipments.push(await shipmentWithLines(customerCompany, [{ status: 'reviewed', amount: `${10 + i}.00` }]));
    }
    const answers = await Promise.all(
      shipments.map((shipmentId) =>
        post(t, '/api/finance/invoices/issue', finance, {
          shipmentId,
          companyId: customerCompany,
          invoiceDate: `${year}-02-01`,
        }),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const numbers = answers.map((a) => a.json().data.invoiceNo as string).sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `SHA-INV-${year}-${String(i + 1).padStart(6, '0')}`));
    const counter = await t.database.query<{ last_value: number }>(
      `SELECT last_value FROM invoice_counters WHERE branch_id = $1 AND kind = 'invoice' AND year = $2`,
      [sha.id, year],
    );
    expect(counter).toEqual([{ last_value: 12 }]);
  });

  it('records partial and full payments and refuses an overpayment', async () => {
    const shipmentId = await shipmentWithLines(customerCompany, [{ status: 'reviewed', amount: '500.00' }]);
    const issued = (
      await post(t, '/api/finance/invoices/issue', finance, { shipmentId, companyId: customerCompany, currency: 'USD' })
    ).json().data;
    const pay = (amount: string) => post(t, '/api/finance/invoices/payment', finance, { id: issued.id, amount });
    const part = await pay('200.00');
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({ paidAmount: '200.00', paymentState: 'partly_paid' });
    const over = await pay('300.01');
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('The payment is more than the open balance of 300.00 USD');
    expect((await pay('0')).statusCode).toBe(400);
    const unpaidBefore = await list(finance, 'unpaidInvoice', 'unpaid', { f_invoiceNo: issued.invoiceNo });
    expect(unpaidBefore.rows.map((r) => r.openAmount)).toEqual(['300.00']);
    const rest = await pay('300.00');
    expect(rest.json().data).toMatchObject({ paidAmount: '500.00', paymentState: 'paid' });
    expect((await list(finance, 'unpaidInvoice', 'unpaid', { f_invoiceNo: issued.invoiceNo })).rows).toEqual([]);
    const payments = await t.database.query<{ amount: string }>(
      'SELECT amount::text FROM invoice_payments WHERE invoice_id = $1 ORDER BY id',
      [issued.id],
    );
    expect(payments.map((p) => p.amount)).toEqual(['200.00', '300.00']);
    // A payment route of the other kind does not reach it.
    expect(
      (await post(t, '/api/finance/debit-notes/payment', finance, { id: issued.id, amount: '1' })).statusCode,
    ).toBe(404);
  });

  it('lets the desk set review status, peel-off and the truck invoice flag, and nobody else', async () => {
    const inv = (await list(finance, 'invoice', 'taxInvoice', { f_paymentState: 'unpaid' })).rows[0] as {
      id: number;
    };
    const record = (await post(t, '/api/engine/invoice/get', finance, { view: 'taxInvoice', id: inv.id })).json().data;
    const edit = await post(t, '/api/engine/invoice/update', finance, {
      view: 'taxInvoice',
      id: inv.id,
      version: record.version,
      reviewStatus: '4',
      peelOffStatus: 'completed',
      truckInvoice: 'true',
      remarks: 'Checked against the carrier invoice',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = (await post(t, '/api/engine/invoice/get', finance, { view: 'taxInvoice', id: inv.id })).json().data;
    expect(after).toMatchObject({ reviewStatus: '4', peelOffStatus: 'completed', truckInvoice: true });
    expect(after.totalAmount).toBe(record.totalAmount);
    const byCustomer = await post(t, '/api/engine/invoice/update', customer, {
      view: 'taxInvoice',
      id: inv.id,
      version: after.version,
      reviewStatus: '0',
    });
    expect([403, 404]).toContain(byCustomer.statusCode);
  });

  it('issues a debit note of either sign against an invoice, numbered on its own', async () => {
    const shipmentId = await shipmentWithLines(customerCompany, [{ status: 'reviewed', amount: '400.00' }]);
    const issued = (
      await post(t, '/api/finance/invoices/issue', finance, { shipmentId, companyId: customerCompany, currency: 'USD' })
    ).json().data;
    const dn = await post(t, '/api/finance/invoices/debit-note', finance, {
      invoiceId: issued.id,
      chargeCode: 'DEM',
      description: 'Demurrage credit',
      amount: '-50.00',
    });
    expect(dn.statusCode, dn.body).toBe(200);
    expect(dn.json().data.invoiceNo).toMatch(/^SHA-DN-\d{4}-\d{6}$/);
    expect(dn.json().data.totalAmount).toBe('-50.00');
    const row = (
      await t.database.query<{ original_invoice_id: number; payment_state: string }>(
        'SELECT original_invoice_id, payment_state FROM invoices WHERE id = $1',
        [dn.json().data.id],
      )
    )[0];
    expect(row).toEqual({ original_invoice_id: issued.id, payment_state: 'paid' });
    // The customer's position counts the negative note as credit and nets it from the open balance.
    const position = async () =>
      (
        await t.database.query<{ open: string; credit: string }>(
          `SELECT open_amount::text AS open, credit_amount::text AS credit FROM finance_company_balances
            WHERE company_id = $1 AND branch_id = $2 AND currency = 'USD'`,
          [customerCompany, sha.id],
        )
      )[0];
    const sums = (
      await t.database.query<{ open: string; credit: string }>(
        `SELECT sum(total_amount - paid_amount)::text AS open,
                coalesce(-sum(total_amount) FILTER (WHERE total_amount < 0), 0)::text AS credit
           FROM invoices WHERE company_id = $1 AND branch_id = $2 AND currency = 'USD'`,
        [customerCompany, sha.id],
      )
    )[0];
    expect(await position()).toEqual(sums);
    expect(Number(sums?.credit)).toBeGreaterThanOrEqual(50);
    const ofDn = await post(t, '/api/finance/invoices/debit-note', finance, {
      invoiceId: dn.json().data.id,
      chargeCode: 'DEM',
      amount: '5.00',
    });
    expect(ofDn.statusCode).toBe(400);
  });

  it('prints the invoice as a PDF in English and Chinese', async () => {
    const no = (
      await t.database.query<{ invoice_no: string }>(
        `SELECT invoice_no FROM invoices WHERE company_id = $1 AND kind = 'invoice' ORDER BY id LIMIT 1`,
        [customerCompany],
      )
    )[0]?.invoice_no as string;
    const en = await get(t, `/api/finance/invoices/pdf?invoiceNo=${no}`, finance);
    expect(en.statusCode, en.body).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    const enText = (await pdfText(en.rawPayload)).text;
    expect(enText).toContain('Tax invoice');
    expect(enText).toContain(no);
    const zh = await get(t, `/api/finance/invoices/pdf?invoiceNo=${no}`, finance, 'zh_cn');
    const zhText = (await pdfText(zh.rawPayload)).text;
    expect(zhText).toContain('税务发票');
    expect(zhText).toContain('付款方');
  });

  it('shows a customer its own company’s invoices and debit notes only, with their PDFs', async () => {
    const own = await list(customer, 'invoice', 'taxInvoice');
    expect(own.rows.length).toBeGreaterThan(0);
    const ids = own.rows.map((r) => r.id);
    const companies = await t.database.query<{ company_id: number }>(
      'SELECT DISTINCT company_id FROM invoices WHERE id = ANY($1)',
      [ids],
    );
    expect(companies).toEqual([{ company_id: customerCompany }]);
    expect(own.rows.every((r) => r.kind === 'invoice')).toBe(true);
    const ownNo = own.rows[0]?.invoiceNo as string;
    expect((await get(t, `/api/finance/invoices/pdf?invoiceNo=${ownNo}`, customer)).statusCode).toBe(200);
    const other = (
      await t.database.query<{ invoice_no: string }>('SELECT invoice_no FROM invoices WHERE company_id <> $1 LIMIT 1', [
        customerCompany,
      ])
    )[0]?.invoice_no as string;
    expect((await get(t, `/api/finance/invoices/pdf?invoiceNo=${other}`, customer)).statusCode).toBe(404);
    // Costs, profit and the billing desk's lists are not the customer's.
    expect((await post(t, '/api/engine/unbilledLine/list', customer, { view: 'unbilled' })).statusCode).toBe(403);
    expect((await post(t, '/api/engine/unpaidInvoice/list', customer, { view: 'unpaid' })).statusCode).toBe(403);
    expect(
      (await post(t, '/api/finance/invoices/issue', customer, { shipmentId: 1, companyId: customerCompany }))
        .statusCode,
    ).toBe(403);
    expect((await post(t, '/api/finance/invoices/payment', customer, { id: 1, amount: '1' })).statusCode).toBe(403);
  });

  it('keeps a supplier invoice only when the file is a PDF, and gives it back', async () => {
    const shipmentNo = (
      await t.database.query<{ shipment_no: string }>(
        'SELECT shipment_no FROM shipments WHERE branch_id = $1 LIMIT 1',
        [sha.id],
      )
    )[0]?.shipment_no as string;
    const fields = { shipmentNo, supplierName: 'Harbour Trucking Co.', supplierInvoiceNo: 'HT-77' };
    const fake = await upload(t, finance, fields, { name: 'invoice.pdf', bytes: Buffer.from('GIF89a not a pdf') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors).toEqual({ file: 'Only PDF files can be uploaded' });
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(t, finance, fields, { name: 'big.pdf', bytes: big })).statusCode).toBe(400);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const ok = await upload(t, finance, fields, { name: 'HT-77.pdf', bytes: pdf });
    expect(ok.statusCode, ok.body).toBe(200);
    const id = ok.json().data.id as number;
    const file = await get(t, `/api/finance/invoice-data/file?id=${id}`, finance);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.rawPayload, pdf)).toBe(0);
    const rows = await list(finance, 'supplierInvoice', 'InvoiceData', { f_supplierInvoiceNo: 'HT-77' });
    expect(rows.rows.map((r) => [r.shipmentNo, r.fileName, r.byteSize])).toEqual([
      [shipmentNo, 'HT-77.pdf', pdf.length],
    ]);
    expect((await get(t, `/api/finance/invoice-data/file?id=${id}`, customer)).statusCode).toBe(403);
  });

  it('exports a period as a DATEV booking batch in Windows-1252 with CRLF lines', async () => {
    const inv = (
      await t.database.query<{
        invoice_no: string;
        invoice_date: string;
        due_date: string;
        total_amount: string;
        company_id: number;
        shipment_no: string;
        name: string;
      }>(
        `SELECT i.invoice_no, i.invoice_date::text, i.due_date::text, i.total_amount::text, i.company_id, i.shipment_no,
                c.name
           FROM invoices i JOIN companies c ON c.id = i.company_id
          WHERE i.branch_id = $1 AND i.invoice_date = '2026-07-15' AND i.kind = 'invoice' ORDER BY i.id LIMIT 1`,
        [sha.id],
      )
    )[0];
    if (!inv) throw new Error('no invoice of 2026-07-15');
    const res = await get(
      t,
      '/api/finance/datev/export?from=2026-07-01&to=2026-07-31&consultant=1001&client=12',
      finance,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=windows-1252');
    const text = res.rawPayload.toString('latin1');
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines[0]?.startsWith('"EXTF";700;21;"Buchungsstapel";13;')).toBe(true);
    expect(lines[0]?.split(';').slice(10, 16)).toEqual(['1001', '12', '20260101', '4', '20260701', '20260731']);
    expect(lines[1]?.startsWith('Umsatz (ohne Soll/Haben-Kz);Soll/Haben-Kennzeichen;')).toBe(true);
    // "Schlüssel" in Windows-1252: ü is the one byte 0xFC.
    expect(res.rawPayload.includes(Buffer.from([0x53, 0x63, 0x68, 0x6c, 0xfc, 0x73, 0x73, 0x65, 0x6c]))).toBe(true);
    const row = lines.find((l) => l.includes(`"${inv.invoice_no}"`));
    const expected = [
      inv.total_amount.replace('.', ','),
      '"S"',
      '"CNY"',
      '',
      '',
      '',
      String(10000 + (inv.company_id % 60000)),
      '8100',
      '',
      '1507',
      `"${inv.invoice_no}"`,
      '',
      '',
      `"${`${inv.shipment_no} ${inv.name}`.slice(0, 60)}"`,
      ...Array.from({ length: 102 }, () => ''),
      inv.due_date.split('-').reverse().join(''),
      ...Array.from({ length: 8 }, () => ''),
    ].join(';');
    expect(row).toBe(expected);
    const customerTry = await get(t, '/api/finance/datev/export?from=2026-07-01&to=2026-07-31', customer);
    expect(customerTry.statusCode).toBe(403);
    const wrong = await get(t, '/api/finance/datev/export?from=2026-07-31&to=2026-07-01', finance);
    expect(wrong.statusCode).toBe(400);
  });
});
