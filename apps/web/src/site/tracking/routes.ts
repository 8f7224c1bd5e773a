import type { SiteRoute } from '../route-types';

/** The public tracking pages (tracking area). */
export const trackingRoutes: readonly SiteRoute[] = [];
