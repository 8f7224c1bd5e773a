import type { SiteRoute } from '../route-types';

/** The pricing desk's public page: instant rates, and the quotation request beside them. */
export const pricingRoutes: readonly SiteRoute[] = [
  {
    path: '/online-quotations',
    load: () => import('./instant-page'),
    title: 'site.instantQuote.pageTitle',
    description: 'site.instantQuote.pageDescription',
    data: async (ctx) => (await import('./instant-state')).loadInstantRates(ctx),
  },
];
