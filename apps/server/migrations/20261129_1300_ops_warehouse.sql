-- The warehouse desk: receipts of cargo against a booking (a shipment of the core), their goods
-- lines (one per location once split), photos (at most four per receipt), release orders,
-- pre-plans of cargo expected, each branch's network camera settings, and stock on hand as a view.

CREATE SEQUENCE warehouse_receipt_no_seq;
CREATE SEQUENCE warehouse_order_no_seq;
CREATE SEQUENCE warehouse_preplan_no_seq;

CREATE TABLE warehouse_receipts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  receipt_no text NOT NULL UNIQUE DEFAULT ('WR' || lpad(nextval('warehouse_receipt_no_seq')::text, 8, '0')),
  shipment_id integer NOT NULL REFERENCES shipments (id),
  booking_no text NOT NULL,
  house_bill text,
  company_id integer NOT NULL REFERENCES companies (id),
  branch_id integer NOT NULL REFERENCES branches (id),
  warehouse_code text,
  -- SPEC §5: the CY / warehouse location cannot be empty.
  location text NOT NULL CHECK (btrim(location) <> ''),
  packages integer NOT NULL CHECK (packages > 0),
  package_type text,
  gross_weight_kg numeric(12, 3) CHECK (gross_weight_kg >= 0),
  volume_cbm numeric(12, 3) CHECK (volume_cbm >= 0),
  length_cm numeric(9, 1),
  width_cm numeric(9, 1),
  height_cm numeric(9, 1),
  damage_status text CHECK (damage_status IN ('intact', 'minor', 'major')),
  damaged_count integer CHECK (damaged_count >= 0),
  counted_packages integer CHECK (counted_packages >= 0),
  weighed_by text,
  weighed_at timestamptz,
  checked_by text,
  checked_at timestamptz,
  in_time timestamptz NOT NULL DEFAULT now(),
  out_time timestamptz,
  op_status text NOT NULL DEFAULT 'received'
    CHECK (op_status IN ('received', 'weighed', 'checked', 'stored', 'released')),
  photo_count smallint NOT NULL DEFAULT 0 CHECK (photo_count BETWEEN 0 AND 4),
  remarks text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX warehouse_receipts_branch_in_idx ON warehouse_receipts (branch_id, in_time DESC, id DESC);
CREATE INDEX warehouse_receipts_in_idx ON warehouse_receipts (in_time DESC, id DESC);
CREATE INDEX warehouse_receipts_shipment_idx ON warehouse_receipts (shipment_id);
CREATE INDEX warehouse_receipts_booking_idx ON warehouse_receipts (booking_no);

CREATE TABLE warehouse_receipt_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  receipt_id integer NOT NULL REFERENCES warehouse_receipts (id) ON DELETE CASCADE,
  line_no smallint NOT NULL CHECK (line_no > 0),
  booking_no text NOT NULL,
  company_id integer NOT NULL REFERENCES companies (id),
  branch_id integer NOT NULL REFERENCES branches (id),
  warehouse_code text,
  location text NOT NULL CHECK (btrim(location) <> ''),
  packages integer NOT NULL CHECK (packages > 0),
  out_packages integer NOT NULL DEFAULT 0,
  on_hand_packages integer GENERATED ALWAYS AS (packages - out_packages) STORED,
  package_type text,
  gross_weight_kg numeric(12, 3),
  volume_cbm numeric(12, 3),
  damage_status text CHECK (damage_status IN ('intact', 'minor', 'major')),
  damaged_count integer CHECK (damaged_count >= 0),
  in_time timestamptz NOT NULL,
  remarks text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (out_packages BETWEEN 0 AND packages),
  UNIQUE (receipt_id, line_no)
);
CREATE INDEX warehouse_receipt_lines_branch_in_idx ON warehouse_receipt_lines (branch_id, in_time DESC, id DESC);
CREATE INDEX warehouse_receipt_lines_in_idx ON warehouse_receipt_lines (in_time DESC, id DESC);

-- A new receipt lies in one place until it is split: its first goods line holds all of it.
CREATE FUNCTION warehouse_receipt_first_line() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO warehouse_receipt_lines (receipt_id, line_no, booking_no, company_id, branch_id, warehouse_code, location,
                                       packages, package_type, gross_weight_kg, volume_cbm, damage_status,
                                       damaged_count, in_time)
  SELECT r.id, 1, r.booking_no, r.company_id, r.branch_id, r.warehouse_code, r.location, r.packages, r.package_type,
         r.gross_weight_kg, r.volume_cbm, r.damage_status, r.damaged_count, r.in_time
    FROM added r;
  RETURN NULL;
END;
$$;
CREATE TRIGGER warehouse_receipts_first_line AFTER INSERT ON warehouse_receipts
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION warehouse_receipt_first_line();

-- The key (receipt, position 1..4) is what holds a receipt to at most four photos (SPEC §5, §9).
CREATE TABLE warehouse_receipt_photos (
  receipt_id integer NOT NULL REFERENCES warehouse_receipts (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 1 AND 4),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  file_name text NOT NULL,
  byte_size integer NOT NULL,
  data bytea NOT NULL,
  uploaded_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (receipt_id, position)
);

CREATE TABLE warehouse_orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE DEFAULT ('WO' || lpad(nextval('warehouse_order_no_seq')::text, 8, '0')),
  receipt_id integer NOT NULL REFERENCES warehouse_receipts (id),
  receipt_no text NOT NULL,
  booking_no text NOT NULL,
  company_id integer NOT NULL REFERENCES companies (id),
  branch_id integer NOT NULL REFERENCES branches (id),
  packages integer NOT NULL CHECK (packages > 0),
  planned_out_at timestamptz,
  truck_plate text,
  released_at timestamptz,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'released', 'cancelled')),
  remarks text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX warehouse_orders_branch_planned_idx ON warehouse_orders (branch_id, planned_out_at DESC, id DESC);
CREATE INDEX warehouse_orders_receipt_idx ON warehouse_orders (receipt_id);

CREATE TABLE warehouse_preplans (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  preplan_no text NOT NULL UNIQUE DEFAULT ('WP' || lpad(nextval('warehouse_preplan_no_seq')::text, 8, '0')),
  shipment_id integer NOT NULL REFERENCES shipments (id),
  booking_no text NOT NULL,
  house_bill text,
  company_id integer NOT NULL REFERENCES companies (id),
  branch_id integer NOT NULL REFERENCES branches (id),
  expected_at timestamptz NOT NULL,
  warehouse_code text,
  location text NOT NULL CHECK (btrim(location) <> ''),
  packages integer NOT NULL CHECK (packages > 0),
  package_type text,
  gross_weight_kg numeric(12, 3),
  volume_cbm numeric(12, 3),
  status text NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'received', 'cancelled')),
  receipt_id integer REFERENCES warehouse_receipts (id),
  remarks text,
  created_by integer REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX warehouse_preplans_branch_expected_idx ON warehouse_preplans (branch_id, expected_at, id);
CREATE INDEX warehouse_preplans_expected_idx ON warehouse_preplans (expected_at, id);

-- SPEC §8, §9: one network camera per branch; its login stays in the browser.
CREATE TABLE warehouse_cameras (
  branch_id integer PRIMARY KEY REFERENCES branches (id),
  host text NOT NULL,
  port integer NOT NULL DEFAULT 80 CHECK (port BETWEEN 1 AND 65535),
  protocol text NOT NULL DEFAULT 'TCP' CHECK (protocol IN ('TCP', 'UDP')),
  capture_format text NOT NULL DEFAULT 'JPEG' CHECK (capture_format IN ('JPEG', 'BMP')),
  record_size text NOT NULL DEFAULT '256M' CHECK (record_size IN ('256M', '512M', '1G')),
  login_timeout_ms integer NOT NULL DEFAULT 3000 CHECK (login_timeout_ms BETWEEN 500 AND 60000),
  max_retries smallint NOT NULL DEFAULT 3 CHECK (max_retries BETWEEN 0 AND 3),
  snapshot_url text,
  updated_by integer REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Stock on hand per branch, warehouse, location and customer: the goods lines in, less what the
-- released orders took out. Named by its first line so each row has a stable id.
CREATE VIEW warehouse_stock AS
SELECT min(l.id) AS id,
       l.branch_id,
       l.warehouse_code,
       l.location,
       l.company_id,
       count(DISTINCT l.receipt_id)::int AS receipts,
       sum(l.packages)::int AS packages_in,
       sum(l.out_packages)::int AS packages_out,
       sum(l.on_hand_packages)::int AS on_hand_packages,
       round(sum(coalesce(l.gross_weight_kg, 0) * l.on_hand_packages / l.packages), 3) AS on_hand_weight_kg,
       round(sum(coalesce(l.volume_cbm, 0) * l.on_hand_packages / l.packages), 3) AS on_hand_volume_cbm,
       min(l.in_time) AS oldest_in_time
  FROM warehouse_receipt_lines l
 GROUP BY l.branch_id, l.warehouse_code, l.location, l.company_id
HAVING sum(l.on_hand_packages) > 0;
