import type { FastifyInstance } from 'fastify';

export type AuditEntry = {
  entity: string;
  entityId: string | number;
  action: string;
  userId: number | null;
  changes: Record<string, unknown>;
};

/** Records who changed what; one row per create, update, delete or grant change. */
export const audit = async (app: FastifyInstance, entry: AuditEntry): Promise<void> => {
  await app.database.query(
    'INSERT INTO audit_log (entity, entity_id, action, user_id, changes) VALUES ($1, $2, $3, $4, $5::text::jsonb)',
    [entry.entity, String(entry.entityId), entry.action, entry.userId, JSON.stringify(entry.changes)],
  );
};

/** The fields whose values differ, as { field: { from, to } }, for update rows. */
export const diff = <T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, to] of Object.entries(after)) {
    const from = before[key];
    // JSON compares dates by instant and id lists by content.
    if (JSON.stringify(from) !== JSON.stringify(to)) out[key] = { from, to };
  }
  return out;
};
