import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../../engine/transaction';
import { ok } from '../../../http/envelope';
import { idField } from '../../../http/fields';
import { route } from '../../../http/route';
import { rejectClaim, settleClaim } from './settle';

const today = () => new Date().toISOString().slice(0, 10);
const version = z.coerce.number().int().min(1);

const rejectBody = z.object({
  id: idField,
  version,
  reason: z.string().trim().min(1, 'finance.claims.errors.reasonRequired').max(500, 'validation.tooLong'),
});

const settleBody = z.object({
  id: idField,
  version,
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,13}(\.\d{1,2})?$/, 'validation.number')
    .refine((v) => Number(v) > 0, 'finance.claims.errors.amountPositive'),
  settledOn: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v),
    z.iso.date('validation.invalid').optional(),
  ),
});

/** A claim's decisions beyond the generic transitions: rejecting with a reason, and settling it onto the charge sheet. */
export const registerClaimRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/finance/claimCharge/reject',
    permission: 'claimCharge:reject',
    summary: 'Rejects a submitted or accepted claim of the caller’s branches, with the reason',
    tags: ['finance'],
    body: rejectBody,
    handler: async ({ auth, body, t }) => {
      const saved = await inTransaction(app, (query) => rejectClaim(query, auth, body));
      return ok(saved, t('finance.claims.screen.rejected'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/finance/claimCharge/settle',
    permission: 'claimCharge:settle',
    summary:
      "Records a settlement of an accepted claim, booked as a charge line on its shipment's charge sheet, at most the open amount",
    tags: ['finance'],
    body: settleBody,
    handler: async ({ auth, body, t }) => {
      const claimNo = (
        await app.database.query<{ claimNo: string }>('SELECT claim_no AS "claimNo" FROM claims WHERE id = $1', [
          body.id,
        ])
      )[0]?.claimNo;
      const saved = await inTransaction(app, (query) =>
        settleClaim(query, auth, {
          id: body.id,
          version: body.version,
          amount: body.amount,
          settledOn: body.settledOn ?? today(),
          description: t('finance.claims.line', { claimNo: claimNo ?? String(body.id) }),
        }),
      );
      return ok(saved, t('finance.claims.screen.settled', { chargeLineId: saved.chargeLineId }));
    },
  });
};
