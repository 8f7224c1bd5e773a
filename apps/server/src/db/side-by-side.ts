import { availableParallelism } from 'node:os';
import type { Database } from './database';

/**
 * How many statements of a bulk load run side by side: a PostgreSQL server gives each connection
 * a process, so independent statements (index builds, refreshes over disjoint ids, loads of
 * unrelated tables) use as many cores as the machine has; the embedded database runs one
 * statement at a time whatever it is given.
 */
export const bulkWidth = (database: Database): number =>
  database.kind === 'postgres' ? Math.max(1, Math.min(4, availableParallelism())) : 1;

/**
 * Runs tasks with at most `width` of them at once, in the order given, and fails with the first
 * failure once the tasks already started have settled (none is left running behind the caller).
 */
export const sideBySide = async (tasks: readonly (() => Promise<unknown>)[], width: number): Promise<void> => {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (failure === undefined && next < tasks.length) {
      const task = tasks[next++] as () => Promise<unknown>;
      try {
        await task();
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, tasks.length)) }, lane));
  if (failure) throw failure.error;
};
