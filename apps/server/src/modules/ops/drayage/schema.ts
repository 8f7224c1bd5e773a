import { boolean, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** Drayage orders: one container trucked from its terminal to the consignee and back empty. */
export const drayageOrders = pgTable('drayage_orders', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderNo: text('order_no').notNull().unique(),
  containerId: integer('container_id').notNull(),
  containerNo: text('container_no').notNull(),
  shipmentId: integer('shipment_id').notNull(),
  branchId: integer('branch_id').notNull(),
  companyId: integer('company_id').notNull(),
  port: text('port').notNull(),
  pickupPlace: text('pickup_place').notNull(),
  deliveryPlace: text('delivery_place').notNull(),
  returnPlace: text('return_place'),
  trucker: text('trucker').notNull(),
  status: text('status').notNull().default('open'),
  costTotal: text('cost_total'),
  notes: text('notes'),
  crossBorder: boolean('cross_border').notNull().default(false),
  mxTrucker: text('mx_trucker'),
  borderCrossing: text('border_crossing'),
  usBroker: text('us_broker'),
  mxBroker: text('mx_broker'),
  transload: boolean('transload').notNull().default(false),
  transloadPlace: text('transload_place'),
  pedimento: text('pedimento'),
  currency: text('currency'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** Appointments of an order; a changed one is kept as 'replaced', with the reason of its successor. */
export const drayageAppointments = pgTable('drayage_appointments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id').notNull(),
  kind: text('kind').notNull(),
  windowFrom: tz('window_from').notNull(),
  windowTo: tz('window_to').notNull(),
  reason: text('reason').notNull(),
  status: text('status').notNull().default('booked'),
  completedAt: tz('completed_at'),
  eventId: integer('event_id'),
  note: text('note'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** Cost lines of an order, each in its currency. */
export const drayageCosts = pgTable('drayage_costs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id').notNull(),
  charge: text('charge').notNull(),
  currency: text('currency').notNull(),
  amount: numeric('amount', { precision: 15, scale: 4 }).notNull(),
  note: text('note'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** Containers in play at a depot (keyed by the container's id), kept current from tracking_events. */
export const depotContainers = pgTable('depot_containers', {
  id: integer('id').primaryKey(),
  shipmentId: integer('shipment_id').notNull(),
  depot: text('depot').notNull(),
  state: text('state').notNull(),
  since: tz('since').notNull(),
  eventId: integer('event_id').notNull(),
  eventCode: text('event_code').notNull(),
});
