import { definePage, defineResource, type FieldInput } from '../../engine/declare';
import type { Labels, PageDef, ResourceDef } from '../../engine/definitions';
import type { RoleCode } from '../../engine/menu';
import { ANSELL_COMPANY_CODE } from '../../tracking';

const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

/** Finance, managers and administrators: the desk that bills. */
const BILLING_DESK: readonly RoleCode[] = ['admin', 'manager', 'finance'];
/** The desk, reviewers and customer service, each within their branches. */
const DESK_AND_SERVICE: readonly RoleCode[] = [...BILLING_DESK, 'reviewer', 'csr'];
/** The desk, customer service and sales: what a customer is billed, read within their branches. */
const DESK_SERVICE_SALES: readonly RoleCode[] = [...DESK_AND_SERVICE, 'sales'];

const money = (name: string, label: Labels, currencyField = 'currency'): FieldInput => ({
  name,
  type: 'money',
  currencyField,
  sortable: true,
  width: 130,
  label,
});

const SHIPMENT_FIELDS: readonly FieldInput[] = [
  { name: 'shipmentNo', type: 'text', sortable: true, filter: 'fuzzy', width: 150, label: L('Shipment', '运单号') },
  { name: 'shipmentId', type: 'number', filter: 'exact', width: 90, label: L('Shipment id', '运单编号') },
  { name: 'etd', type: 'datetime', sortable: true, filter: 'range', width: 170, label: L('ETD', '预计开航') },
  { name: 'branchId', type: 'number', filter: 'exact', width: 90, label: L('Branch', '分公司') },
  { name: 'branchCode', type: 'text', sortable: true, filter: 'exact', width: 80, label: L('Office', '办事处') },
  { name: 'companyId', type: 'party', filter: 'exact', width: 200, label: L('Customer', '客户') },
  {
    name: 'companyName',
    type: 'text',
    sortable: true,
    filter: 'fuzzy',
    width: 200,
    label: L('Customer name', '客户名称'),
  },
];

/** The customer and the office a billing row belongs to, filtered and shown alike on every list. */
const CUSTOMER_AND_OFFICE: readonly FieldInput[] = [
  { name: 'companyId', type: 'party', filter: 'exact', width: 200, label: L('Customer', '客户') },
  {
    name: 'companyName',
    type: 'text',
    sortable: true,
    filter: 'fuzzy',
    width: 200,
    label: L('Customer name', '客户名称'),
  },
  { name: 'branchId', type: 'number', filter: 'exact', width: 90, label: L('Branch', '分公司') },
  { name: 'branchCode', type: 'text', sortable: true, filter: 'exact', width: 80, label: L('Office', '办事处') },
];

const CHARGE_CODE: FieldInput = {
  name: 'chargeCode',
  type: 'enum',
  dict: 'charge_code',
  sortable: true,
  filter: 'exact',
  width: 160,
  label: L('Charge', '费用代码'),
};

/** One problem of a shipment's billing per row, with its reason (view finance_billing_check). */
export const billingCheckResource: ResourceDef = defineResource({
  name: 'billingCheck',
  i18n: 'finance.billing.check',
  titleField: 'shipmentNo',
  title: L('Billing problem', '计费问题'),
  store: { table: 'finance_billing_check', scope: 'branch' },
  fields: [
    {
      name: 'reason',
      type: 'enum',
      dict: 'billing_check_reason',
      sortable: true,
      filter: 'exact',
      multiple: true,
      width: 220,
      label: L('Reason', '原因'),
      tone: () => 'warning',
    },
    ...SHIPMENT_FIELDS,
    CHARGE_CODE,
    { name: 'reference', type: 'text', sortable: true, filter: 'fuzzy', width: 170, label: L('Against', '对照单据') },
    { name: 'currency', type: 'text', sortable: true, filter: 'exact', width: 80, label: L('Currency', '币种') },
    money('expectedAmount', L('Expected', '应为')),
    money('actualAmount', L('Billed', '实际')),
    money('difference', L('Difference', '差额')),
  ],
});

/** The sell prices a customer is billed, line by line (view finance_billing_rate_sheet). */
export const billingRateResource: ResourceDef = defineResource({
  name: 'billingRate',
  i18n: 'finance.billing.rateSheet',
  titleField: 'reference',
  title: L('Billing rate', '计费费率'),
  store: { table: 'finance_billing_rate_sheet', scope: 'branch' },
  fields: [
    ...CUSTOMER_AND_OFFICE,
    {
      name: 'source',
      type: 'enum',
      dict: 'billing_rate_source',
      sortable: true,
      filter: 'exact',
      width: 150,
      label: L('From', '来源'),
    },
    { name: 'reference', type: 'text', sortable: true, filter: 'fuzzy', width: 170, label: L('Reference', '单号') },
    { name: 'origin', type: 'text', sortable: true, filter: 'exact', width: 90, label: L('From port', '起运港') },
    { name: 'destination', type: 'text', sortable: true, filter: 'exact', width: 90, label: L('To port', '目的港') },
    { name: 'equipment', type: 'text', sortable: true, filter: 'exact', width: 100, label: L('Equipment', '箱型') },
    CHARGE_CODE,
    { name: 'unit', type: 'enum', dict: 'charge_unit', filter: 'exact', width: 120, label: L('Per', '计费单位') },
    { name: 'currency', type: 'text', sortable: true, filter: 'exact', width: 80, label: L('Currency', '币种') },
    money('rate', L('Sell rate', '销售单价')),
    money('minimum', L('Minimum', '最低收费')),
    {
      name: 'validFrom',
      type: 'date',
      sortable: true,
      filter: 'range',
      width: 110,
      label: L('Valid from', '生效日期'),
    },
    {
      name: 'validUntil',
      type: 'date',
      sortable: true,
      filter: 'range',
      width: 110,
      label: L('Valid until', '失效日期'),
    },
  ],
});

/** Customs brokerage billed per shipment, in the office's currency (view finance_customs_billing). */
export const customsBillingResource: ResourceDef = defineResource({
  name: 'customsBilling',
  i18n: 'finance.billing.customs',
  titleField: 'shipmentNo',
  title: L('Customs billing', '报关计费'),
  store: { table: 'finance_customs_billing', scope: 'branch' },
  fields: [
    ...SHIPMENT_FIELDS,
    { name: 'mode', type: 'text', sortable: true, filter: 'exact', width: 80, label: L('Mode', '运输方式') },
    { name: 'hsCode', type: 'text', filter: 'fuzzy', width: 110, label: L('HS code', 'HS 编码') },
    { name: 'lineCount', type: 'number', sortable: true, width: 80, label: L('Lines', '费用条数') },
    { name: 'currency', type: 'text', sortable: true, filter: 'exact', width: 80, label: L('Currency', '币种') },
    money('clearanceAmount', L('Clearance', '报关费')),
    money('dutyAmount', L('Duty', '关税')),
    money('taxAmount', L('Import VAT', '进口增值税')),
    money('examinationAmount', L('Examination', '查验费')),
    money('totalAmount', L('Customs billed', '报关计费合计')),
    money('invoicedAmount', L('Invoiced', '已开票')),
    money('uninvoicedAmount', L('Not invoiced', '未开票')),
  ],
});

/** eCommerce parcels billed per customer, month and weight band (view finance_parcel_billing). */
export const parcelBillingResource: ResourceDef = defineResource({
  name: 'parcelBilling',
  i18n: 'finance.billing.parcels',
  titleField: 'companyName',
  title: L('Parcel billing', '小包计费'),
  store: { table: 'finance_parcel_billing', scope: 'branch' },
  fields: [
    { name: 'month', type: 'text', sortable: true, filter: 'exact', width: 90, label: L('Month', '月份') },
    ...CUSTOMER_AND_OFFICE,
    {
      name: 'band',
      type: 'enum',
      dict: 'parcel_weight_band',
      sortable: true,
      filter: 'exact',
      width: 120,
      label: L('Weight band', '重量段'),
    },
    { name: 'parcels', type: 'number', sortable: true, width: 90, label: L('Parcels', '件数') },
    { name: 'weightKg', type: 'number', sortable: true, width: 110, label: L('Weight (kg)', '重量（公斤）') },
    { name: 'currency', type: 'text', sortable: true, filter: 'exact', width: 80, label: L('Currency', '币种') },
    money('rate', L('Rate per parcel', '每件单价')),
    money('amount', L('Amount', '金额')),
  ],
});

/** The key account's billing per office and month (view finance_key_account_billing). */
export const keyAccountBillingResource: ResourceDef = defineResource({
  name: 'keyAccountBilling',
  i18n: 'finance.billing.keyAccount',
  titleField: 'month',
  title: L('Key account billing', '大客户计费汇总'),
  store: { table: 'finance_key_account_billing', scope: 'branch' },
  fields: [
    { name: 'month', type: 'text', sortable: true, filter: 'exact', width: 90, label: L('Month', '月份') },
    { name: 'companyCode', type: 'text', filter: 'exact', width: 100, label: L('Customer code', '客户代码') },
    { name: 'companyName', type: 'text', width: 200, label: L('Customer name', '客户名称') },
    { name: 'branchId', type: 'number', filter: 'exact', width: 90, label: L('Branch', '分公司') },
    { name: 'branchCode', type: 'text', sortable: true, filter: 'exact', width: 80, label: L('Office', '办事处') },
    { name: 'shipments', type: 'number', sortable: true, width: 90, label: L('Shipments', '票数') },
    { name: 'currency', type: 'text', width: 80, label: L('Local currency', '本币') },
    { name: 'usd', type: 'text', width: 60, label: L('USD', '美元') },
    money('freightLocal', L('Freight', '运费')),
    money('localChargesLocal', L('Local charges', '本地费用')),
    money('customsLocal', L('Customs', '报关费用')),
    money('revenueLocal', L('Revenue', '收入')),
    money('invoicedLocal', L('Invoiced', '已开票')),
    money('paidLocal', L('Paid', '已收款')),
    money('openLocal', L('Open', '未收款')),
    money('freightUsd', L('Freight (USD)', '运费（美元）'), 'usd'),
    money('localChargesUsd', L('Local charges (USD)', '本地费用（美元）'), 'usd'),
    money('customsUsd', L('Customs (USD)', '报关费用（美元）'), 'usd'),
    money('revenueUsd', L('Revenue (USD)', '收入（美元）'), 'usd'),
    money('invoicedUsd', L('Invoiced (USD)', '已开票（美元）'), 'usd'),
    money('paidUsd', L('Paid (USD)', '已收款（美元）'), 'usd'),
    money('openUsd', L('Open (USD)', '未收款（美元）'), 'usd'),
  ],
});

const exportAction = [{ key: 'export', kind: 'export' as const }];

export const BILLING_PAGES: readonly PageDef[] = [
  definePage({
    url: 'billingCheck',
    group: 'charges',
    screen: 'list',
    resource: 'billingCheck',
    title: L('Billing check', '计费核对'),
    help: L(
      'One row per problem in a shipment’s billing, in your branches: a revenue line whose amount for a charge code and currency differs from the confirmed quotation it was filled from; a shipment that has arrived with no revenue line; a revenue line in a currency with no exchange rate into the office’s currency on or before its day; an invoice whose lines differ from the reviewed revenue lines it bills. Correcting the data clears the row.',
      '您所在分公司运单计费中的问题，每个问题一行：收入费用按费用代码和币种的金额与其来源的已确认报价不一致；已到港的运单没有任何收入费用；收入费用的币种在其日期当天或之前没有兑换为本办事处币种的汇率；发票明细与其开票的已审核收入费用不一致。更正数据后该行即消失。',
    ),
    columns: [
      'reason',
      'shipmentNo',
      'etd',
      'branchCode',
      'companyName',
      'chargeCode',
      'reference',
      'currency',
      'expectedAmount',
      'actualAmount',
      'difference',
    ],
    filters: ['reason', 'shipmentNo', 'companyName', 'branchCode', 'chargeCode', 'etd'],
    defaultSort: { field: 'etd', order: 'desc' },
    actions: exportAction,
    roles: DESK_AND_SERVICE,
  }),
  definePage({
    url: 'billingRateSheet',
    group: 'charges',
    screen: 'list',
    resource: 'billingRate',
    title: L('Billing rate sheet', '计费费率表'),
    help: L(
      'The sell prices each customer of your branches is billed, line by line: the lines of its confirmed quotations and of the sell tariffs made for it alone, valid today or later, by lane, equipment and charge code. The desk checks charge sheets against these prices.',
      '您所在分公司每个客户的计费销售价格，逐行列出：其已确认报价的明细，以及专为该客户制定的销售运价的明细，限今天及以后有效者，按航线、箱型和费用代码。计费人员据此核对费用表。',
    ),
    columns: [
      'companyName',
      'source',
      'reference',
      'origin',
      'destination',
      'equipment',
      'chargeCode',
      'unit',
      'currency',
      'rate',
      'minimum',
      'validFrom',
      'validUntil',
    ],
    filters: ['companyName', 'source', 'origin', 'destination', 'equipment', 'chargeCode', 'validUntil'],
    defaultSort: { field: 'companyName', order: 'asc' },
    actions: exportAction,
    roles: DESK_SERVICE_SALES,
  }),
  definePage({
    url: 'customsBilling',
    group: 'charges',
    screen: 'list',
    resource: 'customsBilling',
    title: L('Customs billing', '报关计费'),
    help: L(
      'Per shipment of your branches, the customs brokerage it is billed: revenue lines of customs clearance (CUS), import duty (DUT), import VAT (VAT) and customs examination (EXM), in the office’s currency, with how much of it is on an invoice.',
      '您所在分公司每票运单的报关代理计费：报关费（CUS）、进口关税（DUT）、进口增值税（VAT）和海关查验费（EXM）的收入费用，以本办事处币种计，并列出其中已开票的金额。',
    ),
    columns: [
      'shipmentNo',
      'etd',
      'branchCode',
      'companyName',
      'mode',
      'currency',
      'clearanceAmount',
      'dutyAmount',
      'taxAmount',
      'examinationAmount',
      'totalAmount',
      'invoicedAmount',
      'uninvoicedAmount',
    ],
    filters: ['shipmentNo', 'companyName', 'branchCode', 'mode', 'etd'],
    defaultSort: { field: 'etd', order: 'desc' },
    actions: exportAction,
    roles: DESK_AND_SERVICE,
  }),
  definePage({
    url: 'parcelBilling',
    group: 'charges',
    screen: 'list',
    resource: 'parcelBilling',
    title: L('Parcel billing', '小包计费'),
    help: L(
      'eCommerce oversized parcels (one box of at most 30 kg, goods under 800 USD) of your branches, billed per customer and month by weight band: the parcels, their weight, the office’s rate per parcel for the band in force on the day each was shipped, and the amount.',
      '您所在分公司的电商超大件小包（单箱不超过 30 公斤，货值低于 800 美元），按客户、月份和重量段计费：件数、重量、寄出当天有效的本办事处该重量段每件单价，以及金额。',
    ),
    columns: ['month', 'companyName', 'branchCode', 'band', 'parcels', 'weightKg', 'currency', 'rate', 'amount'],
    filters: ['month', 'companyName', 'branchCode', 'band'],
    defaultSort: { field: 'month', order: 'desc' },
    actions: exportAction,
    roles: DESK_SERVICE_SALES,
  }),
  definePage({
    url: 'ansellBillingSummary',
    group: 'charges',
    screen: 'list',
    resource: 'keyAccountBilling',
    title: L('Ansell billing summary', 'Ansell 计费汇总'),
    help: L(
      'The key account’s shipments in your branches per office and month of departure: revenue by charge group (freight, local charges, customs), what was invoiced, paid and is still open, in the office’s currency and in US dollars at the rate of each line’s or invoice’s day.',
      '该大客户在您所在分公司的运单，按办事处和开航月份汇总：按费用组（运费、本地费用、报关费用）的收入，已开票、已收款和未收款金额，以本办事处币种及美元（按每条费用或发票当天的汇率）列示。',
    ),
    fixed: { companyCode: ANSELL_COMPANY_CODE },
    columns: [
      'month',
      'branchCode',
      'shipments',
      'currency',
      'freightLocal',
      'localChargesLocal',
      'customsLocal',
      'revenueLocal',
      'invoicedLocal',
      'paidLocal',
      'openLocal',
      'revenueUsd',
      'invoicedUsd',
      'paidUsd',
      'openUsd',
    ],
    filters: ['month', 'branchCode'],
    defaultSort: { field: 'month', order: 'desc' },
    actions: exportAction,
    roles: DESK_SERVICE_SALES,
  }),
];

export const BILLING_RESOURCES: readonly ResourceDef[] = [
  billingCheckResource,
  billingRateResource,
  customsBillingResource,
  parcelBillingResource,
  keyAccountBillingResource,
];
