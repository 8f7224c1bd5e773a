import type { FieldDef, PageDef, ResourceDef } from '../../engine/definitions';
import type { RoleCode } from '../../engine/menu';

/** Vessel sailings per lane (route sailingSchedule), searched by origin, destination and dates. */

const field = (def: Omit<FieldDef, 'labelKey'>): FieldDef => ({
  ...def,
  labelKey: `tracking.sailing.fields.${def.name}`,
});

export const sailingScheduleResource: ResourceDef = {
  name: 'sailingSchedule',
  i18n: 'tracking.sailing',
  titleField: 'vessel',
  fields: [
    field({ name: 'carrierCode', type: 'text', sortable: true, filter: 'exact', width: 90 }),
    field({ name: 'carrierName', type: 'text', sortable: true, filter: 'fuzzy', width: 160 }),
    field({ name: 'service', type: 'text', sortable: true, filter: 'exact', width: 100 }),
    field({ name: 'vessel', type: 'text', sortable: true, filter: 'fuzzy', width: 220 }),
    field({ name: 'voyage', type: 'text', sortable: true, filter: 'exact', width: 90 }),
    field({ name: 'originPort', type: 'port', sortable: true, filter: 'exact', width: 150 }),
    field({ name: 'destinationPort', type: 'port', sortable: true, filter: 'exact', width: 150 }),
    field({ name: 'cutoffAt', type: 'datetime', sortable: true, width: 170, place: { port: 'originPort' } }),
    field({
      name: 'etd',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      place: { port: 'originPort' },
    }),
    field({
      name: 'eta',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      place: { port: 'destinationPort' },
    }),
    field({ name: 'transitDays', type: 'number', sortable: true, filter: 'range', width: 100 }),
  ],
};

export const SCHEDULE_RESOURCES: readonly ResourceDef[] = [sailingScheduleResource];

const SCHEDULE_ROLES: readonly RoleCode[] = ['admin', 'manager', 'ops', 'csr', 'sales', 'customer'];

export const SCHEDULE_PAGES: readonly PageDef[] = [
  {
    url: 'sailingSchedule',
    group: 'tracking',
    screen: 'list',
    resource: 'sailingSchedule',
    titleKey: 'menu.pages.sailingSchedule',
    columns: [
      'carrierName',
      'service',
      'vessel',
      'voyage',
      'originPort',
      'destinationPort',
      'cutoffAt',
      'etd',
      'eta',
      'transitDays',
    ],
    filters: ['originPort', 'destinationPort', 'etd', 'carrierCode', 'vessel', 'eta'],
    defaultSort: { field: 'etd', order: 'asc' },
    actions: [
      { key: 'export', kind: 'export', labelKey: 'tracking.deskActions.export', permission: 'sailingSchedule:export' },
    ],
    roles: SCHEDULE_ROLES,
  },
];
