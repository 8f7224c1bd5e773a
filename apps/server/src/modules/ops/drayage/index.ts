import type { ModulePart } from '../../../engine/module';
import { drayageAppointmentServerResource } from './appointments';
import { depotContainerServerResource } from './depot';
import { drayageCostServerResource, drayageOrderServerResource, drayageOtrMexServerResource } from './orders';
import * as tables from './schema';
import { seedDrayage } from './seed';

/** Drayage orders, appointments and costs, and depot days on hand. */
export const drayage: ModulePart = {
  tables,
  resources: [
    drayageOrderServerResource,
    drayageOtrMexServerResource,
    drayageAppointmentServerResource,
    drayageCostServerResource,
    depotContainerServerResource,
  ],
  seed: seedDrayage,
  seedAlongside: true,
};
