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
    uploadedBy: 'u.display_name',
  },
  scope: 'branch',
  scopeColumns: { branch: 't.branch_id', company: 't.company_id' },
};

export const trackingUploadRowServerResource: ServerResource = {
  def: trackingUploadRowResource,
  table: 'tracking_upload_rows',
  from: 'tracking_upload_rows t JOIN tracking_uploads u ON u.id = t.upload_id',
  columns: {
    fileName: 'u.file_name',
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
