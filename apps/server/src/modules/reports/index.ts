import type { Module } from '../../engine/module';
import * as tables from './schema';
import { seedReportHistory } from './seed';

/**
 * The report history (historyPage): every export the engine streamed, as a list of its own. The
 * list is served from its declared store; the table is typed for the engine's writes.
 */
export const reports: Module = {
  key: 'reports',
  tables,
  seed: seedReportHistory,
};
