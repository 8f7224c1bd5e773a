-- Costs of the pricing desk: local costs per branch and port, the local-charge quotations made
-- from them, cost templates applied to bookings, margin settings of the FCL Asia → North America
-- trade, and the tables the cost analyses are computed into (cost summary per shipment, weighted
-- cost per lane, export cost per lane and week, predicted cost with its inputs).

-- What a branch pays at a port besides the freight, per charge code and equipment ('ANY' for a
-- per-shipment fee), valid between two dates.
CREATE TABLE pricing_local_costs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  branch_id integer NOT NULL REFERENCES branches (id),
  port text NOT NULL,
  side text NOT NULL CHECK (side IN ('origin', 'destination')),
  equipment text NOT NULL,
  charge_code text NOT NULL,
  unit text NOT NULL CHECK (unit IN ('container', 'shipment', 'kg', 'cbm', 'wm')),
  rate numeric(15, 4) NOT NULL CHECK (rate >= 0),
  minimum numeric(15, 4) CHECK (minimum IS NULL OR minimum >= 0),
  currency text NOT NULL,
  vendor text,
  valid_from date NOT NULL,
  valid_until date NOT NULL,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (valid_until >= valid_from)
);
CREATE INDEX pricing_local_costs_lookup_idx ON pricing_local_costs (branch_id, port, side, equipment, valid_from);
CREATE INDEX pricing_local_costs_updated_idx ON pricing_local_costs (updated_at DESC, id DESC);

-- The local costs a quotation copies: the branch's at the port and side, for the equipment or any,
-- in force on the day. The quotation rules price the same rows.
CREATE FUNCTION pricing_local_costs_in_force(p_branch integer, p_port text, p_side text, p_equipment text, p_on date)
RETURNS SETOF pricing_local_costs LANGUAGE sql STABLE AS $$
  SELECT * FROM pricing_local_costs
   WHERE branch_id = p_branch AND port = p_port AND side = p_side AND equipment IN (p_equipment, 'ANY')
     AND p_on BETWEEN valid_from AND valid_until
   ORDER BY charge_code, id
$$;

CREATE SEQUENCE pricing_local_quotation_no_seq;

CREATE TABLE pricing_local_quotations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quotation_no text NOT NULL UNIQUE,
  branch_id integer NOT NULL REFERENCES branches (id),
  company_id integer NOT NULL REFERENCES companies (id),
  port text NOT NULL,
  side text NOT NULL CHECK (side IN ('origin', 'destination')),
  equipment text NOT NULL,
  containers integer NOT NULL DEFAULT 1 CHECK (containers BETWEEN 0 AND 999),
  weight_kg numeric(12, 3) NOT NULL DEFAULT 0 CHECK (weight_kg >= 0),
  volume_cbm numeric(12, 3) NOT NULL DEFAULT 0 CHECK (volume_cbm >= 0),
  valid_from date NOT NULL,
  valid_until date NOT NULL,
  status text NOT NULL DEFAULT 'quoted' CHECK (status IN ('quoted', 'accepted', 'expired')),
  -- The quoted lines priced for the cargo, per currency, as the rules write it.
  total text,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (valid_until >= valid_from)
);
CREATE INDEX pricing_local_quotations_branch_idx ON pricing_local_quotations (branch_id, updated_at DESC, id DESC);
CREATE INDEX pricing_local_quotations_updated_idx ON pricing_local_quotations (updated_at DESC, id DESC);
CREATE INDEX pricing_local_quotations_company_idx ON pricing_local_quotations (company_id);

CREATE TABLE pricing_local_quotation_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quotation_id integer NOT NULL REFERENCES pricing_local_quotations (id) ON DELETE CASCADE,
  local_cost_id integer REFERENCES pricing_local_costs (id) ON DELETE SET NULL,
  charge_code text NOT NULL,
  unit text NOT NULL CHECK (unit IN ('container', 'shipment', 'kg', 'cbm', 'wm')),
  rate numeric(15, 4) NOT NULL CHECK (rate >= 0),
  minimum numeric(15, 4) CHECK (minimum IS NULL OR minimum >= 0),
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX pricing_local_quotation_lines_quotation_idx ON pricing_local_quotation_lines (quotation_id, id);

-- A new quotation starts with the local costs in force on its first day, in the same transaction.
CREATE FUNCTION pricing_local_quotation_copy_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pricing_local_quotation_lines (quotation_id, local_cost_id, charge_code, unit, rate, minimum, currency)
  SELECT NEW.id, c.id, c.charge_code, c.unit, c.rate, c.minimum, c.currency
    FROM pricing_local_costs_in_force(NEW.branch_id, NEW.port, NEW.side, NEW.equipment, NEW.valid_from) c;
  RETURN NULL;
END
$$;
CREATE TRIGGER pricing_local_quotations_after_insert AFTER INSERT ON pricing_local_quotations
  FOR EACH ROW EXECUTE FUNCTION pricing_local_quotation_copy_lines();

CREATE TABLE pricing_cost_templates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  branch_id integer NOT NULL REFERENCES branches (id),
  load_type text NOT NULL CHECK (load_type IN ('FCL', 'LCL', 'AIR')),
  equipment text NOT NULL,
  pol text,
  pod text,
  active boolean NOT NULL DEFAULT true,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX pricing_cost_templates_name_idx ON pricing_cost_templates (branch_id, lower(name));
CREATE INDEX pricing_cost_templates_updated_idx ON pricing_cost_templates (updated_at DESC, id DESC);

CREATE TABLE pricing_cost_template_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  template_id integer NOT NULL REFERENCES pricing_cost_templates (id) ON DELETE CASCADE,
  charge_code text NOT NULL,
  unit text NOT NULL CHECK (unit IN ('container', 'shipment', 'kg', 'cbm', 'wm')),
  rate numeric(15, 4) NOT NULL CHECK (rate >= 0),
  minimum numeric(15, 4) CHECK (minimum IS NULL OR minimum >= 0),
  currency text NOT NULL,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX pricing_cost_template_lines_template_idx ON pricing_cost_template_lines (template_id, id);

-- Target and minimum margin per lane group, container type and range of ISO weeks ('2026-W48',
-- so text order is week order). The target is an amount or a percentage of the cost, never both.
CREATE TABLE pricing_fcl_nam_settings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lane_group text NOT NULL,
  equipment text NOT NULL,
  target_margin_amount numeric(15, 4),
  target_margin_percent numeric(7, 2),
  minimum_margin numeric(15, 4) NOT NULL CHECK (minimum_margin >= 0),
  currency text NOT NULL DEFAULT 'USD',
  week_from text NOT NULL,
  week_until text NOT NULL,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (num_nonnulls(target_margin_amount, target_margin_percent) = 1),
  CHECK (week_until >= week_from)
);
CREATE INDEX pricing_fcl_nam_settings_lookup_idx ON pricing_fcl_nam_settings (lane_group, equipment, week_from);

-- Computed tables, rebuilt whole by the refresh routes and the demo seed.

-- Each shipment's cost by charge code, currency and where it came from (booking, drayage, tariff).
CREATE TABLE pricing_cost_summary (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  shipment_no text NOT NULL,
  branch_id integer NOT NULL,
  mode text NOT NULL,
  pol text NOT NULL,
  pod text NOT NULL,
  carrier_code text NOT NULL,
  etd timestamptz NOT NULL,
  containers integer NOT NULL,
  charge_code text NOT NULL,
  currency text NOT NULL,
  source text NOT NULL CHECK (source IN ('booking', 'drayage', 'tariff')),
  amount numeric(15, 4) NOT NULL,
  line_count integer NOT NULL,
  shipment_total text NOT NULL,
  refreshed_at timestamptz NOT NULL,
  UNIQUE (shipment_id, charge_code, currency, source)
);
CREATE INDEX pricing_cost_summary_branch_etd_idx ON pricing_cost_summary (branch_id, etd DESC, id DESC);
CREATE INDEX pricing_cost_summary_etd_idx ON pricing_cost_summary (etd DESC, id DESC);
CREATE INDEX pricing_cost_summary_shipment_no_idx ON pricing_cost_summary (shipment_no);

CREATE TABLE pricing_weighted_costs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  pol text NOT NULL,
  pod text NOT NULL,
  equipment text NOT NULL,
  period date NOT NULL,
  carriers integer NOT NULL,
  containers integer NOT NULL,
  weighted_cost numeric(15, 4) NOT NULL,
  average_cost numeric(15, 4) NOT NULL,
  lowest_cost numeric(15, 4) NOT NULL,
  currency text NOT NULL,
  breakdown text NOT NULL,
  refreshed_at timestamptz NOT NULL,
  UNIQUE (pol, pod, equipment, period, currency)
);

CREATE TABLE pricing_export_costs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  branch_id integer NOT NULL,
  pol text NOT NULL,
  pod text NOT NULL,
  week text NOT NULL,
  week_start date NOT NULL,
  shipments integer NOT NULL,
  containers integer NOT NULL,
  teu integer NOT NULL,
  cost_usd numeric(15, 4) NOT NULL,
  cost_per_teu numeric(15, 4),
  other_costs text,
  refreshed_at timestamptz NOT NULL,
  UNIQUE (branch_id, pol, pod, week_start)
);
CREATE INDEX pricing_export_costs_week_idx ON pricing_export_costs (week_start DESC, id DESC);

CREATE TABLE pricing_predicted_costs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  pol text NOT NULL,
  pod text NOT NULL,
  equipment text NOT NULL,
  week text NOT NULL,
  week_start date NOT NULL,
  tariff_cost numeric(15, 4),
  tariff_carriers integer NOT NULL,
  history_cost numeric(15, 4),
  history_shipments integer NOT NULL,
  history_weight numeric(7, 4) NOT NULL,
  predicted_cost numeric(15, 4) NOT NULL,
  method text NOT NULL CHECK (method IN ('tariff', 'history', 'blend')),
  currency text NOT NULL,
  refreshed_at timestamptz NOT NULL,
  UNIQUE (pol, pod, equipment, week_start)
);

CREATE TABLE pricing_predicted_cost_inputs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  prediction_id integer NOT NULL REFERENCES pricing_predicted_costs (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('tariff', 'history')),
  reference text NOT NULL,
  carrier_code text NOT NULL,
  on_date date NOT NULL,
  containers integer NOT NULL,
  cost numeric(15, 4) NOT NULL,
  currency text NOT NULL
);
CREATE INDEX pricing_predicted_cost_inputs_prediction_idx ON pricing_predicted_cost_inputs (prediction_id, id);
