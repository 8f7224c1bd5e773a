-- The portal tracking desk: the tracking filter fields the shipment model lacks (ISA change
-- reason, move data type) in a one-to-one table, and the indexes behind the desk's filters,
-- quick filters, data checks and analyses at a million shipments.
CREATE TABLE shipment_desk_details (
  shipment_id integer PRIMARY KEY REFERENCES shipments (id) ON DELETE CASCADE,
  isa_change_reason text CHECK (
    isa_change_reason IN ('RESCHEDULE', 'MISSED APPT', 'NOT AVAILABLE', 'TRUCKER ERROR', 'CUSTOMER REQUEST', 'ORIGINAL APPT')
  ),
  move_data_type text
);
CREATE INDEX desk_details_isa_idx ON shipment_desk_details (isa_change_reason) WHERE isa_change_reason IS NOT NULL;
CREATE INDEX desk_details_move_idx ON shipment_desk_details (move_data_type);

-- Selective filters of the tracking list, in the list's default order, so a filtered page reads
-- its rows straight from the index; common values (mode, region, types) walk the ETD index.
CREATE INDEX desk_shipments_origin_etd_idx ON shipments (origin_port, etd DESC, id DESC);
CREATE INDEX desk_shipments_destination_etd_idx ON shipments (destination_port, etd DESC, id DESC);
CREATE INDEX desk_shipments_carrier_etd_idx ON shipments (carrier_code, etd DESC, id DESC);
CREATE INDEX desk_shipments_job_status_etd_idx ON shipments (job_status, etd DESC, id DESC);
-- Rare values only: the partial indexes stay small.
CREATE INDEX desk_shipments_origin_hold_idx ON shipments (origin_hold, etd DESC, id DESC)
  WHERE origin_hold <> 'Released';
CREATE INDEX desk_shipments_update_to_cw_idx ON shipments (update_to_cw, etd DESC, id DESC)
  WHERE update_to_cw <> 2;
CREATE INDEX desk_shipments_transload_idx ON shipments (etd DESC, id DESC) WHERE transload;

-- Quick filters: arrived and waiting for the out-gate (pending DO dispatch), and the last free
-- day. Few shipments wait, and they are not the newest, so a walk down the whole ETD index finds
-- them late: these small indexes hold only the waiting ones, in the list's order.
CREATE INDEX desk_shipments_awaiting_out_gate_idx ON shipments (etd DESC, id DESC) WHERE status IN (2, 3);
CREATE INDEX desk_shipments_lfd_idx ON shipments (etd DESC, id DESC)
  WHERE status IN (0, 1, 2, 3) AND last_free_day IS NOT NULL;
CREATE INDEX desk_shipments_lfd_day_idx ON shipments (last_free_day)
  WHERE status IN (0, 1, 2, 3) AND last_free_day IS NOT NULL;
-- Transit-time analyses select shipments by actual departure.
CREATE INDEX desk_shipments_atd_idx ON shipments (atd) WHERE atd IS NOT NULL;
-- Container data check: the few containers without a seal or a VGM.
CREATE INDEX desk_containers_missing_data_idx ON containers (shipment_id) WHERE seal_no IS NULL OR vgm_kg IS NULL;
