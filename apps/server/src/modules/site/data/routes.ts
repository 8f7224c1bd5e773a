import { ecommerceCheckBody } from '@tidemark/domain/site/site-data/ecommerce-form';
import {
  boxWeightOk,
  ECOMMERCE_LIMITS,
  type EcommerceCheckResult,
  failedRules,
  roundCents,
  toUsd,
} from '@tidemark/domain/site/site-data/ecommerce-rules';
import {
  articleImageParams,
  articleParams,
  articlesQuery,
  officesQuery,
  warehousesQuery,
} from '@tidemark/domain/site/site-data/schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ok } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { route, ValidationError } from '../../../http/route';
import { getArticle, getArticleImage, listArticles } from './articles';
import { findWarehouse, listOffices, listWarehouses } from './queries';

/** Article images are drawings and photos only; nothing in one may run or load anything. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Path parameters are checked like a query: a bad id is a 400 with the field named. */
const pathParams = <S extends z.ZodType>(schema: S, params: unknown): z.output<S> => {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new ValidationError(parsed.error);
  return parsed.data;
};

/** The public reads behind /locations, the eCommerce pages and news, and the eCommerce check. */
export const registerSiteDataRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'GET',
    url: '/api/site/offices',
    permission: 'public',
    summary: 'Our offices, of one region (0 Americas, 1 China, 2 Asia Pacific, 3 EMEA) or all',
    tags: ['site'],
    query: officesQuery,
    handler: async ({ query }) => ok(await listOffices(app.database, query.region)),
  });

  route(app, {
    method: 'GET',
    url: '/api/site/warehouses',
    permission: 'public',
    summary: 'Fulfilment centres the eCommerce service delivers to, with the lane from the origin hub',
    tags: ['site'],
    query: warehousesQuery,
    handler: async ({ query }) => ok(await listWarehouses(app.database, query.country)),
  });

  route(app, {
    method: 'POST',
    url: '/api/site/ecommerce/check',
    permission: 'public',
    summary: 'Whether a parcel qualifies for the oversized-parcel service (SPEC §1), with every failed rule',
    tags: ['site'],
    body: ecommerceCheckBody,
    rateLimitPerMinute: 120,
    handler: async ({ body, t }) => {
      const warehouse = await findWarehouse(app.database, body.warehouse);
      const transit = warehouse ? { minDays: warehouse.transitMinDays, maxDays: warehouse.transitMaxDays } : null;
      const goodsValueUsd = toUsd(body.goodsValue, body.currency);
      const failed = failedRules({ goodsValueUsd, boxesKg: body.box, transit, recipient: body.recipient });
      const heavyBoxes = body.box.flatMap((kg, i) => (boxWeightOk(kg) ? [] : [i + 1]));
      const reason = {
        goodsValue: () =>
          t('site.ecommerce.rules.goodsValue', {
            max: ECOMMERCE_LIMITS.maxGoodsValueUsd,
            value: roundCents(goodsValueUsd),
          }),
        boxWeight: () =>
          t('site.ecommerce.rules.boxWeight', { max: ECOMMERCE_LIMITS.maxBoxKg, boxes: heavyBoxes.join(', ') }),
        transit: () =>
          t('site.ecommerce.rules.transit', {
            min: ECOMMERCE_LIMITS.transitMinDays,
            max: ECOMMERCE_LIMITS.transitMaxDays,
          }),
        recipient: () => t('site.ecommerce.rules.recipient'),
      } as const;
      const reasons = failed.map((rule) => reason[rule]());
      const result: EcommerceCheckResult = {
        eligible: failed.length === 0,
        failed,
        reasons,
        goodsValueUsd: roundCents(goodsValueUsd),
        transit,
        warehouse: warehouse ? { code: warehouse.code, city: warehouse.city, country: warehouse.country } : null,
      };
      return ok(result);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/site/articles',
    permission: 'public',
    summary: 'One page (10) of published news or blog articles, newest first',
    tags: ['site'],
    query: articlesQuery,
    handler: async ({ query }) => ok(await listArticles(app.database, query.kind, query.page)),
  });

  route(app, {
    method: 'GET',
    url: '/api/site/articles/:id',
    permission: 'public',
    summary: 'A published article with its body HTML cleaned (allow-listed tags, no scripts or handlers)',
    tags: ['site'],
    handler: async ({ req }) => {
      const { id } = pathParams(articleParams, req.params);
      const article = await getArticle(app.database, id);
      if (!article) throw notFound('site.news.notFound');
      return ok(article);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/site/articles/:id/images/:n',
    permission: 'public',
    summary: 'Image n (1 to 4) of a published article, cacheable',
    tags: ['site'],
    handler: async ({ req, reply }) => {
      const { id, n } = pathParams(articleImageParams, req.params);
      const image = await getArticleImage(app.database, id, n);
      if (!image) throw notFound('site.news.notFound');
      reply
        .header('cache-control', 'public, max-age=86400')
        .header('etag', image.etag)
        .header('content-security-policy', IMAGE_CSP)
        .type(image.contentType);
      if (req.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return image.data;
    },
  });
};
