-- The duty charge view reads the customs declarations' estimate beside the charged lines: each
-- line of finance_charge_views carries its shipment's estimated duty and import VAT, from the
-- shipment's latest declaration that is not rejected and has an estimate (an import declaration
-- first), in that declaration's currency.
CREATE OR REPLACE VIEW finance_charge_views AS
SELECT l.id, l.branch_id, l.shipment_id, s.shipment_no, s.mode, s.origin_port, s.destination_port, s.etd,
       l.side, l.charge_code, k.kind AS charge_kind, c.name AS party_name, l.description, l.currency, l.amount,
       l.local_currency, l.local_amount, l.status, l.invoice_id IS NOT NULL AS invoiced,
       (s.mode = 'AIR' AND (s.origin_port = 'CNPVG' OR s.destination_port = 'CNPVG')) AS pvg_air, l.updated_at,
       e.declaration_no AS estimate_declaration_no, e.currency AS estimate_currency,
       e.estimated_duty, e.estimated_vat
  FROM charge_lines l
  JOIN shipments s ON s.id = l.shipment_id
  LEFT JOIN charge_code_kinds k ON k.code = l.charge_code
  LEFT JOIN companies c ON c.id = l.party_company_id
  LEFT JOIN LATERAL (
    SELECT d.declaration_no, d.currency, d.estimated_duty, d.estimated_vat
      FROM customs_declarations d
     WHERE k.kind = 'duty' AND d.shipment_id = l.shipment_id AND d.status <> 'rejected' AND d.estimated_duty IS NOT NULL
     ORDER BY (d.direction = 'import') DESC, d.id DESC
     LIMIT 1
  ) e ON true;
