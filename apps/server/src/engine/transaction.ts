import type { FastifyInstance } from 'fastify';
import type { Row } from '../db/database';
import type { AuditEntry } from './audit';
import type { WriteContext } from './resource';

export type TxQuery = WriteContext['query'];

type PgliteTransactions = {
  transaction: <T>(
    fn: (tx: { query: <R>(sql: string, params?: unknown[]) => Promise<{ rows: R[] }> }) => Promise<T>,
  ) => Promise<T>;
};

/** drizzle's handle on the PGlite instance (`db.$client`), when it has one. */
const pgliteClient = (app: FastifyInstance): PgliteTransactions | undefined => {
  const client = (app.database.db as unknown as { $client?: unknown }).$client;
  return client && typeof (client as Partial<PgliteTransactions>).transaction === 'function'
    ? (client as PgliteTransactions)
    : undefined;
};

/**
 * Runs fn in one transaction. PostgreSQL, and the server's embedded database on its worker
 * thread (a pool of its one connection): one pooled connection with BEGIN/COMMIT, which others
 * wait for. An in-process PGlite (the tests) has a single connection shared by every request, so
 * a bare BEGIN would take other requests' statements into the transaction; its transaction()
 * holds them back until COMMIT instead. Inside fn, use only the given query: app.database.query
 * would wait for the transaction on the embedded database.
 */
export const inTransaction = async <T>(app: FastifyInstance, fn: (query: TxQuery) => Promise<T>): Promise<T> => {
  const pglite = app.database.kind === 'pglite' ? pgliteClient(app) : undefined;
  if (pglite) {
    return pglite.transaction((tx) =>
      fn(async <R extends Row = Row>(sql: string, values: unknown[] = []) => (await tx.query<R>(sql, values)).rows),
    );
  }
  return app.database.session(async (conn) => {
    await conn.query('BEGIN');
    try {
      const result = await fn(conn.query);
      await conn.query('COMMIT');
      return result;
    } catch (error) {
      await conn.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
};

/** The audit row of engine/audit.ts, written inside the change's own transaction. */
export const auditIn = async (query: TxQuery, entry: AuditEntry): Promise<void> => {
  await query(
    'INSERT INTO audit_log (entity, entity_id, action, user_id, changes) VALUES ($1, $2, $3, $4, $5::text::jsonb)',
    [entry.entity, String(entry.entityId), entry.action, entry.userId, JSON.stringify(entry.changes)],
  );
};
