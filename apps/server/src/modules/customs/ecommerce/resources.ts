import {
  ECOMMERCE_EDITABLE,
  type EcommerceOrderState,
  ecommerceBatchResource,
  ecommerceGapResource,
  ecommerceItemKey,
  ecommerceOrderResource,
  ecommerceRouteResource,
  missingEcommerceItems,
} from '@tidemark/domain/customs/ecommerce/index';
import { type ServerResource, storedResource, type WriteContext } from '../../../engine/resource';
import { AppError, badRequest } from '../../../http/errors';
import { checkHsCode } from '../codes';
import { rerouteBranches, routesOf } from './routing';

type Values = Record<string, unknown>;

const refuse = (field: string, key: string): never => {
  throw badRequest(key, { [field]: key });
};

const has = (values: Values, field: string) => Object.hasOwn(values, field);
const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const WEIGHT = /^\d{1,9}(\.\d{1,3})?$/;

/** Another row of the table holding these values (the record itself aside). */
const taken = async (ctx: WriteContext, sql: string, params: unknown[]): Promise<boolean> =>
  (await ctx.query(sql, params)).length > 0;

/** The shipment a batch names, within the writer's branches. */
const shipmentIdOf = async (ctx: WriteContext, shipmentNo: unknown): Promise<number | null> => {
  if (blank(shipmentNo)) return null;
  const [row] = await ctx.query<{ id: number }>(
    'SELECT id FROM shipments WHERE shipment_no = $1 AND branch_id = ANY ($2::int[])',
    [String(shipmentNo).trim().toUpperCase(), ctx.auth.branchIds],
  );
  if (!row) refuse('shipmentNo', 'customs.ecommerce.errors.shipmentUnknown');
  return row?.id ?? null;
};

/**
 * A batch: of one of the writer's branches, its number once; the shipment by its number among
 * the branches' shipments, the master bill upper-cased. Moving a batch to another branch moves
 * its orders, whose routes then follow that branch's thresholds.
 */
export const ecommerceBatchServer: ServerResource = storedResource(ecommerceBatchResource, {
  rules: (() => {
    const check = async (ctx: WriteContext, before: Values | null, values: Values): Promise<Values> => {
      const out: Values = { ...values };
      if (has(values, 'branchId') && !ctx.auth.branchIds.includes(Number(values.branchId))) {
        refuse('branchId', 'customs.ecommerce.errors.branchOutOfScope');
      }
      if (has(values, 'batchNo')) {
        out.batchNo = String(values.batchNo).trim().toUpperCase();
        if (
          await taken(ctx, 'SELECT 1 FROM customs_ecommerce_batches WHERE batch_no = $1 AND id IS DISTINCT FROM $2', [
            out.batchNo,
            before?.id ?? null,
          ])
        ) {
          refuse('batchNo', 'customs.ecommerce.errors.batchTaken');
        }
      }
      if (has(values, 'shipmentNo')) out.shipmentId = await shipmentIdOf(ctx, values.shipmentNo);
      if (has(values, 'masterBillNo') && typeof values.masterBillNo === 'string') {
        out.masterBillNo = values.masterBillNo.trim().toUpperCase();
      }
      return out;
    };
    return {
      beforeCreate: async (ctx, values) => ({ ...(await check(ctx, null, values)), createdBy: ctx.auth.userId }),
      beforeUpdate: async (ctx, before, values) => {
        const out = await check(ctx, before, values);
        if (has(values, 'branchId') && Number(values.branchId) !== Number(before.branchId)) {
          await ctx.query('UPDATE customs_ecommerce_orders SET branch_id = $2 WHERE batch_id = $1', [
            before.id,
            values.branchId,
          ]);
          await rerouteBranches(ctx.query, [Number(values.branchId)]);
        }
        return out;
      },
    };
  })(),
});

/** The parcel fields as typed, checked and written one way; the HS code against the tariffs of China and the destination. */
const checkOrderFields = async (ctx: WriteContext, order: Values, values: Values): Promise<Values> => {
  const out: Values = { ...values };
  for (const field of ['orderNo', 'waybillNo']) {
    if (has(values, field) && typeof values[field] === 'string')
      out[field] = String(values[field]).trim().toUpperCase();
  }
  if (has(values, 'hsCode') && !blank(values.hsCode)) {
    const checked = await checkHsCode(ctx.query, String(values.hsCode), ['CN', String(order.destinationCountry ?? '')]);
    if ('error' in checked) refuse('hsCode', checked.error);
    else out.hsCode = checked.code;
  }
  if (has(values, 'declaredValue') && !blank(values.declaredValue)) {
    const amount = String(values.declaredValue).trim();
    if (!AMOUNT.test(amount) || Number(amount) <= 0) refuse('declaredValue', 'customs.ecommerce.errors.amount');
  }
  if (has(values, 'quantity') && !blank(values.quantity)) {
    const q = Number(values.quantity);
    if (!Number.isInteger(q) || q <= 0 || q > 1_000_000) refuse('quantity', 'customs.ecommerce.errors.quantity');
  }
  if (has(values, 'grossWeight') && !blank(values.grossWeight)) {
    const w = String(values.grossWeight).trim();
    if (!WEIGHT.test(w) || Number(w) <= 0) refuse('grossWeight', 'customs.ecommerce.errors.weight');
    out.grossWeight = w;
  }
  if (has(values, 'currency') && !blank(values.currency)) {
    const currency = String(values.currency).trim().toUpperCase();
    if (!(await taken(ctx, 'SELECT 1 FROM currencies WHERE code = $1', [currency]))) {
      refuse('currency', 'customs.ecommerce.errors.currency');
    }
    out.currency = currency;
  }
  if (has(values, 'destinationCountry') && !blank(values.destinationCountry)) {
    if (!(await taken(ctx, 'SELECT 1 FROM countries WHERE code = $1', [values.destinationCountry]))) {
      refuse('destinationCountry', 'validation.invalid');
    }
  }
  return out;
};

/** The kept checklist and route of an order as it will be: its fields with the ones being written. */
const keptColumns = async (ctx: WriteContext, order: Values): Promise<Values> => {
  const [route] = await routesOf(ctx.query, [
    {
      branchId: Number(order.branchId),
      destinationCountry: blank(order.destinationCountry) ? null : String(order.destinationCountry),
      declaredValue: blank(order.declaredValue) ? null : String(order.declaredValue),
      currency: blank(order.currency) ? null : String(order.currency),
      orderDate: String(order.orderDate),
    },
  ]);
  return { missingItems: missingEcommerceItems(order).join(','), ...route };
};

/** The checklist, enforced: a 400 naming every missing item on its field. */
const assertComplete = (order: Values): void => {
  const missing = missingEcommerceItems(order);
  if (missing.length > 0) {
    throw new AppError(
      400,
      'customs.ecommerce.errors.incomplete',
      undefined,
      Object.fromEntries(missing.map((item) => [item, ecommerceItemKey(item)])),
    );
  }
};

/**
 * Parcel orders of a batch: created in draft in the batch's branch (a batch of the writer's
 * branches), the order number once per branch; changed while draft or ready (a ready order that
 * loses a checklist item goes back to draft); a declared one takes only the reason customs gave
 * for a rejection. Marking ready and declaring need the whole checklist; rejecting needs the reason.
 * Every write keeps the order's missing items and its high/low value route.
 */
export const ecommerceOrderServer: ServerResource = storedResource(ecommerceOrderResource, {
  rules: {
    beforeCreate: async (ctx, values) => {
      const [batch] = await ctx.query<{ branchId: number }>(
        'SELECT branch_id AS "branchId" FROM customs_ecommerce_batches WHERE id = $1 AND branch_id = ANY ($2::int[])',
        [values.batchId ?? null, ctx.auth.branchIds],
      );
      if (!batch) return refuse('batchId', 'customs.ecommerce.errors.batchUnknown');
      const { rejectReason: _reason, ...rest } = values;
      const out = await checkOrderFields(ctx, rest, rest);
      if (
        await taken(ctx, 'SELECT 1 FROM customs_ecommerce_orders WHERE branch_id = $1 AND order_no = $2', [
          batch.branchId,
          out.orderNo,
        ])
      ) {
        refuse('orderNo', 'customs.ecommerce.errors.orderTaken');
      }
      const order = { ...out, branchId: batch.branchId, status: 'draft', createdBy: ctx.auth.userId };
      return { ...order, ...(await keptColumns(ctx, order)) };
    },
    beforeUpdate: async (ctx, before, values) => {
      const state = before.status as EcommerceOrderState;
      if (state === 'declared') {
        if (!has(values, 'rejectReason')) return {};
        const reason = blank(values.rejectReason) ? null : String(values.rejectReason).trim();
        return { rejectReason: reason };
      }
      if (!ECOMMERCE_EDITABLE.includes(state)) throw new AppError(409, 'customs.ecommerce.errors.notEditable');
      const { rejectReason: _reason, batchId: _batch, ...rest } = values;
      const order = { ...before, ...rest };
      const out = await checkOrderFields(ctx, order, rest);
      if (
        has(rest, 'orderNo') &&
        (await taken(
          ctx,
          'SELECT 1 FROM customs_ecommerce_orders WHERE branch_id = $1 AND order_no = $2 AND id <> $3',
          [before.branchId, out.orderNo, before.id],
        ))
      ) {
        refuse('orderNo', 'customs.ecommerce.errors.orderTaken');
      }
      const next = { ...before, ...out };
      const kept = await keptColumns(ctx, next);
      const incomplete = kept.missingItems !== '';
      return { ...out, ...kept, ...(state === 'ready' && incomplete ? { status: 'draft' } : {}) };
    },
    beforeTransition: async (ctx, before, step) => {
      if (step.action === 'markReady' || step.action === 'declare') assertComplete(before);
      if (step.action === 'declare') {
        await ctx.query('UPDATE customs_ecommerce_orders SET declared_by = $2, declared_at = now() WHERE id = $1', [
          before.id,
          ctx.auth.userId,
        ]);
      }
      if (step.action === 'reject' && blank(before.rejectReason)) {
        refuse('rejectReason', 'customs.ecommerce.errors.reasonRequired');
      }
    },
    beforeDelete: async (_ctx, before) => {
      if (before.status !== 'draft') throw new AppError(409, 'customs.ecommerce.errors.deleteDraftOnly');
    },
  },
});

export const ecommerceGapServer: ServerResource = storedResource(ecommerceGapResource);
export const ecommerceRouteServer: ServerResource = storedResource(ecommerceRouteResource);

export const ECOMMERCE_SERVER_RESOURCES: readonly ServerResource[] = [
  ecommerceBatchServer,
  ecommerceOrderServer,
  ecommerceGapServer,
  ecommerceRouteServer,
];
