import type { SiteRoute } from '../route-types';

/** The written pages of the site (why, services, company, legal, support), one per CONTENT_PAGES entry. */
export const contentRoutes: readonly SiteRoute[] = [];
