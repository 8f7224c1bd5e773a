import {
  type BookingActor,
  batchRefusal,
  containerTypesOf,
  editRefusal,
  LOAD_TYPES_BY_MODE,
  PENDING_DESK_STATUSES,
  transitionRefusal,
} from '@tidemark/domain/ops/bookings/index';
import {
  bookedShipmentResource,
  bookingContainerResource,
  bookingLegResource,
  bookingPackingResource,
  bookingRateResource,
  bookingResource,
} from '@tidemark/domain/ops/bookings/resources';
import { type ServerResource, storedResource, type WriteContext } from '../../../engine/resource';
import type { Auth } from '../../../http/auth';
import { AppError, badRequest } from '../../../http/errors';
import { checkHsCode, complianceWarnings, countryOfPort } from '../../customs';
import { enforceQuotationChecks } from '../../pricing';
import { confirmBooking } from './confirm';

const actorOf = (auth: Auth): BookingActor => (auth.kind === 'customer' ? 'customer' : 'staff');

const refuse = (key: string | null, field?: string): void => {
  if (key) throw field ? badRequest(key, { [field]: key }) : badRequest(key);
};

const BOOKING_NO = `'BK' || to_char(now(), 'YY') || lpad(nextval('booking_no_seq')::text, 8, '0')`;

/** A new booking number: BK, the year's two digits and a running number, so it reads as a booking everywhere. */
export const nextBookingNo = async (query: WriteContext['query']): Promise<string> => {
  const [row] = await query<{ no: string }>(`SELECT ${BOOKING_NO} AS no`);
  if (!row) throw new Error('no booking number');
  return row.no;
};

/** A new booking's number and the branch serving its customer (null without one), in one round trip. */
const numberAndBranch = async (
  ctx: WriteContext,
  companyId: number | null,
): Promise<{ no: string; branchId: number | null }> => {
  const [row] = await ctx.query<{ no: string; branchId: number | null }>(
    `SELECT ${BOOKING_NO} AS no, (SELECT branch_id FROM companies WHERE id = $1) AS "branchId"`,
    [companyId],
  );
  if (!row) throw new Error('no booking number');
  return row;
};

const assertLoadType = (mode: unknown, loadType: unknown): void => {
  const allowed = LOAD_TYPES_BY_MODE[mode as 'SEA' | 'AIR'] as readonly unknown[] | undefined;
  if (loadType !== undefined && !allowed?.includes(loadType)) refuse('ops.bookings.errors.loadTypeOfDesk', 'loadType');
};

/**
 * The customer and branch of a booking being created: a customer books for its own company, at the
 * branch serving it; staff choose the customer and one of their branches (the engine then checks
 * the row is within their scope), the customer's own branch when they name none. `companyBranch`
 * is the branch serving the company the booking is for.
 */
const ownership = (
  auth: Auth,
  values: Record<string, unknown>,
  companyBranch: number | null,
): Record<string, unknown> => {
  if (auth.kind === 'customer') {
    if (auth.companyId === null) throw new AppError(403, 'messages.permissionInsufficient');
    if (values.companyId !== undefined && values.companyId !== null && values.companyId !== auth.companyId) {
      refuse('ops.bookings.errors.customerCompany', 'companyId');
    }
    return { ...values, companyId: auth.companyId, branchId: companyBranch };
  }
  if (values.branchId !== undefined && values.branchId !== null) return values;
  const branchId = companyBranch !== null && auth.branchIds.includes(companyBranch) ? companyBranch : auth.branchIds[0];
  if (branchId === undefined) refuse('ops.bookings.errors.noBranch', 'branchId');
  return { ...values, branchId };
};

/** The company a booking being created is for: a customer's own, else the one chosen. */
const companyOf = (auth: Auth, values: Record<string, unknown>): number | null =>
  auth.kind === 'customer' ? auth.companyId : typeof values.companyId === 'number' ? values.companyId : null;

/**
 * Which bookings the pending desk works on: those waiting for it, and drafts made from web
 * requests. The queue's index (migration 20261201_0900) is on this very expression: keep them equal.
 */
const DESK_QUEUE = `CASE WHEN t.status IN (${PENDING_DESK_STATUSES.map((s) => `'${s}'`).join(', ')})
  OR (t.status = 'draft' AND t.inquiry_id IS NOT NULL) THEN 'pending' ELSE 'other' END`;

/**
 * The HS code of the cargo, when one is written: in the tariff of the country it leaves or enters
 * (a 10-digit code), or in the Harmonized System table (6 digits); written the tables' way.
 */
const withCheckedHsCode = async (
  ctx: WriteContext,
  before: Record<string, unknown> | null,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> => {
  const typed = values.hsCode;
  if (typeof typed !== 'string' || typed === '') return values;
  const port = (field: string) => countryOfPort(Object.hasOwn(values, field) ? values[field] : before?.[field]);
  const countries = [port('originPort'), port('destinationPort')].filter((c): c is string => c !== null);
  const checked = await checkHsCode(ctx.query, typed, countries);
  if ('error' in checked) refuse(checked.error, 'hsCode');
  return 'code' in checked ? { ...values, hsCode: checked.code } : values;
};

const stored = storedResource(bookingResource);

/**
 * Bookings: staff see their branches' bookings, a customer its own company's. A booking is written
 * while it is open (a customer's only while it is a draft); confirming it makes its shipment in the
 * same transaction; a batch over bookings of different container types is refused.
 */
export const bookingServerResource: ServerResource = {
  ...stored,
  columns: { ...stored.columns, deskQueue: DESK_QUEUE },
  scopeColumns: { branch: 't.branch_id', company: 't.company_id' },
  rules: {
    beforeCreate: async (ctx, values) => {
      assertLoadType(values.mode, values.loadType);
      const checked = await withCheckedHsCode(ctx, null, values);
      const numbered = await numberAndBranch(ctx, companyOf(ctx.auth, checked));
      const owned = await enforceQuotationChecks(ctx, null, ownership(ctx.auth, checked, numbered.branchId));
      return { ...owned, bookingNo: numbered.no, status: 'draft' };
    },
    beforeUpdate: async (ctx, before, written) => {
      refuse(editRefusal(actorOf(ctx.auth), String(before.status)));
      assertLoadType(before.mode, written.loadType);
      const values = await withCheckedHsCode(ctx, before, written);
      if (ctx.auth.kind === 'customer') {
        const { companyId: _company, branchId: _branch, ...rest } = values;
        return enforceQuotationChecks(ctx, before, rest);
      }
      return enforceQuotationChecks(ctx, before, values);
    },
    beforeTransition: async (ctx, before, step) => {
      refuse(transitionRefusal(actorOf(ctx.auth), step.action, step.from));
      // Submitting or confirming checks the quotation again: containers added since the last
      // save, or the days gone by, may have brought warnings nobody confirmed yet.
      if (step.action === 'submit' || step.action === 'confirm') await enforceQuotationChecks(ctx, before, {});
      if (step.action !== 'confirm') return;
      await confirmBooking(ctx.query, before);
      // The shipment is made either way; a customer without the signed statements it needs is a warning.
      return complianceWarnings(ctx.query, before.companyId, before.hsCode);
    },
    beforeBatch: async (_ctx, rows) => {
      refuse(batchRefusal(rows.map((r) => ({ containerTypes: containerTypesOf(r.containerTypes as string | null) }))));
    },
  },
};

/** A booking's child rows change only while the booking may be edited by the one changing them. */
const childRules = {
  beforeCreate: async (ctx: WriteContext, values: Record<string, unknown>) => {
    await assertBookingOpen(ctx, Number(values.bookingId));
    return values;
  },
  beforeUpdate: async (ctx: WriteContext, before: Record<string, unknown>, values: Record<string, unknown>) => {
    await assertBookingOpen(ctx, Number(before.bookingId));
    const { bookingId: _moved, ...rest } = values;
    return rest;
  },
  beforeDelete: async (ctx: WriteContext, before: Record<string, unknown>) => {
    await assertBookingOpen(ctx, Number(before.bookingId));
  },
};

const assertBookingOpen = async (ctx: WriteContext, bookingId: number): Promise<void> => {
  const [row] = await ctx.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [bookingId]);
  if (!row) throw badRequest('validation.invalid');
  refuse(editRefusal(actorOf(ctx.auth), row.status));
};

const childResource = (def: typeof bookingContainerResource): ServerResource =>
  storedResource(def, { rules: childRules });

/**
 * The shipments confirmed bookings made: the shipments core's rows that carry their booking, in
 * the shipment's row scope (staff their branches, a customer its company). They are read without
 * the bookings, so a deep page takes its ids from the partial index of booked shipments alone
 * (migration 20261201_0900); the desk expression is that index's first column, keep them equal.
 */
export const bookedShipmentServerResource: ServerResource = {
  def: bookedShipmentResource,
  table: 'shipments',
  from: '(SELECT * FROM shipments WHERE booking_id IS NOT NULL) t LEFT JOIN companies c ON c.id = t.company_id',
  columns: {
    companyName: 'c.name',
    desk: `CASE WHEN t.mode = 'AIR' THEN 'AIR' ELSE 'SEA' END`,
  },
  scope: 'branch',
  scopeColumns: { branch: 't.branch_id', company: 't.company_id' },
};

export const BOOKING_SERVER_RESOURCES: readonly ServerResource[] = [
  bookingServerResource,
  childResource(bookingContainerResource),
  childResource(bookingPackingResource),
  childResource(bookingLegResource),
  childResource(bookingRateResource),
  bookedShipmentServerResource,
];
