import type { ModulePart } from '../../../engine/module';
import { registerDatevRoutes } from './routes';

/** The DATEV export: a period's invoices as an EXTF booking batch, streamed in batches. */
export const datev: ModulePart = { routes: registerDatevRoutes };
