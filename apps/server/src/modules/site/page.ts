import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type Language, translate } from '@tidemark/domain';
import {
  alternates,
  LANG_COOKIE,
  LANG_PARAM,
  languageFromQuery,
  pageLanguage,
  pageUrl,
} from '@tidemark/domain/site/seo';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage, SiteRenderer } from './renderer';

const escapeHtml = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const HTML_LANG: Readonly<Record<Language, string>> = { en_us: 'en-US', zh_cn: 'zh-CN' };

/** The request's origin, from the proxy's headers when TRUST_PROXY says they can be believed. */
export const requestOrigin = (req: FastifyRequest): string => `${req.protocol}://${req.host}`;

/** The page's language: `?lang=`, then the switch's cookie, then Accept-Language, then configuration. */
export const pageLanguageOf = (req: FastifyRequest, fallback: Language): Language => {
  const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
  return pageLanguage({
    search,
    cookie: req.cookies?.[LANG_COOKIE],
    acceptLanguage: req.headers['accept-language'],
    fallback,
  });
};

/**
 * A GET to this server's own API, in the page's language, without the visitor's session but
 * from the visitor's address (as TRUST_PROXY reads it), so a lookup made while rendering counts
 * against that visitor's limit like one the browser makes, never against a bucket all share.
 */
const inProcessGet =
  (app: FastifyInstance, lang: Language, clientAddress: string) =>
  async <T>(path: string, query?: Readonly<Record<string, string>>): Promise<T> => {
    const params = new URLSearchParams(query);
    params.set(LANG_PARAM, lang);
    const res = await app.inject({
      method: 'GET',
      url: `${path}?${params}`,
      remoteAddress: clientAddress,
      headers: { accept: 'application/json', 'accept-language': lang === 'zh_cn' ? 'zh-CN' : 'en-US' },
    });
    if (res.statusCode < 200 || res.statusCode >= 300) throw new Error(`GET ${path} answered ${res.statusCode}`);
    return res.json() as T;
  };

/** The head of a public page: title, description, canonical and the language alternates. */
const headTags = (page: RenderedPage, origin: string, pathname: string, search: string): string =>
  [
    // Each address is its own canonical: `?lang=` pages per language, the bare one choosing for the visitor.
    `<link rel="canonical" href="${escapeHtml(pageUrl(origin, pathname, search, languageFromQuery(search)))}">`,
    ...alternates(origin, pathname, search).map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`,
    ),
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
  ].join('');

/**
 * A public page rendered on the server into the web app's index.html: the page's markup in
 * #root, its title, description, canonical and hreflang links, and the state it hydrates from.
 * Answers null when the page renders in the browser only.
 */
export const renderSitePage = async (
  app: FastifyInstance,
  renderer: SiteRenderer,
  template: string,
  req: FastifyRequest,
): Promise<string | null> => {
  const { config } = app;
  const lang = pageLanguageOf(req, config.defaultLanguage);
  const [pathname = '/', query = ''] = req.url.split('?');
  const search = query ? `?${query}` : '';
  const page = await renderer.render({
    url: `${pathname}${search}`,
    lang,
    brandName: config.brandName,
    brandSlug: config.brandSlug,
    get: inProcessGet(app, lang, req.ip),
  });
  if (!page) return null;
  const origin = requestOrigin(req);
  // Every insertion is a function: a replacement string would expand `$&`, `$\`` and `$'` found in
  // the inserted text (a visitor's query echoed into the page) into parts of the template.
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${HTML_LANG[lang]}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(page.description)}">`,
    )
    .replace(
      '</head>',
      () => `${headTags(page, origin, pathname, search)}<meta property="og:locale" content="${lang}"></head>`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div><script id="site-state" type="application/json">${page.stateJson}</script>`,
    );
};

/** The page the browser renders alone, with a description in the configured language. */
export const clientPage = (template: string, lang: Language): string =>
  template.replace(
    /<meta name="description" content="[^"]*"\s*\/?>/,
    () => `<meta name="description" content="${escapeHtml(translate(lang, 'site.seo.homeDescription'))}">`,
  );

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's quality 5, not its default 11: a rendered tracking page of 100 kB compresses in about
 * 4 ms instead of some 240 ms, for an answer about a tenth larger. At 11 every public page load
 * held a core for a quarter of a second, so a few loads a second were enough to stall the server.
 */
const BROTLI_QUALITY = 5;

/**
 * Sends a page compressed when the browser accepts it (rendered pages are tens of kilobytes).
 * The compression runs on libuv's thread pool, so the event loop goes on answering meanwhile.
 */
export const sendHtml = async (req: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> => {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    const body = await brotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
};
