import { decimal, fixed } from '@tidemark/domain/common/money';
import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import { renderDocument } from '../../ops';
import { issueDebitNote, issueInvoice } from './issue';
import { recordPayment } from './payments';

const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** What one unit of each billing currency was worth in US dollars when the demo's rates start. */
const USD_VALUE: Readonly<Record<string, string>> = {
  CNY: '0.13800000',
  EUR: '1.08500000',
  HKD: '0.12820000',
  GBP: '1.27000000',
  JPY: '0.00670000',
  SGD: '0.74500000',
  MXN: '0.05800000',
  TWD: '0.03100000',
  AED: '0.27230000',
};

type Ship = { id: number; branch_id: number; company_id: number; etd: string; local: string; shipment_no: string };

/**
 * The invoice story of the demo: departed shipments get reviewed revenue lines (ocean freight in
 * dollars, terminal handling and documentation in the office's currency), most of them invoiced in
 * dollars at the invoice date's rate, then paid in full, in part or not at all; some stay
 * uninvoiced, some have lines still entered (unbilled), one invoice has a debit note, and a few
 * supplier invoice files are kept. The demo customer's company is among them.
 */
export const seedInvoices = async (database: Database, demo: DemoSeed): Promise<void> => {
  if ((await database.query('SELECT 1 FROM invoices LIMIT 1')).length > 0) return;
  const query = database.query;
  const ratesFrom = dayOf(new Date(demo.asOf.getTime() - 720 * DAY));
  for (const [code, usd] of Object.entries(USD_VALUE)) {
    await query(
      `INSERT INTO exchange_rates (rate_date, from_currency, to_currency, rate, source) VALUES ($1, $2, 'USD', $3, 'demo')
       ON CONFLICT (rate_date, from_currency, to_currency) DO NOTHING`,
      [ratesFrom, code, usd],
    );
  }
  const finance = demo.users
    ? ((await query<{ id: number }>(`SELECT id FROM users WHERE user_name = 'finance'`))[0]?.id ?? null)
    : null;
  const ships = await query<Ship>(
    `SELECT s.id, s.branch_id, s.company_id, s.etd::date::text AS etd, coalesce(b.local_currency, 'USD') AS local,
            s.shipment_no
       FROM shipments s JOIN branches b ON b.id = s.branch_id
      WHERE s.etd <= $1 AND s.etd >= $2
        -- Shipments whose charge sheet the charges part already tells a story on keep theirs.
        AND NOT EXISTS (SELECT 1 FROM charge_lines c WHERE c.shipment_id = s.id)
      ORDER BY (s.company_id = (SELECT min(id) FROM companies)) DESC,
               (b.code = 'SHA') DESC, s.etd DESC, s.id
      LIMIT 30`,
    [demo.asOf, new Date(demo.asOf.getTime() - 600 * DAY)],
  );
  const usdRate = (currency: string) => USD_VALUE[currency] ?? '1';
  const addLine = async (s: Ship, code: string, currency: string, amount: string, taxRate: string, status: string) => {
    // The line's rate into the office's currency, through the dollar.
    const rate = fixed(decimal(usdRate(currency)).div(decimal(usdRate(s.local))), 8);
    await query(
      `INSERT INTO charge_lines (shipment_id, branch_id, side, charge_code, party_company_id, description, currency,
         quantity, unit_price, amount, rate_date, exchange_rate, local_currency, local_amount, tax_rate, tax_amount,
         status, reviewed_by, reviewed_at)
       VALUES ($1, $2, 'revenue', $3, $4, $5, $6, 1, $7, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        s.id,
        s.branch_id,
        code,
        s.company_id,
        {
          OFR: 'Ocean freight',
          OTHC: 'Origin terminal handling',
          DOC: 'Documentation',
          DTHC: 'Destination terminal handling',
        }[code] ?? code,
        currency,
        amount,
        s.etd,
        rate,
        s.local,
        fixed(decimal(amount).times(decimal(rate)), 2),
        taxRate,
        fixed(decimal(amount).times(decimal(taxRate)), 2),
        status,
        status === 'reviewed' ? finance : null,
        status === 'reviewed' ? new Date(`${s.etd}T12:00:00Z`) : null,
      ],
    );
  };
  let first: number | null = null;
  for (const [i, s] of ships.entries()) {
    await addLine(s, 'OFR', 'USD', `${1200 + i * 37}.00`, '0', 'reviewed');
    await addLine(s, 'OTHC', s.local, s.local === 'JPY' ? '85000' : '850.00', '0', 'reviewed');
    await addLine(s, 'DOC', s.local, s.local === 'JPY' ? '45000' : '450.00', '0.06', 'reviewed');
    if (i % 4 === 3) await addLine(s, 'DTHC', 'USD', '180.00', '0', i % 8 === 3 ? 'draft' : 'submitted');
    // Every sixth shipment's reviewed lines wait for their invoice.
    if (i % 6 === 5) continue;
    const invoiceDate = dayOf(new Date(Math.min(Date.parse(s.etd) + 3 * DAY, demo.asOf.getTime())));
    const issued = await issueInvoice(query, {
      shipmentId: s.id,
      companyId: s.company_id,
      currency: 'USD',
      invoiceDate,
      dueDays: 30,
      truckInvoice: i % 5 === 4,
      issuedBy: finance,
      branchIds: null,
    });
    first ??= issued.id;
    const payer = { userId: finance, branchIds: [s.branch_id] };
    const paidOn = dayOf(new Date(Math.min(Date.parse(invoiceDate) + 20 * DAY, demo.asOf.getTime())));
    if (i % 3 === 0) {
      await recordPayment(query, payer, 'invoice', {
        invoiceId: issued.id,
        amount: issued.totalAmount,
        paidOn,
        reference: `TT ${issued.invoiceNo}`,
      });
    } else if (i % 3 === 1) {
      await recordPayment(query, payer, 'invoice', {
        invoiceId: issued.id,
        amount: fixed(decimal(issued.totalAmount).div(2), 2),
        paidOn,
        reference: `TT part ${issued.invoiceNo}`,
      });
    }
  }
  // The demo customer's latest shipment in the Shanghai offices' reach, reviewed and waiting for its
  // invoice: what the finance desk there issues first.
  const story = (
    await query<Ship>(
      `SELECT s.id, s.branch_id, s.company_id, s.etd::date::text AS etd, coalesce(b.local_currency, 'USD') AS local,
              s.shipment_no
         FROM shipments s JOIN branches b ON b.id = s.branch_id
        WHERE s.company_id = (SELECT min(id) FROM companies)
          AND b.controlling_office_id = (SELECT controlling_office_id FROM branches WHERE code = 'SHA')
          AND NOT EXISTS (SELECT 1 FROM charge_lines c WHERE c.shipment_id = s.id)
        ORDER BY s.etd DESC, s.id LIMIT 1`,
    )
  )[0];
  if (story) {
    await addLine(story, 'OFR', 'USD', '1650.00', '0', 'reviewed');
    await addLine(story, 'DOC', story.local, story.local === 'JPY' ? '45000' : '450.00', '0.06', 'reviewed');
  }
  if (first !== null) {
    const date = (await query<{ d: string }>('SELECT invoice_date::text AS d FROM invoices WHERE id = $1', [first]))[0]
      ?.d as string;
    await issueDebitNote(query, {
      invoiceId: first,
      invoiceDate: date,
      dueDays: 30,
      lines: [{ chargeCode: 'DEM', description: 'Demurrage, 3 days', amount: '225.00', taxRate: '0' }],
      issuedBy: finance,
      branchIds: null,
    });
  }
  await seedSupplierFiles(database, ships.slice(0, 3), finance);
};

/** A few suppliers' invoices kept as PDF files for the first demo shipments. */
const seedSupplierFiles = async (database: Database, ships: readonly Ship[], uploadedBy: number | null) => {
  for (const [i, s] of ships.entries()) {
    const supplier = ['Harbour Trucking Co.', 'Pacific Terminal Services', 'Eastline Customs Brokers'][i] as string;
    const number = `SUP-${s.etd.slice(0, 4)}-${String(4100 + i)}`;
    const pdf = await renderDocument({
      lang: 'en_us',
      title: 'Invoice',
      issuer: { name: supplier, lines: [] },
      barcode: { label: 'Invoice no.', value: number },
      references: [{ label: 'Shipment', value: s.shipment_no }],
      parties: [],
      sections: [
        {
          kind: 'table',
          columns: [
            { label: 'Service', width: 6 },
            { label: 'Amount (USD)', width: 2, align: 'right' },
          ],
          rows: [['Trucking to port', `${320 + i * 45}.00`]],
        },
      ],
      terms: { title: 'Terms', paragraphs: ['Payable within 30 days.'] },
      signature: [supplier],
      fileName: number,
    });
    await database.query(
      `INSERT INTO invoice_data_files (shipment_id, branch_id, supplier_name, supplier_invoice_no, file_name, byte_size,
         data, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [s.id, s.branch_id, supplier, number, `${number}.pdf`, pdf.length, pdf, uploadedBy],
    );
  }
};
