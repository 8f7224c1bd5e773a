import {
  goodsResource,
  orderResource,
  preplanResource,
  receiptResource,
  stockResource,
} from '@tidemark/domain/ops/warehouse/resources';
import { checkMissing, weighMissing } from '@tidemark/domain/ops/warehouse/rules';
import { type ServerResource, storedResource, type WriteContext } from '../../../engine/resource';
import { AppError } from '../../../http/errors';
import { audit, branchCondition, findShipment, refuse } from './shared';

type Values = Record<string, unknown>;

const asId = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/** Only the fields a form may set reach the table; what the rules derive is added after. */
const only = (values: Values, names: readonly string[]): Values =>
  Object.fromEntries(Object.entries(values).filter(([k]) => names.includes(k)));

const RECEIPT_INPUT = [
  'warehouseCode',
  'location',
  'packages',
  'packageType',
  'grossWeightKg',
  'volumeCbm',
  'lengthCm',
  'widthCm',
  'heightCm',
  'damageStatus',
  'damagedCount',
  'countedPackages',
  'weighedBy',
  'inTime',
  'outTime',
  'remarks',
];

/** The shipment behind a booking number or house bill, among the user's branches; a 400 on the field otherwise. */
const bookingFor = async (ctx: WriteContext, ref: unknown) => {
  const shipment = typeof ref === 'string' ? await findShipment(ctx.query, ctx.auth, ref) : undefined;
  if (!shipment) throw refuse({ bookingNo: 'ops.warehouse.errors.bookingNotFound' });
  return shipment;
};

const lineCount = async (ctx: WriteContext, receiptId: number) =>
  (
    await ctx.query<{ lines: number; out: number }>(
      'SELECT count(*)::int AS lines, coalesce(sum(out_packages), 0)::int AS out FROM warehouse_receipt_lines WHERE receipt_id = $1',
      [receiptId],
    )
  )[0] ?? { lines: 0, out: 0 };

// ---- receipts ----------------------------------------------------------------------------------

const receiptRules: NonNullable<ServerResource['rules']> = {
  beforeCreate: async (ctx, values) => {
    const shipment = await bookingFor(ctx, values.bookingNo);
    const v = only(values, RECEIPT_INPUT);
    return {
      ...v,
      shipmentId: shipment.id,
      bookingNo: shipment.booking_no ?? shipment.house_bill,
      houseBill: shipment.house_bill,
      companyId: shipment.company_id,
      branchId: shipment.branch_id,
      packageType: v.packageType ?? shipment.package_type,
      opStatus: 'received',
    };
  },
  beforeUpdate: async (ctx, before, values) => {
    const v = only(values, RECEIPT_INPUT);
    const id = asId(before.id) as number;
    const { lines, out } = await lineCount(ctx, id);
    const moved = ['location', 'packages', 'grossWeightKg', 'volumeCbm', 'warehouseCode', 'packageType'].filter(
      (f) => f in v && String(v[f] ?? '') !== String(before[f] ?? ''),
    );
    if (moved.length > 0 && (lines > 1 || out > 0)) {
      // A split or partly released receipt changes place and quantity through its lines.
      const field = moved[0] as string;
      throw refuse({ [field]: out > 0 ? 'ops.warehouse.errors.splitReleased' : 'ops.warehouse.errors.splitPackages' });
    }
    if (moved.length > 0) {
      const next = { ...before, ...v };
      await ctx.query(
        `UPDATE warehouse_receipt_lines
            SET location = $2, packages = $3, gross_weight_kg = $4, volume_cbm = $5, warehouse_code = $6,
                package_type = $7, version = version + 1, updated_at = now()
          WHERE receipt_id = $1`,
        [id, next.location, next.packages, next.grossWeightKg, next.volumeCbm, next.warehouseCode, next.packageType],
      );
    }
    return v;
  },
  beforeTransition: async (ctx, before, step) => {
    const id = asId(before.id) as number;
    if (step.action === 'weigh') {
      const missing = weighMissing(before);
      if (Object.keys(missing).length > 0) throw refuse(missing);
      await ctx.query('UPDATE warehouse_receipts SET weighed_at = now() WHERE id = $1', [id]);
    }
    if (step.action === 'check') {
      const missing = checkMissing(before);
      if (Object.keys(missing).length > 0) throw refuse(missing);
      await ctx.query('UPDATE warehouse_receipts SET checked_at = now(), checked_by = $2 WHERE id = $1', [
        id,
        ctx.auth.userName,
      ]);
    }
  },
};

export const receiptServerResource = storedResource(receiptResource, { rules: receiptRules });

// ---- goods lines -------------------------------------------------------------------------------

const goodsRules: NonNullable<ServerResource['rules']> = {
  beforeUpdate: async (_ctx, before, values) => {
    const v = only(values, ['location', 'damageStatus', 'damagedCount', 'remarks']);
    const damaged = 'damagedCount' in v ? Number(v.damagedCount ?? 0) : null;
    if (damaged !== null && damaged > Number(before.packages))
      throw refuse({ damagedCount: 'ops.warehouse.errors.damagedCount' });
    return v;
  },
};

export const goodsServerResource = storedResource(goodsResource, { rules: goodsRules });

export const stockServerResource = storedResource(stockResource);

// ---- release orders ----------------------------------------------------------------------------

/** More packages than the receipt holds: the answer says how many are on hand, the field why. */
const stockRefusal = (params: { onHand: number }) =>
  new AppError(400, 'ops.warehouse.errors.notEnoughStock', params, {
    packages: 'ops.warehouse.errors.notEnoughStockField',
  });

type ReceiptRef = { id: number; receipt_no: string; booking_no: string; company_id: number; branch_id: number };

const receiptFor = async (ctx: WriteContext, receiptNo: unknown, lock = false): Promise<ReceiptRef> => {
  const scope = branchCondition(ctx.auth, 'branch_id', 1);
  const rows =
    typeof receiptNo === 'string'
      ? await ctx.query<ReceiptRef>(
          `SELECT id, receipt_no, booking_no, company_id, branch_id FROM warehouse_receipts
            WHERE receipt_no = $1 AND ${scope.sql}${lock ? ' FOR UPDATE' : ''}`,
          [receiptNo.trim().toUpperCase(), ...scope.params],
        )
      : [];
  const receipt = rows[0];
  if (!receipt) throw refuse({ receiptNo: 'ops.warehouse.errors.receiptNotFound' });
  return receipt;
};

/** Packages of a receipt still on hand, less those other open orders already promise. */
const available = async (ctx: WriteContext, receiptId: number, exceptOrder: number | null) => {
  const row = (
    await ctx.query<{ on_hand: number; promised: number }>(
      `SELECT (SELECT coalesce(sum(on_hand_packages), 0)::int FROM warehouse_receipt_lines WHERE receipt_id = $1) AS on_hand,
              (SELECT coalesce(sum(packages), 0)::int FROM warehouse_orders
                WHERE receipt_id = $1 AND status = 'open' AND id IS DISTINCT FROM $2) AS promised`,
      [receiptId, exceptOrder],
    )
  )[0];
  return { onHand: row?.on_hand ?? 0, free: (row?.on_hand ?? 0) - (row?.promised ?? 0) };
};

const ORDER_INPUT = ['packages', 'plannedOutAt', 'truckPlate', 'remarks'];

const orderRules: NonNullable<ServerResource['rules']> = {
  beforeCreate: async (ctx, values) => {
    const receipt = await receiptFor(ctx, values.receiptNo, true);
    const { free } = await available(ctx, receipt.id, null);
    if (Number(values.packages) > free) throw stockRefusal({ onHand: Math.max(free, 0) });
    return {
      ...only(values, ORDER_INPUT),
      receiptId: receipt.id,
      receiptNo: receipt.receipt_no,
      bookingNo: receipt.booking_no,
      companyId: receipt.company_id,
      branchId: receipt.branch_id,
      status: 'open',
    };
  },
  beforeUpdate: async (ctx, before, values) => {
    const v = only(values, ORDER_INPUT);
    if (before.status !== 'open' && 'packages' in v && Number(v.packages) !== Number(before.packages))
      throw refuse({ packages: 'engine.transitionNotAllowed' });
    if ('packages' in v) {
      const { free } = await available(ctx, asId(before.receiptId) as number, asId(before.id));
      if (Number(v.packages) > free) throw stockRefusal({ onHand: Math.max(free, 0) });
    }
    return v;
  },
  beforeTransition: async (ctx, before, step) => {
    if (step.action !== 'release') return;
    const orderId = asId(before.id) as number;
    const receiptId = asId(before.receiptId) as number;
    await ctx.query('SELECT id FROM warehouse_receipts WHERE id = $1 FOR UPDATE', [receiptId]);
    const lines = await ctx.query<{ id: number; on_hand_packages: number }>(
      `SELECT id, on_hand_packages FROM warehouse_receipt_lines
        WHERE receipt_id = $1 AND on_hand_packages > 0 ORDER BY line_no FOR UPDATE`,
      [receiptId],
    );
    let left = Number(before.packages);
    const onHand = lines.reduce((s, l) => s + l.on_hand_packages, 0);
    if (left > onHand) throw stockRefusal({ onHand });
    // The oldest lines go out first; each line gives what it holds until the order is served.
    for (const line of lines) {
      if (left === 0) break;
      const take = Math.min(left, line.on_hand_packages);
      await ctx.query(
        'UPDATE warehouse_receipt_lines SET out_packages = out_packages + $2, version = version + 1, updated_at = now() WHERE id = $1',
        [line.id, take],
      );
      left -= take;
    }
    await ctx.query('UPDATE warehouse_orders SET released_at = now() WHERE id = $1', [orderId]);
    if (onHand === Number(before.packages)) {
      await ctx.query(
        `UPDATE warehouse_receipts SET op_status = 'released', out_time = now(), version = version + 1, updated_at = now()
          WHERE id = $1`,
        [receiptId],
      );
      await audit(ctx.query, 'warehouseReceipt', receiptId, 'transition:release', ctx.auth.userId, {
        opStatus: { to: 'released' },
      });
    }
  },
};

export const orderServerResource = storedResource(orderResource, { rules: orderRules });

// ---- pre-plans ---------------------------------------------------------------------------------

const PREPLAN_INPUT = [
  'expectedAt',
  'warehouseCode',
  'location',
  'packages',
  'packageType',
  'grossWeightKg',
  'volumeCbm',
  'remarks',
];

const preplanRules: NonNullable<ServerResource['rules']> = {
  beforeCreate: async (ctx, values) => {
    const shipment = await bookingFor(ctx, values.bookingNo);
    const v = only(values, PREPLAN_INPUT);
    return {
      ...v,
      shipmentId: shipment.id,
      bookingNo: shipment.booking_no ?? shipment.house_bill,
      houseBill: shipment.house_bill,
      companyId: shipment.company_id,
      branchId: shipment.branch_id,
      packageType: v.packageType ?? shipment.package_type,
      status: 'planned',
    };
  },
  beforeUpdate: async (_ctx, _before, values) => only(values, PREPLAN_INPUT),
  // The cargo came: the pre-plan becomes a receipt at its planned location, with its figures.
  beforeTransition: async (ctx, before, step) => {
    if (step.action !== 'receive') return;
    const id = asId(before.id) as number;
    const rows = await ctx.query<{ id: number; receipt_no: string }>(
      `INSERT INTO warehouse_receipts (shipment_id, booking_no, house_bill, company_id, branch_id, warehouse_code, location,
                                       packages, package_type, gross_weight_kg, volume_cbm, in_time, remarks, created_by)
       SELECT shipment_id, booking_no, house_bill, company_id, branch_id, warehouse_code, location, packages, package_type,
              gross_weight_kg, volume_cbm, now(), preplan_no, $2
         FROM warehouse_preplans WHERE id = $1
       RETURNING id, receipt_no`,
      [id, ctx.auth.userId],
    );
    const receipt = rows[0];
    if (!receipt) throw refuse({ status: 'engine.transitionNotAllowed' });
    await ctx.query('UPDATE warehouse_preplans SET receipt_id = $2 WHERE id = $1', [id, receipt.id]);
    await audit(ctx.query, 'warehouseReceipt', receipt.id, 'create', ctx.auth.userId, {
      receiptNo: { to: receipt.receipt_no },
      preplanNo: { to: before.preplanNo },
    });
  },
};

export const preplanServerResource = storedResource(preplanResource, { rules: preplanRules });

export const WAREHOUSE_SERVER_RESOURCES: readonly ServerResource[] = [
  receiptServerResource,
  goodsServerResource,
  stockServerResource,
  orderServerResource,
  preplanServerResource,
];
