import type { FieldDef, PageDef, ResourceDef } from '@tidemark/domain';
import type { ColumnChoice } from '@tidemark/domain/engine/field-config';

/** Field names of a column list sent as JSON text ([{ fieldName, fieldLabel }] or names); bad text reads as none. */
export const parseColumnNames = (text: string | null | undefined): string[] => {
  if (!text) return [];
  try {
    const raw: unknown = JSON.parse(text);
    if (!Array.isArray(raw)) return [];
    return raw
      .map((item) => (typeof item === 'string' ? item : (item as { fieldName?: unknown } | null)?.fieldName))
      .filter((name): name is string => typeof name === 'string');
  } catch {
    return [];
  }
};

/** A filter-only field (a quick filter) is no data of a row, so it is never a column. */
export const columnFields = (resource: ResourceDef): FieldDef[] => resource.fields.filter((f) => !f.filterOnly);

const known = (names: readonly string[], fields: readonly FieldDef[]): string[] => {
  const byName = new Set(fields.filter((f) => !f.filterOnly).map((f) => f.name));
  return [...new Set(names)].filter((n) => byName.has(n));
};

/**
 * The columns a list shows (SPEC §7): the user's own list wins when it is not empty, then the
 * configured defaults, then the page's declared columns; names the resource does not have are dropped.
 */
export const effectiveColumns = (
  resource: ResourceDef,
  page: PageDef,
  assignFields: string | null | undefined,
  customerFields: string | null | undefined,
): string[] => {
  const own = known(parseColumnNames(customerFields), resource.fields);
  if (own.length > 0) return own;
  const assigned = known(parseColumnNames(assignFields), resource.fields);
  if (assigned.length > 0) return assigned;
  const declared = known(page.columns ?? [], resource.fields);
  return declared.length > 0 ? declared : columnFields(resource).map((f) => f.name);
};

/** SPEC §5: a custom column list saves only with at least one column. */
export const canSaveColumns = (names: readonly string[]): boolean => names.length > 0;

/** The customerFields text saveCustomerFields takes: the chosen columns in order, labelled. */
export const columnsPayload = (
  names: readonly string[],
  resource: ResourceDef,
  label: (field: FieldDef) => string,
): string => {
  const byName = new Map(resource.fields.map((f) => [f.name, f]));
  const list: ColumnChoice[] = names.flatMap((name) => {
    const field = byName.get(name);
    return field ? [{ fieldName: name, fieldLabel: label(field) }] : [];
  });
  return JSON.stringify(list);
};

/** The list with the item at `from` moved to `to` (drag and drop, or the move buttons). */
export const moveItem = <T>(list: readonly T[], from: number, to: number): T[] => {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(to, 0, item);
  return out;
};
