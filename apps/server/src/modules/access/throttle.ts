import type { FastifyInstance } from 'fastify';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MINUTES = 15;

/**
 * Failed sign-ins count per account and client address together, so an attacker elsewhere
 * cannot lock the real user out; the sixth try inside the window gets a 429.
 */
export const tooManyFailures = async (app: FastifyInstance, userKey: string, ip: string): Promise<boolean> => {
  const rows = await app.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_failures
      WHERE user_key = $1 AND ip = $2 AND at > now() - make_interval(mins => $3)`,
    [userKey, ip, FAILURE_WINDOW_MINUTES],
  );
  return (rows[0]?.n ?? 0) >= MAX_FAILURES;
};

export const recordFailure = async (app: FastifyInstance, userKey: string, ip: string): Promise<void> => {
  await app.database.query('INSERT INTO login_failures (user_key, ip) VALUES ($1, $2)', [userKey, ip]);
  await app.database.query(`DELETE FROM login_failures WHERE at < now() - make_interval(mins => $1)`, [
    FAILURE_WINDOW_MINUTES * 4,
  ]);
};

export const clearFailures = async (app: FastifyInstance, userKey: string, ip: string): Promise<void> => {
  await app.database.query('DELETE FROM login_failures WHERE user_key = $1 AND ip = $2', [userKey, ip]);
};
