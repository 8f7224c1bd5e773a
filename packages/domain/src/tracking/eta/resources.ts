import { defineResource } from '../../engine/declare';
import type { PageDef, ResourceDef } from '../../engine/definitions';
import { TRACKING_DESK_ROLES } from '../uploads/resources';
import { etaRuleCreateSchema, etaRuleUpdateSchema } from './rules';

export const etaRuleResource: ResourceDef = defineResource({
  name: 'etaRule',
  i18n: 'tracking.etaRule',
  titleField: 'companyName',
  fields: [
    { name: 'companyId', type: 'party', filter: 'exact', required: true, editable: true, width: 220 },
    { name: 'companyName', type: 'text', sortable: true, filter: 'fuzzy', width: 240 },
    {
      name: 'thresholdHours',
      type: 'number',
      sortable: true,
      required: true,
      editable: true,
      width: 120,
    },
    {
      name: 'recipients',
      type: 'longText',
      filter: 'fuzzy',
      required: true,
      editable: true,
      size: 1000,
      width: 300,
    },
    { name: 'language', type: 'enum', dict: 'language', editable: true, width: 100 },
    { name: 'active', type: 'boolean', sortable: true, filter: 'exact', editable: true, width: 90 },
    { name: 'updatedAt', type: 'datetime', sortable: true, filter: 'range', width: 170 },
  ],
  createSchema: etaRuleCreateSchema,
  updateSchema: etaRuleUpdateSchema,
});

export const etaNotificationResource: ResourceDef = defineResource({
  name: 'etaNotification',
  i18n: 'tracking.etaNotification',
  titleField: 'shipmentNo',
  fields: [
    { name: 'shipmentNo', type: 'text', sortable: true, filter: 'fuzzy', width: 150 },
    { name: 'companyName', type: 'text', sortable: true, filter: 'fuzzy', width: 220 },
    { name: 'oldEta', type: 'datetime', sortable: true, width: 170 },
    { name: 'newEta', type: 'datetime', sortable: true, filter: 'range', width: 170 },
    { name: 'deltaHours', type: 'number', sortable: true, width: 110 },
    { name: 'thresholdHours', type: 'number', width: 110 },
    { name: 'ruleId', type: 'number', filter: 'exact', width: 80 },
    { name: 'eventCode', type: 'text', filter: 'exact', width: 170 },
    { name: 'recipients', type: 'text', filter: 'fuzzy', width: 280 },
    { name: 'mailedAt', type: 'datetime', sortable: true, width: 170 },
    { name: 'createdAt', type: 'datetime', sortable: true, filter: 'range', width: 170 },
  ],
});

export const ETA_RESOURCES: readonly ResourceDef[] = [etaRuleResource, etaNotificationResource];

export const ETA_PAGES: readonly PageDef[] = [
  {
    url: 'etaSetting',
    group: 'tracking',
    screen: 'list',
    resource: 'etaRule',
    titleKey: 'menu.pages.etaSetting',
    columns: ['companyName', 'thresholdHours', 'recipients', 'language', 'active', 'updatedAt'],
    filters: ['companyName', 'recipients', 'active'],
    defaultSort: { field: 'companyName', order: 'asc' },
    actions: [
      { key: 'create', kind: 'create', labelKey: 'tracking.deskActions.create', permission: 'etaSetting:edit' },
      { key: 'edit', kind: 'edit', labelKey: 'tracking.deskActions.edit', permission: 'etaSetting:edit' },
      { key: 'export', kind: 'export', labelKey: 'tracking.deskActions.export', permission: 'etaSetting:export' },
    ],
    roles: TRACKING_DESK_ROLES,
  },
  {
    url: 'etanotification',
    group: 'tracking',
    screen: 'list',
    resource: 'etaNotification',
    titleKey: 'menu.pages.etanotification',
    columns: ['shipmentNo', 'companyName', 'oldEta', 'newEta', 'deltaHours', 'recipients', 'createdAt'],
    filters: ['shipmentNo', 'companyName', 'recipients', 'newEta', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    actions: [
      { key: 'export', kind: 'export', labelKey: 'tracking.deskActions.export', permission: 'etanotification:export' },
    ],
    roles: [...TRACKING_DESK_ROLES, 'customer'],
  },
];
