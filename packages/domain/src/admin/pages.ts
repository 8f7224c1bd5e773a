import type { PageDef } from '../engine/definitions';
import type { RoleCode } from '../engine/menu';
import { REPORT_HISTORY_DEFAULT_COLUMNS, REPORT_HISTORY_TABLE } from '../reports/resources';

const ADMINS: readonly RoleCode[] = ['admin', 'it'];
const ALL_STAFF: readonly RoleCode[] = ['admin', 'manager', 'reviewer', 'csr', 'ops', 'sales', 'finance', 'it', 'hr'];

/**
 * Pages of the engine's own settings: dictionaries, column configuration (SPEC §7
 * /a/dw/rptFieldCustomized/*) and the report history whose table (rpt_history_temp) is the
 * default table of column configuration. The report history is a generic list; the others
 * have screens of their own.
 */
export const SETTINGS_PAGES: readonly PageDef[] = [
  {
    url: 'dictionaryManage',
    group: 'administration',
    screen: 'custom',
    titleKey: 'menu.pages.dictionaryManage',
    actions: [{ key: 'edit', kind: 'edit', labelKey: 'settings.actions.edit', permission: 'dictionaryManage:edit' }],
    roles: ADMINS,
  },
  {
    // Default columns of every list, per table, report type and office.
    url: 'columnManage',
    group: 'administration',
    screen: 'custom',
    titleKey: 'menu.pages.columnManage',
    actions: [{ key: 'edit', kind: 'edit', labelKey: 'settings.actions.edit', permission: 'columnManage:edit' }],
    roles: ADMINS,
  },
  {
    // The form that adds a configuration; saving needs columnManage:edit.
    url: 'columnAdd',
    group: 'administration',
    screen: 'custom',
    titleKey: 'menu.pages.columnAdd',
    roles: ADMINS,
  },
  {
    // Column configurations of the report tables (rpt_history_temp and the report lists).
    url: 'reportFieldManage',
    group: 'reports',
    screen: 'custom',
    titleKey: 'menu.pages.reportFieldManage',
    roles: ADMINS,
  },
  {
    // Every user's own report columns (saveCustomerFields / clearCustomerFields).
    url: 'reportFieldSetting',
    group: 'reports',
    screen: 'custom',
    titleKey: 'menu.pages.reportFieldSetting',
    roles: ALL_STAFF,
  },
  {
    // Every report file generated (list exports), a generic list of rpt_history_temp.
    url: 'historyPage',
    group: 'reports',
    screen: 'list',
    resource: REPORT_HISTORY_TABLE,
    titleKey: 'menu.pages.historyPage',
    columns: REPORT_HISTORY_DEFAULT_COLUMNS,
    filters: ['reportName', 'reportNo', 'status', 'requestedBy', 'requestedAt'],
    defaultSort: { field: 'requestedAt', order: 'desc' },
    roles: ALL_STAFF,
  },
];
