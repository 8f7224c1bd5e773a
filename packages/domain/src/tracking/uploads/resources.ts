import { defineResource } from '../../engine/declare';
import type { ActionDef, PageDef, ResourceDef } from '../../engine/definitions';
import type { RoleCode } from '../../engine/menu';

/**
 * Stored tracking data on the engine: uploaded event files (dwEventFile), their rows
 * (trackingNodeFileData), every container event (dwContainerEvent) and the tracking nodes, one
 * per container and leg (dwTrackingNode). The upload itself has its own screen
 * (uploadContainerTracking); these are read-only lists with filters and export.
 */

export const trackingUploadResource: ResourceDef = defineResource({
  name: 'trackingUpload',
  i18n: 'tracking.upload',
  titleField: 'fileName',
  fields: [
    { name: 'fileName', type: 'text', sortable: true, filter: 'fuzzy', width: 240 },
    { name: 'fileType', type: 'text', filter: 'exact', width: 80 },
    { name: 'fileSize', type: 'number', sortable: true, width: 100 },
    {
      name: 'uploadState',
      type: 'enum',
      dict: 'upload_state',
      sortable: true,
      filter: 'exact',
      width: 110,
    },
    {
      name: 'importState',
      type: 'enum',
      dict: 'import_state',
      sortable: true,
      filter: 'exact',
      width: 120,
    },
    { name: 'totalRows', type: 'number', sortable: true, width: 90 },
    { name: 'importedRows', type: 'number', sortable: true, width: 100 },
    { name: 'failedRows', type: 'number', sortable: true, width: 100 },
    { name: 'uploadedBy', type: 'text', sortable: true, filter: 'fuzzy', width: 140 },
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      sortable: true,
      filter: 'exact',
      width: 130,
    },
    { name: 'createdAt', type: 'datetime', sortable: true, filter: 'range', width: 170 },
    { name: 'finishedAt', type: 'datetime', sortable: true, width: 170 },
  ],
});

export const trackingUploadRowResource: ResourceDef = defineResource({
  name: 'trackingUploadRow',
  i18n: 'tracking.uploadRow',
  titleField: 'containerNo',
  fields: [
    { name: 'uploadId', type: 'number', sortable: true, filter: 'exact', width: 90 },
    { name: 'fileName', type: 'text', sortable: true, filter: 'fuzzy', width: 220 },
    { name: 'rowNo', type: 'number', sortable: true, width: 70 },
    { name: 'containerNo', type: 'container', sortable: true, filter: 'fuzzy', width: 140 },
    { name: 'eventCode', type: 'text', sortable: true, filter: 'exact', width: 170 },
    {
      name: 'status',
      type: 'enum',
      dict: 'tracking_status',
      sortable: true,
      filter: 'exact',
      width: 120,
    },
    { name: 'location', type: 'port', sortable: true, filter: 'exact', width: 150 },
    { name: 'eventTime', type: 'text', width: 190 },
    {
      name: 'occurredAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      place: { port: 'location' },
    },
    { name: 'eta', type: 'datetime', sortable: true, width: 170, place: { port: 'location' } },
    { name: 'vessel', type: 'text', filter: 'fuzzy', width: 180 },
    { name: 'voyage', type: 'text', filter: 'exact', width: 90 },
    { name: 'remarks', type: 'text', width: 200 },
    {
      name: 'importState',
      type: 'enum',
      dict: 'import_state',
      sortable: true,
      filter: 'exact',
      width: 120,
    },
    { name: 'errorsEn', type: 'text', width: 320 },
    { name: 'errorsZh', type: 'text', width: 320 },
    { name: 'createdAt', type: 'datetime', sortable: true, filter: 'range', width: 170 },
  ],
});

export const containerEventResource: ResourceDef = defineResource({
  name: 'containerEvent',
  i18n: 'tracking.containerEvent',
  titleField: 'code',
  fields: [
    { name: 'containerNo', type: 'container', sortable: true, filter: 'fuzzy', width: 140 },
    { name: 'shipmentNo', type: 'text', sortable: true, filter: 'fuzzy', width: 150 },
    { name: 'code', type: 'text', sortable: true, filter: 'exact', width: 170 },
    {
      name: 'status',
      type: 'enum',
      dict: 'tracking_status',
      sortable: true,
      filter: 'exact',
      width: 120,
    },
    {
      name: 'leg',
      type: 'enum',
      dict: 'tracking_leg',
      sortable: true,
      filter: 'exact',
      width: 110,
    },
    { name: 'location', type: 'port', sortable: true, filter: 'exact', width: 150 },
    {
      name: 'occurredAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      place: { port: 'location', zone: 'timeZone' },
    },
    { name: 'timeZone', type: 'text', width: 140 },
    { name: 'source', type: 'enum', dict: 'event_source', sortable: true, filter: 'exact', width: 190 },
    { name: 'createdAt', type: 'datetime', sortable: true, filter: 'range', width: 170 },
  ],
});

export const trackingNodeResource: ResourceDef = defineResource({
  name: 'trackingNode',
  i18n: 'tracking.node',
  titleField: 'lastCode',
  fields: [
    { name: 'shipmentNo', type: 'text', sortable: true, filter: 'fuzzy', width: 150 },
    { name: 'containerNo', type: 'container', sortable: true, filter: 'fuzzy', width: 140 },
    { name: 'leg', type: 'enum', dict: 'tracking_leg', sortable: true, filter: 'exact', width: 110 },
    { name: 'lastCode', type: 'text', sortable: true, filter: 'exact', width: 170 },
    {
      name: 'lastStatus',
      type: 'enum',
      dict: 'tracking_status',
      sortable: true,
      filter: 'exact',
      width: 120,
    },
    { name: 'lastLocation', type: 'port', sortable: true, filter: 'exact', width: 150 },
    { name: 'startedAt', type: 'datetime', sortable: true, filter: 'range', width: 170 },
    {
      name: 'lastAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      place: { port: 'lastLocation' },
    },
    { name: 'eventCount', type: 'number', sortable: true, width: 90 },
  ],
});

export const TRACKING_UPLOAD_RESOURCES: readonly ResourceDef[] = [
  trackingUploadResource,
  trackingUploadRowResource,
  containerEventResource,
  trackingNodeResource,
];

/** Operations control and customer service keep tracking data current; managers oversee it. */
export const TRACKING_DESK_ROLES: readonly RoleCode[] = ['admin', 'manager', 'ops', 'csr'];

const exportAction = (page: string): ActionDef => ({
  key: 'export',
  kind: 'export',
  labelKey: 'tracking.deskActions.export',
  permission: `${page}:export`,
});

export const UPLOAD_PAGE = 'uploadContainerTracking';

export const TRACKING_UPLOAD_PAGES: readonly PageDef[] = [
  {
    // Lists the uploads; files arrive through POST /api/tracking/uploads/containerEvents (multipart).
    url: UPLOAD_PAGE,
    group: 'tracking',
    screen: 'custom',
    resource: 'trackingUpload',
    titleKey: 'menu.pages.uploadContainerTracking',
    columns: ['fileName', 'uploadState', 'importState', 'totalRows', 'importedRows', 'failedRows', 'createdAt'],
    filters: ['fileName', 'uploadState', 'importState', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    actions: [
      {
        key: 'upload',
        kind: 'create',
        labelKey: 'tracking.deskActions.upload',
        permission: `${UPLOAD_PAGE}:upload`,
      },
    ],
    roles: TRACKING_DESK_ROLES,
  },
  {
    url: 'dwEventFile',
    group: 'tracking',
    screen: 'list',
    resource: 'trackingUpload',
    titleKey: 'menu.pages.dwEventFile',
    columns: [
      'fileName',
      'uploadState',
      'importState',
      'totalRows',
      'importedRows',
      'failedRows',
      'uploadedBy',
      'createdAt',
    ],
    filters: ['fileName', 'uploadState', 'importState', 'uploadedBy', 'branchId', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    actions: [exportAction('dwEventFile')],
    roles: TRACKING_DESK_ROLES,
  },
  {
    url: 'trackingNodeFileData',
    group: 'tracking',
    screen: 'list',
    resource: 'trackingUploadRow',
    titleKey: 'menu.pages.trackingNodeFileData',
    columns: ['fileName', 'rowNo', 'containerNo', 'eventCode', 'location', 'occurredAt', 'importState', 'errorsEn'],
    filters: ['fileName', 'uploadId', 'containerNo', 'importState', 'eventCode', 'location', 'occurredAt'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    actions: [exportAction('trackingNodeFileData')],
    roles: TRACKING_DESK_ROLES,
  },
  {
    url: 'dwContainerEvent',
    group: 'tracking',
    screen: 'list',
    resource: 'containerEvent',
    titleKey: 'menu.pages.dwContainerEvent',
    columns: ['containerNo', 'shipmentNo', 'code', 'status', 'leg', 'location', 'occurredAt', 'source'],
    filters: ['containerNo', 'shipmentNo', 'code', 'status', 'leg', 'location', 'source', 'occurredAt'],
    defaultSort: { field: 'occurredAt', order: 'desc' },
    actions: [exportAction('dwContainerEvent')],
    roles: [...TRACKING_DESK_ROLES, 'customer'],
  },
  {
    url: 'dwTrackingNode',
    group: 'tracking',
    screen: 'list',
    resource: 'trackingNode',
    titleKey: 'menu.pages.dwTrackingNode',
    columns: ['shipmentNo', 'containerNo', 'leg', 'lastCode', 'lastStatus', 'lastLocation', 'startedAt', 'lastAt'],
    filters: ['shipmentNo', 'containerNo', 'leg', 'lastStatus', 'lastLocation', 'lastAt'],
    defaultSort: { field: 'lastAt', order: 'desc' },
    actions: [exportAction('dwTrackingNode')],
    roles: TRACKING_DESK_ROLES,
  },
];
