import { UPDATE_TO_CW } from '@tidemark/domain/finance/index';
import { cwSubmissionLineResource, cwSubmissionResource } from '@tidemark/domain/finance/submit/index';
import { type ServerResource, storedResource } from '../../../engine/resource';
import { deliverSubmissions } from './deliver';

/**
 * Submissions as the desk lists them. Retry (after an error) makes the entry due again with its
 * attempts counted afresh, and delivers it once the transition has committed; cancel (before a
 * success) names who and when. The shipment's update-to-CW state follows either.
 */
export const cwSubmissionServer: ServerResource = storedResource(cwSubmissionResource, {
  rules: {
    beforeTransition: async (ctx, before, step) => {
      const id = Number(before.id);
      if (step.action === 'retry') {
        // The state moves with the reason in one statement: an error always keeps its reason.
        await ctx.query(
          'UPDATE cw_submissions SET status = $2, attempts = 0, next_attempt_at = now(), error_text = NULL WHERE id = $1',
          [id, UPDATE_TO_CW.updating],
        );
        await ctx.query('UPDATE shipments SET update_to_cw = $2 WHERE id = $1', [
          before.shipmentId,
          UPDATE_TO_CW.updating,
        ]);
      } else {
        await ctx.query(
          'UPDATE cw_submissions SET cancelled_by = $2, cancelled_at = now(), next_attempt_at = NULL WHERE id = $1',
          [id, ctx.auth.userId],
        );
        // The shipment keeps "not update to CW" when that is what it was marked.
        await ctx.query(`UPDATE shipments SET update_to_cw = $2 WHERE id = $1 AND update_to_cw IS DISTINCT FROM $3`, [
          before.shipmentId,
          UPDATE_TO_CW.cancelled,
          UPDATE_TO_CW.notUpdate,
        ]);
      }
    },
    afterCommit: async (ctx, changes) => {
      const retried = changes.filter((c) => c.action === 'transition:retry').map((c) => c.id);
      if (retried.length > 0) await deliverSubmissions(ctx.app, { ids: retried });
    },
  },
});

/** The lines of a submission, read as they stand on the charge sheet (reached through the submission). */
export const cwSubmissionLineServer: ServerResource = {
  def: cwSubmissionLineResource,
  table: 'cw_submission_lines',
  from: `cw_submission_lines t JOIN charge_lines l ON l.id = t.charge_line_id
         LEFT JOIN companies c ON c.id = l.party_company_id`,
  columns: {
    side: 'l.side',
    chargeCode: 'l.charge_code',
    partyName: 'c.name',
    currency: 'l.currency',
    amount: 'l.amount',
    localAmount: 'l.local_amount',
    localCurrency: 'l.local_currency',
  },
  scope: 'none',
};
