-- Tracking desk filters at a million shipments, where the earlier indexes left a list slow.

-- The fuzzy (contains) container and shipment number filters of the node and event lists:
-- trigram indexes find the few matching containers or shipments, then their nodes or events,
-- instead of reading every container or shipment. pg_trgm ships with PostgreSQL (contrib)
-- and is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX containers_no_trgm_idx ON containers USING gin (container_no gin_trgm_ops);
CREATE INDEX shipments_no_trgm_idx ON shipments USING gin (shipment_no gin_trgm_ops);

-- The LFD quick filter sorted by ETD walked this index of every shipment with a last free day,
-- in ETD order, through a hundred thousand that are not due before finding a page of those that
-- are. The list now takes the ids of the due shipments first (resources.ts), from their own
-- index alone, with the columns that condition reads included, then sorts those shipments.
DROP INDEX desk_shipments_lfd_idx;
DROP INDEX desk_shipments_lfd_due_idx;
CREATE INDEX desk_shipments_lfd_due_idx ON shipments ((CASE WHEN status IN (0, 1, 2, 3) THEN last_free_day END))
  INCLUDE (id, status, last_free_day) WHERE status IN (0, 1, 2, 3);

-- Enumeration filters that had no index of their own: two common values combined (a move data
-- type with a rail movement, say) were counted by reading every row of one of them. With an
-- index per column the planner combines them, and counts from the rows both select. Few
-- distinct values: deduplicated B-trees of a few megabytes each.
CREATE INDEX desk_shipments_rail_movement_idx ON shipments (rail_movement);
CREATE INDEX desk_shipments_shipment_type_idx ON shipments (shipment_type);
CREATE INDEX desk_shipments_drop_mode_idx ON shipments (drop_mode);
CREATE INDEX desk_shipments_peel_off_idx ON shipments (peel_off);
CREATE INDEX desk_shipments_invoice_review_idx ON shipments (invoice_review);
CREATE INDEX desk_shipments_report_status_idx ON shipments (report_status);
CREATE INDEX desk_shipments_region_idx ON shipments (region);
CREATE INDEX desk_shipments_packing_mode_idx ON shipments (packing_mode);

ANALYZE shipments;
ANALYZE containers;
