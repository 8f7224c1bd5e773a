import { PAGES, RESOURCES } from '@tidemark/domain';
import { REPORT_HISTORY_TABLE } from '@tidemark/domain/reports/index';
import type { TFunction } from 'i18next';

/**
 * The tables a column configuration can be kept for (SPEC §7): the report-history table, the
 * default, and every engine resource, whose report types are the URLs of the pages showing it.
 */
export const HISTORY_PAGE = 'historyPage';

export const CONFIG_TABLES: readonly string[] = [
  REPORT_HISTORY_TABLE,
  ...RESOURCES.map((r) => r.name).filter((name) => name !== REPORT_HISTORY_TABLE),
];

/** The report types offered for a table: the pages that show it (for the history table, historyPage). */
export const reportTypesOf = (tableName: string): string[] =>
  tableName === REPORT_HISTORY_TABLE ? [HISTORY_PAGE] : PAGES.filter((p) => p.resource === tableName).map((p) => p.url);

export const tableLabel = (tableName: string, t: TFunction): string => {
  if (tableName === REPORT_HISTORY_TABLE) return t('settingsUi.tables.history');
  const resource = RESOURCES.find((r) => r.name === tableName);
  return resource ? t(`${resource.i18n}.title`, { defaultValue: tableName }) : tableName;
};

/** A report type as its page's title, with the page URL; a free text type as itself. */
export const reportTypeLabel = (reportType: string, t: TFunction): string => {
  if (reportType === '') return t('settingsUi.fieldConfig.anyReport');
  const page = PAGES.find((p) => p.url === reportType);
  return page ? `${t(page.titleKey)} (${reportType})` : reportType;
};
