import type { ContentLoader, ContentMeta } from './types';

/** Company, legal, support and other written pages: path -> page module. */
export const COMPANY_PAGES: Readonly<Record<string, ContentLoader>> = {};

/** Titles, descriptions and groups of the same pages, kept equal to the pages by a test. */
export const COMPANY_META: Readonly<Record<string, ContentMeta>> = {};
