import { BILLING_CURRENCIES } from '@tidemark/domain/finance/currencies';
import { invoiceDocument } from '@tidemark/domain/finance/invoices/index';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../../engine/transaction';
import { ok } from '../../../http/envelope';
import { AppError, notFound } from '../../../http/errors';
import { idField } from '../../../http/fields';
import { refuseUnstorable, route } from '../../../http/route';
import { renderDocument } from '../../ops';
import { issueDebitNote, issueInvoice } from './issue';
import { recordPayment } from './payments';
import { loadInvoice } from './records';

/** Supplier invoice files: PDF only (read from the bytes), at most 10 MB. */
export const SUPPLIER_FILE_MAX_BYTES = 10 * 1024 * 1024;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const today = () => new Date().toISOString().slice(0, 10);
const dateField = z
  .string()
  .trim()
  .regex(DATE, 'validation.invalid')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'validation.invalid');
const optionalDate = z.preprocess((v) => (v === '' || v === undefined ? undefined : v), dateField.optional());
const flag = z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 'on', z.boolean());
const currencyField = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v),
  z.enum(BILLING_CURRENCIES).optional(),
);
const amountField = (signed: boolean) =>
  z
    .string()
    .trim()
    .regex(signed ? /^-?\d{1,15}(\.\d{1,2})?$/ : /^\d{1,15}(\.\d{1,2})?$/, 'validation.invalid');
const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).optional(),
  );

const issueBody = z.object({
  shipmentId: idField,
  companyId: idField,
  currency: currencyField,
  invoiceDate: optionalDate,
  dueDays: z.coerce.number().int().min(0).max(365).default(30),
  truckInvoice: flag.default(false),
  remarks: text(500),
});

const debitNoteBody = z.object({
  invoiceId: idField,
  invoiceDate: optionalDate,
  dueDays: z.coerce.number().int().min(0).max(365).default(30),
  chargeCode: z.string().trim().toUpperCase().min(2).max(10),
  description: text(200),
  amount: amountField(true),
  taxRate: z
    .string()
    .trim()
    .regex(/^0(\.\d{1,4})?$/, 'validation.invalid')
    .default('0'),
  remarks: text(500),
});

const paymentBody = z.object({
  id: idField,
  amount: amountField(false),
  paidOn: optionalDate,
  reference: text(100),
});

const fileError = (key: string, params?: Record<string, string | number>) =>
  new AppError(400, key, params, { file: key });

type SupplierUpload = {
  shipmentNo: string;
  supplierName: string;
  supplierInvoiceNo?: string | undefined;
  name: string;
  bytes: Buffer;
};

const uploadFields = z.object({
  shipmentNo: z.string().trim().toUpperCase().min(1).max(35),
  supplierName: z.string().trim().min(1).max(200),
  supplierInvoiceNo: text(60),
});

/** Whether bytes are a PDF: the `%PDF-` signature at the start, whatever the file is called. */
export const isPdf = (bytes: Uint8Array): boolean =>
  bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/** The fields and the one file of a multipart upload; a missing, second or oversized file is refused. */
const receiveSupplierFile = async (req: FastifyRequest): Promise<SupplierUpload> => {
  if (!req.isMultipart()) throw fileError('finance.invoices.errors.fileNone');
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  const max = SUPPLIER_FILE_MAX_BYTES >> 20;
  try {
    for await (const part of req.parts({ limits: { fileSize: SUPPLIER_FILE_MAX_BYTES + 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      refuseUnstorable({ file: part.filename });
      const bytes = await part.toBuffer();
      if (file) throw fileError('finance.invoices.errors.fileOne');
      file = { name: part.filename || 'invoice.pdf', bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw fileError('finance.invoices.errors.fileOne');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError('finance.invoices.errors.fileSize', { max });
    throw fileError('finance.invoices.errors.fileIncomplete');
  }
  refuseUnstorable(fields);
  const parsed = uploadFields.safeParse(fields);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '_');
    throw new AppError(400, 'validation.invalid', undefined, { [field]: 'validation.required' });
  }
  if (!file || file.bytes.length === 0) throw fileError('finance.invoices.errors.fileNone');
  if (file.bytes.length > SUPPLIER_FILE_MAX_BYTES) throw fileError('finance.invoices.errors.fileSize', { max });
  if (!isPdf(file.bytes)) throw fileError('finance.invoices.errors.fileType');
  return { ...parsed.data, name: file.name, bytes: file.bytes };
};

const sendPdf = (reply: FastifyReply, name: string, bytes: Uint8Array) =>
  reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes));

/**
 * Invoicing beyond the generic endpoints: issuing from a shipment's reviewed lines, debit notes,
 * payments, the PDF of either (staff and the customer alike), and supplier invoice files.
 */
export const registerInvoiceRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/finance/invoices/issue',
    permission: 'Uninvoiced:issue',
    summary:
      "Issues a tax invoice from a shipment's reviewed revenue lines for one bill-to party not yet invoiced, numbered per branch and year",
    tags: ['finance'],
    body: issueBody,
    handler: async ({ auth, body, t }) => {
      const issued = await inTransaction(app, (query) =>
        issueInvoice(query, {
          ...body,
          invoiceDate: body.invoiceDate ?? today(),
          issuedBy: auth.userId,
          branchIds: auth.branchIds,
        }),
      );
      return ok(issued, t('finance.invoices.screen.issued', { invoiceNo: issued.invoiceNo }));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/finance/invoices/debit-note',
    permission: 'taxInvoice:debitNote',
    summary: 'Issues a debit note (positive or negative) adjusting an issued tax invoice of the caller’s branches',
    tags: ['finance'],
    body: debitNoteBody,
    handler: async ({ auth, body, t }) => {
      const issued = await inTransaction(app, (query) =>
        issueDebitNote(query, {
          invoiceId: body.invoiceId,
          invoiceDate: body.invoiceDate ?? today(),
          dueDays: body.dueDays,
          lines: [
            { chargeCode: body.chargeCode, description: body.description, amount: body.amount, taxRate: body.taxRate },
          ],
          remarks: body.remarks,
          issuedBy: auth.userId,
          branchIds: auth.branchIds,
        }),
      );
      return ok(issued, t('finance.invoices.screen.debitNoteIssued', { invoiceNo: issued.invoiceNo }));
    },
  });

  for (const [url, kind, permission] of [
    ['/api/finance/invoices/payment', 'invoice', 'taxInvoice:payment'],
    ['/api/finance/debit-notes/payment', 'debit_note', 'DebitNote:payment'],
  ] as const) {
    route(app, {
      method: 'POST',
      url,
      permission,
      summary: `Records a payment (partial or full, never more than the open balance) against a ${kind === 'invoice' ? 'tax invoice' : 'debit note'}`,
      tags: ['finance'],
      body: paymentBody,
      handler: async ({ auth, body, t }) => {
        const paid = await inTransaction(app, (query) =>
          recordPayment(query, auth, kind, {
            invoiceId: body.id,
            amount: body.amount,
            paidOn: body.paidOn ?? today(),
            reference: body.reference,
          }),
        );
        return ok(paid, t('finance.invoices.screen.paymentRecorded'));
      },
    });
  }

  route(app, {
    method: 'GET',
    url: '/api/finance/invoices/pdf',
    permission: 'taxInvoice',
    summary:
      'A tax invoice or debit note as a PDF in the request language (staff: their branches; a customer: its own company)',
    tags: ['finance'],
    query: z.object({ invoiceNo: z.string().trim().toUpperCase().min(1).max(40) }),
    handler: async ({ auth, query, lang, reply, t }) => {
      const record = await loadInvoice(app.database, auth, query.invoiceNo, lang);
      if (!record) throw new AppError(404, 'finance.invoices.errors.notFound');
      const doc = invoiceDocument(record, lang, t, app.config.brandName);
      return sendPdf(reply, `${doc.fileName}.pdf`, await renderDocument(doc));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/finance/invoice-data/upload',
    permission: 'InvoiceData:upload',
    summary:
      "Keeps a supplier's invoice for a shipment of the caller's branches (multipart: shipmentNo, supplierName, supplierInvoiceNo, file); PDF only, at most 10 MB",
    tags: ['finance'],
    handler: async ({ req, auth, t }) => {
      const upload = await receiveSupplierFile(req);
      const shipment = (
        await app.database.query<{ id: number; branch_id: number }>(
          'SELECT id, branch_id FROM shipments WHERE shipment_no = $1',
          [upload.shipmentNo],
        )
      )[0];
      if (!shipment || !auth.branchIds.includes(shipment.branch_id)) {
        throw new AppError(400, 'finance.invoices.errors.shipmentNotFound', undefined, {
          shipmentNo: 'finance.invoices.errors.shipmentNotFound',
        });
      }
      const row = (
        await app.database.query<{ id: number }>(
          `INSERT INTO invoice_data_files (shipment_id, branch_id, supplier_name, supplier_invoice_no, file_name,
             byte_size, data, uploaded_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [
            shipment.id,
            shipment.branch_id,
            upload.supplierName,
            upload.supplierInvoiceNo ?? null,
            upload.name.slice(0, 200),
            upload.bytes.length,
            upload.bytes,
            auth.userId,
          ],
        )
      )[0];
      return ok({ id: row?.id }, t('finance.invoices.screen.uploaded'));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/finance/invoice-data/file',
    permission: 'InvoiceData',
    summary: "A kept supplier invoice file of the caller's branches, as the PDF it is",
    tags: ['finance'],
    query: z.object({ id: idField }),
    handler: async ({ auth, query, reply }) => {
      const row = (
        await app.database.query<{ branch_id: number; file_name: string; data: Uint8Array }>(
          'SELECT branch_id, file_name, data FROM invoice_data_files WHERE id = $1',
          [query.id],
        )
      )[0];
      if (!row || !auth.branchIds.includes(row.branch_id)) throw notFound();
      const name = row.file_name.toLowerCase().endsWith('.pdf') ? row.file_name : `${row.file_name}.pdf`;
      return sendPdf(reply, name, row.data);
    },
  });
};
