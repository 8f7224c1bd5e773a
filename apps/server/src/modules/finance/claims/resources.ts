import { claimResource, claimSettlementResource } from '@tidemark/domain/finance/claims/index';
import { CLAIM_EDITABLE, type ClaimState } from '@tidemark/domain/finance/index';
import { type ServerResource, storedResource, type WriteContext } from '../../../engine/resource';
import type { TxQuery } from '../../../engine/transaction';
import { AppError } from '../../../http/errors';

/** `<branch code>-CLM-<year>-<six digits>`: the branch's counter of the year, locked so numbers neither repeat nor skip. */
export const allocateClaimNumber = async (
  query: TxQuery,
  branch: { id: number; code: string },
  year: number,
): Promise<string> => {
  await query('INSERT INTO claim_counters (branch_id, year) VALUES ($1, $2) ON CONFLICT (branch_id, year) DO NOTHING', [
    branch.id,
    year,
  ]);
  const rows = await query<{ last_value: number }>(
    `UPDATE claim_counters SET last_value = last_value + 1 WHERE branch_id = $1 AND year = $2 RETURNING last_value`,
    [branch.id, year],
  );
  return `${branch.code}-CLM-${year}-${String(rows[0]?.last_value ?? 1).padStart(6, '0')}`;
};

/** The shipment a claim names, within the writer's branches; the field says so when it is not there. */
const shipmentOf = async (ctx: WriteContext, shipmentNo: string) => {
  const rows = await ctx.query<{ id: number; branchId: number; companyId: number }>(
    `SELECT id, branch_id AS "branchId", company_id AS "companyId" FROM shipments
      WHERE shipment_no = $1 AND branch_id = ANY ($2::int[])`,
    [shipmentNo, ctx.auth.branchIds],
  );
  const shipment = rows[0];
  if (!shipment) {
    throw new AppError(
      404,
      'finance.claims.errors.shipmentNotFound',
      { shipmentNo },
      {
        shipmentNo: 'finance.claims.errors.shipmentUnknown',
      },
    );
  }
  return shipment;
};

const assertParty = async (ctx: WriteContext, partyCompanyId: unknown) => {
  if (partyCompanyId === null || partyCompanyId === undefined) return;
  const rows = await ctx.query('SELECT 1 FROM companies WHERE id = $1', [partyCompanyId]);
  if (rows.length === 0) {
    throw new AppError(400, 'finance.claims.errors.partyNotFound', undefined, {
      partyCompanyId: 'finance.claims.errors.partyNotFound',
    });
  }
};

/** A customer's claim, or one against the customer, names the shipment's customer unless another party is given. */
const customerSide = (direction: unknown) => direction === 'from_customer' || direction === 'against_customer';

/**
 * Claims, opened by customer service, operations or finance for shipments of their branches:
 * the shipment by number (its branch becomes the claim's; without one, the writer's own branch),
 * numbered per branch and year, in draft. Figures, parties and the shipment change until the
 * claim is settled or rejected; submit and accept name who and when.
 */
export const claimServer: ServerResource = storedResource(claimResource, {
  rules: {
    beforeCreate: async (ctx, values) => {
      const { shipmentNo, ...rest } = values;
      let branchId: number | undefined;
      let shipmentId: number | null = null;
      let partyCompanyId = rest.partyCompanyId ?? null;
      if (typeof shipmentNo === 'string' && shipmentNo !== '') {
        const shipment = await shipmentOf(ctx, shipmentNo);
        branchId = shipment.branchId;
        shipmentId = shipment.id;
        if (partyCompanyId === null && customerSide(rest.direction)) partyCompanyId = shipment.companyId;
      } else {
        const own = await ctx.query<{ branchId: number }>('SELECT branch_id AS "branchId" FROM users WHERE id = $1', [
          ctx.auth.userId,
        ]);
        const home = own[0]?.branchId;
        branchId = home !== undefined && ctx.auth.branchIds.includes(home) ? home : ctx.auth.branchIds[0];
      }
      if (branchId === undefined) {
        throw new AppError(400, 'finance.claims.errors.noBranch', undefined, {
          shipmentNo: 'finance.claims.errors.noBranch',
        });
      }
      await assertParty(ctx, partyCompanyId);
      const branch = (
        await ctx.query<{ id: number; code: string }>('SELECT id, code FROM branches WHERE id = $1', [branchId])
      )[0] as { id: number; code: string };
      const claimNo = await allocateClaimNumber(ctx.query, branch, Number(String(rest.filedOn).slice(0, 4)));
      return {
        ...rest,
        partyCompanyId,
        shipmentId,
        branchId,
        claimNo,
        status: 'draft',
        createdBy: ctx.auth.userId,
      };
    },
    beforeUpdate: async (ctx, before, values) => {
      if (!CLAIM_EDITABLE.includes(before.status as ClaimState)) {
        throw new AppError(409, 'finance.claims.errors.notEditable');
      }
      const { shipmentNo, ...rest } = values;
      const changes: Record<string, unknown> = { ...rest };
      if (shipmentNo === null) changes.shipmentId = null;
      else if (typeof shipmentNo === 'string' && shipmentNo !== before.shipmentNo) {
        const shipment = await shipmentOf(ctx, shipmentNo);
        changes.shipmentId = shipment.id;
        changes.branchId = shipment.branchId;
      }
      await assertParty(ctx, changes.partyCompanyId);
      return changes;
    },
    beforeTransition: async (ctx, before, step) => {
      const column = step.action === 'submit' ? 'submitted' : 'decided';
      await ctx.query(`UPDATE claims SET ${column}_by = $2, ${column}_at = now() WHERE id = $1`, [
        before.id,
        ctx.auth.userId,
      ]);
    },
  },
});

/** A claim's settlements, reached through the claim. */
export const claimSettlementServer: ServerResource = storedResource(claimSettlementResource);
