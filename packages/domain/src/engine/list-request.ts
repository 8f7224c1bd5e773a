import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../common/constants';

/**
 * The request every generic list sends (docs/engine.md): the page it comes from, SPEC §3
 * pagination and sorting, when to count, and the filters as `f_<field>` (ranges as
 * `f_<field>_from` / `f_<field>_to`). The web builds it; the server parses it with the schema.
 */
export type ListRequest = {
  view: string;
  page: number;
  limit: number;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc';
  /** `later`: answer the rows at once and leave a full page's total to the count call. */
  count?: 'now' | 'later';
  [filter: `f_${string}`]: string;
};

/** Form fields arrive as text; whole positive numbers become numbers, anything else fails. */
const wholeNumber = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v);

/** The list request as form fields; filters pass through (the resource's whitelist checks them). */
export const listRequestSchema = z.looseObject({
  view: z.string().trim().min(1, { error: 'validation.required' }).max(200),
  page: z.preprocess((v) => (v === '' ? undefined : wholeNumber(v)), z.number().int().min(1).max(1_000_000).default(1)),
  limit: z.preprocess(
    (v) => (v === '' ? undefined : wholeNumber(v)),
    z
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: 'validation.invalid' })
      .default(DEFAULT_PAGE_SIZE),
  ),
  orderByColumn: z.string().trim().max(64).optional(),
  isAsc: z.enum(['asc', 'desc', '']).optional(),
  count: z.enum(['now', 'later']).optional(),
});
