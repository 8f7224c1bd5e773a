import type { AreaDef } from '../engine/area';
import { trackingDeskCatalog } from './desk/i18n';
import { trackingDeskWebCatalog } from './desk/i18n-web';
import { TRACKING_DESK_PAGES } from './desk/pages';

import { TRACKING_DESK_RESOURCES } from './desk/resources';
import { TRACKING_DICTIONARIES } from './dictionaries';
import { trackingEtaCatalog } from './eta/i18n';
import { ETA_PAGES, ETA_RESOURCES } from './eta/resources';
import { trackingPublicCatalog } from './i18n-public';
import { SCHEDULE_PAGES, SCHEDULE_RESOURCES } from './schedules/resources';
import { trackingUploadsCatalog } from './uploads/i18n';
import { TRACKING_UPLOAD_PAGES, TRACKING_UPLOAD_RESOURCES } from './uploads/resources';

/** The key account whose shipments the desk's Ansell list and finance's billing summary follow. */
export { ANSELL_COMPANY_CODE } from './desk/pages';

/**
 * Tracking: the public lookup, the tracking desk over the shipments core, container event
 * uploads, ETA alerts and sailing schedules.
 */
export const TRACKING_AREA: AreaDef = {
  key: 'tracking',
  menuGroups: ['tracking'],
  resources: [...TRACKING_UPLOAD_RESOURCES, ...ETA_RESOURCES, ...SCHEDULE_RESOURCES, ...TRACKING_DESK_RESOURCES],
  pages: [...TRACKING_UPLOAD_PAGES, ...ETA_PAGES, ...SCHEDULE_PAGES, ...TRACKING_DESK_PAGES],
  dictionaries: TRACKING_DICTIONARIES,
  catalogs: [
    trackingPublicCatalog,
    trackingUploadsCatalog,
    trackingEtaCatalog,
    trackingDeskCatalog,
    trackingDeskWebCatalog,
  ],
};
