-- Submissions of reviewed charge lines to CargoWise (an outbox with the update-to-CW state), and
-- claims for damage, loss, delay or overcharge with their settlements and the claims that cannot
-- proceed.

CREATE TABLE cw_submissions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The shipment's number and the submission's sequence on it: SHA2611000123-CW2.
  submission_no text NOT NULL UNIQUE,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  branch_id integer NOT NULL REFERENCES branches (id),
  -- SPEC §4 update to CW: -1 error, 0 cancelled, 1 updating, 2 success, 3 not update to CW.
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (-1, 0, 1, 2, 3)),
  line_count integer NOT NULL DEFAULT 0,
  local_currency text NOT NULL REFERENCES currencies (code),
  revenue_local numeric(18, 2) NOT NULL DEFAULT 0,
  cost_local numeric(18, 2) NOT NULL DEFAULT 0,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  error_text text,
  document_name text,
  document_xml text,
  submitted_by integer REFERENCES users (id) ON DELETE SET NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  cancelled_by integer REFERENCES users (id) ON DELETE SET NULL,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (status <> -1 OR error_text IS NOT NULL),
  CHECK (status <> 2 OR document_xml IS NOT NULL)
);
CREATE INDEX cw_submissions_branch_idx ON cw_submissions (branch_id, submitted_at DESC, id DESC);
CREATE INDEX cw_submissions_shipment_idx ON cw_submissions (shipment_id);
-- What the delivery picks up: entries still updating, by when they are due.
CREATE INDEX cw_submissions_due_idx ON cw_submissions (next_attempt_at, id) WHERE status = 1;

CREATE TABLE cw_submission_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id integer NOT NULL REFERENCES cw_submissions (id) ON DELETE CASCADE,
  charge_line_id integer NOT NULL REFERENCES charge_lines (id) ON DELETE CASCADE,
  UNIQUE (submission_id, charge_line_id)
);
CREATE INDEX cw_submission_lines_line_idx ON cw_submission_lines (charge_line_id);

CREATE TABLE claim_counters (
  branch_id integer NOT NULL REFERENCES branches (id),
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 9999),
  last_value integer NOT NULL DEFAULT 0 CHECK (last_value >= 0),
  PRIMARY KEY (branch_id, year)
);

CREATE TABLE claims (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- <branch code>-CLM-<year>-<six digits>, numbered per branch and year without gaps.
  claim_no text NOT NULL UNIQUE,
  branch_id integer NOT NULL REFERENCES branches (id),
  shipment_id integer REFERENCES shipments (id) ON DELETE SET NULL,
  direction text NOT NULL
    CHECK (direction IN ('from_customer', 'against_carrier', 'against_supplier', 'against_customer')),
  party_company_id integer REFERENCES companies (id),
  reason text NOT NULL CHECK (reason IN ('damage', 'loss', 'delay', 'overcharge')),
  description text,
  filed_on date NOT NULL DEFAULT current_date,
  currency text NOT NULL REFERENCES currencies (code),
  claimed_amount numeric(18, 2) NOT NULL CHECK (claimed_amount > 0),
  settled_amount numeric(18, 2) NOT NULL DEFAULT 0 CHECK (settled_amount >= 0),
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'submitted', 'accepted', 'partially_settled', 'settled', 'rejected')),
  reject_reason text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  submitted_by integer REFERENCES users (id) ON DELETE SET NULL,
  submitted_at timestamptz,
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  settled_by integer REFERENCES users (id) ON DELETE SET NULL,
  settled_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (status <> 'rejected' OR reject_reason IS NOT NULL)
);
CREATE INDEX claims_branch_idx ON claims (branch_id, created_at DESC, id DESC);
CREATE INDEX claims_shipment_idx ON claims (shipment_id);

CREATE TABLE claim_settlements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  claim_id integer NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  settled_on date NOT NULL,
  currency text NOT NULL REFERENCES currencies (code),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  charge_line_id integer REFERENCES charge_lines (id) ON DELETE SET NULL,
  settled_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX claim_settlements_claim_idx ON claim_settlements (claim_id);

-- Claims that cannot proceed, one row per reason, computed from the data as it stands: fixing the
-- data (linking the shipment, recording a rate, lowering the amount) clears the row. The claimed
-- amount is converted into the office's currency at the latest rate on or before the filing day
-- (the reverse pair's inverse when only that is recorded) and compared with the shipment's
-- revenue (a customer's side) or cost (a carrier's or supplier's). Ocean claims (FCL, LCL) are
-- barred 9 months after delivery (the shipment's arrival).
CREATE VIEW finance_claim_errors AS
WITH c AS (
  SELECT cl.id AS claim_id, cl.claim_no, cl.branch_id, cl.status, cl.direction, cl.currency, cl.claimed_amount,
         cl.settled_amount, cl.filed_on, cl.shipment_id, s.shipment_no, s.mode,
         (s.ata AT TIME ZONE 'UTC')::date AS delivered_on,
         coalesce(b.local_currency, 'USD') AS local_currency,
         CASE WHEN cl.direction IN ('from_customer', 'against_customer') THEN coalesce(sh.revenue_local, 0)
              ELSE coalesce(sh.cost_local, 0) END AS charges_local,
         CASE
           WHEN cl.currency = coalesce(b.local_currency, 'USD') THEN 1::numeric
           ELSE coalesce(
             (SELECT r.rate FROM exchange_rates r
               WHERE r.from_currency = cl.currency AND r.to_currency = coalesce(b.local_currency, 'USD')
                 AND r.rate_date <= cl.filed_on
               ORDER BY r.rate_date DESC LIMIT 1),
             (SELECT round(1 / r.rate, 8) FROM exchange_rates r
               WHERE r.from_currency = coalesce(b.local_currency, 'USD') AND r.to_currency = cl.currency
                 AND r.rate_date <= cl.filed_on
               ORDER BY r.rate_date DESC LIMIT 1))
         END AS rate
    FROM claims cl
    JOIN branches b ON b.id = cl.branch_id
    LEFT JOIN shipments s ON s.id = cl.shipment_id
    LEFT JOIN charge_sheets sh ON sh.shipment_id = cl.shipment_id
   WHERE cl.status <> 'rejected'
),
e AS (
  SELECT c.*, 'no_shipment' AS error_reason, 1 AS n FROM c
   WHERE c.shipment_id IS NULL AND c.status NOT IN ('settled')
  UNION ALL
  SELECT c.*, 'no_rate', 2 FROM c WHERE c.rate IS NULL AND c.status NOT IN ('settled')
  UNION ALL
  SELECT c.*, 'over_charges', 3 FROM c
   WHERE c.shipment_id IS NOT NULL AND c.rate IS NOT NULL AND c.status NOT IN ('settled')
     AND round(c.claimed_amount * c.rate, 2) > c.charges_local
  UNION ALL
  SELECT c.*, 'time_barred', 4 FROM c
   WHERE c.mode IN ('FCL', 'LCL') AND c.delivered_on IS NOT NULL AND c.status IN ('draft', 'submitted')
     AND c.filed_on > (c.delivered_on + interval '9 months')::date
  UNION ALL
  SELECT c.*, 'over_settled', 5 FROM c WHERE c.settled_amount > c.claimed_amount
)
SELECT e.claim_id * 10 + e.n AS id, e.claim_id, e.claim_no, e.branch_id, e.shipment_no, e.error_reason, e.status,
       e.direction, e.currency, e.claimed_amount, e.settled_amount, e.local_currency,
       CASE WHEN e.rate IS NULL THEN NULL ELSE round(e.claimed_amount * e.rate, 2) END AS claimed_local,
       CASE WHEN e.shipment_id IS NULL THEN NULL ELSE e.charges_local END AS charges_local,
       e.filed_on, e.delivered_on,
       CASE WHEN e.delivered_on IS NULL OR e.mode NOT IN ('FCL', 'LCL') THEN NULL
            ELSE (e.delivered_on + interval '9 months')::date END AS time_bar_on
  FROM e;
