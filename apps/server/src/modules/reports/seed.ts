import { AREAS, type Language, translate } from '@tidemark/domain';
import type { Database } from '../../db/database';
import { attachment } from '../../engine/export';
import type { DemoSeed } from '../../engine/module';

/**
 * Demo report history: the exports the demo staff made over the last weeks, each named as the
 * export names its file (the page title in the user's language and the time), with the period
 * its date filter covered and the rows it held; one download that broke off is obsolete.
 */

type Export = {
  user: string;
  page: string;
  hoursAgo: number;
  /** Days of the date filter, ending the day before the export; none when unfiltered. */
  periodDays?: number;
  rows: number | null;
};

const EXPORTS: readonly Export[] = [
  { user: 'csr', page: 'tracking', hoursAgo: 20 * 24 + 3, periodDays: 30, rows: 212 },
  { user: 'manager', page: 'containerReport', hoursAgo: 16 * 24 + 6, periodDays: 14, rows: 148 },
  { user: 'ops', page: 'dwContainerEvent', hoursAgo: 12 * 24 + 2, periodDays: 7, rows: 1260 },
  { user: 'sales', page: 'customer', hoursAgo: 9 * 24 + 5, rows: 38 },
  { user: 'ops', page: 'ansellTracking', hoursAgo: 6 * 24 + 1, periodDays: 7, rows: null },
  { user: 'ops', page: 'ansellTracking', hoursAgo: 6 * 24, periodDays: 7, rows: 96 },
  { user: 'csr', page: 'etanotification', hoursAgo: 4 * 24 + 7, periodDays: 30, rows: 17 },
  { user: 'admin', page: 'dwEventFile', hoursAgo: 2 * 24 + 4, rows: 5 },
  { user: 'manager', page: 'sailingSchedule', hoursAgo: 26, periodDays: 28, rows: 64 },
  { user: 'csr', page: 'tracking', hoursAgo: 5, periodDays: 7, rows: 57 },
];

const HOUR = 3600_000;
const PAGES = new Map(AREAS.flatMap((a) => a.pages).map((p) => [p.url, p]));

export const seedReportHistory = async (database: Database, demo: DemoSeed): Promise<void> => {
  if (((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM report_history'))[0]?.n ?? 0) > 0) return;
  const users = new Map(
    (
      await database.query<{ id: number; user_name: string; branch_id: number | null; language: Language }>(
        `SELECT id, user_name, branch_id, language FROM users WHERE kind = 'staff'`,
      )
    ).map((u) => [u.user_name, u]),
  );
  for (const [i, e] of EXPORTS.entries()) {
    const user = users.get(e.user);
    const page = PAGES.get(e.page);
    if (!user || !page?.resource) continue;
    const at = new Date(demo.asOf.getTime() - e.hoursAgo * HOUR + ((i * 17) % 50) * 60_000 + i * 7000);
    const title = translate(user.language, page.titleKey);
    const fileName = decodeURIComponent(attachment(title, page.resource, at).split("''")[1] ?? '');
    const day = (offset: number) => new Date(at.getTime() + offset * 24 * HOUR).toISOString().slice(0, 10);
    await database.query(
      `INSERT INTO report_history
         (id, report_no, report_name, report_type, resource, branch_id, period_from, period_to, status, row_count,
          file_name, requested_by, requested_at, finished_at, updated_at)
       OVERRIDING SYSTEM VALUE
       SELECT n.id, 'RPT' || to_char($12::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || '-' || lpad(n.id::text, 6, '0'),
              $1, $2, $3, $4, $5::date, $6::date, $7, $8, $9, $10, $12, $11, $11
         FROM (SELECT nextval(pg_get_serial_sequence('report_history', 'id'))::int AS id) n`,
      [
        title,
        page.url,
        page.resource,
        user.branch_id,
        e.periodDays ? day(-e.periodDays) : null,
        e.periodDays ? day(-1) : null,
        e.rows === null ? 1 : 2,
        e.rows,
        fileName,
        user.id,
        new Date(at.getTime() + (e.rows === null ? 90_000 : 2000 + (e.rows ?? 0) * 5)),
        at,
      ],
    );
  }
};
