import type { ActionDef, DownloadDef, PageDef } from '../../engine/definitions';
import type { RoleCode } from '../../engine/menu';

/** The demo customer the customer-specific report (ansellTracking) is fixed to: the first seeded company. */
export const ANSELL_COMPANY_CODE = 'C000001';

/** Operations work the desk; managers oversee it; customer service answers customers from it. */
const DESK_STAFF: readonly RoleCode[] = ['admin', 'manager', 'csr', 'ops'];
/** Pages a customer uses too: its own company's shipments only (the server's row scope). */
const DESK_AND_CUSTOMER: readonly RoleCode[] = [...DESK_STAFF, 'customer'];
/** Transit-time analyses also serve sales when quoting lanes. */
const ANALYSTS: readonly RoleCode[] = [...DESK_STAFF, 'sales'];

/**
 * Export to .xlsx, as the list stands (filters, sort, chosen columns): the desk's lists are
 * reported on in spreadsheets, and each export is kept in the report history.
 */
const exportAction = (page: string): ActionDef => ({
  key: 'export',
  kind: 'export',
  labelKey: 'tracking.deskActions.export',
  permission: `${page}:export`,
});

/** SPEC §3 tracking filter fields: the first few are the form, the rest the advanced filter. */
const TRACKING_FILTERS = [
  'quickFilter',
  'status',
  'shipmentNo',
  'houseBill',
  'masterBill',
  'bookingNo',
  'originPort',
  'destinationPort',
  'carrierCode',
  'etd',
  'eta',
  'mode',
  'region',
  'archived',
  'transload',
  'updateToCw',
  'packingMode',
  'dropMode',
  'railMovement',
  'peelOff',
  'invoiceReview',
  'reportStatus',
  'moveDataType',
  'originHold',
  'shipmentType',
  'jobStatus',
  'isaChangeReason',
  'branchId',
  'lastFreeDay',
] as const;

/**
 * A shipment's documents, made by the operations desk's documents part: its house bill (air
 * waybill for air freight) for anyone who sees the shipment, and the manifest of its master bill
 * for staff, since a manifest names every house's parties.
 */
const SHIPMENT_DOWNLOADS: readonly DownloadDef[] = [
  {
    key: 'houseBill',
    labelKey: 'ops.documents.download.houseBillOrWaybill',
    href: '/api/ops/documents/house-bill',
    params: { shipmentNo: 'shipmentNo' },
  },
  {
    key: 'manifest',
    labelKey: 'ops.documents.download.manifest',
    href: '/api/ops/documents/manifest',
    params: { masterBill: 'masterBill' },
    staffOnly: true,
  },
];

export const TRACKING_DESK_PAGES: readonly PageDef[] = [
  {
    url: 'tracking',
    group: 'tracking',
    screen: 'list',
    resource: 'shipment',
    titleKey: 'menu.pages.tracking',
    columns: [
      'shipmentNo',
      'houseBill',
      'mode',
      'status',
      'originPort',
      'destinationPort',
      'carrierCode',
      'etd',
      'eta',
      'lastFreeDay',
      'companyName',
      'jobStatus',
    ],
    filters: TRACKING_FILTERS,
    defaultSort: { field: 'etd', order: 'desc' },
    actions: [exportAction('tracking')],
    downloads: SHIPMENT_DOWNLOADS,
    roles: [...DESK_AND_CUSTOMER, 'sales', 'reviewer'],
  },
  {
    // The same list fixed to one customer, with the columns that customer reports on: no code of its own.
    url: 'ansellTracking',
    group: 'tracking',
    screen: 'list',
    resource: 'shipment',
    titleKey: 'menu.pages.ansellTracking',
    fixed: { companyCode: ANSELL_COMPANY_CODE },
    columns: [
      'shipmentNo',
      'houseBill',
      'masterBill',
      'originPort',
      'destinationPort',
      'vessel',
      'voyage',
      'etd',
      'eta',
      'ata',
      'status',
      'lastFreeDay',
      'lfdDaysLeft',
      'packages',
      'grossWeightKg',
    ],
    filters: ['quickFilter', 'status', 'shipmentNo', 'houseBill', 'masterBill', 'destinationPort', 'etd', 'eta'],
    defaultSort: { field: 'eta', order: 'desc' },
    actions: [exportAction('ansellTracking')],
    roles: DESK_STAFF,
  },
  {
    // Its screen (the area's own) shows the shipments under way by leg above this list.
    url: 'LegTracking',
    group: 'tracking',
    screen: 'custom',
    resource: 'shipment',
    titleKey: 'menu.pages.LegTracking',
    columns: ['shipmentNo', 'currentLeg', 'status', 'mode', 'originPort', 'destinationPort', 'etd', 'eta', 'ata'],
    filters: ['currentLeg', 'mode', 'originPort', 'destinationPort', 'etd', 'shipmentNo', 'archived'],
    defaultSort: { field: 'etd', order: 'desc' },
    actions: [exportAction('LegTracking')],
    roles: DESK_AND_CUSTOMER,
  },
  {
    url: 'findTrackingNoList',
    group: 'tracking',
    screen: 'custom',
    titleKey: 'menu.pages.findTrackingNoList',
    roles: DESK_AND_CUSTOMER,
  },
  {
    url: 'checkTracking',
    group: 'tracking',
    screen: 'custom',
    titleKey: 'menu.pages.checkTracking',
    roles: DESK_STAFF,
  },
  {
    url: 'containerReport',
    group: 'tracking',
    screen: 'list',
    resource: 'trackingContainer',
    titleKey: 'menu.pages.containerReport',
    fixed: { missingData: 'true' },
    columns: [
      'containerNo',
      'shipmentNo',
      'isoType',
      'sealNo',
      'vgmKg',
      'missingSeal',
      'missingVgm',
      'status',
      'etd',
      'companyName',
    ],
    filters: ['missingSeal', 'missingVgm', 'containerNo', 'shipmentNo', 'etd', 'branchId'],
    defaultSort: { field: 'etd', order: 'desc' },
    actions: [exportAction('containerReport')],
    roles: DESK_STAFF,
  },
  {
    url: 'LFDControl',
    group: 'tracking',
    screen: 'custom',
    titleKey: 'menu.pages.LFDControl',
    roles: DESK_AND_CUSTOMER,
  },
  {
    url: 'TrackingAverageDay',
    group: 'tracking',
    screen: 'chart',
    titleKey: 'menu.pages.TrackingAverageDay',
    roles: ANALYSTS,
  },
  {
    url: 'LegAverageDay',
    group: 'tracking',
    screen: 'chart',
    titleKey: 'menu.pages.LegAverageDay',
    roles: ANALYSTS,
  },
];
