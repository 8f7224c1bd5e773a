-- What the public tracking page shows beyond shipments, containers and events: the legs of a
-- shipment (first mile, main carriage, last mile, with planned and actual times) and the
-- history of its changes (ETA, ETD, vessel, voyage, flight, status).
CREATE TABLE shipment_legs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  seq smallint NOT NULL,
  leg text NOT NULL CHECK (leg IN ('first_mile', 'in_transit', 'last_mile')),
  mode text NOT NULL CHECK (mode IN ('truck', 'vessel', 'air', 'rail')),
  from_kind text NOT NULL CHECK (from_kind IN ('door', 'port', 'ramp')),
  from_code text NOT NULL,
  to_kind text NOT NULL CHECK (to_kind IN ('door', 'port', 'ramp')),
  to_code text NOT NULL,
  planned_start timestamptz,
  planned_end timestamptz,
  actual_start timestamptz,
  actual_end timestamptz,
  truck_plate text,
  UNIQUE (shipment_id, seq)
);

CREATE TABLE shipment_history (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  field text NOT NULL CHECK (field IN ('eta', 'etd', 'vessel', 'voyage', 'flight_no', 'status')),
  old_value text,
  new_value text,
  changed_at timestamptz NOT NULL,
  source text NOT NULL
);
CREATE INDEX shipment_history_shipment_idx ON shipment_history (shipment_id, changed_at DESC);

-- Any later change to a tracked field (event ingestion, uploads, the desk) lands in the history
-- without each writer having to remember it. A writer may name its source with
-- SET LOCAL tidemark.change_source = 'CARRIER_EDI'; otherwise it is SYSTEM.
CREATE FUNCTION shipment_history_record() RETURNS trigger AS $$
DECLARE
  src text := coalesce(nullif(current_setting('tidemark.change_source', true), ''), 'SYSTEM');
BEGIN
  IF NEW.eta IS DISTINCT FROM OLD.eta THEN
    INSERT INTO shipment_history (shipment_id, field, old_value, new_value, changed_at, source)
    VALUES (NEW.id, 'eta', to_char(OLD.eta AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
            to_char(NEW.eta AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), now(), src);
  END IF;
  IF NEW.etd IS DISTINCT FROM OLD.etd THEN
    INSERT INTO shipment_history (shipment_id, field, old_value, new_value, changed_at, source)
    VALUES (NEW.id, 'etd', to_char(OLD.etd AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
            to_char(NEW.etd AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), now(), src);
  END IF;
  IF NEW.vessel IS DISTINCT FROM OLD.vessel THEN
    INSERT INTO shipment_history (shipment_id, field, old_value, new_value, changed_at, source)
    VALUES (NEW.id, 'vessel', OLD.vessel, NEW.vessel, now(), src);
  END IF;
  IF NEW.voyage IS DISTINCT FROM OLD.voyage THEN
    INSERT INTO shipment_history (shipment_id, field, old_value, new_value, changed_at, source)
    VALUES (NEW.id, 'voyage', OLD.voyage, NEW.voyage, now(), src);
  END IF;
  IF NEW.flight_no IS DISTINCT FROM OLD.flight_no THEN
    INSERT INTO shipment_history (shipment_id, field, old_value, new_value, changed_at, source)
    VALUES (NEW.id, 'flight_no', OLD.flight_no, NEW.flight_no, now(), src);
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO shipment_history (shipment_id, field, old_value, new_value, changed_at, source)
    VALUES (NEW.id, 'status', OLD.status::text, NEW.status::text, now(), src);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER shipments_history_trg
  AFTER UPDATE OF eta, etd, vessel, voyage, flight_no, status ON shipments
  FOR EACH ROW EXECUTE FUNCTION shipment_history_record();

-- Lookups by reference compare upper-cased input with the stored numbers; the existing
-- indexes cover house bill, master bill, booking, shipment number, container number, plate
-- and FBA id, and events by shipment. Legs are read by shipment through their unique key.
