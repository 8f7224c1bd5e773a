import { lazyChunk } from '../../chunk';
import type { AreaScreens } from '../../screens';

/** The sales queue of quotation requests. */
export const instantScreens: AreaScreens = {
  quoteRequests: lazyChunk(() => import('./queue-page').then((m) => ({ default: m.QueuePage }))),
};
