import type { FastifyInstance } from 'fastify';
import type { CommittedChange } from '../../../engine/resource';
import { inTransaction } from '../../../engine/transaction';
import {
  type Lanes,
  refreshCostSummary,
  refreshExportCosts,
  refreshPredictions,
  refreshWeightedCosts,
} from './analytics';

/**
 * The computed cost tables are rebuilt whole, so two rebuilds at once would each delete and insert
 * the same rows: one transaction-scoped lock makes a second wait for the first.
 */
export const lockRefresh = (query: (sql: string) => Promise<unknown>) =>
  query("SELECT pg_advisory_xact_lock(hashtext('pricing.costs.refresh'))");

/**
 * Recomputes the computed costs of some lanes (every one with null), in the order they read each
 * other: the cost summary, then the weighted, export and predicted costs. Answers the summary's rows.
 */
export const refreshCosts = (app: FastifyInstance, asOf: Date, lanes: Lanes): Promise<number> =>
  inTransaction(app, async (query) => {
    await lockRefresh(query);
    const summary = await refreshCostSummary(query, asOf, lanes);
    await refreshWeightedCosts(query, asOf, lanes);
    await refreshExportCosts(query, asOf, lanes);
    await refreshPredictions(query, asOf, lanes);
    return summary;
  });

/** The value a change left a field at, or had before it ({ from, to } of an update, a created value). */
const changed = (change: CommittedChange, field: string, side: 'from' | 'to'): unknown => {
  const value = change.changes[field];
  if (value && typeof value === 'object' && 'from' in value && 'to' in value) {
    return (value as { from: unknown; to: unknown })[side];
  }
  return side === 'to' ? value : undefined;
};

/**
 * After cost rates were written and committed (tariffs of kind cost, by their header or their
 * lines): the lanes whose computed costs they move are recomputed at once, rather than at the next
 * Recompute. `tariffs` are the changes of tariff headers, `lines` those of their charge lines. A
 * rate moved to another lane, or turned from or into a cost rate, refreshes its former lane too.
 */
export const refreshCostsAfter = async (
  app: FastifyInstance,
  written: { tariffs?: readonly CommittedChange[]; lines?: readonly CommittedChange[] },
): Promise<void> => {
  const tariffs = written.tariffs ?? [];
  const lines = written.lines ?? [];
  const tariffIds = [
    ...tariffs.map((c) => c.id),
    ...lines.map((c) => Number(changed(c, 'tariffId', 'to') ?? changed(c, 'tariffId', 'from'))),
  ].filter((id) => Number.isInteger(id) && id > 0);
  const rows = await app.database.query<{ id: number; pol: string; pod: string; kind: string }>(
    `SELECT t.id, t.pol, t.pod, t.kind FROM pricing_tariffs t
      WHERE t.id = ANY($1::int[]) OR t.id IN (SELECT l.tariff_id FROM pricing_tariff_lines l WHERE l.id = ANY($2::int[]))`,
    [tariffIds, lines.map((c) => c.id)],
  );
  const lanes = new Map<string, { pol: string; pod: string }>();
  const add = (pol: unknown, pod: unknown) => {
    if (typeof pol === 'string' && typeof pod === 'string') lanes.set(`${pol}|${pod}`, { pol, pod });
  };
  for (const row of rows) {
    const change = tariffs.find((c) => c.id === row.id);
    const wasCost = change ? changed(change, 'kind', 'from') === 'cost' : false;
    if (row.kind !== 'cost' && !wasCost) continue;
    add(row.pol, row.pod);
    if (change) add(changed(change, 'pol', 'from') ?? row.pol, changed(change, 'pod', 'from') ?? row.pod);
  }
  if (lanes.size > 0) await refreshCosts(app, new Date(), [...lanes.values()]);
};
