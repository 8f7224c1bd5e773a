import type { SiteRoute } from '../route-types';

/** Public pages backed by database records: locations, eCommerce, news and the forms. */
export const siteDataRoutes: readonly SiteRoute[] = [];
