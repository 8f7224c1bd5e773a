import { lazyChunk } from '../chunk';
import type { AreaScreens } from '../screens';
import { claimsScreens } from './claims/screens';
import { invoicesScreens } from './invoices/screens';
import { submitScreens } from './submit/screens';

/**
 * The finance area's workflow screens: the charge sheets and their review queue, invoicing's, the
 * submissions to CargoWise, the claims and the finance work list.
 */
export const screens: AreaScreens = {
  chargeSheet: lazyChunk(() => import('./charges/sheet-page').then((m) => ({ default: m.ChargeSheetPage }))),
  chargePvgSheet: lazyChunk(() => import('./charges/sheet-page').then((m) => ({ default: m.ChargePvgSheetPage }))),
  chargeSheetverify: lazyChunk(() => import('./charges/verify-page').then((m) => ({ default: m.VerifyPage }))),
  ...invoicesScreens,
  ...submitScreens,
  ...claimsScreens,
  rmsWorkbench: lazyChunk(() => import('./profit/workbench-page').then((m) => ({ default: m.WorkbenchPage }))),
};
