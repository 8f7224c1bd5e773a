import enCatalog from 'virtual:site-catalog/en_us';
import zhCatalog from 'virtual:site-catalog/zh_cn';
import type { Language } from '@tidemark/domain';
import { brandPath } from '@tidemark/domain/site/menu';
import i18next, { type i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landTopology from 'world-atlas/land-110m.json';
import { configureBrand } from './brand';
import { I18N_OPTIONS } from './i18n';
import { setCopyrightYear } from './site/frame/footer';
import { pageHead } from './site/frame/page-head';
import { isPublicSitePath } from './site/frame/public-paths';
import { HOME_ROUTE, matchSiteRoute, preloadPage, SITE_ROUTES } from './site/frame/site-routes';
import { type SiteState, serializeSiteState } from './site/frame/site-state';
import { provideLand } from './site/map/world-map';
import { dataKey, type LoadedData } from './site/route-data';
import type { SiteDataContext } from './site/route-types';
import { SiteApp } from './site/site-app';

/**
 * The public website rendered on the server (built by Vite as its own bundle, on the same
 * runtime as the site's browser entry, site-main.tsx, and loaded by the server at run time).
 * Pages that need a signed-in user are left to the browser.
 */

// Maps are sent with their land drawn: the browser then has nothing to fetch or paint for them.
provideLand(landTopology as unknown as Topology<{ land: GeometryCollection }>);

const instances = new Map<Language, I18n>();
const i18nFor = (lang: Language): I18n => {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      ...I18N_OPTIONS,
      lng: lang,
      initAsync: false,
      resources: { en_us: { translation: enCatalog }, zh_cn: { translation: zhCatalog } },
    });
    instances.set(lang, instance);
  }
  return instance;
};

export type RenderRequest = {
  /** Path and query of the request. */
  readonly url: string;
  readonly lang: Language;
  readonly brandName: string;
  readonly brandSlug: string;
  /** A GET to the API in the same process, in the page's language. */
  readonly get: SiteDataContext['get'];
};

export type RenderedPage = {
  readonly html: string;
  readonly title: string;
  readonly description: string;
  readonly state: SiteState;
  /** The state as JSON for the page's inline script. */
  readonly stateJson: string;
};

/** Renders a public page, or answers null when the browser must render it (signed-in pages). */
export const render = async ({ url, lang, brandName, brandSlug, get }: RenderRequest): Promise<RenderedPage | null> => {
  configureBrand(brandName, brandSlug);
  const location = new URL(url, 'http://site.invalid');
  if (!isPublicSitePath(location.pathname)) return null;
  const route = matchSiteRoute(location.pathname);
  let data: LoadedData | undefined;
  if (route) {
    await preloadPage(route);
    if (route.data) {
      const key = dataKey(lang, location.pathname, location.search);
      try {
        data = { key, value: await route.data({ search: location.searchParams, lang, get }) };
      } catch {
        data = { key, error: true };
      }
    }
  }
  const i18n = i18nFor(lang);
  const year = new Date().getFullYear();
  setCopyrightYear(year);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={`${location.pathname}${location.search}`}>
          <SiteApp initialData={data} />
        </StaticRouter>
      </I18nextProvider>
    </StrictMode>,
  );
  const head = pageHead(route ?? HOME_ROUTE, lang, (key, params) => i18n.t(key, params));
  const state: SiteState = { lang, year, ...(data ? { data } : {}) };
  return { html, ...head, state, stateJson: serializeSiteState(state) };
};

/** Paths of the public pages for the sitemap: every route without parameters, not the signed-in ones. */
export const publicPaths = (slug: string): string[] => [
  '/',
  ...SITE_ROUTES.filter((r) => !r.signedIn && !/[:*]/.test(r.path)).map((r) => brandPath(r.path, slug)),
];
