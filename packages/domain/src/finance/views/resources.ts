import { z } from 'zod';
import { definePage, defineResource, deleteLineAction, type FieldInput } from '../../engine/declare';
import type { Labels, PageDef, ResourceDef } from '../../engine/definitions';
import type { RoleCode } from '../../engine/menu';
import { CHARGE_CODES, type ChargeKind, CONTAINER_EQUIPMENT } from '../../pricing/index';
import { BILLING_CURRENCIES } from '../currencies';
import { L, money, text, UPDATED_AT } from '../fields';
import { isDailyRate, PER_DIEM_KINDS } from './perdiem';

/** Who reads the charge views and per diem: everyone who works charge sheets, within their branches. */
const READERS: readonly RoleCode[] = ['admin', 'manager', 'csr', 'ops', 'finance', 'reviewer'];
/** Who keeps the charge code mapping and the per diem settings. */
const KEEPERS: readonly RoleCode[] = ['admin', 'finance'];

const enumField = (name: string, dict: string, label: Labels, extra: Partial<FieldInput> = {}): FieldInput => ({
  name,
  type: 'enum',
  dict,
  filter: 'exact',
  sortable: true,
  width: 120,
  label,
  ...extra,
});
const count = (name: string, label: Labels, extra: Partial<FieldInput> = {}): FieldInput => ({
  name,
  type: 'number',
  sortable: true,
  width: 100,
  label,
  ...extra,
});

/** A charge line with its shipment, its code's kind and whether it is a PVG air shipment's (finance_charge_views). */
export const chargeViewResource: ResourceDef = defineResource({
  name: 'chargeView',
  i18n: 'finance.views.charge',
  titleField: 'shipmentNo',
  title: L('Charge', '费用'),
  store: { table: 'finance_charge_views', scope: 'branch' },
  fields: [
    text('shipmentNo', L('Shipment no.', '运单号'), { filter: 'fuzzy', sortable: true, width: 140 }),
    enumField('branchId', 'branch_office', L('Branch office', '分公司')),
    enumField('mode', 'shipment_mode', L('Mode', '运输方式'), { width: 90 }),
    { name: 'originPort', type: 'port', filter: 'exact', width: 130, label: L('Origin', '起运港') },
    { name: 'destinationPort', type: 'port', filter: 'exact', width: 130, label: L('Destination', '目的港') },
    { name: 'etd', type: 'datetime', sortable: true, filter: 'range', width: 170, label: L('ETD', '预计开航') },
    enumField('side', 'charge_side', L('Side', '收/付'), { width: 90 }),
    enumField('chargeCode', 'charge_code', L('Charge', '费用'), { width: 200 }),
    enumField('chargeKind', 'charge_kind', L('Kind', '费用类别'), { width: 150 }),
    text('partyName', L('Bill-to / creditor', '结算单位'), { filter: 'fuzzy', width: 200 }),
    text('description', L('Description', '描述'), { width: 180 }),
    enumField('currency', 'billing_currency', L('Currency', '币种'), { width: 90 }),
    money('amount', 'currency', L('Amount', '金额')),
    text('localCurrency', L('Local currency', '本位币'), { width: 80 }),
    money('localAmount', 'localCurrency', L('Local amount', '本位币金额')),
    enumField('status', 'charge_line_status', L('Status', '状态'), { width: 120 }),
    { name: 'invoiced', type: 'boolean', filter: 'exact', width: 90, label: L('Invoiced', '已开票') },
    { name: 'pvgAir', type: 'boolean', width: 90, label: L('PVG air', '浦东空运') },
    // A duty line's shipment's estimate from its customs declaration, beside what is charged.
    text('estimateDeclarationNo', L('Declaration', '报关单'), { width: 170 }),
    text('estimateCurrency', L('Estimate currency', '预估币种'), { width: 80 }),
    money('estimatedDuty', 'estimateCurrency', L('Estimated duty', '预估关税')),
    money('estimatedVat', 'estimateCurrency', L('Estimated import VAT', '预估进口增值税')),
    UPDATED_AT,
  ],
});

const VIEW_COLUMNS = [
  'shipmentNo',
  'branchId',
  'etd',
  'side',
  'partyName',
  'chargeCode',
  'currency',
  'amount',
  'localAmount',
  'status',
  'invoiced',
] as const;
const VIEW_FILTERS = [
  'shipmentNo',
  'branchId',
  'side',
  'chargeCode',
  'partyName',
  'currency',
  'status',
  'etd',
] as const;

/** One view of the charge lines: the lines of one kind of charge, or of the PVG air desk's shipments. */
const chargeView = (
  url: string,
  title: Labels,
  fixed: Readonly<Record<string, string>>,
  extra: readonly string[] = [],
  after: readonly string[] = [],
) =>
  definePage({
    url,
    group: 'charges',
    screen: 'list',
    resource: 'chargeView',
    title,
    fixed,
    columns: [...VIEW_COLUMNS.slice(0, 3), ...extra, ...VIEW_COLUMNS.slice(3), ...after],
    filters: [...VIEW_FILTERS, ...extra],
    defaultSort: { field: 'etd', order: 'desc' },
    actions: [{ key: 'export', kind: 'export' }],
    roles: READERS,
  });
const ofKind = (kind: ChargeKind) => ({ chargeKind: kind });

export const CHARGE_VIEW_PAGES: readonly PageDef[] = [
  chargeView('amscharge', L('AMS and ISF filing charges', 'AMS/ISF 申报费'), ofKind('filing'), ['destinationPort']),
  chargeView('localcharge', L('Local charges', '本地费用'), ofKind('local'), ['originPort', 'destinationPort']),
  chargeView('freightcharge', L('Freight charges', '运费及附加费'), ofKind('freight'), ['mode']),
  chargeView('pvgcharge', L('PVG air charges', '浦东空运费用'), { pvgAir: 'true' }, [
    'originPort',
    'destinationPort',
    'chargeKind',
  ]),
  chargeView('DocumentationCharge', L('Documentation charges', '文件费'), ofKind('documentation'), ['mode']),
  chargeView(
    'duty',
    L('Duties and import taxes', '关税及进口税'),
    ofKind('duty'),
    ['destinationPort'],
    ['estimateDeclarationNo', 'estimatedDuty', 'estimatedVat', 'estimateCurrency'],
  ),
];

const upper = (re: RegExp, key: string) => z.string().trim().toUpperCase().regex(re, { error: key });
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable()).optional();
const toBool = (v: unknown) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v);

const mappingSchema = z.object({
  branchId: z.coerce.number({ error: 'validation.required' }).int().positive({ error: 'validation.required' }),
  chargeCode: z.enum(CHARGE_CODES, { error: 'finance.views.errors.chargeCode' }),
  cwCode: upper(/^[A-Z0-9]{2,10}$/, 'finance.views.errors.cwCode'),
  cwDescription: z.string().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.tooLong' }),
  revenueGl: optional(upper(/^[0-9A-Z][0-9A-Z.-]{1,19}$/, 'finance.views.errors.glAccount')),
  costGl: optional(upper(/^[0-9A-Z][0-9A-Z.-]{1,19}$/, 'finance.views.errors.glAccount')),
  active: z.preprocess(toBool, z.boolean()).default(true),
});

/** A Tidemark charge code as the accounting system (CargoWise) books it at one branch. */
export const chargeCodeMappingResource: ResourceDef = defineResource({
  name: 'chargeCodeMapping',
  i18n: 'finance.views.mapping',
  titleField: 'chargeCode',
  title: L('Charge code mapping', '费用代码映射'),
  store: {
    table: 'charge_code_mappings',
    scope: 'branch',
    lookups: { chargeKind: { table: 'charge_code_kinds', key: 'code', column: 'kind', from: 'chargeCode' } },
  },
  createSchema: mappingSchema,
  updateSchema: mappingSchema.partial(),
  fields: [
    enumField('branchId', 'branch_office', L('Branch office', '分公司'), {
      editable: true,
      required: true,
      width: 150,
    }),
    enumField('chargeCode', 'charge_code', L('Charge code', '费用代码'), {
      editable: true,
      required: true,
      width: 220,
    }),
    enumField('chargeKind', 'charge_kind', L('Kind', '费用类别'), { width: 150 }),
    text('cwCode', L('CW charge code', 'CW 费用代码'), {
      editable: true,
      required: true,
      filter: 'fuzzy',
      sortable: true,
      maxLength: 10,
    }),
    text('cwDescription', L('CW description', 'CW 费用描述'), {
      editable: true,
      required: true,
      filter: 'fuzzy',
      maxLength: 100,
      width: 220,
    }),
    text('revenueGl', L('Revenue GL account', '收入科目'), { editable: true, maxLength: 20, filter: 'exact' }),
    text('costGl', L('Cost GL account', '成本科目'), { editable: true, maxLength: 20, filter: 'exact' }),
    { name: 'active', type: 'boolean', filter: 'exact', editable: true, width: 80, label: L('Active', '启用') },
    UPDATED_AT,
  ],
});

export const CHARGE_CODE_MAPPING_PAGE: PageDef = definePage({
  url: 'chargeCodeMapping',
  group: 'charges',
  screen: 'list',
  resource: 'chargeCodeMapping',
  title: L('Charge code mapping (CargoWise)', '费用代码映射（CargoWise）'),
  columns: ['branchId', 'chargeCode', 'chargeKind', 'cwCode', 'cwDescription', 'revenueGl', 'costGl', 'active'],
  filters: ['branchId', 'chargeCode', 'chargeKind', 'cwCode', 'cwDescription', 'active'],
  defaultSort: { field: 'chargeCode', order: 'asc' },
  actions: [
    { key: 'create', kind: 'create', roles: KEEPERS },
    { key: 'edit', kind: 'edit', roles: KEEPERS },
    { key: 'export', kind: 'export' },
  ],
  roles: ['admin', 'manager', 'finance', 'reviewer'],
});

const settingFields = z.object({
  carrierCode: upper(/^[A-Z]{2,4}$/, 'finance.views.errors.carrier'),
  port: upper(/^[A-Z]{2}[A-Z2-9]{3}$/, 'validation.invalid'),
  equipment: z.enum(CONTAINER_EQUIPMENT, { error: 'validation.invalid' }),
  kind: z.enum(PER_DIEM_KINDS, { error: 'validation.invalid' }),
  freeDays: z.coerce
    .number({ error: 'validation.number' })
    .int({ error: 'finance.views.errors.freeDays' })
    .min(0, { error: 'finance.views.errors.freeDays' })
    .max(90, { error: 'finance.views.errors.freeDays' }),
  currency: z.enum(BILLING_CURRENCIES, { error: 'validation.invalid' }),
  validFrom: z.iso.date({ error: 'validation.invalid' }),
  validUntil: z.iso.date({ error: 'validation.invalid' }),
  remarks: optional(z.string().trim().max(200, { error: 'validation.tooLong' })),
});

/**
 * Demurrage or detention of one carrier (SCAC) at one port (UN/LOCODE) for one equipment type:
 * free days, then the tiers (`detentionTier`) of its daily rate, in its validity window.
 */
export const detentionSettingResource: ResourceDef = defineResource({
  name: 'detentionSetting',
  i18n: 'finance.views.setting',
  titleField: 'carrierCode',
  title: L('Demurrage and detention setting', '滞期滞箱费设置'),
  store: {
    table: 'detention_settings',
    scope: 'none',
    lookups: { carrierName: { table: 'carriers', key: 'code', column: 'name', from: 'carrierCode' } },
  },
  // The validity window and the other settings' windows are checked by the server's rules, on the
  // whole setting a create or an update makes.
  createSchema: settingFields,
  updateSchema: settingFields.partial(),
  fields: [
    text('carrierCode', L('Carrier (SCAC)', '船公司（SCAC）'), {
      editable: true,
      required: true,
      filter: 'exact',
      sortable: true,
      maxLength: 4,
      width: 100,
    }),
    text('carrierName', L('Carrier', '船公司'), { width: 160 }),
    {
      name: 'port',
      type: 'port',
      editable: true,
      required: true,
      filter: 'exact',
      sortable: true,
      width: 140,
      label: L('Port', '港口'),
    },
    enumField('equipment', 'booking_container_type', L('Equipment', '箱型'), {
      editable: true,
      required: true,
      width: 100,
    }),
    enumField('kind', 'per_diem_kind', L('Kind', '类别'), { editable: true, required: true, width: 150 }),
    count('freeDays', L('Free days', '免费天数'), { editable: true, required: true }),
    enumField('currency', 'billing_currency', L('Currency', '币种'), { editable: true, required: true, width: 90 }),
    {
      name: 'validFrom',
      type: 'date',
      editable: true,
      required: true,
      filter: 'range',
      sortable: true,
      width: 110,
      label: L('Valid from', '生效日'),
    },
    {
      name: 'validUntil',
      type: 'date',
      editable: true,
      required: true,
      filter: 'range',
      sortable: true,
      width: 110,
      label: L('Valid until', '失效日'),
    },
    text('remarks', L('Remarks', '备注'), { editable: true, maxLength: 200, width: 200 }),
    UPDATED_AT,
  ],
});

const tierDay = z.coerce.number({ error: 'validation.number' }).int({ error: 'validation.number' }).min(1).max(999);
const tierSchema = z.object({
  fromDay: tierDay,
  toDay: optional(tierDay),
  dailyRate: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine(isDailyRate, { error: 'finance.views.errors.dailyRate' }),
});

/** One tier of a setting: from day to day (the last may stay open), at a daily rate in the setting's currency. */
export const detentionTierResource: ResourceDef = defineResource({
  name: 'detentionTier',
  i18n: 'finance.views.tier',
  titleField: 'fromDay',
  title: L('Tier', '阶梯'),
  store: { table: 'detention_setting_tiers', scope: 'none' },
  // The setting is the parent the tier is added through; a tier never moves to another setting.
  createSchema: tierSchema.extend({ settingId: z.coerce.number().int().positive() }),
  updateSchema: tierSchema.partial(),
  fields: [
    { name: 'settingId', type: 'number', filter: 'exact', label: L('Setting', '设置') },
    count('fromDay', L('From day', '起始天'), { editable: true, required: true }),
    count('toDay', L('To day (empty: onwards)', '截止天（空：以后各天）'), { editable: true }),
    { name: 'dailyRate', type: 'number', editable: true, required: true, width: 120, label: L('Daily rate', '日费率') },
    UPDATED_AT,
  ],
});

export const DETENTION_SETTING_PAGE: PageDef = definePage({
  url: 'detoerChargeSetting',
  group: 'charges',
  screen: 'list',
  resource: 'detentionSetting',
  title: L('Demurrage and detention settings', '滞期滞箱费设置'),
  columns: [
    'carrierCode',
    'carrierName',
    'port',
    'equipment',
    'kind',
    'freeDays',
    'currency',
    'validFrom',
    'validUntil',
  ],
  filters: ['carrierCode', 'port', 'equipment', 'kind', 'validFrom', 'validUntil'],
  defaultSort: { field: 'validFrom', order: 'desc' },
  actions: [
    { key: 'create', kind: 'create', roles: KEEPERS },
    { key: 'edit', kind: 'edit', roles: KEEPERS },
    { key: 'export', kind: 'export' },
  ],
  relations: [
    {
      key: 'tiers',
      resource: 'detentionTier',
      foreignKey: 'settingId',
      titleKey: 'finance.views.relations.tiers',
      columns: ['fromDay', 'toDay', 'dailyRate'],
      defaultSort: { field: 'fromDay', order: 'asc' },
      actions: [
        {
          key: 'addTier',
          kind: 'create',
          labelKey: 'finance.views.actions.addTier',
          permission: 'detoerChargeSetting:edit',
        },
        {
          key: 'editTier',
          kind: 'edit',
          labelKey: 'finance.views.actions.editTier',
          permission: 'detoerChargeSetting:edit',
        },
        deleteLineAction('detoerChargeSetting', { roles: KEEPERS }),
      ],
    },
  ],
  roles: READERS,
});

/** A container's demurrage or detention: its days from its events, and what they cost by its setting (finance_per_diem). */
export const perDiemResource: ResourceDef = defineResource({
  name: 'perDiem',
  i18n: 'finance.views.perDiem',
  titleField: 'containerNo',
  title: L('Per diem', '滞期滞箱费'),
  store: { table: 'finance_per_diem', scope: 'branch' },
  fields: [
    text('containerNo', L('Container no.', '柜号'), { filter: 'fuzzy', sortable: true, width: 130 }),
    text('shipmentNo', L('Shipment no.', '运单号'), { filter: 'fuzzy', sortable: true, width: 140 }),
    enumField('branchId', 'branch_office', L('Branch office', '分公司')),
    text('carrierCode', L('Carrier', '船公司'), { filter: 'exact', sortable: true, width: 80 }),
    { name: 'port', type: 'port', filter: 'exact', sortable: true, width: 130, label: L('Port', '港口') },
    enumField('equipment', 'booking_container_type', L('Equipment', '箱型'), { width: 90 }),
    enumField('kind', 'per_diem_kind', L('Kind', '类别'), { width: 150 }),
    { name: 'startedAt', type: 'datetime', sortable: true, filter: 'range', width: 170, label: L('From', '起算') },
    {
      name: 'endedAt',
      type: 'datetime',
      sortable: true,
      width: 170,
      label: L('Until (empty: running)', '截止（空：计费中）'),
    },
    { name: 'running', type: 'boolean', filter: 'exact', width: 90, label: L('Running', '计费中') },
    count('days', L('Days', '天数')),
    count('freeDays', L('Free days', '免费天数')),
    { name: 'lastFreeDay', type: 'date', sortable: true, width: 110, label: L('Last free day', '免费期截止') },
    count('chargeableDays', L('Chargeable days', '计费天数'), { filter: 'range' }),
    text('currency', L('Currency', '币种'), { width: 80 }),
    money('amount', 'currency', L('Accrued', '应计金额')),
    { name: 'settingId', type: 'number', width: 90, label: L('Setting no.', '设置编号') },
  ],
});

export const PER_DIEM_PAGE: PageDef = definePage({
  url: 'perDiem',
  group: 'charges',
  screen: 'list',
  resource: 'perDiem',
  title: L('Per diem (demurrage and detention)', '滞期滞箱费'),
  columns: [
    'containerNo',
    'shipmentNo',
    'branchId',
    'carrierCode',
    'port',
    'equipment',
    'kind',
    'startedAt',
    'endedAt',
    'days',
    'freeDays',
    'chargeableDays',
    'currency',
    'amount',
  ],
  filters: [
    'containerNo',
    'shipmentNo',
    'branchId',
    'carrierCode',
    'port',
    'kind',
    'running',
    'chargeableDays',
    'startedAt',
  ],
  defaultSort: { field: 'startedAt', order: 'desc' },
  actions: [{ key: 'export', kind: 'export' }],
  roles: READERS,
});
