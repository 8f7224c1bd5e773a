import type { AreaScreens } from '../screens';
import { tariffsScreens } from './tariffs/screens';

/** The pricing desk's workflow screens, one map per part. */
export const screens: AreaScreens = {
  ...tariffsScreens,
};
