import type { AreaScreens } from '../screens';
import { invoicesScreens } from './invoices/screens';

/** Finance's workflow screens, one map per part. */
export const screens: AreaScreens = {
  ...invoicesScreens,
};
