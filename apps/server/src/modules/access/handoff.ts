import type { FastifyInstance } from 'fastify';
import { consumeToken, issueToken } from './accounts';

/**
 * SPEC §2 token hand-off: a signed-in user crossing to the carrier-brand host takes a token
 * that works once, within 60 seconds, instead of carrying the session id across hosts.
 */
export const mintHandoff = (app: FastifyInstance, userId: number): Promise<string> =>
  issueToken(app, userId, 'handoff');

export type HandoffResult =
  | { ok: true; userId: number }
  | { ok: false; messageKey: 'access.handoffInvalid' | 'access.disabled' | 'access.confirmEmailFirst' };

/** Uses the token up; the account must still be allowed to sign in, as at login. */
export const exchangeHandoff = async (app: FastifyInstance, token: string): Promise<HandoffResult> => {
  const used = await consumeToken(app, token, 'handoff');
  if (!used) return { ok: false, messageKey: 'access.handoffInvalid' };
  const rows = await app.database.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [used.userId]);
  const status = rows[0]?.status;
  if (!status) return { ok: false, messageKey: 'access.handoffInvalid' };
  if (status === 'disabled') return { ok: false, messageKey: 'access.disabled' };
  if (status === 'pending_email') return { ok: false, messageKey: 'access.confirmEmailFirst' };
  return { ok: true, userId: used.userId };
};
