import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../../engine/transaction';
import { ok } from '../../../http/envelope';
import { idField } from '../../../http/fields';
import { route } from '../../../http/route';
import { decideStatement, signStatement } from './statements';

const version = z.coerce.number().int().min(1);
const signatory = z
  .string()
  .trim()
  .min(1, 'customs.compliance.errors.signatoryRequired')
  .max(120, 'validation.tooLong');

const approveBody = z.object({ id: idField, version });
const rejectBody = z.object({
  id: idField,
  version,
  reason: z.string().trim().min(1, 'customs.compliance.errors.reasonRequired').max(200, 'validation.tooLong'),
});
const signBody = z.object({ id: idField, version, signatoryName: signatory, signatoryTitle: signatory });

/** A statement's approval (by a reviewer other than its author) and the customer's signature. */
export const registerComplianceRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/customs/compliance/approve',
    permission: 'complianceWrittenAp:approve',
    summary: 'Approves a submitted compliance statement of the caller’s branches that the caller did not write',
    tags: ['customs'],
    body: approveBody,
    handler: async ({ auth, body, t }) => {
      const state = await inTransaction(app, (query) => decideStatement(query, auth, { ...body, decision: 'approve' }));
      return ok({ id: body.id, state }, t('customs.compliance.screen.approved'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/customs/compliance/reject',
    permission: 'complianceWrittenAp:reject',
    summary:
      'Rejects a submitted compliance statement of the caller’s branches that the caller did not write, with the reason',
    tags: ['customs'],
    body: rejectBody,
    handler: async ({ auth, body, t }) => {
      const state = await inTransaction(app, (query) => decideStatement(query, auth, { ...body, decision: 'reject' }));
      return ok({ id: body.id, state }, t('customs.compliance.screen.rejected'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/customs/compliance/sign',
    permission: 'complianceWrittenSGN:sign',
    summary: 'The customer signs an approved compliance statement of its own company, in force today',
    tags: ['customs'],
    body: signBody,
    handler: async ({ auth, body, t }) => {
      await inTransaction(app, (query) => signStatement(query, auth, body));
      return ok({ id: body.id, state: 'signed' }, t('customs.compliance.screen.signed'));
    },
  });
};
