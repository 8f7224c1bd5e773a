// Built by the site-catalogs plugin in vite.config.ts from packages/domain/src/i18n/site.ts.
declare module 'virtual:site-catalogs' {
  import type { CatalogTree, Language } from '@tidemark/domain';
  /** The site catalog of one language, loaded on demand. */
  export const loadSiteCatalog: (lang: Language) => Promise<CatalogTree>;
}
declare module 'virtual:site-catalog/*' {
  import type { CatalogTree } from '@tidemark/domain';

  const catalog: CatalogTree;
  export default catalog;
}
