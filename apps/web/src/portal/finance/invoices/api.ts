import { post } from '../../../wire/request';
import { uploadFile } from '../../engine/api';

export type Issued = { id: number; invoiceNo: string; totalAmount: string; currency: string };

/** Invoicing's own calls (apps/server/src/modules/finance/invoices/routes.ts). */
export const invoicesApi = {
  issue: (fields: {
    shipmentId: number;
    companyId: number;
    invoiceDate: string;
    dueDays: number;
    currency?: string | undefined;
    truckInvoice: boolean;
  }) => post<Issued>('/api/finance/invoices/issue', fields),
  pay: (url: 'taxInvoice' | 'DebitNote', fields: { id: number; amount: string; paidOn: string; reference?: string }) =>
    post<{ paidAmount: string; paymentState: string }>(
      url === 'taxInvoice' ? '/api/finance/invoices/payment' : '/api/finance/debit-notes/payment',
      fields,
    ),
  debitNote: (fields: {
    invoiceId: number;
    chargeCode: string;
    description?: string;
    amount: string;
    taxRate: string;
  }) => post<Issued>('/api/finance/invoices/debit-note', fields),
  upload: (file: File, fields: { shipmentNo: string; supplierName: string; supplierInvoiceNo?: string }) =>
    uploadFile<{ id: number }>('/api/finance/invoice-data/upload', file, undefined, {
      shipmentNo: fields.shipmentNo,
      supplierName: fields.supplierName,
      ...(fields.supplierInvoiceNo ? { supplierInvoiceNo: fields.supplierInvoiceNo } : {}),
    }),
};

/** Today as YYYY-MM-DD on the user's clock. */
export const todayText = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
