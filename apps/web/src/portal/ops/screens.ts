import type { AreaScreens } from '../screens';
import { bookingsScreens } from './bookings/screens';
import { cargoScreens } from './cargo/screens';
import { consolesScreens } from './consoles/screens';
import { documentsScreens } from './documents/screens';
import { drayageScreens } from './drayage/screens';
import { warehouseScreens } from './warehouse/screens';
import { workbenchScreens } from './workbench/screens';

/** The operations desk's workflow screens, one map per part. */
export const screens: AreaScreens = {
  ...bookingsScreens,
  ...consolesScreens,
  ...cargoScreens,
  ...warehouseScreens,
  ...drayageScreens,
  ...documentsScreens,
  ...workbenchScreens,
};
