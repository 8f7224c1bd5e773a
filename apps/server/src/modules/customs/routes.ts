import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { SEARCH_LIMIT_MAX, searchCodes } from './search';

const searchBody = z.object({
  q: z.string().trim().max(100).optional().default(''),
  /** The tables searched: HS (the shared 6-digit subheadings), CN, US; all when none is named. */
  source: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : String(v).split(',')),
    z.array(z.enum(['HS', 'CN', 'US'])).max(3),
  ),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).optional().default(20),
});

/** The code search of HS code fields (a booking's cargo) and of the customs desk. */
export const registerCustomsRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/customs/codes/search',
    permission: 'session',
    sessionReason:
      'The published tariffs (the Harmonized System, China and US codes) are reference data: every signed-in user who types an HS code, a customer on a booking among them, picks from them.',
    summary:
      'HS, China and US tariff codes by code prefix (8471, 8471.30) or by words in English or Chinese; each with value and label for suggesting inputs',
    tags: ['customs'],
    body: searchBody,
    handler: async ({ body, lang }) => {
      const sources = body.source.length > 0 ? body.source : (['HS', 'CN', 'US'] as const);
      const found = await searchCodes(app.database, body.q, body.limit, sources);
      return ok(
        found.map((f) => ({
          ...f,
          value: f.code,
          label: `${f.source} · ${lang === 'zh_cn' ? f.descriptionZh : f.descriptionEn}`,
        })),
      );
    },
  });
};
