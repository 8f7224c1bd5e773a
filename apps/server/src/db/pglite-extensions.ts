import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The PostgreSQL extensions the migrations create, loaded into every embedded database. */
export const PGLITE_EXTENSIONS = { pg_trgm } as const;

/**
 * Settings beyond PGlite's own. The embedded database has one backend, no replica and no archive,
 * and PGlite already runs it without fsync, so what PostgreSQL writes for those is work for nothing:
 * - wal_level minimal (which needs max_wal_senders 0): an index built whole, as the bulk loads'
 *   rebuilds are, goes to its file once and not also into the write-ahead log;
 * - full_page_writes off: whole-page copies after each checkpoint guard against a page torn by a
 *   power cut, which a database without fsync is not protected from anyway;
 * - wal_init_zero off: a new write-ahead log file is not first filled with zeros, a second write
 *   of every byte a large load logs before the log files are recycled;
 * - max_wal_size and checkpoint_timeout: a load of millions of rows is not cut by a checkpoint
 *   every gigabyte, each writing out pages that the next minutes change again;
 * - work_mem: the one backend's sorts and hashes (a seed's set-based inserts over a million
 *   shipments, a report's aggregates) stay in memory;
 * - maintenance_work_mem: an index over a million rows is sorted in memory.
 * shared_buffers stays at PGlite's 128MB: its pages are taken up front, in every instance.
 */
const SETTINGS: Record<string, string> = {
  wal_level: 'minimal',
  max_wal_senders: '0',
  full_page_writes: 'off',
  wal_init_zero: 'off',
  max_wal_size: '4GB',
  checkpoint_timeout: '30min',
  work_mem: '64MB',
  maintenance_work_mem: '512MB',
};

/** PGlite's own start parameters with the settings above, for every embedded database. */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...Object.entries(SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];
