import { formatReference, type InquiryKind, REFERENCE_PREFIXES } from '@tidemark/domain/site/forms/index';
import type { Database } from '../../../db/database';

/**
 * The next reference of a kind for the current year. The counter row is bumped in one
 * statement, so two servers on one PostgreSQL never hand out the same number.
 */
export const nextReference = async (database: Database, kind: InquiryKind, now: Date): Promise<string> => {
  const year = now.getUTCFullYear();
  const prefix = REFERENCE_PREFIXES[kind];
  const rows = await database.query<{ serial: number }>(
    `INSERT INTO inquiry_counters (prefix, year, last_serial) VALUES ($1, $2, 1)
     ON CONFLICT (prefix, year) DO UPDATE SET last_serial = inquiry_counters.last_serial + 1
     RETURNING last_serial AS serial`,
    [prefix, year],
  );
  return formatReference(kind, year, rows[0]?.serial ?? 1);
};
