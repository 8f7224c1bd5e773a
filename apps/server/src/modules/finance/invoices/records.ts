import type { InvoiceRecord } from '@tidemark/domain/finance/invoices/index';
import type { Database } from '../../../db/database';
import { inScope } from '../../../engine/scope';
import type { Auth } from '../../../http/auth';

/**
 * An invoice or debit note by number as its PDF prints it, when the caller sees it (staff: their
 * branches; a customer: its own company); null otherwise, so a number never tells whose it is.
 */
export const loadInvoice = async (
  database: Database,
  auth: Auth,
  invoiceNo: string,
  lang: string,
): Promise<InvoiceRecord | null> => {
  const row = (
    await database.query<{
      id: number;
      invoice_no: string;
      kind: 'invoice' | 'debit_note';
      original_no: string | null;
      shipment_no: string;
      invoice_date: string;
      due_date: string;
      currency: string;
      net_amount: string;
      tax_amount: string;
      total_amount: string;
      paid_amount: string;
      truck_invoice: boolean;
      branch_id: number;
      company_id: number;
      company_name: string;
      company_city: string;
      company_country: string;
      branch_name: string;
      branch_name_zh: string;
      branch_city: string;
      branch_country: string;
    }>(
      `SELECT i.id, i.invoice_no, i.kind, o.invoice_no AS original_no, i.shipment_no, i.invoice_date::text,
              i.due_date::text, i.currency, i.net_amount::text, i.tax_amount::text, i.total_amount::text,
              i.paid_amount::text, i.truck_invoice, i.branch_id, i.company_id, c.name AS company_name,
              c.city AS company_city, c.country AS company_country, b.name AS branch_name,
              b.name_zh AS branch_name_zh, b.city AS branch_city, b.country AS branch_country
         FROM invoices i
         JOIN companies c ON c.id = i.company_id
         JOIN branches b ON b.id = i.branch_id
         LEFT JOIN invoices o ON o.id = i.original_invoice_id
        WHERE i.invoice_no = $1`,
      [invoiceNo],
    )
  )[0];
  if (!row || !inScope(auth, { branchId: row.branch_id, companyId: row.company_id })) return null;
  const lines = await database.query<{
    charge_code: string;
    description: string | null;
    source_currency: string;
    source_amount: string;
    exchange_rate: string;
    amount: string;
    tax_amount: string;
  }>(
    `SELECT charge_code, description, source_currency, source_amount::text, exchange_rate::text, amount::text,
            tax_amount::text
       FROM invoice_lines WHERE invoice_id = $1 ORDER BY position`,
    [row.id],
  );
  return {
    invoiceNo: row.invoice_no,
    kind: row.kind,
    originalInvoiceNo: row.original_no,
    shipmentNo: row.shipment_no,
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    currency: row.currency,
    netAmount: row.net_amount,
    taxAmount: row.tax_amount,
    totalAmount: row.total_amount,
    paidAmount: row.paid_amount,
    truckInvoice: row.truck_invoice,
    billTo: { name: row.company_name, address: `${row.company_city}, ${row.company_country}` },
    branch: {
      name: lang === 'zh_cn' ? row.branch_name_zh : row.branch_name,
      city: row.branch_city,
      country: row.branch_country,
    },
    lines: lines.map((l) => ({
      chargeCode: l.charge_code,
      description: l.description,
      sourceCurrency: l.source_currency,
      sourceAmount: l.source_amount,
      exchangeRate: l.exchange_rate,
      amount: l.amount,
      taxAmount: l.tax_amount,
    })),
  };
};
