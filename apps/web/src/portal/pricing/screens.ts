import type { AreaScreens } from '../screens';
import { costsScreens } from './costs/screens';
import { importsScreens } from './imports/screens';
import { instantScreens } from './instant/screens';
import { quotationsScreens } from './quotations/screens';

/** The pricing desk's workflow screens, one map per part. */
export const screens: AreaScreens = {
  ...quotationsScreens,
  ...instantScreens,
  ...costsScreens,
  ...importsScreens,
};
