import type { ModulePart } from '../../../engine/module';
import {
  ltaLaneServerResource,
  ltaNacServerResource,
  ltaServerResource,
  nraLineServerResource,
  nraServerResource,
} from './agreements';
import {
  arbitraryServerResource,
  portGroupMemberServerResource,
  portGroupServerResource,
  railRampServerResource,
} from './network';
import { rateLineServerResource, ratePublicationServerResource, rateServerResource } from './rates';
import { seedRates } from './seed';

/** Sell and cost rates, sales channels, arbitraries and add-ons, agreements, port groups, rail ramps. */
export const rates: ModulePart = {
  resources: [
    rateServerResource,
    rateLineServerResource,
    ratePublicationServerResource,
    arbitraryServerResource,
    ltaServerResource,
    ltaLaneServerResource,
    ltaNacServerResource,
    nraServerResource,
    nraLineServerResource,
    portGroupServerResource,
    portGroupMemberServerResource,
    railRampServerResource,
  ],
  seed: seedRates,
};
