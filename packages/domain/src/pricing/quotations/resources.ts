import { defineResource, type FieldInput } from '../../engine/declare';
import type { Labels, ResourceDef, StoreDef } from '../../engine/definitions';
import {
  ecuQuotationCreateSchema,
  ecuQuotationUpdateSchema,
  quotationCreateSchema,
  quotationUpdateSchema,
} from './schemas';

const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

/**
 * Quotations (routes quotation and ecuquotation): what sales offers a customer for a lane, a
 * product and a cargo, line by line, valid between two dates; quoted, then confirmed or rejected
 * by the customer. The ECU page shows the LCL quotations priced on the consolidator's rates, with
 * their ports, vias and freight. Both read pricing_quotations; staff see their branches' rows, a
 * customer its company's once quoted (the server resource says so).
 */

const editable = (f: Omit<FieldInput, 'editable'>): FieldInput => ({ ...f, editable: true });

const HEADER_FIELDS: readonly FieldInput[] = [
  {
    name: 'quotationNo',
    type: 'text',
    sortable: true,
    filter: 'fuzzy',
    width: 130,
    label: L('Quotation no.', '报价单号'),
  },
  editable({
    name: 'quoteType',
    type: 'enum',
    dict: 'quotation_type',
    filter: 'exact',
    width: 110,
    label: L('Type', '类型'),
  }),
  {
    name: 'status',
    type: 'enum',
    dict: 'quotation_status',
    sortable: true,
    filter: 'exact',
    multiple: true,
    width: 110,
    label: L('Status', '状态'),
  },
  {
    name: 'validity',
    type: 'enum',
    dict: 'quotation_validity',
    filter: 'exact',
    multiple: true,
    width: 120,
    label: L('Validity', '有效性'),
    tone: (row) =>
      row.validity === 'valid' ? 'success' : row.validity === 'inactive' ? 'warning' : row.validity ? 'error' : null,
  },
  editable({
    name: 'companyId',
    type: 'party',
    filter: 'exact',
    required: true,
    width: 200,
    label: L('Customer', '客户'),
  }),
  { name: 'companyName', type: 'text', sortable: true, filter: 'fuzzy', width: 220, label: L('Customer', '客户') },
  { name: 'contactName', type: 'text', width: 150, label: L('Contact', '联系人') },
  { name: 'contactEmail', type: 'text', width: 200, label: L('Contact e-mail', '联系人邮箱') },
  {
    name: 'branchId',
    type: 'enum',
    dict: 'branch_office',
    sortable: true,
    filter: 'exact',
    width: 120,
    label: L('Branch office', '分公司'),
  },
  editable({
    name: 'product',
    type: 'enum',
    dict: 'quotation_product',
    sortable: true,
    filter: 'exact',
    required: true,
    width: 110,
    label: L('Product', '产品'),
  }),
  editable({
    name: 'fromCode',
    type: 'port',
    sortable: true,
    filter: 'exact',
    required: true,
    width: 150,
    label: L('From (UN code)', '起运地（UN 代码）'),
  }),
  editable({
    name: 'fromType',
    type: 'enum',
    dict: 'quotation_place_type',
    width: 100,
    label: L('From type', '起运地类型'),
  }),
  editable({
    name: 'toCode',
    type: 'port',
    sortable: true,
    filter: 'exact',
    required: true,
    width: 150,
    label: L('To (UN code)', '目的地（UN 代码）'),
  }),
  editable({
    name: 'toType',
    type: 'enum',
    dict: 'quotation_place_type',
    width: 100,
    label: L('To type', '目的地类型'),
  }),
  editable({
    name: 'carrierCode',
    type: 'text',
    sortable: true,
    filter: 'exact',
    maxLength: 4,
    width: 90,
    label: L('Carrier (SCAC / IATA)', '承运人代码'),
  }),
  { name: 'carrierName', type: 'text', width: 180, label: L('Carrier', '承运人') },
  editable({
    name: 'equipment',
    type: 'enum',
    dict: 'rate_equipment',
    sortable: true,
    filter: 'exact',
    width: 120,
    label: L('Equipment / weight break', '箱型／重量段'),
  }),
  editable({ name: 'containers', type: 'number', width: 90, label: L('Containers', '箱量') }),
  editable({
    name: 'spaceType',
    type: 'enum',
    dict: 'quotation_space_type',
    filter: 'exact',
    width: 120,
    label: L('Space type', '舱位类型'),
  }),
  editable({
    name: 'payment',
    type: 'enum',
    dict: 'quotation_payment',
    filter: 'exact',
    width: 100,
    label: L('Prepaid / collect', '预付／到付'),
  }),
  editable({ name: 'freightTerm', type: 'text', maxLength: 30, width: 130, label: L('Freight term', '运费条款') }),
  editable({
    name: 'chargeSide',
    type: 'enum',
    dict: 'quotation_charge_side',
    width: 110,
    label: L('Charged to', '付费方'),
  }),
  editable({ name: 'cargoReadyDate', type: 'date', width: 120, label: L('Cargo ready', '货好日期') }),
  editable({ name: 'hazardous', type: 'boolean', filter: 'exact', width: 100, label: L('Hazardous', '危险品') }),
  editable({ name: 'weightKg', type: 'number', width: 110, label: L('Weight (kg)', '重量（公斤）') }),
  editable({ name: 'volumeCbm', type: 'number', width: 110, label: L('Volume (CBM)', '体积（立方米）') }),
  editable({
    name: 'validFrom',
    type: 'date',
    sortable: true,
    filter: 'range',
    required: true,
    width: 120,
    label: L('Valid from', '生效日期'),
  }),
  editable({
    name: 'validUntil',
    type: 'date',
    sortable: true,
    filter: 'range',
    required: true,
    width: 120,
    label: L('Valid until', '失效日期'),
  }),
  editable({ name: 'closing', type: 'date', width: 120, label: L('Closing', '截关日') }),
  editable({ name: 'nextClosing', type: 'date', width: 120, label: L('Next closing', '下一截关日') }),
  editable({
    name: 'cyCutoff',
    type: 'datetime',
    place: { port: 'fromCode' },
    width: 170,
    label: L('CY cut-off', '截重柜时间'),
  }),
  editable({
    name: 'reeferCutoff',
    type: 'datetime',
    place: { port: 'fromCode' },
    width: 170,
    label: L('Reefer cut-off', '冷柜截柜时间'),
  }),
  editable({
    name: 'dgCutoff',
    type: 'datetime',
    place: { port: 'fromCode' },
    width: 170,
    label: L('DG cut-off', '危险品截止时间'),
  }),
  editable({
    name: 'siCutoff',
    type: 'datetime',
    place: { port: 'fromCode' },
    width: 170,
    label: L('SI cut-off', '截补料时间'),
  }),
  editable({
    name: 'vgmCutoff',
    type: 'datetime',
    place: { port: 'fromCode' },
    width: 170,
    label: L('VGM cut-off', 'VGM 截止时间'),
  }),
  editable({ name: 'currency', type: 'text', maxLength: 3, width: 80, label: L('Currency', '币种') }),
  editable({
    name: 'calcMethod',
    type: 'enum',
    dict: 'quotation_calc_method',
    width: 110,
    label: L('Margin by', '利润计算方式'),
  }),
  editable({
    name: 'markupAmount',
    type: 'money',
    currencyField: 'currency',
    width: 120,
    label: L('Margin amount', '利润金额'),
  }),
  editable({ name: 'markupPercent', type: 'number', width: 110, label: L('Margin %', '利润百分比') }),
  editable({
    name: 'grouping',
    type: 'enum',
    dict: 'quotation_grouping',
    width: 110,
    label: L('Grouping', '报价方式'),
  }),
  {
    name: 'total',
    type: 'money',
    currencyField: 'currency',
    sortable: true,
    filter: 'range',
    width: 130,
    label: L('Quoted total', '报价合计'),
  },
  {
    name: 'costTotal',
    type: 'money',
    currencyField: 'currency',
    width: 130,
    label: L('Cost total', '成本合计'),
  },
  { name: 'tariffNo', type: 'text', filter: 'exact', width: 130, label: L('From tariff', '来源运价') },
  { name: 'obsolete', type: 'boolean', filter: 'exact', width: 90, label: L('Obsolete', '已作废') },
  { name: 'supersededBy', type: 'number', width: 100, label: L('Replaced by', '被替代为') },
  { name: 'replacesId', type: 'number', width: 100, label: L('Replaces', '替代') },
  { name: 'quotedByName', type: 'text', width: 140, label: L('Quoted by', '报价人') },
  { name: 'quotedAt', type: 'datetime', sortable: true, width: 170, label: L('Quoted at', '报价时间') },
  { name: 'confirmedByName', type: 'text', width: 140, label: L('Confirmed by', '确认人') },
  { name: 'confirmedAt', type: 'datetime', sortable: true, width: 170, label: L('Confirmed at', '确认时间') },
  { name: 'rejectedByName', type: 'text', width: 140, label: L('Rejected by', '拒绝人') },
  { name: 'rejectedAt', type: 'datetime', width: 170, label: L('Rejected at', '拒绝时间') },
  { name: 'rejectRemarks', type: 'text', width: 220, label: L('Reason for rejecting', '拒绝原因') },
  editable({ name: 'remarks', type: 'text', maxLength: 200, width: 220, label: L('Remarks', '备注') }),
  { name: 'onEcu', type: 'boolean', filter: 'exact', width: 90, label: L('On ECU rates', '按拼箱公司运价') },
  { name: 'createdByName', type: 'text', width: 140, label: L('Created by', '创建人') },
  {
    name: 'updatedAt',
    type: 'datetime',
    sortable: true,
    filter: 'range',
    width: 170,
    label: L('Last updated', '最后更新'),
  },
];

/** The consolidator's fields an ECU quotation carries, copied from the ECU rate and editable there. */
const ECU_FIELDS: readonly FieldInput[] = [
  editable({
    name: 'ecuPol',
    type: 'port',
    sortable: true,
    filter: 'exact',
    required: true,
    width: 130,
    label: L('POL', '起运港'),
  }),
  editable({ name: 'ecuPolName', type: 'text', maxLength: 60, width: 160, label: L('POL name', '起运港名称') }),
  editable({ name: 'ecuPolVia', type: 'text', maxLength: 60, width: 130, label: L('POL via', '起运港中转') }),
  editable({
    name: 'ecuPod',
    type: 'port',
    sortable: true,
    filter: 'exact',
    required: true,
    width: 130,
    label: L('POD', '目的港'),
  }),
  editable({ name: 'ecuPodName', type: 'text', maxLength: 60, width: 160, label: L('POD name', '目的港名称') }),
  editable({ name: 'ecuPodVia', type: 'text', maxLength: 60, width: 130, label: L('POD via', '目的港中转') }),
  editable({ name: 'ecuTransitDays', type: 'number', width: 100, label: L('Transit (days)', '航程（天）') }),
  editable({
    name: 'ecuOceanFreight',
    type: 'money',
    currencyField: 'ecuCurrency',
    width: 120,
    label: L('Ocean freight', '海运费'),
  }),
  editable({ name: 'ecuCurrency', type: 'text', maxLength: 3, width: 80, label: L('ECU currency', '拼箱运价币种') }),
  editable({
    name: 'ecuChargeUnit',
    type: 'enum',
    dict: 'charge_unit',
    width: 130,
    label: L('Charge unit', '计费单位'),
  }),
  editable({
    name: 'ecuMinimum',
    type: 'money',
    currencyField: 'ecuCurrency',
    width: 120,
    label: L('Minimum', '最低收费'),
  }),
];

const QUOTATION_TRANSITIONS = {
  quote: { field: 'status', from: ['draft'], to: 'quoted' },
  confirm: { field: 'status', from: ['quoted'], to: 'confirmed' },
} as const;

/**
 * Where quotations live and the names read by key. The server serves both quotation resources from
 * it, adding what no column holds (the validity on today's date, whether it is on ECU rates) and
 * the customer's scope; so the declarations carry their own schemas instead of a store.
 */
export const QUOTATION_STORE: StoreDef = {
  table: 'pricing_quotations',
  scope: 'branch',
  lookups: {
    companyName: { table: 'companies', key: 'id', column: 'name', from: 'companyId' },
    contactName: { table: 'contacts', key: 'id', column: 'name', from: 'contactId' },
    contactEmail: { table: 'contacts', key: 'id', column: 'email', from: 'contactId' },
    carrierName: { table: 'carriers', key: 'code', column: 'name', from: 'carrierCode' },
    tariffNo: { table: 'pricing_tariffs', key: 'id', column: 'tariff_no', from: 'tariffId' },
    quotedByName: { table: 'users', key: 'id', column: 'display_name', from: 'quotedBy' },
    confirmedByName: { table: 'users', key: 'id', column: 'display_name', from: 'confirmedBy' },
    rejectedByName: { table: 'users', key: 'id', column: 'display_name', from: 'rejectedBy' },
    createdByName: { table: 'users', key: 'id', column: 'display_name', from: 'createdBy' },
  },
};

/** Fields the server sets and the lookups read by key: never in a form. */
const KEY_FIELDS: readonly FieldInput[] = [
  { name: 'contactId', type: 'number', width: 90, label: L('Contact id', '联系人编号') },
  { name: 'tariffId', type: 'number', width: 90, label: L('Tariff id', '运价编号') },
  { name: 'ecuRateId', type: 'number', width: 90, label: L('ECU rate id', '拼箱运价编号') },
  { name: 'quotedBy', type: 'number', width: 90, label: L('Quoted by (id)', '报价人编号') },
  { name: 'confirmedBy', type: 'number', width: 90, label: L('Confirmed by (id)', '确认人编号') },
  { name: 'rejectedBy', type: 'number', width: 90, label: L('Rejected by (id)', '拒绝人编号') },
  { name: 'createdBy', type: 'number', width: 90, label: L('Created by (id)', '创建人编号') },
];

export const quotationResource: ResourceDef = defineResource({
  name: 'quotation',
  i18n: 'pricing.quotations.quotation',
  titleField: 'quotationNo',
  title: L('Quotation', '报价单'),
  fields: [...HEADER_FIELDS, ...KEY_FIELDS],
  createSchema: quotationCreateSchema,
  updateSchema: quotationUpdateSchema,
  transitions: QUOTATION_TRANSITIONS,
  banners: [
    {
      key: 'obsolete',
      when: { field: 'obsolete', in: ['true'] },
      tone: 'warning',
      titleKey: 'pricing.quotations.banners.obsolete',
      link: 'supersededBy',
    },
  ],
});

/** The same quotations with the consolidator's fields: the LCL desk's view of ECU quotations. */
export const ecuQuotationResource: ResourceDef = defineResource({
  name: 'ecuQuotation',
  i18n: 'pricing.quotations.ecu',
  titleField: 'quotationNo',
  title: L('ECU quotation', '拼箱报价单'),
  fields: [...HEADER_FIELDS, ...ECU_FIELDS, ...KEY_FIELDS],
  createSchema: ecuQuotationCreateSchema,
  updateSchema: ecuQuotationUpdateSchema,
  transitions: QUOTATION_TRANSITIONS,
});

/** A quotation's charge lines, priced by the server from the quotation's cargo. */
export const quotationLineResource: ResourceDef = defineResource({
  name: 'quotationLine',
  i18n: 'pricing.quotations.line',
  titleField: 'chargeCode',
  title: L('Quotation line', '报价明细'),
  store: { table: 'pricing_quotation_lines', scope: 'none' },
  fields: [
    { name: 'quotationId', type: 'number', filter: 'exact', editable: true, label: L('Quotation', '报价单') },
    editable({
      name: 'chargeCode',
      type: 'enum',
      dict: 'charge_code',
      sortable: true,
      filter: 'exact',
      required: true,
      width: 220,
      label: L('Charge', '费用'),
    }),
    editable({ name: 'description', type: 'text', maxLength: 100, width: 200, label: L('Description', '说明') }),
    editable({
      name: 'chargeType',
      type: 'enum',
      dict: 'ecu_charge_type',
      filter: 'exact',
      width: 130,
      label: L('Charge type', '费用类型'),
    }),
    editable({
      name: 'unit',
      type: 'enum',
      dict: 'charge_unit',
      required: true,
      width: 130,
      label: L('Charge unit', '计费单位'),
    }),
    { name: 'quantity', type: 'number', width: 100, label: L('Quantity', '数量') },
    editable({
      name: 'rate',
      type: 'money',
      currencyField: 'currency',
      required: true,
      width: 120,
      label: L('Rate', '单价'),
    }),
    editable({
      name: 'minimum',
      type: 'money',
      currencyField: 'currency',
      width: 120,
      label: L('Minimum', '最低收费'),
    }),
    editable({ name: 'currency', type: 'text', required: true, maxLength: 3, width: 80, label: L('Currency', '币种') }),
    { name: 'margin', type: 'money', currencyField: 'currency', width: 110, label: L('Margin', '利润') },
    {
      name: 'amount',
      type: 'money',
      currencyField: 'currency',
      sortable: true,
      width: 130,
      label: L('Amount', '金额'),
    },
    editable({
      name: 'costRate',
      type: 'money',
      currencyField: 'currency',
      width: 120,
      label: L('Cost rate', '成本单价'),
    }),
  ],
});
