import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from './envelope';
import { openApiDocument } from './openapi';
import { route } from './route';

export const registerSystemRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'GET',
    url: '/api/docs',
    permission: 'public',
    summary: 'OpenAPI document of every route',
    tags: ['system'],
    handler: async () => openApiDocument(app, app.config.brandName),
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
