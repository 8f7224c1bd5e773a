import * as access from '../modules/access/schema';
import * as organisation from '../modules/admin/organisation';
import * as settings from '../modules/admin/schema';
import * as customers from '../modules/customers/schema';
import * as reference from '../modules/reference/schema';
import * as tracking from '../modules/shipments/schema';
import * as siteData from '../modules/site/data/schema';
import * as inquiries from '../modules/site/inquiries/schema';
import * as trackingDesk from '../modules/tracking/desk/schema';
import * as trackingEta from '../modules/tracking/eta/schema';
import * as trackingSchedules from '../modules/tracking/schedules/schema';
import * as trackingUploads from '../modules/tracking/uploads/schema';

/** Every table of every area; an area adds its schema module here. */
export const schema = {
  ...reference,
  ...organisation,
  ...access,
  ...tracking,
  ...customers,
  ...settings,
  ...siteData,
  ...inquiries,
  ...trackingUploads,
  ...trackingEta,
  ...trackingSchedules,
  ...trackingDesk,
};
