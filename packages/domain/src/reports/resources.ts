import { defineResource } from '../engine/declare';
import type { FieldDef, PageDef, ResourceDef } from '../engine/definitions';
import { ALL_STAFF } from '../engine/menu';

/**
 * The report history (SPEC §3 historyPage, table rpt_history_temp): one row per report file the
 * portal generated, that is every list exported to .xlsx, with who asked, when, the period its
 * date filters covered and how many rows it held. It is an engine resource, so the generic list,
 * its filters and the column configuration of rpt_history_temp serve it.
 */
export const REPORT_HISTORY_TABLE = 'rpt_history_temp';

/** SPEC §4 report status: a report whose download failed or was cut off is obsolete. */
export const REPORT_STATUS = { obsolete: 1, active: 2 } as const;

export const REPORT_HISTORY_DEFAULT_COLUMNS = [
  'reportNo',
  'reportName',
  'branchCode',
  'periodFrom',
  'periodTo',
  'status',
  'rowCount',
  'requestedBy',
  'requestedAt',
] as const;

/**
 * Staff see the reports requested in their offices; customers hold no page that shows it. The
 * engine serves it from this store: the office's code and the requester's user name are read by key.
 */
export const REPORT_HISTORY_RESOURCE: ResourceDef = defineResource({
  name: REPORT_HISTORY_TABLE,
  i18n: 'settings.reportHistory',
  titleField: 'reportNo',
  store: {
    table: 'report_history',
    scope: 'branch',
    lookups: {
      branchCode: { table: 'branches', key: 'id', column: 'code', from: 'branchId' },
      requestedBy: { table: 'users', key: 'id', column: 'user_name', from: 'requestedBy' },
    },
  },
  fields: [
    { name: 'reportNo', type: 'text', sortable: true, filter: 'exact', width: 150 },
    { name: 'reportName', type: 'text', sortable: true, filter: 'fuzzy', width: 200 },
    { name: 'reportType', type: 'text', sortable: true, filter: 'exact', width: 150 },
    { name: 'branchCode', type: 'text', sortable: true, filter: 'exact', width: 110 },
    { name: 'periodFrom', type: 'date', sortable: true, filter: 'range' },
    { name: 'periodTo', type: 'date', sortable: true, filter: 'range' },
    { name: 'status', type: 'enum', dict: 'report_status', sortable: true, filter: 'exact' },
    { name: 'rowCount', type: 'number', sortable: true },
    { name: 'fileName', type: 'file', width: 260 },
    { name: 'requestedBy', type: 'text', sortable: true, filter: 'fuzzy' },
    { name: 'requestedAt', type: 'datetime', sortable: true, filter: 'range' },
    { name: 'finishedAt', type: 'datetime', sortable: true, filter: 'range' },
  ],
});

export const REPORT_HISTORY_FIELDS: readonly FieldDef[] = REPORT_HISTORY_RESOURCE.fields;

export const REPORT_PAGES: readonly PageDef[] = [
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
