import type { ResourceDef } from '@tidemark/domain/engine/definitions';
import {
  CLOSED_ORDER_STATUSES,
  CROSS_BORDER_CURRENCIES,
  costTotals,
  formatCostTotals,
} from '@tidemark/domain/ops/drayage/index';
import { drayageCostResource } from '@tidemark/domain/ops/drayage/lines';
import { drayageOrderResource, drayageOtrMexResource } from '@tidemark/domain/ops/drayage/orders';
import type { ServerResource, WriteContext } from '../../../engine/resource';
import { rowScope } from '../../../engine/scope';
import { auditIn } from '../../../engine/transaction';
import { badRequest } from '../../../http/errors';

type Values = Record<string, unknown>;

/** Only what a form may set: read-only fields (numbers, links, totals) never come from the request. */
export const editableOnly = (def: ResourceDef, values: Values): Values => {
  const editable = new Set(def.fields.filter((f) => f.editable).map((f) => f.name));
  return Object.fromEntries(Object.entries(values).filter(([k]) => editable.has(k)));
};

export const refuse = (field: string, key: string) => badRequest(key, { [field]: key });

export const asId = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/** The order as the rules read it, locked for the write. */
export type OrderRef = {
  id: number;
  status: string;
  cross_border: boolean;
  container_id: number;
  shipment_id: number;
  port: string;
};

/** An order the user may see (its branch, or a customer's own company), locked until the write ends. */
export const lockedOrder = async (ctx: WriteContext, id: number | null): Promise<OrderRef | undefined> => {
  if (id === null) return undefined;
  const values: unknown[] = [id];
  const bind = (v: number) => {
    values.push(v);
    return `$${values.length}`;
  };
  const scope = rowScope(ctx.auth, { branch: 'o.branch_id', company: 'o.company_id' });
  const rows = await ctx.query<OrderRef>(
    `SELECT o.id, o.status, o.cross_border, o.container_id, o.shipment_id, o.port FROM drayage_orders o
      WHERE o.id = $1${scope ? ` AND ${scope(bind)}` : ''} FOR UPDATE`,
    values,
  );
  return rows[0];
};

/** A change the rules make to a record besides the one being written, audited like any other. */
export const auditChange = (ctx: WriteContext, entity: string, id: number, changes: Values) =>
  auditIn(ctx.query, { entity, entityId: id, action: 'update', userId: ctx.auth.userId, changes });

// ---- orders ----------------------------------------------------------------------------------------

type ContainerRef = {
  id: number;
  container_no: string;
  shipment_id: number;
  branch_id: number;
  company_id: number;
};

/**
 * The container of a shipment the user may see, by its number: the latest shipment that carries a
 * box of that number (numbers come back into service over the years).
 */
const visibleContainer = async (ctx: WriteContext, containerNo: string): Promise<ContainerRef | undefined> => {
  const values: unknown[] = [containerNo];
  const bind = (v: number) => {
    values.push(v);
    return `$${values.length}`;
  };
  const scope = rowScope(ctx.auth, { branch: 's.branch_id', company: 's.company_id' });
  const rows = await ctx.query<ContainerRef>(
    `SELECT c.id, c.container_no, s.id AS shipment_id, s.branch_id, s.company_id
       FROM containers c JOIN shipments s ON s.id = c.shipment_id
      WHERE c.container_no = $1${scope ? ` AND ${scope(bind)}` : ''}
      ORDER BY s.eta DESC, c.id DESC LIMIT 1`,
    values,
  );
  return rows[0];
};

/** A transfer at the border needs the yard it happens at. */
const checkTransload = (transload: unknown, place: unknown) => {
  if (transload === true && (typeof place !== 'string' || place.trim() === '')) {
    throw refuse('transloadPlace', 'ops.drayage.transloadPlaceRequired');
  }
};

const orderRules = (def: ResourceDef, crossBorder: boolean): NonNullable<ServerResource['rules']> => ({
  beforeCreate: async (ctx, values) => {
    const v = editableOnly(def, values);
    const container = await visibleContainer(ctx, String(v.containerNo ?? ''));
    if (!container) throw refuse('containerNo', 'ops.drayage.containerNotFound');
    const open = await ctx.query(
      `SELECT 1 FROM drayage_orders WHERE container_id = $1 AND status <> ALL ($2::text[]) LIMIT 1`,
      [container.id, CLOSED_ORDER_STATUSES],
    );
    if (open.length > 0) throw refuse('containerNo', 'ops.drayage.containerHasOrder');
    if (crossBorder) checkTransload(v.transload, v.transloadPlace);
    const number = await ctx.query<{ no: string }>(
      `SELECT 'DR' || lpad(nextval('drayage_order_no_seq')::text, 8, '0') AS no`,
    );
    return {
      ...v,
      orderNo: number[0]?.no,
      containerId: container.id,
      containerNo: container.container_no,
      shipmentId: container.shipment_id,
      branchId: container.branch_id,
      companyId: container.company_id,
      status: 'open',
      crossBorder,
    };
  },
  beforeUpdate: async (_ctx, before, values) => {
    const v = editableOnly(def, values);
    if ('containerNo' in v && v.containerNo !== before.containerNo) {
      throw refuse('containerNo', 'ops.drayage.containerFixed');
    }
    delete v.containerNo;
    if (crossBorder && ('transload' in v || 'transloadPlace' in v)) {
      checkTransload(
        'transload' in v ? v.transload : before.transload,
        'transloadPlace' in v ? v.transloadPlace : before.transloadPlace,
      );
    }
    return v;
  },
});

const ORDER_FROM = `drayage_orders t
  JOIN shipments s ON s.id = t.shipment_id
  JOIN companies co ON co.id = t.company_id`;

/** The live (booked or completed) appointment of a kind: at most one, by the unique index. */
const appointmentStart = (kind: string) =>
  `(SELECT a.window_from FROM drayage_appointments a WHERE a.order_id = t.id AND a.kind = '${kind}' AND a.status <> 'replaced')`;

const ORDER_COLUMNS = {
  shipmentNo: 's.shipment_no',
  companyName: 'co.name',
  pickupFrom: appointmentStart('pickup'),
  deliveryFrom: appointmentStart('delivery'),
};

export const drayageOrderServerResource: ServerResource = {
  def: drayageOrderResource,
  table: 'drayage_orders',
  from: ORDER_FROM,
  columns: ORDER_COLUMNS,
  scope: 'branch',
  scopeColumns: { branch: 't.branch_id', company: 't.company_id' },
  rules: orderRules(drayageOrderResource, false),
};

export const drayageOtrMexServerResource: ServerResource = {
  def: drayageOtrMexResource,
  table: 'drayage_orders',
  from: ORDER_FROM,
  columns: ORDER_COLUMNS,
  scope: 'branch',
  scopeColumns: { branch: 't.branch_id', company: 't.company_id' },
  rules: orderRules(drayageOtrMexResource, true),
};

// ---- costs -----------------------------------------------------------------------------------------

type Line = { currency: string; amount: string };

/** Writes the order's totals, per currency, from its lines as they will stand after this write. */
const writeTotals = async (ctx: WriteContext, orderId: number, exceptId: number | null, added: Line | null) => {
  const lines = await ctx.query<Line>(
    'SELECT currency, amount::text AS amount FROM drayage_costs WHERE order_id = $1 AND id IS DISTINCT FROM $2',
    [orderId, exceptId],
  );
  const total = formatCostTotals(costTotals(added ? [...lines, added] : lines));
  await ctx.query('UPDATE drayage_orders SET cost_total = $2 WHERE id = $1', [orderId, total]);
};

const checkCurrency = (order: OrderRef, currency: unknown) => {
  if (order.cross_border && !(CROSS_BORDER_CURRENCIES as readonly unknown[]).includes(currency)) {
    throw refuse('currency', 'ops.drayage.currencyCrossBorder');
  }
};

const costRules: NonNullable<ServerResource['rules']> = {
  beforeCreate: async (ctx, values) => {
    const v = editableOnly(drayageCostResource, values);
    const orderId = asId(values.orderId);
    const order = await lockedOrder(ctx, orderId);
    if (!order || orderId === null) throw refuse('charge', 'ops.drayage.orderNotFound');
    if (order.status === 'cancelled') throw refuse('charge', 'ops.drayage.orderCancelled');
    checkCurrency(order, v.currency);
    await writeTotals(ctx, orderId, null, { currency: String(v.currency), amount: String(v.amount) });
    return { ...v, orderId };
  },
  beforeUpdate: async (ctx, before, values) => {
    const v = editableOnly(drayageCostResource, values);
    const orderId = asId(before.orderId);
    const order = await lockedOrder(ctx, orderId);
    if (!order || orderId === null) throw refuse('charge', 'ops.drayage.orderNotFound');
    if (order.status === 'cancelled') throw refuse('charge', 'ops.drayage.orderCancelled');
    const currency = String('currency' in v ? v.currency : before.currency);
    checkCurrency(order, currency);
    const amount = String('amount' in v ? v.amount : before.amount);
    await writeTotals(ctx, orderId, asId(before.id), { currency, amount });
    return v;
  },
  // A cancelled order's costs stay as they were; the others' total follows the removal.
  beforeDelete: async (ctx, before) => {
    const orderId = asId(before.orderId);
    const order = await lockedOrder(ctx, orderId);
    if (!order || orderId === null) throw refuse('charge', 'ops.drayage.orderNotFound');
    if (order.status === 'cancelled') throw refuse('charge', 'ops.drayage.orderCancelled');
    await writeTotals(ctx, orderId, asId(before.id), null);
  },
};

export const drayageCostServerResource: ServerResource = {
  def: drayageCostResource,
  table: 'drayage_costs',
  from: 'drayage_costs t JOIN drayage_orders o ON o.id = t.order_id',
  columns: {
    orderNo: 'o.order_no',
    containerNo: 'o.container_no',
    trucker: 'o.trucker',
    orderTotal: 'o.cost_total',
    branchId: 'o.branch_id',
  },
  scope: 'branch',
  scopeColumns: { branch: 'o.branch_id', company: 'o.company_id' },
  rules: costRules,
};
