import type { AreaScreens } from '../../screens';

/** Drayage orders, appointments and costs, and depot days on hand. */
export const drayageScreens: AreaScreens = {};
