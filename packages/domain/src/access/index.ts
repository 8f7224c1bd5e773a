import type { AreaDef } from '../engine/area';
import { ACCESS_DICTIONARIES } from './dictionaries';
import { shellCatalog } from './i18n';
import { accessPagesCatalog } from './i18n-pages';
import { timeZoneCatalog } from './i18n-time-zone';
import { ACCESS_PAGES } from './pages';

export * from './schemas';

/** Sign-in, accounts and sessions, the signed-in user's home and the approval of customer accounts. */
export const ACCESS_AREA: AreaDef = {
  key: 'access',
  menuGroups: ['dashboards', 'administration'],
  resources: [],
  pages: ACCESS_PAGES,
  dictionaries: ACCESS_DICTIONARIES,
  catalogs: [shellCatalog, accessPagesCatalog, timeZoneCatalog],
};
