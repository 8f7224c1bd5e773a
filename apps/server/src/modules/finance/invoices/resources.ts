import { DICTIONARIES, withWriteSchemas } from '@tidemark/domain';
import { invoiceResource } from '@tidemark/domain/finance/invoices/resources';
import type { ServerResource } from '../../../engine/resource';

/**
 * The desk's markers (review status, peel-off, truck invoice, remarks), written through the
 * engine's edit with the schema the engine derives from the editable fields; nothing is created
 * through the engine (issuing is the part's own route).
 */
const DESK_EDITS = withWriteSchemas(
  { ...invoiceResource, store: { table: 'invoices', scope: 'branch' } },
  DICTIONARIES,
).updateSchema;

/**
 * Invoices and debit notes as the pages read them: the bill-to party's name, the office, the
 * adjusted invoice's number and the issuer joined; staff see their branches' documents, a customer
 * its own company's. Only the desk's markers are written through the engine (issuing, payments and
 * debit notes are the part's own routes).
 */
export const invoiceServerResource: ServerResource = {
  def: { ...invoiceResource, updateSchema: DESK_EDITS },
  table: 'invoices',
  from: `invoices t
    JOIN companies c ON c.id = t.company_id
    JOIN branches b ON b.id = t.branch_id
    LEFT JOIN invoices o ON o.id = t.original_invoice_id
    LEFT JOIN users u ON u.id = t.issued_by`,
  columns: {
    companyName: 'c.name',
    branchCode: 'b.code',
    originalInvoiceNo: 'o.invoice_no',
    issuedByName: 'u.display_name',
    openAmount: '(t.total_amount - t.paid_amount)',
  },
  scope: 'branch',
  scopeColumns: { branch: 't.branch_id', company: 't.company_id' },
};
