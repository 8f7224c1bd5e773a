import type { ContentPage } from './types';

export type * from './types';

/**
 * Every content page of the public site by path, each in its own module so a page loads only
 * its own text.
 */
export const CONTENT_PAGES: Readonly<Record<string, () => Promise<{ default: ContentPage }>>> = {};
