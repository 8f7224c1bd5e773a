import { DECLARATION_REJECTABLE, type DeclarationState } from '@tidemark/domain/customs/declarations/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditIn, inTransaction, type TxQuery } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { AppError, conflict, notFound } from '../../../http/errors';
import { idField } from '../../../http/fields';
import { route } from '../../../http/route';
import { recordResult } from './resources';

const rejectBody = z.object({
  id: idField,
  version: z.coerce.number().int().min(1),
  reason: z
    .string({ error: 'customs.declarations.errors.reasonRequired' })
    .trim()
    .min(1, 'customs.declarations.errors.reasonRequired')
    .max(500, 'validation.tooLong'),
});

/**
 * Records customs' rejection of a submitted or accepted declaration of the caller's branches: the
 * reason, who and when on the declaration, a result row, and the audit entry.
 */
export const rejectDeclaration = async (
  query: TxQuery,
  auth: Auth,
  input: z.infer<typeof rejectBody>,
): Promise<{ id: number; version: number }> => {
  const [row] = await query<{ id: number; status: DeclarationState; version: number }>(
    `SELECT id, status, version FROM customs_declarations
      WHERE id = $1 AND branch_id = ANY ($2::int[]) FOR UPDATE`,
    [input.id, auth.branchIds],
  );
  if (!row) throw notFound();
  if (row.version !== input.version) throw conflict();
  if (!DECLARATION_REJECTABLE.includes(row.status)) {
    throw new AppError(409, 'customs.declarations.errors.notRejectable');
  }
  const [saved] = await query<{ version: number }>(
    `UPDATE customs_declarations SET status = 'rejected', reject_reason = $2, decided_by = $3, decided_at = now(),
            version = version + 1, updated_at = now()
      WHERE id = $1 RETURNING version`,
    [row.id, input.reason, auth.userId],
  );
  await recordResult(query, row.id, 'rejected', input.reason, auth.userId);
  await auditIn(query, {
    entity: 'customsDeclaration',
    entityId: row.id,
    action: 'reject',
    userId: auth.userId,
    changes: { status: { from: row.status, to: 'rejected' }, rejectReason: input.reason },
  });
  return { id: row.id, version: Number(saved?.version) };
};

/** A declaration's rejection by customs, which needs its reason beyond the generic transitions. */
export const registerDeclarationRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/customs/declaration/reject',
    permission: 'declaration:reject',
    summary:
      'Records customs’ rejection of a submitted or accepted declaration of the caller’s branches, with the reason',
    tags: ['customs'],
    body: rejectBody,
    handler: async ({ auth, body, t }) => {
      const saved = await inTransaction(app, (query) => rejectDeclaration(query, auth, body));
      return ok(saved, t('customs.declarations.screen.rejected'));
    },
  });
};
