-- Customs classification: the Harmonized System's chapters beside its subheadings (hs_codes),
-- China's 10-digit commodity codes, the US HTS at its statistical level, CargoWise's code for
-- each of them, and each branch's customs settings with its high/low value thresholds.
--
-- Every code table keeps a search column: the code's digits, its written form and both
-- descriptions, lower-cased. Words match it through a trigram index (pg_trgm, created by
-- 20261125_1100 and loaded by the embedded database), a code prefix matches the digits
-- through a btree index in pattern order.

CREATE TABLE hs_chapters (
  code text PRIMARY KEY CHECK (code ~ '^[0-9]{2}$'),
  title_en text NOT NULL,
  title_zh text NOT NULL
);

ALTER TABLE hs_codes
  ADD COLUMN chapter text GENERATED ALWAYS AS (left(code, 2)) STORED,
  ADD COLUMN heading text GENERATED ALWAYS AS (left(code, 4)) STORED,
  ADD COLUMN code_digits text GENERATED ALWAYS AS (replace(code, '.', '')) STORED,
  ADD COLUMN search_text text GENERATED ALWAYS AS (
    lower(replace(code, '.', '') || ' ' || code || ' ' || description_en || ' ' || description_zh)
  ) STORED;
CREATE INDEX hs_codes_digits_idx ON hs_codes (code_digits text_pattern_ops);
CREATE INDEX hs_codes_search_idx ON hs_codes USING gin (search_text gin_trgm_ops);

CREATE TABLE customs_cn_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[0-9]{4}\.[0-9]{2}\.[0-9]{4}$'),
  code_digits text GENERATED ALWAYS AS (replace(code, '.', '')) STORED,
  chapter text GENERATED ALWAYS AS (left(code, 2)) STORED,
  hs_code text GENERATED ALWAYS AS (left(code, 7)) STORED,
  description_en text NOT NULL,
  description_zh text NOT NULL,
  unit text NOT NULL,
  export_rebate_rate numeric(5, 2) CHECK (export_rebate_rate BETWEEN 0 AND 100),
  mfn_rate numeric(6, 2) CHECK (mfn_rate BETWEEN 0 AND 100),
  search_text text GENERATED ALWAYS AS (
    lower(replace(code, '.', '') || ' ' || code || ' ' || description_en || ' ' || description_zh)
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX customs_cn_codes_digits_idx ON customs_cn_codes (code_digits text_pattern_ops);
CREATE INDEX customs_cn_codes_search_idx ON customs_cn_codes USING gin (search_text gin_trgm_ops);
CREATE INDEX customs_cn_codes_hs_idx ON customs_cn_codes (hs_code);

CREATE TABLE customs_us_hts_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[0-9]{4}\.[0-9]{2}\.[0-9]{4}$'),
  code_digits text GENERATED ALWAYS AS (replace(code, '.', '')) STORED,
  chapter text GENERATED ALWAYS AS (left(code, 2)) STORED,
  heading text GENERATED ALWAYS AS (left(code, 4)) STORED,
  subheading text GENERATED ALWAYS AS (left(code, 10)) STORED,
  stat_suffix text GENERATED ALWAYS AS (right(code, 2)) STORED,
  hs_code text GENERATED ALWAYS AS (left(code, 7)) STORED,
  description_en text NOT NULL,
  description_zh text NOT NULL,
  general_rate text,
  ad_valorem_rate numeric(7, 3) CHECK (ad_valorem_rate BETWEEN 0 AND 100),
  unit text NOT NULL,
  search_text text GENERATED ALWAYS AS (
    lower(replace(code, '.', '') || ' ' || code || ' ' || description_en || ' ' || description_zh)
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX customs_us_hts_codes_digits_idx ON customs_us_hts_codes (code_digits text_pattern_ops);
CREATE INDEX customs_us_hts_codes_search_idx ON customs_us_hts_codes USING gin (search_text gin_trgm_ops);
CREATE INDEX customs_us_hts_codes_hs_idx ON customs_us_hts_codes (hs_code);

CREATE TABLE customs_cw_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  country text NOT NULL,
  code text NOT NULL,
  cw_code text NOT NULL,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (country, code)
);

CREATE TABLE customs_configurations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  branch_id integer NOT NULL UNIQUE REFERENCES branches (id),
  declarant_code text NOT NULL CHECK (declarant_code ~ '^[0-9A-Z]{10}$'),
  broker_name text NOT NULL,
  clearance_ports text NOT NULL,
  default_trade_mode text NOT NULL,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE customs_value_thresholds (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  configuration_id integer NOT NULL REFERENCES customs_configurations (id) ON DELETE CASCADE,
  destination_country text NOT NULL,
  threshold_amount numeric(14, 2) NOT NULL CHECK (threshold_amount > 0),
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (configuration_id, destination_country)
);
