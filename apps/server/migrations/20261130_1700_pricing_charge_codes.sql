-- Every charge code comes from the shared `charge_code` dictionary (pricing's CHARGE_CODES). The
-- booking desk's rates named origin terminal handling THC, a code the dictionary does not hold, so
-- cost summaries showed it unlabelled: it is the dictionary's OTHC.
UPDATE booking_rates SET charge_code = 'OTHC' WHERE charge_code = 'THC';
UPDATE pricing_cost_summary SET charge_code = 'OTHC' WHERE charge_code = 'THC'
   AND NOT EXISTS (SELECT 1 FROM pricing_cost_summary o
                    WHERE o.shipment_id = pricing_cost_summary.shipment_id AND o.charge_code = 'OTHC'
                      AND o.currency = pricing_cost_summary.currency AND o.source = pricing_cost_summary.source);
