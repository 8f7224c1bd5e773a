import { isLanguage, type Language } from '@tidemark/domain';
import type { LoadedData } from '../route-data';

/** What the server hands the browser with a rendered page, so it hydrates exactly what it got. */
export type SiteState = {
  readonly lang: Language;
  readonly data?: LoadedData;
  readonly year: number;
};

export const SITE_STATE_ID = 'site-state';

/** JSON for an inline script: `<` escaped so no text in it can close the element. */
export const serializeSiteState = (state: SiteState): string =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The state of a page the server rendered, or undefined for a page rendered in the browser. */
export const readSiteState = (): SiteState | undefined => {
  const text = document.getElementById(SITE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as SiteState;
    return isLanguage(state.lang) ? state : undefined;
  } catch {
    return undefined;
  }
};
