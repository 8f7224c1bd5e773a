-- The booking desk: sea and air bookings with their parties, cargo and terms, and their
-- containers, packing lines, routing legs and rates. A confirmed booking points at the shipment
-- it became in the shipments core; a draft converted from a web air booking request points at
-- that request, once.
CREATE SEQUENCE booking_no_seq;
-- Shipments made by confirming a booking number apart from the seeded and imported ones.
CREATE SEQUENCE booking_shipment_seq;

CREATE TABLE bookings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_no text NOT NULL UNIQUE,
  mode text NOT NULL CHECK (mode IN ('SEA', 'AIR')),
  load_type text NOT NULL CHECK (load_type IN ('FCL', 'LCL', 'AIR')),
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'submitted', 'pending_planning', 'pending_sr', 'sr_decrease', 'confirmed', 'cancelled')),
  branch_id integer NOT NULL REFERENCES branches (id),
  company_id integer REFERENCES companies (id),
  customer_ref text,
  shipper_name text,
  shipper_address text,
  shipper_country text,
  shipper_city text,
  shipper_phone text,
  shipper_fax text,
  shipper_email text,
  consignee_name text,
  consignee_address text,
  consignee_country text,
  consignee_city text,
  consignee_phone text,
  consignee_fax text,
  consignee_email text,
  notify_name text,
  notify_address text,
  notify_country text,
  notify_city text,
  notify_phone text,
  notify_fax text,
  notify_email text,
  origin_port text,
  destination_port text,
  etd timestamptz,
  eta timestamptz,
  carrier_code text,
  vessel text,
  voyage text,
  flight_no text,
  mawb text,
  marks text,
  packages integer,
  package_type text,
  gross_weight_kg numeric(12, 3),
  volume_cbm numeric(12, 3),
  goods_description text,
  hs_code text,
  freight_term text,
  payment_term text,
  incoterm text,
  contract_no text,
  cargo_ready_date date,
  service_type text,
  customs_service boolean NOT NULL DEFAULT false,
  insurance_service boolean NOT NULL DEFAULT false,
  remarks text,
  -- The distinct types of its containers, sorted and comma-joined (kept by a trigger below).
  container_types text,
  shipment_id integer UNIQUE REFERENCES shipments (id),
  inquiry_id integer UNIQUE REFERENCES inquiries (id),
  copied_from_id integer REFERENCES bookings (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT bookings_confirmed_has_shipment CHECK (status <> 'confirmed' OR shipment_id IS NOT NULL)
);
CREATE INDEX bookings_branch_updated_idx ON bookings (branch_id, updated_at DESC, id DESC);
CREATE INDEX bookings_company_updated_idx ON bookings (company_id, updated_at DESC, id DESC);
CREATE INDEX bookings_status_idx ON bookings (status, updated_at DESC, id DESC);
CREATE INDEX bookings_updated_idx ON bookings (updated_at DESC, id DESC);

CREATE TABLE booking_containers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  iso_type text NOT NULL,
  container_no text,
  seal_no text,
  gross_kg numeric(12, 3),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX booking_containers_booking_idx ON booking_containers (booking_id);

CREATE TABLE booking_packing (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  packages integer NOT NULL,
  package_type text NOT NULL,
  length_cm integer,
  width_cm integer,
  height_cm integer,
  gross_kg numeric(12, 3),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX booking_packing_booking_idx ON booking_packing (booking_id);

CREATE TABLE booking_legs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  seq smallint NOT NULL,
  mode text NOT NULL CHECK (mode IN ('truck', 'vessel', 'air', 'rail')),
  from_code text NOT NULL,
  to_code text NOT NULL,
  planned_start timestamptz,
  planned_end timestamptz,
  carrier_code text,
  conveyance text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (booking_id, seq)
);

CREATE TABLE booking_rates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  booking_id integer NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  charge_code text NOT NULL,
  description text,
  unit text NOT NULL,
  quantity numeric(12, 3) NOT NULL,
  currency text NOT NULL,
  amount numeric(17, 4) NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX booking_rates_booking_idx ON booking_rates (booking_id);

-- A booking's container types follow its containers, so lists show them and a batch over
-- bookings of different types is told apart without reading the containers again.
CREATE FUNCTION booking_container_types_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings b
     SET container_types = (SELECT string_agg(DISTINCT c.iso_type, ',' ORDER BY c.iso_type)
                              FROM booking_containers c WHERE c.booking_id = b.id)
   WHERE b.id IN (SELECT a.booking_id FROM changed a);
  RETURN NULL;
END
$$;
CREATE TRIGGER booking_containers_after_insert AFTER INSERT ON booking_containers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION booking_container_types_refresh();
CREATE TRIGGER booking_containers_after_update AFTER UPDATE ON booking_containers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION booking_container_types_refresh();
CREATE TRIGGER booking_containers_after_delete AFTER DELETE ON booking_containers
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION booking_container_types_refresh();
