import { lazyChunk } from '../chunk';
import type { AreaScreens } from '../screens';

/** The customer list with its region tabs and the customer profile. */
export const screens: AreaScreens = {
  customer: lazyChunk(() => import('./customer-page').then((m) => ({ default: m.CustomerPage }))),
};
