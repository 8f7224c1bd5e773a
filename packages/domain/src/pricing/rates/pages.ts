import { definePage, deleteLineAction } from '../../engine/declare';
import type { ActionDef, PageDef, RelationDef } from '../../engine/definitions';
import type { RoleCode } from '../../engine/menu';
import { PRICING_DESK } from '../tariffs/pages';

/** Sales quote from the sell rates of these pages; they read them and change nothing. */
const DESK_AND_SALES: readonly RoleCode[] = [...PRICING_DESK, 'sales'];

const relationAction = (page: string, key: string, kind: ActionDef['kind'], transition?: string): ActionDef => ({
  key,
  kind,
  labelKey: `pricing.rates.actions.${key}`,
  // Whoever may edit the record keeps its child rows.
  permission: `${page}:edit`,
  ...(transition ? { transition } : {}),
});

// ---- rates -----------------------------------------------------------------------------------------

const RATE_COLUMNS = [
  'tariffNo',
  'kind',
  'carrierCode',
  'carrierName',
  'pol',
  'pod',
  'via',
  'equipment',
  'validFrom',
  'validUntil',
  'currency',
  'baseTotal',
  'transitDays',
  'status',
  'channels',
  'updatedAt',
];
const RATE_FILTERS = ['pol', 'pod', 'equipment', 'carrierCode', 'status', 'validFrom', 'validUntil', 'tariffNo'];

const rateLines = (page: string, editable: boolean): RelationDef => ({
  key: 'lines',
  resource: 'rateLine',
  foreignKey: 'tariffId',
  titleKey: 'pricing.rates.relations.lines',
  columns: ['chargeCode', 'rate', 'unit', 'minimum', 'currency'],
  defaultSort: { field: 'chargeCode', order: 'asc' },
  actions: editable
    ? [
        relationAction(page, 'addLine', 'create'),
        relationAction(page, 'editLine', 'edit'),
        deleteLineAction(page, { parentLocked: { field: 'status', in: ['withdrawn'] } }),
      ]
    : [],
});

/** The channels a sell rate is published to, and publishing it to another. */
const rateChannels = (page: string): RelationDef => ({
  key: 'channels',
  resource: 'ratePublication',
  foreignKey: 'tariffId',
  titleKey: 'pricing.rates.relations.channels',
  columns: ['channel', 'markup', 'publishedPrice', 'status', 'publishedByName', 'publishedAt'],
  defaultSort: { field: 'publishedAt', order: 'desc' },
  actions: [
    relationAction(page, 'publishTo', 'create'),
    relationAction(page, 'withdrawFrom', 'transition', 'withdraw'),
  ],
});

const RATE_ACTIONS = [
  { key: 'create', kind: 'create' },
  { key: 'edit', kind: 'edit' },
  { key: 'publish', kind: 'transition', transition: 'publish', label: { en_us: 'Publish', zh_cn: '发布' } },
  { key: 'withdraw', kind: 'transition', transition: 'withdraw', label: { en_us: 'Withdraw', zh_cn: '撤回' } },
  { key: 'export', kind: 'export' },
] as const;

type RatePage = {
  url: string;
  title: PageDef['title'];
  fixed: Readonly<Record<string, string>>;
  /** Read-only views leave out the writing actions and are open to sales. */
  readOnly?: boolean;
  sell?: boolean;
  columns?: readonly string[];
  filters?: readonly string[];
};

const ratePage = (p: RatePage): PageDef =>
  definePage({
    url: p.url,
    group: 'tariffs',
    screen: 'list',
    resource: 'rate',
    title: p.title,
    fixed: p.fixed,
    columns: (p.columns ?? RATE_COLUMNS).filter((c) => !(c in p.fixed)),
    filters: (p.filters ?? RATE_FILTERS).filter((c) => !(c in p.fixed)),
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: p.readOnly ? [{ key: 'export', kind: 'export' }] : RATE_ACTIONS,
    relations: [rateLines(p.url, !p.readOnly), ...(p.sell && !p.readOnly ? [rateChannels(p.url)] : [])],
    roles: p.readOnly ? DESK_AND_SALES : PRICING_DESK,
  });

const RATE_PAGES: readonly PageDef[] = [
  ratePage({
    url: 'rate',
    title: { en_us: 'Sell rates', zh_cn: '销售运价' },
    fixed: { kind: 'sell' },
    sell: true,
    filters: [...RATE_FILTERS, 'mode', 'trade'],
  }),
  ratePage({
    url: 'costrate',
    title: { en_us: 'Cost rates', zh_cn: '成本运价' },
    fixed: { kind: 'cost' },
    columns: [...RATE_COLUMNS.filter((c) => c !== 'channels'), 'contractNo'],
    filters: [...RATE_FILTERS, 'mode', 'contractNo'],
  }),
  ratePage({
    url: 'LCLRate',
    title: { en_us: 'LCL rates', zh_cn: '拼箱运价' },
    fixed: { mode: 'sea', equipment: 'LCL' },
    filters: [...RATE_FILTERS, 'kind'],
  }),
  ratePage({
    url: 'airSellingRate',
    title: { en_us: 'Air sell rates', zh_cn: '空运销售运价' },
    fixed: { mode: 'air', kind: 'sell' },
    sell: true,
  }),
  ratePage({
    url: 'westbound',
    title: { en_us: 'Westbound sell rates (Asia – Europe)', zh_cn: '西向销售运价（亚欧航线）' },
    fixed: { trade: 'asia_europe', kind: 'sell' },
    readOnly: true,
  }),
  ratePage({
    url: 'maerskPrice',
    title: { en_us: 'Maersk rates', zh_cn: '马士基运价' },
    fixed: { carrierCode: 'MAEU' },
    columns: RATE_COLUMNS.filter((c) => c !== 'carrierName'),
    filters: [...RATE_FILTERS, 'kind', 'contractNo'],
  }),
];

// ---- sales channels --------------------------------------------------------------------------------

const PUBLICATION_COLUMNS = [
  'tariffNo',
  'carrierCode',
  'carrierName',
  'pol',
  'pod',
  'equipment',
  'validFrom',
  'validUntil',
  'currency',
  'baseTotal',
  'markup',
  'publishedPrice',
  'status',
  'publishedAt',
];
const PUBLICATION_FILTERS = ['pol', 'pod', 'equipment', 'carrierCode', 'validFrom', 'validUntil', 'publishedPrice'];

const CHANNEL_PAGES: readonly PageDef[] = [
  definePage({
    url: 'oceanFclEp',
    group: 'tariffs',
    screen: 'list',
    resource: 'ratePublication',
    title: { en_us: 'FCL rates for e-commerce partners', zh_cn: '电商合作伙伴整箱运价' },
    fixed: { channel: 'ep' },
    columns: [...PUBLICATION_COLUMNS, 'publishedByName'],
    filters: [...PUBLICATION_FILTERS, 'status'],
    defaultSort: { field: 'publishedAt', order: 'desc' },
    actions: [
      { key: 'create', kind: 'create', label: { en_us: 'Publish a sell rate', zh_cn: '发布卖价' } },
      { key: 'edit', kind: 'edit' },
      { key: 'withdraw', kind: 'transition', transition: 'withdraw', label: { en_us: 'Withdraw', zh_cn: '下架' } },
      { key: 'export', kind: 'export' },
    ],
    roles: PRICING_DESK,
  }),
  definePage({
    url: 'icbuPriceSearching',
    group: 'tariffs',
    screen: 'list',
    resource: 'ratePublication',
    title: { en_us: 'Marketplace rate search', zh_cn: '在线平台运价查询' },
    fixed: { channel: 'icbu', status: 'published' },
    columns: PUBLICATION_COLUMNS.filter((c) => c !== 'status'),
    filters: PUBLICATION_FILTERS,
    defaultSort: { field: 'publishedPrice', order: 'asc' },
    actions: [{ key: 'export', kind: 'export' }],
    roles: DESK_AND_SALES,
  }),
];

// ---- arbitraries and add-ons ----------------------------------------------------------------------

const arbitraryPage = (
  url: string,
  kind: 'arbitrary' | 'addon',
  basis: 'tariff' | 'lta',
  title: PageDef['title'],
): PageDef =>
  definePage({
    url,
    group: 'tariffs',
    screen: 'list',
    resource: 'arbitrary',
    title,
    fixed: { kind, basis },
    columns: [
      ...(basis === 'lta' ? ['ltaNo'] : []),
      'side',
      'point',
      'basePort',
      'carrierCode',
      'carrierName',
      'equipment',
      ...(kind === 'arbitrary' ? ['leg'] : []),
      'amount',
      'currency',
      'validFrom',
      'validUntil',
      'updatedAt',
    ],
    filters: [
      ...(basis === 'lta' ? ['ltaNo'] : []),
      'point',
      'basePort',
      'side',
      'carrierCode',
      'equipment',
      'validFrom',
      'validUntil',
    ],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: [
      { key: 'create', kind: 'create' },
      { key: 'edit', kind: 'edit' },
      { key: 'export', kind: 'export' },
    ],
    roles: PRICING_DESK,
  });

const ARBITRARY_PAGES: readonly PageDef[] = [
  arbitraryPage('arbitrary', 'arbitrary', 'tariff', { en_us: 'Arbitraries', zh_cn: '内陆附加运费' }),
  arbitraryPage('arbitrarylta', 'arbitrary', 'lta', { en_us: 'LTA arbitraries', zh_cn: '长约内陆附加运费' }),
  arbitraryPage('addon', 'addon', 'tariff', { en_us: 'Add-ons', zh_cn: '加价' }),
  arbitraryPage('addonLta', 'addon', 'lta', { en_us: 'LTA add-ons', zh_cn: '长约加价' }),
];

// ---- agreements ----------------------------------------------------------------------------------

const AGREEMENT_PAGES: readonly PageDef[] = [
  definePage({
    url: 'lta',
    group: 'tariffs',
    screen: 'list',
    resource: 'lta',
    title: { en_us: 'Long-term agreements', zh_cn: '长期协议' },
    columns: [
      'ltaNo',
      'companyName',
      'carrierCode',
      'lanes',
      'period',
      'committedTeu',
      'termCommitment',
      'usedTeu',
      'validFrom',
      'validUntil',
      'branchId',
    ],
    filters: ['ltaNo', 'companyName', 'carrierCode', 'lanes', 'validFrom', 'validUntil', 'branchId'],
    defaultSort: { field: 'validUntil', order: 'desc' },
    actions: [
      { key: 'create', kind: 'create' },
      { key: 'edit', kind: 'edit' },
      { key: 'export', kind: 'export' },
    ],
    relations: [
      {
        key: 'lanes',
        resource: 'ltaLane',
        foreignKey: 'ltaId',
        titleKey: 'pricing.rates.relations.lanes',
        columns: ['pol', 'pod', 'usedTeu'],
        defaultSort: { field: 'pol', order: 'asc' },
        actions: [relationAction('lta', 'addLane', 'create'), relationAction('lta', 'editLane', 'edit')],
      },
      {
        key: 'nacs',
        resource: 'ltaNac',
        foreignKey: 'ltaId',
        titleKey: 'pricing.rates.relations.nacs',
        columns: ['companyName', 'remarks', 'updatedAt'],
        defaultSort: { field: 'companyName', order: 'asc' },
        actions: [relationAction('lta', 'addNac', 'create')],
      },
    ],
    roles: PRICING_DESK,
  }),
  definePage({
    url: 'ltaNacList',
    group: 'tariffs',
    screen: 'list',
    resource: 'ltaNac',
    title: { en_us: 'Named accounts under LTAs', zh_cn: '长约指定客户' },
    columns: [
      'ltaNo',
      'companyName',
      'ltaCompanyName',
      'carrierCode',
      'validFrom',
      'validUntil',
      'branchId',
      'remarks',
    ],
    filters: ['ltaNo', 'companyName', 'ltaCompanyName', 'carrierCode', 'validUntil', 'branchId'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: [
      { key: 'create', kind: 'create' },
      { key: 'edit', kind: 'edit' },
      { key: 'export', kind: 'export' },
    ],
    roles: PRICING_DESK,
  }),
  definePage({
    url: 'nraList',
    group: 'tariffs',
    screen: 'list',
    resource: 'nra',
    title: { en_us: 'Negotiated rate arrangements (NRA)', zh_cn: '协商运价协议（NRA）' },
    columns: [
      'nraNo',
      'amendmentNo',
      'companyName',
      'carrierCode',
      'lanes',
      'effectiveDate',
      'expiryDate',
      'status',
      'acceptedByName',
      'acceptedAt',
    ],
    filters: ['nraNo', 'companyName', 'carrierCode', 'status', 'lanes', 'effectiveDate', 'expiryDate', 'branchId'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: [
      { key: 'create', kind: 'create' },
      { key: 'edit', kind: 'edit' },
      {
        key: 'accept',
        kind: 'transition',
        transition: 'accept',
        label: { en_us: 'Shipper accepted', zh_cn: '托运人已确认' },
      },
      { key: 'amend', kind: 'transition', transition: 'amend', label: { en_us: 'Amend', zh_cn: '修订' } },
      { key: 'export', kind: 'export' },
    ],
    relations: [
      {
        key: 'lines',
        resource: 'nraLine',
        foreignKey: 'nraId',
        titleKey: 'pricing.rates.relations.nraLines',
        columns: ['pol', 'pod', 'equipment', 'commodity', 'rate', 'currency'],
        defaultSort: { field: 'pol', order: 'asc' },
        actions: [relationAction('nraList', 'addRate', 'create'), relationAction('nraList', 'editRate', 'edit')],
      },
    ],
    roles: PRICING_DESK,
  }),
];

// ---- port groups and rail ramps --------------------------------------------------------------------

const NETWORK_PAGES: readonly PageDef[] = [
  definePage({
    url: 'portgroup',
    group: 'tariffs',
    screen: 'list',
    resource: 'portGroup',
    title: { en_us: 'Port groups', zh_cn: '港口组' },
    columns: ['code', 'name', 'nameZh', 'portCount', 'ports', 'remarks', 'updatedAt'],
    filters: ['code', 'name', 'ports'],
    defaultSort: { field: 'code', order: 'asc' },
    actions: [
      { key: 'create', kind: 'create' },
      { key: 'edit', kind: 'edit' },
      { key: 'export', kind: 'export' },
    ],
    relations: [
      {
        key: 'members',
        resource: 'portGroupMember',
        foreignKey: 'groupId',
        titleKey: 'pricing.rates.relations.members',
        columns: ['port', 'status', 'updatedAt'],
        defaultSort: { field: 'port', order: 'asc' },
        actions: [
          relationAction('portgroup', 'addPort', 'create'),
          relationAction('portgroup', 'removePort', 'transition', 'remove'),
        ],
      },
    ],
    roles: PRICING_DESK,
  }),
  definePage({
    url: 'railramp',
    group: 'tariffs',
    screen: 'list',
    resource: 'railRamp',
    title: { en_us: 'Rail ramps', zh_cn: '铁路场站' },
    columns: ['ramp', 'rampName', 'basePort', 'railCarrier', 'transitDays', 'remarks', 'updatedAt'],
    filters: ['ramp', 'rampName', 'basePort', 'railCarrier'],
    defaultSort: { field: 'ramp', order: 'asc' },
    actions: [
      { key: 'create', kind: 'create' },
      { key: 'edit', kind: 'edit' },
      { key: 'export', kind: 'export' },
    ],
    roles: PRICING_DESK,
  }),
];

export const RATE_PART_PAGES: readonly PageDef[] = [
  ...RATE_PAGES,
  ...CHANNEL_PAGES,
  ...ARBITRARY_PAGES,
  ...AGREEMENT_PAGES,
  ...NETWORK_PAGES,
];
