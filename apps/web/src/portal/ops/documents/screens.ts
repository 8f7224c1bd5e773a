import type { AreaScreens } from '../../screens';

/** Booking confirmations, house bills and manifests as PDF in both languages. */
export const documentsScreens: AreaScreens = {};
