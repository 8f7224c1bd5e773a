import type { PageDef } from '../engine/definitions';
import { ALL_STAFF, type RoleCode } from '../engine/menu';

const ADMINS: readonly RoleCode[] = ['admin', 'it'];

/**
 * Pages of administration: roles and their users, maintenance notices, dictionaries and column
 * configuration (SPEC §7 /a/dw/rptFieldCustomized/*). Each is a workflow with a screen of its own.
 */
export const ADMIN_PAGES: readonly PageDef[] = [
  {
    url: 'udRole',
    group: 'administration',
    screen: 'custom',
    titleKey: 'menu.pages.udRole',
    actions: [{ key: 'edit', kind: 'edit', labelKey: 'permissions.udRole.edit', permission: 'udRole:edit' }],
    roles: ADMINS,
  },
  {
    url: 'upgrade',
    group: 'administration',
    screen: 'custom',
    titleKey: 'menu.pages.upgrade',
    actions: [{ key: 'edit', kind: 'edit', labelKey: 'permissions.upgrade.edit', permission: 'upgrade:edit' }],
    roles: ADMINS,
  },
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
];
