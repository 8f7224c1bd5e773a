import { definePage, defineResource, deleteLineAction } from '../engine/declare';
import type { FieldDef, Labels, PageDef, ResourceDef } from '../engine/definitions';
import type { RoleCode } from '../engine/menu';

const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

/** Who reads the code tables: customs, and operations and service staff who pick codes on bookings. */
const CODE_READERS: readonly RoleCode[] = ['admin', 'manager', 'customs', 'ops', 'csr'];
/** Who maintains the code tables and the branches' customs settings. */
const CUSTOMS_EDITORS: readonly RoleCode[] = ['admin', 'customs'];
/** Who sees the branches' customs settings; never a customer. */
const SETTINGS_READERS: readonly RoleCode[] = ['admin', 'manager', 'customs'];

const editing = [
  { key: 'create', kind: 'create', roles: CUSTOMS_EDITORS },
  { key: 'edit', kind: 'edit', roles: CUSTOMS_EDITORS },
  { key: 'delete', kind: 'delete', roles: CUSTOMS_EDITORS },
  { key: 'export', kind: 'export' },
] as const;

/** The 10-digit code of a national table, under the label its tariff gives it. */
const nationalCodeField = (label: Labels): Omit<FieldDef, 'labelKey'> => ({
  name: 'code',
  type: 'text',
  required: true,
  editable: true,
  sortable: true,
  filter: 'exact',
  maxLength: 13,
  width: 130,
  label,
});

/** Words or a code prefix, matched against the code (with and without dots) and both descriptions. */
const searchField: Omit<FieldDef, 'labelKey'> = {
  name: 'searchText',
  type: 'text',
  filter: 'fuzzy',
  filterOnly: true,
  label: L('Code or words', '编码或品名'),
};

const chapterField: Omit<FieldDef, 'labelKey'> = {
  name: 'chapter',
  type: 'text',
  filter: 'exact',
  sortable: true,
  width: 80,
  label: L('Chapter', '章'),
};

const descriptionFields: Omit<FieldDef, 'labelKey'>[] = [
  {
    name: 'descriptionEn',
    type: 'text',
    required: true,
    editable: true,
    maxLength: 500,
    width: 320,
    label: L('Description (English)', '英文品名'),
  },
  {
    name: 'descriptionZh',
    type: 'text',
    required: true,
    editable: true,
    maxLength: 500,
    width: 280,
    label: L('Description (Chinese)', '中文品名'),
  },
];

const unitField: Omit<FieldDef, 'labelKey'> = {
  name: 'unit',
  type: 'enum',
  dict: 'customs_quantity_unit',
  filter: 'exact',
  editable: true,
  required: true,
  width: 130,
  label: L('Unit of quantity', '计量单位'),
};

const updatedAtField: Omit<FieldDef, 'labelKey'> = {
  name: 'updatedAt',
  type: 'datetime',
  sortable: true,
  width: 170,
  label: L('Last updated', '最后更新'),
};

/**
 * China's 10-digit commodity codes (海关商品编号) for export and import declarations: the HS
 * subheading, two national digits and two supervision digits, with the legal unit of quantity,
 * the export VAT rebate rate and the MFN import duty rate in percent where known.
 */
export const cnCommodityCodeResource: ResourceDef = defineResource({
  name: 'cnCommodityCode',
  i18n: 'customs.cnCode',
  titleField: 'code',
  title: L('China commodity code', '中国商品编码'),
  store: { table: 'customs_cn_codes', scope: 'none' },
  fields: [
    nationalCodeField(L('Commodity code', '商品编码')),
    searchField,
    chapterField,
    {
      name: 'hsCode',
      type: 'text',
      sortable: true,
      filter: 'exact',
      width: 100,
      label: L('HS subheading', 'HS 子目'),
    },
    ...descriptionFields,
    unitField,
    {
      name: 'exportRebateRate',
      type: 'number',
      editable: true,
      sortable: true,
      width: 120,
      label: L('Export rebate (%)', '出口退税率（%）'),
    },
    {
      name: 'mfnRate',
      type: 'number',
      editable: true,
      sortable: true,
      width: 120,
      label: L('MFN import duty (%)', '最惠国进口税率（%）'),
    },
    updatedAtField,
  ],
});

/**
 * The US Harmonized Tariff Schedule at its 10-digit statistical level: heading, 8-digit
 * subheading (the tariff line), statistical suffix, the general (column 1) duty rate as the
 * schedule writes it, its ad valorem rate when it is one, and the unit of quantity.
 */
export const usHtsCodeResource: ResourceDef = defineResource({
  name: 'usHtsCode',
  i18n: 'customs.usHts',
  titleField: 'code',
  title: L('US HTS number', '美国 HTS 编码'),
  store: { table: 'customs_us_hts_codes', scope: 'none' },
  fields: [
    nationalCodeField(L('HTS number', 'HTS 编码')),
    searchField,
    chapterField,
    { name: 'heading', type: 'text', filter: 'exact', sortable: true, width: 80, label: L('Heading', '品目') },
    {
      name: 'subheading',
      type: 'text',
      filter: 'exact',
      sortable: true,
      width: 110,
      label: L('Subheading', '子目'),
    },
    {
      name: 'statSuffix',
      type: 'text',
      width: 80,
      label: L('Stat. suffix', '统计后缀'),
    },
    ...descriptionFields,
    {
      name: 'generalRate',
      type: 'text',
      editable: true,
      maxLength: 60,
      width: 130,
      label: L('General rate of duty', '普通税率'),
    },
    {
      name: 'adValoremRate',
      type: 'number',
      sortable: true,
      width: 120,
      label: L('Ad valorem (%)', '从价税率（%）'),
    },
    unitField,
    updatedAtField,
  ],
});

/**
 * The accounting system's (CargoWise) code for each Tidemark code of a country, so a declaration
 * or invoice sent there names the code CargoWise knows.
 */
export const cwHsCodeResource: ResourceDef = defineResource({
  name: 'cwHsCode',
  i18n: 'customs.cwCode',
  titleField: 'code',
  title: L('CargoWise tariff code', 'CargoWise 税则编码'),
  store: { table: 'customs_cw_codes', scope: 'none' },
  fields: [
    {
      name: 'country',
      type: 'enum',
      dict: 'customs_tariff_country',
      required: true,
      editable: true,
      sortable: true,
      filter: 'exact',
      width: 120,
      label: L('Country', '国家'),
    },
    {
      name: 'code',
      type: 'text',
      required: true,
      editable: true,
      sortable: true,
      filter: 'fuzzy',
      maxLength: 13,
      width: 130,
      label: L('Tidemark code', 'Tidemark 编码'),
    },
    {
      name: 'cwCode',
      type: 'text',
      required: true,
      editable: true,
      sortable: true,
      filter: 'fuzzy',
      maxLength: 20,
      width: 140,
      label: L('CargoWise code', 'CargoWise 编码'),
    },
    {
      name: 'remarks',
      type: 'text',
      editable: true,
      maxLength: 200,
      width: 240,
      label: L('Remarks', '备注'),
    },
    updatedAtField,
  ],
});

/**
 * A branch's customs settings, one per branch: the declarant's customs code, the broker that
 * files for it, the ports it clears at (UN/LOCODEs), the trade mode its declarations start with.
 */
export const customsConfigurationResource: ResourceDef = defineResource({
  name: 'customsConfiguration',
  i18n: 'customs.configuration',
  titleField: 'declarantCode',
  title: L('Customs configuration', '关务配置'),
  store: { table: 'customs_configurations', scope: 'branch' },
  fields: [
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      required: true,
      editable: true,
      sortable: true,
      filter: 'exact',
      width: 130,
      label: L('Branch office', '分公司'),
    },
    {
      name: 'declarantCode',
      type: 'text',
      required: true,
      editable: true,
      sortable: true,
      filter: 'exact',
      maxLength: 10,
      width: 130,
      label: L('Declarant customs code', '报关单位海关编码'),
    },
    {
      name: 'brokerName',
      type: 'text',
      required: true,
      editable: true,
      sortable: true,
      filter: 'fuzzy',
      maxLength: 120,
      width: 240,
      label: L('Customs broker', '报关行'),
    },
    {
      name: 'clearancePorts',
      type: 'text',
      required: true,
      editable: true,
      filter: 'fuzzy',
      maxLength: 200,
      width: 200,
      label: L('Ports of clearance (UN/LOCODE, comma-separated)', '报关口岸（UN/LOCODE，逗号分隔）'),
    },
    {
      name: 'defaultTradeMode',
      type: 'enum',
      dict: 'customs_trade_mode',
      required: true,
      editable: true,
      sortable: true,
      filter: 'exact',
      width: 200,
      label: L('Default trade mode', '默认监管方式'),
    },
    {
      name: 'remarks',
      type: 'text',
      editable: true,
      maxLength: 200,
      width: 200,
      label: L('Remarks', '备注'),
    },
    updatedAtField,
  ],
});

/**
 * A value threshold of one destination under a branch's settings: shipments declared below it
 * go as low-value (de minimis) entries, those at or above it as formal entries (US: 800 USD).
 */
export const customsThresholdResource: ResourceDef = defineResource({
  name: 'customsThreshold',
  i18n: 'customs.threshold',
  titleField: 'destinationCountry',
  title: L('Value threshold', '货值门槛'),
  store: { table: 'customs_value_thresholds', scope: 'none' },
  fields: [
    {
      name: 'configurationId',
      type: 'number',
      filter: 'exact',
      editable: true,
      label: L('Customs configuration', '关务配置'),
    },
    {
      name: 'destinationCountry',
      type: 'enum',
      dict: 'country',
      required: true,
      editable: true,
      sortable: true,
      width: 160,
      label: L('Destination country', '目的国'),
    },
    {
      name: 'thresholdAmount',
      type: 'money',
      currencyField: 'currency',
      required: true,
      editable: true,
      width: 140,
      label: L('High/low value threshold', '高低货值门槛'),
    },
    {
      name: 'currency',
      type: 'text',
      required: true,
      editable: true,
      maxLength: 3,
      width: 80,
      label: L('Currency', '币种'),
    },
  ],
});

export const CUSTOMS_RESOURCES: readonly ResourceDef[] = [
  cnCommodityCodeResource,
  usHtsCodeResource,
  cwHsCodeResource,
  customsConfigurationResource,
  customsThresholdResource,
];

const CODE_COLUMNS = ['code', 'descriptionEn', 'descriptionZh', 'unit'] as const;

export const CUSTOMS_PAGES: readonly PageDef[] = [
  definePage({
    url: 'htscodeSetiing',
    group: 'customs',
    screen: 'list',
    resource: 'cnCommodityCode',
    title: L('China commodity codes', '中国商品编码'),
    columns: [...CODE_COLUMNS, 'hsCode', 'exportRebateRate', 'mfnRate', 'updatedAt'],
    filters: ['searchText', 'chapter', 'hsCode', 'unit'],
    defaultSort: { field: 'code', order: 'asc' },
    actions: editing,
    roles: CODE_READERS,
  }),
  definePage({
    url: 'ushtscode',
    group: 'customs',
    screen: 'list',
    resource: 'usHtsCode',
    title: L('US HTS codes', '美国 HTS 编码'),
    columns: [
      'code',
      'descriptionEn',
      'descriptionZh',
      'generalRate',
      'adValoremRate',
      'unit',
      'statSuffix',
      'updatedAt',
    ],
    filters: ['searchText', 'chapter', 'heading', 'subheading', 'unit'],
    defaultSort: { field: 'code', order: 'asc' },
    actions: editing,
    roles: CODE_READERS,
  }),
  definePage({
    url: 'CWHTSCode',
    group: 'customs',
    screen: 'list',
    resource: 'cwHsCode',
    title: L('CargoWise tariff codes', 'CargoWise 税则编码'),
    columns: ['country', 'code', 'cwCode', 'remarks', 'updatedAt'],
    filters: ['country', 'code', 'cwCode'],
    defaultSort: { field: 'code', order: 'asc' },
    actions: editing,
    roles: CODE_READERS,
  }),
  definePage({
    url: 'CustomsConfiguration',
    group: 'customs',
    screen: 'list',
    resource: 'customsConfiguration',
    title: L('Customs configuration', '关务配置'),
    columns: ['branchId', 'declarantCode', 'brokerName', 'clearancePorts', 'defaultTradeMode', 'updatedAt'],
    filters: ['branchId', 'brokerName', 'defaultTradeMode'],
    defaultSort: { field: 'branchId', order: 'asc' },
    actions: [
      { key: 'create', kind: 'create', roles: CUSTOMS_EDITORS },
      { key: 'edit', kind: 'edit', roles: CUSTOMS_EDITORS },
      { key: 'export', kind: 'export' },
    ],
    relations: [
      {
        key: 'thresholds',
        resource: 'customsThreshold',
        foreignKey: 'configurationId',
        titleKey: 'customs.configuration.relations.thresholds',
        columns: ['destinationCountry', 'thresholdAmount', 'currency'],
        defaultSort: { field: 'destinationCountry', order: 'asc' },
        actions: [
          {
            key: 'addThreshold',
            kind: 'create',
            labelKey: 'customs.configuration.actions.addThreshold',
            permission: 'CustomsConfiguration:edit',
          },
          {
            key: 'editThreshold',
            kind: 'edit',
            labelKey: 'engine.actionKinds.edit',
            permission: 'CustomsConfiguration:edit',
          },
          deleteLineAction('CustomsConfiguration', { roles: CUSTOMS_EDITORS }),
        ],
      },
    ],
    roles: SETTINGS_READERS,
  }),
];
