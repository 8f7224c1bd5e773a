-- Booking checks against quotations, and the sales queue of quotation requests.
--
-- A booking may name the customer's confirmed quotation it is booked on, and the space it
-- prefers (none means FAK). Warnings of the checks (carrier, validity, space, equipment, default
-- FAK) are written only once the user confirms them; the codes confirmed are kept on the
-- booking, so the audit of that write says who confirmed which warnings and when.
ALTER TABLE bookings
  ADD COLUMN quotation_id integer REFERENCES pricing_quotations (id) ON DELETE SET NULL,
  ADD COLUMN space_type text CHECK (space_type IS NULL OR space_type IN ('FAK', 'contract', 'premium', 'spot')),
  ADD COLUMN quotation_warnings text;
CREATE INDEX bookings_quotation_idx ON bookings (quotation_id) WHERE quotation_id IS NOT NULL;

-- The sales queue: every quotation request (the public form's and a signed-in customer's from an
-- instant answer, both stored as inquiries of kind quote) with the office that answers it, the
-- lane and cargo asked for, and what became of it: a draft quotation (quoted) or a refusal with
-- its reason (declined).
CREATE TABLE pricing_quote_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  inquiry_id integer NOT NULL UNIQUE REFERENCES inquiries (id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('site', 'portal')),
  state text NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'quoted', 'declined')),
  branch_id integer NOT NULL REFERENCES branches (id),
  company_id integer REFERENCES companies (id),
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  pol text NOT NULL,
  pod text NOT NULL,
  equipment text NOT NULL,
  containers integer CHECK (containers IS NULL OR containers > 0),
  weight_kg numeric(12, 3),
  volume_cbm numeric(12, 3),
  cargo_ready_date date,
  -- The rate the customer chose from the instant answer, and the one sales drafted from.
  tariff_id integer REFERENCES pricing_tariffs (id) ON DELETE SET NULL,
  quotation_id integer REFERENCES pricing_quotations (id) ON DELETE SET NULL,
  decline_reason text,
  handled_by integer REFERENCES users (id) ON DELETE SET NULL,
  handled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (state <> 'declined' OR decline_reason IS NOT NULL)
);
CREATE INDEX pricing_quote_requests_branch_idx ON pricing_quote_requests (branch_id, created_at DESC, id DESC);
CREATE INDEX pricing_quote_requests_created_idx ON pricing_quote_requests (created_at DESC, id DESC);
CREATE INDEX pricing_quote_requests_state_idx ON pricing_quote_requests (state, created_at DESC);
