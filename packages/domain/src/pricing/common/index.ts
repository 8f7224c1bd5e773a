import type { AreaPart } from '../../engine/area';
import { PRICING_COMMON_DICTIONARIES } from './dictionaries';

export * from './charges';

/** The enumerations every pricing part shares: charge codes and units, equipment, validity. */
export const PRICING_COMMON: AreaPart = { dictionaries: PRICING_COMMON_DICTIONARIES };
