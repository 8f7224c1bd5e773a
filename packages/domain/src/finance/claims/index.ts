import { z } from 'zod';
import type { AreaPart } from '../../engine/area';
import { definePage, defineResource } from '../../engine/declare';
import type { PageDef, ResourceDef } from '../../engine/definitions';
import { dictionary } from '../../engine/dictionaries';
import type { RoleCode } from '../../engine/menu';
import { BILLING_CURRENCIES } from '../currencies';
import { L, UPDATED_AT } from '../fields';
import { claimsCatalog } from './i18n';
import { CLAIM_DIRECTIONS, CLAIM_ERRORS, CLAIM_REASONS, CLAIM_STATES } from './rules';

export * from './rules';

/** Finance decides and settles claims; managers and administrators oversee. */
export const CLAIM_DESK: readonly RoleCode[] = ['admin', 'manager', 'finance'];
/** Customer service and operations open claims for their branches' shipments and follow them. */
export const CLAIM_ROLES: readonly RoleCode[] = [...CLAIM_DESK, 'csr', 'ops'];

const invalid = { error: 'validation.invalid' };
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const toNumber = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v);

/** What a claim's form sends: the shipment by number, the parties, the reason and the amount claimed. */
const claimFields = {
  shipmentNo: z.preprocess(blank, z.string().trim().toUpperCase().max(35, invalid).nullable()).optional(),
  direction: z.enum(CLAIM_DIRECTIONS, invalid),
  partyCompanyId: z.preprocess(toNumber, z.number(invalid).int().positive().max(2_147_483_647).nullable()).optional(),
  reason: z.enum(CLAIM_REASONS, invalid),
  description: z.preprocess(blank, z.string().trim().max(500, { error: 'validation.tooLong' }).nullable()).optional(),
  filedOn: z.iso.date(invalid),
  currency: z.enum(BILLING_CURRENCIES, invalid),
  claimedAmount: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .regex(/^\d{1,13}(\.\d{1,2})?$/, { error: 'validation.number' })
      .refine((v) => Number(v) > 0, { error: 'finance.claims.errors.amountPositive' }),
  ),
};
const claimCreate = z.object(claimFields);

const money = (name: string, label: ReturnType<typeof L>, currencyField = 'currency') => ({
  name,
  type: 'money' as const,
  currencyField,
  sortable: true,
  width: 120,
  label,
});

/** A claim for damage, loss, delay or overcharge on a shipment, numbered per branch and year. */
export const claimResource: ResourceDef = defineResource({
  name: 'claim',
  i18n: 'finance.claims.claim',
  titleField: 'claimNo',
  title: L('Claim', '索赔'),
  store: {
    table: 'claims',
    scope: 'branch',
    lookups: {
      branchCode: { table: 'branches', key: 'id', column: 'code', from: 'branchId' },
      shipmentNo: { table: 'shipments', key: 'id', column: 'shipment_no', from: 'shipmentId' },
      carrierCode: { table: 'shipments', key: 'id', column: 'carrier_code', from: 'shipmentId' },
      partyName: { table: 'companies', key: 'id', column: 'name', from: 'partyCompanyId' },
      createdByName: { table: 'users', key: 'id', column: 'display_name', from: 'createdBy' },
      submittedByName: { table: 'users', key: 'id', column: 'display_name', from: 'submittedBy' },
      decidedByName: { table: 'users', key: 'id', column: 'display_name', from: 'decidedBy' },
      settledByName: { table: 'users', key: 'id', column: 'display_name', from: 'settledBy' },
    },
  },
  createSchema: claimCreate,
  updateSchema: claimCreate.partial(),
  fields: [
    { name: 'claimNo', type: 'text', sortable: true, filter: 'fuzzy', width: 170, label: L('Claim no.', '索赔编号') },
    { name: 'branchId', type: 'number', filter: 'exact', width: 90, label: L('Branch', '分公司') },
    { name: 'branchCode', type: 'text', sortable: true, width: 80, label: L('Office', '办事处') },
    { name: 'shipmentId', type: 'number', filter: 'exact', width: 90, label: L('Shipment id', '运单编号') },
    {
      name: 'shipmentNo',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      editable: true,
      maxLength: 35,
      width: 150,
      label: L('Shipment', '运单号'),
    },
    { name: 'carrierCode', type: 'text', filter: 'exact', width: 90, label: L('Carrier', '承运人') },
    {
      name: 'direction',
      type: 'enum',
      dict: 'claim_direction',
      filter: 'exact',
      editable: true,
      required: true,
      width: 170,
      label: L('Claim', '索赔方向'),
    },
    {
      name: 'partyCompanyId',
      type: 'party',
      filter: 'exact',
      editable: true,
      width: 200,
      label: L('Claimant or claimed party', '索赔相对方'),
    },
    { name: 'partyName', type: 'text', sortable: true, filter: 'fuzzy', width: 200, label: L('Party', '相对方') },
    {
      name: 'reason',
      type: 'enum',
      dict: 'claim_reason',
      filter: 'exact',
      editable: true,
      required: true,
      width: 110,
      label: L('Reason', '索赔原因'),
    },
    {
      name: 'description',
      type: 'longText',
      editable: true,
      size: 500,
      width: 240,
      label: L('Details', '详情'),
    },
    {
      name: 'filedOn',
      type: 'date',
      sortable: true,
      filter: 'range',
      editable: true,
      required: true,
      width: 110,
      label: L('Filed on', '提出日期'),
    },
    {
      name: 'currency',
      type: 'enum',
      dict: 'billing_currency',
      filter: 'exact',
      editable: true,
      required: true,
      width: 80,
      label: L('Currency', '币种'),
    },
    { ...money('claimedAmount', L('Claimed', '索赔金额')), editable: true, required: true },
    money('settledAmount', L('Settled', '已结算金额')),
    {
      name: 'status',
      type: 'enum',
      dict: 'claim_status',
      filter: 'exact',
      multiple: true,
      sortable: true,
      width: 130,
      label: L('State', '状态'),
      tone: (row) => (row.status === 'settled' ? 'success' : row.status === 'rejected' ? 'error' : null),
    },
    { name: 'rejectReason', type: 'text', width: 220, label: L('Rejected because', '驳回原因') },
    { name: 'createdBy', type: 'number', label: L('Opened by (id)', '创建人编号') },
    { name: 'createdByName', type: 'text', width: 120, label: L('Opened by', '创建人') },
    { name: 'createdAt', type: 'datetime', sortable: true, width: 170, label: L('Opened', '创建时间') },
    { name: 'submittedByName', type: 'text', width: 120, label: L('Submitted by', '提交人') },
    { name: 'submittedAt', type: 'datetime', width: 170, label: L('Submitted', '提交时间') },
    { name: 'decidedByName', type: 'text', width: 120, label: L('Decided by', '处理人') },
    { name: 'decidedAt', type: 'datetime', width: 170, label: L('Decided', '处理时间') },
    { name: 'settledByName', type: 'text', width: 120, label: L('Settled by', '结算人') },
    { name: 'settledAt', type: 'datetime', sortable: true, width: 170, label: L('Last settled', '最近结算时间') },
    UPDATED_AT,
  ],
  transitions: {
    submit: { field: 'status', from: ['draft'], to: 'submitted' },
    accept: { field: 'status', from: ['submitted'], to: 'accepted' },
  },
});

/** One settlement of a claim and the charge line it wrote. */
export const claimSettlementResource: ResourceDef = defineResource({
  name: 'claimSettlement',
  i18n: 'finance.claims.settlement',
  titleField: 'settledOn',
  title: L('Settlement', '结算'),
  store: {
    table: 'claim_settlements',
    scope: 'none',
    lookups: { settledByName: { table: 'users', key: 'id', column: 'display_name', from: 'settledBy' } },
  },
  fields: [
    { name: 'claimId', type: 'number', filter: 'exact', label: L('Claim', '索赔') },
    { name: 'settledOn', type: 'date', sortable: true, width: 110, label: L('Settled on', '结算日期') },
    { name: 'currency', type: 'text', width: 80, label: L('Currency', '币种') },
    money('amount', L('Amount', '金额')),
    { name: 'chargeLineId', type: 'number', width: 100, label: L('Charge line', '费用行') },
    { name: 'settledByName', type: 'text', width: 120, label: L('Settled by', '结算人') },
    { name: 'createdAt', type: 'datetime', sortable: true, width: 170, label: L('Recorded', '录入时间') },
  ],
});

/** A claim that cannot proceed, one row per reason (the view finance_claim_errors). */
export const claimErrorResource: ResourceDef = defineResource({
  name: 'claimError',
  i18n: 'finance.claims.error',
  titleField: 'claimNo',
  title: L('Claim that cannot proceed', '无法处理的索赔'),
  store: { table: 'finance_claim_errors', scope: 'branch' },
  fields: [
    { name: 'claimId', type: 'number', filter: 'exact', width: 90, label: L('Claim id', '索赔编号（内部）') },
    { name: 'claimNo', type: 'text', sortable: true, filter: 'fuzzy', width: 170, label: L('Claim no.', '索赔编号') },
    { name: 'branchId', type: 'number', filter: 'exact', width: 90, label: L('Branch', '分公司') },
    { name: 'shipmentNo', type: 'text', sortable: true, filter: 'fuzzy', width: 150, label: L('Shipment', '运单号') },
    {
      name: 'errorReason',
      type: 'enum',
      dict: 'claim_error',
      filter: 'exact',
      multiple: true,
      sortable: true,
      width: 220,
      label: L('Cannot proceed because', '无法处理原因'),
      tone: () => 'error',
    },
    { name: 'status', type: 'enum', dict: 'claim_status', filter: 'exact', width: 130, label: L('State', '状态') },
    {
      name: 'direction',
      type: 'enum',
      dict: 'claim_direction',
      filter: 'exact',
      width: 170,
      label: L('Claim', '索赔方向'),
    },
    { name: 'currency', type: 'text', width: 80, label: L('Currency', '币种') },
    money('claimedAmount', L('Claimed', '索赔金额')),
    money('settledAmount', L('Settled', '已结算金额')),
    { name: 'localCurrency', type: 'text', width: 80, label: L('Local currency', '本位币') },
    money('claimedLocal', L('Claimed (local)', '索赔金额（本位币）'), 'localCurrency'),
    money('chargesLocal', L('Shipment charges (local)', '运单费用（本位币）'), 'localCurrency'),
    { name: 'filedOn', type: 'date', sortable: true, filter: 'range', width: 110, label: L('Filed on', '提出日期') },
    { name: 'deliveredOn', type: 'date', width: 110, label: L('Delivered', '交付日期') },
    { name: 'timeBarOn', type: 'date', width: 110, label: L('Time bar', '索赔时效截止') },
  ],
});

export const CLAIM_PAGES: readonly PageDef[] = [
  definePage({
    url: 'claimCharge',
    group: 'charges',
    screen: 'custom',
    resource: 'claim',
    title: L('Claims', '索赔'),
    columns: [
      'claimNo',
      'shipmentNo',
      'carrierCode',
      'direction',
      'partyName',
      'reason',
      'filedOn',
      'currency',
      'claimedAmount',
      'settledAmount',
      'status',
      'rejectReason',
      'createdByName',
      'updatedAt',
    ],
    filters: ['claimNo', 'shipmentNo', 'status', 'direction', 'reason', 'partyName', 'currency', 'filedOn'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    actions: [
      { key: 'create', kind: 'create' },
      { key: 'edit', kind: 'edit' },
      { key: 'submit', kind: 'transition', transition: 'submit', label: L('Submit claim', '提交索赔') },
      {
        key: 'accept',
        kind: 'transition',
        transition: 'accept',
        roles: CLAIM_DESK,
        label: L('Accept', '受理'),
      },
      {
        key: 'reject',
        kind: 'transition',
        transition: 'rejectClaim',
        roles: CLAIM_DESK,
        label: L('Reject', '驳回'),
      },
      {
        key: 'settle',
        kind: 'transition',
        transition: 'settleClaim',
        roles: CLAIM_DESK,
        label: L('Record settlement', '登记结算'),
      },
      { key: 'export', kind: 'export' },
    ],
    relations: [
      {
        key: 'settlements',
        resource: 'claimSettlement',
        foreignKey: 'claimId',
        titleKey: 'finance.claims.relations.settlements',
        columns: ['settledOn', 'currency', 'amount', 'chargeLineId', 'settledByName', 'createdAt'],
        defaultSort: { field: 'settledOn', order: 'asc' },
      },
    ],
    roles: CLAIM_ROLES,
  }),
  definePage({
    url: 'claimChargeError',
    group: 'charges',
    screen: 'list',
    resource: 'claimError',
    title: L('Claims that cannot proceed', '无法处理的索赔'),
    columns: [
      'claimNo',
      'shipmentNo',
      'errorReason',
      'status',
      'currency',
      'claimedAmount',
      'settledAmount',
      'claimedLocal',
      'chargesLocal',
      'localCurrency',
      'filedOn',
      'deliveredOn',
      'timeBarOn',
    ],
    filters: ['claimNo', 'shipmentNo', 'errorReason', 'status', 'direction', 'filedOn'],
    defaultSort: { field: 'filedOn', order: 'desc' },
    actions: [{ key: 'export', kind: 'export' }],
    roles: CLAIM_ROLES,
  }),
];

/** Claims against carriers, suppliers or customers, their settlements, and those that cannot proceed. */
export const CLAIMS: AreaPart = {
  resources: [claimResource, claimSettlementResource, claimErrorResource],
  pages: CLAIM_PAGES,
  catalogs: [claimsCatalog],
  dictionaries: {
    claim_direction: dictionary(CLAIM_DIRECTIONS, {
      en_us: {
        name: 'Claim direction',
        values: {
          from_customer: 'Customer claims against us',
          against_carrier: 'Against the carrier',
          against_supplier: 'Against a supplier',
          against_customer: 'Against the customer',
        },
      },
      zh_cn: {
        name: '索赔方向',
        values: {
          from_customer: '客户向我司索赔',
          against_carrier: '向承运人索赔',
          against_supplier: '向供应商索赔',
          against_customer: '向客户索赔',
        },
      },
    }),
    claim_reason: dictionary(CLAIM_REASONS, {
      en_us: {
        name: 'Claim reason',
        values: { damage: 'Damage', loss: 'Loss', delay: 'Delay', overcharge: 'Overcharge' },
      },
      zh_cn: { name: '索赔原因', values: { damage: '货损', loss: '货物灭失', delay: '延误', overcharge: '多收费用' } },
    }),
    claim_status: dictionary(CLAIM_STATES, {
      en_us: {
        name: 'Claim state',
        values: {
          draft: 'Draft',
          submitted: 'Submitted',
          accepted: 'Accepted',
          partially_settled: 'Partially settled',
          settled: 'Settled',
          rejected: 'Rejected',
        },
      },
      zh_cn: {
        name: '索赔状态',
        values: {
          draft: '草稿',
          submitted: '已提交',
          accepted: '已受理',
          partially_settled: '部分结算',
          settled: '已结算',
          rejected: '已驳回',
        },
      },
    }),
    claim_error: dictionary(CLAIM_ERRORS, {
      en_us: {
        name: 'Why a claim cannot proceed',
        values: {
          no_shipment: 'Not linked to a shipment',
          no_rate: 'No exchange rate for its currency on the filing day',
          over_charges: "Claimed more than the shipment's charges",
          time_barred: 'Past the time bar (9 months after delivery)',
          over_settled: 'Settled more than claimed',
        },
      },
      zh_cn: {
        name: '索赔无法处理原因',
        values: {
          no_shipment: '未关联运单',
          no_rate: '提出日期没有该币种的汇率',
          over_charges: '索赔金额超过运单费用',
          time_barred: '已超过索赔时效（交付后 9 个月）',
          over_settled: '结算金额超过索赔金额',
        },
      },
    }),
  },
};
