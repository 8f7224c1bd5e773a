import { lazyChunk } from '../../chunk';
import type { AreaScreens } from '../../screens';

/** Claims, with the finance desk's reject and settle. */
export const claimsScreens: AreaScreens = {
  claimCharge: lazyChunk(() => import('./claim-list').then((m) => ({ default: m.ClaimList }))),
};
