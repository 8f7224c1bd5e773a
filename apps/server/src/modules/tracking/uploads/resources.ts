import {
  containerEventResource,
  trackingNodeResource,
  trackingUploadResource,
  trackingUploadRowResource,
} from '@tidemark/domain/tracking/uploads/resources';
import type { ServerResource } from '../../../engine/resource';

/** Read-only lists over stored uploads, their rows, the container events and the tracking nodes. */
export const trackingUploadServerResource: ServerResource = {
  def: trackingUploadResource,
  table: 'tracking_uploads',
  from: 'tracking_uploads t JOIN users u ON u.id = t.user_id',
  columns: {
    fileName: 't.file_name',
    fileType: 't.file_type',
    fileSize: 't.file_size',
    uploadState: 't.upload_state',
    importState: 't.import_state',
    totalRows: 't.total_rows',
    importedRows: 't.imported_rows',
    failedRows: 't.failed_rows',
    uploadedBy: 'u.display_name',
    branchId: 't.branch_id',
    createdAt: 't.created_at',
    finishedAt: 't.finished_at',
  },
  scope: 'branch',
  scopeColumns: { branch: 't.branch_id', company: 't.company_id' },
};

export const trackingUploadRowServerResource: ServerResource = {
  def: trackingUploadRowResource,
  table: 'tracking_upload_rows',
  from: 'tracking_upload_rows t JOIN tracking_uploads u ON u.id = t.upload_id',
  columns: {
    uploadId: 't.upload_id',
    fileName: 'u.file_name',
    rowNo: 't.row_no',
    containerNo: 't.container_no',
    eventCode: 't.event_code',
    status: 't.status',
    location: 't.location',
    eventTime: 't.event_time',
    occurredAt: 't.occurred_at',
    eta: 't.eta',
    vessel: 't.vessel',
    voyage: 't.voyage',
    remarks: 't.remarks',
    importState: 't.import_state',
    errorsEn: 't.errors_en',
    errorsZh: 't.errors_zh',
    createdAt: 't.created_at',
  },
  scope: 'branch',
  scopeColumns: { branch: 'u.branch_id', company: 'u.company_id' },
};

export const containerEventServerResource: ServerResource = {
  def: containerEventResource,
  table: 'tracking_events',
  from: 'tracking_events t JOIN shipments s ON s.id = t.shipment_id LEFT JOIN containers c ON c.id = t.container_id',
  columns: {
    containerNo: 'c.container_no',
    shipmentNo: 's.shipment_no',
    code: 't.code',
    status: 't.status',
    leg: 't.leg',
    location: 't.location',
    occurredAt: 't.occurred_at',
    timeZone: 't.time_zone',
    source: 't.source',
    createdAt: 't.created_at',
  },
  scope: 'branch',
  scopeColumns: { branch: 's.branch_id', company: 's.company_id' },
};

export const trackingNodeServerResource: ServerResource = {
  def: trackingNodeResource,
  table: 'tracking_nodes',
  // Left joins on unique keys, and the scope on the node itself: a page of ids or a count that
  // needs neither number reads only the nodes' index.
  from: 'tracking_nodes t LEFT JOIN shipments s ON s.id = t.shipment_id LEFT JOIN containers c ON c.id = t.container_id',
  columns: {
    shipmentNo: 's.shipment_no',
    containerNo: 'c.container_no',
    leg: 't.leg',
    lastCode: 't.last_code',
    lastStatus: 't.last_status',
    lastLocation: 't.last_location',
    startedAt: 't.started_at',
    lastAt: 't.last_at',
    eventCount: 't.event_count',
  },
  scope: 'branch',
  scopeColumns: { branch: 't.branch_id', company: 't.company_id' },
};

export const TRACKING_UPLOAD_SERVER_RESOURCES: readonly ServerResource[] = [
  trackingUploadServerResource,
  trackingUploadRowServerResource,
  containerEventServerResource,
  trackingNodeServerResource,
];
