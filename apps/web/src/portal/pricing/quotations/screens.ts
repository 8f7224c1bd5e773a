import { lazyChunk } from '../../chunk';
import type { AreaScreens } from '../../screens';

const page = (url: 'quotation' | 'ecuquotation') =>
  lazyChunk<Record<string, never>>(() => import('./quotation-page').then((m) => ({ default: m.quotationPage(url) })));

/** Quotations and ECU quotations: the generic list and detail with the desk's fill, copy, send and reject. */
export const quotationsScreens: AreaScreens = {
  quotation: page('quotation'),
  ecuquotation: page('ecuquotation'),
};
