-- The two kept customs error lists, written with the same rules as before but planned for many
-- shipments at once as well as for one. The planner had taken the unknown-port check of the
-- routing list as a hash anti join that read the whole ports table for every shipment (most of the
-- time of a first load of a million shipments), and the AMS/ISF list's US-port test as a nested
-- loop over the US ports per shipment: the first is now one index probe per code, the second one
-- read of the US ports per call.

CREATE OR REPLACE FUNCTION customs_amsisf_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
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
     AND s.destination_port = ANY (ARRAY(SELECT po.unlocode FROM ports po WHERE po.country = 'US'));
$$;

CREATE OR REPLACE FUNCTION customs_routing_refresh(ids integer[]) RETURNS void LANGUAGE sql AS $$
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
       -- One index probe per code (a port is known under its sea or air kind, or both).
       WHERE (SELECT true FROM ports po WHERE po.unlocode = u.code LIMIT 1) IS NULL
      HAVING count(*) > 0
    ) p
   WHERE s.id = ANY (ids);
$$;
