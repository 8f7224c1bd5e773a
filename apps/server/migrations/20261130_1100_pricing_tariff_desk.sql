-- The tariff desk: each tariff's all-in kept by the database whatever writes its lines, flags the
-- desk puts on tariffs, and each branch office's pricing settings with its sell markups.

-- A tariff's all-in per unit is the sum of its line rates. Every write of lines (a form, the
-- create route, a removal, a bulk load) goes through these statement triggers, so the figure a
-- search ranks by is right in the same transaction, whoever wrote the lines.
CREATE FUNCTION pricing_tariffs_refresh_total(tariff_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE pricing_tariffs p
     SET base_total = coalesce((SELECT sum(l.rate) FROM pricing_tariff_lines l WHERE l.tariff_id = p.id), 0)
   WHERE p.id = ANY (tariff_ids);
$$;

CREATE FUNCTION pricing_tariff_lines_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pricing_tariffs_refresh_total(ARRAY(SELECT DISTINCT a.tariff_id FROM added a));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pricing_tariffs_refresh_total(ARRAY(SELECT DISTINCT r.tariff_id FROM removed r));
  ELSE
    PERFORM pricing_tariffs_refresh_total(ARRAY(
      SELECT r.tariff_id FROM removed r UNION SELECT a.tariff_id FROM added a));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER pricing_tariff_lines_after_insert AFTER INSERT ON pricing_tariff_lines
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION pricing_tariff_lines_follow();
CREATE TRIGGER pricing_tariff_lines_after_update AFTER UPDATE ON pricing_tariff_lines
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION pricing_tariff_lines_follow();
CREATE TRIGGER pricing_tariff_lines_after_delete AFTER DELETE ON pricing_tariff_lines
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION pricing_tariff_lines_follow();

-- The search reads the lane, the equipment, the kind and a day. Tariffs ending on or after the day
-- are one range of the index (history ends before it, so only the current and coming months are
-- read); the start, the customer and the all-in are checked in the index without the table.
DROP INDEX pricing_tariffs_search_idx;
CREATE INDEX pricing_tariffs_search_idx
  ON pricing_tariffs (pol, pod, equipment, kind, valid_until, valid_from)
  INCLUDE (company_id, base_total)
  WHERE status = 'active';

-- Flags on tariffs: what the desk wants everyone quoting from a tariff to know, for a time.
CREATE TABLE pricing_tariff_flags (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tariff_id integer NOT NULL REFERENCES pricing_tariffs (id) ON DELETE CASCADE,
  flag text NOT NULL CHECK (flag IN ('space_tight', 'pss_expected', 'gri_expected', 'no_reefer', 'contract_only', 'rolled_cargo')),
  note text,
  valid_from date NOT NULL,
  valid_until date,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (valid_until IS NULL OR valid_until >= valid_from)
);
CREATE INDEX pricing_tariff_flags_tariff_idx ON pricing_tariff_flags (tariff_id, valid_from);
CREATE INDEX pricing_tariff_flags_updated_idx ON pricing_tariff_flags (updated_at DESC, id DESC);

-- The flags of each tariff in force today, as the tariff list shows them beside the tariff.
CREATE VIEW pricing_tariff_flags_in_force AS
  SELECT tariff_id, string_agg(flag, ',' ORDER BY flag) AS flags
    FROM pricing_tariff_flags
   WHERE valid_from <= current_date AND (valid_until IS NULL OR valid_until >= current_date)
   GROUP BY tariff_id;

-- Per branch office: the currency and validity a new tariff starts with.
CREATE TABLE pricing_tariff_settings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  branch_id integer NOT NULL UNIQUE REFERENCES branches (id),
  default_currency text NOT NULL,
  validity_days integer NOT NULL CHECK (validity_days BETWEEN 1 AND 366),
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

-- The sell markup over cost per mode and equipment: an amount per unit or a percentage, never both.
CREATE TABLE pricing_tariff_markups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  setting_id integer NOT NULL REFERENCES pricing_tariff_settings (id) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('sea', 'air')),
  equipment text NOT NULL,
  markup_amount numeric(15, 4),
  markup_percent numeric(15, 4),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (num_nonnulls(markup_amount, markup_percent) = 1),
  UNIQUE (setting_id, mode, equipment)
);
