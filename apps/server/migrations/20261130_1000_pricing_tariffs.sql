-- Tariffs: the published rates of one carrier on one lane for one equipment (a container type at
-- sea, LCL by W/M, or an air weight break), valid between two dates, in one currency, made of
-- charge lines. A sell tariff is what customers are quoted; a cost tariff is what the carrier or
-- agent charges. A tariff that names a company is a contract rate for that customer alone and is
-- never shown to anyone else (the instant quote leaves it out).
CREATE SEQUENCE pricing_tariff_no_seq;

CREATE TABLE pricing_tariffs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tariff_no text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('sell', 'cost')),
  mode text NOT NULL CHECK (mode IN ('sea', 'air')),
  carrier_code text NOT NULL,
  pol text NOT NULL,
  pod text NOT NULL,
  via text,
  equipment text NOT NULL,
  valid_from date NOT NULL,
  valid_until date NOT NULL,
  currency text NOT NULL,
  -- The sum of the lines charged per container or per shipment, for one unit of the equipment:
  -- what a search ranks by. Kept by the server whenever a line changes.
  base_total numeric(15, 4) NOT NULL DEFAULT 0,
  transit_days integer CHECK (transit_days IS NULL OR transit_days BETWEEN 0 AND 120),
  contract_no text,
  company_id integer REFERENCES companies (id),
  branch_id integer NOT NULL REFERENCES branches (id),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('draft', 'active', 'withdrawn')),
  remarks text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (valid_until >= valid_from)
);
-- A search names the lane, the equipment and a date: the rates in force that day, cheapest first.
CREATE INDEX pricing_tariffs_search_idx
  ON pricing_tariffs (pol, pod, equipment, kind, valid_until, base_total)
  WHERE status = 'active';
CREATE INDEX pricing_tariffs_updated_idx ON pricing_tariffs (updated_at DESC, id DESC);
CREATE INDEX pricing_tariffs_carrier_idx ON pricing_tariffs (carrier_code, valid_from DESC);
CREATE INDEX pricing_tariffs_company_idx ON pricing_tariffs (company_id) WHERE company_id IS NOT NULL;

CREATE TABLE pricing_tariff_lines (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tariff_id integer NOT NULL REFERENCES pricing_tariffs (id) ON DELETE CASCADE,
  charge_code text NOT NULL,
  rate numeric(15, 4) NOT NULL,
  unit text NOT NULL CHECK (unit IN ('container', 'shipment', 'kg', 'cbm', 'wm')),
  minimum numeric(15, 4),
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX pricing_tariff_lines_tariff_idx ON pricing_tariff_lines (tariff_id, id);
