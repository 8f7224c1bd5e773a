import type { AreaScreens } from '../screens';
import { costsScreens } from './costs/screens';
import { importsScreens } from './imports/screens';
import { instantScreens } from './instant/screens';
import { quotationsScreens } from './quotations/screens';
import { tariffsScreens } from './tariffs/screens';

/** The pricing desk's workflow screens, one map per part. */
export const screens: AreaScreens = {
  ...tariffsScreens,
  ...quotationsScreens,
  ...instantScreens,
  ...costsScreens,
  ...importsScreens,
};
