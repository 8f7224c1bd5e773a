-- Quotations: what sales offers a customer for a lane, a product and a cargo, line by line, valid
-- between two dates. A quotation is quoted (by whom, when), then confirmed by the customer or
-- rejected (with remarks); its validity (valid, expired, not yet effective, obsolete) follows from
-- its dates and whether a newer one replaced it. Its lines start from a tariff and its margin is
-- given as an amount or a percentage, never both. A booking is checked against the quotation it
-- names, and its charges start from it.
CREATE SEQUENCE pricing_quotation_no_seq;

CREATE TABLE pricing_quotations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quotation_no text NOT NULL UNIQUE,
  quote_type text NOT NULL DEFAULT 'normal' CHECK (quote_type IN ('one_off', 'normal')),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'quoted', 'confirmed', 'rejected')),
  company_id integer NOT NULL REFERENCES companies (id),
  contact_id integer REFERENCES contacts (id) ON DELETE SET NULL,
  branch_id integer NOT NULL REFERENCES branches (id),
  -- What is moved and how.
  product text NOT NULL CHECK (product IN ('fcl', 'lcl', 'air')),
  from_code text NOT NULL,
  from_type text NOT NULL DEFAULT 'port' CHECK (from_type IN ('port', 'door', 'cfs', 'airport', 'ramp')),
  to_code text NOT NULL,
  to_type text NOT NULL DEFAULT 'port' CHECK (to_type IN ('port', 'door', 'cfs', 'airport', 'ramp')),
  carrier_code text,
  equipment text,
  containers integer CHECK (containers IS NULL OR containers > 0),
  -- The space the price is for; a booking without a preferred space type gets FAK.
  space_type text NOT NULL DEFAULT 'FAK' CHECK (space_type IN ('FAK', 'contract', 'premium', 'spot')),
  payment text NOT NULL DEFAULT 'prepaid' CHECK (payment IN ('prepaid', 'collect')),
  freight_term text,
  charge_side text CHECK (charge_side IN ('shipper', 'consignee')),
  cargo_ready_date date,
  hazardous boolean NOT NULL DEFAULT false,
  weight_kg numeric(12, 3),
  volume_cbm numeric(12, 3),
  -- Validity and the sailing it was quoted for.
  valid_from date NOT NULL,
  valid_until date NOT NULL,
  closing date,
  next_closing date,
  cy_cutoff timestamptz,
  reefer_cutoff timestamptz,
  dg_cutoff timestamptz,
  si_cutoff timestamptz,
  vgm_cutoff timestamptz,
  -- Pricing: the currency of the totals, the margin over cost by amount or by percentage, and how
  -- lines are grouped on the quotation sent (all in, or by charge).
  currency text NOT NULL DEFAULT 'USD',
  calc_method text CHECK (calc_method IN ('amount', 'percentage')),
  markup_amount numeric(15, 4),
  markup_percent numeric(7, 3),
  grouping text NOT NULL DEFAULT 'by_charge' CHECK (grouping IN ('by_charge', 'all_in')),
  total numeric(15, 4) NOT NULL DEFAULT 0,
  cost_total numeric(15, 4) NOT NULL DEFAULT 0,
  tariff_id integer REFERENCES pricing_tariffs (id) ON DELETE SET NULL,
  inquiry_id integer REFERENCES inquiries (id) ON DELETE SET NULL,
  superseded_by integer REFERENCES pricing_quotations (id) ON DELETE SET NULL,
  obsolete boolean NOT NULL DEFAULT false,
  -- LCL quotations on a consolidator's (ECU) tariff: its own port names, vias and freight.
  ecu_pol text,
  ecu_pol_name text,
  ecu_pol_via text,
  ecu_pod text,
  ecu_pod_name text,
  ecu_pod_via text,
  ecu_transit_days integer,
  ecu_ocean_freight numeric(15, 4),
  ecu_currency text,
  ecu_charge_unit text,
  ecu_minimum numeric(15, 4),
  quoted_by integer REFERENCES users (id) ON DELETE SET NULL,
  quoted_at timestamptz,
  confirmed_by integer REFERENCES users (id) ON DELETE SET NULL,
  confirmed_at timestamptz,
  rejected_by integer REFERENCES users (id) ON DELETE SET NULL,
  rejected_at timestamptz,
  reject_remarks text,
  remarks text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (valid_until >= valid_from),
  CHECK (markup_amount IS NULL OR markup_percent IS NULL)
);
CREATE INDEX pricing_quotations_branch_idx ON pricing_quotations (branch_id, updated_at DESC, id DESC);
CREATE INDEX pricing_quotations_company_idx ON pricing_quotations (company_id, updated_at DESC);
CREATE INDEX pricing_quotations_updated_idx ON pricing_quotations (updated_at DESC, id DESC);
CREATE INDEX pricing_quotations_lane_idx ON pricing_quotations (from_code, to_code, valid_until);

CREATE TABLE pricing_quotation_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quotation_id integer NOT NULL REFERENCES pricing_quotations (id) ON DELETE CASCADE,
  charge_code text NOT NULL,
  description text,
  unit text NOT NULL CHECK (unit IN ('container', 'shipment', 'kg', 'cbm', 'wm')),
  quantity numeric(12, 3) NOT NULL,
  rate numeric(15, 4) NOT NULL,
  minimum numeric(15, 4),
  currency text NOT NULL,
  amount numeric(15, 4) NOT NULL,
  -- The cost the line was priced from (a cost tariff's rate), for the margin.
  cost_rate numeric(15, 4),
  -- ECU detailed rates: the consolidator's charge type (origin, freight, destination).
  charge_type text CHECK (charge_type IS NULL OR charge_type IN ('origin', 'freight', 'destination')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX pricing_quotation_lines_quotation_idx ON pricing_quotation_lines (quotation_id, id);
