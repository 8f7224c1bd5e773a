-- Billing checks and summaries: the problems in shipments' billing, the rate sheet customers are
-- billed by, customs brokerage billing, eCommerce parcel billing and the key account's summary,
-- each a view the portal lists; and the eCommerce parcels with the offices' rates per weight band.

-- Converting looks up the latest rate of a pair on or before a day.
CREATE INDEX exchange_rates_pair_day_idx ON exchange_rates (from_currency, to_currency, rate_date DESC);

-- The rate of 1 p_from in p_to on a day, as the charge sheet converts (packages/domain
-- finance/convert.ts): 1 for the same currency, else the latest rate of the pair on or before the
-- day, else the inverse of the reverse pair's (8 decimals); NULL when neither is recorded.
CREATE FUNCTION finance_rate_on(p_from text, p_to text, p_day date) RETURNS numeric
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_from = p_to THEN 1::numeric ELSE coalesce(
    (SELECT r.rate FROM exchange_rates r
      WHERE r.from_currency = p_from AND r.to_currency = p_to AND r.rate_date <= p_day
      ORDER BY r.rate_date DESC LIMIT 1),
    (SELECT round(1 / r.rate, 8) FROM exchange_rates r
      WHERE r.from_currency = p_to AND r.to_currency = p_from AND r.rate_date <= p_day
      ORDER BY r.rate_date DESC LIMIT 1)) END
$$;

-- The revenue lines filled from a quotation, per shipment (what the quotation check reads).
CREATE INDEX charge_lines_quotation_idx ON charge_lines (shipment_id, quotation_id)
  WHERE side = 'revenue' AND quotation_id IS NOT NULL;

-- One row per problem in a shipment's billing. The id is the key of the row's subject times 8 plus
-- the kind of subject, so ids never repeat: 1 a revenue line differing from the quotation, 2 an
-- arrived shipment without revenue, 3 a revenue line without an exchange rate, 4 and 5 an
-- invoice's lines against the revenue lines it bills (by invoice line, or by charge line when the
-- invoice holds no line in that currency).
CREATE VIEW finance_billing_check AS
WITH quoted AS (
  SELECT DISTINCT cl.shipment_id, cl.quotation_id, q.quotation_no
    FROM charge_lines cl
    JOIN pricing_quotations q ON q.id = cl.quotation_id AND q.status = 'confirmed'
   WHERE cl.side = 'revenue' AND cl.quotation_id IS NOT NULL
), quoted_codes AS (
  -- Each quoted line rounded half up to its currency's minor units, as a filled line is.
  SELECT qs.shipment_id, ql.charge_code, ql.currency, sum(round(ql.amount, cur.minor_units)) AS amount,
         min(qs.quotation_no) AS quotation_no
    FROM quoted qs
    JOIN pricing_quotation_lines ql ON ql.quotation_id = qs.quotation_id
    JOIN currencies cur ON cur.code = ql.currency
   GROUP BY qs.shipment_id, ql.charge_code, ql.currency
), billed AS (
  SELECT cl.shipment_id, cl.charge_code, cl.currency, sum(cl.amount) AS amount, min(cl.id) AS line_id
    FROM charge_lines cl
   WHERE cl.side = 'revenue' AND cl.shipment_id IN (SELECT shipment_id FROM quoted)
   GROUP BY cl.shipment_id, cl.charge_code, cl.currency
), invoiced AS (
  SELECT il.invoice_id, il.source_currency AS currency, sum(il.source_amount) AS amount, min(il.id) AS line_id
    FROM invoice_lines il JOIN invoices i ON i.id = il.invoice_id AND i.kind = 'invoice'
   WHERE il.charge_line_id IS NOT NULL
   GROUP BY il.invoice_id, il.source_currency
), reviewed AS (
  SELECT cl.invoice_id, cl.currency,
         coalesce(sum(cl.amount) FILTER (WHERE cl.status IN ('reviewed', 'locked')), 0) AS amount, min(cl.id) AS line_id
    FROM charge_lines cl
   WHERE cl.side = 'revenue' AND cl.invoice_id IS NOT NULL
   GROUP BY cl.invoice_id, cl.currency
), problems AS (
  SELECT b.line_id* 8 + 1 AS id, 'quote_mismatch' AS reason, b.shipment_id, b.charge_code,
         (SELECT min(qc.quotation_no) FROM quoted_codes qc WHERE qc.shipment_id = b.shipment_id AND qc.charge_code = b.charge_code) AS reference,
         b.currency, coalesce(q.amount, 0) AS expected_amount, b.amount AS actual_amount
    FROM billed b
    LEFT JOIN quoted_codes q ON q.shipment_id = b.shipment_id AND q.charge_code = b.charge_code AND q.currency = b.currency
   WHERE EXISTS (SELECT 1 FROM quoted_codes qc WHERE qc.shipment_id = b.shipment_id AND qc.charge_code = b.charge_code)
     AND b.amount <> coalesce(q.amount, 0)
  UNION ALL
  SELECT s.id* 8 + 2, 'no_revenue', s.id, NULL, NULL, NULL, NULL, NULL
    FROM shipments s
   WHERE s.ata IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM charge_lines cl WHERE cl.shipment_id = s.id AND cl.side = 'revenue')
  UNION ALL
  SELECT cl.id* 8 + 3, 'no_exchange_rate', cl.shipment_id, cl.charge_code,
         cl.currency || ' → ' || b.local_currency || ' ' || coalesce(cl.rate_date, (s.etd AT TIME ZONE 'UTC')::date)::text,
         cl.currency, NULL, cl.amount
    FROM charge_lines cl
    JOIN shipments s ON s.id = cl.shipment_id
    JOIN branches b ON b.id = cl.branch_id
   WHERE cl.side = 'revenue' AND cl.currency <> b.local_currency
     AND finance_rate_on(cl.currency, b.local_currency, coalesce(cl.rate_date, (s.etd AT TIME ZONE 'UTC')::date)) IS NULL
  UNION ALL
  SELECT CASE WHEN v.line_id IS NOT NULL THEN v.line_id* 8 + 4 ELSE r.line_id* 8 + 5 END,
         'invoice_mismatch', i.shipment_id, NULL, i.invoice_no, coalesce(v.currency, r.currency),
         coalesce(r.amount, 0), coalesce(v.amount, 0)
    FROM invoiced v
    FULL JOIN reviewed r ON r.invoice_id = v.invoice_id AND r.currency = v.currency
    JOIN invoices i ON i.id = coalesce(v.invoice_id, r.invoice_id)
   WHERE coalesce(v.amount, 0) <> coalesce(r.amount, 0)
)
SELECT p.id, p.reason, p.shipment_id, s.shipment_no, s.etd, s.branch_id, br.code AS branch_code,
       s.company_id, c.name AS company_name, p.charge_code, p.reference, p.currency,
       p.expected_amount, p.actual_amount, p.actual_amount - p.expected_amount AS difference
  FROM problems p
  JOIN shipments s ON s.id = p.shipment_id
  JOIN branches br ON br.id = s.branch_id
  JOIN companies c ON c.id = s.company_id;

-- The sell prices customers are billed: lines of their confirmed quotations and of the sell tariffs
-- made for them alone (a company named on the tariff), valid today or later. Ids: quotation line
-- times 2, tariff line times 2 plus 1.
CREATE VIEW finance_billing_rate_sheet AS
SELECT ql.id* 2 AS id, q.company_id, c.name AS company_name, q.branch_id, b.code AS branch_code,
       'quotation' AS source, q.quotation_no AS reference, q.from_code AS origin, q.to_code AS destination,
       coalesce(q.equipment, upper(q.product)) AS equipment, ql.charge_code, ql.unit, ql.currency, ql.rate,
       ql.minimum, q.valid_from, q.valid_until
  FROM pricing_quotation_lines ql
  JOIN pricing_quotations q ON q.id = ql.quotation_id
  JOIN companies c ON c.id = q.company_id
  JOIN branches b ON b.id = q.branch_id
 WHERE q.status = 'confirmed' AND NOT q.obsolete AND q.valid_until >= current_date
UNION ALL
SELECT tl.id* 2 + 1, t.company_id, c.name, t.branch_id, b.code,
       'contract_tariff', coalesce(t.contract_no, t.tariff_no), t.pol, t.pod, t.equipment, tl.charge_code, tl.unit,
       tl.currency, tl.rate, tl.minimum, t.valid_from, t.valid_until
  FROM pricing_tariff_lines tl
  JOIN pricing_tariffs t ON t.id = tl.tariff_id
  JOIN companies c ON c.id = t.company_id
  JOIN branches b ON b.id = t.branch_id
 WHERE t.kind = 'sell' AND t.status = 'active' AND t.valid_until >= current_date;

-- Customs brokerage billed per shipment: its revenue lines of clearance, duty, import VAT and
-- examination in the office's currency, and how much of it is invoiced.
CREATE INDEX charge_lines_customs_idx ON charge_lines (shipment_id)
  WHERE side = 'revenue' AND charge_code IN ('CUS', 'DUT', 'VAT', 'EXM');

CREATE VIEW finance_customs_billing AS
SELECT s.id, s.id AS shipment_id, s.shipment_no, s.etd, s.branch_id, b.code AS branch_code, s.company_id,
       c.name AS company_name, s.mode, s.hs_code, b.local_currency AS currency, count(*)::int AS line_count,
       coalesce(sum(cl.local_amount) FILTER (WHERE cl.charge_code = 'CUS'), 0) AS clearance_amount,
       coalesce(sum(cl.local_amount) FILTER (WHERE cl.charge_code = 'DUT'), 0) AS duty_amount,
       coalesce(sum(cl.local_amount) FILTER (WHERE cl.charge_code = 'VAT'), 0) AS tax_amount,
       coalesce(sum(cl.local_amount) FILTER (WHERE cl.charge_code = 'EXM'), 0) AS examination_amount,
       sum(cl.local_amount) AS total_amount,
       coalesce(sum(cl.local_amount) FILTER (WHERE cl.invoice_id IS NOT NULL), 0) AS invoiced_amount,
       coalesce(sum(cl.local_amount) FILTER (WHERE cl.invoice_id IS NULL), 0) AS uninvoiced_amount
  FROM charge_lines cl
  JOIN shipments s ON s.id = cl.shipment_id
  JOIN branches b ON b.id = s.branch_id
  JOIN companies c ON c.id = s.company_id
 WHERE cl.side = 'revenue' AND cl.charge_code IN ('CUS', 'DUT', 'VAT', 'EXM')
 GROUP BY s.id, s.shipment_no, s.etd, s.branch_id, b.code, s.company_id, c.name, s.mode, s.hs_code, b.local_currency;

-- The eCommerce oversized-parcel service (one box of at most 30 kg, goods under 800 USD, to an
-- individual): an office's rate per parcel for each weight band, over `over_kg` up to `to_kg`.
CREATE TABLE parcel_rates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  branch_id integer NOT NULL REFERENCES branches (id),
  band text NOT NULL CHECK (band IN ('w0_5', 'w5_10', 'w10_20', 'w20_30')),
  over_kg numeric(6, 3) NOT NULL CHECK (over_kg >= 0),
  to_kg numeric(6, 3) NOT NULL CHECK (to_kg <= 30),
  currency text NOT NULL REFERENCES currencies (code),
  rate numeric(18, 2) NOT NULL CHECK (rate > 0),
  valid_from date NOT NULL,
  valid_until date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (to_kg > over_kg),
  CHECK (valid_until >= valid_from),
  UNIQUE (branch_id, band, valid_from)
);

-- One parcel of a customer, shipped by an office, on the eCommerce shipment that carried it.
CREATE TABLE parcels (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  parcel_no text NOT NULL UNIQUE,
  branch_id integer NOT NULL REFERENCES branches (id),
  company_id integer NOT NULL REFERENCES companies (id),
  shipment_id integer REFERENCES shipments (id) ON DELETE SET NULL,
  shipped_on date NOT NULL,
  weight_kg numeric(6, 3) NOT NULL CHECK (weight_kg > 0 AND weight_kg <= 30),
  goods_value_usd numeric(12, 2) NOT NULL CHECK (goods_value_usd >= 0 AND goods_value_usd < 800),
  recipient_name text NOT NULL,
  destination_country text NOT NULL CHECK (destination_country ~ '^[A-Z]{2}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX parcels_branch_idx ON parcels (branch_id, shipped_on DESC);
CREATE INDEX parcels_company_idx ON parcels (company_id, shipped_on DESC);
CREATE INDEX parcels_shipment_idx ON parcels (shipment_id) WHERE shipment_id IS NOT NULL;

-- Parcels billed per customer, office, month and weight band, at the office's rate for the band in
-- force on the day each was shipped; a parcel no rate covers shows without band, rate or amount.
CREATE VIEW finance_parcel_billing AS
SELECT min(p.id) AS id, to_char(p.shipped_on, 'YYYY-MM') AS month, p.company_id, c.name AS company_name,
       p.branch_id, b.code AS branch_code, r.band, count(*)::int AS parcels, sum(p.weight_kg) AS weight_kg,
       r.currency, r.rate, count(*) * r.rate AS amount
  FROM parcels p
  JOIN companies c ON c.id = p.company_id
  JOIN branches b ON b.id = p.branch_id
  LEFT JOIN parcel_rates r ON r.branch_id = p.branch_id AND p.weight_kg > r.over_kg AND p.weight_kg <= r.to_kg
        AND p.shipped_on BETWEEN r.valid_from AND r.valid_until
 GROUP BY to_char(p.shipped_on, 'YYYY-MM'), p.company_id, c.name, p.branch_id, b.code, r.band, r.currency, r.rate;

-- A customer's billing per office and month of departure: shipments, revenue by charge group
-- (freight, customs, the rest local charges), invoiced, paid and open, in the office's currency and
-- in US dollars. Revenue converts at each line's day (its own date, else the ETD day), invoices and
-- their payments at the invoice date. The key account's page fixes the company code.
CREATE VIEW finance_key_account_billing AS
SELECT min(s.id) AS id, to_char(s.etd AT TIME ZONE 'UTC', 'YYYY-MM') AS month, c.code AS company_code,
       c.name AS company_name, s.branch_id, b.code AS branch_code, b.local_currency AS currency, 'USD' AS usd,
       count(*)::int AS shipments,
       coalesce(sum(r.freight_local), 0) AS freight_local,
       coalesce(sum(r.local_charges_local), 0) AS local_charges_local,
       coalesce(sum(r.customs_local), 0) AS customs_local,
       coalesce(sum(r.revenue_local), 0) AS revenue_local,
       coalesce(sum(v.invoiced_local), 0) AS invoiced_local,
       coalesce(sum(v.paid_local), 0) AS paid_local,
       coalesce(sum(v.invoiced_local), 0) - coalesce(sum(v.paid_local), 0) AS open_local,
       coalesce(sum(r.freight_usd), 0) AS freight_usd,
       coalesce(sum(r.local_charges_usd), 0) AS local_charges_usd,
       coalesce(sum(r.customs_usd), 0) AS customs_usd,
       coalesce(sum(r.revenue_usd), 0) AS revenue_usd,
       coalesce(sum(v.invoiced_usd), 0) AS invoiced_usd,
       coalesce(sum(v.paid_usd), 0) AS paid_usd,
       coalesce(sum(v.invoiced_usd), 0) - coalesce(sum(v.paid_usd), 0) AS open_usd
  FROM shipments s
  JOIN companies c ON c.id = s.company_id
  JOIN branches b ON b.id = s.branch_id
  LEFT JOIN LATERAL (
    SELECT sum(x.local_amount) FILTER (WHERE x.grp = 'freight') AS freight_local,
           sum(x.local_amount) FILTER (WHERE x.grp = 'local') AS local_charges_local,
           sum(x.local_amount) FILTER (WHERE x.grp = 'customs') AS customs_local,
           sum(x.local_amount) AS revenue_local,
           sum(x.usd) FILTER (WHERE x.grp = 'freight') AS freight_usd,
           sum(x.usd) FILTER (WHERE x.grp = 'local') AS local_charges_usd,
           sum(x.usd) FILTER (WHERE x.grp = 'customs') AS customs_usd,
           sum(x.usd) AS revenue_usd
      FROM (SELECT cl.local_amount,
                   CASE WHEN cl.charge_code IN ('CUS', 'DUT', 'VAT', 'EXM') THEN 'customs'
                        WHEN cl.charge_code IN ('OFR', 'AFR', 'BAF', 'CAF', 'LSS', 'PSS', 'GRI', 'EBS', 'FSC', 'SSC')
                          THEN 'freight'
                        ELSE 'local' END AS grp,
                   round(cl.local_amount * finance_rate_on(cl.local_currency, 'USD',
                     coalesce(cl.rate_date, (s.etd AT TIME ZONE 'UTC')::date)), 2) AS usd
              FROM charge_lines cl
             WHERE cl.shipment_id = s.id AND cl.side = 'revenue') x
  ) r ON true
  LEFT JOIN LATERAL (
    SELECT sum(round(i.total_amount * finance_rate_on(i.currency, b.local_currency, i.invoice_date), 2)) AS invoiced_local,
           sum(round(i.paid_amount * finance_rate_on(i.currency, b.local_currency, i.invoice_date), 2)) AS paid_local,
           sum(round(i.total_amount * finance_rate_on(i.currency, 'USD', i.invoice_date), 2)) AS invoiced_usd,
           sum(round(i.paid_amount * finance_rate_on(i.currency, 'USD', i.invoice_date), 2)) AS paid_usd
      FROM invoices i
     WHERE i.shipment_id = s.id
  ) v ON true
 GROUP BY to_char(s.etd AT TIME ZONE 'UTC', 'YYYY-MM'), c.code, c.name, s.branch_id, b.code, b.local_currency;
