import type { ModulePart } from '../../../engine/module';
import { registerDocumentRoutes } from './routes';
import * as tables from './schema';
import { seedBillParties } from './seed';

export { renderDocument } from './render';

/**
 * Booking confirmations, house bills and manifests as PDF in both languages, made on request from
 * the records (render.ts draws any document model of the domain's documents.ts). The part keeps
 * the parties a house bill prints (bill_parties) and serves the downloads.
 */
export const documents: ModulePart = {
  tables,
  routes: registerDocumentRoutes,
  seed: seedBillParties,
  seedAlongside: true,
};
