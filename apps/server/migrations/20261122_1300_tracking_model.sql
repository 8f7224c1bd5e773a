-- Tracking model additions shared by the public lookups and the portal tracking desk.
-- Road shipments carry the truck plate; eCommerce shipments into Amazon fulfilment centres carry
-- the FBA shipment id and the seller's reference; every event keeps the IANA time zone of the
-- place it happened (NULL means the zone of its location's port).
ALTER TABLE shipments ADD COLUMN truck_plate text;
ALTER TABLE shipments ADD COLUMN fba_shipment_id text;
ALTER TABLE shipments ADD COLUMN fba_reference text;
ALTER TABLE tracking_events ADD COLUMN time_zone text;

CREATE INDEX shipments_truck_plate_idx ON shipments (truck_plate) WHERE truck_plate IS NOT NULL;
CREATE INDEX shipments_fba_shipment_id_idx ON shipments (fba_shipment_id) WHERE fba_shipment_id IS NOT NULL;
CREATE INDEX shipments_fba_reference_idx ON shipments (fba_reference) WHERE fba_reference IS NOT NULL;
