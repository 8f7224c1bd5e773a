import type { AreaPart } from '../../engine/area';
import { documentsCatalog } from './i18n';

/**
 * Booking confirmations, house bills and manifests as PDF in both languages: the document model
 * and its builders (documents.ts), the barcode (code128.ts) and every printed word (i18n.ts).
 * The documents are downloads of records other pages show, so the part adds no page of its own.
 */
export const DOCUMENTS: AreaPart = { catalogs: [documentsCatalog] };
