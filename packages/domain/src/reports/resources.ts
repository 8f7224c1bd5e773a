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

const historyField = (def: Omit<FieldDef, 'labelKey'>): FieldDef => ({
  ...def,
  labelKey: `settings.reportHistory.fields.${def.name}`,
});

export const REPORT_HISTORY_FIELDS: readonly FieldDef[] = [
  historyField({ name: 'reportNo', type: 'text', sortable: true, filter: 'exact', width: 150 }),
  historyField({ name: 'reportName', type: 'text', sortable: true, filter: 'fuzzy', width: 200 }),
  historyField({ name: 'reportType', type: 'text', sortable: true, filter: 'exact', width: 150 }),
  historyField({ name: 'branchCode', type: 'text', sortable: true, filter: 'exact', width: 110 }),
  historyField({ name: 'periodFrom', type: 'date', sortable: true, filter: 'range' }),
  historyField({ name: 'periodTo', type: 'date', sortable: true, filter: 'range' }),
  historyField({ name: 'status', type: 'enum', dict: 'report_status', sortable: true, filter: 'exact' }),
  historyField({ name: 'rowCount', type: 'number', sortable: true }),
  historyField({ name: 'fileName', type: 'file', width: 260 }),
  historyField({ name: 'requestedBy', type: 'text', sortable: true, filter: 'fuzzy' }),
  historyField({ name: 'requestedAt', type: 'datetime', sortable: true, filter: 'range' }),
  historyField({ name: 'finishedAt', type: 'datetime', sortable: true, filter: 'range' }),
];

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

export const REPORT_HISTORY_RESOURCE: ResourceDef = {
  name: REPORT_HISTORY_TABLE,
  i18n: 'settings.reportHistory',
  fields: REPORT_HISTORY_FIELDS,
  titleField: 'reportNo',
};

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
