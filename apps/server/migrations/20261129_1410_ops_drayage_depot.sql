-- Depot views (boxes on hand, out of hand, days on hand) from the container events. Each
-- container's latest depot event decides where it stands: gated in or discharged at a depot and
-- not out again is on hand there; gated out (or an empty released) and not returned is out of
-- hand; loaded, on rail or returned empty it is neither. The states are kept in a table of their
-- own, current from tracking_events through a statement trigger like the tracking nodes, so the
-- views read only the containers in play, however large the events table grows.

-- What a container event means at a depot: 'on_hand', 'out' or 'closed'; NULL for events that
-- leave the state as it was (departures, arrivals at sea, deliveries). The domain's
-- DEPOT_EVENT_STATES is the same table (a test compares them).
CREATE FUNCTION depot_event_state(code text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE code
    WHEN 'GATE_IN' THEN 'on_hand'
    WHEN 'DISCHARGED' THEN 'on_hand'
    WHEN 'RAIL_ARRIVED' THEN 'on_hand'
    WHEN 'EMPTY_RELEASED' THEN 'out'
    WHEN 'OUT_GATE' THEN 'out'
    WHEN 'LOADED' THEN 'closed'
    WHEN 'RAIL_DEPARTED' THEN 'closed'
    WHEN 'EMPTY_RETURN' THEN 'closed'
    WHEN 'EMPTY_RETURN_COMPLETE' THEN 'closed'
  END
$$;

-- One row per container in play, keyed by the container's own id.
CREATE TABLE depot_containers (
  id integer PRIMARY KEY REFERENCES containers (id) ON DELETE CASCADE,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  depot text NOT NULL,
  state text NOT NULL CHECK (state IN ('on_hand', 'out')),
  since timestamptz NOT NULL,
  event_id integer NOT NULL,
  event_code text NOT NULL
);
CREATE INDEX depot_containers_state_idx ON depot_containers (state, depot, since);
CREATE INDEX depot_containers_shipment_idx ON depot_containers (shipment_id);

-- Recomputes the state of some containers from their latest depot event (a box has a dozen
-- events at most, read through the container index of the events).
CREATE FUNCTION depot_containers_refresh(container_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM depot_containers WHERE id = ANY (container_ids);
  INSERT INTO depot_containers (id, shipment_id, depot, state, since, event_id, event_code)
  SELECT l.container_id, l.shipment_id, l.location, depot_event_state(l.code), l.occurred_at, l.id, l.code
    FROM (SELECT DISTINCT ON (e.container_id) e.container_id, e.shipment_id, e.location, e.code, e.occurred_at, e.id
            FROM tracking_events e
           WHERE e.container_id = ANY (container_ids)
             AND e.code IN ('GATE_IN', 'DISCHARGED', 'RAIL_ARRIVED', 'EMPTY_RELEASED', 'OUT_GATE', 'LOADED',
                            'RAIL_DEPARTED', 'EMPTY_RETURN', 'EMPTY_RETURN_COMPLETE')
           ORDER BY e.container_id, e.occurred_at DESC, e.id DESC) l
   WHERE depot_event_state(l.code) IN ('on_hand', 'out');
$$;

CREATE FUNCTION depot_containers_follow_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM depot_containers_refresh(ARRAY(
      SELECT DISTINCT a.container_id FROM added a
       WHERE a.container_id IS NOT NULL AND depot_event_state(a.code) IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM depot_containers_refresh(ARRAY(
      SELECT DISTINCT r.container_id FROM removed r
       WHERE r.container_id IS NOT NULL AND depot_event_state(r.code) IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM depot_containers_refresh(ARRAY(
      SELECT r.container_id FROM removed r WHERE r.container_id IS NOT NULL
      UNION SELECT a.container_id FROM added a WHERE a.container_id IS NOT NULL));
  ELSE
    DELETE FROM depot_containers;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER depot_containers_after_insert AFTER INSERT ON tracking_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION depot_containers_follow_events();
CREATE TRIGGER depot_containers_after_update AFTER UPDATE ON tracking_events
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION depot_containers_follow_events();
CREATE TRIGGER depot_containers_after_delete AFTER DELETE ON tracking_events
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION depot_containers_follow_events();
CREATE TRIGGER depot_containers_after_truncate AFTER TRUNCATE ON tracking_events
  FOR EACH STATEMENT EXECUTE FUNCTION depot_containers_follow_events();

-- The containers already in play when this arrives.
INSERT INTO depot_containers (id, shipment_id, depot, state, since, event_id, event_code)
SELECT l.container_id, l.shipment_id, l.location, depot_event_state(l.code), l.occurred_at, l.id, l.code
  FROM (SELECT DISTINCT ON (e.container_id) e.container_id, e.shipment_id, e.location, e.code, e.occurred_at, e.id
          FROM tracking_events e
         WHERE e.container_id IS NOT NULL
           AND e.code IN ('GATE_IN', 'DISCHARGED', 'RAIL_ARRIVED', 'EMPTY_RELEASED', 'OUT_GATE', 'LOADED',
                          'RAIL_DEPARTED', 'EMPTY_RETURN', 'EMPTY_RETURN_COMPLETE')
         ORDER BY e.container_id, e.occurred_at DESC, e.id DESC) l
 WHERE depot_event_state(l.code) IN ('on_hand', 'out');

ANALYZE depot_containers;
