import { rateImportResource, shipmentRateResource } from '@tidemark/domain/pricing/imports/resources';
import type { ServerResource } from '../../../engine/resource';

/** The import log: the shipment's number and branch, and who imported it. Read-only. */
export const rateImportServerResource: ServerResource = {
  def: rateImportResource,
  table: 'pricing_rate_imports',
  from: 'pricing_rate_imports t JOIN shipments s ON s.id = t.shipment_id LEFT JOIN users u ON u.id = t.user_id',
  columns: { shipmentNo: 's.shipment_no', branchId: 's.branch_id', importedBy: 'u.display_name' },
  scope: 'branch',
  scopeColumns: { branch: 's.branch_id' },
};

/** The shipments' rate lines, seen by the staff of the shipment's branches (not the charging branch's). */
export const shipmentRateServerResource: ServerResource = {
  def: shipmentRateResource,
  table: 'pricing_shipment_rates',
  from: 'pricing_shipment_rates t JOIN shipments s ON s.id = t.shipment_id LEFT JOIN pricing_rate_imports i ON i.id = t.import_id',
  columns: { shipmentNo: 's.shipment_no', fileName: 'i.file_name', quantity: 't.quantity::text' },
  scope: 'branch',
  scopeColumns: { branch: 's.branch_id' },
};
