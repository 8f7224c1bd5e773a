-- An imported cost sheet is the shipment's actual cost: the cost summary takes its lines, as a
-- source of their own, in place of the booking's, the drayage's or the tariff's for the same charge.
ALTER TABLE pricing_cost_summary DROP CONSTRAINT pricing_cost_summary_source_check;
ALTER TABLE pricing_cost_summary
  ADD CONSTRAINT pricing_cost_summary_source_check CHECK (source IN ('booking', 'drayage', 'tariff', 'import'));
