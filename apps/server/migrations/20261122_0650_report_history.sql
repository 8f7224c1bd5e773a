-- The report history (historyPage, table name rpt_history_temp in column configuration): one row
-- per report file the portal generated. The file itself streams to the user and is not kept.
CREATE TABLE report_history (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_no text NOT NULL UNIQUE,
  report_name text NOT NULL,
  report_type text NOT NULL,
  resource text NOT NULL,
  branch_id integer REFERENCES branches (id),
  period_from date,
  period_to date,
  -- report_status: 2 active (the file was produced), 1 obsolete (generation failed or was cut off).
  status smallint NOT NULL DEFAULT 2 CHECK (status IN (1, 2)),
  row_count integer,
  file_name text NOT NULL,
  requested_by integer NOT NULL REFERENCES users (id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_history_branch_requested_idx ON report_history (branch_id, requested_at DESC, id DESC);
CREATE INDEX report_history_requested_idx ON report_history (requested_at DESC, id DESC);
