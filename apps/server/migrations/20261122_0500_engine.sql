-- Engine lists: a filter on the shipment mode sorted by ETD, the default shipment list view. The
-- scope columns ride along in the index so the ids of a deep page come from an index-only scan.
CREATE INDEX shipments_mode_etd_idx ON shipments (mode, etd DESC, id DESC) INCLUDE (branch_id, company_id);
