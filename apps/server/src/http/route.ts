import { type Language, translate } from '@tidemark/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Auth, signedIn } from './auth';
import { AppError } from './errors';
import type { Permission } from './route-doc';

/** What a route's handler knows of the caller: a signed-in route always has its user, a public one may. */
export type AuthOf<P extends Permission> = P extends 'public' ? Auth | null : Auth;

export type RouteContext<B, Q, A extends Auth | null = Auth | null> = {
  req: FastifyRequest;
  auth: A;
  reply: FastifyReply;
  body: B;
  query: Q;
  lang: Language;
  t: (key: string, params?: Record<string, string | number>) => string;
};

export type RouteSpec<B extends z.ZodType, Q extends z.ZodType, P extends Permission> = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  permission: P;
  /**
   * Required with 'session': why every signed-in user may call the route without a page
   * permission (the page named in the request decides, the caller's own account...).
   */
  sessionReason?: string;
  summary: string;
  tags: string[];
  body?: B;
  query?: Q;
  /** Requests per minute per client address, for public endpoints that must not be scraped. */
  rateLimitPerMinute?: number;
  /** Routes naming the same bucket share one budget per address (default: the route's own). */
  rateLimitBucket?: string;
  /**
   * Runs after the permission check and before validation: an answer it gives is sent as it is
   * and the handler never runs (a public form's honeypot); undefined lets the request through.
   */
  answerEarly?: (req: FastifyRequest) => unknown;
  handler: (ctx: RouteContext<z.output<B>, z.output<Q>, AuthOf<P>>) => Promise<unknown>;
};

/** Field path of a zod issue as the form knows it (top-level name, or dotted for nested). */
const issueField = (issue: z.core.$ZodIssue): string => issue.path.map(String).join('.') || '_';

export const zodFieldKeys = (error: z.ZodError): Record<string, { key: string; params?: Record<string, number> }> => {
  const out: Record<string, { key: string; params?: Record<string, number> }> = {};
  for (const issue of error.issues) {
    const field = issueField(issue);
    if (out[field]) continue;
    let key = issue.message.includes('.') && !issue.message.includes(' ') ? issue.message : 'validation.invalid';
    let params: Record<string, number> | undefined;
    if (issue.code === 'invalid_type' && issue.input === undefined) key = 'validation.required';
    // "At most N characters" speaks of text; a number or a list out of range is simply invalid.
    if (issue.code === 'too_big' && key === 'validation.invalid' && issue.origin === 'string') {
      key = 'validation.tooLong';
      params = { max: Number(issue.maximum) };
    }
    if (issue.code === 'too_small' && key === 'validation.invalid' && issue.origin === 'string') {
      key = issue.input === '' ? 'validation.required' : 'validation.tooShort';
      params = { min: Number(issue.minimum) };
    }
    out[field] = params ? { key, params } : { key };
  }
  return out;
};

export class ValidationError extends AppError {
  constructor(readonly zodError: z.ZodError) {
    super(400, 'http.400');
  }
}

/** A UTF-16 surrogate without its pair: a JSON escape can carry one, no database text can store it. */
const LONE_SURROGATE = /\p{Cs}/u;

const unstorable = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The path of the first text no database column can store (a NUL character, a lone surrogate), if any. */
const unstorablePath = (value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | undefined => {
  if (typeof value === 'string') return unstorable(value) ? path : undefined;
  if (depth > 8 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = unstorablePath(item, [...path, Array.isArray(value) ? Number(key) : key], depth + 1);
    if (found) return found;
  }
  return undefined;
};

/**
 * One input rule for every route: a NUL character or a lone surrogate anywhere in the body or the
 * query is a 400 on its field. A handler that reads a multipart body itself passes what it read (a
 * file name) here too.
 */
export const refuseUnstorable = (input: unknown): void => {
  const path = unstorablePath(input);
  if (!path) return;
  throw new ValidationError(
    new z.ZodError([
      { code: 'custom', path: path.length > 0 ? path : ['body'], message: 'validation.invalid', input: '' },
    ]),
  );
};

const parse = <S extends z.ZodType>(schema: S | undefined, input: unknown): z.output<S> => {
  if (!schema) return undefined as z.output<S>;
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ValidationError(result.error);
  return result.data;
};

/**
 * Registers a route with its permission, validation and documentation in one place. Every
 * route of the API goes through here; a test fails on a route registered any other way.
 */
export const route = <
  B extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  P extends Permission = Permission,
>(
  app: FastifyInstance,
  spec: RouteSpec<B, Q, P>,
): void => {
  if (spec.permission === 'session' && !spec.sessionReason?.trim()) {
    throw new Error(
      `${spec.method} ${spec.url} is open to every signed-in user: say why (sessionReason) or name a permission`,
    );
  }
  app.routeDocs.push({
    method: spec.method,
    url: spec.url,
    permission: spec.permission,
    ...(spec.sessionReason ? { sessionReason: spec.sessionReason } : {}),
    summary: spec.summary,
    tags: spec.tags,
    body: spec.body,
    query: spec.query,
  });
  app.route({
    method: spec.method,
    url: spec.url,
    config: { permission: spec.permission, rateLimitPerMinute: spec.rateLimitPerMinute },
    handler: async (req, reply) => {
      refuseUnstorable(req.query);
      refuseUnstorable(req.body);
      await app.authorize(req, spec.permission);
      if (spec.rateLimitPerMinute) {
        await app.rateLimit(req, spec.rateLimitBucket ?? spec.url, spec.rateLimitPerMinute);
      }
      const early = spec.answerEarly?.(req);
      if (early !== undefined) return early;
      const body = parse(spec.body, req.body);
      const query = parse(spec.query, req.query);
      const lang = req.lang;
      // authorize() let only signed-in callers through to a route that is not public.
      const auth = (spec.permission === 'public' ? req.auth : signedIn(req)) as AuthOf<P>;
      return spec.handler({ req, auth, reply, body, query, lang, t: (key, params) => translate(lang, key, params) });
    },
  });
};
