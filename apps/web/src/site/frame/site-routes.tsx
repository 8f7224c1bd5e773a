import type { Language } from '@tidemark/domain';
import { brandPath } from '@tidemark/domain/site/menu';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { matchRoutes, Route } from 'react-router';
import { brand } from '../../brand';
import { contentRoutes } from '../content/routes';
import { siteDataRoutes } from '../data/routes';
import { formsRoutes } from '../forms/routes';
import { HomePage } from '../home';
import { SiteLayout } from '../layout';
import { pricingRoutes } from '../pricing/routes';
import { type LoadedData, SiteDataProvider } from '../route-data';
import type { SiteRoute } from '../route-types';
import { trackingRoutes } from '../tracking/routes';
import { useTranslation } from '../use-translation';
import { PageHead } from './page-head';

/** Every public page of the site's areas; the home page answers every other path (SPEC §2). */
export const SITE_ROUTES: readonly SiteRoute[] = [
  ...contentRoutes,
  ...trackingRoutes,
  ...siteDataRoutes,
  ...formsRoutes,
  ...pricingRoutes,
];

export const HOME_ROUTE: SiteRoute = {
  path: '/',
  load: async () => ({ default: HomePage }),
  title: 'site.seo.homeTitle',
  description: 'site.seo.homeDescription',
};

/** A route's path with the brand slug in place of `{product}` (content pages write it so). */
const routePath = (route: SiteRoute): string => brandPath(route.path, brand.slug);

// Matching ranks every route afresh; a page asks several times per render, the server for every
// request, and the paths asked are few (the query is not part of them).
const matched = new Map<string, SiteRoute | null>();
const MATCHES_KEPT = 500;

/** The site route that renders a path, or undefined for the home page. */
export const matchSiteRoute = (pathname: string): SiteRoute | undefined => {
  const key = `${brand.slug}\n${pathname}`;
  let route = matched.get(key);
  if (route === undefined) {
    route =
      matchRoutes(
        SITE_ROUTES.map((r) => ({ path: routePath(r), route: r })),
        pathname,
      )?.[0]?.route.route ?? null;
    if (matched.size >= MATCHES_KEPT) matched.clear();
    matched.set(key, route);
  }
  return route ?? undefined;
};

const loadedPages = new Map<SiteRoute, ComponentType>();
const lazyPages = new Map<SiteRoute, LazyExoticComponent<ComponentType>>();

/**
 * Loads a page's code before the first render (on the server, and in the browser before
 * hydrating), so the page renders at once instead of suspending.
 */
export const preloadPage = async (route: SiteRoute): Promise<void> => {
  if (!loadedPages.has(route)) loadedPages.set(route, (await route.load()).default);
};

const RoutePage = ({ route }: { route: SiteRoute }) => {
  const Loaded = loadedPages.get(route);
  if (Loaded) return <Loaded />;
  let Lazy = lazyPages.get(route);
  if (!Lazy) {
    Lazy = lazy(route.load);
    lazyPages.set(route, Lazy);
  }
  return <Lazy />;
};

type PageProps = {
  readonly route: SiteRoute;
  readonly initial: LoadedData | undefined;
  readonly fallback: ReactNode;
  readonly failed: ReactNode;
};

const SitePage = ({ route, initial, fallback, failed }: PageProps) => {
  const { i18n } = useTranslation();
  const lang: Language = i18n.language === 'en_us' ? 'en_us' : 'zh_cn';
  return (
    <>
      <PageHead route={route} />
      <SiteDataProvider route={route} lang={lang} initial={initial} fallback={fallback} failed={failed}>
        <RoutePage route={route} />
      </SiteDataProvider>
    </>
  );
};

export type SiteRouteOptions = {
  /** The pages for everyone (with the home page for every other path), or those that need a signed-in user. */
  readonly pages: 'public' | 'signedIn';
  /** Data the server already loaded for the first page. */
  readonly initial?: LoadedData;
  readonly fallback: ReactNode;
  readonly failed: ReactNode;
};

/** The site's routes under its layout, the same in the browser and on the server. */
export const siteRouteTree = ({ pages, initial, fallback, failed }: SiteRouteOptions) => (
  <Route element={<SiteLayout />}>
    {SITE_ROUTES.filter((route) => Boolean(route.signedIn) === (pages === 'signedIn')).map((route) => (
      <Route
        key={route.path}
        path={routePath(route)}
        element={<SitePage route={route} initial={initial} fallback={fallback} failed={failed} />}
      />
    ))}
    {pages === 'public' ? (
      <Route
        path="*"
        element={
          <>
            <PageHead route={HOME_ROUTE} />
            <HomePage />
          </>
        }
      />
    ) : null}
  </Route>
);
