import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { httpMessageKey, translate } from '@tidemark/domain';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { addressKey, trustProxyOption } from './http/client-address';
import { AppError, forbidden, tooManyRequests, unauthorized } from './http/errors';
import { requestLanguage } from './http/language';
import { requestLogFields } from './http/log';
import { RateLimiter } from './http/rate-limit';
import { ValidationError, zodFieldKeys } from './http/route';
import type { Permission, RouteDoc } from './http/route-doc';
import { applySecurityHeaders, NONCE_META, newNonce, pageHeaders, withNonce } from './http/security-headers';
import { registerModules } from './modules';
import {
  clientPage,
  inlineStyles,
  loadSiteRenderer,
  readSiteStyles,
  registerSiteRoutes,
  renderSitePage,
  sendHtml,
} from './modules/site';

const API_PREFIXES = ['/api/', '/account/', '/basApi/', '/a/'];
const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

export type BuildOptions = { config: Config; database: Database; logger?: boolean };

export const buildApp = async ({ config, database, logger = true }: BuildOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.cookie', 'req.headers.authorization'],
          serializers: { req: requestLogFields },
        }
      : false,
    // What the router refuses before any route or hook runs (an address that cannot be decoded, a
    // parameter over the length limit) answers the envelope, in the request's language, with the
    // headers every answer carries.
    frameworkErrors: (error, req, reply) => refuseAddress(config, error, req, reply as FastifyReply),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('routeDocs', [] as RouteDoc[]);
  app.decorate('registeredRoutes', [] as { method: string; url: string; permission: unknown }[]);
  app.addHook('onRoute', (opts) => {
    for (const method of [opts.method].flat()) {
      if (method === 'HEAD') continue;
      const config = opts.config as { permission?: unknown } | undefined;
      app.registeredRoutes.push({ method, url: opts.url, permission: config?.permission });
    }
  });
  app.decorateRequest('lang', config.defaultLanguage);
  app.decorateRequest('auth', null);

  const limiter = new RateLimiter();
  app.decorate('rateLimit', async (req: FastifyRequest, bucket: string, perMinute: number) => {
    const key = `${bucket}|${addressKey(req.ip)}`;
    if (!limiter.take(key, perMinute)) throw tooManyRequests('http.429', limiter.secondsLeft(key));
  });
  app.decorate('authorize', async (req: FastifyRequest, permission: Permission) => {
    if (permission === 'public') return;
    if (!req.auth) throw unauthorized();
    if (permission === 'session') return;
    if (!req.auth.permissions.has(permission)) throw forbidden();
  });

  // First of all hooks, so that every answer carries them, even one a later hook ends early.
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', reply.request.id);
    applySecurityHeaders(req, reply);
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 200 } });

  app.addHook('preValidation', async (req) => {
    req.lang = requestLanguage(req, config.defaultLanguage);
  });

  app.setErrorHandler((error, req, reply) => {
    const lang = req.lang;
    if (error instanceof ValidationError) {
      const errors: Record<string, string> = {};
      for (const [field, { key, params }] of Object.entries(zodFieldKeys(error.zodError))) {
        errors[field] = translate(lang, key, params);
      }
      return reply
        .status(400)
        .send({ success: false, result: 'false', message: translate(lang, 'http.400'), data: null, errors });
    }
    if (error instanceof AppError) {
      const errors = error.fieldKeys
        ? Object.fromEntries(Object.entries(error.fieldKeys).map(([f, k]) => [f, translate(lang, k)]))
        : undefined;
      // SPEC §8: the permission-insufficient answer has an empty result, so the web app alerts.
      const result = error.status === 403 ? '' : 'false';
      if (error.retryAfterSeconds) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return reply.status(error.status).send({
        success: false,
        result,
        message: translate(lang, error.messageKey, error.params),
        data: error.data ?? null,
        ...(errors ? { errors } : {}),
      });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    return reply.status(status).send({
      success: false,
      result: 'false',
      message: translate(lang, httpMessageKey(status), { status, url: req.url.split('?')[0] ?? '' }),
      data: null,
    });
  });

  registerModules(app);

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexHtml);
  const template = hasWeb ? brandedIndex(readFileSync(indexHtml, 'utf8'), config) : '';
  const page = clientPage(template, config.defaultLanguage);
  // Public pages are rendered on the server when the web build has the site's renderer and its
  // browser entry (site.html), which hydrates them without the portal's code.
  const siteHtml = path.join(config.webDist, 'site.html');
  const renderer =
    hasWeb && existsSync(siteHtml) ? await loadSiteRenderer(config.webDist, { thread: config.siteRenderThread }) : null;
  if (renderer?.close) {
    const close = renderer.close;
    app.addHook('onClose', async () => close());
  }
  const renderedTemplate = renderer
    ? inlineStyles(brandedIndex(readFileSync(siteHtml, 'utf8'), config), readSiteStyles(config.webDist))
    : '';
  registerSiteRoutes(app, renderer);
  if (hasWeb) {
    // The build writes .br and .gz beside each asset; hashed names never change, so they are cached for good.
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The pages' templates are served filled in (brand, language, rendered page), never as files.
      allowedPath: (pathName: string) => !/^\/(index|site)\.html$/i.test(pathName),
      preCompressed: true,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (isApiPath(req.url) || req.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({
        success: false,
        result: 'false',
        message: translate(req.lang, 'http.404', { url: req.url.split('?')[0] ?? '' }),
        data: null,
      });
    }
    // The web app routes everything else; unknown paths show the home page (SPEC §2).
    const nonce = newNonce();
    pageHeaders(reply, nonce)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, accept-encoding, cookie');
    if (renderer && !isCarrierHost(req.hostname, config.carrierBrandHosts)) {
      try {
        const rendered = await renderSitePage(app, renderer, withNonce(renderedTemplate, nonce), req);
        if (rendered) return await sendHtml(req, reply, rendered);
      } catch (error) {
        // The browser can still render the page itself.
        req.log.error({ err: error }, 'server rendering failed');
      }
    }
    return reply.send(withNonce(page, nonce));
  });

  return app;
};

/** The answer to an address Fastify cannot decode, with the headers every answer carries. */
const refuseAddress = (config: Config, error: FastifyError, req: FastifyRequest, reply: FastifyReply): void => {
  applySecurityHeaders(req, reply);
  const status = error.statusCode ?? 400;
  const lang = requestLanguage(req, config.defaultLanguage);
  reply.status(status).send({
    success: false,
    result: 'false',
    message: translate(lang, httpMessageKey(status), { status, url: req.url.split('?')[0] ?? '' }),
    data: null,
  });
};

/** On the affiliated carrier-brand host only the portal is reachable, so nothing is rendered there. */
const isCarrierHost = (host: string, carrierHosts: readonly string[]): boolean =>
  carrierHosts.includes(host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, ''));

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The web app's page with the brand and default language from configuration written in. */
const brandedIndex = (html: string, config: Config): string =>
  html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttr(config.brandName)}</title>`)
    .replace(
      '</head>',
      () =>
        `<meta name="tidemark-brand" content="${escapeAttr(config.brandName)}">` +
        `<meta name="tidemark-slug" content="${escapeAttr(config.brandSlug)}">` +
        `<meta name="tidemark-language" content="${config.defaultLanguage}">` +
        `<meta name="tidemark-carrier-hosts" content="${escapeAttr(config.carrierBrandHosts.join(','))}">` +
        `<meta name="tidemark-captcha" content="${config.loginCaptcha ? 'on' : 'off'}">${NONCE_META}</head>`,
    );
