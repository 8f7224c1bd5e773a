import { type ActionInput, definePage, deleteLineAction } from '../../engine/declare';
import type { PageDef, RelationDef } from '../../engine/definitions';
import type { RoleCode } from '../../engine/menu';
import { READ_ONLY_STATUSES } from './rules';

/** Sales, customer service and the pricing desk make and quote quotations; managers oversee them. */
export const QUOTATION_DESK: readonly RoleCode[] = ['admin', 'manager', 'sales', 'pricing', 'csr'];
/** The customer confirms or rejects its company's quoted quotations on the same page. */
const WITH_CUSTOMER: readonly RoleCode[] = [...QUOTATION_DESK, 'customer'];
/**
 * SPEC §6: editing a quotation once made is a right an administrator grants ('edit quotation');
 * a fresh installation gives it to administrators and managers only.
 */
const EDITORS: readonly RoleCode[] = ['admin', 'manager'];

/**
 * The actions of both quotation pages. Quote and confirm are the resource's transitions; reject
 * (with its remarks), copy, fill from a tariff and send to the customer are the desk's own routes
 * (apps/server pricing/quotations), named here for their permissions and buttons.
 */
const quotationActions = (url: string): ActionInput[] => [
  { key: 'create', kind: 'create', roles: QUOTATION_DESK },
  {
    key: 'edit',
    kind: 'edit',
    roles: EDITORS,
    label: { en_us: 'Edit quotation', zh_cn: '编辑报价' },
  },
  {
    key: 'quote',
    kind: 'transition',
    transition: 'quote',
    roles: QUOTATION_DESK,
    label: { en_us: 'Quote', zh_cn: '报价' },
  },
  {
    key: 'confirm',
    kind: 'transition',
    transition: 'confirm',
    label: { en_us: 'Confirm', zh_cn: '确认报价' },
  },
  {
    key: 'reject',
    kind: 'transition',
    transition: 'rejectWithRemarks',
    label: { en_us: 'Reject', zh_cn: '拒绝报价' },
  },
  {
    key: 'copy',
    kind: 'transition',
    transition: 'copy',
    roles: QUOTATION_DESK,
    label: { en_us: 'Copy', zh_cn: '复制' },
  },
  {
    key: 'fill',
    kind: 'transition',
    transition: 'fillFromTariff',
    roles: QUOTATION_DESK,
    label: {
      en_us: url === 'ecuquotation' ? 'Fill from ECU rate' : 'Fill from tariff',
      zh_cn: url === 'ecuquotation' ? '从拼箱运价带入' : '从运价带入',
    },
  },
  {
    key: 'send',
    kind: 'transition',
    transition: 'sendToCustomer',
    roles: QUOTATION_DESK,
    label: { en_us: 'Send to customer', zh_cn: '发送给客户' },
  },
  { key: 'export', kind: 'export', roles: QUOTATION_DESK },
];

/**
 * A quotation's lines on its detail: added while it is a draft, changed by those who may edit
 * quotations, deleted until it is confirmed or rejected.
 */
const lineRelation = (url: string, columns: readonly string[]): RelationDef => ({
  key: 'lines',
  resource: 'quotationLine',
  foreignKey: 'quotationId',
  titleKey: 'pricing.quotations.relations.lines',
  columns,
  defaultSort: { field: 'chargeCode', order: 'asc' },
  actions: [
    {
      key: 'addLine',
      kind: 'create',
      labelKey: 'pricing.quotations.actions.addLine',
      permission: `${url}:create`,
    },
    { key: 'editLine', kind: 'edit', labelKey: 'engine.actionKinds.edit', permission: `${url}:edit` },
    // Removed while a draft by the desk, while quoted by those who may edit quotations (the server's rule).
    deleteLineAction(url, { roles: QUOTATION_DESK, parentLocked: { field: 'status', in: READ_ONLY_STATUSES } }),
  ],
});

const PDF_DOWNLOADS = [
  {
    key: 'quotationPdf',
    labelKey: 'pricing.quotations.download.pdf',
    href: '/api/pricing/quotations/pdf',
    params: { quotationNo: 'quotationNo' },
  },
];

export const QUOTATION_PAGES: readonly PageDef[] = [
  definePage({
    url: 'quotation',
    group: 'crm',
    screen: 'custom',
    resource: 'quotation',
    title: { en_us: 'Quotations', zh_cn: '报价管理' },
    fixed: { onEcu: 'false' },
    columns: [
      'quotationNo',
      'status',
      'validity',
      'companyName',
      'product',
      'fromCode',
      'toCode',
      'carrierCode',
      'equipment',
      'validFrom',
      'validUntil',
      'currency',
      'total',
      'quotedByName',
      'updatedAt',
    ],
    filters: [
      'quotationNo',
      'status',
      'validity',
      'companyName',
      'product',
      'fromCode',
      'toCode',
      'carrierCode',
      'equipment',
      'branchId',
      'validFrom',
      'validUntil',
    ],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: quotationActions('quotation'),
    relations: [
      lineRelation('quotation', [
        'chargeCode',
        'description',
        'unit',
        'quantity',
        'rate',
        'minimum',
        'currency',
        'margin',
        'amount',
        'costRate',
      ]),
    ],
    downloads: PDF_DOWNLOADS,
    roles: WITH_CUSTOMER,
  }),
  definePage({
    url: 'ecuquotation',
    group: 'crm',
    screen: 'custom',
    resource: 'ecuQuotation',
    title: { en_us: 'ECU quotations (LCL)', zh_cn: '拼箱报价（ECU）' },
    fixed: { onEcu: 'true' },
    columns: [
      'quotationNo',
      'status',
      'validity',
      'companyName',
      'ecuPol',
      'ecuPolVia',
      'ecuPod',
      'ecuPodVia',
      'ecuTransitDays',
      'ecuOceanFreight',
      'ecuCurrency',
      'ecuChargeUnit',
      'ecuMinimum',
      'validUntil',
      'total',
      'updatedAt',
    ],
    filters: ['quotationNo', 'status', 'validity', 'companyName', 'ecuPol', 'ecuPod', 'branchId', 'validUntil'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: quotationActions('ecuquotation'),
    relations: [
      lineRelation('ecuquotation', [
        'chargeCode',
        'chargeType',
        'rate',
        'unit',
        'quantity',
        'currency',
        'margin',
        'amount',
      ]),
    ],
    downloads: PDF_DOWNLOADS,
    roles: WITH_CUSTOMER,
  }),
  definePage({
    url: 'ecurate',
    group: 'tariffs',
    screen: 'list',
    resource: 'ecuRate',
    title: { en_us: 'ECU consolidator rates', zh_cn: '拼箱公司运价（ECU）' },
    columns: [
      'rateNo',
      'consolidator',
      'pol',
      'polName',
      'polVia',
      'pod',
      'podName',
      'podVia',
      'transitDays',
      'oceanFreight',
      'currency',
      'chargeUnit',
      'minimum',
      'validFrom',
      'validUntil',
    ],
    filters: ['pol', 'pod', 'consolidator', 'polName', 'podName', 'validFrom', 'validUntil'],
    defaultSort: { field: 'pol', order: 'asc' },
    actions: [
      { key: 'create', kind: 'create' },
      { key: 'edit', kind: 'edit' },
      { key: 'export', kind: 'export' },
    ],
    relations: [
      {
        key: 'charges',
        resource: 'ecuRateCharge',
        foreignKey: 'ecuRateId',
        titleKey: 'pricing.quotations.relations.ecuCharges',
        columns: ['chargeCode', 'rate', 'chargeType', 'unit', 'currency'],
        defaultSort: { field: 'chargeType', order: 'asc' },
        actions: [
          {
            key: 'addCharge',
            kind: 'create',
            labelKey: 'pricing.quotations.actions.addCharge',
            permission: 'ecurate:edit',
          },
          { key: 'editCharge', kind: 'edit', labelKey: 'engine.actionKinds.edit', permission: 'ecurate:edit' },
        ],
      },
    ],
    roles: ['admin', 'manager', 'pricing', 'sales'],
  }),
];

/**
 * The customer profile's list of the company's quotations, for those who hold the quotation desk
 * (read only there: they are worked on the desk).
 */
const CUSTOMER_QUOTATIONS: readonly RelationDef[] = [
  {
    key: 'quotations',
    resource: 'quotation',
    foreignKey: 'companyId',
    titleKey: 'pricing.quotations.relations.customerQuotations',
    columns: ['quotationNo', 'status', 'validity', 'product', 'fromCode', 'toCode', 'validUntil', 'currency', 'total'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    permission: 'quotation',
  },
];

export const QUOTATION_RELATIONS_FOR: Readonly<Record<string, readonly RelationDef[]>> = {
  customer: CUSTOMER_QUOTATIONS,
  companyList: CUSTOMER_QUOTATIONS,
};
