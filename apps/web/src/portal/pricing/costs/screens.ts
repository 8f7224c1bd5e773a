import { lazyChunk } from '../../chunk';
import type { AreaScreens } from '../../screens';

const refreshed = (url: string, endpoint: string) =>
  lazyChunk<Record<string, never>>(() =>
    import('./refreshed-list').then((m) => ({ default: m.refreshedList(url, endpoint) })),
  );

/**
 * Costs: the computed analyses on the generic list, headed by how they are computed and with a
 * button that recomputes them; cost templates with their application to a booking.
 */
export const costsScreens: AreaScreens = {
  cwCostSummary: refreshed('cwCostSummary', '/api/pricing/cost-summary/refresh'),
  weightedCost: refreshed('weightedCost', '/api/pricing/weighted-cost/refresh'),
  epCost: refreshed('epCost', '/api/pricing/export-cost/refresh'),
  dwPredictCost: refreshed('dwPredictCost', '/api/pricing/predicted-cost/refresh'),
  costTemplate: lazyChunk(() => import('./template-page').then((m) => ({ default: m.TemplatePage }))),
};
