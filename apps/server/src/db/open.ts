import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { type Database, openPostgres } from './database';
import { type EmbeddedOptions, openEmbedded } from './embedded';

export class DataDirBusyError extends Error {}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is a single-process database: a second process on the same data directory would
 * corrupt it. A lock file with the owner's pid makes the second one refuse; a lock left by a
 * process that no longer runs is taken over.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'tidemark.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (owner && owner !== process.pid && alive(owner)) {
        throw new DataDirBusyError(
          `The embedded database in ${dataDir} is already in use by process ${owner}. ` +
            'Stop that process first, use another DATA_DIR, or set DATABASE_URL to a PostgreSQL server.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirBusyError(`Could not lock ${dataDir}`);
};

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR,
 * run on a worker thread so that no statement blocks the server's event loop (embedded.ts).
 */
export const openDatabase = async (
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: EmbeddedOptions = {},
): Promise<Database> => {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl, 10, undefined, { prepare: process.env.DATABASE_PREPARE !== 'off' });
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const database = await openEmbedded(path.join(config.dataDir, 'pg'), options);
    const close = database.close;
    return {
      ...database,
      close: async () => {
        try {
          await close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
};
