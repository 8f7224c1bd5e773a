import type { FieldDef, ResourceDef } from '../../engine/definitions';

/**
 * The tracking desk on the engine: the shipment list (tracking, ansellTracking, LegTracking)
 * and the container list of the data-quality report (containerReport). Numbers filter exactly so
 * every filter of the list is served by an index at a million shipments.
 */
const field = (resource: string, def: Omit<FieldDef, 'labelKey'>): FieldDef => ({
  ...def,
  labelKey: `tracking.${resource}.fields.${def.name}`,
});

const s = (def: Omit<FieldDef, 'labelKey'>) => field('shipment', def);

export const shipmentResource: ResourceDef = {
  name: 'shipment',
  i18n: 'tracking.shipment',
  titleField: 'shipmentNo',
  fields: [
    s({ name: 'shipmentNo', type: 'text', sortable: true, filter: 'exact', width: 130 }),
    s({ name: 'houseBill', type: 'text', filter: 'exact', width: 140 }),
    s({ name: 'masterBill', type: 'text', filter: 'exact', width: 160 }),
    s({ name: 'bookingNo', type: 'text', filter: 'exact', width: 130 }),
    s({ name: 'quickFilter', type: 'enum', dict: 'quick_filter', filter: 'exact', filterOnly: true, width: 160 }),
    // SPEC §3 "status list": several tracking statuses at once.
    s({
      name: 'status',
      type: 'enum',
      dict: 'tracking_status',
      sortable: true,
      filter: 'exact',
      multiple: true,
      width: 130,
    }),
    s({ name: 'currentLeg', type: 'enum', dict: 'tracking_leg', filter: 'exact', width: 120 }),
    s({ name: 'mode', type: 'enum', dict: 'shipment_mode', sortable: true, filter: 'exact', width: 90 }),
    s({ name: 'packingMode', type: 'enum', dict: 'packing_mode', filter: 'exact', width: 110 }),
    s({ name: 'originPort', type: 'port', sortable: true, filter: 'exact', width: 150 }),
    s({ name: 'destinationPort', type: 'port', sortable: true, filter: 'exact', width: 150 }),
    s({ name: 'carrierCode', type: 'text', sortable: true, filter: 'exact', width: 100 }),
    s({ name: 'vessel', type: 'text', width: 160 }),
    s({ name: 'voyage', type: 'text', width: 90 }),
    s({ name: 'flightNo', type: 'text', width: 100 }),
    s({ name: 'etd', type: 'datetime', sortable: true, filter: 'range', width: 170, place: { port: 'originPort' } }),
    s({
      name: 'eta',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      place: { port: 'destinationPort' },
    }),
    s({ name: 'atd', type: 'datetime', sortable: true, width: 170, place: { port: 'originPort' } }),
    s({ name: 'ata', type: 'datetime', sortable: true, width: 170, place: { port: 'destinationPort' } }),
    s({ name: 'lastFreeDay', type: 'date', sortable: true, filter: 'range', width: 120 }),
    s({ name: 'lfdDaysLeft', type: 'number', sortable: true, width: 110 }),
    s({ name: 'companyId', type: 'party', filter: 'exact', width: 200 }),
    s({ name: 'companyCode', type: 'text', filter: 'exact', width: 110 }),
    s({ name: 'companyName', type: 'text', width: 220 }),
    s({ name: 'branchId', type: 'enum', dict: 'branch_office', sortable: true, filter: 'exact', width: 120 }),
    s({ name: 'region', type: 'enum', dict: 'region', filter: 'exact', width: 100 }),
    s({ name: 'archived', type: 'boolean', filter: 'exact', width: 90 }),
    s({ name: 'transload', type: 'boolean', filter: 'exact', width: 90 }),
    s({ name: 'updateToCw', type: 'enum', dict: 'update_to_cw_status', filter: 'exact', width: 140 }),
    s({ name: 'dropMode', type: 'enum', dict: 'drop_mode', filter: 'exact', width: 100 }),
    s({ name: 'railMovement', type: 'enum', dict: 'rail_movement', filter: 'exact', width: 100 }),
    s({ name: 'peelOff', type: 'enum', dict: 'peel_off_status', filter: 'exact', width: 110 }),
    s({ name: 'invoiceReview', type: 'enum', dict: 'invoice_review_status', filter: 'exact', width: 130 }),
    s({ name: 'reportStatus', type: 'enum', dict: 'report_status', filter: 'exact', width: 110 }),
    s({ name: 'moveDataType', type: 'text', filter: 'exact', width: 120 }),
    s({ name: 'originHold', type: 'enum', dict: 'origin_hold', filter: 'exact', width: 120 }),
    s({ name: 'shipmentType', type: 'enum', dict: 'shipment_type', filter: 'exact', width: 110 }),
    s({ name: 'jobStatus', type: 'enum', dict: 'job_status', sortable: true, filter: 'exact', width: 120 }),
    s({ name: 'isaChangeReason', type: 'enum', dict: 'isa_change_reason', filter: 'exact', width: 150 }),
    s({ name: 'packages', type: 'number', sortable: true, width: 90 }),
    s({ name: 'grossWeightKg', type: 'number', sortable: true, width: 120 }),
    s({ name: 'volumeCbm', type: 'number', width: 100 }),
    s({ name: 'goodsDescription', type: 'text', width: 240 }),
    // The quick filters as yes/no conditions (quickFilter names one of them): filters, not shipment data.
    s({ name: 'inLast5Weeks', type: 'boolean', filter: 'exact', filterOnly: true, width: 110 }),
    s({ name: 'inLast7Weeks', type: 'boolean', filter: 'exact', filterOnly: true, width: 110 }),
    s({ name: 'pendingDo10d', type: 'boolean', filter: 'exact', filterOnly: true, width: 120 }),
    s({ name: 'pendingDo21d', type: 'boolean', filter: 'exact', filterOnly: true, width: 120 }),
    s({ name: 'lfdDue', type: 'boolean', filter: 'exact', filterOnly: true, width: 100 }),
    s({ name: 'updatedAt', type: 'datetime', sortable: true, width: 170 }),
  ],
};

const c = (def: Omit<FieldDef, 'labelKey'>) => field('container', def);

export const trackingContainerResource: ResourceDef = {
  name: 'trackingContainer',
  i18n: 'tracking.container',
  titleField: 'containerNo',
  fields: [
    c({ name: 'containerNo', type: 'container', sortable: true, filter: 'exact', width: 140 }),
    c({ name: 'shipmentNo', type: 'text', sortable: true, filter: 'exact', width: 130 }),
    c({ name: 'isoType', type: 'text', filter: 'exact', width: 90 }),
    c({ name: 'sealNo', type: 'text', width: 130 }),
    c({ name: 'tareKg', type: 'number', width: 100 }),
    c({ name: 'vgmKg', type: 'number', width: 100 }),
    c({ name: 'missingSeal', type: 'boolean', filter: 'exact', width: 110 }),
    c({ name: 'missingVgm', type: 'boolean', filter: 'exact', width: 110 }),
    c({ name: 'missingData', type: 'boolean', filter: 'exact', width: 110 }),
    c({ name: 'status', type: 'enum', dict: 'tracking_status', filter: 'exact', width: 130 }),
    c({ name: 'originPort', type: 'port', filter: 'exact', width: 150 }),
    c({ name: 'destinationPort', type: 'port', filter: 'exact', width: 150 }),
    c({ name: 'carrierCode', type: 'text', filter: 'exact', width: 100 }),
    c({ name: 'etd', type: 'datetime', sortable: true, filter: 'range', width: 170, place: { port: 'originPort' } }),
    c({ name: 'companyName', type: 'text', width: 220 }),
    c({ name: 'branchId', type: 'enum', dict: 'branch_office', filter: 'exact', width: 120 }),
  ],
};

export const TRACKING_DESK_RESOURCES: readonly ResourceDef[] = [shipmentResource, trackingContainerResource];
