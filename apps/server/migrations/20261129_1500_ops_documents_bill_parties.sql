-- The parties a house bill or air waybill names, as they are printed on it: the shipper, the
-- consignee and the notify party, each a name and an address block. The shipment's customer is
-- one of the two (customer_role says which); the other is its trading partner. A notify party left
-- out prints as "same as consignee". One row per shipment; the document is made from it on demand.
CREATE TABLE bill_parties (
  shipment_id integer PRIMARY KEY REFERENCES shipments (id) ON DELETE CASCADE,
  customer_role text NOT NULL CHECK (customer_role IN ('shipper', 'consignee')),
  shipper_name text NOT NULL,
  shipper_address text NOT NULL,
  consignee_name text NOT NULL,
  consignee_address text NOT NULL,
  notify_name text,
  notify_address text,
  CHECK ((notify_name IS NULL) = (notify_address IS NULL)),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
