import { lazyChunk } from '../chunk';
import type { AreaScreens } from '../screens';
import { complianceScreens } from './compliance/screens';

/**
 * The customs area's workflow screens: declarations, with the desk's record of a rejection and its
 * reason; the compliance statements' approval queue and signatures.
 */
export const screens: AreaScreens = {
  declaration: lazyChunk(() => import('./declaration-list').then((m) => ({ default: m.DeclarationList }))),
  ...complianceScreens,
};
