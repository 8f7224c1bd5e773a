import { loadSiteCatalog } from 'virtual:site-catalogs';
import type { Language } from '@tidemark/domain';
import { initWithCatalog, setCatalogLoader } from '.';

/**
 * Starts i18n for a public page with the site catalog of its language only (the `site.*`
 * subtree and a few shared keys); the other language loads when the switch asks for it.
 */
export const initSiteI18n = async (lang: Language): Promise<void> => {
  setCatalogLoader(loadSiteCatalog);
  await initWithCatalog(lang, await loadSiteCatalog(lang));
};
