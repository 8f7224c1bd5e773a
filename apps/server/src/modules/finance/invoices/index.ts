import type { ModulePart } from '../../../engine/module';
import { invoiceServerResource } from './resources';
import { registerInvoiceRoutes } from './routes';
import { seedInvoices } from './seed';

/**
 * Invoices and debit notes (issued from reviewed revenue lines, numbered per branch and year),
 * their payments and PDFs, supplier invoice files, and the demo invoices. The billing lists
 * (unbilled, uninvoiced, unpaid) are views served from their declarations.
 */
export const invoices: ModulePart = {
  resources: [invoiceServerResource],
  routes: registerInvoiceRoutes,
  seed: seedInvoices,
};
