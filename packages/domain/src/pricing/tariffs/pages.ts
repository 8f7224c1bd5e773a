import { definePage, deleteLineAction } from '../../engine/declare';
import type { PageDef } from '../../engine/definitions';
import type { RoleCode } from '../../engine/menu';

/** The pricing desk keeps the tariffs; managers oversee them. */
export const PRICING_DESK: readonly RoleCode[] = ['admin', 'manager', 'pricing'];
/** Who prices from the tariffs: the desk, and sales and customer service quoting customers. */
export const TARIFF_READERS: readonly RoleCode[] = [...PRICING_DESK, 'sales', 'csr'];

const flagColumns = ['flag', 'note', 'validFrom', 'validUntil', 'updatedAt'];

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
      'activeFlags',
      'updatedAt',
    ],
    filters: [
      'pol',
      'pod',
      'equipment',
      'kind',
      'carrierCode',
      'status',
      'flag',
      'validFrom',
      'validUntil',
      'contractNo',
    ],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: [
      { key: 'edit', kind: 'edit' },
      { key: 'export', kind: 'export' },
      { key: 'activate', kind: 'transition', label: { en_us: 'Publish', zh_cn: '发布' } },
      { key: 'withdraw', kind: 'transition', label: { en_us: 'Withdraw', zh_cn: '撤回' } },
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
          deleteLineAction('tariff', { parentLocked: { field: 'status', in: ['withdrawn'] } }),
        ],
      },
      {
        key: 'flags',
        resource: 'tariffFlag',
        foreignKey: 'tariffId',
        titleKey: 'pricing.tariffs.relations.flags',
        columns: flagColumns,
        defaultSort: { field: 'validFrom', order: 'desc' },
        actions: [
          {
            key: 'addFlag',
            kind: 'create',
            labelKey: 'pricing.tariffs.actions.addFlag',
            permission: 'tariff:edit',
          },
          {
            key: 'editFlag',
            kind: 'edit',
            labelKey: 'pricing.tariffs.actions.editFlag',
            permission: 'tariff:edit',
          },
        ],
      },
    ],
    roles: PRICING_DESK,
  }),
  definePage({
    url: 'createTariff',
    group: 'tariffs',
    screen: 'custom',
    title: { en_us: 'New tariff', zh_cn: '新建运价' },
    roles: PRICING_DESK,
  }),
  definePage({
    url: 'searchTariff',
    group: 'tariffs',
    screen: 'custom',
    title: { en_us: 'Tariff search', zh_cn: '运价查询' },
    roles: TARIFF_READERS,
  }),
  definePage({
    url: 'TariffFlag',
    group: 'tariffs',
    screen: 'list',
    resource: 'tariffFlag',
    title: { en_us: 'Tariff flags', zh_cn: '运价标记' },
    columns: ['tariffNo', 'pol', 'pod', 'carrierCode', 'equipment', ...flagColumns],
    filters: ['flag', 'tariffNo', 'pol', 'pod', 'carrierCode', 'validFrom', 'validUntil'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: [
      { key: 'edit', kind: 'edit' },
      { key: 'export', kind: 'export' },
    ],
    roles: PRICING_DESK,
  }),
  definePage({
    url: 'tariffSetting',
    group: 'tariffs',
    screen: 'list',
    resource: 'tariffSetting',
    title: { en_us: 'Tariff settings', zh_cn: '运价设置' },
    columns: ['branchId', 'defaultCurrency', 'validityDays', 'remarks', 'updatedAt'],
    filters: ['branchId', 'defaultCurrency'],
    defaultSort: { field: 'branchId', order: 'asc' },
    actions: [
      { key: 'create', kind: 'create' },
      { key: 'edit', kind: 'edit' },
      { key: 'export', kind: 'export' },
    ],
    relations: [
      {
        key: 'markups',
        resource: 'tariffMarkup',
        foreignKey: 'settingId',
        titleKey: 'pricing.tariffs.relations.markups',
        columns: ['mode', 'equipment', 'markupAmount', 'markupPercent'],
        defaultSort: { field: 'equipment', order: 'asc' },
        actions: [
          {
            key: 'addMarkup',
            kind: 'create',
            labelKey: 'pricing.tariffs.actions.addMarkup',
            permission: 'tariffSetting:edit',
          },
          {
            key: 'editMarkup',
            kind: 'edit',
            labelKey: 'pricing.tariffs.actions.editMarkup',
            permission: 'tariffSetting:edit',
          },
        ],
      },
    ],
    roles: PRICING_DESK,
  }),
];
