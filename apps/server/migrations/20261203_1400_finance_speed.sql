-- The unbilled list at size. It shows revenue lines of departed shipments by the shipment's ETD,
-- newest first; ordering by a column of another table left the planner to walk shipments by ETD and
-- probe each one's lines, a plan that holds only while its estimates do (without them it reads every
-- unbilled line and sorts). Each line now keeps its shipment's ETD, so the first page is the first
-- rows of one partial index, whatever the statistics say.
ALTER TABLE charge_lines ADD COLUMN shipment_etd timestamptz;
UPDATE charge_lines cl SET shipment_etd = s.etd FROM shipments s WHERE s.id = cl.shipment_id;
ALTER TABLE charge_lines ALTER COLUMN shipment_etd SET NOT NULL;

-- A line takes its shipment's ETD when written or moved to another shipment.
CREATE FUNCTION charge_lines_shipment_etd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.shipment_etd := (SELECT s.etd FROM shipments s WHERE s.id = NEW.shipment_id);
  RETURN NEW;
END
$$;
CREATE TRIGGER charge_lines_shipment_etd BEFORE INSERT OR UPDATE OF shipment_id ON charge_lines
  FOR EACH ROW EXECUTE FUNCTION charge_lines_shipment_etd();

-- A shipment's new ETD reaches its lines (their figures, version and totals stay as they are).
CREATE FUNCTION shipments_charge_lines_etd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE charge_lines SET shipment_etd = NEW.etd WHERE shipment_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER shipments_charge_lines_etd AFTER UPDATE OF etd ON shipments
  FOR EACH ROW WHEN (NEW.etd IS DISTINCT FROM OLD.etd) EXECUTE FUNCTION shipments_charge_lines_etd();

-- The unbilled lines newest departure first: page 1 of the list is the head of this index.
CREATE INDEX charge_lines_unbilled_etd_idx ON charge_lines (shipment_etd DESC, id DESC)
  WHERE side = 'revenue' AND invoice_id IS NULL AND status IN ('draft', 'submitted', 'rejected', 'unlock_requested');

CREATE OR REPLACE VIEW finance_unbilled AS
SELECT cl.id, cl.shipment_id, s.shipment_no, cl.shipment_etd AS etd, cl.branch_id, cl.party_company_id AS company_id,
       c.name AS company_name, cl.charge_code, cl.description, cl.currency, cl.amount, cl.status
  FROM charge_lines cl
  JOIN shipments s ON s.id = cl.shipment_id
  LEFT JOIN companies c ON c.id = cl.party_company_id
 WHERE cl.side = 'revenue' AND cl.invoice_id IS NULL
   AND cl.status IN ('draft', 'submitted', 'rejected', 'unlock_requested')
   AND cl.shipment_etd <= now();
