import { DICTIONARIES, withWriteSchemas } from '@tidemark/domain';
import { chargeLineResource, chargeRateResource, shipmentProfitResource } from '@tidemark/domain/finance/index';
import { type ServerResource, storedResource } from '../../../engine/resource';
import { AppError } from '../../../http/errors';
import { assertLossApproved } from '../profit/loss';

/** The review queue's lines: the engine lists them within the user's branches. */
export const chargeLineServer: ServerResource = storedResource(chargeLineResource);

/** The published cost rates, line by line: what a cost line can be filled from. */
export const chargeRateServer: ServerResource = {
  def: chargeRateResource,
  table: 'pricing_tariff_lines',
  from: `pricing_tariff_lines t JOIN pricing_tariffs p ON p.id = t.tariff_id
           AND p.kind = 'cost' AND p.status = 'active' AND p.company_id IS NULL`,
  columns: {
    tariffNo: 'p.tariff_no',
    carrierCode: 'p.carrier_code',
    mode: 'p.mode',
    pol: 'p.pol',
    pod: 'p.pod',
    equipment: 'p.equipment',
    validFrom: 'p.valid_from',
    validUntil: 'p.valid_until',
  },
  scope: 'none',
};

/**
 * Profit per shipment: the charge sheet row the trigger keeps, with its shipment and the state of its
 * latest loss application. Locking needs every line reviewed or locked, and a loss-making shipment an
 * approved loss application; lock and unlock name who and when.
 */
export const shipmentProfitServer: ServerResource = {
  def: withWriteSchemas(shipmentProfitResource, DICTIONARIES),
  table: 'charge_sheets',
  from: `charge_sheets t JOIN shipments s ON s.id = t.shipment_id JOIN branches b ON b.id = t.branch_id
         JOIN companies c ON c.id = s.company_id LEFT JOIN users lu ON lu.id = t.profit_locked_by`,
  columns: {
    shipmentNo: 's.shipment_no',
    branchCode: 'b.code',
    mode: 's.mode',
    originPort: 's.origin_port',
    destinationPort: 's.destination_port',
    etd: 's.etd',
    companyName: 'c.name',
    marginPercent: 'CASE WHEN t.revenue_local = 0 THEN NULL ELSE round(t.profit_local * 100 / t.revenue_local, 2) END',
    profitLockedByName: 'lu.display_name',
    lossState: `(SELECT a.state FROM loss_applications a WHERE a.shipment_id = t.shipment_id
                  ORDER BY a.applied_at DESC, a.id DESC LIMIT 1)`,
  },
  scope: 'branch',
  rules: {
    beforeTransition: async (ctx, before, step) => {
      if (step.action === 'lock') {
        const open = await ctx.query<{ n: number; total: number }>(
          `SELECT count(*) FILTER (WHERE status NOT IN ('reviewed', 'locked'))::int AS n, count(*)::int AS total
             FROM charge_lines WHERE shipment_id = $1`,
          [before.id],
        );
        if ((open[0]?.n ?? 1) > 0 || (open[0]?.total ?? 0) === 0) {
          throw new AppError(400, 'finance.charges.errors.profitNotReady');
        }
        await assertLossApproved(ctx.query, before.id);
        await ctx.query(
          'UPDATE charge_sheets SET profit_locked_by = $2, profit_locked_at = now() WHERE shipment_id = $1',
          [before.id, ctx.auth.userId],
        );
      } else {
        await ctx.query(
          'UPDATE charge_sheets SET profit_unlocked_by = $2, profit_unlocked_at = now() WHERE shipment_id = $1',
          [before.id, ctx.auth.userId],
        );
      }
    },
  },
};
