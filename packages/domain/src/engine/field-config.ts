/**
 * Column configuration (SPEC §3 "table column configuration", §7 /a/dw/rptFieldCustomized/*).
 * A table is the report-history table or an engine resource (table name = resource name, report
 * type = page URL). Administrators set the default columns (assignFields) per table, report type
 * and office; each user may save their own list (customerFields), which wins when not empty.
 */
import { REPORT_HISTORY_DEFAULT_COLUMNS, REPORT_HISTORY_FIELDS, REPORT_HISTORY_TABLE } from '../reports/resources';
import type { FieldDef } from './definitions';
import { pageByUrl, resourceByName } from './registry';

export { REPORT_HISTORY_FIELDS, REPORT_HISTORY_TABLE };
export const DEFAULT_FIELD_TABLE = REPORT_HISTORY_TABLE;

/** One chosen column, as the endpoints carry them (JSON text of a list, in display order). */
export type ColumnChoice = { fieldName: string; fieldLabel: string };

/** Every column of a table, or undefined for a table the configuration does not know. */
export const tableFields = (tableName: string): readonly FieldDef[] | undefined =>
  tableName === REPORT_HISTORY_TABLE ? REPORT_HISTORY_FIELDS : resourceByName(tableName)?.fields;

/**
 * Default columns when no configuration applies: the page's declared columns for an engine list
 * shown on that page, the report-history defaults, otherwise every column of the table.
 */
export const defaultColumnNames = (tableName: string, reportType: string): readonly string[] => {
  if (tableName === REPORT_HISTORY_TABLE) return REPORT_HISTORY_DEFAULT_COLUMNS;
  const page = pageByUrl(reportType);
  if (page?.resource === tableName && page.columns) return page.columns;
  return (tableFields(tableName) ?? []).map((f) => f.name);
};

export const MAX_CONFIG_COLUMNS = 200;

export type ColumnListProblem = 'format' | 'empty' | 'unknown' | 'duplicate' | 'tooMany';

/**
 * Reads a column list sent as JSON text. SPEC §5: a custom column list saves only with at least
 * one column; every name must be a column of the table, once.
 */
export const parseColumnList = (
  text: string,
  fields: readonly FieldDef[],
): { columns: ColumnChoice[] } | { problem: ColumnListProblem; fieldName?: string } => {
  if (text.trim() === '') return { problem: 'empty' };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { problem: 'format' };
  }
  if (!Array.isArray(raw)) return { problem: 'format' };
  if (raw.length === 0) return { problem: 'empty' };
  if (raw.length > MAX_CONFIG_COLUMNS) return { problem: 'tooMany' };
  const known = new Set(fields.map((f) => f.name));
  const seen = new Set<string>();
  const columns: ColumnChoice[] = [];
  for (const item of raw) {
    const name = typeof item === 'string' ? item : (item as { fieldName?: unknown } | null)?.fieldName;
    if (typeof name !== 'string') return { problem: 'format' };
    if (!known.has(name)) return { problem: 'unknown', fieldName: name.slice(0, 60) };
    if (seen.has(name)) return { problem: 'duplicate', fieldName: name };
    seen.add(name);
    const label = (item as { fieldLabel?: unknown }).fieldLabel;
    columns.push({ fieldName: name, fieldLabel: typeof label === 'string' ? label.slice(0, 100) : '' });
  }
  return { columns };
};

export const COLUMN_LIST_PROBLEM_KEYS: Record<ColumnListProblem, string> = {
  format: 'settings.fieldConfig.badFormat',
  empty: 'settings.fieldConfig.atLeastOne',
  unknown: 'settings.fieldConfig.unknownField',
  duplicate: 'settings.fieldConfig.duplicateField',
  tooMany: 'settings.fieldConfig.tooMany',
};
