import { lazyChunk } from '../../chunk';
import type { AreaScreens } from '../../screens';

/** The approval queue of compliance statements, and the signature list where the customer signs. */
export const complianceScreens: AreaScreens = {
  complianceWrittenAp: lazyChunk(() => import('./approval-page').then((m) => ({ default: m.ApprovalPage }))),
  complianceWrittenSGN: lazyChunk(() => import('./signature-page').then((m) => ({ default: m.SignaturePage }))),
};
