/** SPEC §5 line items: only one blank row may be added at a time; the last row stays. */
export const canAddRow = <T>(rows: readonly T[], isBlank: (row: T) => boolean): boolean => !rows.some(isBlank);

export const canRemoveRow = <T>(rows: readonly T[]): boolean => rows.length > 1;

/** A row is blank when none of its values holds anything. */
export const isBlankRow = (row: Readonly<Record<string, unknown>>): boolean =>
  Object.entries(row).every(
    ([key, v]) => key === 'key' || v === undefined || v === null || (typeof v === 'string' && v.trim() === ''),
  );
