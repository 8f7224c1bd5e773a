-- Rate-sheet imports: each committed sheet with the file it came in and its row counts (read,
-- accepted, refused), and the shipment sell and cost rate lines it wrote, which finance turns into
-- charges. Rows are seen by the staff of the shipment's branches.
CREATE TABLE pricing_rate_imports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  file_name text NOT NULL,
  file_type text NOT NULL CHECK (file_type IN ('xls', 'xlsx')),
  file_size integer NOT NULL DEFAULT 0,
  -- The sheet as it was sent; the demo's imports were seeded without their files.
  content bytea,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('sell', 'cost')),
  rows_read integer NOT NULL CHECK (rows_read >= 0),
  rows_accepted integer NOT NULL CHECK (rows_accepted >= 0),
  rows_refused integer NOT NULL CHECK (rows_refused >= 0),
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (rows_read = rows_accepted + rows_refused)
);
CREATE INDEX pricing_rate_imports_created_idx ON pricing_rate_imports (created_at DESC, id DESC);
CREATE INDEX pricing_rate_imports_shipment_idx ON pricing_rate_imports (shipment_id);

CREATE TABLE pricing_shipment_rates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  import_id integer REFERENCES pricing_rate_imports (id) ON DELETE CASCADE,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('sell', 'cost')),
  -- The branch that bills (sell) or pays (cost) the charge; not necessarily the shipment's own.
  branch_id integer NOT NULL REFERENCES branches (id),
  charge_code text NOT NULL,
  unit text NOT NULL CHECK (unit IN ('container', 'shipment', 'kg', 'cbm', 'wm')),
  quantity numeric(15, 4) NOT NULL CHECK (quantity > 0),
  rate numeric(15, 4) NOT NULL CHECK (rate >= 0),
  minimum numeric(15, 4) CHECK (minimum IS NULL OR minimum >= 0),
  currency text NOT NULL,
  amount numeric(15, 4) NOT NULL,
  remarks text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX pricing_shipment_rates_shipment_idx ON pricing_shipment_rates (shipment_id, kind);
CREATE INDEX pricing_shipment_rates_import_idx ON pricing_shipment_rates (import_id);
CREATE INDEX pricing_shipment_rates_created_idx ON pricing_shipment_rates (created_at DESC, id DESC);

-- Rate trends: per lane, equipment, currency and ISO week (its Monday), the lowest, average and
-- highest freight rate (OFR at sea, AFR in the air) among the active tariffs in force that week,
-- sell and cost apart, with the number of tariffs behind each. Kept by the triggers below
-- whenever a tariff or a freight line changes, so a trend is read, never computed, on the page.
CREATE TABLE pricing_rate_weeks (
  pol text NOT NULL,
  pod text NOT NULL,
  equipment text NOT NULL,
  currency text NOT NULL,
  week_start date NOT NULL,
  iso_week text NOT NULL,
  sell_min numeric(15, 4),
  sell_avg numeric(15, 4),
  sell_max numeric(15, 4),
  sell_samples integer NOT NULL DEFAULT 0,
  cost_min numeric(15, 4),
  cost_avg numeric(15, 4),
  cost_max numeric(15, 4),
  cost_samples integer NOT NULL DEFAULT 0,
  PRIMARY KEY (pol, pod, equipment, currency, week_start)
);

-- Recomputes the weeks of the given lanes ('POL|POD|equipment'), set-based: every week a tariff
-- is in force (from the Monday of its first day to its last day) counts its freight once.
CREATE FUNCTION pricing_refresh_rate_weeks(lanes text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF lanes IS NULL OR cardinality(lanes) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM pricing_rate_weeks w WHERE w.pol || '|' || w.pod || '|' || w.equipment = ANY (lanes);
  INSERT INTO pricing_rate_weeks (pol, pod, equipment, currency, week_start, iso_week, sell_min, sell_avg, sell_max,
                                  sell_samples, cost_min, cost_avg, cost_max, cost_samples)
  WITH freight AS (
    SELECT p.id, p.pol, p.pod, p.equipment, l.currency, p.kind, p.valid_from, p.valid_until, sum(l.rate) AS rate
      FROM pricing_tariffs p
      JOIN pricing_tariff_lines l ON l.tariff_id = p.id AND l.charge_code IN ('OFR', 'AFR')
     WHERE p.status = 'active' AND p.pol || '|' || p.pod || '|' || p.equipment = ANY (lanes)
     GROUP BY p.id, l.currency
  ), weekly AS (
    SELECT f.*, w::date AS week_start
      FROM freight f
     CROSS JOIN LATERAL generate_series(date_trunc('week', f.valid_from::timestamp), f.valid_until::timestamp,
                                        interval '1 week') AS w
  )
  SELECT pol, pod, equipment, currency, week_start, to_char(week_start, 'IYYY-"W"IW'),
         min(rate) FILTER (WHERE kind = 'sell'), round(avg(rate) FILTER (WHERE kind = 'sell'), 4),
         max(rate) FILTER (WHERE kind = 'sell'), count(*) FILTER (WHERE kind = 'sell'),
         min(rate) FILTER (WHERE kind = 'cost'), round(avg(rate) FILTER (WHERE kind = 'cost'), 4),
         max(rate) FILTER (WHERE kind = 'cost'), count(*) FILTER (WHERE kind = 'cost')
    FROM weekly
   GROUP BY pol, pod, equipment, currency, week_start;
END $$;

-- Statement triggers with the changed rows: one bulk insert of tariff lines refreshes its lanes
-- once. An update that moves no trend (a tariff's all-in total, its remarks) refreshes nothing.
CREATE FUNCTION pricing_tariffs_trend() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pricing_refresh_rate_weeks(ARRAY(SELECT DISTINCT pol || '|' || pod || '|' || equipment FROM changed));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pricing_refresh_rate_weeks(ARRAY(SELECT DISTINCT pol || '|' || pod || '|' || equipment FROM removed));
  ELSE
    PERFORM pricing_refresh_rate_weeks(ARRAY(
      SELECT DISTINCT lane FROM removed o JOIN changed n ON n.id = o.id
       CROSS JOIN LATERAL (VALUES (o.pol || '|' || o.pod || '|' || o.equipment),
                                  (n.pol || '|' || n.pod || '|' || n.equipment)) AS lanes (lane)
       WHERE (o.pol, o.pod, o.equipment, o.kind, o.status, o.valid_from, o.valid_until)
             IS DISTINCT FROM (n.pol, n.pod, n.equipment, n.kind, n.status, n.valid_from, n.valid_until)));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER pricing_tariffs_trend_insert AFTER INSERT ON pricing_tariffs
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION pricing_tariffs_trend();
CREATE TRIGGER pricing_tariffs_trend_update AFTER UPDATE ON pricing_tariffs
  REFERENCING OLD TABLE AS removed NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION pricing_tariffs_trend();
CREATE TRIGGER pricing_tariffs_trend_delete AFTER DELETE ON pricing_tariffs
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION pricing_tariffs_trend();

CREATE FUNCTION pricing_tariff_lines_trend() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pricing_refresh_rate_weeks(ARRAY(
      SELECT DISTINCT p.pol || '|' || p.pod || '|' || p.equipment FROM changed l JOIN pricing_tariffs p ON p.id = l.tariff_id
       WHERE l.charge_code IN ('OFR', 'AFR')));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pricing_refresh_rate_weeks(ARRAY(
      SELECT DISTINCT p.pol || '|' || p.pod || '|' || p.equipment FROM removed l JOIN pricing_tariffs p ON p.id = l.tariff_id
       WHERE l.charge_code IN ('OFR', 'AFR')));
  ELSE
    PERFORM pricing_refresh_rate_weeks(ARRAY(
      SELECT DISTINCT p.pol || '|' || p.pod || '|' || p.equipment
        FROM removed o JOIN changed n ON n.id = o.id JOIN pricing_tariffs p ON p.id IN (o.tariff_id, n.tariff_id)
       WHERE (o.charge_code IN ('OFR', 'AFR') OR n.charge_code IN ('OFR', 'AFR'))
         AND (o.tariff_id, o.charge_code, o.rate, o.currency) IS DISTINCT FROM (n.tariff_id, n.charge_code, n.rate, n.currency)));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER pricing_tariff_lines_trend_insert AFTER INSERT ON pricing_tariff_lines
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION pricing_tariff_lines_trend();
CREATE TRIGGER pricing_tariff_lines_trend_update AFTER UPDATE ON pricing_tariff_lines
  REFERENCING OLD TABLE AS removed NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION pricing_tariff_lines_trend();
CREATE TRIGGER pricing_tariff_lines_trend_delete AFTER DELETE ON pricing_tariff_lines
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION pricing_tariff_lines_trend();

-- Tariffs written before this migration get their history now.
SELECT pricing_refresh_rate_weeks(ARRAY(SELECT DISTINCT pol || '|' || pod || '|' || equipment FROM pricing_tariffs));
