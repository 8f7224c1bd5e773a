-- Requests sent through the public forms: contact messages, quotation requests for sales and
-- air booking requests (one table, the form's fields in details), and Speaking Up reports with
-- their follow-up messages. Reference numbers count per prefix and year.

CREATE TABLE inquiry_counters (
  prefix text NOT NULL,
  year integer NOT NULL,
  last_serial integer NOT NULL,
  PRIMARY KEY (prefix, year)
);

CREATE TABLE inquiries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('contact', 'quote', 'airBooking')),
  reference text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'answered', 'closed')),
  sender_name text NOT NULL,
  company text,
  email text NOT NULL,
  phone text,
  international_phone text,
  language text NOT NULL,
  details jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inquiries_kind_status_created ON inquiries (kind, status, created_at DESC);

CREATE TABLE speaking_up_reports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_number text NOT NULL UNIQUE,
  -- SHA-256 of the 128-bit follow-up key; the key itself is shown once and never stored.
  key_hash text NOT NULL,
  anonymous boolean NOT NULL,
  reporter_name text,
  reporter_email text,
  category text NOT NULL,
  country text NOT NULL,
  description text NOT NULL,
  events_date date,
  status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'investigating', 'closed')),
  language text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT speaking_up_anonymous_has_no_identity
    CHECK (NOT anonymous OR (reporter_name IS NULL AND reporter_email IS NULL))
);

CREATE TABLE speaking_up_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_id integer NOT NULL REFERENCES speaking_up_reports (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('reporter', 'ethics')),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX speaking_up_messages_report ON speaking_up_messages (report_id, created_at);
