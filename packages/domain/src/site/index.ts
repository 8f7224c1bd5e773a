import type { AreaDef } from '../engine/area';
import { formsCatalog } from './forms/i18n';
import { homeCatalog } from './home-i18n';
import { publicCatalog } from './i18n';
import { siteDataCatalog } from './site-data/i18n';

/**
 * The public website: its pages (rendered by the web app's site), its data (offices, fulfilment
 * centres, articles) and the inquiries of its forms. It has no portal pages yet.
 */
export const SITE_AREA: AreaDef = {
  key: 'site',
  menuGroups: [],
  resources: [],
  pages: [],
  dictionaries: {},
  catalogs: [publicCatalog, homeCatalog, siteDataCatalog, formsCatalog],
};
