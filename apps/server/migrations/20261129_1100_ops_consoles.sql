-- Consoles (a master air waybill or master bill of lading grouping house shipments), their legs,
-- the link of each house shipment to at most one console, the per-branch console numbers and the
-- air waybill stock each carrier issued to a branch.
CREATE TABLE consoles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  console_no text NOT NULL UNIQUE,
  branch_id integer NOT NULL REFERENCES branches (id),
  transport text NOT NULL CHECK (transport IN ('AIR', 'SEA')),
  console_type text NOT NULL,
  container_mode text NOT NULL,
  master_bill text,
  carrier_code text NOT NULL,
  flight_no text,
  vessel text,
  voyage text,
  first_load_port text NOT NULL,
  last_discharge_port text NOT NULL,
  payment text NOT NULL CHECK (payment IN ('PP', 'CC')),
  etd timestamptz,
  eta timestamptz,
  sending_agent text,
  receiving_agent text,
  release_type text,
  post_status text NOT NULL DEFAULT 'open' CHECK (post_status IN ('open', 'posted')),
  posted_at timestamptz,
  posted_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX consoles_branch_etd_idx ON consoles (branch_id, etd DESC, id DESC);
CREATE INDEX consoles_etd_idx ON consoles (etd DESC, id DESC);
-- One master bill is one console: the same MAWB or MBL never heads two.
CREATE UNIQUE INDEX consoles_master_bill_idx ON consoles (master_bill) WHERE master_bill IS NOT NULL;

-- Numbers run per branch and year: C + branch code + two-digit year + five digits.
CREATE TABLE console_counters (
  branch_id integer NOT NULL REFERENCES branches (id),
  year smallint NOT NULL,
  last_no integer NOT NULL,
  PRIMARY KEY (branch_id, year)
);

CREATE TABLE console_legs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  console_id integer NOT NULL REFERENCES consoles (id) ON DELETE CASCADE,
  seq smallint NOT NULL,
  leg_mode text NOT NULL,
  from_port text NOT NULL,
  to_port text NOT NULL,
  carrier_code text,
  flight_no text,
  vessel text,
  voyage text,
  etd timestamptz,
  eta timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (console_id, seq)
);

-- A house shipment belongs to at most one console: shipment_id is unique.
CREATE TABLE console_shipments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  console_id integer NOT NULL REFERENCES consoles (id) ON DELETE CASCADE,
  shipment_id integer NOT NULL UNIQUE REFERENCES shipments (id) ON DELETE CASCADE,
  consignee_name text,
  attached_at timestamptz NOT NULL DEFAULT now(),
  attached_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX console_shipments_console_idx ON console_shipments (console_id, id);

-- Air waybill stock: one row per number a carrier issued to a branch; allocated once to a console.
CREATE TABLE mawb_stock (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  awb_no text NOT NULL UNIQUE CHECK (awb_no ~ '^[0-9]{3}-[0-9]{8}$'),
  prefix text NOT NULL CHECK (prefix ~ '^[0-9]{3}$'),
  carrier_code text NOT NULL,
  branch_id integer NOT NULL REFERENCES branches (id),
  received_at timestamptz NOT NULL DEFAULT now(),
  console_id integer UNIQUE REFERENCES consoles (id),
  allocated_at timestamptz,
  allocated_by integer REFERENCES users (id),
  CHECK ((console_id IS NULL) = (allocated_at IS NULL))
);
-- The next free number of a carrier at a branch is read from here, in number order.
CREATE INDEX mawb_stock_free_idx ON mawb_stock (branch_id, prefix, awb_no) WHERE allocated_at IS NULL;
CREATE INDEX mawb_stock_branch_idx ON mawb_stock (branch_id, awb_no);
