import type { AreaScreens } from '../screens';
import { costsScreens } from './costs/screens';

/** The pricing desk's workflow screens, one map per part. */
export const screens: AreaScreens = {
  ...costsScreens,
};
