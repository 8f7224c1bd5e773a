import {
  APPOINTMENT_EVENTS,
  type AppointmentKind,
  appointmentReason,
  CLOSED_ORDER_STATUSES,
  COMPLETED_BEFORE,
  ORDER_STATUS_AFTER,
} from '@tidemark/domain/ops/drayage/index';
import { drayageAppointmentResource } from '@tidemark/domain/ops/drayage/lines';
import { EVENT_CODES } from '@tidemark/domain/shipments/index';
import type { ServerResource, WriteContext } from '../../../engine/resource';
import { asId, auditChange, editableOnly, lockedOrder, type OrderRef, refuse } from './orders';

const APPOINTMENT = drayageAppointmentResource.name;
const ORDER = 'drayageOrder';

/** Moves the order to a status, with its audit row. */
const setOrderStatus = async (ctx: WriteContext, order: OrderRef, status: string) => {
  if (order.status === status) return;
  await ctx.query('UPDATE drayage_orders SET status = $2, version = version + 1, updated_at = now() WHERE id = $1', [
    order.id,
    status,
  ]);
  await auditChange(ctx, ORDER, order.id, { status: { from: order.status, to: status } });
};

const isClosed = (order: OrderRef) => (CLOSED_ORDER_STATUSES as readonly string[]).includes(order.status);

/**
 * The tracking event of a completed appointment, written in the same transaction: the container
 * gated out, delivered or returned empty at the order's port, now. As with every new event, the
 * shipment takes its status when it is the latest, and the last-mile truck leg its actual times.
 */
const writeEvent = async (ctx: WriteContext, order: OrderRef, kind: AppointmentKind): Promise<number> => {
  const code = APPOINTMENT_EVENTS[kind];
  const { status, leg } = EVENT_CODES[code];
  // The shipment's history names where the change came from.
  await ctx.query(`SELECT set_config('tidemark.change_source', 'TRUCKER', true)`);
  const inserted = await ctx.query<{ id: number; occurred_at: Date }>(
    `INSERT INTO tracking_events (shipment_id, container_id, code, status, leg, location, occurred_at, source)
     VALUES ($1, $2, $3, $4, $5, $6, now(), 'TRUCKER') RETURNING id, occurred_at`,
    [order.shipment_id, order.container_id, code, status, leg, order.port],
  );
  const event = inserted[0];
  if (!event) throw new Error('the tracking event was not written');
  await ctx.query(
    `UPDATE shipments SET status = $2, updated_at = now(), version = version + 1
      WHERE id = $1 AND status <> $2
        AND NOT EXISTS (SELECT 1 FROM tracking_events WHERE shipment_id = $1 AND occurred_at > $3)`,
    [order.shipment_id, status, event.occurred_at],
  );
  if (kind === 'pickup' || kind === 'delivery') {
    const column = kind === 'pickup' ? 'actual_start' : 'actual_end';
    await ctx.query(
      `UPDATE shipment_legs SET ${column} = $2
        WHERE shipment_id = $1 AND leg = 'last_mile' AND mode = 'truck' AND ${column} IS NULL`,
      [order.shipment_id, event.occurred_at],
    );
  }
  return event.id;
};

const appointmentRules: NonNullable<ServerResource['rules']> = {
  /**
   * The first appointment of a kind is the original one; booking another replaces it (kept as
   * history) and needs the ISA reason of the change. A completed appointment stays as it is.
   */
  beforeCreate: async (ctx, values) => {
    const v = editableOnly(drayageAppointmentResource, values);
    const orderId = asId(values.orderId);
    const order = await lockedOrder(ctx, orderId);
    if (!order || orderId === null) throw refuse('kind', 'ops.drayage.orderNotFound');
    if (isClosed(order)) throw refuse('kind', 'ops.drayage.orderClosed');
    const live = await ctx.query<{ id: number; status: string }>(
      `SELECT id, status FROM drayage_appointments WHERE order_id = $1 AND kind = $2 AND status <> 'replaced' FOR UPDATE`,
      [orderId, v.kind],
    );
    const current = live[0];
    if (current?.status === 'completed') throw refuse('kind', 'ops.drayage.alreadyCompleted');
    const decided = appointmentReason(current !== undefined, typeof v.reason === 'string' ? v.reason : null);
    if ('error' in decided) throw refuse('reason', decided.error);
    if (current) {
      await ctx.query(
        `UPDATE drayage_appointments SET status = 'replaced', version = version + 1, updated_at = now() WHERE id = $1`,
        [current.id],
      );
      await auditChange(ctx, APPOINTMENT, current.id, { status: { from: 'booked', to: 'replaced' } });
    }
    if (order.status === 'open') await setOrderStatus(ctx, order, 'scheduled');
    return { ...v, orderId, reason: decided.reason, status: 'booked' };
  },
  /** Completing writes the tracking event and moves the order on; pickup, delivery, empty return in turn. */
  beforeTransition: async (ctx, before, step) => {
    if (step.action !== 'complete') return;
    const order = await lockedOrder(ctx, asId(before.orderId));
    if (!order) throw refuse('kind', 'ops.drayage.orderNotFound');
    if (isClosed(order)) throw refuse('kind', 'ops.drayage.orderClosed');
    const kind = before.kind as AppointmentKind;
    const first = COMPLETED_BEFORE[kind];
    if (first) {
      const done = await ctx.query(
        `SELECT 1 FROM drayage_appointments WHERE order_id = $1 AND kind = $2 AND status = 'completed'`,
        [order.id, first],
      );
      if (done.length === 0) {
        throw refuse(
          'kind',
          first === 'pickup' ? 'ops.drayage.completePickupFirst' : 'ops.drayage.completeDeliveryFirst',
        );
      }
    }
    const eventId = await writeEvent(ctx, order, kind);
    await ctx.query('UPDATE drayage_appointments SET completed_at = now(), event_id = $2 WHERE id = $1', [
      before.id,
      eventId,
    ]);
    await setOrderStatus(ctx, order, ORDER_STATUS_AFTER[kind]);
  },
};

export const drayageAppointmentServerResource: ServerResource = {
  def: drayageAppointmentResource,
  table: 'drayage_appointments',
  from: 'drayage_appointments t JOIN drayage_orders o ON o.id = t.order_id',
  scope: 'branch',
  scopeColumns: { branch: 'o.branch_id', company: 'o.company_id' },
  rules: appointmentRules,
};
