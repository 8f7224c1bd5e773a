import type { AreaPart } from '../../engine/area';
import { depotContainerResource } from './depot';
import { DRAYAGE_DICTIONARIES } from './dictionaries';
import { drayageCatalog } from './i18n';
import { drayageAppointmentResource, drayageCostResource } from './lines';
import { drayageOrderResource, drayageOtrMexResource } from './orders';
import { DRAYAGE_PAGES } from './pages';

export { BORDER_CROSSINGS } from './dictionaries';
export * from './rules';

/** Drayage orders, appointments and costs, and depot days on hand. */
export const DRAYAGE: AreaPart = {
  resources: [
    drayageOrderResource,
    drayageOtrMexResource,
    drayageAppointmentResource,
    drayageCostResource,
    depotContainerResource,
  ],
  pages: DRAYAGE_PAGES,
  dictionaries: DRAYAGE_DICTIONARIES,
  catalogs: [drayageCatalog],
};
