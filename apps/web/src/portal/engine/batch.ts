import { MAX_BATCH_ROWS } from '@tidemark/domain';

export type BatchProblem = 'empty' | 'tooMany' | 'inconsistent';

/** Catalog keys of the problems, with the parameters their texts take. */
export const BATCH_PROBLEM_KEYS: Record<BatchProblem, string> = {
  empty: 'messages.requiredMissing',
  tooMany: 'engine.batchTooMany',
  inconsistent: 'engine.batchInconsistent',
};

const same = (rows: readonly Readonly<Record<string, unknown>>[], field: string): boolean =>
  new Set(rows.map((r) => JSON.stringify(r[field] ?? null))).size <= 1;

/**
 * SPEC §5: bulk actions need a selection; a batch update needs a non-empty selection of at most
 * 20 rows that is consistent: the rows agree on the field being changed (for a transition, on
 * the state it starts from). The server checks the same.
 */
export const batchProblem = (
  rows: readonly Readonly<Record<string, unknown>>[],
  field?: string,
): BatchProblem | null => {
  if (rows.length === 0) return 'empty';
  if (rows.length > MAX_BATCH_ROWS) return 'tooMany';
  if (field !== undefined && !same(rows, field)) return 'inconsistent';
  return null;
};
