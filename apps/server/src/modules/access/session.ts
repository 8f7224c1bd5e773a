import { effectiveTimeZone } from '@tidemark/domain/access/time-zone';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../../http/auth';
import { hashSecret, newSecret, sameHash } from './tokens';

export const SESSION_COOKIE = 'tm_ss';
export const SESSION_IDLE_MS = Number(process.env.SESSION_IDLE_MINUTES ?? 240) * 60_000;
export const SESSION_ABSOLUTE_MS = Number(process.env.SESSION_ABSOLUTE_HOURS ?? 24) * 3_600_000;
const TOUCH_EVERY_MS = 60_000;
const PERMISSION_TTL_MS = 15_000;

type Grants = { permissions: ReadonlySet<string>; branchIds: readonly number[]; at: number };
const grantsCache = new Map<number, Grants>();

/** Drops cached grants after a role, grant or scope change (other nodes follow within 15 s). */
export const forgetGrants = (userId?: number): void => {
  if (userId === undefined) grantsCache.clear();
  else grantsCache.delete(userId);
};

/**
 * SPEC §6: the permission list is the permission strings of permission items (menuType 2)
 * plus the menu URLs of the items the user's roles grant; BMS-target items never count.
 */
export const loadGrants = async (app: FastifyInstance, userId: number, branchId: number | null): Promise<Grants> => {
  const cached = grantsCache.get(userId);
  if (cached && Date.now() - cached.at < PERMISSION_TTL_MS) return cached;
  const rows = await app.database.query<{ menu_type: number; permission: string | null; menu_url: string | null }>(
    `SELECT DISTINCT m.menu_type, m.permission, m.menu_url
       FROM user_roles ur
       JOIN role_menu_items rm ON rm.role_id = ur.role_id
       JOIN menu_items m ON m.id = rm.menu_item_id
      WHERE ur.user_id = $1 AND m.menu_target <> 'BMS'`,
    [userId],
  );
  const permissions = new Set<string>();
  for (const r of rows) {
    if (r.menu_type === 2 && r.permission) permissions.add(r.permission);
    else if (r.menu_url) permissions.add(r.menu_url);
  }
  const scopes = await app.database.query<{ branch_id: number }>(
    'SELECT branch_id FROM user_branch_scopes WHERE user_id = $1',
    [userId],
  );
  const branchIds = [...new Set([...(branchId ? [branchId] : []), ...scopes.map((s) => s.branch_id)])];
  const grants = { permissions, branchIds, at: Date.now() };
  grantsCache.set(userId, grants);
  return grants;
};

const cookieOptions = (req: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: req.protocol === 'https',
  path: '/',
});

/** A new session (a new id at every sign-in): the id goes to the caller, the secret to a cookie. */
export const startSession = async (app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, userId: number) => {
  const sid = newSecret();
  const secret = newSecret();
  await app.database.query(
    `INSERT INTO sessions (sid_hash, secret_hash, user_id, expires_at, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      hashSecret(sid),
      hashSecret(secret),
      userId,
      new Date(Date.now() + SESSION_ABSOLUTE_MS),
      req.ip,
      String(req.headers['user-agent'] ?? '').slice(0, 300),
    ],
  );
  reply.setCookie(SESSION_COOKIE, secret, { ...cookieOptions(req), maxAge: SESSION_ABSOLUTE_MS / 1000 });
  return sid;
};

export const endSession = async (app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) => {
  if (req.auth) {
    await app.database.query('UPDATE sessions SET revoked_at = now() WHERE sid_hash = $1', [
      hashSecret(req.auth.sessionId),
    ]);
  }
  reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
};

const field = (source: unknown, name: string): string | undefined => {
  const v = source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
  return typeof v === 'string' && v.length > 0 && v.length < 200 ? v : undefined;
};

/** The session id of a request: the __sid field (SPEC §7), or the x-sid header on GETs. */
export const requestSid = (req: FastifyRequest): string | undefined => {
  const header = req.headers['x-sid'];
  return (
    field(req.body, '__sid') ??
    (typeof header === 'string' ? field({ h: header }, 'h') : undefined) ??
    field(req.query, '__sid')
  );
};

type SessionRow = {
  session_id: number;
  secret_hash: string;
  last_seen_at: Date;
  expires_at: Date;
  user_id: number;
  user_name: string;
  kind: 'staff' | 'customer';
  status: string;
  company_id: number | null;
  branch_id: number | null;
  time_zone: string | null;
  branch_time_zone: string | null;
};

/**
 * A request is signed in only with both halves: the session id it sends and the HttpOnly cookie
 * secret bound to that session. Neither a stolen id nor a cross-site request carrying only the
 * cookie is enough.
 */
export const resolveAuth = async (app: FastifyInstance, req: FastifyRequest): Promise<Auth | null> => {
  const sid = requestSid(req);
  const secret = req.cookies[SESSION_COOKIE];
  if (!sid || !secret) return null;
  const rows = await app.database.query<SessionRow>(
    `SELECT s.id AS session_id, s.secret_hash, s.last_seen_at, s.expires_at, u.id AS user_id, u.user_name, u.kind,
            u.status, u.company_id, u.branch_id, u.time_zone, COALESCE(b.time_zone, cb.time_zone) AS branch_time_zone
       FROM sessions s JOIN users u ON u.id = s.user_id
       LEFT JOIN branches b ON b.id = u.branch_id
       LEFT JOIN companies c ON c.id = u.company_id
       LEFT JOIN branches cb ON cb.id = c.branch_id
      WHERE s.sid_hash = $1 AND s.revoked_at IS NULL`,
    [hashSecret(sid)],
  );
  const row = rows[0];
  if (!row || !sameHash(row.secret_hash, hashSecret(secret))) return null;
  const now = Date.now();
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (new Date(row.expires_at).getTime() <= now || now - lastSeen > SESSION_IDLE_MS) return null;
  if (row.status === 'disabled') return null;
  if (now - lastSeen > TOUCH_EVERY_MS) {
    await app.database.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [row.session_id]);
  }
  // Accounts waiting for approval may sign in but only see their own account pages.
  const active = row.status === 'active';
  const grants = active
    ? await loadGrants(app, row.user_id, row.branch_id)
    : { permissions: new Set<string>(), branchIds: [] };
  return {
    userId: row.user_id,
    userName: row.user_name,
    kind: row.kind,
    permissions: grants.permissions,
    branchIds: row.kind === 'staff' ? grants.branchIds : [],
    companyId: row.kind === 'customer' && active ? row.company_id : null,
    sessionId: sid,
    timeZone: effectiveTimeZone(row.time_zone, row.branch_time_zone),
  };
};
