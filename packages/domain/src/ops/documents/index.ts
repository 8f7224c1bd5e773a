import type { AreaPart } from '../../engine/area';

/** Booking confirmations, house bills and manifests as PDF in both languages. */
export const DOCUMENTS: AreaPart = {};
