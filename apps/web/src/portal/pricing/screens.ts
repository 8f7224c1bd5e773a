import type { AreaScreens } from '../screens';
import { instantScreens } from './instant/screens';

/** The pricing desk's workflow screens, one map per part. */
export const screens: AreaScreens = {
  ...instantScreens,
};
