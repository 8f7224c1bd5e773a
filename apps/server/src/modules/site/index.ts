import type { Module } from '../../engine/module';
import { registerSiteDataRoutes } from './data/routes';
import * as data from './data/schema';
import { seedSiteData } from './data/seed';
import { registerInquiryRoutes } from './inquiries/routes';
import * as inquiries from './inquiries/schema';

export { nextReference } from './inquiries/references';
export { onInquiryStored, type StoredInquiry } from './inquiries/service';
export { clientPage, renderSitePage, sendHtml } from './page';
export { loadSiteRenderer } from './renderer';
export { registerSiteRoutes } from './routes';
export { inlineStyles, readSiteStyles } from './styles';

/**
 * The public site's records (offices, fulfilment centres, articles) and its forms (inquiries,
 * Speaking Up); the pages themselves are rendered by the app (app.ts) with the exports above.
 */
export const site: Module = {
  key: 'site',
  tables: { ...data, ...inquiries },
  routes: (app) => {
    registerSiteDataRoutes(app);
    registerInquiryRoutes(app);
  },
  seed: seedSiteData,
};
