import type { AreaDef } from '../engine/area';
import { ADMIN_DICTIONARIES } from './dictionaries';
import { settingsCatalog } from './i18n';
import { settingsWebCatalog } from './i18n-web';
import { ADMIN_PAGES } from './pages';

export { FIELD_CONFIG_BRANCH_TYPES, type FieldConfigBranchType } from './dictionaries';

/** Roles and users, maintenance notices, dictionaries and column settings. */
export const ADMIN_AREA: AreaDef = {
  key: 'admin',
  menuGroups: ['administration', 'reports'],
  resources: [],
  pages: ADMIN_PAGES,
  dictionaries: ADMIN_DICTIONARIES,
  catalogs: [settingsCatalog, settingsWebCatalog],
};
