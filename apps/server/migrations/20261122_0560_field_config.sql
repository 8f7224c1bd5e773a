-- Column configuration (SPEC §7 /a/dw/rptFieldCustomized/*) and per-user saved page settings
-- (/basApi/cost/linkInfo, linksave). Column lists are JSON text of [{ fieldName, fieldLabel }].
CREATE TABLE field_configs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  table_name text NOT NULL,
  report_type text NOT NULL DEFAULT '',
  config_type text NOT NULL DEFAULT '',
  branch_type text NOT NULL DEFAULT 'all' CHECK (branch_type IN ('all', 'controlling_office', 'branch')),
  branch_code text NOT NULL DEFAULT '',
  assign_fields text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX field_configs_key ON field_configs (table_name, report_type, config_type, branch_type, branch_code);

-- A user's own columns for one table and report type; they win over the configuration when not empty.
CREATE TABLE customer_fields (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  table_name text NOT NULL,
  report_type text NOT NULL DEFAULT '',
  fields text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, table_name, report_type)
);

CREATE TABLE saved_settings (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  menu_module text NOT NULL,
  link_code text NOT NULL,
  customize_info text NOT NULL CHECK (length(customize_info) <= 20000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, menu_module, link_code)
);
