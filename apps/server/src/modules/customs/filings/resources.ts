import { amsIsfErrorResource, isfFilingResource, routingErrorResource } from '@tidemark/domain/customs/filings/index';
import { type ServerResource, storedResource, type WriteContext } from '../../../engine/resource';
import { AppError } from '../../../http/errors';

type Values = Record<string, unknown>;

const refuse = (field: string, key: string, params: Record<string, string> = {}): never => {
  throw new AppError(400, key, params, { [field]: key });
};

/**
 * The shipment a new filing belongs to: the parent's id when added under the shipment, else its
 * number; a shipment of the sea shipment page (made from a booking) in the writer's branches, an FCL or LCL shipment discharging in the US, without a filing.
 */
const shipmentOf = async (ctx: WriteContext, values: Values): Promise<{ id: number; branchId: number }> => {
  const byId = typeof values.shipmentId === 'number';
  const [row] = await ctx.query<{ id: number; branchId: number; mode: string; country: string | null }>(
    `SELECT s.id, s.branch_id AS "branchId", s.mode,
            (SELECT p.country FROM ports p WHERE p.unlocode = s.destination_port LIMIT 1) AS country
       FROM shipments s WHERE ${byId ? 's.id = $1' : 's.shipment_no = $1'} AND s.branch_id = ANY($2::int[])
        AND s.booking_id IS NOT NULL`,
    [byId ? values.shipmentId : (values.shipmentNo ?? ''), ctx.auth.branchIds],
  );
  if (!row)
    return refuse('shipmentNo', 'customs.filings.errors.shipmentUnknown', {
      shipmentNo: String(values.shipmentNo ?? ''),
    });
  if (!['FCL', 'LCL'].includes(row.mode) || row.country !== 'US')
    refuse('shipmentNo', 'customs.filings.errors.notUsBound');
  const taken = await ctx.query('SELECT 1 FROM customs_isf_filings WHERE shipment_id = $1', [row.id]);
  if (taken.length > 0) refuse('shipmentNo', 'customs.filings.errors.shipmentTaken');
  return row;
};

/** Codes that must exist: the country of origin in the countries, the HTS-6 in the Harmonized System. */
const checkCodes = async (ctx: WriteContext, values: Values): Promise<void> => {
  if (typeof values.originCountry === 'string') {
    const rows = await ctx.query('SELECT 1 FROM countries WHERE code = $1', [values.originCountry]);
    if (rows.length === 0) refuse('originCountry', 'customs.filings.errors.country');
  }
  if (typeof values.htsCode === 'string') {
    const rows = await ctx.query('SELECT 1 FROM hs_codes WHERE code = $1', [values.htsCode]);
    if (rows.length === 0) refuse('htsCode', 'customs.filings.errors.htsUnknown');
  }
};

/** A carrier element marked received carries its time; one not received has none. */
const receivedTimes = (before: Values | null, values: Values): Values => {
  const out = { ...values };
  for (const [flag, at] of [
    ['stowPlanReceived', 'stowPlanAt'],
    ['statusMessagesReceived', 'statusMessagesAt'],
  ] as const) {
    const received = Object.hasOwn(values, flag) ? values[flag] : before?.[flag];
    const time = Object.hasOwn(values, at) ? values[at] : before?.[at];
    if (received === true && (time === null || time === undefined)) refuse(at, 'customs.filings.errors.receivedAt');
    if (received === false && time !== null && time !== undefined) out[at] = null;
  }
  return out;
};

/** ISF and AMS data: customs and administrators, for US-bound ocean shipments of their branches. */
export const isfFilingServerResource: ServerResource = storedResource(isfFilingResource, {
  rules: {
    beforeCreate: async (ctx: WriteContext, values: Values) => {
      const shipment = await shipmentOf(ctx, values);
      await checkCodes(ctx, values);
      const { shipmentNo: _no, ...rest } = receivedTimes(null, values);
      return { ...rest, shipmentId: shipment.id, branchId: shipment.branchId };
    },
    beforeUpdate: async (ctx: WriteContext, before: Values, values: Values) => {
      await checkCodes(ctx, values);
      return receivedTimes(before, values);
    },
  },
});

export const amsIsfErrorServerResource: ServerResource = storedResource(amsIsfErrorResource);
export const routingErrorServerResource: ServerResource = storedResource(routingErrorResource);
