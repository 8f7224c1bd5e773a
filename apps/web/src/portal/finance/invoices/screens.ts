import { lazyChunk } from '../../chunk';
import type { AreaScreens } from '../../screens';

const invoiceList = (url: 'taxInvoice' | 'DebitNote') =>
  lazyChunk<Record<string, never>>(() => import('./invoice-list').then((m) => ({ default: m.invoiceList(url) })));

/**
 * Invoicing: the invoice and debit note lists with PDF, payment and debit note, the uninvoiced
 * charges an invoice is issued from, the supplier invoice files and the DATEV export.
 */
export const invoicesScreens: AreaScreens = {
  taxInvoice: invoiceList('taxInvoice'),
  DebitNote: invoiceList('DebitNote'),
  Uninvoiced: lazyChunk(() => import('./uninvoiced-list').then((m) => ({ default: m.UninvoicedList }))),
  InvoiceData: lazyChunk(() => import('./supplier-files').then((m) => ({ default: m.SupplierFiles }))),
  datev: lazyChunk(() => import('./datev-page').then((m) => ({ default: m.DatevPage }))),
};
