import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const toSchema = (schema: z.ZodType | undefined) =>
  schema ? z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) : undefined;

/** Builds the OpenAPI 3.1 document from the routes registered through route(). */
export const openApiDocument = (app: FastifyInstance, title: string) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const doc of app.routeDocs) {
    const url = doc.url.replace(/:(\w+)/g, '{$1}');
    const body = toSchema(doc.body);
    const query = toSchema(doc.query) as { properties?: Record<string, unknown>; required?: string[] } | undefined;
    paths[url] ??= {};
    paths[url][doc.method.toLowerCase()] = {
      summary: doc.summary,
      tags: doc.tags,
      'x-permission': doc.permission,
      parameters: Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: query?.required?.includes(name) ?? false,
        schema,
      })),
      ...(body
        ? {
            requestBody: {
              content: {
                'application/x-www-form-urlencoded': { schema: body },
                'multipart/form-data': { schema: body },
              },
            },
          }
        : {}),
      responses: {
        200: { description: 'Envelope { success, result, message, data }' },
        400: { description: 'Invalid input; errors maps fields to messages' },
        401: { description: 'Not signed in' },
        403: { description: 'Permission insufficient' },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: `${title} API`, version: '1' },
    paths,
  };
};
