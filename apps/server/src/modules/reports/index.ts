import type { Module } from '../../engine/module';
import { REPORT_HISTORY_SERVER_RESOURCE } from './resources';
import * as tables from './schema';
import { seedReportHistory } from './seed';

/** The report history (historyPage): every export the engine streamed, as a list of its own. */
export const reports: Module = {
  key: 'reports',
  tables,
  resources: [REPORT_HISTORY_SERVER_RESOURCE],
  seed: seedReportHistory,
};
