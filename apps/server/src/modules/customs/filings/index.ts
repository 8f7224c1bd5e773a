import type { ModulePart } from '../../../engine/module';
import { amsIsfErrorServerResource, isfFilingServerResource, routingErrorServerResource } from './resources';
import { seedFilings } from './seed';

/**
 * US filings: the ISF 10+2 and AMS data of US-bound ocean shipments (a child list of the sea
 * shipment), and the AMS/ISF and routing error lists, tables kept by triggers on every write of
 * a shipment, its legs or its filing (migration 20261203_1200_customs_filings.sql).
 */
export const filings: ModulePart = {
  resources: [isfFilingServerResource, amsIsfErrorServerResource, routingErrorServerResource],
  seed: seedFilings,
};
