import type { AreaDef } from '../engine/area';
import { REPORTS_DICTIONARIES } from './dictionaries';
import { reportsCatalog } from './i18n';
import { REPORT_HISTORY_RESOURCE, REPORT_PAGES } from './resources';

export {
  REPORT_HISTORY_DEFAULT_COLUMNS,
  REPORT_HISTORY_FIELDS,
  REPORT_HISTORY_RESOURCE,
  REPORT_HISTORY_TABLE,
  REPORT_STATUS,
} from './resources';

/** The report history: every list exported to .xlsx (historyPage). */
export const REPORTS_AREA: AreaDef = {
  key: 'reports',
  menuGroups: ['reports'],
  resources: [REPORT_HISTORY_RESOURCE],
  pages: REPORT_PAGES,
  dictionaries: REPORTS_DICTIONARIES,
  catalogs: [reportsCatalog],
};
