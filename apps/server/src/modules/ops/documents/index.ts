import type { ModulePart } from '../../../engine/module';

/** Booking confirmations, house bills and manifests as PDF in both languages. */
export const documents: ModulePart = {};
