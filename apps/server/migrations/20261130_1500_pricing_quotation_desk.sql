-- The quotation desk: the consolidator's (ECU) LCL rates that ECU quotations are priced on, with
-- their detailed rates; on a quotation, the ECU rate it came from and the quotation it replaces
-- (a re-quote obsoletes the one it replaces once it is quoted); on a line, its share of the margin.
CREATE SEQUENCE pricing_ecu_rate_no_seq;

CREATE TABLE pricing_ecu_rates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rate_no text NOT NULL UNIQUE DEFAULT 'ECU' || lpad(nextval('pricing_ecu_rate_no_seq')::text, 6, '0'),
  consolidator text NOT NULL,
  pol text NOT NULL,
  pol_name text NOT NULL,
  pol_via text,
  pod text NOT NULL,
  pod_name text NOT NULL,
  pod_via text,
  transit_days integer CHECK (transit_days IS NULL OR transit_days BETWEEN 0 AND 120),
  ocean_freight numeric(15, 4) NOT NULL,
  currency text NOT NULL,
  charge_unit text NOT NULL CHECK (charge_unit IN ('container', 'shipment', 'kg', 'cbm', 'wm')),
  minimum numeric(15, 4),
  valid_from date NOT NULL,
  valid_until date NOT NULL,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (valid_until >= valid_from)
);
CREATE INDEX pricing_ecu_rates_lane_idx ON pricing_ecu_rates (pol, pod, valid_until);

CREATE TABLE pricing_ecu_rate_charges (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ecu_rate_id integer NOT NULL REFERENCES pricing_ecu_rates (id) ON DELETE CASCADE,
  charge_code text NOT NULL,
  rate numeric(15, 4) NOT NULL,
  charge_type text NOT NULL CHECK (charge_type IN ('origin', 'freight', 'destination')),
  unit text NOT NULL CHECK (unit IN ('container', 'shipment', 'kg', 'cbm', 'wm')),
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX pricing_ecu_rate_charges_rate_idx ON pricing_ecu_rate_charges (ecu_rate_id, id);

ALTER TABLE pricing_quotations
  ADD COLUMN ecu_rate_id integer REFERENCES pricing_ecu_rates (id) ON DELETE SET NULL,
  ADD COLUMN replaces_id integer REFERENCES pricing_quotations (id) ON DELETE SET NULL;
-- The ECU desk lists the quotations with the consolidator's ports; the quotation desk the others.
CREATE INDEX pricing_quotations_ecu_idx ON pricing_quotations ((ecu_pol IS NOT NULL), updated_at DESC, id DESC);

ALTER TABLE pricing_quotation_lines ADD COLUMN margin numeric(15, 4) NOT NULL DEFAULT 0;
