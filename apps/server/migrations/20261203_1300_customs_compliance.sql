-- Written compliance statements of customer companies (docs/customs.md): a restricted-party
-- screening declaration or a dual-use goods statement, drafted and submitted by the customs desk,
-- approved by a reviewer who is not its author (or rejected with the reason), then signed by the
-- customer in the portal (its user, the signatory's name and title).
CREATE TABLE compliance_statements (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  branch_id integer REFERENCES branches (id),
  kind text NOT NULL CHECK (kind IN ('restricted_party', 'dual_use')),
  statement_en text,
  statement_zh text,
  CHECK (length(btrim(coalesce(statement_en, ''))) > 0 OR length(btrim(coalesce(statement_zh, ''))) > 0),
  valid_from date NOT NULL,
  valid_until date,
  CHECK (valid_until IS NULL OR valid_until >= valid_from),
  state text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'submitted', 'approved', 'rejected', 'signed')),
  -- The signature list shows the approved statements and the signed ones.
  stage text GENERATED ALWAYS AS (
    CASE WHEN state IN ('approved', 'signed') THEN 'signature' ELSE 'preparation' END
  ) STORED,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  submitted_by integer REFERENCES users (id) ON DELETE SET NULL,
  submitted_at timestamptz,
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  decision_reason text,
  CHECK (state IN ('draft', 'submitted') OR decided_at IS NOT NULL),
  CHECK (state <> 'rejected' OR length(btrim(decision_reason)) > 0),
  -- The reviewer is never the author.
  CHECK (decided_by IS NULL OR created_by IS NULL OR decided_by <> created_by),
  signed_by integer REFERENCES users (id) ON DELETE SET NULL,
  signed_at timestamptz,
  signatory_name text,
  signatory_title text,
  CHECK (
    state <> 'signed'
    OR (signed_at IS NOT NULL AND length(btrim(signatory_name)) > 0 AND length(btrim(signatory_title)) > 0)
  ),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX compliance_statements_company_idx ON compliance_statements (company_id, kind, state);
CREATE INDEX compliance_statements_branch_idx ON compliance_statements (branch_id, updated_at DESC, id DESC);
CREATE INDEX compliance_statements_stage_idx ON compliance_statements (stage, updated_at DESC, id DESC);
CREATE INDEX compliance_statements_updated_idx ON compliance_statements (updated_at DESC, id DESC);
