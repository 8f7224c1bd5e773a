-- Customs declarations per shipment (export or import), their goods lines with the duty and tax
-- estimated from the codes' rates, and customs' answers to them (CustomsResults).

CREATE TABLE customs_declaration_counters (
  branch_id integer NOT NULL REFERENCES branches (id),
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 9999),
  last_value integer NOT NULL DEFAULT 0 CHECK (last_value >= 0),
  PRIMARY KEY (branch_id, year)
);

CREATE TABLE customs_declarations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- <branch code>-CD-<year>-<six digits>, numbered per branch and year without gaps.
  declaration_no text NOT NULL UNIQUE,
  direction text NOT NULL CHECK (direction IN ('export', 'import')),
  shipment_id integer NOT NULL REFERENCES shipments (id),
  branch_id integer NOT NULL REFERENCES branches (id),
  declarant_code text NOT NULL CHECK (declarant_code ~ '^[0-9A-Z]{10}$'),
  trade_mode text NOT NULL,
  clearance_port text NOT NULL,
  broker_name text,
  -- The country the goods enter (the shipment's destination), whose tariff the estimate reads.
  entry_country text,
  currency text NOT NULL REFERENCES currencies (code),
  -- Kept by the lines' triggers.
  line_count integer NOT NULL DEFAULT 0,
  total_packages integer NOT NULL DEFAULT 0,
  total_gross_weight_kg numeric(12, 3) NOT NULL DEFAULT 0,
  total_value numeric(18, 2) NOT NULL DEFAULT 0,
  estimated_duty numeric(18, 2),
  estimated_vat numeric(18, 2),
  lines_without_rate integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'accepted', 'released', 'rejected')),
  -- Customs' reason while rejected (required by the reject action); cleared on the next submit.
  reject_reason text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  submitted_by integer REFERENCES users (id) ON DELETE SET NULL,
  submitted_at timestamptz,
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  released_by integer REFERENCES users (id) ON DELETE SET NULL,
  released_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX customs_declarations_branch_idx ON customs_declarations (branch_id, created_at DESC, id DESC);
CREATE INDEX customs_declarations_shipment_idx ON customs_declarations (shipment_id);

CREATE TABLE customs_declaration_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  declaration_id integer NOT NULL REFERENCES customs_declarations (id) ON DELETE CASCADE,
  hs_code text NOT NULL,
  description text NOT NULL,
  quantity numeric(14, 3) NOT NULL CHECK (quantity > 0),
  unit text NOT NULL,
  packages integer NOT NULL CHECK (packages >= 0),
  gross_weight_kg numeric(12, 3) NOT NULL CHECK (gross_weight_kg >= 0),
  value numeric(18, 2) NOT NULL CHECK (value > 0),
  origin_country text NOT NULL REFERENCES countries (code),
  -- The rate the estimate used (percent), null when the code has none recorded.
  duty_rate numeric(7, 3),
  duty_estimate numeric(18, 2),
  vat_rate numeric(5, 2),
  vat_estimate numeric(18, 2),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK ((duty_rate IS NULL) = (duty_estimate IS NULL))
);
CREATE INDEX customs_declaration_lines_declaration_idx ON customs_declaration_lines (declaration_id);

-- A declaration's totals and estimate follow its lines.
CREATE FUNCTION customs_declaration_totals_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customs_declarations d
     SET line_count = s.n, total_packages = s.packages, total_gross_weight_kg = s.weight, total_value = s.value,
         estimated_duty = s.duty, estimated_vat = s.vat,
         -- Only an import declaration is estimated (docs/customs.md): an export has no line without a rate.
         lines_without_rate = CASE WHEN d.direction = 'import' THEN s.without_rate ELSE 0 END
    FROM (SELECT x.id,
                 count(l.id)::int AS n,
                 coalesce(sum(l.packages), 0)::int AS packages,
                 coalesce(sum(l.gross_weight_kg), 0) AS weight,
                 coalesce(sum(l.value), 0) AS value,
                 sum(l.duty_estimate) AS duty,
                 sum(l.vat_estimate) AS vat,
                 count(l.id) FILTER (WHERE l.duty_rate IS NULL)::int AS without_rate
            FROM (SELECT DISTINCT c.declaration_id AS id FROM changed c) x
            LEFT JOIN customs_declaration_lines l ON l.declaration_id = x.id
           GROUP BY x.id) s
   WHERE d.id = s.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER customs_declaration_lines_after_insert AFTER INSERT ON customs_declaration_lines
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION customs_declaration_totals_refresh();
CREATE TRIGGER customs_declaration_lines_after_update AFTER UPDATE ON customs_declaration_lines
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION customs_declaration_totals_refresh();
CREATE TRIGGER customs_declaration_lines_after_delete AFTER DELETE ON customs_declaration_lines
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION customs_declaration_totals_refresh();

-- Customs' answers: one row per state change received, written by the state actions.
CREATE TABLE customs_results (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  declaration_id integer NOT NULL REFERENCES customs_declarations (id) ON DELETE CASCADE,
  branch_id integer NOT NULL REFERENCES branches (id),
  shipment_id integer NOT NULL REFERENCES shipments (id),
  result text NOT NULL CHECK (result IN ('accepted', 'released', 'rejected')),
  message text,
  received_at timestamptz NOT NULL DEFAULT now(),
  recorded_by integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK (result <> 'rejected' OR message IS NOT NULL)
);
CREATE INDEX customs_results_branch_idx ON customs_results (branch_id, received_at DESC, id DESC);
CREATE INDEX customs_results_declaration_idx ON customs_results (declaration_id, received_at DESC);
