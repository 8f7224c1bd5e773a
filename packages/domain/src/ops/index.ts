import { type AreaDef, areaOf } from '../engine/area';
import { BOOKINGS } from './bookings';
import { CARGO } from './cargo';
import { CONSOLES } from './consoles';
import { DOCUMENTS } from './documents';
import { DRAYAGE } from './drayage';
import { WAREHOUSE } from './warehouse';
import { WORKBENCH } from './workbench';

/** The planning area reads whether a booking's state blocks space allocation. */
export { isBlockedForSpaceAllocation } from './bookings/rules';

/**
 * The operations desk: bookings to shipments and consoles, cargo details, documents, warehouse,
 * drayage and depot. Each part is a folder of its own; the shipments they make and move are the
 * shipments core's tables, so tracking reads them without a copy.
 */
export const OPS_AREA: AreaDef = areaOf('ops', [BOOKINGS, CONSOLES, CARGO, WAREHOUSE, DRAYAGE, DOCUMENTS, WORKBENCH]);

/** The printed-document model, for other areas' documents (a quotation) drawn by the same renderer. */
export type { DocField, DocSection, DocumentModel } from './documents/model';
export { formatQuantity, safeFileName } from './documents/model';
