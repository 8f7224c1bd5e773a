import { z } from 'zod';
import { ID_MAX } from '../../common/constants';
import { definePage, defineResource, type FieldInput } from '../../engine/declare';
import type { Labels, PageDef, RelationDef, ResourceDef } from '../../engine/definitions';
import { dictionary } from '../../engine/dictionaries';
import type { RoleCode } from '../../engine/menu';
import { SHIPMENT_MODES } from '../../shipments';
import { L, UPDATED_AT } from '../fields';
import { COST_SHARING, SHARE_SLOTS, slotFields } from './shares';
import { TAX_ID_TYPES } from './tax-ids';

/** Finance works profit, shares and tax ids; managers oversee them; customers hold none of them. */
const PROFIT_ROLES: readonly RoleCode[] = ['admin', 'manager', 'finance'];
/** Who decides loss applications: a right of its own, held by managers (and administrators). */
export const LOSS_APPROVER_ROLES: readonly RoleCode[] = ['admin', 'manager'];
/** The finance work list: those who review, lock and bill. */
const WORKBENCH_ROLES: readonly RoleCode[] = ['admin', 'manager', 'finance', 'reviewer'];

const text = (name: string, label: Labels, extra: Partial<FieldInput> = {}): FieldInput => ({
  name,
  type: 'text',
  width: 120,
  label,
  ...extra,
});
const when = (name: string, label: Labels, extra: Partial<FieldInput> = {}): FieldInput => ({
  name,
  type: 'datetime',
  sortable: true,
  width: 170,
  label,
  ...extra,
});
const money = (name: string, label: Labels, extra: Partial<FieldInput> = {}): FieldInput => ({
  name,
  type: 'money',
  currencyField: 'localCurrency',
  sortable: true,
  width: 120,
  label,
  ...extra,
});

export const PROFIT_DICTIONARIES = {
  profit_cost_sharing: dictionary(COST_SHARING, {
    en_us: {
      name: 'Cost sharing',
      values: {
        by_share: 'By profit share',
        origin_bears: 'Origin bears costs',
        destination_bears: 'Destination bears costs',
      },
    },
    zh_cn: {
      name: '成本分摊',
      values: { by_share: '按分成比例分摊', origin_bears: '起运地承担', destination_bears: '目的地承担' },
    },
  }),
  tax_id_type: dictionary(TAX_ID_TYPES, {
    en_us: {
      name: 'Tax id type',
      values: {
        VAT: 'VAT number (EU / UK)',
        USCI: 'Unified social credit code (China)',
        EIN: 'Employer identification number (US)',
        GSTIN: 'GSTIN (India)',
      },
    },
    zh_cn: {
      name: '税号类型',
      values: {
        VAT: '增值税号（欧盟 / 英国）',
        USCI: '统一社会信用代码（中国）',
        EIN: '雇主识别号（美国）',
        GSTIN: '商品及服务税号（印度）',
      },
    },
  }),
};

/** A loss application of a shipment whose profit is negative: applied, then approved or rejected by another user. */
export const lossApplicationResource: ResourceDef = defineResource({
  name: 'lossApplication',
  i18n: 'finance.lossApplication',
  titleField: 'shipmentNo',
  title: L('Loss application', '亏损申请'),
  // The shipment is the parent's (the engine sets it); the server checks the amount and the sheet.
  createSchema: z.object({
    shipmentId: z.number({ error: 'validation.invalid' }).int().positive().max(ID_MAX),
    expectedLoss: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(20),
    ),
    reason: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(200, { error: 'validation.tooLong' }),
  }),
  store: {
    table: 'loss_applications',
    scope: 'branch',
    lookups: {
      shipmentNo: { table: 'shipments', key: 'id', column: 'shipment_no', from: 'shipmentId' },
      branchCode: { table: 'branches', key: 'id', column: 'code', from: 'branchId' },
      profitLocal: { table: 'charge_sheets', key: 'shipment_id', column: 'profit_local', from: 'shipmentId' },
      appliedByName: { table: 'users', key: 'id', column: 'display_name', from: 'appliedBy' },
      decidedByName: { table: 'users', key: 'id', column: 'display_name', from: 'decidedBy' },
    },
  },
  fields: [
    text('shipmentNo', L('Shipment no.', '运单号'), { filter: 'fuzzy', sortable: true }),
    { name: 'shipmentId', type: 'number', width: 90, label: L('Shipment id', '运单编号') },
    { name: 'branchId', type: 'number', width: 80, label: L('Branch id', '分公司编号') },
    text('branchCode', L('Branch', '分公司'), { width: 80 }),
    {
      name: 'state',
      type: 'enum',
      dict: 'loss_application_state',
      filter: 'exact',
      sortable: true,
      width: 110,
      label: L('State', '状态'),
      tone: (row) => (row.state === 'approved' ? 'success' : row.state === 'rejected' ? 'error' : 'warning'),
    },
    text('localCurrency', L('Currency', '币种'), { width: 80 }),
    money('expectedLoss', L('Expected loss', '预计亏损'), { editable: true, required: true }),
    money('profitLocal', L('Profit', '利润')),
    {
      name: 'reason',
      type: 'longText',
      size: 200,
      editable: true,
      required: true,
      width: 240,
      label: L('Reason', '申请原因'),
    },
    { name: 'appliedBy', type: 'number', width: 80, label: L('Applicant id', '申请人编号') },
    text('appliedByName', L('Applied by', '申请人')),
    when('appliedAt', L('Applied', '申请时间'), { filter: 'range' }),
    { name: 'decidedBy', type: 'number', width: 80, label: L('Approver id', '审批人编号') },
    text('decidedByName', L('Decided by', '审批人')),
    when('decidedAt', L('Decided', '审批时间')),
    text('decisionReason', L('Reject reason', '驳回原因'), { width: 200 }),
    UPDATED_AT,
  ],
});

/** A share's party and percent fields, for slot n: a branch or an agent company, and the percent. */
const slotInputs = (n: number): FieldInput[] => {
  const f = slotFields(n);
  return [
    {
      name: f.branch,
      type: 'enum',
      dict: 'branch_office',
      editable: true,
      width: 130,
      label: L(`Party ${n}: branch`, `分成方 ${n}：分公司`),
    },
    { name: f.company, type: 'party', editable: true, width: 180, label: L(`Party ${n}: agent`, `分成方 ${n}：代理`) },
    { name: f.percent, type: 'number', editable: true, width: 90, label: L(`Share ${n} %`, `分成 ${n} %`) },
  ];
};
const SLOT_INPUTS = SHARE_SLOTS.flatMap(slotInputs);
const COST_SHARING_FIELD: FieldInput = {
  name: 'costSharing',
  type: 'enum',
  dict: 'profit_cost_sharing',
  editable: true,
  required: true,
  filter: 'exact',
  width: 150,
  label: L('Cost sharing', '成本分摊'),
};
const REMARKS: FieldInput = {
  name: 'remarks',
  type: 'text',
  maxLength: 200,
  editable: true,
  width: 200,
  label: L('Remarks', '备注'),
};

const optionalId = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.number({ error: 'validation.invalid' }).int().positive().max(ID_MAX, { error: 'validation.invalid' }).nullable(),
);
const optionalPercent = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? null : String(v).trim()),
  z.string().max(10, { error: 'validation.invalid' }).nullable(),
);
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max, { error: 'validation.tooLong' }).nullable().optional(),
  );
const shareShape = {
  ...Object.fromEntries(
    SHARE_SLOTS.flatMap((n) => {
      const f = slotFields(n);
      return [
        [f.branch, optionalId.optional()],
        [f.company, optionalId.optional()],
        [f.percent, optionalPercent.optional()],
      ];
    }),
  ),
  // The server names a missing cost sharing itself, beside the other share problems.
  costSharing: z.preprocess(
    (v) => (v === '' ? null : v),
    z.enum(COST_SHARING, { error: 'validation.invalid' }).nullable().optional(),
  ),
  remarks: optionalText(200),
};
const day = z.iso.date({ error: 'validation.invalid' });
const optionalDay = z.preprocess((v) => (v === '' ? null : v), day.nullable().optional());
const optionalPort = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' ? v.trim().toUpperCase() : v),
  z
    .string()
    .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, { error: 'validation.invalid' })
    .nullable()
    .optional(),
);

/** Each party's share of the shipment's profit, in the branch's currency, computed by the database. */
const shareAmounts: FieldInput[] = SHARE_SLOTS.map((n) =>
  money(`share${n}Local`, L(`Share ${n} of profit`, `分成 ${n} 利润`)),
);

/** The shares of one shipment's profit between the branches and agents that worked it. */
export const profitShareResource: ResourceDef = defineResource({
  name: 'profitShare',
  i18n: 'finance.profitShare',
  titleField: 'shipmentNo',
  title: L('Profit share', '利润分成'),
  createSchema: z.object({
    shipmentNo: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(40),
    ...shareShape,
  }),
  updateSchema: z.object(shareShape),
  fields: [
    text('shipmentNo', L('Shipment no.', '运单号'), {
      filter: 'fuzzy',
      sortable: true,
      editable: true,
      required: true,
    }),
    { name: 'shipmentId', type: 'number', width: 90, label: L('Shipment id', '运单编号') },
    { name: 'branchId', type: 'number', width: 80, label: L('Branch id', '分公司编号') },
    text('branchCode', L('Branch', '分公司'), { width: 80, filter: 'exact' }),
    text('mode', L('Mode', '运输方式'), { width: 80, filter: 'exact' }),
    { name: 'originPort', type: 'port', filter: 'exact', width: 130, label: L('Origin', '起运港') },
    { name: 'destinationPort', type: 'port', filter: 'exact', width: 130, label: L('Destination', '目的港') },
    when('etd', L('ETD', '预计开航'), { filter: 'range' }),
    ...SLOT_INPUTS,
    COST_SHARING_FIELD,
    text('localCurrency', L('Currency', '币种'), { width: 80 }),
    money('profitLocal', L('Profit', '利润')),
    ...shareAmounts,
    { name: 'ruleId', type: 'number', width: 90, label: L('From rule', '来源规则') },
    REMARKS,
    UPDATED_AT,
  ],
});

/** A rule that gives shipments of a customer and/or lane their default profit shares, in its validity. */
const ruleCreate = z.object({
  ruleName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(80, { error: 'validation.tooLong' }),
  branchId: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: 'validation.required' }).int().positive().max(ID_MAX, { error: 'validation.invalid' }),
  ),
  companyId: optionalId.optional(),
  pol: optionalPort,
  pod: optionalPort,
  mode: z.preprocess(
    (v) => (v === '' ? null : v),
    z.enum(SHIPMENT_MODES, { error: 'validation.invalid' }).nullable().optional(),
  ),
  validFrom: day,
  validUntil: optionalDay,
  ...shareShape,
});

const taxIdCreate = z.object({
  companyId: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: 'validation.required' }).int().positive().max(ID_MAX, { error: 'validation.invalid' }),
  ),
  country: z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? v.trim().toUpperCase() : v),
    z
      .string()
      .regex(/^[A-Z]{2}$/, { error: 'validation.invalid' })
      .nullable()
      .optional(),
  ),
  taxType: z.enum(TAX_ID_TYPES, { error: 'validation.required' }),
  taxNo: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(30, { error: 'validation.tooLong' }),
  validFrom: day,
  validUntil: optionalDay,
  remarks: optionalText(200),
});

export const profitShareRuleResource: ResourceDef = defineResource({
  name: 'profitShareRule',
  i18n: 'finance.profitShareRule',
  titleField: 'ruleName',
  title: L('Profit share rule', '利润分成规则'),
  store: {
    table: 'profit_share_rules',
    scope: 'branch',
    lookups: { companyName: { table: 'companies', key: 'id', column: 'name', from: 'companyId' } },
  },
  createSchema: ruleCreate,
  updateSchema: ruleCreate.partial(),
  fields: [
    text('ruleName', L('Rule', '规则名称'), {
      filter: 'fuzzy',
      sortable: true,
      editable: true,
      required: true,
      maxLength: 80,
      width: 180,
    }),
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      filter: 'exact',
      sortable: true,
      editable: true,
      required: true,
      width: 130,
      label: L('Branch office', '分公司'),
    },
    { name: 'companyId', type: 'party', filter: 'exact', editable: true, width: 180, label: L('Customer', '客户') },
    text('companyName', L('Customer name', '客户名称'), { width: 180 }),
    {
      name: 'pol',
      type: 'port',
      filter: 'exact',
      editable: true,
      sortable: true,
      width: 130,
      label: L('Origin', '起运港'),
    },
    {
      name: 'pod',
      type: 'port',
      filter: 'exact',
      editable: true,
      sortable: true,
      width: 130,
      label: L('Destination', '目的港'),
    },
    {
      name: 'mode',
      type: 'enum',
      dict: 'shipment_mode',
      filter: 'exact',
      editable: true,
      width: 90,
      label: L('Mode', '运输方式'),
    },
    {
      name: 'validFrom',
      type: 'date',
      filter: 'range',
      sortable: true,
      editable: true,
      required: true,
      width: 110,
      label: L('Valid from', '生效日'),
    },
    {
      name: 'validUntil',
      type: 'date',
      filter: 'range',
      sortable: true,
      editable: true,
      width: 110,
      label: L('Valid until', '失效日'),
    },
    ...SLOT_INPUTS,
    COST_SHARING_FIELD,
    REMARKS,
    UPDATED_AT,
  ],
});

/** A party's tax registration number: one per company and kind, checked by its kind's rule. */
export const taxIdResource: ResourceDef = defineResource({
  name: 'taxId',
  i18n: 'finance.taxId',
  titleField: 'taxNo',
  title: L('Tax id', '税号'),
  createSchema: taxIdCreate,
  updateSchema: taxIdCreate.partial(),
  fields: [
    {
      name: 'companyId',
      type: 'party',
      filter: 'exact',
      editable: true,
      required: true,
      width: 200,
      label: L('Company', '公司'),
    },
    text('companyName', L('Company name', '公司名称'), { filter: 'fuzzy', sortable: true, width: 200 }),
    {
      name: 'country',
      type: 'enum',
      dict: 'country',
      filter: 'exact',
      editable: true,
      width: 110,
      label: L('Country', '国家'),
    },
    {
      name: 'taxType',
      type: 'enum',
      dict: 'tax_id_type',
      filter: 'exact',
      sortable: true,
      editable: true,
      required: true,
      width: 200,
      label: L('Tax id type', '税号类型'),
    },
    text('taxNo', L('Tax id', '税号'), {
      filter: 'fuzzy',
      sortable: true,
      editable: true,
      required: true,
      maxLength: 30,
      width: 190,
    }),
    {
      name: 'validFrom',
      type: 'date',
      filter: 'range',
      sortable: true,
      editable: true,
      required: true,
      width: 110,
      label: L('Valid from', '生效日'),
    },
    {
      name: 'validUntil',
      type: 'date',
      filter: 'range',
      sortable: true,
      editable: true,
      width: 110,
      label: L('Valid until', '失效日'),
    },
    REMARKS,
    UPDATED_AT,
  ],
});

/** The shipment's loss applications, on its profit's detail: finance applies there. */
export const PROFIT_RELATIONS_FOR: Readonly<Record<string, readonly RelationDef[]>> = {
  shipmentProfit: [
    {
      key: 'lossApplications',
      resource: 'lossApplication',
      foreignKey: 'shipmentId',
      titleKey: 'finance.profit.relations.lossApplications',
      columns: [
        'state',
        'expectedLoss',
        'reason',
        'appliedByName',
        'appliedAt',
        'decidedByName',
        'decidedAt',
        'decisionReason',
      ],
      defaultSort: { field: 'appliedAt', order: 'desc' },
      actions: [
        {
          key: 'applyLoss',
          kind: 'create',
          labelKey: 'finance.profit.actions.applyLoss',
          // Names the permission on the roles screen ("Shipment profit: Apply for loss").
          label: { en_us: 'Apply for loss', zh_cn: '申请亏损' },
          permission: 'shipmentProfit:applyLoss',
          roles: ['finance', 'manager'],
        },
      ],
    },
  ],
};

const SLOT_COLUMNS = SHARE_SLOTS.flatMap((n) => [...Object.values(slotFields(n)), `share${n}Local`]);

export const PROFIT_PAGES: readonly PageDef[] = [
  definePage({
    url: 'profitShareSetting',
    group: 'charges',
    screen: 'list',
    resource: 'profitShare',
    title: L('Profit share settings', '利润分成设置'),
    columns: ['shipmentNo', 'branchCode', 'etd', 'costSharing', 'localCurrency', 'profitLocal', ...SLOT_COLUMNS],
    filters: ['shipmentNo', 'branchCode', 'mode', 'costSharing', 'etd', 'originPort', 'destinationPort'],
    defaultSort: { field: 'etd', order: 'desc' },
    actions: [
      { key: 'create', kind: 'create' },
      { key: 'edit', kind: 'edit' },
      { key: 'export', kind: 'export' },
    ],
    roles: PROFIT_ROLES,
  }),
  definePage({
    url: 'rmsProfitShareRule',
    group: 'charges',
    screen: 'list',
    resource: 'profitShareRule',
    title: L('Profit share rules', '利润分成规则'),
    columns: [
      'ruleName',
      'branchId',
      'companyName',
      'pol',
      'pod',
      'mode',
      'validFrom',
      'validUntil',
      'costSharing',
      ...SHARE_SLOTS.flatMap((n) => Object.values(slotFields(n))),
    ],
    filters: ['ruleName', 'branchId', 'companyId', 'pol', 'pod', 'mode', 'validFrom', 'validUntil'],
    defaultSort: { field: 'validFrom', order: 'desc' },
    actions: [
      { key: 'create', kind: 'create' },
      { key: 'edit', kind: 'edit' },
      { key: 'export', kind: 'export' },
    ],
    roles: PROFIT_ROLES,
  }),
  definePage({
    url: 'rmsTaxId',
    group: 'charges',
    screen: 'list',
    resource: 'taxId',
    title: L('Tax ids', '税号'),
    columns: ['companyName', 'country', 'taxType', 'taxNo', 'validFrom', 'validUntil', 'remarks'],
    filters: ['companyName', 'companyId', 'country', 'taxType', 'taxNo', 'validFrom'],
    defaultSort: { field: 'companyName', order: 'asc' },
    actions: [
      { key: 'create', kind: 'create' },
      { key: 'edit', kind: 'edit' },
      { key: 'export', kind: 'export' },
    ],
    roles: [...PROFIT_ROLES, 'reviewer'],
  }),
  definePage({
    url: 'rmsWorkbench',
    group: 'dashboards',
    screen: 'custom',
    title: L('Finance work list', '财务工作台'),
    actions: [
      // Decided on this list's own calls: approve, or reject with a reason.
      {
        key: 'approveLoss',
        kind: 'transition',
        label: L('Approve or reject losses', '审批亏损申请'),
        roles: LOSS_APPROVER_ROLES,
      },
    ],
    roles: WORKBENCH_ROLES,
  }),
];
