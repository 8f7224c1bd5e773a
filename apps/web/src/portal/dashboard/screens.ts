import type { AreaScreens } from '../screens';
import { DashboardUser } from './dashboard-user';

/** The landing page: in the portal's own chunk, so signing in shows it without another download. */
export const screens: AreaScreens = { dashboardUser: DashboardUser };
