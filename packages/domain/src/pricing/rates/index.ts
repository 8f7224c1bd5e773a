import type { AreaPart } from '../../engine/area';
import { ltaLaneResource, ltaNacResource, ltaResource, nraLineResource, nraResource } from './agreements';
import { RATE_DICTIONARIES } from './dictionaries';
import { rateCatalog } from './i18n';
import { arbitraryResource, portGroupMemberResource, portGroupResource, railRampResource } from './network';
import { RATE_PART_PAGES } from './pages';
import { rateLineResource, ratePublicationResource, rateResource } from './rates';

export * from './rules';

/**
 * Sell and cost rates over the tariffs, their publication to sales channels, arbitraries and
 * add-ons, long-term agreements with their named accounts, NVOCC negotiated rate arrangements,
 * port groups and rail ramps.
 */
export const RATES: AreaPart = {
  resources: [
    rateResource,
    rateLineResource,
    ratePublicationResource,
    arbitraryResource,
    ltaResource,
    ltaLaneResource,
    ltaNacResource,
    nraResource,
    nraLineResource,
    portGroupResource,
    portGroupMemberResource,
    railRampResource,
  ],
  pages: RATE_PART_PAGES,
  dictionaries: RATE_DICTIONARIES,
  catalogs: [rateCatalog],
};
