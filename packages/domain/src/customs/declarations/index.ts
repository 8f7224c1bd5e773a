import { z } from 'zod';
import type { AreaPart } from '../../engine/area';
import { definePage, defineResource, deleteLineAction, type FieldInput } from '../../engine/declare';
import type { Labels, PageDef, ResourceDef } from '../../engine/definitions';
import { bilingual } from '../../engine/dictionaries';
import type { RoleCode } from '../../engine/menu';
import { QUANTITY_UNITS, TRADE_MODES } from '../dictionaries';
import { declarationsCatalog } from './i18n';
import {
  CUSTOMS_RESULTS,
  DECLARATION_DIRECTIONS,
  DECLARATION_EDITABLE,
  DECLARATION_STATES,
  type DeclarationState,
} from './rules';

export * from './rules';

const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

/** Who files declarations and records customs' answers. */
export const DECLARATION_DESK: readonly RoleCode[] = ['admin', 'customs'];
/** Who reads them: the desk, managers, and operations and customer service for their branches. */
export const DECLARATION_READERS: readonly RoleCode[] = [...DECLARATION_DESK, 'manager', 'ops', 'csr'];

const invalid = { error: 'validation.invalid' };
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.nullable()).optional();
const decimalText = (integer: number, places: number, key = 'validation.number') =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string({ error: 'validation.required' })
      .trim()
      .regex(new RegExp(`^\\d{1,${integer}}(\\.\\d{1,${places}})?$`), { error: key }),
  );

const headerFields = {
  declarantCode: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[0-9A-Z]{10}$/, { error: 'customs.errors.declarantCode' }),
  ),
  tradeMode: optional(z.enum(TRADE_MODES, invalid)),
  clearancePort: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, invalid),
  ),
  brokerName: optional(z.string().trim().max(200, { error: 'validation.tooLong' })),
  // An ISO 4217 code; the server holds it to the currencies table.
  currency: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, invalid),
};
/** A new declaration names its shipment and direction; those stay what they were made with. */
const declarationCreate = z.object({
  shipmentNo: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'validation.required' })
    .max(35, { error: 'validation.tooLong' }),
  direction: z.enum(DECLARATION_DIRECTIONS, invalid),
  ...headerFields,
});
const declarationUpdate = z.object(headerFields).partial();

const money = (name: string, label: Labels, currencyField = 'currency'): FieldInput => ({
  name,
  type: 'money',
  currencyField,
  sortable: true,
  width: 130,
  label,
});
const who = (name: string, label: Labels): FieldInput => ({ name, type: 'text', width: 120, label });
const when = (name: string, label: Labels): FieldInput => ({ name, type: 'datetime', width: 170, label });

/**
 * An export or import customs declaration of a shipment, numbered per branch and year
 * (`SHA-CD-2026-000001`): the declarant, trade mode, port of clearance and broker (the branch's
 * customs settings by default), its lines' totals beside the shipment's cargo, the duty and tax
 * estimated from the codes' rates, and its state with who moved it and when.
 */
export const declarationResource: ResourceDef = defineResource({
  name: 'customsDeclaration',
  i18n: 'customs.declarations.declaration',
  titleField: 'declarationNo',
  title: L('Customs declaration', '报关单'),
  store: {
    table: 'customs_declarations',
    scope: 'branch',
    lookups: {
      shipmentNo: { table: 'shipments', key: 'id', column: 'shipment_no', from: 'shipmentId' },
      shipmentPackages: { table: 'shipments', key: 'id', column: 'packages', from: 'shipmentId' },
      shipmentGrossWeightKg: { table: 'shipments', key: 'id', column: 'gross_weight_kg', from: 'shipmentId' },
      createdByName: { table: 'users', key: 'id', column: 'display_name', from: 'createdBy' },
      submittedByName: { table: 'users', key: 'id', column: 'display_name', from: 'submittedBy' },
      decidedByName: { table: 'users', key: 'id', column: 'display_name', from: 'decidedBy' },
      releasedByName: { table: 'users', key: 'id', column: 'display_name', from: 'releasedBy' },
    },
  },
  createSchema: declarationCreate,
  updateSchema: declarationUpdate,
  fields: [
    {
      name: 'declarationNo',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      width: 170,
      label: L('Declaration no.', '报关单编号'),
    },
    {
      name: 'direction',
      type: 'enum',
      dict: 'customs_declaration_direction',
      filter: 'exact',
      sortable: true,
      editable: true,
      required: true,
      width: 100,
      label: L('Direction', '进出口'),
    },
    { name: 'shipmentId', type: 'number', filter: 'exact', width: 90, label: L('Shipment id', '运单编号') },
    {
      name: 'shipmentNo',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      editable: true,
      required: true,
      maxLength: 35,
      width: 150,
      label: L('Shipment', '运单号'),
    },
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      filter: 'exact',
      sortable: true,
      width: 120,
      label: L('Branch office', '分公司'),
    },
    {
      name: 'declarantCode',
      type: 'text',
      editable: true,
      filter: 'exact',
      maxLength: 10,
      width: 120,
      label: L('Declarant code', '申报单位海关编码'),
    },
    {
      name: 'tradeMode',
      type: 'enum',
      dict: 'customs_trade_mode',
      editable: true,
      filter: 'exact',
      sortable: true,
      width: 200,
      label: L('Trade mode', '监管方式'),
    },
    {
      name: 'clearancePort',
      type: 'port',
      editable: true,
      filter: 'exact',
      width: 130,
      label: L('Port of clearance', '申报口岸'),
    },
    {
      name: 'brokerName',
      type: 'text',
      editable: true,
      filter: 'fuzzy',
      maxLength: 200,
      width: 220,
      label: L('Customs broker', '报关行'),
    },
    { name: 'entryCountry', type: 'enum', dict: 'country', width: 120, label: L('Country of entry', '进境国') },
    {
      name: 'currency',
      type: 'enum',
      dict: 'billing_currency',
      editable: true,
      required: true,
      filter: 'exact',
      width: 80,
      label: L('Currency', '币种'),
    },
    { name: 'lineCount', type: 'number', width: 80, label: L('Lines', '商品项数') },
    { name: 'totalPackages', type: 'number', sortable: true, width: 100, label: L('Packages', '件数') },
    {
      name: 'shipmentPackages',
      type: 'number',
      width: 110,
      label: L('Shipment packages', '运单件数'),
    },
    { name: 'totalGrossWeightKg', type: 'number', width: 120, label: L('Gross weight (kg)', '毛重（千克）') },
    {
      name: 'shipmentGrossWeightKg',
      type: 'number',
      width: 130,
      label: L('Shipment gross weight (kg)', '运单毛重（千克）'),
    },
    money('totalValue', L('Declared value', '申报总价')),
    money('estimatedDuty', L('Estimated duty', '预估关税')),
    money('estimatedVat', L('Estimated import VAT', '预估进口增值税')),
    {
      name: 'linesWithoutRate',
      type: 'number',
      width: 110,
      label: L('Lines without a rate', '无税率商品项'),
      tone: (row) => (Number(row.linesWithoutRate ?? 0) > 0 ? 'warning' : null),
    },
    {
      name: 'status',
      type: 'enum',
      dict: 'customs_declaration_status',
      filter: 'exact',
      multiple: true,
      sortable: true,
      width: 110,
      label: L('State', '状态'),
      tone: (row) => (row.status === 'released' ? 'success' : row.status === 'rejected' ? 'error' : null),
    },
    { name: 'rejectReason', type: 'text', width: 220, label: L('Rejected because', '退单原因') },
    { name: 'createdBy', type: 'number', label: L('Created by (id)', '创建人编号') },
    who('createdByName', L('Created by', '创建人')),
    { ...when('createdAt', L('Created', '创建时间')), sortable: true },
    { name: 'submittedBy', type: 'number', label: L('Submitted by (id)', '申报人编号') },
    who('submittedByName', L('Submitted by', '申报人')),
    { ...when('submittedAt', L('Submitted', '申报时间')), sortable: true, filter: 'range' },
    { name: 'decidedBy', type: 'number', label: L('Answer recorded by (id)', '回执登记人编号') },
    who('decidedByName', L('Answer recorded by', '回执登记人')),
    when('decidedAt', L('Accepted or rejected', '接受/退单时间')),
    { name: 'releasedBy', type: 'number', label: L('Release recorded by (id)', '放行登记人编号') },
    who('releasedByName', L('Release recorded by', '放行登记人')),
    when('releasedAt', L('Released', '放行时间')),
    { name: 'updatedAt', type: 'datetime', sortable: true, width: 170, label: L('Updated', '更新时间') },
  ],
  transitions: {
    submit: { field: 'status', from: DECLARATION_EDITABLE, to: 'submitted' },
    accept: { field: 'status', from: ['submitted'], to: 'accepted' },
    release: { field: 'status', from: ['accepted'], to: 'released' },
  },
  banners: [
    {
      key: 'rejected',
      when: { field: 'status', in: ['rejected'] },
      tone: 'error',
      titleKey: 'customs.declarations.banners.rejected',
      descriptionKey: 'customs.declarations.banners.rejectedHelp',
    },
  ],
});

const lineSchema = z.object({
  declarationId: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.number(invalid).int().positive()),
  hsCode: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(13, { error: 'customs.errors.hsFormat' }),
  description: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(255, { error: 'validation.tooLong' }),
  quantity: decimalText(11, 3).refine((v) => Number(v) > 0, { error: 'customs.declarations.errors.positive' }),
  unit: z.enum(QUANTITY_UNITS, invalid),
  packages: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: 'validation.number' }).int({ error: 'validation.number' }).min(0).max(999_999),
  ),
  grossWeightKg: decimalText(9, 3),
  value: decimalText(13, 2).refine((v) => Number(v) > 0, { error: 'customs.declarations.errors.positive' }),
  originCountry: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, invalid),
});

/**
 * One goods line of a declaration: its code (checked for format and existence), description,
 * quantity in the tariff's unit, packages and gross weight, value in the declaration's currency,
 * origin, and the duty and tax estimated from its code's rate in the country of entry.
 */
export const declarationLineResource: ResourceDef = defineResource({
  name: 'customsDeclarationLine',
  i18n: 'customs.declarations.line',
  titleField: 'hsCode',
  title: L('Declaration line', '报关单商品项'),
  store: {
    table: 'customs_declaration_lines',
    scope: 'none',
    lookups: { currency: { table: 'customs_declarations', key: 'id', column: 'currency', from: 'declarationId' } },
  },
  createSchema: lineSchema,
  updateSchema: lineSchema.omit({ declarationId: true }).partial(),
  fields: [
    { name: 'declarationId', type: 'number', filter: 'exact', editable: true, label: L('Declaration', '报关单') },
    {
      name: 'hsCode',
      type: 'text',
      editable: true,
      required: true,
      sortable: true,
      maxLength: 13,
      width: 130,
      suggest: '/api/customs/codes/search',
      label: L('HS code', 'HS 编码'),
    },
    {
      name: 'description',
      type: 'text',
      editable: true,
      required: true,
      maxLength: 255,
      width: 240,
      label: L('Description of goods', '商品名称'),
    },
    { name: 'quantity', type: 'number', editable: true, required: true, width: 100, label: L('Quantity', '数量') },
    {
      name: 'unit',
      type: 'enum',
      dict: 'customs_quantity_unit',
      editable: true,
      required: true,
      width: 120,
      label: L('Unit', '计量单位'),
    },
    { name: 'packages', type: 'number', editable: true, required: true, width: 90, label: L('Packages', '件数') },
    {
      name: 'grossWeightKg',
      type: 'number',
      editable: true,
      required: true,
      width: 120,
      label: L('Gross weight (kg)', '毛重（千克）'),
    },
    { ...money('value', L('Value', '总价')), editable: true, required: true },
    { name: 'currency', type: 'text', width: 80, label: L('Currency', '币种') },
    {
      name: 'originCountry',
      type: 'enum',
      dict: 'country',
      editable: true,
      required: true,
      width: 120,
      label: L('Country of origin', '原产国'),
    },
    { name: 'dutyRate', type: 'number', width: 100, label: L('Duty rate (%)', '关税税率（%）') },
    money('dutyEstimate', L('Estimated duty', '预估关税')),
    { name: 'vatRate', type: 'number', width: 90, label: L('VAT rate (%)', '增值税率（%）') },
    money('vatEstimate', L('Estimated import VAT', '预估进口增值税')),
  ],
});

/**
 * Customs' answers to the declarations: one row per state change received (accepted, released,
 * rejected with the reason), written by the state actions as they happen.
 */
export const customsResultResource: ResourceDef = defineResource({
  name: 'customsResult',
  i18n: 'customs.declarations.result',
  titleField: 'declarationNo',
  title: L('Customs result', '海关回执'),
  store: {
    table: 'customs_results',
    scope: 'branch',
    lookups: {
      declarationNo: { table: 'customs_declarations', key: 'id', column: 'declaration_no', from: 'declarationId' },
      direction: { table: 'customs_declarations', key: 'id', column: 'direction', from: 'declarationId' },
      shipmentNo: { table: 'shipments', key: 'id', column: 'shipment_no', from: 'shipmentId' },
      recordedByName: { table: 'users', key: 'id', column: 'display_name', from: 'recordedBy' },
    },
  },
  fields: [
    { name: 'declarationId', type: 'number', filter: 'exact', width: 90, label: L('Declaration id', '报关单编号') },
    {
      name: 'declarationNo',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      width: 170,
      label: L('Declaration no.', '报关单编号'),
    },
    {
      name: 'direction',
      type: 'enum',
      dict: 'customs_declaration_direction',
      filter: 'exact',
      width: 100,
      label: L('Direction', '进出口'),
    },
    { name: 'shipmentId', type: 'number', filter: 'exact', width: 90, label: L('Shipment id', '运单编号') },
    { name: 'shipmentNo', type: 'text', sortable: true, filter: 'fuzzy', width: 150, label: L('Shipment', '运单号') },
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      filter: 'exact',
      width: 120,
      label: L('Branch office', '分公司'),
    },
    {
      name: 'receivedAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      label: L('Received', '回执时间'),
    },
    {
      name: 'result',
      type: 'enum',
      dict: 'customs_result',
      filter: 'exact',
      multiple: true,
      sortable: true,
      width: 110,
      label: L('Result', '结果'),
      tone: (row) => (row.result === 'released' ? 'success' : row.result === 'rejected' ? 'error' : null),
    },
    { name: 'message', type: 'text', filter: 'fuzzy', width: 280, label: L('Message', '回执信息') },
    { name: 'recordedBy', type: 'number', label: L('Recorded by (id)', '登记人编号') },
    who('recordedByName', L('Recorded by', '登记人')),
  ],
});

const RESULT_COLUMNS = ['receivedAt', 'result', 'message', 'recordedByName'] as const;

export const DECLARATION_PAGES: readonly PageDef[] = [
  definePage({
    url: 'declaration',
    group: 'customs',
    screen: 'custom',
    resource: 'customsDeclaration',
    title: L('Customs declarations', '报关单'),
    help: L(
      "Export and import declarations per shipment. Lines' packages and gross weight must match the shipment's cargo to submit; duty and VAT are estimates from the codes' rates.",
      '按运单填写的出口及进口报关单。商品项的件数和毛重须与运单货物一致方可申报；关税及增值税为按编码税率的预估。',
    ),
    columns: [
      'declarationNo',
      'direction',
      'shipmentNo',
      'branchId',
      'tradeMode',
      'clearancePort',
      'currency',
      'totalPackages',
      'totalGrossWeightKg',
      'totalValue',
      'estimatedDuty',
      'estimatedVat',
      'status',
      'submittedAt',
      'updatedAt',
    ],
    filters: ['declarationNo', 'shipmentNo', 'direction', 'status', 'branchId', 'tradeMode', 'submittedAt'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    actions: [
      { key: 'create', kind: 'create', roles: DECLARATION_DESK },
      { key: 'edit', kind: 'edit', roles: DECLARATION_DESK },
      {
        key: 'submit',
        kind: 'transition',
        transition: 'submit',
        roles: DECLARATION_DESK,
        label: L('Submit to customs', '向海关申报'),
      },
      {
        key: 'accept',
        kind: 'transition',
        transition: 'accept',
        roles: DECLARATION_DESK,
        label: L('Record acceptance', '登记海关接受'),
      },
      {
        key: 'release',
        kind: 'transition',
        transition: 'release',
        roles: DECLARATION_DESK,
        label: L('Record release', '登记海关放行'),
      },
      {
        key: 'reject',
        kind: 'transition',
        transition: 'rejectDeclaration',
        roles: DECLARATION_DESK,
        label: L('Record rejection', '登记海关退单'),
      },
      { key: 'export', kind: 'export' },
    ],
    relations: [
      {
        key: 'lines',
        resource: 'customsDeclarationLine',
        foreignKey: 'declarationId',
        titleKey: 'customs.declarations.relations.lines',
        columns: [
          'hsCode',
          'description',
          'quantity',
          'unit',
          'packages',
          'grossWeightKg',
          'value',
          'currency',
          'originCountry',
          'dutyRate',
          'dutyEstimate',
          'vatEstimate',
        ],
        defaultSort: { field: 'hsCode', order: 'asc' },
        actions: [
          {
            key: 'addLine',
            kind: 'create',
            labelKey: 'customs.declarations.actions.addLine',
            permission: 'declaration:edit',
            parentLocked: { field: 'status', in: ['submitted', 'accepted', 'released'] },
          },
          {
            key: 'editLine',
            kind: 'edit',
            labelKey: 'engine.actionKinds.edit',
            permission: 'declaration:edit',
            parentLocked: { field: 'status', in: ['submitted', 'accepted', 'released'] },
          },
          deleteLineAction('declaration', {
            roles: DECLARATION_DESK,
            parentLocked: { field: 'status', in: ['submitted', 'accepted', 'released'] },
          }),
        ],
      },
      {
        key: 'results',
        resource: 'customsResult',
        foreignKey: 'declarationId',
        titleKey: 'customs.declarations.relations.results',
        columns: RESULT_COLUMNS,
        defaultSort: { field: 'receivedAt', order: 'desc' },
      },
    ],
    roles: DECLARATION_READERS,
  }),
  definePage({
    url: 'CustomsResults',
    group: 'customs',
    screen: 'list',
    resource: 'customsResult',
    title: L('Customs results', '海关回执'),
    columns: ['declarationNo', 'direction', 'shipmentNo', 'branchId', ...RESULT_COLUMNS],
    filters: ['declarationNo', 'shipmentNo', 'result', 'direction', 'branchId', 'receivedAt'],
    defaultSort: { field: 'receivedAt', order: 'desc' },
    actions: [{ key: 'export', kind: 'export' }],
    roles: DECLARATION_READERS,
  }),
];

const stateLabels: Record<DeclarationState, readonly [string, string]> = {
  draft: ['Draft', '草稿'],
  submitted: ['Submitted', '已申报'],
  accepted: ['Accepted', '海关已接受'],
  released: ['Released', '已放行'],
  rejected: ['Rejected', '已退单'],
};

/** Declarations per shipment with their lines, and customs' answers to them. */
export const DECLARATIONS: AreaPart = {
  resources: [declarationResource, declarationLineResource, customsResultResource],
  pages: DECLARATION_PAGES,
  catalogs: [declarationsCatalog],
  dictionaries: {
    customs_declaration_direction: bilingual(DECLARATION_DIRECTIONS, ['Declaration direction', '进出口类型'], {
      export: ['Export', '出口'],
      import: ['Import', '进口'],
    }),
    customs_declaration_status: bilingual(DECLARATION_STATES, ['Declaration state', '报关单状态'], stateLabels),
    customs_result: bilingual(CUSTOMS_RESULTS, ['Customs result', '海关回执结果'], {
      accepted: ['Accepted', '接受申报'],
      released: ['Released', '放行'],
      rejected: ['Rejected', '退单'],
    }),
  },
};
