-- Rates and their building blocks. Sell and cost rates are the tariffs themselves
-- (pricing_tariffs); these tables hold what differs: where a sell rate is published, arbitraries
-- and add-ons beyond the base ports, long-term agreements with their lanes and named accounts,
-- NVOCC negotiated rate arrangements, port groups and rail ramps.

-- A sell rate offered on a sales channel at its all-in plus a markup: 'ep' e-commerce and export
-- partners (FCL only), 'icbu' the online marketplace.
CREATE TABLE pricing_rate_publications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tariff_id integer NOT NULL REFERENCES pricing_tariffs (id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('ep', 'icbu')),
  markup numeric(15, 4) NOT NULL DEFAULT 0 CHECK (markup >= 0),
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'withdrawn')),
  published_by integer REFERENCES users (id) ON DELETE SET NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
-- Published once per rate and channel at a time; a withdrawn publication stays as history.
CREATE UNIQUE INDEX pricing_rate_publications_once ON pricing_rate_publications (tariff_id, channel)
  WHERE status = 'published';
CREATE INDEX pricing_rate_publications_channel_idx ON pricing_rate_publications (channel, status, published_at DESC);

-- Long-term agreements: a customer's TEU commitment per year or quarter on lanes with one carrier.
CREATE SEQUENCE pricing_lta_no_seq;
CREATE TABLE pricing_ltas (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lta_no text NOT NULL UNIQUE,
  company_id integer NOT NULL REFERENCES companies (id),
  carrier_code text NOT NULL,
  period text NOT NULL CHECK (period IN ('year', 'quarter')),
  committed_teu integer NOT NULL CHECK (committed_teu >= 0),
  valid_from date NOT NULL,
  valid_until date NOT NULL,
  branch_id integer NOT NULL REFERENCES branches (id),
  remarks text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (valid_until >= valid_from)
);
CREATE INDEX pricing_ltas_branch_idx ON pricing_ltas (branch_id, valid_until DESC);
CREATE INDEX pricing_ltas_company_idx ON pricing_ltas (company_id);

CREATE TABLE pricing_lta_lanes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lta_id integer NOT NULL REFERENCES pricing_ltas (id) ON DELETE CASCADE,
  pol text NOT NULL,
  pod text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (lta_id, pol, pod)
);

-- Named account customers: companies that ship under another customer's agreement.
CREATE TABLE pricing_lta_nacs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lta_id integer NOT NULL REFERENCES pricing_ltas (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id),
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (lta_id, company_id)
);
CREATE INDEX pricing_lta_nacs_updated_idx ON pricing_lta_nacs (updated_at DESC, id DESC);

-- Arbitraries (inland point or secondary port to the base port) and add-ons (a fixed amount on a
-- base port rate), under the tariff or under a long-term agreement.
CREATE TABLE pricing_arbitraries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('arbitrary', 'addon')),
  basis text NOT NULL CHECK (basis IN ('tariff', 'lta')),
  lta_no text REFERENCES pricing_ltas (lta_no) ON UPDATE CASCADE,
  side text NOT NULL CHECK (side IN ('origin', 'destination')),
  point text NOT NULL,
  base_port text NOT NULL,
  carrier_code text NOT NULL,
  equipment text NOT NULL,
  leg text CHECK (leg IS NULL OR leg IN ('feeder', 'barge', 'rail', 'truck')),
  amount numeric(15, 4) NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  valid_from date NOT NULL,
  valid_until date NOT NULL,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (valid_until >= valid_from),
  CHECK ((basis = 'lta') = (lta_no IS NOT NULL))
);
CREATE INDEX pricing_arbitraries_view_idx ON pricing_arbitraries (kind, basis, updated_at DESC);
CREATE INDEX pricing_arbitraries_point_idx ON pricing_arbitraries (point, base_port);

-- NVOCC negotiated rate arrangements (46 CFR 532): one number, amended as new rows of it.
CREATE SEQUENCE pricing_nra_no_seq;
CREATE TABLE pricing_nras (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  nra_no text NOT NULL,
  amendment_no integer NOT NULL DEFAULT 0,
  amends_id integer REFERENCES pricing_nras (id),
  company_id integer NOT NULL REFERENCES companies (id),
  carrier_code text NOT NULL,
  effective_date date NOT NULL,
  expiry_date date NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'agreed', 'amending', 'superseded')),
  accepted_by integer REFERENCES users (id) ON DELETE SET NULL,
  accepted_at timestamptz,
  terms text,
  branch_id integer NOT NULL REFERENCES branches (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (nra_no, amendment_no),
  CHECK (expiry_date >= effective_date),
  CHECK (status = 'draft' OR accepted_at IS NOT NULL)
);
CREATE INDEX pricing_nras_branch_idx ON pricing_nras (branch_id, updated_at DESC);

CREATE TABLE pricing_nra_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  nra_id integer NOT NULL REFERENCES pricing_nras (id) ON DELETE CASCADE,
  pol text NOT NULL,
  pod text NOT NULL,
  equipment text NOT NULL,
  commodity text,
  rate numeric(15, 4) NOT NULL CHECK (rate > 0),
  currency text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX pricing_nra_lines_nra_idx ON pricing_nra_lines (nra_id);

-- Port groups: one rate for several ports. A removed member is kept, so the group's history reads.
CREATE TABLE pricing_port_groups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  name_zh text NOT NULL,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE TABLE pricing_port_group_members (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id integer NOT NULL REFERENCES pricing_port_groups (id) ON DELETE CASCADE,
  port text NOT NULL,
  status text NOT NULL DEFAULT 'member' CHECK (status IN ('member', 'removed')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
-- A port is in a group once.
CREATE UNIQUE INDEX pricing_port_group_members_once ON pricing_port_group_members (group_id, port)
  WHERE status = 'member';

-- Inland rail ramps and the base ports, rail carriers and transit days that serve them.
CREATE TABLE pricing_rail_ramps (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ramp text NOT NULL,
  ramp_name text NOT NULL,
  base_port text NOT NULL,
  rail_carrier text NOT NULL,
  transit_days integer NOT NULL CHECK (transit_days BETWEEN 0 AND 30),
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (ramp, base_port, rail_carrier)
);
