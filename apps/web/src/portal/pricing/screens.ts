import type { AreaScreens } from '../screens';
import { importsScreens } from './imports/screens';

/** The pricing desk's workflow screens, one map per part. */
export const screens: AreaScreens = {
  ...importsScreens,
};
