import { CONTENT_PAGES } from '@tidemark/domain/site/content/index';
import { CONTENT_META } from '@tidemark/domain/site/content/meta';
import type { ContentLoader } from '@tidemark/domain/site/content/types';
import { createElement } from 'react';
import type { SiteRoute } from '../route-types';
import { localizedWithBrand, sitePath } from './localize';

/** Loads a page's text and the renderer together, so neither is in the first bundle. */
const loadPage = (loader: ContentLoader) => async () => {
  const [{ default: page }, { ContentPageView }] = await Promise.all([loader(), import('./content-page')]);
  const Page = () => createElement(ContentPageView, { page });
  return { default: Page };
};

/** The written pages of the site (why, services, company, legal, support), one per CONTENT_PAGES entry. */
export const contentRoutes: readonly SiteRoute[] = Object.entries(CONTENT_META).flatMap(([path, meta]) => {
  const loader = CONTENT_PAGES[path];
  if (!loader) return [];
  const load = loadPage(loader);
  const title = localizedWithBrand(meta.title);
  const description = localizedWithBrand(meta.description);
  return [path, ...(meta.aliases ?? [])].map((p) => ({ path: sitePath(p), load, title, description }));
});
