-- The finance area's foundation: currencies and their daily exchange rates, each branch's local
-- currency, a shipment's charge lines (revenue and cost) with their markers, and one charge sheet
-- row per shipment whose totals a trigger keeps, so profit reads one row.

-- Currencies are the ISO 4217 reference table (code, names in both languages, minor units),
-- loaded from the reference data; the ones the offices bill in are the domain's BILLING_CURRENCIES.

-- One rate a day per pair: 1 from_currency = rate to_currency. Conversion takes the latest rate on
-- or before the day, the pair's inverse when only the reverse pair is recorded.
CREATE TABLE exchange_rates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rate_date date NOT NULL,
  from_currency text NOT NULL REFERENCES currencies (code),
  to_currency text NOT NULL REFERENCES currencies (code),
  rate numeric(18, 8) NOT NULL CHECK (rate > 0),
  source text NOT NULL DEFAULT 'manual',
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (from_currency <> to_currency),
  UNIQUE (rate_date, from_currency, to_currency)
);
-- The latest rate of a pair on or before a day: one index descent.
CREATE INDEX exchange_rates_pair_idx ON exchange_rates (from_currency, to_currency, rate_date DESC);
CREATE INDEX exchange_rates_updated_idx ON exchange_rates (updated_at DESC, id DESC);

-- The currency an office keeps its books in, from its country (admin may change it).
CREATE FUNCTION local_currency_for(country text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE country
    WHEN 'CN' THEN 'CNY' WHEN 'HK' THEN 'HKD' WHEN 'TW' THEN 'TWD' WHEN 'SG' THEN 'SGD'
    WHEN 'JP' THEN 'JPY' WHEN 'GB' THEN 'GBP' WHEN 'MX' THEN 'MXN' WHEN 'AE' THEN 'AED'
    WHEN 'NL' THEN 'EUR' WHEN 'DE' THEN 'EUR' WHEN 'FR' THEN 'EUR' WHEN 'BE' THEN 'EUR'
    WHEN 'IT' THEN 'EUR' WHEN 'ES' THEN 'EUR'
    ELSE 'USD' END
$$;
ALTER TABLE branches ADD COLUMN local_currency text REFERENCES currencies (code);
UPDATE branches SET local_currency = local_currency_for(country);
CREATE FUNCTION branches_local_currency_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.local_currency IS NULL THEN
    NEW.local_currency := local_currency_for(NEW.country);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER branches_local_currency_fill BEFORE INSERT OR UPDATE ON branches
  FOR EACH ROW EXECUTE FUNCTION branches_local_currency_fill();

-- A shipment's charges. Revenue lines bill the party (bill-to); cost lines are owed to it
-- (creditor). Amounts are in the line's currency; local_amount is the amount in the branch's
-- currency at exchange_rate, computed by the server from exchange_rates at the line's rate_date
-- (the shipment's ETD day unless the line names its own).
CREATE TABLE charge_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  branch_id integer NOT NULL REFERENCES branches (id),
  side text NOT NULL CHECK (side IN ('revenue', 'cost')),
  charge_code text NOT NULL,
  party_company_id integer REFERENCES companies (id),
  description text,
  currency text NOT NULL REFERENCES currencies (code),
  quantity numeric(18, 4) NOT NULL DEFAULT 1,
  unit_price numeric(18, 4) NOT NULL,
  amount numeric(18, 2) NOT NULL,
  rate_date date,
  exchange_rate numeric(18, 8) NOT NULL CHECK (exchange_rate > 0),
  local_currency text NOT NULL REFERENCES currencies (code),
  local_amount numeric(18, 2) NOT NULL,
  tax_rate numeric(6, 4) NOT NULL DEFAULT 0 CHECK (tax_rate >= 0 AND tax_rate < 1),
  tax_amount numeric(18, 2) NOT NULL DEFAULT 0,
  source text NOT NULL DEFAULT 'manual' CHECK (source IN ('quotation', 'cost_rate', 'manual')),
  quotation_id integer REFERENCES pricing_quotations (id) ON DELETE SET NULL,
  is_sr boolean NOT NULL DEFAULT false,
  completed boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'submitted', 'reviewed', 'locked', 'rejected', 'unlock_requested')),
  submitted_by integer REFERENCES users (id) ON DELETE SET NULL,
  submitted_at timestamptz,
  reviewed_by integer REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  locked_by integer REFERENCES users (id) ON DELETE SET NULL,
  locked_at timestamptz,
  rejected_by integer REFERENCES users (id) ON DELETE SET NULL,
  rejected_at timestamptz,
  reject_reason text,
  unlock_requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  unlock_requested_at timestamptz,
  unlock_reason text,
  -- Set by invoicing when the line is billed; no foreign key until the invoice table exists.
  invoice_id integer,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (status <> 'rejected' OR reject_reason IS NOT NULL),
  CHECK (status <> 'unlock_requested' OR unlock_reason IS NOT NULL)
);
CREATE INDEX charge_lines_shipment_idx ON charge_lines (shipment_id);
CREATE INDEX charge_lines_branch_status_idx ON charge_lines (branch_id, status);
-- Revenue reviewed (or locked) and not yet invoiced: what invoicing picks from.
CREATE INDEX charge_lines_uninvoiced_idx ON charge_lines (branch_id, shipment_id)
  WHERE side = 'revenue' AND status IN ('reviewed', 'locked') AND invoice_id IS NULL;
-- Duplicate charge codes on one side of a shipment allow only one SR line.
CREATE UNIQUE INDEX charge_lines_one_sr_idx ON charge_lines (shipment_id, side, charge_code) WHERE is_sr;
CREATE INDEX charge_lines_updated_idx ON charge_lines (updated_at DESC, id DESC);

-- One row per shipment with charges: the freight total the user confirmed against the amended
-- total, the profit lock, and the local totals the trigger below keeps from the lines.
CREATE TABLE charge_sheets (
  shipment_id integer PRIMARY KEY REFERENCES shipments (id) ON DELETE CASCADE,
  -- The record id the engine lists and audits the sheet by: its shipment's.
  id integer GENERATED ALWAYS AS (shipment_id) STORED UNIQUE,
  branch_id integer NOT NULL REFERENCES branches (id),
  local_currency text NOT NULL REFERENCES currencies (code),
  amended_freight_total numeric(18, 2),
  -- Who confirmed a freight total differing from the amended one, when, and which total it was.
  freight_total_confirmed_by integer REFERENCES users (id) ON DELETE SET NULL,
  freight_total_confirmed_at timestamptz,
  freight_total_confirmed_for numeric(18, 2),
  profit_state text NOT NULL DEFAULT 'open' CHECK (profit_state IN ('open', 'locked', 'unlocked', 'amended')),
  profit_locked_by integer REFERENCES users (id) ON DELETE SET NULL,
  profit_locked_at timestamptz,
  profit_unlocked_by integer REFERENCES users (id) ON DELETE SET NULL,
  profit_unlocked_at timestamptz,
  revenue_local numeric(18, 2) NOT NULL DEFAULT 0,
  cost_local numeric(18, 2) NOT NULL DEFAULT 0,
  profit_local numeric(18, 2) NOT NULL DEFAULT 0,
  freight_local numeric(18, 2) NOT NULL DEFAULT 0,
  line_count integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX charge_sheets_branch_idx ON charge_sheets (branch_id, updated_at DESC, shipment_id DESC);
CREATE INDEX charge_sheets_updated_idx ON charge_sheets (updated_at DESC, shipment_id DESC);

-- A sheet's totals from its lines (rejected lines count: they are corrected, not dropped); a change
-- to the lines of an unlocked profit marks it amended.
CREATE FUNCTION charge_sheet_refresh(p_shipment integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO charge_sheets (shipment_id, branch_id, local_currency)
  SELECT s.id, s.branch_id, coalesce(b.local_currency, 'USD')
    FROM shipments s JOIN branches b ON b.id = s.branch_id
   WHERE s.id = p_shipment
  ON CONFLICT (shipment_id) DO NOTHING;
  UPDATE charge_sheets cs
     SET revenue_local = t.revenue, cost_local = t.cost, profit_local = t.revenue - t.cost,
         freight_local = t.freight, line_count = t.n,
         profit_state = CASE WHEN cs.profit_state = 'unlocked' THEN 'amended' ELSE cs.profit_state END,
         updated_at = now(), version = cs.version + 1
    FROM (SELECT coalesce(sum(local_amount) FILTER (WHERE side = 'revenue'), 0) AS revenue,
                 coalesce(sum(local_amount) FILTER (WHERE side = 'cost'), 0) AS cost,
                 coalesce(sum(local_amount) FILTER (WHERE side = 'revenue' AND charge_code IN ('OFR', 'AFR')), 0) AS freight,
                 count(*)::int AS n
            FROM charge_lines WHERE shipment_id = p_shipment) t
   WHERE cs.shipment_id = p_shipment;
END
$$;

CREATE FUNCTION charge_lines_sheet_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM charge_sheet_refresh(OLD.shipment_id);
    RETURN NULL;
  END IF;
  -- Markers alone (submit, review, lock, invoice) leave the figures as they are.
  IF TG_OP = 'UPDATE' AND NEW.local_amount = OLD.local_amount AND NEW.side = OLD.side
     AND NEW.charge_code = OLD.charge_code AND NEW.shipment_id = OLD.shipment_id THEN
    RETURN NULL;
  END IF;
  PERFORM charge_sheet_refresh(NEW.shipment_id);
  IF TG_OP = 'UPDATE' AND NEW.shipment_id <> OLD.shipment_id THEN
    PERFORM charge_sheet_refresh(OLD.shipment_id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER charge_lines_sheet_totals AFTER INSERT OR UPDATE OR DELETE ON charge_lines
  FOR EACH ROW EXECUTE FUNCTION charge_lines_sheet_totals();
