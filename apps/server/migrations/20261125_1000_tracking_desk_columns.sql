-- The ISA change reason and the move data type are tracking filter fields of the shipment
-- (SPEC §3): they move from their one-to-one side table onto shipments, so filtering on them
-- reads one index in the list's order instead of joining a million rows.
ALTER TABLE shipments
  ADD COLUMN isa_change_reason text CHECK (
    isa_change_reason IN ('RESCHEDULE', 'MISSED APPT', 'NOT AVAILABLE', 'TRUCKER ERROR', 'CUSTOMER REQUEST', 'ORIGINAL APPT')
  ),
  ADD COLUMN move_data_type text;

-- Copied by a type change with USING rather than an UPDATE: that rewrites the table once, compact,
-- and rebuilds its indexes, where an UPDATE of every shipment would leave a second copy of each
-- row and of each index entry behind.
CREATE FUNCTION desk_details_of(shipment integer) RETURNS shipment_desk_details LANGUAGE sql STABLE AS $$
  SELECT d FROM shipment_desk_details d WHERE d.shipment_id = shipment
$$;
ALTER TABLE shipments
  ALTER COLUMN isa_change_reason TYPE text USING (desk_details_of(id)).isa_change_reason,
  ALTER COLUMN move_data_type TYPE text USING (desk_details_of(id)).move_data_type;
DROP FUNCTION desk_details_of(integer);
DROP TABLE shipment_desk_details;

-- In the list's default order, so a filtered page and its capped count read only matching rows.
-- Few shipments have an ISA change reason: the partial index holds only those.
CREATE INDEX desk_shipments_isa_etd_idx ON shipments (isa_change_reason, etd DESC, id DESC)
  WHERE isa_change_reason IS NOT NULL;
CREATE INDEX desk_shipments_move_etd_idx ON shipments (move_data_type, etd DESC, id DESC);

-- Statistics for the new columns and indexes right away, not at the next automatic analyze.
ANALYZE shipments;
