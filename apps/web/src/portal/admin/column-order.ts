/**
 * Pure helpers of the column chooser (SPEC §3 table column configuration, §7
 * /a/dw/rptFieldCustomized/*): a chosen list of column names in display order, kept against the
 * columns a table really has.
 */
export type ColumnChoice = { fieldName: string; fieldLabel: string };

/** Moves the item at `from` to `to` (both clamped); the list is new, the input untouched. */
export const moveItem = <T>(list: readonly T[], from: number, to: number): T[] => {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(target, 0, item);
  return out;
};

/** Moves `name` to where `before` stands (a drop on that row); unknown names change nothing. */
export const moveBefore = (list: readonly string[], name: string, before: string): string[] => {
  const from = list.indexOf(name);
  const to = list.indexOf(before);
  if (from < 0 || to < 0 || from === to) return [...list];
  return moveItem(list, from, to);
};

/** Ticks a column on (appended at the end) or off (removed, order of the rest kept). */
export const toggleColumn = (list: readonly string[], name: string, on: boolean): string[] => {
  if (on) return list.includes(name) ? [...list] : [...list, name];
  return list.filter((n) => n !== name);
};

/** Only names the table has, each once, in the given order. */
export const knownColumns = (list: readonly string[], available: readonly ColumnChoice[]): string[] => {
  const known = new Set(available.map((c) => c.fieldName));
  const seen = new Set<string>();
  return list.filter((n) => {
    if (!known.has(n) || seen.has(n)) return false;
    seen.add(n);
    return true;
  });
};

/**
 * A column list as the endpoints carry it: JSON text of [{ fieldName, fieldLabel }] (plain names
 * are accepted too). Malformed text reads as an empty list.
 */
export const parseColumnText = (text: string | null | undefined): ColumnChoice[] => {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown): ColumnChoice[] => {
    if (typeof item === 'string') return [{ fieldName: item, fieldLabel: '' }];
    if (typeof item !== 'object' || item === null) return [];
    const { fieldName, fieldLabel } = item as { fieldName?: unknown; fieldLabel?: unknown };
    if (typeof fieldName !== 'string') return [];
    return [{ fieldName, fieldLabel: typeof fieldLabel === 'string' ? fieldLabel : '' }];
  });
};

/** The JSON text of a chosen list, labelled from the table's columns. */
export const columnText = (names: readonly string[], available: readonly ColumnChoice[]): string => {
  const labels = new Map(available.map((c) => [c.fieldName, c.fieldLabel]));
  return JSON.stringify(names.map((fieldName) => ({ fieldName, fieldLabel: labels.get(fieldName) ?? fieldName })));
};

/** SPEC §7 queryCustomerFields: the user's own list wins when it is not empty. */
export const effectiveColumns = (assigned: readonly ColumnChoice[], own: readonly ColumnChoice[]): ColumnChoice[] =>
  own.length > 0 ? [...own] : [...assigned];

/** The chosen names in order, then every other column, for a picker that lists them all. */
export const pickerOrder = (chosen: readonly string[], available: readonly ColumnChoice[]): string[] => {
  const rest = available.map((c) => c.fieldName).filter((n) => !chosen.includes(n));
  return [...chosen, ...rest];
};
