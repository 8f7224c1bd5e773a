import type { ContentLoader, ContentMeta } from './types';

/** Why-{brand} and service pages (supply chain, warehouse): path -> page module. */
export const WHY_SERVICE_PAGES: Readonly<Record<string, ContentLoader>> = {};

/** Titles, descriptions and groups of the same pages, kept equal to the pages by a test. */
export const WHY_SERVICE_META: Readonly<Record<string, ContentMeta>> = {};
