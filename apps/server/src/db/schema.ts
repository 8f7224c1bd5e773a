import * as access from '../modules/access/schema';
import * as customers from '../modules/customers/schema';
import * as organisation from '../modules/organisation/schema';
import * as reference from '../modules/reference/schema';
import * as settings from '../modules/settings/schema';
import * as tracking from '../modules/tracking/schema';

/** Every table of every area; an area adds its schema module here. */
export const schema = { ...reference, ...organisation, ...access, ...tracking, ...customers, ...settings };
