-- Reference data, organisation and the core tracking tables.
CREATE TABLE countries (
  code text PRIMARY KEY,
  name_en text NOT NULL,
  name_zh text NOT NULL
);

CREATE TABLE currencies (
  code text PRIMARY KEY,
  numeric text NOT NULL,
  name_en text NOT NULL,
  name_zh text NOT NULL,
  minor_units smallint NOT NULL
);

-- One UN/LOCODE can name both a seaport and its airport (HKHKG), so the key includes the kind.
CREATE TABLE ports (
  unlocode text NOT NULL,
  name text NOT NULL,
  name_zh text NOT NULL,
  country text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('sea', 'air')),
  iata text,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  time_zone text NOT NULL,
  PRIMARY KEY (unlocode, kind)
);
CREATE INDEX ports_iata_idx ON ports (iata) WHERE iata IS NOT NULL;

CREATE TABLE carriers (
  code text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('ocean', 'air')),
  name text NOT NULL,
  name_zh text NOT NULL,
  awb_prefix text,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE hs_codes (
  code text PRIMARY KEY,
  description_en text NOT NULL,
  description_zh text NOT NULL
);

CREATE TABLE reference_versions (
  name text PRIMARY KEY,
  hash text NOT NULL,
  rows integer NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE branches (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  name_zh text NOT NULL,
  city text NOT NULL,
  country text NOT NULL,
  region text NOT NULL,
  controlling_office_id integer REFERENCES branches (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE companies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  country text NOT NULL,
  city text NOT NULL,
  region text NOT NULL,
  branch_id integer NOT NULL REFERENCES branches (id),
  status text NOT NULL DEFAULT 'valid' CHECK (status IN ('valid', 'obsolete', 'replaced')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX companies_branch_idx ON companies (branch_id);

CREATE TABLE shipments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_no text NOT NULL UNIQUE,
  house_bill text,
  master_bill text,
  booking_no text,
  mode text NOT NULL CHECK (mode IN ('FCL', 'LCL', 'AIR', 'RAIL', 'ROAD')),
  packing_mode text,
  origin_port text NOT NULL,
  destination_port text NOT NULL,
  carrier_code text NOT NULL,
  vessel text,
  voyage text,
  flight_no text,
  etd timestamptz NOT NULL,
  eta timestamptz NOT NULL,
  atd timestamptz,
  ata timestamptz,
  status smallint NOT NULL,
  job_status text NOT NULL,
  company_id integer NOT NULL REFERENCES companies (id),
  branch_id integer NOT NULL REFERENCES branches (id),
  region text,
  shipment_type text,
  drop_mode text,
  rail_movement text,
  archived boolean NOT NULL DEFAULT false,
  transload boolean NOT NULL DEFAULT false,
  peel_off text,
  origin_hold text,
  update_to_cw smallint,
  invoice_review smallint,
  report_status smallint NOT NULL DEFAULT 2,
  last_free_day date,
  packages integer NOT NULL,
  package_type text NOT NULL,
  gross_weight_kg numeric(12, 3) NOT NULL,
  volume_cbm numeric(12, 3) NOT NULL,
  goods_description text NOT NULL,
  hs_code text,
  marks text NOT NULL,
  incoterm text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX shipments_branch_etd_idx ON shipments (branch_id, etd DESC, id DESC);
CREATE INDEX shipments_company_etd_idx ON shipments (company_id, etd DESC, id DESC);
CREATE INDEX shipments_etd_idx ON shipments (etd DESC, id DESC);
CREATE INDEX shipments_status_etd_idx ON shipments (status, etd DESC, id DESC);
CREATE INDEX shipments_house_bill_idx ON shipments (house_bill);
CREATE INDEX shipments_master_bill_idx ON shipments (master_bill);
CREATE INDEX shipments_booking_no_idx ON shipments (booking_no);

CREATE TABLE containers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  container_no text NOT NULL,
  iso_type text NOT NULL,
  seal_no text,
  tare_kg integer NOT NULL,
  vgm_kg integer,
  gross_kg numeric(12, 3)
);
CREATE INDEX containers_shipment_idx ON containers (shipment_id);
CREATE INDEX containers_no_idx ON containers (container_no);

CREATE TABLE tracking_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  container_id integer REFERENCES containers (id) ON DELETE CASCADE,
  code text NOT NULL,
  status smallint NOT NULL,
  leg text NOT NULL CHECK (leg IN ('first_mile', 'in_transit', 'last_mile')),
  location text NOT NULL,
  occurred_at timestamptz NOT NULL,
  source text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracking_events_shipment_idx ON tracking_events (shipment_id, occurred_at DESC);
