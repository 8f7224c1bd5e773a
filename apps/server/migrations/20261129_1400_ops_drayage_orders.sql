-- Drayage orders: one container of a shipment trucked from its terminal to the consignee and
-- back empty, with its appointments (every change kept, with its ISA reason) and its cost lines.
-- A cross-border order (over the road into Mexico) also names the border crossing, the customs
-- broker on each side, a transfer at the border and the pedimento.
CREATE SEQUENCE drayage_order_no_seq;

CREATE TABLE drayage_orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  container_id integer NOT NULL REFERENCES containers (id) ON DELETE CASCADE,
  container_no text NOT NULL,
  -- The shipment's scope, copied on creation: the lists page and count without a join.
  shipment_id integer NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  branch_id integer NOT NULL REFERENCES branches (id),
  company_id integer NOT NULL REFERENCES companies (id),
  port text NOT NULL,
  pickup_place text NOT NULL,
  delivery_place text NOT NULL,
  return_place text,
  trucker text NOT NULL,
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'scheduled', 'picked_up', 'delivered', 'empty_returned', 'cancelled')),
  cost_total text,
  notes text,
  cross_border boolean NOT NULL DEFAULT false,
  mx_trucker text,
  border_crossing text,
  us_broker text,
  mx_broker text,
  transload boolean NOT NULL DEFAULT false,
  transload_place text,
  pedimento text,
  currency text CHECK (currency IN ('USD', 'MXN')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX drayage_orders_branch_idx ON drayage_orders (branch_id, updated_at DESC, id DESC);
CREATE INDEX drayage_orders_updated_idx ON drayage_orders (updated_at DESC, id DESC);
CREATE INDEX drayage_orders_container_idx ON drayage_orders (container_id);
CREATE INDEX drayage_orders_container_no_idx ON drayage_orders (container_no);
CREATE INDEX drayage_orders_cross_border_idx ON drayage_orders (updated_at DESC, id DESC) WHERE cross_border;

CREATE TABLE drayage_appointments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES drayage_orders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('pickup', 'delivery', 'empty_return')),
  window_from timestamptz NOT NULL,
  window_to timestamptz NOT NULL,
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'replaced', 'completed')),
  completed_at timestamptz,
  event_id integer REFERENCES tracking_events (id) ON DELETE SET NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (window_to > window_from)
);
CREATE INDEX drayage_appointments_order_idx ON drayage_appointments (order_id, kind, id);
-- At most one live (booked or completed) appointment of each kind per order; replaced ones are history.
CREATE UNIQUE INDEX drayage_appointments_live_idx ON drayage_appointments (order_id, kind) WHERE status <> 'replaced';

CREATE TABLE drayage_costs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES drayage_orders (id) ON DELETE CASCADE,
  charge text NOT NULL,
  currency text NOT NULL,
  amount numeric(15, 4) NOT NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX drayage_costs_order_idx ON drayage_costs (order_id, id);
CREATE INDEX drayage_costs_updated_idx ON drayage_costs (updated_at DESC, id DESC);
