import { definePage } from '../../engine/declare';
import type { PageDef } from '../../engine/definitions';
import type { RoleCode } from '../../engine/menu';

/** The pricing desk keeps the tariffs; managers oversee them. */
export const PRICING_DESK: readonly RoleCode[] = ['admin', 'manager', 'pricing'];

export const TARIFF_PAGES: readonly PageDef[] = [
  definePage({
    url: 'tariff',
    group: 'tariffs',
    screen: 'list',
    resource: 'tariff',
    title: { en_us: 'Tariffs', zh_cn: '运价' },
    columns: [
      'tariffNo',
      'kind',
      'carrierName',
      'pol',
      'pod',
      'equipment',
      'validFrom',
      'validUntil',
      'currency',
      'baseTotal',
      'transitDays',
      'status',
      'updatedAt',
    ],
    filters: ['pol', 'pod', 'equipment', 'kind', 'carrierCode', 'status', 'validFrom', 'validUntil', 'contractNo'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: [
      { key: 'edit', kind: 'edit' },
      { key: 'export', kind: 'export' },
    ],
    relations: [
      {
        key: 'lines',
        resource: 'tariffLine',
        foreignKey: 'tariffId',
        titleKey: 'pricing.tariffs.relations.lines',
        columns: ['chargeCode', 'rate', 'unit', 'minimum', 'currency'],
        defaultSort: { field: 'chargeCode', order: 'asc' },
        actions: [
          {
            key: 'addLine',
            kind: 'create',
            labelKey: 'pricing.tariffs.actions.addLine',
            permission: 'tariff:edit',
          },
          {
            key: 'editLine',
            kind: 'edit',
            labelKey: 'pricing.tariffs.actions.editLine',
            permission: 'tariff:edit',
          },
        ],
      },
    ],
    roles: PRICING_DESK,
  }),
];
