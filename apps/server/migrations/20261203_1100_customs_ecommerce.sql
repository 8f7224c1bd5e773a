-- Cross-border e-commerce export under customs supervision mode 9610: parcel orders grouped into
-- batches, each order's checklist kept as the list of what it still misses, its high/low value
-- route kept beside it, and the batches' figures summed by a view.

CREATE TABLE customs_ecommerce_batches (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  batch_no text NOT NULL UNIQUE,
  branch_id integer NOT NULL REFERENCES branches (id),
  shipment_id integer REFERENCES shipments (id) ON DELETE SET NULL,
  master_bill_no text,
  seller_name text,
  remarks text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX customs_ecommerce_batches_branch_idx ON customs_ecommerce_batches (branch_id, updated_at DESC, id DESC);

CREATE TABLE customs_ecommerce_orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  batch_id integer NOT NULL REFERENCES customs_ecommerce_batches (id) ON DELETE CASCADE,
  -- The batch's branch, kept so the row scope and the routing read the order alone.
  branch_id integer NOT NULL REFERENCES branches (id),
  order_no text NOT NULL,
  order_date date NOT NULL DEFAULT current_date,
  platform text,
  seller_name text,
  buyer_name text,
  destination_country text REFERENCES countries (code),
  waybill_no text,
  goods_description text,
  hs_code text,
  quantity integer CHECK (quantity > 0),
  declared_value numeric(18, 2) CHECK (declared_value > 0),
  currency text REFERENCES currencies (code),
  gross_weight numeric(12, 3) CHECK (gross_weight > 0),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'ready', 'declared', 'released', 'rejected')),
  reject_reason text,
  -- The checklist's items that do not hold yet (the domain's missingEcommerceItems), comma-joined,
  -- kept at every write of the order.
  missing_items text NOT NULL DEFAULT '',
  missing_count integer GENERATED ALWAYS AS (coalesce(array_length(string_to_array(missing_items, ','), 1), 0)) STORED,
  -- The high/low value route (the domain's routeParcel), kept at every write of the order or of
  -- its branch's thresholds: the threshold of the destination, the value in its currency, the rate.
  value_route text NOT NULL DEFAULT 'high' CHECK (value_route IN ('low', 'high')),
  route_note text CHECK (route_note IN ('no_threshold', 'no_rate', 'no_value')),
  threshold_amount numeric(18, 2),
  threshold_currency text REFERENCES currencies (code),
  value_in_threshold_currency numeric(18, 2),
  route_rate numeric(18, 8),
  declared_by integer REFERENCES users (id) ON DELETE SET NULL,
  declared_at timestamptz,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (branch_id, order_no),
  CHECK (status <> 'rejected' OR reject_reason IS NOT NULL)
);
CREATE INDEX customs_ecommerce_orders_batch_idx ON customs_ecommerce_orders (batch_id, order_no);
CREATE INDEX customs_ecommerce_orders_branch_idx ON customs_ecommerce_orders (branch_id, updated_at DESC, id DESC);
CREATE INDEX customs_ecommerce_orders_route_idx ON customs_ecommerce_orders (branch_id, value_route, destination_country);

-- One row per item an order still misses before it can be declared.
CREATE VIEW customs_ecommerce_order_gaps AS
SELECT o.id * 100 + g.n AS id, o.id AS order_id, o.batch_id, o.branch_id, o.order_no, o.status, g.item
  FROM customs_ecommerce_orders o
  CROSS JOIN LATERAL unnest(string_to_array(o.missing_items, ',')) WITH ORDINALITY AS g (item, n);

-- A batch's figures: orders, declared value per currency, gross weight, orders per state, routes.
CREATE VIEW customs_ecommerce_batch_summaries AS
SELECT b.id AS batch_id,
       count(o.id)::int AS order_count,
       coalesce((SELECT string_agg(v.currency || ' ' || v.total::text, ', ' ORDER BY v.currency)
                   FROM (SELECT o2.currency, sum(o2.declared_value) AS total
                           FROM customs_ecommerce_orders o2
                          WHERE o2.batch_id = b.id AND o2.currency IS NOT NULL AND o2.declared_value IS NOT NULL
                          GROUP BY o2.currency) v), '') AS value_by_currency,
       coalesce(sum(o.gross_weight), 0)::numeric(14, 3) AS gross_weight,
       count(*) FILTER (WHERE o.status = 'draft')::int AS draft_count,
       count(*) FILTER (WHERE o.status = 'ready')::int AS ready_count,
       count(*) FILTER (WHERE o.status = 'declared')::int AS declared_count,
       count(*) FILTER (WHERE o.status = 'released')::int AS released_count,
       count(*) FILTER (WHERE o.status = 'rejected')::int AS rejected_count,
       count(*) FILTER (WHERE o.missing_count > 0)::int AS incomplete_count,
       count(*) FILTER (WHERE o.value_route = 'low')::int AS low_value_count,
       count(*) FILTER (WHERE o.value_route = 'high')::int AS high_value_count
  FROM customs_ecommerce_batches b
  LEFT JOIN customs_ecommerce_orders o ON o.batch_id = b.id
 GROUP BY b.id;
