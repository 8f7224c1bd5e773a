import type { Database } from '../db/database';
import type { Auth } from '../http/auth';

type Query = Pick<Database, 'query'>;

/** The first date range among a list request's filters (f_<field>_from / f_<field>_to), as dates. */
export const periodOf = (body: Readonly<Record<string, unknown>>): { from: string | null; to: string | null } => {
  const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);
  for (const key of Object.keys(body)) {
    const m = /^f_(.+)_(from|to)$/.exec(key);
    if (!m) continue;
    const from = day(body[`f_${m[1]}_from`]);
    const to = day(body[`f_${m[1]}_to`]);
    if (from || to) return { from, to };
  }
  return { from: null, to: null };
};

export type ReportStart = {
  auth: Auth;
  reportName: string;
  reportType: string;
  resource: string;
  fileName: string;
  body: Readonly<Record<string, unknown>>;
};

/** Records a report being generated; answers its id for finishReport. */
export const startReport = async (db: Query, start: ReportStart): Promise<number> => {
  const period = periodOf(start.body);
  const rows = await db.query<{ id: number }>(
    `WITH n AS (SELECT nextval(pg_get_serial_sequence('report_history', 'id'))::int AS id)
     INSERT INTO report_history
       (id, report_no, report_name, report_type, resource, branch_id, period_from, period_to, file_name, requested_by)
     OVERRIDING SYSTEM VALUE
     SELECT n.id, 'RPT' || to_char(now(), 'YYYYMMDD') || '-' || lpad(n.id::text, 6, '0'),
            $1, $2, $3, u.branch_id, $4::date, $5::date, $6, u.id
       FROM n, users u WHERE u.id = $7
     RETURNING id`,
    [start.reportName, start.reportType, start.resource, period.from, period.to, start.fileName, start.auth.userId],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('report history: the requesting user is gone');
  return id;
};

/** Marks a report produced (with its row count) or, when it failed, obsolete. */
export const finishReport = async (db: Query, id: number, rowCount: number | null): Promise<void> => {
  await db.query(
    `UPDATE report_history SET status = $2, row_count = $3, finished_at = now(), updated_at = now() WHERE id = $1`,
    [id, rowCount === null ? 1 : 2, rowCount],
  );
};
