-- Customers on the engine: companies get their customer region, successor (a replaced company
-- points to the one that replaces it) and contact details; contacts and organisation codes.

-- The same lists as packages/domain/src/customers/regions.ts (a server test compares them).
CREATE FUNCTION customer_region_for(country text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN upper(country) IN ('US', 'CA') THEN 'TPE'
    WHEN upper(country) IN (
      'AD', 'AL', 'AT', 'AX', 'BA', 'BE', 'BG', 'BY', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI',
      'FO', 'FR', 'GB', 'GG', 'GI', 'GL', 'GR', 'HR', 'HU', 'IE', 'IM', 'IS', 'IT', 'JE', 'LI', 'LT',
      'LU', 'LV', 'MC', 'MD', 'ME', 'MK', 'MT', 'NL', 'NO', 'PL', 'PM', 'PT', 'RO', 'RS', 'RU', 'SE',
      'SI', 'SJ', 'SK', 'SM', 'UA', 'VA', 'AM', 'AZ', 'GE', 'KZ', 'KG', 'TJ', 'TM', 'UZ', 'AE', 'BH',
      'IL', 'IQ', 'IR', 'JO', 'KW', 'LB', 'OM', 'PS', 'QA', 'SA', 'SY', 'TR', 'YE', 'DZ', 'AO', 'BJ',
      'BW', 'BF', 'BI', 'CV', 'CM', 'CF', 'TD', 'KM', 'CG', 'CD', 'CI', 'DJ', 'EG', 'GQ', 'ER', 'SZ',
      'ET', 'GA', 'GM', 'GH', 'GN', 'GW', 'KE', 'LS', 'LR', 'LY', 'MG', 'MW', 'ML', 'MR', 'MU', 'YT',
      'MA', 'MZ', 'NA', 'NE', 'NG', 'RE', 'RW', 'SH', 'ST', 'SN', 'SC', 'SL', 'SO', 'ZA', 'SS', 'SD',
      'TZ', 'TG', 'TN', 'UG', 'EH', 'ZM', 'ZW'
    ) THEN 'EMEA'
    WHEN upper(country) IN (
      'MX', 'GT', 'BZ', 'SV', 'HN', 'NI', 'CR', 'PA', 'CO', 'VE', 'EC', 'PE', 'BO', 'CL', 'AR', 'UY',
      'PY', 'BR', 'GY', 'SR', 'GF', 'FK', 'GS', 'CU', 'DO', 'HT', 'JM', 'PR', 'TT', 'BS', 'BB', 'AG',
      'DM', 'GD', 'KN', 'LC', 'VC', 'AW', 'CW', 'SX', 'BQ', 'KY', 'VG', 'VI', 'AI', 'MS', 'TC', 'GP',
      'MQ', 'BL', 'MF', 'BM'
    ) THEN 'LATAM'
    ELSE 'APAC'
  END
$$;

ALTER TABLE companies
  ADD COLUMN customer_region text CHECK (customer_region IN ('TPE', 'EMEA', 'LATAM', 'APAC')),
  ADD COLUMN successor_id integer REFERENCES companies (id),
  ADD COLUMN address text,
  ADD COLUMN phone text,
  ADD COLUMN email text,
  ADD COLUMN website text,
  ADD COLUMN tax_id text,
  ADD COLUMN notes text;
UPDATE companies SET customer_region = customer_region_for(country);
ALTER TABLE companies ALTER COLUMN customer_region SET NOT NULL;
ALTER TABLE companies
  ADD CONSTRAINT companies_successor_not_self CHECK (successor_id IS NULL OR successor_id <> id),
  ADD CONSTRAINT companies_replaced_has_successor CHECK (status <> 'replaced' OR successor_id IS NOT NULL);

-- Names are unique ignoring case and white space. Older data may hold such twins: the later
-- ones get their code appended, so the index can be built.
UPDATE companies c SET name = c.name || ' (' || c.code || ')'
 WHERE EXISTS (
   SELECT 1 FROM companies d
    WHERE d.id < c.id AND lower(regexp_replace(d.name, '\s+', '', 'g')) = lower(regexp_replace(c.name, '\s+', '', 'g'))
 );
CREATE UNIQUE INDEX companies_name_key ON companies (lower(regexp_replace(name, '\s+', '', 'g')));
CREATE INDEX companies_region_name_idx ON companies (customer_region, name, id);
CREATE INDEX companies_name_idx ON companies (name, id);
CREATE INDEX companies_updated_idx ON companies (updated_at DESC, id DESC);
CREATE INDEX companies_successor_idx ON companies (successor_id) WHERE successor_id IS NOT NULL;

-- Whatever inserts a company (the engine, the seeder, a script) gets the derived columns filled:
-- a code from the id when none is given, the customer region from the country when none is
-- chosen, and the branch's region.
CREATE FUNCTION companies_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.code IS NULL OR NEW.code = '' THEN
    NEW.code := 'C' || lpad(NEW.id::text, greatest(6, length(NEW.id::text)), '0');
  END IF;
  IF NEW.customer_region IS NULL THEN
    NEW.customer_region := customer_region_for(NEW.country);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.region IS NULL THEN
    NEW.region := COALESCE((SELECT b.region FROM branches b WHERE b.id = NEW.branch_id), NEW.region);
  ELSIF NEW.branch_id IS DISTINCT FROM OLD.branch_id THEN
    NEW.region := COALESCE((SELECT b.region FROM branches b WHERE b.id = NEW.branch_id), NEW.region);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER companies_fill BEFORE INSERT OR UPDATE ON companies FOR EACH ROW EXECUTE FUNCTION companies_fill();

CREATE TABLE contacts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL,
  title text,
  email text NOT NULL,
  phone text,
  mobile text,
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX contacts_company_idx ON contacts (company_id, name, id);
CREATE INDEX contacts_email_idx ON contacts (lower(email));
-- One primary contact per company.
CREATE UNIQUE INDEX contacts_primary_key ON contacts (company_id) WHERE is_primary;

CREATE TABLE org_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{3,12}$'),
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('shipper', 'consignee', 'notify', 'billing')),
  branch_id integer NOT NULL REFERENCES branches (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX org_codes_company_idx ON org_codes (company_id);

-- An organisation code given without a branch belongs to its company's branch.
CREATE FUNCTION org_codes_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.branch_id IS NULL THEN
    NEW.branch_id := (SELECT c.branch_id FROM companies c WHERE c.id = NEW.company_id);
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER org_codes_fill BEFORE INSERT OR UPDATE ON org_codes FOR EACH ROW EXECUTE FUNCTION org_codes_fill();
