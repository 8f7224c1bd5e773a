import { COMPANY_PAGES } from './company';
import type { ContentLoader } from './types';
import { WHY_SERVICE_PAGES } from './why-services';

export type * from './types';

/**
 * Every content page of the public site by path, each in its own module so a page loads only
 * its own text. Paths may contain `{product}`, replaced by the configured brand slug.
 */
export const CONTENT_PAGES: Readonly<Record<string, ContentLoader>> = { ...WHY_SERVICE_PAGES, ...COMPANY_PAGES };
