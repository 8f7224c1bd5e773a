-- Tracking nodes (dwTrackingNode), one per shipment, container and leg, become a table kept
-- current from tracking_events, instead of a view that grouped every event on each read: the
-- list then pages over an index in its order, however many events there are.
DROP VIEW tracking_nodes;

CREATE TABLE tracking_nodes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  container_id integer REFERENCES containers (id) ON DELETE CASCADE,
  -- The shipment's row scope (SPEC §6), so a page of nodes and its count need no join.
  branch_id integer NOT NULL,
  company_id integer NOT NULL,
  leg text NOT NULL CHECK (leg IN ('first_mile', 'in_transit', 'last_mile')),
  event_count integer NOT NULL,
  started_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  -- The node shows its latest event, by (occurred_at, id) like the event lists.
  last_event_id integer NOT NULL,
  last_code text NOT NULL,
  last_status smallint NOT NULL,
  last_location text NOT NULL,
  -- The events of a shipment without a container make one node per leg.
  CONSTRAINT tracking_nodes_key UNIQUE NULLS NOT DISTINCT (shipment_id, container_id, leg)
);

-- Every node, from every event: one sort, then the first row of each key is its latest event.
SET LOCAL work_mem = '64MB';
INSERT INTO tracking_nodes (shipment_id, container_id, branch_id, company_id, leg, event_count, started_at, last_at,
                            last_event_id, last_code, last_status, last_location)
SELECT DISTINCT ON (e.shipment_id, e.container_id, e.leg)
       e.shipment_id, e.container_id, s.branch_id, s.company_id, e.leg, count(*) OVER w, min(e.occurred_at) OVER w,
       e.occurred_at, e.id, e.code, e.status, e.location
  FROM tracking_events e
  JOIN shipments s ON s.id = e.shipment_id
WINDOW w AS (PARTITION BY e.shipment_id, e.container_id, e.leg)
 ORDER BY e.shipment_id, e.container_id, e.leg, e.occurred_at DESC, e.id DESC;

-- The list's default order (latest first), with the scope, so even a deep page reads only the
-- index; the fuzzy container filter finds the containers first, then their nodes.
CREATE INDEX tracking_nodes_last_at_idx ON tracking_nodes (last_at DESC, id DESC) INCLUDE (branch_id, company_id);
CREATE INDEX tracking_nodes_container_idx ON tracking_nodes (container_id) WHERE container_id IS NOT NULL;
CREATE INDEX tracking_nodes_location_idx ON tracking_nodes (last_location, last_at DESC, id DESC);

-- Recounts the nodes of some shipments from their events (a shipment has a few dozen at most):
-- nodes left without events go, the others are written again in place, keeping their ids.
CREATE FUNCTION tracking_nodes_refresh(shipment_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM tracking_nodes n
   WHERE n.shipment_id = ANY (shipment_ids)
     AND NOT EXISTS (SELECT 1 FROM tracking_events e
                      WHERE e.shipment_id = n.shipment_id AND e.container_id IS NOT DISTINCT FROM n.container_id
                        AND e.leg = n.leg);
  INSERT INTO tracking_nodes AS n (shipment_id, container_id, branch_id, company_id, leg, event_count, started_at,
                                   last_at, last_event_id, last_code, last_status, last_location)
  SELECT DISTINCT ON (e.shipment_id, e.container_id, e.leg)
         e.shipment_id, e.container_id, s.branch_id, s.company_id, e.leg, count(*) OVER w, min(e.occurred_at) OVER w,
         e.occurred_at, e.id, e.code, e.status, e.location
    FROM tracking_events e
    JOIN shipments s ON s.id = e.shipment_id
   WHERE e.shipment_id = ANY (shipment_ids)
  WINDOW w AS (PARTITION BY e.shipment_id, e.container_id, e.leg)
   ORDER BY e.shipment_id, e.container_id, e.leg, e.occurred_at DESC, e.id DESC
  ON CONFLICT ON CONSTRAINT tracking_nodes_key DO UPDATE
     SET branch_id = excluded.branch_id, company_id = excluded.company_id, event_count = excluded.event_count,
         started_at = excluded.started_at, last_at = excluded.last_at,
         last_event_id = excluded.last_event_id, last_code = excluded.last_code, last_status = excluded.last_status,
         last_location = excluded.last_location
   WHERE (n.branch_id, n.company_id, n.event_count, n.started_at, n.last_event_id, n.last_at, n.last_code,
          n.last_status, n.last_location)
         IS DISTINCT FROM (excluded.branch_id, excluded.company_id, excluded.event_count, excluded.started_at,
                           excluded.last_event_id, excluded.last_at, excluded.last_code, excluded.last_status,
                           excluded.last_location);
$$;

-- Whatever writes events (the seeder's COPY, an upload, a manual event, a cascade) refreshes the
-- nodes of the shipments it touched, once per statement.
CREATE FUNCTION tracking_nodes_follow_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tracking_nodes_refresh(ARRAY(SELECT DISTINCT a.shipment_id FROM added a));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM tracking_nodes_refresh(ARRAY(SELECT DISTINCT r.shipment_id FROM removed r));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM tracking_nodes_refresh(ARRAY(SELECT r.shipment_id FROM removed r UNION SELECT a.shipment_id FROM added a));
  ELSE
    DELETE FROM tracking_nodes;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER tracking_nodes_after_insert AFTER INSERT ON tracking_events
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION tracking_nodes_follow_events();
CREATE TRIGGER tracking_nodes_after_update AFTER UPDATE ON tracking_events
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION tracking_nodes_follow_events();
CREATE TRIGGER tracking_nodes_after_delete AFTER DELETE ON tracking_events
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION tracking_nodes_follow_events();
CREATE TRIGGER tracking_nodes_after_truncate AFTER TRUNCATE ON tracking_events
  FOR EACH STATEMENT EXECUTE FUNCTION tracking_nodes_follow_events();

-- A shipment moved to another branch or company takes its nodes along.
CREATE FUNCTION tracking_nodes_follow_shipment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tracking_nodes SET branch_id = NEW.branch_id, company_id = NEW.company_id WHERE shipment_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER tracking_nodes_follow_shipment AFTER UPDATE OF branch_id, company_id ON shipments
  FOR EACH ROW WHEN (OLD.branch_id IS DISTINCT FROM NEW.branch_id OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION tracking_nodes_follow_shipment();

ANALYZE tracking_nodes;
