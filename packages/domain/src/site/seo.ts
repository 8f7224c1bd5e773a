import { isLanguage, LANGUAGES, type Language, languageFromAcceptHeader } from '../i18n/language';

/**
 * Findability of the public site: one URL per language (`?lang=`), hreflang alternates, the
 * canonical link, the sitemap and robots.txt. Pure functions, shared by the server that writes
 * them and the tests that read them.
 */

export const LANG_PARAM = 'lang';
/** Cookie the language switch writes, so the server renders the next page in the chosen language. */
export const LANG_COOKIE = 'lang';

/** hreflang of each language (BCP 47, script-based for Chinese as search engines expect). */
export const HREFLANG: Readonly<Record<Language, string>> = { en_us: 'en', zh_cn: 'zh-Hans' };

/** Paths no crawler should visit: the portal, account pages and the API. */
export const ROBOTS_DISALLOW = ['/dashboard', '/user-', '/api', '/account', '/basApi', '/a/'] as const;

/** The query string without the language parameter, sorted so equal pages get equal URLs. */
const queryWithout = (search: string): URLSearchParams => {
  const params = new URLSearchParams(search);
  params.delete(LANG_PARAM);
  params.sort();
  return params;
};

/** The absolute URL of a page in one language; without a language, the language-neutral URL. */
export const pageUrl = (origin: string, pathname: string, search: string, lang?: Language): string => {
  const params = queryWithout(search);
  if (lang) params.set(LANG_PARAM, lang);
  const query = params.toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}`;
};

export type Alternate = { readonly hreflang: string; readonly href: string };

/** One alternate per language plus x-default (the URL that picks the language itself). */
export const alternates = (origin: string, pathname: string, search: string): Alternate[] => [
  ...LANGUAGES.map((lang) => ({ hreflang: HREFLANG[lang], href: pageUrl(origin, pathname, search, lang) })),
  { hreflang: 'x-default', href: pageUrl(origin, pathname, search) },
];

/** The `?lang=` choice of a query string, if it names a language. */
export const languageFromQuery = (search: string): Language | undefined => {
  const value = new URLSearchParams(search).get(LANG_PARAM);
  return isLanguage(value) ? value : undefined;
};

export type LanguageSources = {
  readonly search: string;
  readonly cookie: string | undefined;
  readonly acceptLanguage: string | undefined;
  readonly fallback: Language;
};

/** The language a page is rendered in: the URL, then the switch's cookie, then the browser, then configuration. */
export const pageLanguage = ({ search, cookie, acceptLanguage, fallback }: LanguageSources): Language =>
  languageFromQuery(search) ??
  (isLanguage(cookie) ? cookie : undefined) ??
  languageFromAcceptHeader(acceptLanguage) ??
  fallback;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every page in every language, each entry listing its alternates. */
export const sitemapXml = (origin: string, paths: readonly string[]): string => {
  const entries: string[] = [];
  for (const path of paths) {
    const [pathname = '/', search = ''] = path.split('?');
    const links = alternates(origin, pathname, search)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('');
    for (const lang of LANGUAGES) {
      entries.push(`<url><loc>${escapeXml(pageUrl(origin, pathname, search, lang))}</loc>${links}</url>`);
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join('\n') +
    '\n</urlset>\n'
  );
};

export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
