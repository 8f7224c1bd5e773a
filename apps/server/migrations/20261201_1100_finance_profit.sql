-- Loss applications, profit shares and their rules, parties' tax ids, and the indexes of the
-- finance work list (docs/finance.md).

-- A shipment making a loss has its profit locked only once a loss application is approved. The
-- approver is never the applicant; a rejection carries its reason. At most one application of a
-- shipment is applied or approved at a time.
CREATE TABLE loss_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  branch_id integer NOT NULL REFERENCES branches (id),
  state text NOT NULL DEFAULT 'applied' CHECK (state IN ('applied', 'approved', 'rejected')),
  local_currency text NOT NULL REFERENCES currencies (code),
  expected_loss numeric(18, 2) NOT NULL CHECK (expected_loss > 0),
  reason text NOT NULL CHECK (length(btrim(reason)) BETWEEN 1 AND 200),
  applied_by integer REFERENCES users (id) ON DELETE SET NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  decision_reason text,
  CHECK (state = 'applied' OR decided_at IS NOT NULL),
  CHECK (state <> 'rejected' OR length(btrim(decision_reason)) > 0),
  CHECK (decided_by IS NULL OR applied_by IS NULL OR decided_by <> applied_by),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX loss_applications_shipment_idx ON loss_applications (shipment_id, applied_at DESC, id DESC);
CREATE INDEX loss_applications_branch_state_idx ON loss_applications (branch_id, state, applied_at, id);
CREATE UNIQUE INDEX loss_applications_open_idx ON loss_applications (shipment_id) WHERE state IN ('applied', 'approved');
CREATE INDEX loss_applications_updated_idx ON loss_applications (updated_at DESC, id DESC);

-- Rules giving shipments of a customer and/or lane (and mode) their default shares in a validity.
-- Up to three parties, each a branch or an agent company, whose percents sum to 100.
CREATE TABLE profit_share_rules (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rule_name text NOT NULL,
  branch_id integer NOT NULL REFERENCES branches (id),
  company_id integer REFERENCES companies (id),
  pol text,
  pod text,
  mode text CHECK (mode IN ('FCL', 'LCL', 'AIR', 'RAIL', 'ROAD')),
  valid_from date NOT NULL,
  valid_until date,
  CHECK (valid_until IS NULL OR valid_until >= valid_from),
  CHECK (company_id IS NOT NULL OR pol IS NOT NULL OR pod IS NOT NULL),
  party1_branch_id integer REFERENCES branches (id),
  party1_company_id integer REFERENCES companies (id),
  percent1 numeric(5, 2) CHECK (percent1 > 0 AND percent1 <= 100),
  CHECK (party1_branch_id IS NULL OR party1_company_id IS NULL),
  CHECK ((percent1 IS NULL) = (party1_branch_id IS NULL AND party1_company_id IS NULL)),
  party2_branch_id integer REFERENCES branches (id),
  party2_company_id integer REFERENCES companies (id),
  percent2 numeric(5, 2) CHECK (percent2 > 0 AND percent2 <= 100),
  CHECK (party2_branch_id IS NULL OR party2_company_id IS NULL),
  CHECK ((percent2 IS NULL) = (party2_branch_id IS NULL AND party2_company_id IS NULL)),
  party3_branch_id integer REFERENCES branches (id),
  party3_company_id integer REFERENCES companies (id),
  percent3 numeric(5, 2) CHECK (percent3 > 0 AND percent3 <= 100),
  CHECK (party3_branch_id IS NULL OR party3_company_id IS NULL),
  CHECK ((percent3 IS NULL) = (party3_branch_id IS NULL AND party3_company_id IS NULL)),
  CHECK (coalesce(percent1, 0) + coalesce(percent2, 0) + coalesce(percent3, 0) = 100),
  cost_sharing text NOT NULL CHECK (cost_sharing IN ('by_share', 'origin_bears', 'destination_bears')),  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX profit_share_rules_branch_idx ON profit_share_rules (branch_id, valid_from DESC, id DESC);
CREATE INDEX profit_share_rules_updated_idx ON profit_share_rules (updated_at DESC, id DESC);

-- One shipment's shares, entered or taken from the rule that applied (rule_id).
CREATE TABLE profit_share_settings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_id integer NOT NULL UNIQUE REFERENCES shipments (id) ON DELETE CASCADE,
  branch_id integer NOT NULL REFERENCES branches (id),
  rule_id integer REFERENCES profit_share_rules (id) ON DELETE SET NULL,
  party1_branch_id integer REFERENCES branches (id),
  party1_company_id integer REFERENCES companies (id),
  percent1 numeric(5, 2) CHECK (percent1 > 0 AND percent1 <= 100),
  CHECK (party1_branch_id IS NULL OR party1_company_id IS NULL),
  CHECK ((percent1 IS NULL) = (party1_branch_id IS NULL AND party1_company_id IS NULL)),
  party2_branch_id integer REFERENCES branches (id),
  party2_company_id integer REFERENCES companies (id),
  percent2 numeric(5, 2) CHECK (percent2 > 0 AND percent2 <= 100),
  CHECK (party2_branch_id IS NULL OR party2_company_id IS NULL),
  CHECK ((percent2 IS NULL) = (party2_branch_id IS NULL AND party2_company_id IS NULL)),
  party3_branch_id integer REFERENCES branches (id),
  party3_company_id integer REFERENCES companies (id),
  percent3 numeric(5, 2) CHECK (percent3 > 0 AND percent3 <= 100),
  CHECK (party3_branch_id IS NULL OR party3_company_id IS NULL),
  CHECK ((percent3 IS NULL) = (party3_branch_id IS NULL AND party3_company_id IS NULL)),
  CHECK (coalesce(percent1, 0) + coalesce(percent2, 0) + coalesce(percent3, 0) = 100),
  cost_sharing text NOT NULL CHECK (cost_sharing IN ('by_share', 'origin_bears', 'destination_bears')),  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX profit_share_settings_branch_idx ON profit_share_settings (branch_id, updated_at DESC, id DESC);
CREATE INDEX profit_share_settings_updated_idx ON profit_share_settings (updated_at DESC, id DESC);

-- Tax registration numbers of parties: one per company and kind, kept normalised (upper case, no
-- spaces or separators) after the domain's format and check-character rules passed.
CREATE TABLE party_tax_ids (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  tax_type text NOT NULL CHECK (tax_type IN ('VAT', 'USCI', 'EIN', 'GSTIN')),
  tax_no text NOT NULL CHECK (tax_no ~ '^[0-9A-Z]{5,20}$'),
  valid_from date NOT NULL,
  valid_until date,
  CHECK (valid_until IS NULL OR valid_until >= valid_from),
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, tax_type)
);
CREATE INDEX party_tax_ids_no_idx ON party_tax_ids (tax_no);
CREATE INDEX party_tax_ids_updated_idx ON party_tax_ids (updated_at DESC, id DESC);

-- The work list counts and reads the oldest waiting lines of the user's branches from these.
CREATE INDEX charge_lines_waiting_review_idx ON charge_lines (branch_id, submitted_at, id) WHERE status = 'submitted';
CREATE INDEX charge_lines_waiting_unlock_idx ON charge_lines (branch_id, unlock_requested_at, id)
  WHERE status = 'unlock_requested';
