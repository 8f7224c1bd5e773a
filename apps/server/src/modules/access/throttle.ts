import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../../http/client-address';
import { tooManyRequests } from '../../http/errors';
import { hashSecret, newSecret } from './tokens';

/**
 * How password guessing is limited, in one place. Every check of a password (sign-in, and the
 * current password asked by a password or e-mail change) goes through checkCredentials(); a
 * wrong password or verification code counts as a failure, a right one never does, and a right
 * one clears the failures of that account from that address. Addresses are counted as
 * addressKey() reads them (IPv6 by /64), behind the proxies TRUST_PROXY names. A refused
 * attempt (429) is not counted, so a client that keeps trying does not lengthen its wait.
 *
 * A browser that signed in as an account is remembered for it (an HttpOnly cookie holding a
 * random token, stored as a hash): it is not held back by the limits of its address or of the
 * whole server, so an attacker sharing a real user's address (an office, a carrier-grade NAT)
 * cannot lock that user out, only itself; and its sign-ins leave the failures on record alone,
 * since they may be the attacker's. A remembered browser that fails five times for the account
 * is forgotten and counted like any other.
 */
export const SIGN_IN_LIMITS = {
  /** Failures for one account from one address: then that pair waits. */
  accountFromAddress: { failures: 5, minutes: 15 },
  /** Failures from one address, whatever the user names (spraying from one place): then the address waits. */
  address: { failures: 10, minutes: 15 },
  /** Failures on the whole server (spraying from many addresses): then only remembered browsers sign in. */
  everywhere: { failures: 100, minutes: 1 },
  /** A browser is remembered this long after its last sign-in, and forgotten after this many failures. */
  rememberedBrowser: { days: 90, failures: 5 },
} as const;

/**
 * Requests per minute and address of the other credential routes (sign-up, reset, e-mail
 * links, hand-off), whose tokens are 256 random bits and cannot be guessed.
 */
export const CREDENTIAL_ROUTES_PER_MINUTE = {
  captcha: 60,
  signUp: 10,
  forgot: 10,
  verifyEmail: 30,
  resetPassword: 20,
  changePassword: 20,
  changeEmail: 10,
  confirmEmailChange: 30,
  handoffExchange: 20,
} as const;

export const KNOWN_BROWSER_COOKIE = 'tm_kb';

type Window = { failures: number; minutes: number };

/**
 * Seconds until fewer than `failures` failures matching the condition remain in the window, or
 * null when there are fewer already: the `failures`-th newest is the one that has to expire.
 */
const waitFor = async (
  app: FastifyInstance,
  condition: string,
  params: unknown[],
  { failures, minutes }: Window,
): Promise<number | null> => {
  const n = params.length;
  const rows = await app.database.query<{ wait: number }>(
    `SELECT ceil(extract(epoch FROM at + make_interval(mins => $${n + 1}) - now()))::int AS wait
       FROM login_failures
      WHERE ${condition} AND at > now() - make_interval(mins => $${n + 1})
      ORDER BY at DESC OFFSET $${n + 2} LIMIT 1`,
    [...params, minutes, failures - 1],
  );
  const wait = rows[0]?.wait;
  return wait === undefined ? null : Math.max(1, wait);
};

const knownCookie = (req: FastifyRequest) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: req.protocol === 'https',
  path: '/account',
  maxAge: SIGN_IN_LIMITS.rememberedBrowser.days * 86_400,
});

const knownToken = (req: FastifyRequest): string | undefined => {
  const token = req.cookies?.[KNOWN_BROWSER_COOKIE];
  return token && token.length >= 40 && token.length <= 64 ? token : undefined;
};

const isRemembered = async (app: FastifyInstance, token: string, userKey: string): Promise<boolean> => {
  const rows = await app.database.query(
    `SELECT 1 FROM known_browsers
      WHERE token_hash = $1 AND user_key = $2 AND failures < $3
        AND last_used_at > now() - make_interval(days => $4)`,
    [hashSecret(token), userKey, SIGN_IN_LIMITS.rememberedBrowser.failures, SIGN_IN_LIMITS.rememberedBrowser.days],
  );
  return rows.length > 0;
};

/** Remembers the browser for the account: its own token when it has one the server issued, else a new one. */
const remember = async (app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, userKey: string) => {
  const { days } = SIGN_IN_LIMITS.rememberedBrowser;
  const given = knownToken(req);
  const issued =
    given &&
    (await app.database.query('SELECT 1 FROM known_browsers WHERE token_hash = $1 LIMIT 1', [hashSecret(given)]))
      .length > 0;
  const token = issued && given ? given : newSecret();
  await app.database.query(
    `INSERT INTO known_browsers (token_hash, user_key) VALUES ($1, $2)
     ON CONFLICT (token_hash, user_key) DO UPDATE SET failures = 0, last_used_at = now()`,
    [hashSecret(token), userKey],
  );
  await app.database.query('DELETE FROM known_browsers WHERE last_used_at < now() - make_interval(days => $1)', [days]);
  reply.setCookie(KNOWN_BROWSER_COOKIE, token, knownCookie(req));
};

export type CredentialCheck = {
  /** A wrong password or code: counted for the account, the address and the server. */
  failed: () => Promise<void>;
  /** The right password: the account's failures from this address are cleared and, with a reply, the browser remembered. */
  succeeded: (reply?: FastifyReply) => Promise<void>;
};

/**
 * Answers 429 with Retry-After when the account, the address or the whole server has failed too
 * often (a remembered browser is held back only by its own failures); otherwise the check
 * goes ahead and reports how it went.
 */
export const checkCredentials = async (
  app: FastifyInstance,
  req: FastifyRequest,
  userName: string,
): Promise<CredentialCheck> => {
  const userKey = userName.trim().toLowerCase();
  const address = addressKey(req.ip);
  const token = knownToken(req);
  const remembered = token ? await isRemembered(app, token, userKey) : false;
  if (!remembered) {
    const account = await waitFor(
      app,
      'user_key = $1 AND ip = $2',
      [userKey, address],
      SIGN_IN_LIMITS.accountFromAddress,
    );
    if (account !== null) throw tooManyRequests('access.tooManyAttempts', account);
    const fromAddress = await waitFor(app, 'ip = $1', [address], SIGN_IN_LIMITS.address);
    if (fromAddress !== null) throw tooManyRequests('access.tooManyAttempts', fromAddress);
    const everywhere = await waitFor(app, 'true', [], SIGN_IN_LIMITS.everywhere);
    if (everywhere !== null) throw tooManyRequests('access.signInPaused', everywhere);
  }
  return {
    failed: async () => {
      await app.database.query('INSERT INTO login_failures (user_key, ip) VALUES ($1, $2)', [userKey, address]);
      const longest = Math.max(SIGN_IN_LIMITS.accountFromAddress.minutes, SIGN_IN_LIMITS.address.minutes);
      await app.database.query('DELETE FROM login_failures WHERE at < now() - make_interval(mins => $1)', [
        longest * 4,
      ]);
      if (remembered && token) {
        await app.database.query(
          'UPDATE known_browsers SET failures = failures + 1 WHERE token_hash = $1 AND user_key = $2',
          [hashSecret(token), userKey],
        );
      }
    },
    succeeded: async (reply) => {
      if (remembered && token) {
        // The failures on record from this address may be an attacker's: they stay, and keep
        // holding back everyone but this browser.
        await app.database.query(
          'UPDATE known_browsers SET failures = 0, last_used_at = now() WHERE token_hash = $1 AND user_key = $2',
          [hashSecret(token), userKey],
        );
        if (reply) reply.setCookie(KNOWN_BROWSER_COOKIE, token, knownCookie(req));
        return;
      }
      await app.database.query('DELETE FROM login_failures WHERE user_key = $1 AND ip = $2', [userKey, address]);
      if (reply) await remember(app, req, reply, userKey);
    },
  };
};
