-- Invoicing: tax invoices and debit notes issued from a shipment's reviewed revenue lines, numbered
-- per branch, kind and year without gaps; their lines, the payments received, the supplier
-- invoice files kept per shipment, and the billing lists (unbilled, uninvoiced, unpaid) as views.

-- The last number used per branch, kind and year. Issuing locks the row (SELECT ... FOR UPDATE) in
-- its own transaction, so two issues wait for each other and a rolled-back issue gives its number back.
CREATE TABLE invoice_counters (
  branch_id integer NOT NULL REFERENCES branches (id),
  kind text NOT NULL CHECK (kind IN ('invoice', 'debit_note')),
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 9999),
  last_value integer NOT NULL DEFAULT 0 CHECK (last_value >= 0),
  PRIMARY KEY (branch_id, kind, year)
);

CREATE TABLE invoices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('invoice', 'debit_note')),
  invoice_no text NOT NULL UNIQUE,
  branch_id integer NOT NULL REFERENCES branches (id),
  shipment_id integer NOT NULL REFERENCES shipments (id),
  -- The tracking number printed on the invoice: the shipment's number when it was issued.
  shipment_no text NOT NULL,
  company_id integer NOT NULL REFERENCES companies (id),
  -- A debit note adjusts one issued tax invoice.
  original_invoice_id integer REFERENCES invoices (id),
  currency text NOT NULL REFERENCES currencies (code),
  invoice_date date NOT NULL,
  due_date date NOT NULL,
  net_amount numeric(18, 2) NOT NULL,
  tax_amount numeric(18, 2) NOT NULL DEFAULT 0,
  total_amount numeric(18, 2) NOT NULL,
  paid_amount numeric(18, 2) NOT NULL DEFAULT 0 CHECK (paid_amount >= 0),
  payment_state text NOT NULL DEFAULT 'unpaid' CHECK (payment_state IN ('unpaid', 'partly_paid', 'paid')),
  truck_invoice boolean NOT NULL DEFAULT false,
  review_status text NOT NULL DEFAULT '0' CHECK (review_status IN ('0', '1', '2', '3', '4', '5')),
  peel_off_status text CHECK (peel_off_status IN ('processing', 'completed', 'uncompleted')),
  remarks text,
  issued_by integer REFERENCES users (id) ON DELETE SET NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (total_amount = net_amount + tax_amount),
  CHECK (paid_amount <= greatest(total_amount, 0)),
  CHECK ((kind = 'debit_note') = (original_invoice_id IS NOT NULL)),
  CHECK (due_date >= invoice_date)
);
CREATE INDEX invoices_branch_date_idx ON invoices (branch_id, kind, invoice_date DESC, id DESC);
CREATE INDEX invoices_company_idx ON invoices (company_id, invoice_date DESC, id DESC);
CREATE INDEX invoices_shipment_idx ON invoices (shipment_id);
CREATE INDEX invoices_original_idx ON invoices (original_invoice_id) WHERE original_invoice_id IS NOT NULL;
CREATE INDEX invoices_updated_idx ON invoices (updated_at DESC, id DESC);
-- The DATEV export walks a period in date order, a batch at a time.
CREATE INDEX invoices_date_idx ON invoices (invoice_date, id);
-- What is still owed: the unpaid list reads only these.
CREATE INDEX invoices_open_idx ON invoices (branch_id, due_date) WHERE total_amount > paid_amount;

ALTER TABLE charge_lines
  ADD CONSTRAINT charge_lines_invoice_fk FOREIGN KEY (invoice_id) REFERENCES invoices (id);
CREATE INDEX charge_lines_invoice_idx ON charge_lines (invoice_id) WHERE invoice_id IS NOT NULL;
-- Revenue not yet reviewed nor invoiced: what the unbilled list reads, shipment by shipment.
CREATE INDEX charge_lines_unbilled_idx ON charge_lines (shipment_id)
  WHERE side = 'revenue' AND invoice_id IS NULL AND status IN ('draft', 'submitted', 'rejected', 'unlock_requested');

-- One line per billed charge (a debit note's lines bill no charge line), in the invoice's currency.
CREATE TABLE invoice_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  charge_line_id integer REFERENCES charge_lines (id),
  position integer NOT NULL,
  charge_code text NOT NULL,
  description text,
  quantity numeric(18, 4) NOT NULL DEFAULT 1,
  source_currency text NOT NULL REFERENCES currencies (code),
  source_amount numeric(18, 2) NOT NULL,
  exchange_rate numeric(18, 8) NOT NULL CHECK (exchange_rate > 0),
  currency text NOT NULL REFERENCES currencies (code),
  amount numeric(18, 2) NOT NULL,
  tax_rate numeric(6, 4) NOT NULL DEFAULT 0,
  tax_amount numeric(18, 2) NOT NULL DEFAULT 0,
  UNIQUE (invoice_id, position)
);
CREATE UNIQUE INDEX invoice_lines_charge_idx ON invoice_lines (charge_line_id) WHERE charge_line_id IS NOT NULL;

CREATE TABLE invoice_payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  paid_on date NOT NULL,
  currency text NOT NULL REFERENCES currencies (code),
  amount numeric(18, 2) NOT NULL CHECK (amount > 0),
  reference text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_payments_invoice_idx ON invoice_payments (invoice_id, paid_on DESC);

-- A supplier's invoice (PDF) kept for a shipment (InvoiceData).
CREATE TABLE invoice_data_files (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  branch_id integer NOT NULL REFERENCES branches (id),
  supplier_name text NOT NULL,
  supplier_invoice_no text,
  file_name text NOT NULL,
  byte_size integer NOT NULL CHECK (byte_size > 0),
  data bytea NOT NULL,
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX invoice_data_files_branch_idx ON invoice_data_files (branch_id, uploaded_at DESC, id DESC);
CREATE INDEX invoice_data_files_shipment_idx ON invoice_data_files (shipment_id);

-- Revenue of departed shipments not yet reviewed nor invoiced.
CREATE VIEW finance_unbilled AS
SELECT cl.id, cl.shipment_id, s.shipment_no, s.etd, cl.branch_id, cl.party_company_id AS company_id,
       c.name AS company_name, cl.charge_code, cl.description, cl.currency, cl.amount, cl.status
  FROM charge_lines cl
  JOIN shipments s ON s.id = cl.shipment_id
  LEFT JOIN companies c ON c.id = cl.party_company_id
 WHERE cl.side = 'revenue' AND cl.invoice_id IS NULL
   AND cl.status IN ('draft', 'submitted', 'rejected', 'unlock_requested')
   AND s.etd <= now();

-- Revenue reviewed (or locked) and not yet invoiced: what invoices are issued from.
CREATE VIEW finance_uninvoiced AS
SELECT cl.id, cl.shipment_id, s.shipment_no, s.etd, cl.branch_id, cl.party_company_id AS company_id,
       c.name AS company_name, cl.charge_code, cl.description, cl.currency, cl.amount, cl.status
  FROM charge_lines cl
  JOIN shipments s ON s.id = cl.shipment_id
  LEFT JOIN companies c ON c.id = cl.party_company_id
 WHERE cl.side = 'revenue' AND cl.status IN ('reviewed', 'locked') AND cl.invoice_id IS NULL;

-- Invoices and debit notes with an open balance, aged by days past due (the domain's ageingBucket).
CREATE VIEW finance_unpaid AS
SELECT i.id, i.invoice_no, i.kind, i.shipment_no, i.branch_id, i.company_id, c.name AS company_name,
       i.invoice_date, i.due_date, i.currency, i.total_amount, i.paid_amount,
       i.total_amount - i.paid_amount AS open_amount,
       greatest(current_date - i.due_date, 0) AS days_overdue,
       CASE WHEN current_date < i.due_date THEN 'current'
            WHEN current_date - i.due_date <= 30 THEN 'd0_30'
            WHEN current_date - i.due_date <= 60 THEN 'd31_60'
            WHEN current_date - i.due_date <= 90 THEN 'd61_90'
            ELSE 'd90_plus' END AS ageing_bucket
  FROM invoices i
  JOIN companies c ON c.id = i.company_id
 WHERE i.total_amount > i.paid_amount;

-- A customer's position per office and currency: what it was invoiced, what it paid, what is open
-- (negative: the customer is in credit), overdue, and the credit its negative debit notes gave.
CREATE VIEW finance_company_balances AS
SELECT min(i.id) AS id, i.company_id, i.branch_id, i.currency,
       coalesce(sum(i.total_amount) FILTER (WHERE i.total_amount > 0), 0) AS invoiced_amount,
       sum(i.paid_amount) AS paid_amount,
       sum(i.total_amount - i.paid_amount) AS open_amount,
       coalesce(sum(i.total_amount - i.paid_amount) FILTER (WHERE i.due_date < current_date AND i.total_amount > i.paid_amount), 0)
         AS overdue_amount,
       coalesce(-sum(i.total_amount) FILTER (WHERE i.total_amount < 0), 0) AS credit_amount
  FROM invoices i
 GROUP BY i.company_id, i.branch_id, i.currency;
