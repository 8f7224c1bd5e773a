import type { ActionDef, FieldDef, PageDef, ResourceDef } from '../../engine/definitions';
import type { RoleCode } from '../../engine/menu';

/**
 * Stored tracking data on the engine: uploaded event files (dwEventFile), their rows
 * (trackingNodeFileData), every container event (dwContainerEvent) and the tracking nodes, one
 * per container and leg (dwTrackingNode). The upload itself has its own screen
 * (uploadContainerTracking); these are read-only lists with filters and export.
 */

const field = (resource: string, def: Omit<FieldDef, 'labelKey'>): FieldDef => ({
  ...def,
  labelKey: `tracking.${resource}.fields.${def.name}`,
});

export const trackingUploadResource: ResourceDef = {
  name: 'trackingUpload',
  i18n: 'tracking.upload',
  titleField: 'fileName',
  fields: [
    field('upload', { name: 'fileName', type: 'text', sortable: true, filter: 'fuzzy', width: 240 }),
    field('upload', { name: 'fileType', type: 'text', filter: 'exact', width: 80 }),
    field('upload', { name: 'fileSize', type: 'number', sortable: true, width: 100 }),
    field('upload', {
      name: 'uploadState',
      type: 'enum',
      dict: 'upload_state',
      sortable: true,
      filter: 'exact',
      width: 110,
    }),
    field('upload', {
      name: 'importState',
      type: 'enum',
      dict: 'import_state',
      sortable: true,
      filter: 'exact',
      width: 120,
    }),
    field('upload', { name: 'totalRows', type: 'number', sortable: true, width: 90 }),
    field('upload', { name: 'importedRows', type: 'number', sortable: true, width: 100 }),
    field('upload', { name: 'failedRows', type: 'number', sortable: true, width: 100 }),
    field('upload', { name: 'uploadedBy', type: 'text', sortable: true, filter: 'fuzzy', width: 140 }),
    field('upload', {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      sortable: true,
      filter: 'exact',
      width: 130,
    }),
    field('upload', { name: 'createdAt', type: 'datetime', sortable: true, filter: 'range', width: 170 }),
    field('upload', { name: 'finishedAt', type: 'datetime', sortable: true, width: 170 }),
  ],
};

export const trackingUploadRowResource: ResourceDef = {
  name: 'trackingUploadRow',
  i18n: 'tracking.uploadRow',
  titleField: 'containerNo',
  fields: [
    field('uploadRow', { name: 'uploadId', type: 'number', sortable: true, filter: 'exact', width: 90 }),
    field('uploadRow', { name: 'fileName', type: 'text', sortable: true, filter: 'fuzzy', width: 220 }),
    field('uploadRow', { name: 'rowNo', type: 'number', sortable: true, width: 70 }),
    field('uploadRow', { name: 'containerNo', type: 'container', sortable: true, filter: 'fuzzy', width: 140 }),
    field('uploadRow', { name: 'eventCode', type: 'text', sortable: true, filter: 'exact', width: 170 }),
    field('uploadRow', {
      name: 'status',
      type: 'enum',
      dict: 'tracking_status',
      sortable: true,
      filter: 'exact',
      width: 120,
    }),
    field('uploadRow', { name: 'location', type: 'port', sortable: true, filter: 'exact', width: 150 }),
    field('uploadRow', { name: 'eventTime', type: 'text', width: 190 }),
    field('uploadRow', {
      name: 'occurredAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      place: { port: 'location' },
    }),
    field('uploadRow', { name: 'eta', type: 'datetime', sortable: true, width: 170, place: { port: 'location' } }),
    field('uploadRow', { name: 'vessel', type: 'text', filter: 'fuzzy', width: 180 }),
    field('uploadRow', { name: 'voyage', type: 'text', filter: 'exact', width: 90 }),
    field('uploadRow', { name: 'remarks', type: 'text', width: 200 }),
    field('uploadRow', {
      name: 'importState',
      type: 'enum',
      dict: 'import_state',
      sortable: true,
      filter: 'exact',
      width: 120,
    }),
    field('uploadRow', { name: 'errorsEn', type: 'text', width: 320 }),
    field('uploadRow', { name: 'errorsZh', type: 'text', width: 320 }),
    field('uploadRow', { name: 'createdAt', type: 'datetime', sortable: true, filter: 'range', width: 170 }),
  ],
};

export const containerEventResource: ResourceDef = {
  name: 'containerEvent',
  i18n: 'tracking.containerEvent',
  titleField: 'code',
  fields: [
    field('containerEvent', { name: 'containerNo', type: 'container', sortable: true, filter: 'fuzzy', width: 140 }),
    field('containerEvent', { name: 'shipmentNo', type: 'text', sortable: true, filter: 'fuzzy', width: 150 }),
    field('containerEvent', { name: 'code', type: 'text', sortable: true, filter: 'exact', width: 170 }),
    field('containerEvent', {
      name: 'status',
      type: 'enum',
      dict: 'tracking_status',
      sortable: true,
      filter: 'exact',
      width: 120,
    }),
    field('containerEvent', {
      name: 'leg',
      type: 'enum',
      dict: 'tracking_leg',
      sortable: true,
      filter: 'exact',
      width: 110,
    }),
    field('containerEvent', { name: 'location', type: 'port', sortable: true, filter: 'exact', width: 150 }),
    field('containerEvent', {
      name: 'occurredAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      place: { port: 'location', zone: 'timeZone' },
    }),
    field('containerEvent', { name: 'timeZone', type: 'text', width: 140 }),
    field('containerEvent', {
      name: 'source',
      type: 'enum',
      dict: 'event_source',
      sortable: true,
      filter: 'exact',
      width: 190,
    }),
    field('containerEvent', { name: 'createdAt', type: 'datetime', sortable: true, filter: 'range', width: 170 }),
  ],
};

export const trackingNodeResource: ResourceDef = {
  name: 'trackingNode',
  i18n: 'tracking.node',
  titleField: 'lastCode',
  fields: [
    field('node', { name: 'shipmentNo', type: 'text', sortable: true, filter: 'fuzzy', width: 150 }),
    field('node', { name: 'containerNo', type: 'container', sortable: true, filter: 'fuzzy', width: 140 }),
    field('node', { name: 'leg', type: 'enum', dict: 'tracking_leg', sortable: true, filter: 'exact', width: 110 }),
    field('node', { name: 'lastCode', type: 'text', sortable: true, filter: 'exact', width: 170 }),
    field('node', {
      name: 'lastStatus',
      type: 'enum',
      dict: 'tracking_status',
      sortable: true,
      filter: 'exact',
      width: 120,
    }),
    field('node', { name: 'lastLocation', type: 'port', sortable: true, filter: 'exact', width: 150 }),
    field('node', { name: 'startedAt', type: 'datetime', sortable: true, filter: 'range', width: 170 }),
    field('node', {
      name: 'lastAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      place: { port: 'lastLocation' },
    }),
    field('node', { name: 'eventCount', type: 'number', sortable: true, width: 90 }),
  ],
};

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
