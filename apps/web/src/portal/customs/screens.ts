import type { AreaScreens } from '../screens';
import { complianceScreens } from './compliance/screens';

/** The customs area's workflow screens: the compliance statements' approval queue and signatures. */
export const screens: AreaScreens = {
  ...complianceScreens,
};
