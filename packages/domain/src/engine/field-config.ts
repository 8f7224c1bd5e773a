/**
 * Column configuration (SPEC §3 "table column configuration", §7 /a/dw/rptFieldCustomized/*).
 * A table is the report-history table or an engine resource (table name = resource name, report
 * type = page URL); areas.ts knows their columns. Administrators set the default columns
 * (assignFields) per table, report type and office; each user may save their own list
 * (customerFields), which wins when not empty.
 */
import type { FieldDef } from './definitions';

/** One chosen column, as the endpoints carry them (JSON text of a list, in display order). */
export type ColumnChoice = { fieldName: string; fieldLabel: string };

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
