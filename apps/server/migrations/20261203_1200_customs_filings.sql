-- US filings: the importer security filing (ISF 10+2) and the AMS filing of each ocean shipment
-- into the United States, and two kept lists of what does not hold: amsisfError (missing or
-- inconsistent elements, late filings) and routingError (legs that do not chain, dates, ports).
-- Both lists are tables kept on write by the triggers below, one shipment at a time, so reading
-- a page never recomputes them; the rules are those of packages/domain/src/customs/filings/rules.ts.

CREATE TABLE customs_isf_filings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_id integer NOT NULL UNIQUE REFERENCES shipments (id) ON DELETE CASCADE,
  -- The shipment's branch (row scope), set from the shipment on create.
  branch_id integer NOT NULL REFERENCES branches (id),
  -- The importer's ten elements.
  seller text,
  buyer text,
  importer_no text,
  consignee_no text,
  manufacturer text,
  ship_to text,
  origin_country text REFERENCES countries (code),
  hts_code text,
  stuffing_location text,
  consolidator text,
  -- The carrier's two: received or not, and when.
  stow_plan_received boolean NOT NULL DEFAULT false,
  stow_plan_at timestamptz,
  status_messages_received boolean NOT NULL DEFAULT false,
  status_messages_at timestamptz,
  isf_filed_at timestamptz,
  ams_filed_at timestamptz,
  ams_bill_no text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX customs_isf_filings_branch_idx ON customs_isf_filings (branch_id);

-- One row per US-bound ocean shipment and reason (a missing element: per element).
CREATE TABLE customs_amsisf_errors (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  shipment_no text NOT NULL,
  branch_id integer NOT NULL,
  company_id integer NOT NULL,
  mode text NOT NULL,
  origin_port text NOT NULL,
  destination_port text NOT NULL,
  -- Loading at the foreign port, which the 24-hour rule counts back from.
  load_at timestamptz NOT NULL,
  reason text NOT NULL,
  element text NOT NULL DEFAULT '',
  detail text,
  isf_filed_at timestamptz,
  ams_filed_at timestamptz,
  CONSTRAINT customs_amsisf_errors_key UNIQUE (shipment_id, reason, element)
);
-- The list's default order (next loading first is the desk's order; latest first here) with the
-- scope, and the reason filter in the same order.
CREATE INDEX customs_amsisf_errors_load_idx ON customs_amsisf_errors (load_at DESC, id DESC) INCLUDE (branch_id);
CREATE INDEX customs_amsisf_errors_reason_idx ON customs_amsisf_errors (reason, load_at DESC, id DESC) INCLUDE (branch_id);
CREATE INDEX customs_amsisf_errors_branch_idx ON customs_amsisf_errors (branch_id, load_at DESC, id DESC);
CREATE INDEX customs_amsisf_errors_no_idx ON customs_amsisf_errors (shipment_no text_pattern_ops);

-- One row per shipment and reason its routing does not hold together.
CREATE TABLE customs_routing_errors (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  shipment_no text NOT NULL,
  branch_id integer NOT NULL,
  company_id integer NOT NULL,
  mode text NOT NULL,
  origin_port text NOT NULL,
  destination_port text NOT NULL,
  etd timestamptz NOT NULL,
  eta timestamptz NOT NULL,
  reason text NOT NULL,
  detail text,
  CONSTRAINT customs_routing_errors_key UNIQUE (shipment_id, reason)
);
CREATE INDEX customs_routing_errors_etd_idx ON customs_routing_errors (etd DESC, id DESC) INCLUDE (branch_id);
CREATE INDEX customs_routing_errors_reason_idx ON customs_routing_errors (reason, etd DESC, id DESC) INCLUDE (branch_id);
CREATE INDEX customs_routing_errors_branch_idx ON customs_routing_errors (branch_id, etd DESC, id DESC);
CREATE INDEX customs_routing_errors_no_idx ON customs_routing_errors (shipment_no text_pattern_ops);

-- The AMS/ISF problems of some shipments, written again from their data (a shipment has one
-- filing and a few legs). US-bound: an FCL or LCL shipment whose destination port is in the US.
-- Loading: the first main-carriage leg's actual departure, else its planned one; a shipment
-- without such a leg uses its own ATD, else ETD. The carrier's elements are due once it departed.
CREATE FUNCTION customs_amsisf_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM customs_amsisf_errors WHERE shipment_id = ANY (ids);
  INSERT INTO customs_amsisf_errors (shipment_id, shipment_no, branch_id, company_id, mode, origin_port, destination_port,
                                     load_at, reason, element, detail, isf_filed_at, ams_filed_at)
  SELECT s.id, s.shipment_no, s.branch_id, s.company_id, s.mode, s.origin_port, s.destination_port, t.load_at,
         p.reason, p.element, p.detail, f.isf_filed_at, f.ams_filed_at
    FROM shipments s
    LEFT JOIN LATERAL (SELECT l.actual_start, l.planned_start FROM shipment_legs l
                        WHERE l.shipment_id = s.id AND l.mode <> 'truck' ORDER BY l.seq LIMIT 1) m ON true
    CROSS JOIN LATERAL (SELECT coalesce(m.actual_start, m.planned_start, s.atd, s.etd) AS load_at,
                               (m.actual_start IS NOT NULL OR s.atd IS NOT NULL) AS departed) t
    LEFT JOIN customs_isf_filings f ON f.shipment_id = s.id
    CROSS JOIN LATERAL (
      SELECT 'no_filing', '', NULL::text WHERE f.id IS NULL
      UNION ALL
      SELECT 'missing', e.element, NULL
        FROM (VALUES (1, 'seller', f.seller), (2, 'buyer', f.buyer), (3, 'importer_no', f.importer_no),
                     (4, 'consignee_no', f.consignee_no), (5, 'manufacturer', f.manufacturer), (6, 'ship_to', f.ship_to),
                     (7, 'origin_country', f.origin_country), (8, 'hts_code', f.hts_code),
                     (9, 'stuffing_location', f.stuffing_location), (10, 'consolidator', f.consolidator)) e (n, element, value)
       WHERE f.id IS NOT NULL AND nullif(btrim(e.value), '') IS NULL
      UNION ALL
      SELECT 'missing', 'stow_plan', NULL WHERE f.id IS NOT NULL AND t.departed AND NOT f.stow_plan_received
      UNION ALL
      SELECT 'missing', 'status_messages', NULL WHERE f.id IS NOT NULL AND t.departed AND NOT f.status_messages_received
      UNION ALL
      SELECT 'hts_mismatch', '', f.hts_code || ' / ' || s.hs_code
       WHERE nullif(btrim(f.hts_code), '') IS NOT NULL AND s.hs_code IS NOT NULL
         AND left(regexp_replace(s.hs_code, '[^0-9]', '', 'g'), 6) <> regexp_replace(f.hts_code, '[^0-9]', '', 'g')
      UNION ALL
      SELECT 'isf_not_filed', '', NULL WHERE f.id IS NOT NULL AND f.isf_filed_at IS NULL
      UNION ALL
      SELECT 'isf_late', '', to_char(extract(epoch FROM t.load_at - f.isf_filed_at) / 3600, 'FM999990.0') || ' h'
       WHERE f.isf_filed_at > t.load_at - interval '24 hours'
      UNION ALL
      SELECT 'ams_not_filed', '', NULL WHERE f.id IS NOT NULL AND f.ams_filed_at IS NULL
      UNION ALL
      SELECT 'ams_late', '', to_char(extract(epoch FROM t.load_at - f.ams_filed_at) / 3600, 'FM999990.0') || ' h'
       WHERE f.ams_filed_at > t.load_at - interval '24 hours'
      UNION ALL
      SELECT 'missing', 'ams_bill_no', NULL WHERE f.ams_filed_at IS NOT NULL AND nullif(btrim(f.ams_bill_no), '') IS NULL
    ) p (reason, element, detail)
   WHERE s.id = ANY (ids) AND s.mode IN ('FCL', 'LCL')
     AND EXISTS (SELECT 1 FROM ports po WHERE po.unlocode = s.destination_port AND po.country = 'US');
$$;

-- The routing problems of some shipments, written again from the shipment and its legs.
CREATE FUNCTION customs_routing_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM customs_routing_errors WHERE shipment_id = ANY (ids);
  INSERT INTO customs_routing_errors (shipment_id, shipment_no, branch_id, company_id, mode, origin_port, destination_port,
                                      etd, eta, reason, detail)
  SELECT s.id, s.shipment_no, s.branch_id, s.company_id, s.mode, s.origin_port, s.destination_port, s.etd, s.eta,
         p.reason, p.detail
    FROM shipments s
    CROSS JOIN LATERAL (
      -- Leg n+1 does not start where leg n ends.
      SELECT 'leg_break' AS reason,
             string_agg(b.prev_seq || '-' || b.seq || ': ' || b.prev_to || '/' || b.from_code, '; ' ORDER BY b.seq) AS detail
        FROM (SELECT l.seq, l.from_code, lag(l.to_code) OVER w AS prev_to, lag(l.seq) OVER w AS prev_seq
                FROM shipment_legs l WHERE l.shipment_id = s.id WINDOW w AS (ORDER BY l.seq)) b
       WHERE b.prev_to IS NOT NULL AND b.prev_to <> b.from_code
      HAVING count(*) > 0
      UNION ALL
      -- The shipment's load port is not where its main carriage loads, or its discharge port not
      -- where the main carriage discharges.
      SELECT 'ports_mismatch',
             concat_ws('; ', CASE WHEN c.first_from <> s.origin_port THEN 'POL ' || s.origin_port || '/' || c.first_from END,
                             CASE WHEN c.last_to <> s.destination_port THEN 'POD ' || s.destination_port || '/' || c.last_to END)
        FROM (SELECT (array_agg(l.from_code ORDER BY l.seq))[1] AS first_from,
                     (array_agg(l.to_code ORDER BY l.seq DESC))[1] AS last_to
                FROM shipment_legs l WHERE l.shipment_id = s.id AND l.mode <> 'truck') c
       WHERE c.first_from <> s.origin_port OR c.last_to <> s.destination_port
      UNION ALL
      -- A leg planned to arrive before it departs.
      SELECT 'leg_dates', string_agg(l.seq::text, ', ' ORDER BY l.seq)
        FROM shipment_legs l WHERE l.shipment_id = s.id AND l.planned_start > l.planned_end
      HAVING count(*) > 0
      UNION ALL
      SELECT 'dates', NULL WHERE s.etd > s.eta
      UNION ALL
      -- A port code (the shipment's, or a leg end at a port) the ports table does not know.
      SELECT 'unknown_port', string_agg(DISTINCT u.code, ', ' ORDER BY u.code)
        FROM (SELECT s.origin_port AS code UNION SELECT s.destination_port
              UNION SELECT l.from_code FROM shipment_legs l WHERE l.shipment_id = s.id AND l.from_kind = 'port'
              UNION SELECT l.to_code FROM shipment_legs l WHERE l.shipment_id = s.id AND l.to_kind = 'port') u
       WHERE NOT EXISTS (SELECT 1 FROM ports po WHERE po.unlocode = u.code)
      HAVING count(*) > 0
    ) p
   WHERE s.id = ANY (ids);
$$;

-- Whatever writes shipments, legs or filings (a booking's confirmation, the desk, an event that
-- moves an ETA, the seeder) refreshes the shipments it touched, once per statement.
CREATE FUNCTION customs_filings_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT a.shipment_id FROM added a);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT r.shipment_id FROM removed r);
  ELSE
    ids := ARRAY(SELECT r.shipment_id FROM removed r UNION SELECT a.shipment_id FROM added a);
  END IF;
  IF TG_TABLE_NAME = 'shipment_legs' THEN
    PERFORM customs_routing_refresh(ids);
  END IF;
  PERFORM customs_amsisf_refresh(ids);
  RETURN NULL;
END
$$;
CREATE TRIGGER customs_isf_filings_after_insert AFTER INSERT ON customs_isf_filings
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customs_filings_follow();
CREATE TRIGGER customs_isf_filings_after_update AFTER UPDATE ON customs_isf_filings
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customs_filings_follow();
CREATE TRIGGER customs_isf_filings_after_delete AFTER DELETE ON customs_isf_filings
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION customs_filings_follow();
CREATE TRIGGER customs_legs_after_insert AFTER INSERT ON shipment_legs
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customs_filings_follow();
CREATE TRIGGER customs_legs_after_update AFTER UPDATE ON shipment_legs
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customs_filings_follow();
CREATE TRIGGER customs_legs_after_delete AFTER DELETE ON shipment_legs
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION customs_filings_follow();

-- New shipments, once per statement.
CREATE FUNCTION customs_shipments_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := ARRAY(SELECT a.id FROM added a);
BEGIN
  PERFORM customs_routing_refresh(ids);
  PERFORM customs_amsisf_refresh(ids);
  RETURN NULL;
END
$$;
CREATE TRIGGER customs_shipments_after_insert AFTER INSERT ON shipments
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION customs_shipments_added();

-- A shipment whose ports, dates, mode, code, number or scope change (an ETA from the carrier, a
-- branch move): only those columns, so the many other writes to shipments cost nothing here.
CREATE FUNCTION customs_shipment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customs_routing_refresh(ARRAY[NEW.id]);
  PERFORM customs_amsisf_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;
CREATE TRIGGER customs_shipments_after_update
  AFTER UPDATE OF shipment_no, mode, origin_port, destination_port, etd, eta, atd, hs_code, branch_id, company_id
  ON shipments FOR EACH ROW
  WHEN ((OLD.shipment_no, OLD.mode, OLD.origin_port, OLD.destination_port, OLD.etd, OLD.eta, OLD.atd, OLD.hs_code,
         OLD.branch_id, OLD.company_id)
        IS DISTINCT FROM (NEW.shipment_no, NEW.mode, NEW.origin_port, NEW.destination_port, NEW.etd, NEW.eta, NEW.atd,
                          NEW.hs_code, NEW.branch_id, NEW.company_id))
  EXECUTE FUNCTION customs_shipment_changed();

-- The shipments already there.
SELECT customs_routing_refresh(ARRAY(SELECT id FROM shipments));
SELECT customs_amsisf_refresh(ARRAY(SELECT id FROM shipments));
ANALYZE customs_amsisf_errors;
ANALYZE customs_routing_errors;
