import type { Language } from '@tidemark/domain';
import type { Localized } from '@tidemark/domain/site/content/types';
import type { ComponentType } from 'react';

/** What a page's data loader may use: the query string, the language and a GET to the API. */
export type SiteDataContext = {
  readonly search: URLSearchParams;
  readonly lang: Language;
  /**
   * GET an API path (e.g. '/api/public/offices') with query parameters; resolves to the parsed
   * JSON body (the SPEC §8 envelope) and rejects on a network failure or a non-2xx status.
   * In the browser this is a fetch; when the page is rendered on the server it calls the API
   * in-process.
   */
  readonly get: <T = unknown>(path: string, query?: Readonly<Record<string, string>>) => Promise<T>;
};

/**
 * One public page: its path, its code (loaded on demand so each page ships only what it uses)
 * and the title and description (catalog keys, or texts in both languages). Each area of the site exports a list of
 * these; the site's route table puts them together.
 */
export type SiteRoute = {
  readonly path: string;
  readonly load: () => Promise<{ default: ComponentType }>;
  /** Catalog key of the page title, or the title itself in both languages (content pages). */
  readonly title: string | Localized;
  /** Catalog key of the meta description, or the description itself in both languages. */
  readonly description: string | Localized;
  /**
   * Data the page needs for its first render (offices, articles...). It runs before the page
   * renders, on the server for the first HTML and in the browser on later navigation; the page
   * reads the result with useSiteData(). Re-run when the query string changes.
   */
  readonly data?: (ctx: SiteDataContext) => Promise<unknown>;
  /** Pages that need a signed-in user render in the browser only and stay out of the sitemap. */
  readonly signedIn?: boolean;
};
