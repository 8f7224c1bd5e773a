-- The finance desk's views per kind of charge, the charge code mapping to the accounting system
-- (CargoWise), the demurrage and detention settings, and per diem per container.

-- The kind of each charge code (freight, local, filing, documentation, duty, per_diem): the
-- domain's CHARGE_CODE_KINDS, written at every start by the finance module's sync step.
CREATE TABLE charge_code_kinds (
  code text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('freight', 'local', 'filing', 'documentation', 'duty', 'per_diem', 'adjustment'))
);

-- Every charge line with its shipment, its bill-to or creditor and its code's kind; each view per
-- kind is this view under a fixed kind, the PVG air desk's under pvg_air.
CREATE VIEW finance_charge_views AS
SELECT l.id, l.branch_id, l.shipment_id, s.shipment_no, s.mode, s.origin_port, s.destination_port, s.etd,
       l.side, l.charge_code, k.kind AS charge_kind, c.name AS party_name, l.description, l.currency, l.amount,
       l.local_currency, l.local_amount, l.status, l.invoice_id IS NOT NULL AS invoiced,
       (s.mode = 'AIR' AND (s.origin_port = 'CNPVG' OR s.destination_port = 'CNPVG')) AS pvg_air, l.updated_at
  FROM charge_lines l
  JOIN shipments s ON s.id = l.shipment_id
  LEFT JOIN charge_code_kinds k ON k.code = l.charge_code
  LEFT JOIN companies c ON c.id = l.party_company_id;
CREATE INDEX charge_lines_code_idx ON charge_lines (charge_code, branch_id);

-- A Tidemark charge code as one branch books it in CargoWise: one mapping per branch and code.
CREATE TABLE charge_code_mappings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  branch_id integer NOT NULL REFERENCES branches (id),
  charge_code text NOT NULL REFERENCES charge_code_kinds (code),
  cw_code text NOT NULL CHECK (cw_code ~ '^[A-Z0-9]{2,10}$'),
  cw_description text NOT NULL,
  revenue_gl text,
  cost_gl text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (branch_id, charge_code)
);

-- Demurrage (at the terminal) or detention (outside it) of one carrier at one port for one
-- equipment type: free days, a currency and a validity window; its tiers follow.
CREATE TABLE detention_settings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  carrier_code text NOT NULL REFERENCES carriers (code),
  port text NOT NULL,
  equipment text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('demurrage', 'detention')),
  free_days integer NOT NULL CHECK (free_days BETWEEN 0 AND 90),
  currency text NOT NULL REFERENCES currencies (code),
  valid_from date NOT NULL,
  valid_until date NOT NULL,
  remarks text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (valid_until >= valid_from)
);
CREATE INDEX detention_settings_match_idx ON detention_settings (carrier_code, port, equipment, kind, valid_from DESC);

-- The tiers of a setting: days from_day to to_day counted from the start (the last may be open),
-- at a daily rate. The rules keep them contiguous from the day after the free days.
CREATE TABLE detention_setting_tiers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  setting_id integer NOT NULL REFERENCES detention_settings (id) ON DELETE CASCADE,
  from_day integer NOT NULL CHECK (from_day >= 1),
  to_day integer CHECK (to_day IS NULL OR to_day >= from_day),
  daily_rate numeric(10, 2) NOT NULL CHECK (daily_rate > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (setting_id, from_day)
);

-- The setting equipment of an ISO 6346 size-type code (the domain's equipmentOfIsoType).
CREATE FUNCTION container_equipment(iso text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN iso LIKE '2%' THEN CASE WHEN substr(iso, 3, 1) = 'R' THEN '20RF' ELSE '20GP' END
    WHEN substr(iso, 3, 1) = 'R' THEN '40RF'
    WHEN iso LIKE '45%' OR iso LIKE 'L5%' THEN '40HC'
    ELSE '40GP'
  END
$$;

-- Per diem per container: demurrage from its discharge to its leaving the terminal (out gate, or
-- departing by rail), detention from its out gate to its empty return; a period not ended yet runs
-- to today. Days are calendar days at the port of discharge, both ends counted; the matching
-- setting is the carrier's for the port, equipment and kind whose window holds the first day (the
-- latest such); chargeable days are those past the free days, each at its tier's rate, the last
-- tier's rate going on past its end (the domain's perDiemCharge says the same).
CREATE VIEW finance_per_diem AS
WITH periods AS (
  SELECT c.id AS container_id, c.container_no, s.id AS shipment_id, s.shipment_no, s.branch_id, s.carrier_code,
         s.destination_port AS port, container_equipment(c.iso_type) AS equipment, p.kind, p.started_at, p.ended_at,
         coalesce((SELECT z.time_zone FROM ports z WHERE z.unlocode = s.destination_port ORDER BY z.kind LIMIT 1),
                  'UTC') AS zone
    FROM containers c
    JOIN shipments s ON s.id = c.shipment_id
    CROSS JOIN LATERAL (
      SELECT min(e.occurred_at) FILTER (WHERE e.code = 'DISCHARGED') AS discharged,
             min(e.occurred_at) FILTER (WHERE e.code IN ('OUT_GATE', 'RAIL_DEPARTED')) AS left_terminal,
             min(e.occurred_at) FILTER (WHERE e.code = 'OUT_GATE') AS out_gate,
             min(e.occurred_at) FILTER (WHERE e.code = 'EMPTY_RETURN') AS returned
        FROM tracking_events e
       WHERE e.container_id = c.id AND e.location = s.destination_port
    ) ev
    CROSS JOIN LATERAL (
      VALUES ('demurrage', ev.discharged, ev.left_terminal), ('detention', ev.out_gate, ev.returned)
    ) p (kind, started_at, ended_at)
   WHERE p.started_at IS NOT NULL
),
counted AS (
  SELECT p.*, (p.started_at AT TIME ZONE p.zone)::date AS start_day,
         coalesce((p.ended_at AT TIME ZONE p.zone)::date, (now() AT TIME ZONE p.zone)::date) AS end_day
    FROM periods p
),
matched AS (
  SELECT n.*, greatest(0, n.end_day - n.start_day + 1) AS days, d.id AS setting_id, d.free_days, d.currency
    FROM counted n
    LEFT JOIN LATERAL (
      SELECT d.id, d.free_days, d.currency FROM detention_settings d
       WHERE d.carrier_code = n.carrier_code AND d.port = n.port AND d.equipment = n.equipment AND d.kind = n.kind
         AND n.start_day BETWEEN d.valid_from AND d.valid_until
       ORDER BY d.valid_from DESC, d.id DESC LIMIT 1
    ) d ON true
)
SELECT m.container_id * 2 + CASE WHEN m.kind = 'detention' THEN 1 ELSE 0 END AS id,
       m.container_id, m.container_no, m.shipment_id, m.shipment_no, m.branch_id, m.carrier_code, m.port,
       m.equipment, m.kind, m.started_at, m.ended_at, m.ended_at IS NULL AS running, m.start_day, m.end_day, m.days,
       m.setting_id, m.free_days, m.start_day + m.free_days - 1 AS last_free_day,
       CASE WHEN m.setting_id IS NULL THEN NULL ELSE greatest(0, m.days - m.free_days) END AS chargeable_days,
       m.currency,
       CASE WHEN m.setting_id IS NULL THEN NULL ELSE (
         SELECT coalesce(sum(x.daily_rate * greatest(0,
                  (CASE WHEN x.is_last OR x.to_day IS NULL THEN m.days ELSE least(x.to_day, m.days) END)
                  - greatest(x.from_day, m.free_days + 1) + 1)), 0)::numeric(14, 2)
           FROM (SELECT t.from_day, t.to_day, t.daily_rate,
                        lead(t.from_day) OVER (ORDER BY t.from_day) IS NULL AS is_last
                   FROM detention_setting_tiers t WHERE t.setting_id = m.setting_id) x
       ) END AS amount
  FROM matched m;
