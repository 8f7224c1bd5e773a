import type { FieldInput } from '../../engine/declare';
import { type ActionInput, definePage, defineResource } from '../../engine/declare';
import type { Labels, PageDef, RelationDef, ResourceDef } from '../../engine/definitions';
import type { RoleCode } from '../../engine/menu';

const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

/** Finance issues, reviews and collects; managers and administrators oversee. */
export const BILLING_DESK: readonly RoleCode[] = ['admin', 'manager', 'finance'];
/** The customer reads its own company's invoices and debit notes on the same pages. */
const WITH_CUSTOMER: readonly RoleCode[] = [...BILLING_DESK, 'customer'];
/** Those who follow what is still to bill: finance, managers, reviewers and customer service. */
const BILLING_READERS: readonly RoleCode[] = [...BILLING_DESK, 'reviewer', 'csr'];

const money = (name: string, label: Labels, currencyField = 'currency'): FieldInput => ({
  name,
  type: 'money',
  currencyField,
  sortable: true,
  width: 120,
  label,
});

const INVOICE_FIELDS: readonly FieldInput[] = [
  { name: 'invoiceNo', type: 'text', sortable: true, filter: 'fuzzy', width: 190, label: L('Number', '发票号') },
  { name: 'kind', type: 'enum', dict: 'invoice_kind', filter: 'exact', width: 110, label: L('Kind', '类型') },
  { name: 'shipmentNo', type: 'text', sortable: true, filter: 'fuzzy', width: 150, label: L('Tracking', '运单号') },
  { name: 'companyId', type: 'party', filter: 'exact', width: 200, label: L('Bill-to party', '付款方') },
  { name: 'companyName', type: 'text', sortable: true, filter: 'fuzzy', width: 200, label: L('Bill-to', '付款方名称') },
  { name: 'branchId', type: 'number', filter: 'exact', width: 90, label: L('Branch', '分公司') },
  { name: 'branchCode', type: 'text', sortable: true, width: 80, label: L('Office', '办事处') },
  { name: 'invoiceDate', type: 'date', sortable: true, filter: 'range', width: 110, label: L('Date', '开票日期') },
  { name: 'dueDate', type: 'date', sortable: true, filter: 'range', width: 110, label: L('Due date', '到期日') },
  { name: 'currency', type: 'text', sortable: true, filter: 'exact', width: 80, label: L('Currency', '币种') },
  money('netAmount', L('Amount', '金额')),
  money('taxAmount', L('Tax', '税额')),
  money('totalAmount', L('Total', '合计')),
  money('paidAmount', L('Paid', '已付')),
  money('openAmount', L('Open balance', '未付余额')),
  {
    name: 'paymentState',
    type: 'enum',
    dict: 'invoice_payment_state',
    filter: 'exact',
    multiple: true,
    sortable: true,
    width: 110,
    label: L('Payment', '付款状态'),
    tone: (row) => (row.paymentState === 'paid' ? 'success' : row.paymentState === 'partly_paid' ? 'warning' : null),
  },
  {
    name: 'truckInvoice',
    type: 'boolean',
    filter: 'exact',
    editable: true,
    width: 100,
    label: L('Truck invoice', '拖车发票'),
  },
  {
    name: 'reviewStatus',
    type: 'enum',
    dict: 'invoice_review_status',
    filter: 'exact',
    sortable: true,
    editable: true,
    required: true,
    width: 130,
    label: L('Review status', '审核状态'),
  },
  {
    name: 'peelOffStatus',
    type: 'enum',
    dict: 'peel_off_status',
    filter: 'exact',
    editable: true,
    width: 120,
    label: L('Peel-off', 'Peel-off 状态'),
  },
  { name: 'originalInvoiceNo', type: 'text', filter: 'fuzzy', width: 190, label: L('Adjusts invoice', '调整的发票') },
  { name: 'remarks', type: 'longText', editable: true, maxLength: 500, width: 200, label: L('Remarks', '备注') },
  { name: 'issuedByName', type: 'text', width: 120, label: L('Issued by', '开票人') },
  { name: 'updatedAt', type: 'datetime', sortable: true, width: 170, label: L('Updated', '更新时间') },
];

/**
 * Tax invoices and debit notes: one table, two pages (the kind is the page's fixed filter). The
 * server issues them (numbers, lines, totals); the desk edits only review status, peel-off state,
 * the truck invoice flag and remarks.
 */
export const invoiceResource: ResourceDef = defineResource({
  name: 'invoice',
  i18n: 'finance.invoices.invoice',
  titleField: 'invoiceNo',
  title: L('Invoice', '发票'),
  fields: INVOICE_FIELDS,
});

/** An invoice's lines, each the charge line it bills converted into the invoice's currency. */
export const invoiceLineResource: ResourceDef = defineResource({
  name: 'invoiceLine',
  i18n: 'finance.invoices.line',
  titleField: 'chargeCode',
  title: L('Invoice line', '发票明细'),
  store: { table: 'invoice_lines', scope: 'none' },
  fields: [
    { name: 'invoiceId', type: 'number', filter: 'exact', label: L('Invoice', '发票') },
    { name: 'position', type: 'number', sortable: true, width: 60, label: L('No.', '序号') },
    {
      name: 'chargeCode',
      type: 'enum',
      dict: 'charge_code',
      sortable: true,
      width: 150,
      label: L('Charge', '费用代码'),
    },
    { name: 'description', type: 'text', width: 200, label: L('Description', '描述') },
    { name: 'sourceCurrency', type: 'text', width: 80, label: L('Charged in', '原币种') },
    money('sourceAmount', L('Charged amount', '原币金额'), 'sourceCurrency'),
    { name: 'exchangeRate', type: 'number', width: 110, label: L('Rate', '汇率') },
    { name: 'currency', type: 'text', width: 80, label: L('Currency', '币种') },
    money('amount', L('Amount', '金额')),
    { name: 'taxRate', type: 'number', width: 80, label: L('Tax rate', '税率') },
    money('taxAmount', L('Tax', '税额')),
  ],
});

/** Payments received against an invoice. */
export const invoicePaymentResource: ResourceDef = defineResource({
  name: 'invoicePayment',
  i18n: 'finance.invoices.payment',
  titleField: 'reference',
  title: L('Payment', '收款'),
  store: { table: 'invoice_payments', scope: 'none' },
  fields: [
    { name: 'invoiceId', type: 'number', filter: 'exact', label: L('Invoice', '发票') },
    { name: 'paidOn', type: 'date', sortable: true, width: 110, label: L('Paid on', '收款日期') },
    { name: 'currency', type: 'text', width: 80, label: L('Currency', '币种') },
    money('amount', L('Amount', '金额')),
    { name: 'reference', type: 'text', width: 180, label: L('Reference', '付款参考') },
    { name: 'createdAt', type: 'datetime', sortable: true, width: 170, label: L('Recorded', '录入时间') },
  ],
});

/** Revenue lines as the billing lists show them (unbilled, uninvoiced). */
const BILLING_LINE_FIELDS: readonly FieldInput[] = [
  { name: 'shipmentNo', type: 'text', sortable: true, filter: 'fuzzy', width: 150, label: L('Shipment', '运单号') },
  { name: 'shipmentId', type: 'number', filter: 'exact', width: 90, label: L('Shipment id', '运单编号') },
  { name: 'etd', type: 'datetime', sortable: true, filter: 'range', width: 170, label: L('ETD', '预计开航') },
  { name: 'branchId', type: 'number', filter: 'exact', width: 90, label: L('Branch', '分公司') },
  { name: 'companyId', type: 'party', filter: 'exact', width: 200, label: L('Bill-to party', '付款方') },
  { name: 'companyName', type: 'text', sortable: true, filter: 'fuzzy', width: 200, label: L('Bill-to', '付款方名称') },
  {
    name: 'chargeCode',
    type: 'enum',
    dict: 'charge_code',
    sortable: true,
    filter: 'exact',
    width: 150,
    label: L('Charge', '费用代码'),
  },
  { name: 'description', type: 'text', width: 200, label: L('Description', '描述') },
  { name: 'currency', type: 'text', sortable: true, filter: 'exact', width: 80, label: L('Currency', '币种') },
  money('amount', L('Amount', '金额')),
  {
    name: 'status',
    type: 'enum',
    dict: 'billing_line_status',
    filter: 'exact',
    sortable: true,
    width: 120,
    label: L('Line state', '费用状态'),
  },
];

/** Revenue lines of departed shipments neither reviewed nor invoiced (finance_unbilled). */
export const unbilledLineResource: ResourceDef = defineResource({
  name: 'unbilledLine',
  i18n: 'finance.invoices.unbilled',
  titleField: 'shipmentNo',
  title: L('Unbilled charge', '未开账费用'),
  store: { table: 'finance_unbilled', scope: 'branch' },
  fields: BILLING_LINE_FIELDS,
});

/** Reviewed or locked revenue lines not yet on an invoice (finance_uninvoiced): what is issued from. */
export const uninvoicedLineResource: ResourceDef = defineResource({
  name: 'uninvoicedLine',
  i18n: 'finance.invoices.uninvoiced',
  titleField: 'shipmentNo',
  title: L('Uninvoiced charge', '未开票费用'),
  store: { table: 'finance_uninvoiced', scope: 'branch' },
  fields: BILLING_LINE_FIELDS,
});

/** Invoices and debit notes with an open balance, aged by days past due (finance_unpaid). */
export const unpaidInvoiceResource: ResourceDef = defineResource({
  name: 'unpaidInvoice',
  i18n: 'finance.invoices.unpaid',
  titleField: 'invoiceNo',
  title: L('Unpaid invoice', '未收款发票'),
  store: { table: 'finance_unpaid', scope: 'branch' },
  fields: [
    { name: 'invoiceNo', type: 'text', sortable: true, filter: 'fuzzy', width: 190, label: L('Number', '发票号') },
    { name: 'shipmentNo', type: 'text', sortable: true, filter: 'fuzzy', width: 150, label: L('Tracking', '运单号') },
    { name: 'branchId', type: 'number', filter: 'exact', width: 90, label: L('Branch', '分公司') },
    { name: 'companyId', type: 'party', filter: 'exact', width: 200, label: L('Bill-to party', '付款方') },
    {
      name: 'companyName',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      width: 200,
      label: L('Bill-to', '付款方名称'),
    },
    { name: 'invoiceDate', type: 'date', sortable: true, filter: 'range', width: 110, label: L('Date', '开票日期') },
    { name: 'dueDate', type: 'date', sortable: true, filter: 'range', width: 110, label: L('Due date', '到期日') },
    { name: 'currency', type: 'text', sortable: true, filter: 'exact', width: 80, label: L('Currency', '币种') },
    money('totalAmount', L('Total', '合计')),
    money('paidAmount', L('Paid', '已付')),
    money('openAmount', L('Open balance', '未付余额')),
    { name: 'daysOverdue', type: 'number', sortable: true, width: 100, label: L('Days overdue', '逾期天数') },
    {
      name: 'ageingBucket',
      type: 'enum',
      dict: 'invoice_ageing_bucket',
      filter: 'exact',
      multiple: true,
      sortable: true,
      width: 120,
      label: L('Ageing', '账龄'),
      tone: (row) => (row.ageingBucket === 'd90_plus' || row.ageingBucket === 'd61_90' ? 'error' : null),
    },
  ],
});

/** A customer's balance per office and currency (finance_company_balances), on the customer profile. */
export const companyBalanceResource: ResourceDef = defineResource({
  name: 'companyBalance',
  i18n: 'finance.invoices.balance',
  titleField: 'currency',
  title: L('Balance', '往来余额'),
  store: {
    table: 'finance_company_balances',
    scope: 'branch',
    lookups: { branchCode: { table: 'branches', key: 'id', column: 'code', from: 'branchId' } },
  },
  fields: [
    { name: 'companyId', type: 'number', filter: 'exact', label: L('Customer', '客户') },
    { name: 'branchId', type: 'number', filter: 'exact', label: L('Branch', '分公司') },
    { name: 'branchCode', type: 'text', sortable: true, width: 80, label: L('Office', '办事处') },
    { name: 'currency', type: 'text', sortable: true, width: 80, label: L('Currency', '币种') },
    money('invoicedAmount', L('Invoiced', '已开票')),
    money('paidAmount', L('Paid', '已付')),
    money('openAmount', L('Open balance', '未付余额')),
    money('overdueAmount', L('Overdue', '逾期金额')),
    money('creditAmount', L('Credit', '贷项')),
  ],
});

/** A supplier's invoice file (PDF) kept for a shipment (InvoiceData). */
export const supplierInvoiceResource: ResourceDef = defineResource({
  name: 'supplierInvoice',
  i18n: 'finance.invoices.supplier',
  titleField: 'fileName',
  title: L('Supplier invoice', '供应商发票'),
  store: {
    table: 'invoice_data_files',
    scope: 'branch',
    lookups: { shipmentNo: { table: 'shipments', key: 'id', column: 'shipment_no', from: 'shipmentId' } },
  },
  fields: [
    { name: 'shipmentId', type: 'number', filter: 'exact', width: 90, label: L('Shipment id', '运单编号') },
    { name: 'shipmentNo', type: 'text', sortable: true, filter: 'fuzzy', width: 150, label: L('Shipment', '运单号') },
    { name: 'branchId', type: 'number', filter: 'exact', width: 90, label: L('Branch', '分公司') },
    { name: 'supplierName', type: 'text', sortable: true, filter: 'fuzzy', width: 200, label: L('Supplier', '供应商') },
    {
      name: 'supplierInvoiceNo',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      width: 160,
      label: L('Supplier invoice no.', '供应商发票号'),
    },
    { name: 'fileName', type: 'file', width: 220, label: L('File', '文件') },
    { name: 'byteSize', type: 'number', width: 100, label: L('Size (bytes)', '大小（字节）') },
    { name: 'uploadedAt', type: 'datetime', sortable: true, width: 170, label: L('Uploaded', '上传时间') },
  ],
});

const INVOICE_COLUMNS = [
  'invoiceNo',
  'shipmentNo',
  'companyName',
  'invoiceDate',
  'dueDate',
  'currency',
  'netAmount',
  'taxAmount',
  'totalAmount',
  'paidAmount',
  'paymentState',
  'reviewStatus',
  'peelOffStatus',
  'truckInvoice',
];

const INVOICE_FILTERS = [
  'invoiceNo',
  'shipmentNo',
  'companyName',
  'paymentState',
  'reviewStatus',
  'peelOffStatus',
  'truckInvoice',
  'currency',
  'invoiceDate',
  'dueDate',
];

const INVOICE_RELATIONS: readonly RelationDef[] = [
  {
    key: 'lines',
    resource: 'invoiceLine',
    foreignKey: 'invoiceId',
    titleKey: 'finance.invoices.relations.lines',
    columns: [
      'position',
      'chargeCode',
      'description',
      'sourceCurrency',
      'sourceAmount',
      'exchangeRate',
      'amount',
      'taxRate',
      'taxAmount',
    ],
    defaultSort: { field: 'position', order: 'asc' },
  },
  {
    key: 'payments',
    resource: 'invoicePayment',
    foreignKey: 'invoiceId',
    titleKey: 'finance.invoices.relations.payments',
    columns: ['paidOn', 'amount', 'currency', 'reference', 'createdAt'],
    defaultSort: { field: 'paidOn', order: 'desc' },
  },
];

const PDF_DOWNLOAD = {
  key: 'invoicePdf',
  labelKey: 'finance.invoices.download.pdf',
  href: '/api/finance/invoices/pdf',
  params: { invoiceNo: 'invoiceNo' },
};

/** Buttons of the invoice pages: the desk's edits and its own routes (payment, debit note). */
const invoiceActions = (url: string): ActionInput[] => [
  { key: 'edit', kind: 'edit', roles: BILLING_DESK },
  {
    key: 'payment',
    kind: 'transition',
    transition: 'recordPayment',
    roles: BILLING_DESK,
    label: L('Record payment', '登记收款'),
  },
  ...(url === 'taxInvoice'
    ? [
        {
          key: 'debitNote',
          kind: 'transition' as const,
          transition: 'issueDebitNote',
          roles: BILLING_DESK,
          label: L('Issue debit note', '开具借项通知单'),
        },
      ]
    : []),
  { key: 'export', kind: 'export', roles: BILLING_DESK },
];

const invoicePage = (url: 'taxInvoice' | 'DebitNote', kind: string, title: Labels): PageDef =>
  definePage({
    url,
    group: 'charges',
    screen: 'custom',
    resource: 'invoice',
    title,
    fixed: { kind },
    columns:
      url === 'DebitNote'
        ? [...INVOICE_COLUMNS.slice(0, 1), 'originalInvoiceNo', ...INVOICE_COLUMNS.slice(1)]
        : INVOICE_COLUMNS,
    filters: url === 'DebitNote' ? [...INVOICE_FILTERS, 'originalInvoiceNo'] : INVOICE_FILTERS,
    defaultSort: { field: 'invoiceDate', order: 'desc' },
    actions: invoiceActions(url),
    relations: INVOICE_RELATIONS,
    downloads: [PDF_DOWNLOAD],
    roles: WITH_CUSTOMER,
  });

const BILLING_LINE_COLUMNS = [
  'shipmentNo',
  'etd',
  'companyName',
  'chargeCode',
  'description',
  'currency',
  'amount',
  'status',
];
const BILLING_LINE_FILTERS = ['shipmentNo', 'companyName', 'chargeCode', 'currency', 'status', 'etd'];

export const INVOICE_PAGES: readonly PageDef[] = [
  invoicePage('taxInvoice', 'invoice', L('Tax invoices', '税务发票')),
  invoicePage('DebitNote', 'debit_note', L('Debit notes', '借项通知单')),
  definePage({
    url: 'Uninvoiced',
    group: 'charges',
    screen: 'custom',
    resource: 'uninvoicedLine',
    title: L('Uninvoiced charges', '未开票费用'),
    columns: BILLING_LINE_COLUMNS,
    filters: BILLING_LINE_FILTERS,
    defaultSort: { field: 'etd', order: 'desc' },
    actions: [
      {
        key: 'issue',
        kind: 'transition',
        transition: 'issueInvoice',
        roles: BILLING_DESK,
        label: L('Issue invoice', '开具发票'),
      },
      { key: 'export', kind: 'export' },
    ],
    roles: BILLING_READERS,
  }),
  definePage({
    url: 'unbilled',
    group: 'charges',
    screen: 'list',
    resource: 'unbilledLine',
    title: L('Unbilled charges', '未开账费用'),
    columns: BILLING_LINE_COLUMNS,
    filters: BILLING_LINE_FILTERS,
    defaultSort: { field: 'etd', order: 'desc' },
    actions: [{ key: 'export', kind: 'export' }],
    roles: BILLING_READERS,
  }),
  definePage({
    url: 'unpaid',
    group: 'charges',
    screen: 'list',
    resource: 'unpaidInvoice',
    title: L('Unpaid invoices', '未收款发票'),
    columns: [
      'invoiceNo',
      'shipmentNo',
      'companyName',
      'invoiceDate',
      'dueDate',
      'currency',
      'totalAmount',
      'paidAmount',
      'openAmount',
      'daysOverdue',
      'ageingBucket',
    ],
    filters: ['invoiceNo', 'shipmentNo', 'companyName', 'ageingBucket', 'currency', 'dueDate'],
    defaultSort: { field: 'daysOverdue', order: 'desc' },
    actions: [{ key: 'export', kind: 'export' }],
    roles: BILLING_READERS,
  }),
  definePage({
    url: 'InvoiceData',
    group: 'charges',
    screen: 'custom',
    resource: 'supplierInvoice',
    title: L('Supplier invoices', '供应商发票'),
    columns: ['shipmentNo', 'supplierName', 'supplierInvoiceNo', 'fileName', 'byteSize', 'uploadedAt'],
    filters: ['shipmentNo', 'supplierName', 'supplierInvoiceNo', 'uploadedAt'],
    defaultSort: { field: 'uploadedAt', order: 'desc' },
    actions: [
      {
        key: 'upload',
        kind: 'transition',
        transition: 'uploadSupplierInvoice',
        label: L('Upload invoice (PDF)', '上传发票（PDF）'),
      },
    ],
    downloads: [
      {
        key: 'supplierInvoiceFile',
        labelKey: 'finance.invoices.download.file',
        href: '/api/finance/invoice-data/file',
        params: { id: 'id' },
      },
    ],
    roles: [...BILLING_DESK, 'ops', 'csr'],
  }),
  definePage({
    url: 'datev',
    group: 'charges',
    screen: 'custom',
    title: L('DATEV export', 'DATEV 导出'),
    actions: [
      {
        key: 'download',
        kind: 'transition',
        transition: 'downloadBookingBatch',
        label: L('Download booking batch', '下载记账批次'),
      },
    ],
    roles: BILLING_DESK,
  }),
];

/** A company's invoices and debit notes on the customer profile, for those who hold the invoice page. */
const CUSTOMER_INVOICES: readonly RelationDef[] = [
  {
    key: 'invoices',
    resource: 'invoice',
    foreignKey: 'companyId',
    titleKey: 'finance.invoices.relations.customerInvoices',
    columns: [
      'invoiceNo',
      'kind',
      'shipmentNo',
      'invoiceDate',
      'dueDate',
      'currency',
      'totalAmount',
      'openAmount',
      'paymentState',
    ],
    defaultSort: { field: 'invoiceDate', order: 'desc' },
    permission: 'taxInvoice',
  },
  {
    key: 'balances',
    resource: 'companyBalance',
    foreignKey: 'companyId',
    titleKey: 'finance.invoices.relations.balances',
    columns: ['branchCode', 'currency', 'invoicedAmount', 'paidAmount', 'openAmount', 'overdueAmount', 'creditAmount'],
    defaultSort: { field: 'currency', order: 'asc' },
    permission: 'taxInvoice',
  },
];

export const INVOICE_RELATIONS_FOR: Readonly<Record<string, readonly RelationDef[]>> = {
  customer: CUSTOMER_INVOICES,
  companyList: CUSTOMER_INVOICES,
};

export const INVOICE_RESOURCES: readonly ResourceDef[] = [
  invoiceResource,
  invoiceLineResource,
  invoicePaymentResource,
  unbilledLineResource,
  uninvoicedLineResource,
  unpaidInvoiceResource,
  companyBalanceResource,
  supplierInvoiceResource,
];
