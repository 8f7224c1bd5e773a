import { lazyChunk } from '../chunk';
import type { AreaScreens } from '../screens';

/** Approving the accounts customers sign up for. */
export const screens: AreaScreens = {
  accountApproval: lazyChunk(() => import('./account-approval-page').then((m) => ({ default: m.AccountApprovalPage }))),
};
