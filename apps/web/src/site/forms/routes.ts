import type { SiteRoute } from '../route-types';

/** The public forms (contact, quotation and booking requests, Speaking Up). */
export const formsRoutes: readonly SiteRoute[] = [];
