-- Deep pages of the booking desk's lists over a million bookings and the shipments they made.
--
-- The lists of shipments made from bookings (shipmentId, shipmentIdAir, airShipmentId) joined the
-- shipments to their bookings, so a deep page probed the bookings for every shipment it skipped.
-- A shipment now carries the booking it was made from, kept by the triggers below whoever writes
-- bookings.shipment_id, and the lists read shipments alone: the ids of page 10,000 come from one
-- partial index of the booked shipments, the desk leading and the list's order after it, with
-- the row scope's branch and company carried along (an index-only scan; the planner reads an
-- expression from an index alone only when the columns under it are in the index too, hence mode).
ALTER TABLE shipments ADD COLUMN booking_id integer;
UPDATE shipments s SET booking_id = b.id FROM bookings b WHERE b.shipment_id = s.id;

CREATE INDEX shipments_booked_desk_etd_idx
  ON shipments ((CASE WHEN mode = 'AIR' THEN 'AIR' ELSE 'SEA' END), etd DESC, id DESC)
  INCLUDE (branch_id, company_id, mode) WHERE booking_id IS NOT NULL;
CREATE INDEX shipments_booked_desk_master_bill_idx
  ON shipments ((CASE WHEN mode = 'AIR' THEN 'AIR' ELSE 'SEA' END), master_bill, id)
  INCLUDE (branch_id, company_id, mode) WHERE booking_id IS NOT NULL;

-- Bookings inserted pointing at their shipment (the demo seed, a bulk load): one set-based
-- statement per insert, however many rows it brings.
CREATE FUNCTION shipments_follow_inserted_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shipments s SET booking_id = a.id
    FROM added a
   WHERE s.id = a.shipment_id AND s.booking_id IS DISTINCT FROM a.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER bookings_shipment_after_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION shipments_follow_inserted_bookings();

-- A booking that comes to point at a shipment, or stops pointing at one (confirming writes the
-- shipment with its booking already, so this finds nothing to change then).
CREATE FUNCTION shipments_follow_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.shipment_id IS NOT NULL THEN
    UPDATE shipments SET booking_id = NULL WHERE id = OLD.shipment_id AND booking_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.shipment_id IS NOT NULL THEN
    UPDATE shipments SET booking_id = NEW.id WHERE id = NEW.shipment_id AND booking_id IS DISTINCT FROM NEW.id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER bookings_shipment_after_update AFTER UPDATE OF shipment_id ON bookings
  FOR EACH ROW WHEN (OLD.shipment_id IS DISTINCT FROM NEW.shipment_id) EXECUTE FUNCTION shipments_follow_booking();
CREATE TRIGGER bookings_shipment_after_delete AFTER DELETE ON bookings
  FOR EACH ROW WHEN (OLD.shipment_id IS NOT NULL) EXECUTE FUNCTION shipments_follow_booking();

-- The sea and air booking forms' lists (a fixed desk) and the pending desk's queue, newest change
-- first: each reads the ids of a deep page from its own index, as the list of all bookings does
-- from bookings_updated_scope_idx. The queue's expression is the server's (deskQueue of
-- apps/server/src/modules/ops/bookings/resources.ts), so the list's condition matches it.
CREATE INDEX bookings_mode_updated_idx ON bookings (mode, updated_at DESC, id DESC) INCLUDE (branch_id, company_id);
CREATE INDEX bookings_desk_queue_updated_idx
  ON bookings ((CASE WHEN status IN ('submitted', 'pending_planning', 'pending_sr', 'sr_decrease')
                       OR (status = 'draft' AND inquiry_id IS NOT NULL) THEN 'pending' ELSE 'other' END),
               updated_at DESC, id DESC)
  INCLUDE (branch_id, company_id, status, inquiry_id);
-- A user of one branch reads that branch's bookings in order from its own index; the desk and the
-- queue's columns travel in it, so the forms' and the queue's deep pages need no row either.
CREATE INDEX bookings_branch_updated_scope_idx ON bookings (branch_id, updated_at DESC, id DESC)
  INCLUDE (mode, status, inquiry_id);
DROP INDEX bookings_branch_updated_idx;

-- The planner's statistics of the new expressions, so the lists pick these indexes at once.
ANALYZE shipments;
ANALYZE bookings;
