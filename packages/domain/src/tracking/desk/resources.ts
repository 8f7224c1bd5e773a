import { defineResource } from '../../engine/declare';
import type { ResourceDef } from '../../engine/definitions';

/**
 * The tracking desk on the engine: the shipment list (tracking, ansellTracking, LegTracking)
 * and the container list of the data-quality report (containerReport). Numbers filter exactly so
 * every filter of the list is served by an index at a million shipments.
 */
export const shipmentResource: ResourceDef = defineResource({
  name: 'shipment',
  i18n: 'tracking.shipment',
  titleField: 'shipmentNo',
  fields: [
    { name: 'shipmentNo', type: 'text', sortable: true, filter: 'exact', width: 130 },
    { name: 'houseBill', type: 'text', filter: 'exact', width: 140 },
    { name: 'masterBill', type: 'text', filter: 'exact', width: 160 },
    { name: 'bookingNo', type: 'text', filter: 'exact', width: 130 },
    { name: 'quickFilter', type: 'enum', dict: 'quick_filter', filter: 'exact', filterOnly: true, width: 160 },
    // SPEC §3 "status list": several tracking statuses at once.
    {
      name: 'status',
      type: 'enum',
      dict: 'tracking_status',
      sortable: true,
      filter: 'exact',
      multiple: true,
      width: 130,
    },
    { name: 'currentLeg', type: 'enum', dict: 'tracking_leg', filter: 'exact', width: 120 },
    { name: 'mode', type: 'enum', dict: 'shipment_mode', sortable: true, filter: 'exact', width: 90 },
    { name: 'packingMode', type: 'enum', dict: 'packing_mode', filter: 'exact', width: 110 },
    { name: 'originPort', type: 'port', sortable: true, filter: 'exact', width: 150 },
    { name: 'destinationPort', type: 'port', sortable: true, filter: 'exact', width: 150 },
    { name: 'carrierCode', type: 'text', sortable: true, filter: 'exact', width: 100 },
    { name: 'vessel', type: 'text', width: 160 },
    { name: 'voyage', type: 'text', width: 90 },
    { name: 'flightNo', type: 'text', width: 100 },
    { name: 'etd', type: 'datetime', sortable: true, filter: 'range', width: 170, place: { port: 'originPort' } },
    {
      name: 'eta',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      place: { port: 'destinationPort' },
    },
    { name: 'atd', type: 'datetime', sortable: true, width: 170, place: { port: 'originPort' } },
    { name: 'ata', type: 'datetime', sortable: true, width: 170, place: { port: 'destinationPort' } },
    { name: 'lastFreeDay', type: 'date', sortable: true, filter: 'range', width: 120 },
    { name: 'lfdDaysLeft', type: 'number', sortable: true, width: 110 },
    { name: 'companyId', type: 'party', filter: 'exact', width: 200 },
    { name: 'companyCode', type: 'text', filter: 'exact', width: 110 },
    { name: 'companyName', type: 'text', width: 220 },
    { name: 'branchId', type: 'enum', dict: 'branch_office', sortable: true, filter: 'exact', width: 120 },
    { name: 'region', type: 'enum', dict: 'region', filter: 'exact', width: 100 },
    { name: 'archived', type: 'boolean', filter: 'exact', width: 90 },
    { name: 'transload', type: 'boolean', filter: 'exact', width: 90 },
    { name: 'updateToCw', type: 'enum', dict: 'update_to_cw_status', filter: 'exact', width: 140 },
    { name: 'dropMode', type: 'enum', dict: 'drop_mode', filter: 'exact', width: 100 },
    { name: 'railMovement', type: 'enum', dict: 'rail_movement', filter: 'exact', width: 100 },
    { name: 'peelOff', type: 'enum', dict: 'peel_off_status', filter: 'exact', width: 110 },
    { name: 'invoiceReview', type: 'enum', dict: 'invoice_review_status', filter: 'exact', width: 130 },
    { name: 'reportStatus', type: 'enum', dict: 'report_status', filter: 'exact', width: 110 },
    { name: 'moveDataType', type: 'text', filter: 'exact', width: 120 },
    { name: 'originHold', type: 'enum', dict: 'origin_hold', filter: 'exact', width: 120 },
    { name: 'shipmentType', type: 'enum', dict: 'shipment_type', filter: 'exact', width: 110 },
    { name: 'jobStatus', type: 'enum', dict: 'job_status', sortable: true, filter: 'exact', width: 120 },
    { name: 'isaChangeReason', type: 'enum', dict: 'isa_change_reason', filter: 'exact', width: 150 },
    { name: 'packages', type: 'number', sortable: true, width: 90 },
    { name: 'grossWeightKg', type: 'number', sortable: true, width: 120 },
    { name: 'volumeCbm', type: 'number', width: 100 },
    { name: 'goodsDescription', type: 'text', width: 240 },
    // The quick filters as yes/no conditions (quickFilter names one of them): filters, not shipment data.
    { name: 'inLast5Weeks', type: 'boolean', filter: 'exact', filterOnly: true, width: 110 },
    { name: 'inLast7Weeks', type: 'boolean', filter: 'exact', filterOnly: true, width: 110 },
    { name: 'pendingDo10d', type: 'boolean', filter: 'exact', filterOnly: true, width: 120 },
    { name: 'pendingDo21d', type: 'boolean', filter: 'exact', filterOnly: true, width: 120 },
    { name: 'lfdDue', type: 'boolean', filter: 'exact', filterOnly: true, width: 100 },
    { name: 'updatedAt', type: 'datetime', sortable: true, width: 170 },
  ],
});

export const trackingContainerResource: ResourceDef = defineResource({
  name: 'trackingContainer',
  i18n: 'tracking.container',
  titleField: 'containerNo',
  fields: [
    { name: 'containerNo', type: 'container', sortable: true, filter: 'exact', width: 140 },
    { name: 'shipmentNo', type: 'text', sortable: true, filter: 'exact', width: 130 },
    { name: 'isoType', type: 'text', filter: 'exact', width: 90 },
    { name: 'sealNo', type: 'text', width: 130 },
    { name: 'tareKg', type: 'number', width: 100 },
    { name: 'vgmKg', type: 'number', width: 100 },
    { name: 'missingSeal', type: 'boolean', filter: 'exact', width: 110 },
    { name: 'missingVgm', type: 'boolean', filter: 'exact', width: 110 },
    { name: 'missingData', type: 'boolean', filter: 'exact', width: 110 },
    { name: 'status', type: 'enum', dict: 'tracking_status', filter: 'exact', width: 130 },
    { name: 'originPort', type: 'port', filter: 'exact', width: 150 },
    { name: 'destinationPort', type: 'port', filter: 'exact', width: 150 },
    { name: 'carrierCode', type: 'text', filter: 'exact', width: 100 },
    { name: 'etd', type: 'datetime', sortable: true, filter: 'range', width: 170, place: { port: 'originPort' } },
    { name: 'companyName', type: 'text', width: 220 },
    { name: 'branchId', type: 'enum', dict: 'branch_office', filter: 'exact', width: 120 },
  ],
});

export const TRACKING_DESK_RESOURCES: readonly ResourceDef[] = [shipmentResource, trackingContainerResource];
