import { lossApplicationResource } from '@tidemark/domain/finance/index';
import { type ServerResource, storedResource, type WriteContext } from '../../../engine/resource';
import { inScope } from '../../../engine/scope';
import { auditIn, type TxQuery } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { AppError, conflict, notFound } from '../../../http/errors';

/** An expected loss as it is kept: above zero, two decimals at most. */
const AMOUNT = /^\d{1,16}(\.\d{1,2})?$/;

/**
 * SPEC §4 loss applications, applied on the shipment's profit (its detail's child list): only for
 * a shipment whose profit is negative, one applied or approved at a time, with a reason and the
 * expected loss in the branch's currency; who applied and when are the server's.
 */
const beforeApply = async (ctx: WriteContext, values: Record<string, unknown>): Promise<Record<string, unknown>> => {
  const sheet = (
    await ctx.query<{ branch_id: number; local_currency: string; profit_local: string }>(
      `SELECT branch_id, local_currency, profit_local::text FROM charge_sheets WHERE shipment_id = $1 FOR UPDATE`,
      [values.shipmentId],
    )
  )[0];
  if (!sheet || !inScope(ctx.auth, { branchId: sheet.branch_id, companyId: null })) {
    throw notFound('finance.profit.errors.sheetNotFound');
  }
  const amount = String(values.expectedLoss ?? '').trim();
  if (!AMOUNT.test(amount) || Number(amount) === 0) {
    throw new AppError(400, 'finance.profit.errors.lossAmount', undefined, {
      expectedLoss: 'finance.profit.errors.lossAmount',
    });
  }
  if (!sheet.profit_local.startsWith('-')) throw new AppError(400, 'finance.profit.errors.lossNotNeeded');
  const open = await ctx.query(
    `SELECT 1 FROM loss_applications WHERE shipment_id = $1 AND state IN ('applied', 'approved')`,
    [values.shipmentId],
  );
  if (open.length > 0) throw new AppError(400, 'finance.profit.errors.lossOpen');
  return {
    ...values,
    expectedLoss: amount,
    branchId: sheet.branch_id,
    localCurrency: sheet.local_currency,
    state: 'applied',
    appliedBy: ctx.auth.userId,
  };
};

/** Loss applications: listed on the shipment's profit within the user's branches, applied through the engine's create. */
export const lossApplicationServer: ServerResource = storedResource(lossApplicationResource, {
  rules: { beforeCreate: beforeApply },
});

export type LossDecision = { id: number; version: number; decision: 'approve' | 'reject'; reason: string | null };

/**
 * Approves or rejects an applied loss application of the user's branches: never the applicant's
 * own (SPEC: the approver differs), a rejection only with its reason; who and when are recorded
 * and audited. Answers the new state.
 */
export const decideLoss = async (query: TxQuery, auth: Auth, input: LossDecision): Promise<string> => {
  const row = (
    await query<{ branch_id: number; state: string; applied_by: number | null; version: number }>(
      'SELECT branch_id, state, applied_by, version FROM loss_applications WHERE id = $1 FOR UPDATE',
      [input.id],
    )
  )[0];
  if (!row || !inScope(auth, { branchId: row.branch_id, companyId: null })) throw notFound();
  if (row.version !== input.version) throw conflict();
  if (row.state !== 'applied') throw new AppError(400, 'finance.profit.errors.lossNotApplied');
  if (row.applied_by === auth.userId) throw new AppError(400, 'finance.profit.errors.lossOwnApplication');
  const reason = input.reason?.trim() || null;
  if (input.decision === 'reject' && !reason) {
    throw new AppError(400, 'finance.profit.errors.lossReasonRequired', undefined, {
      reason: 'finance.profit.errors.lossReasonRequired',
    });
  }
  const state = input.decision === 'approve' ? 'approved' : 'rejected';
  await query(
    `UPDATE loss_applications SET state = $2, decided_by = $3, decided_at = now(), decision_reason = $4,
            updated_at = now(), version = version + 1
      WHERE id = $1`,
    [input.id, state, auth.userId, input.decision === 'reject' ? reason : null],
  );
  await auditIn(query, {
    entity: 'lossApplication',
    entityId: input.id,
    action: `transition:${input.decision}`,
    userId: auth.userId,
    changes: { state: { from: 'applied', to: state }, ...(reason ? { decisionReason: reason } : {}) },
  });
  return state;
};

/**
 * SPEC §4: a shipment whose profit is negative is locked only once one of its loss applications is
 * approved. Refuses the lock otherwise, in the lock's transaction.
 */
export const assertLossApproved = async (query: WriteContext['query'], shipmentId: unknown): Promise<void> => {
  const rows = await query<{ blocked: boolean }>(
    `SELECT cs.profit_local < 0 AND NOT EXISTS (
              SELECT 1 FROM loss_applications a WHERE a.shipment_id = cs.shipment_id AND a.state = 'approved') AS blocked
       FROM charge_sheets cs WHERE cs.shipment_id = $1`,
    [shipmentId],
  );
  if (rows[0]?.blocked) throw new AppError(400, 'finance.profit.errors.lossNotApproved');
};
