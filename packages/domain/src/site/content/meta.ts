import { COMPANY_META } from './company';
import type { ContentMeta } from './types';
import { WHY_SERVICE_META } from './why-services';

/** Title, description and group of every content page, light enough for the route table. */
export const CONTENT_META: Readonly<Record<string, ContentMeta>> = { ...WHY_SERVICE_META, ...COMPANY_META };
