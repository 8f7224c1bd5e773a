import { ID_MAX, listRequestSchema } from '@tidemark/domain';
import { z } from 'zod';

/** Form fields arrive as text; whole positive numbers become numbers, anything else fails. */
const toNumber = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v);

export const idField = z.preprocess(toNumber, z.number().int().positive().max(ID_MAX));

/** An id that may be absent or empty (a new record). */
export const optionalIdField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : toNumber(v)),
  z.number().int().positive().max(ID_MAX).optional(),
);

export const versionField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : toNumber(v)),
  z.number().int().min(1).max(ID_MAX).optional(),
);

/**
 * A repeated form field (menuItemIds=1&menuItemIds=2) arrives as a string for one value and an
 * array for several; none at all means an empty list.
 */
export const idListField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : (Array.isArray(v) ? v : [v]).map(toNumber)),
  z
    .array(z.number().int().positive().max(ID_MAX))
    .max(2000)
    .transform((ids) => [...new Set(ids)]),
);

/** Page and page size of a paged call: the same rules as the generic list request's. */
export const pageFields = { page: listRequestSchema.shape.page, limit: listRequestSchema.shape.limit };

/** ILIKE pattern matching the text anywhere, with the wildcards % and _ taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** PostgreSQL's unique_violation, raised by both engines with the same SQLSTATE. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** A row still referred to by another table's foreign key (deleting a record others point to). */
export const isForeignKeyViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
