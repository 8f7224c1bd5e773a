import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from './envelope';
import { openApiDocument } from './openapi';
import { route } from './route';

export const registerSystemRoutes = (app: FastifyInstance): void => {
  // Built at the first request, once every route is registered: converting every schema takes tens
  // of milliseconds, too much to repeat for each anonymous caller.
  let document: ReturnType<typeof openApiDocument> | undefined;
  route(app, {
    method: 'GET',
    url: '/api/docs',
    permission: 'public',
    summary: 'OpenAPI document of every route',
    tags: ['system'],
    handler: async () => {
      document ??= openApiDocument(app, app.config.brandName);
      return document;
    },
  });
  route(app, {
    method: 'GET',
    url: '/api/health',
    permission: 'public',
    summary: 'Liveness and database check',
    tags: ['system'],
    query: z.object({}),
    handler: async () => {
      await app.database.ping();
      return ok({ status: 'ok', database: app.database.kind });
    },
  });
};
