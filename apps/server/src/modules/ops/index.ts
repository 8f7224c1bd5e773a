import { moduleOf } from '../../engine/module';
import { bookings } from './bookings';
import { cargo } from './cargo';
import { consoles } from './consoles';
import { documents } from './documents';
import { drayage } from './drayage';
import { warehouse } from './warehouse';
import { workbenchPart } from './workbench';

/**
 * The operations desk (see the domain's ops area). The parts' demo data runs in this order:
 * bookings make shipments that consoles group, cargo details and receipts describe, drayage moves.
 */
export const ops = moduleOf('ops', [bookings, consoles, cargo, warehouse, drayage, documents, workbenchPart]);

/** The PDF renderer of printed documents, for other areas' documents (a quotation) in the same layout. */
export { renderDocument } from './documents/render';
