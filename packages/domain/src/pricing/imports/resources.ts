import { definePage, defineResource } from '../../engine/declare';
import type { Labels, PageDef, ResourceDef } from '../../engine/definitions';
import { PRICING_DESK } from '../tariffs/pages';

const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

export const RATE_IMPORT_PAGE = 'rateSheetImport';
export const RATE_TREND_PAGE = 'rateTrend';

/**
 * Rate-sheet imports (the log): one row per committed sheet, with the shipment it priced, sell or
 * cost, who imported it and when, and how many rows were read, accepted and refused. The file is
 * kept with it. Scoped by the shipment's branch.
 */
export const rateImportResource: ResourceDef = defineResource({
  name: 'rateImport',
  i18n: 'pricing.imports.log',
  titleField: 'fileName',
  title: L('Rate-sheet import', '费率表导入'),
  fields: [
    { name: 'fileName', type: 'text', sortable: true, filter: 'fuzzy', width: 240, label: L('File', '文件') },
    { name: 'fileType', type: 'text', filter: 'exact', width: 70, label: L('Type', '类型') },
    {
      name: 'shipmentNo',
      type: 'text',
      sortable: true,
      filter: 'exact',
      width: 150,
      label: L('Shipment ID', '运单号'),
    },
    {
      name: 'kind',
      type: 'enum',
      dict: 'tariff_kind',
      sortable: true,
      filter: 'exact',
      width: 90,
      label: L('Sell / cost', '卖价／成本'),
    },
    { name: 'rowsRead', type: 'number', sortable: true, width: 90, label: L('Rows read', '读取行数') },
    { name: 'rowsAccepted', type: 'number', sortable: true, width: 100, label: L('Accepted', '已导入') },
    { name: 'rowsRefused', type: 'number', sortable: true, filter: 'range', width: 90, label: L('Refused', '未导入') },
    {
      name: 'importedBy',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      width: 140,
      label: L('Imported by', '导入人'),
    },
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      sortable: true,
      filter: 'exact',
      width: 120,
      label: L('Shipment office', '运单所属分公司'),
    },
    {
      name: 'createdAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      label: L('Imported at', '导入时间'),
    },
  ],
});

/**
 * A shipment's sell or cost rate lines, as rate sheets bring them (finance turns them into
 * charges): the charging branch, charge code, unit, quantity, rate, minimum, currency and the
 * amount `priceLines` gave. Scoped by the shipment's branch.
 */
export const shipmentRateResource: ResourceDef = defineResource({
  name: 'shipmentRate',
  i18n: 'pricing.imports.rate',
  titleField: 'chargeCode',
  title: L('Shipment rate', '运单费率'),
  fields: [
    { name: 'importId', type: 'number', filter: 'exact', width: 90, label: L('Import', '导入批次') },
    {
      name: 'shipmentNo',
      type: 'text',
      sortable: true,
      filter: 'exact',
      width: 150,
      label: L('Shipment ID', '运单号'),
    },
    {
      name: 'kind',
      type: 'enum',
      dict: 'tariff_kind',
      sortable: true,
      filter: 'exact',
      width: 90,
      label: L('Sell / cost', '卖价／成本'),
    },
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      sortable: true,
      filter: 'exact',
      width: 120,
      label: L('Branch', '分公司'),
    },
    {
      name: 'chargeCode',
      type: 'enum',
      dict: 'charge_code',
      sortable: true,
      filter: 'exact',
      width: 200,
      label: L('Charge code', '费用代码'),
    },
    { name: 'unit', type: 'enum', dict: 'charge_unit', filter: 'exact', width: 120, label: L('Unit', '计费单位') },
    { name: 'quantity', type: 'text', width: 90, label: L('Quantity', '数量') },
    { name: 'rate', type: 'money', currencyField: 'currency', width: 120, label: L('Rate', '单价') },
    { name: 'minimum', type: 'money', currencyField: 'currency', width: 110, label: L('Minimum', '最低收费') },
    { name: 'currency', type: 'text', sortable: true, filter: 'exact', width: 80, label: L('Currency', '币种') },
    {
      name: 'amount',
      type: 'money',
      currencyField: 'currency',
      sortable: true,
      filter: 'range',
      width: 130,
      label: L('Amount', '金额'),
    },
    { name: 'remarks', type: 'text', width: 200, label: L('Remarks', '备注') },
    { name: 'fileName', type: 'text', filter: 'fuzzy', width: 200, label: L('From file', '来源文件') },
    {
      name: 'createdAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      label: L('Imported at', '导入时间'),
    },
  ],
});

const RATE_COLUMNS = [
  'shipmentNo',
  'kind',
  'branchId',
  'chargeCode',
  'unit',
  'quantity',
  'rate',
  'minimum',
  'currency',
  'amount',
  'remarks',
];

export const IMPORT_PAGES: readonly PageDef[] = [
  definePage({
    // The upload, its preview and the commit; the rows arrive through /api/pricing/imports/* (multipart).
    url: RATE_IMPORT_PAGE,
    group: 'tariffs',
    screen: 'custom',
    resource: 'rateImport',
    title: L('Rate-sheet import', '费率表导入'),
    columns: ['fileName', 'shipmentNo', 'kind', 'rowsRead', 'rowsAccepted', 'rowsRefused', 'createdAt'],
    filters: ['fileName', 'shipmentNo', 'kind', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    actions: [
      {
        key: 'upload',
        kind: 'create',
        labelKey: 'pricing.imports.actions.upload',
        label: L('Import rate sheet', '导入费率表'),
      },
    ],
    roles: PRICING_DESK,
  }),
  definePage({
    url: 'rateImportLog',
    group: 'tariffs',
    screen: 'list',
    resource: 'rateImport',
    title: L('Rate-sheet import log', '费率表导入记录'),
    columns: [
      'fileName',
      'shipmentNo',
      'kind',
      'rowsRead',
      'rowsAccepted',
      'rowsRefused',
      'importedBy',
      'branchId',
      'createdAt',
    ],
    filters: ['fileName', 'shipmentNo', 'kind', 'importedBy', 'branchId', 'rowsRefused', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    actions: [{ key: 'export', kind: 'export' }],
    relations: [
      {
        key: 'rates',
        resource: 'shipmentRate',
        foreignKey: 'importId',
        titleKey: 'pricing.imports.relations.rates',
        columns: RATE_COLUMNS.filter((c) => c !== 'shipmentNo' && c !== 'kind'),
        defaultSort: { field: 'chargeCode', order: 'asc' },
      },
    ],
    roles: PRICING_DESK,
  }),
  definePage({
    url: 'importedRates',
    group: 'tariffs',
    screen: 'list',
    resource: 'shipmentRate',
    title: L('Shipment sell and cost rates', '运单卖价与成本'),
    columns: [...RATE_COLUMNS, 'fileName', 'createdAt'],
    filters: ['shipmentNo', 'kind', 'branchId', 'chargeCode', 'currency', 'fileName', 'amount', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    actions: [{ key: 'export', kind: 'export' }],
    roles: PRICING_DESK,
  }),
  definePage({
    // Lines and bands drawn from /api/pricing/trends/* (the weekly history of the tariffs).
    url: RATE_TREND_PAGE,
    group: 'tariffs',
    screen: 'custom',
    title: L('Rate trends', '运价走势'),
    roles: PRICING_DESK,
  }),
];
