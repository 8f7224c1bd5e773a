import { SETTINGS_PAGES } from '../admin/pages';
import { CUSTOMER_PAGES, CUSTOMER_RESOURCES } from '../customers/resources';
import { REPORT_HISTORY_RESOURCE } from '../reports/resources';
import { TRACKING_DESK_PAGES } from '../tracking/desk/pages';
import { TRACKING_DESK_RESOURCES } from '../tracking/desk/resources';
import { ETA_PAGES, ETA_RESOURCES } from '../tracking/eta/resources';
import { SCHEDULE_PAGES, SCHEDULE_RESOURCES } from '../tracking/schedules/resources';
import { TRACKING_UPLOAD_PAGES, TRACKING_UPLOAD_RESOURCES } from '../tracking/uploads/resources';
import type { PageDef, ResourceDef } from './definitions';

/** Every area's resources and pages. An area adds its own module and one line in each list. */
export const RESOURCES: readonly ResourceDef[] = [
  REPORT_HISTORY_RESOURCE,
  ...CUSTOMER_RESOURCES,
  ...TRACKING_UPLOAD_RESOURCES,
  ...ETA_RESOURCES,
  ...SCHEDULE_RESOURCES,
  ...TRACKING_DESK_RESOURCES,
];
export const PAGES: readonly PageDef[] = [
  ...SETTINGS_PAGES,
  ...CUSTOMER_PAGES,
  ...TRACKING_UPLOAD_PAGES,
  ...ETA_PAGES,
  ...SCHEDULE_PAGES,
  ...TRACKING_DESK_PAGES,
];

export const resourceByName = (name: string): ResourceDef | undefined => RESOURCES.find((r) => r.name === name);
export const pageByUrl = (url: string): PageDef | undefined => PAGES.find((p) => p.url === url);
