import { definePage, defineResource } from '../../engine/declare';
import type { PageDef, ResourceDef } from '../../engine/definitions';

/**
 * Vessel sailings per lane (route sailingSchedule), searched by origin, destination and dates.
 * Sailings are published carrier schedules: every user with the page sees all of them. The whole
 * page is this declaration and its migration: the engine serves the table, the labels are here.
 */
export const sailingScheduleResource: ResourceDef = defineResource({
  name: 'sailingSchedule',
  i18n: 'tracking.sailing',
  titleField: 'vessel',
  title: { en_us: 'Sailing', zh_cn: '船期' },
  store: {
    table: 'sailing_schedules',
    scope: 'none',
    lookups: { carrierName: { table: 'carriers', key: 'code', column: 'name', from: 'carrierCode' } },
  },
  fields: [
    {
      name: 'carrierCode',
      type: 'text',
      sortable: true,
      filter: 'exact',
      width: 90,
      label: { en_us: 'Carrier (SCAC)', zh_cn: '船公司代码' },
    },
    {
      name: 'carrierName',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      width: 160,
      label: { en_us: 'Carrier', zh_cn: '船公司' },
    },
    {
      name: 'service',
      type: 'text',
      sortable: true,
      filter: 'exact',
      width: 100,
      label: { en_us: 'Service', zh_cn: '航线' },
    },
    {
      name: 'vessel',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      width: 220,
      label: { en_us: 'Vessel', zh_cn: '船名' },
    },
    {
      name: 'voyage',
      type: 'text',
      sortable: true,
      filter: 'exact',
      width: 90,
      label: { en_us: 'Voyage', zh_cn: '航次' },
    },
    {
      name: 'originPort',
      type: 'port',
      sortable: true,
      filter: 'exact',
      width: 150,
      label: { en_us: 'Port of loading', zh_cn: '起运港' },
    },
    {
      name: 'destinationPort',
      type: 'port',
      sortable: true,
      filter: 'exact',
      width: 150,
      label: { en_us: 'Port of discharge', zh_cn: '目的港' },
    },
    {
      name: 'cutoffAt',
      type: 'datetime',
      sortable: true,
      width: 170,
      place: { port: 'originPort' },
      label: { en_us: 'CY cut-off', zh_cn: '截柜时间' },
    },
    {
      name: 'etd',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      place: { port: 'originPort' },
      label: { en_us: 'ETD', zh_cn: '预计开船' },
    },
    {
      name: 'eta',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      place: { port: 'destinationPort' },
      label: { en_us: 'ETA', zh_cn: '预计到港' },
    },
    {
      name: 'transitDays',
      type: 'number',
      sortable: true,
      filter: 'range',
      width: 100,
      label: { en_us: 'Transit (days)', zh_cn: '航程（天）' },
    },
  ],
});

export const SCHEDULE_RESOURCES: readonly ResourceDef[] = [sailingScheduleResource];

export const SCHEDULE_PAGES: readonly PageDef[] = [
  definePage({
    url: 'sailingSchedule',
    group: 'tracking',
    screen: 'list',
    resource: 'sailingSchedule',
    title: { en_us: 'Sailing schedules', zh_cn: '船期表' },
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
    actions: [{ key: 'export', kind: 'export' }],
    roles: ['admin', 'manager', 'ops', 'csr', 'sales', 'customer'],
  }),
];
