import type { AreaPart } from '../../engine/area';
import { type ActionInput, definePage, defineResource } from '../../engine/declare';
import type { PageDef, ResourceDef } from '../../engine/definitions';
import type { RoleCode } from '../../engine/menu';
import { L, money, text, UPDATED_AT } from '../fields';
import { CHARGE_DICTIONARIES } from './dictionaries';
import { chargesCatalog } from './i18n';

export * from './rules';
export type * from './wire';

/** Who works charge sheets: operations enter them, reviewers and finance check them. */
const SHEET_ROLES: readonly RoleCode[] = ['admin', 'manager', 'csr', 'ops', 'finance', 'reviewer'];
/** Who reviews and rejects lines. */
export const REVIEW_ROLES: readonly RoleCode[] = ['admin', 'manager', 'finance', 'reviewer'];
/** SPEC §6 "unlocking or locking charge details": a right of its own, held by finance and managers. */
export const UNLOCK_ROLES: readonly RoleCode[] = ['finance', 'manager'];

/** The actions of a charge sheet page (`<url>:edit`, `:submit`, `:review`, `:unlock`). */
const sheetActions = (): readonly ActionInput[] => [
  { key: 'edit', kind: 'edit', label: L('Enter charges', '录入费用') },
  { key: 'submit', kind: 'transition', label: L('Submit', '提交') },
  { key: 'review', kind: 'transition', label: L('Review or reject', '审核或驳回'), roles: REVIEW_ROLES },
  { key: 'unlock', kind: 'transition', label: L('Lock and unlock', '锁定与解锁'), roles: UNLOCK_ROLES },
];

/** A charge line as the review queue lists it. */
export const chargeLineResource: ResourceDef = defineResource({
  name: 'chargeLine',
  i18n: 'finance.chargeLine',
  titleField: 'chargeCode',
  title: L('Charge line', '费用行'),
  store: {
    table: 'charge_lines',
    scope: 'branch',
    lookups: {
      shipmentNo: { table: 'shipments', key: 'id', column: 'shipment_no', from: 'shipmentId' },
      partyName: { table: 'companies', key: 'id', column: 'name', from: 'partyCompanyId' },
      submittedByName: { table: 'users', key: 'id', column: 'display_name', from: 'submittedBy' },
      branchCode: { table: 'branches', key: 'id', column: 'code', from: 'branchId' },
    },
  },
  fields: [
    text('shipmentNo', L('Shipment no.', '运单号'), { filter: 'fuzzy', sortable: true }),
    { name: 'shipmentId', type: 'number', width: 90, label: L('Shipment id', '运单编号') },
    text('branchCode', L('Branch', '分公司'), { width: 80 }),
    {
      name: 'side',
      type: 'enum',
      dict: 'charge_side',
      filter: 'exact',
      sortable: true,
      width: 100,
      label: L('Side', '收/付'),
    },
    {
      name: 'chargeCode',
      type: 'enum',
      dict: 'charge_code',
      filter: 'exact',
      sortable: true,
      width: 170,
      label: L('Charge', '费用'),
    },
    text('partyName', L('Bill-to / creditor', '结算单位'), { filter: 'fuzzy', width: 200 }),
    text('description', L('Description', '描述'), { width: 160 }),
    text('currency', L('Currency', '币种'), { filter: 'exact', width: 80 }),
    { name: 'quantity', type: 'number', width: 90, label: L('Quantity', '数量') },
    { name: 'unitPrice', type: 'number', width: 110, label: L('Unit price', '单价') },
    money('amount', 'currency', L('Amount', '金额')),
    { name: 'exchangeRate', type: 'number', width: 110, label: L('Exchange rate', '汇率') },
    text('localCurrency', L('Local currency', '本位币'), { width: 80 }),
    money('localAmount', 'localCurrency', L('Local amount', '本位币金额')),
    { name: 'isSr', type: 'boolean', filter: 'exact', width: 70, label: L('SR', 'SR') },
    { name: 'completed', type: 'boolean', filter: 'exact', width: 90, label: L('Completed', '已完成') },
    {
      name: 'status',
      type: 'enum',
      dict: 'charge_line_status',
      filter: 'exact',
      sortable: true,
      width: 120,
      label: L('Status', '状态'),
    },
    text('submittedByName', L('Submitted by', '提交人')),
    {
      name: 'submittedAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      label: L('Submitted', '提交时间'),
    },
    text('rejectReason', L('Reject reason', '驳回原因'), { width: 180 }),
    UPDATED_AT,
  ],
});

/** A shipment's profit as its charge sheet row holds it. */
export const shipmentProfitResource: ResourceDef = defineResource({
  name: 'shipmentProfit',
  i18n: 'finance.profit',
  titleField: 'shipmentNo',
  title: L('Shipment profit', '运单利润'),
  transitions: {
    lock: { field: 'profitState', from: ['open', 'unlocked', 'amended'], to: 'locked' },
    unlock: { field: 'profitState', from: ['locked'], to: 'unlocked' },
  },
  fields: [
    text('shipmentNo', L('Shipment no.', '运单号'), { filter: 'fuzzy', sortable: true }),
    text('branchCode', L('Branch', '分公司'), { width: 80, filter: 'exact' }),
    text('mode', L('Mode', '运输方式'), { width: 80, filter: 'exact' }),
    { name: 'originPort', type: 'port', filter: 'exact', width: 130, label: L('Origin', '起运港') },
    { name: 'destinationPort', type: 'port', filter: 'exact', width: 130, label: L('Destination', '目的港') },
    { name: 'etd', type: 'datetime', sortable: true, filter: 'range', width: 170, label: L('ETD', '预计开航') },
    text('companyName', L('Customer', '客户'), { filter: 'fuzzy', width: 200 }),
    text('localCurrency', L('Currency', '币种'), { width: 80 }),
    money('revenueLocal', 'localCurrency', L('Revenue', '收入')),
    money('costLocal', 'localCurrency', L('Cost', '成本')),
    money('profitLocal', 'localCurrency', L('Profit', '利润')),
    {
      name: 'marginPercent',
      type: 'number',
      sortable: true,
      width: 100,
      label: L('Margin %', '利润率 %'),
      tone: (row) => (row.marginPercent !== null && Number(row.marginPercent) < 0 ? 'error' : null),
    },
    { name: 'lineCount', type: 'number', width: 80, label: L('Lines', '费用行数') },
    {
      name: 'profitState',
      type: 'enum',
      dict: 'profit_state',
      filter: 'exact',
      sortable: true,
      width: 130,
      label: L('Profit state', '利润状态'),
    },
    {
      name: 'lossState',
      type: 'enum',
      dict: 'loss_application_state',
      filter: 'exact',
      width: 130,
      label: L('Loss application', '亏损申请'),
    },
    text('profitLockedByName', L('Locked by', '锁定人')),
    { name: 'profitLockedAt', type: 'datetime', width: 170, label: L('Locked', '锁定时间') },
    UPDATED_AT,
  ],
});

/** A cost rate's line a cost line can be filled from: published cost tariffs, line by line. */
export const chargeRateResource: ResourceDef = defineResource({
  name: 'chargeRate',
  i18n: 'finance.chargeRate',
  titleField: 'tariffNo',
  title: L('Cost rate line', '成本费率行'),
  fields: [
    text('tariffNo', L('Tariff no.', '运价编号'), { filter: 'fuzzy', sortable: true }),
    text('carrierCode', L('Carrier', '承运人'), { filter: 'exact', sortable: true, width: 90 }),
    text('mode', L('Mode', '运输方式'), { filter: 'exact', width: 80 }),
    { name: 'pol', type: 'port', filter: 'exact', sortable: true, width: 130, label: L('POL', '起运港') },
    { name: 'pod', type: 'port', filter: 'exact', sortable: true, width: 130, label: L('POD', '目的港') },
    text('equipment', L('Equipment', '箱型'), { filter: 'exact', sortable: true, width: 90 }),
    { name: 'validFrom', type: 'date', filter: 'range', sortable: true, width: 110, label: L('Valid from', '生效日') },
    {
      name: 'validUntil',
      type: 'date',
      filter: 'range',
      sortable: true,
      width: 110,
      label: L('Valid until', '失效日'),
    },
    {
      name: 'chargeCode',
      type: 'enum',
      dict: 'charge_code',
      filter: 'exact',
      sortable: true,
      width: 170,
      label: L('Charge', '费用'),
    },
    text('unit', L('Unit', '计费单位'), { width: 90 }),
    { name: 'rate', type: 'number', sortable: true, width: 110, label: L('Rate', '费率') },
    { name: 'minimum', type: 'number', width: 100, label: L('Minimum', '最低收费') },
    text('currency', L('Currency', '币种'), { filter: 'exact', width: 80 }),
  ],
});

const SHEET_TITLE = L('Charge sheet', '费用单');

export const CHARGE_PAGES: readonly PageDef[] = [
  definePage({
    url: 'chargeSheet',
    group: 'charges',
    screen: 'custom',
    title: SHEET_TITLE,
    actions: sheetActions(),
    roles: SHEET_ROLES,
  }),
  definePage({
    url: 'chargePvgSheet',
    group: 'charges',
    screen: 'custom',
    title: L('Charge sheet · PVG air', '费用单 · 浦东空运'),
    actions: sheetActions(),
    roles: SHEET_ROLES,
  }),
  definePage({
    url: 'chargeSheetverify',
    group: 'charges',
    screen: 'custom',
    resource: 'chargeLine',
    title: L('Charge review queue', '费用审核'),
    fixed: { status: 'submitted' },
    columns: [
      'shipmentNo',
      'branchCode',
      'side',
      'chargeCode',
      'partyName',
      'currency',
      'amount',
      'localAmount',
      'isSr',
      'submittedByName',
      'submittedAt',
    ],
    filters: ['shipmentNo', 'side', 'chargeCode', 'partyName', 'currency', 'submittedAt'],
    defaultSort: { field: 'submittedAt', order: 'asc' },
    actions: [
      // A marker, set by the charge routes (not an edit of the line through the engine).
      { key: 'review', kind: 'transition', label: L('Review or reject', '审核或驳回') },
      { key: 'export', kind: 'export' },
    ],
    roles: REVIEW_ROLES,
  }),
  definePage({
    url: 'chargeRate',
    group: 'charges',
    screen: 'list',
    resource: 'chargeRate',
    title: L('Cost rates for charges', '费用成本费率'),
    columns: [
      'tariffNo',
      'carrierCode',
      'pol',
      'pod',
      'equipment',
      'chargeCode',
      'unit',
      'rate',
      'minimum',
      'currency',
      'validFrom',
      'validUntil',
    ],
    filters: ['pol', 'pod', 'equipment', 'carrierCode', 'chargeCode', 'validFrom', 'validUntil', 'tariffNo'],
    defaultSort: { field: 'validFrom', order: 'desc' },
    actions: [{ key: 'export', kind: 'export' }],
    roles: SHEET_ROLES,
  }),
  definePage({
    url: 'shipmentProfit',
    group: 'charges',
    screen: 'list',
    resource: 'shipmentProfit',
    title: L('Shipment profit', '运单利润'),
    columns: [
      'shipmentNo',
      'branchCode',
      'mode',
      'originPort',
      'destinationPort',
      'etd',
      'companyName',
      'localCurrency',
      'revenueLocal',
      'costLocal',
      'profitLocal',
      'marginPercent',
      'profitState',
      'lossState',
      'profitLockedByName',
    ],
    filters: [
      'shipmentNo',
      'branchCode',
      'mode',
      'companyName',
      'profitState',
      'lossState',
      'etd',
      'originPort',
      'destinationPort',
    ],
    defaultSort: { field: 'etd', order: 'desc' },
    actions: [
      { key: 'lock', kind: 'transition', transition: 'lock', label: L('Lock profit', '锁定利润'), roles: ['finance'] },
      {
        key: 'unlock',
        kind: 'transition',
        transition: 'unlock',
        label: L('Unlock profit', '解锁利润'),
        roles: UNLOCK_ROLES,
      },
      { key: 'export', kind: 'export' },
    ],
    roles: ['admin', 'manager', 'finance'],
  }),
];

/** Charge sheets, their review queue, the cost rates lines are filled from, and profit per shipment. */
export const CHARGES: AreaPart = {
  resources: [chargeLineResource, shipmentProfitResource, chargeRateResource],
  pages: CHARGE_PAGES,
  dictionaries: CHARGE_DICTIONARIES,
  catalogs: [chargesCatalog],
};
