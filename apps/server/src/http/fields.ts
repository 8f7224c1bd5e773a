import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@tidemark/domain';
import { z } from 'zod';

/** Form fields arrive as text; whole positive numbers become numbers, anything else fails. */
const toNumber = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v);

export const idField = z.preprocess(toNumber, z.number().int().positive());

/** An id that may be absent or empty (a new record). */
export const optionalIdField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : toNumber(v)),
  z.number().int().positive().optional(),
);

export const versionField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : toNumber(v)),
  z.number().int().min(1).optional(),
);

/**
 * A repeated form field (menuItemIds=1&menuItemIds=2) arrives as a string for one value and an
 * array for several; none at all means an empty list.
 */
export const idListField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : (Array.isArray(v) ? v : [v]).map(toNumber)),
  z
    .array(z.number().int().positive())
    .max(2000)
    .transform((ids) => [...new Set(ids)]),
);

export const pageFields = {
  page: z.preprocess((v) => (v === '' ? undefined : toNumber(v)), z.number().int().min(1).max(1_000_000).default(1)),
  limit: z.preprocess(
    (v) => (v === '' ? undefined : toNumber(v)),
    z
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: 'validation.invalid' })
      .default(DEFAULT_PAGE_SIZE),
  ),
};

/** ILIKE pattern matching the text anywhere, with the wildcards % and _ taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** PostgreSQL's unique_violation, raised by both engines with the same SQLSTATE. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
