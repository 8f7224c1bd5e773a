-- Cargo records of the operations desk, each hanging off the shipments core: dangerous goods lines
-- of a shipment, reefer settings and the VGM declaration of a container, and packing lines
-- declared against measured. Rows are seen through their shipment (its branch, its company).

CREATE TABLE cargo_dg_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  un_number text NOT NULL CHECK (un_number ~ '^UN[0-9]{4}$'),
  imo_class text NOT NULL,
  packing_group text CHECK (packing_group IN ('I', 'II', 'III')),
  proper_shipping_name text NOT NULL,
  emergency_contact text NOT NULL,
  emergency_phone text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX cargo_dg_lines_shipment_idx ON cargo_dg_lines (shipment_id);
CREATE INDEX cargo_dg_lines_updated_idx ON cargo_dg_lines (updated_at DESC, id DESC);
CREATE INDEX cargo_dg_lines_un_idx ON cargo_dg_lines (un_number);

CREATE TABLE cargo_reefers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  container_id integer NOT NULL UNIQUE REFERENCES containers (id) ON DELETE CASCADE,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  set_temp_c numeric(4, 1) NOT NULL CHECK (set_temp_c BETWEEN -40 AND 30),
  ventilation text NOT NULL CHECK (ventilation IN ('closed', 'open')),
  ventilation_cbm_h integer CHECK (ventilation_cbm_h BETWEEN 0 AND 250),
  humidity_pct integer CHECK (humidity_pct BETWEEN 0 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT cargo_reefers_vent CHECK ((ventilation = 'closed') = (ventilation_cbm_h IS NULL))
);
CREATE INDEX cargo_reefers_shipment_idx ON cargo_reefers (shipment_id);
CREATE INDEX cargo_reefers_updated_idx ON cargo_reefers (updated_at DESC, id DESC);

CREATE TABLE cargo_vgm (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  container_id integer NOT NULL UNIQUE REFERENCES containers (id) ON DELETE CASCADE,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  seal_no text NOT NULL,
  container_type text NOT NULL,
  method text NOT NULL CHECK (method IN ('1', '2')),
  tare_kg integer NOT NULL CHECK (tare_kg > 0),
  cargo_kg numeric(12, 3),
  vgm_kg integer NOT NULL CHECK (vgm_kg > 0),
  signatory text NOT NULL,
  weighed_on date NOT NULL,
  submitted_by integer REFERENCES users (id),
  submitted_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT cargo_vgm_method2 CHECK (method = '1' OR cargo_kg IS NOT NULL)
);
CREATE INDEX cargo_vgm_shipment_idx ON cargo_vgm (shipment_id);
CREATE INDEX cargo_vgm_submitted_idx ON cargo_vgm (submitted_at DESC, id DESC);

-- One line per kind of package; `transport` is the shipment's (sea, air or land) at the time the
-- line was made, so the sea and air lists read it from their own index.
CREATE TABLE cargo_packing_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  transport text NOT NULL CHECK (transport IN ('sea', 'air', 'land')),
  package_type text NOT NULL,
  packages integer NOT NULL CHECK (packages > 0),
  gross_kg numeric(12, 3) NOT NULL,
  volume_cbm numeric(12, 3) NOT NULL,
  length_cm integer,
  width_cm integer,
  height_cm integer,
  actual_packages integer CHECK (actual_packages >= 0),
  actual_gross_kg numeric(12, 3),
  actual_volume_cbm numeric(12, 3),
  actual_length_cm integer,
  actual_width_cm integer,
  actual_height_cm integer,
  damage_status text CHECK (damage_status IN ('intact', 'damaged')),
  damaged_count integer CHECK (damaged_count >= 0),
  remarks text,
  measured_by integer REFERENCES users (id),
  measured_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX cargo_packing_shipment_idx ON cargo_packing_lines (shipment_id);
CREATE INDEX cargo_packing_transport_updated_idx ON cargo_packing_lines (transport, updated_at DESC, id DESC);
CREATE INDEX cargo_packing_updated_idx ON cargo_packing_lines (updated_at DESC, id DESC);
