import { customType, date, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });
const tz = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 15, scale: 4 });

/** Committed rate sheets with their files and row counts. */
export const pricingRateImports = pgTable('pricing_rate_imports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fileName: text('file_name').notNull(),
  fileType: text('file_type').notNull(),
  fileSize: integer('file_size').notNull().default(0),
  content: bytea('content'),
  shipmentId: integer('shipment_id').notNull(),
  kind: text('kind').notNull(),
  rowsRead: integer('rows_read').notNull(),
  rowsAccepted: integer('rows_accepted').notNull(),
  rowsRefused: integer('rows_refused').notNull(),
  userId: integer('user_id'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** A shipment's sell and cost rate lines. */
export const pricingShipmentRates = pgTable('pricing_shipment_rates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  importId: integer('import_id'),
  shipmentId: integer('shipment_id').notNull(),
  kind: text('kind').notNull(),
  branchId: integer('branch_id').notNull(),
  chargeCode: text('charge_code').notNull(),
  unit: text('unit').notNull(),
  quantity: money('quantity').notNull(),
  rate: money('rate').notNull(),
  minimum: money('minimum'),
  currency: text('currency').notNull(),
  amount: money('amount').notNull(),
  remarks: text('remarks'),
  createdBy: integer('created_by'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** The weekly freight-rate history per lane and equipment, kept by the tariffs' triggers. */
export const pricingRateWeeks = pgTable(
  'pricing_rate_weeks',
  {
    pol: text('pol').notNull(),
    pod: text('pod').notNull(),
    equipment: text('equipment').notNull(),
    currency: text('currency').notNull(),
    weekStart: date('week_start').notNull(),
    isoWeek: text('iso_week').notNull(),
    sellMin: money('sell_min'),
    sellAvg: money('sell_avg'),
    sellMax: money('sell_max'),
    sellSamples: integer('sell_samples').notNull().default(0),
    costMin: money('cost_min'),
    costAvg: money('cost_avg'),
    costMax: money('cost_max'),
    costSamples: integer('cost_samples').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pol, t.pod, t.equipment, t.currency, t.weekStart] })],
);
