import type { Module } from '../../engine/module';
import { TRACKING_DESK_SERVER_RESOURCES } from './desk/resources';
import { registerTrackingDeskRoutes } from './desk/routes';
import * as desk from './desk/schema';
import { ETA_SERVER_RESOURCES } from './eta/resources';
import * as eta from './eta/schema';
import { seedEtaAlerts } from './eta/seed';
import { registerLookupRoutes } from './lookup/routes';

export { LOOKUP_RATE_PER_MINUTE } from './lookup/routes';
/** The one-file upload and the limited spreadsheet reader, shared with the other areas' sheet imports. */
export { receiveFile } from './uploads/routes';
export { hasSignature, readSheet, type SheetResult } from './uploads/sheet-reader';

import { seedSailingSchedules } from './schedules/seed';
import { TRACKING_UPLOAD_SERVER_RESOURCES } from './uploads/resources';
import { registerTrackingUploadRoutes } from './uploads/routes';
import * as uploads from './uploads/schema';
import { seedTrackingUploads } from './uploads/seed';

/**
 * Tracking: the public and customer lookups, the portal desk (shipment and container lists,
 * checks, leg counts, LFD control, analyses), container event uploads, ETA alerts and sailings.
 */
export const tracking: Module = {
  key: 'tracking',
  tables: { ...desk, ...eta, ...uploads },
  resources: [...TRACKING_DESK_SERVER_RESOURCES, ...TRACKING_UPLOAD_SERVER_RESOURCES, ...ETA_SERVER_RESOURCES],
  routes: (app) => {
    registerLookupRoutes(app);
    registerTrackingUploadRoutes(app);
    registerTrackingDeskRoutes(app);
  },
  seed: async (database, demo) => {
    // The shipment events' trigger filled the tracking nodes: their lists and joins need statistics,
    // and so does the trigger itself when the uploads below rewrite events (without them it reads
    // every node for each event).
    await database.exec('VACUUM (ANALYZE) tracking_nodes');
    await seedSailingSchedules(database, demo.asOf, demo.seed);
    // Uploads name a demo user as their author; without the demo users there are none.
    await seedTrackingUploads(database, demo.asOf);
    await seedEtaAlerts(database, demo.asOf);
  },
};
