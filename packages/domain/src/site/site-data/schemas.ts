import { z } from 'zod';
import { ID_MAX } from '../../common/constants';
import { ARTICLE_KINDS, MAX_ARTICLE_IMAGES, type OfficeRegion } from './records';

/** A region as it arrives in a query string ('0' to '3'); anything else is a 400. */
export const officeRegionParam = z.enum(['0', '1', '2', '3']).transform((v) => Number(v) as OfficeRegion);

export const officesQuery = z.object({ region: officeRegionParam.optional() });

export const warehousesQuery = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

export const articlesQuery = z.object({
  kind: z.enum(ARTICLE_KINDS).default('news'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const articleParams = z.object({ id: z.coerce.number().int().positive().max(ID_MAX) });
export const articleImageParams = articleParams.extend({
  n: z.coerce.number().int().min(1).max(MAX_ARTICLE_IMAGES),
});
