-- Portal tracking desk: container event uploads (the file kept in the database so any server
-- node can serve it again), their checked rows, ETA alert rules with the notifications they
-- sent, sailing schedules per lane, and the tracking nodes (one per shipment, container and leg).
CREATE TABLE tracking_uploads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  file_name text NOT NULL,
  file_type text NOT NULL CHECK (file_type IN ('xls', 'xlsx')),
  file_size integer NOT NULL,
  content bytea NOT NULL,
  upload_state text NOT NULL CHECK (upload_state IN ('running', 'done', 'error')),
  import_state text NOT NULL CHECK (import_state IN ('not_imported', 'imported', 'running', 'done')),
  error_key text,
  total_rows integer NOT NULL DEFAULT 0,
  imported_rows integer NOT NULL DEFAULT 0,
  failed_rows integer NOT NULL DEFAULT 0,
  user_id integer NOT NULL REFERENCES users (id),
  branch_id integer REFERENCES branches (id),
  company_id integer REFERENCES companies (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX tracking_uploads_branch_idx ON tracking_uploads (branch_id, created_at DESC);
CREATE INDEX tracking_uploads_company_idx ON tracking_uploads (company_id, created_at DESC);

CREATE TABLE tracking_upload_rows (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  upload_id integer NOT NULL REFERENCES tracking_uploads (id) ON DELETE CASCADE,
  row_no integer NOT NULL,
  container_no text,
  event_code text,
  status smallint,
  location text,
  event_time text,
  occurred_at timestamptz,
  eta timestamptz,
  vessel text,
  voyage text,
  remarks text,
  import_state text NOT NULL CHECK (import_state IN ('not_imported', 'imported', 'running', 'done')),
  -- Row errors as catalog keys, and as text in both languages for lists and exports.
  error_keys jsonb NOT NULL DEFAULT '[]'::jsonb,
  errors_en text,
  errors_zh text,
  shipment_id integer REFERENCES shipments (id) ON DELETE SET NULL,
  event_id integer REFERENCES tracking_events (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracking_upload_rows_upload_idx ON tracking_upload_rows (upload_id, row_no);

CREATE TABLE eta_rules (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  threshold_hours integer NOT NULL CHECK (threshold_hours BETWEEN 1 AND 1440),
  recipients text NOT NULL,
  language text NOT NULL DEFAULT 'en_us' CHECK (language IN ('en_us', 'zh_cn')),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX eta_rules_company_idx ON eta_rules (company_id) WHERE active;

CREATE TABLE eta_notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rule_id integer NOT NULL REFERENCES eta_rules (id) ON DELETE CASCADE,
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  event_id integer REFERENCES tracking_events (id) ON DELETE SET NULL,
  event_code text,
  container_no text,
  old_eta timestamptz NOT NULL,
  new_eta timestamptz NOT NULL,
  delta_hours numeric(8, 1) NOT NULL,
  threshold_hours integer NOT NULL,
  recipients text NOT NULL,
  mailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- One notice per rule and change: a repeated event cannot send it twice.
  UNIQUE (rule_id, shipment_id, old_eta, new_eta)
);
CREATE INDEX eta_notifications_shipment_idx ON eta_notifications (shipment_id, created_at DESC);

CREATE TABLE sailing_schedules (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  carrier_code text NOT NULL,
  service text NOT NULL,
  vessel text NOT NULL,
  voyage text NOT NULL,
  origin_port text NOT NULL,
  destination_port text NOT NULL,
  cutoff_at timestamptz NOT NULL,
  etd timestamptz NOT NULL,
  eta timestamptz NOT NULL,
  transit_days integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (carrier_code, vessel, voyage, origin_port, destination_port)
);
CREATE INDEX sailing_schedules_lane_idx ON sailing_schedules (origin_port, destination_port, etd);
CREATE INDEX sailing_schedules_etd_idx ON sailing_schedules (etd, id);

-- Finds an identical event before recording it again (uploads are idempotent).
CREATE INDEX tracking_events_container_idx ON tracking_events (container_id, occurred_at) WHERE container_id IS NOT NULL;

CREATE VIEW tracking_nodes AS
SELECT min(e.id) AS id,
       e.shipment_id,
       e.container_id,
       e.leg,
       count(*)::int AS event_count,
       min(e.occurred_at) AS started_at,
       max(e.occurred_at) AS last_at,
       (array_agg(e.code ORDER BY e.occurred_at DESC, e.id DESC))[1] AS last_code,
       (array_agg(e.status ORDER BY e.occurred_at DESC, e.id DESC))[1] AS last_status,
       (array_agg(e.location ORDER BY e.occurred_at DESC, e.id DESC))[1] AS last_location
  FROM tracking_events e
 GROUP BY e.shipment_id, e.container_id, e.leg;
