import type { AreaPart } from '../../engine/area';
import { definePage, defineResource, deleteLineAction, type FieldInput } from '../../engine/declare';
import type { ActionDef, Labels, PageDef, ResourceDef } from '../../engine/definitions';
import { bilingual } from '../../engine/dictionaries';
import type { RoleCode } from '../../engine/menu';
import { ecommerceCatalog } from './i18n';
import { ECOMMERCE_CHECKLIST, ECOMMERCE_ORDER_STATES, ROUTE_NOTES, VALUE_ROUTES } from './rules';

export * from './rules';

const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

/** Customs staff and administrators keep the batches and orders; managers and operations read them. */
export const ECOMMERCE_WRITERS: readonly RoleCode[] = ['admin', 'customs'];
export const ECOMMERCE_READERS: readonly RoleCode[] = ['admin', 'customs', 'manager', 'ops'];

const count = (name: string, label: Labels): FieldInput => ({ name, type: 'number', sortable: true, width: 90, label });
const text = (name: string, label: Labels, extra: Partial<FieldInput> = {}): FieldInput => ({
  name,
  type: 'text',
  width: 140,
  label,
  ...extra,
});

const UPDATED: FieldInput = {
  name: 'updatedAt',
  type: 'datetime',
  sortable: true,
  width: 170,
  label: L('Updated', '更新时间'),
};

const SUMMARY = 'customs_ecommerce_batch_summaries';
const summary = (column: string) => ({ table: SUMMARY, key: 'batch_id', column, from: 'id' });

/**
 * A batch of 9610 parcel orders declared together: its branch, the shipment or master bill that
 * carries it when known, and its figures summed by the view customs_ecommerce_batch_summaries.
 */
export const ecommerceBatchResource: ResourceDef = defineResource({
  name: 'ecommerceBatch',
  i18n: 'customs.ecommerce.batch',
  titleField: 'batchNo',
  title: L('E-commerce batch', '跨境电商批次'),
  store: {
    table: 'customs_ecommerce_batches',
    scope: 'branch',
    lookups: {
      shipmentNo: { table: 'shipments', key: 'id', column: 'shipment_no', from: 'shipmentId' },
      orderCount: summary('order_count'),
      valueByCurrency: summary('value_by_currency'),
      grossWeight: summary('gross_weight'),
      draftCount: summary('draft_count'),
      readyCount: summary('ready_count'),
      declaredCount: summary('declared_count'),
      releasedCount: summary('released_count'),
      rejectedCount: summary('rejected_count'),
      incompleteCount: summary('incomplete_count'),
      lowValueCount: summary('low_value_count'),
      highValueCount: summary('high_value_count'),
    },
  },
  fields: [
    text('batchNo', L('Batch no.', '批次号'), {
      editable: true,
      required: true,
      maxLength: 40,
      sortable: true,
      filter: 'fuzzy',
      width: 170,
    }),
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      editable: true,
      required: true,
      sortable: true,
      filter: 'exact',
      width: 130,
      label: L('Branch office', '分公司'),
    },
    { name: 'shipmentId', type: 'number', filter: 'exact', width: 90, label: L('Shipment id', '运单编号（内部）') },
    text('shipmentNo', L('Shipment', '运单号'), { editable: true, maxLength: 35, filter: 'fuzzy', width: 150 }),
    text('masterBillNo', L('Master bill', '主单号'), { editable: true, maxLength: 35, filter: 'fuzzy', width: 150 }),
    text('sellerName', L('E-commerce seller', '电商企业'), {
      editable: true,
      maxLength: 120,
      filter: 'fuzzy',
      sortable: true,
      width: 200,
    }),
    text('remarks', L('Remarks', '备注'), { editable: true, maxLength: 200, width: 200 }),
    count('orderCount', L('Orders', '订单数')),
    text('valueByCurrency', L('Declared value by currency', '各币种申报总值'), { width: 220 }),
    { name: 'grossWeight', type: 'number', sortable: true, width: 110, label: L('Gross weight (kg)', '毛重（千克）') },
    count('draftCount', L('Draft', '草稿')),
    count('readyCount', L('Ready', '待申报')),
    count('declaredCount', L('Declared', '已申报')),
    count('releasedCount', L('Released', '已放行')),
    count('rejectedCount', L('Rejected', '已退单')),
    count('incompleteCount', L('Incomplete', '资料不全')),
    count('lowValueCount', L('Low value', '低货值')),
    count('highValueCount', L('High value', '高货值')),
    UPDATED,
  ],
});

const route: FieldInput = {
  name: 'valueRoute',
  type: 'enum',
  dict: 'customs_value_route',
  sortable: true,
  filter: 'exact',
  width: 130,
  label: L('Value route', '高低货值通道'),
  tone: (row) => (row.valueRoute === 'high' ? 'warning' : null),
};

const orderStatus: FieldInput = {
  name: 'status',
  type: 'enum',
  dict: 'customs_ecommerce_state',
  sortable: true,
  filter: 'exact',
  multiple: true,
  width: 110,
  label: L('State', '状态'),
  tone: (row) => (row.status === 'released' ? 'success' : row.status === 'rejected' ? 'error' : null),
};

/**
 * One parcel's order under 9610: the platform's order, seller and buyer, the logistics waybill,
 * its main goods line (HS code checked against the tariffs), declared value and gross weight.
 */
export const ecommerceOrderResource: ResourceDef = defineResource({
  name: 'ecommerceOrder',
  i18n: 'customs.ecommerce.order',
  titleField: 'orderNo',
  title: L('E-commerce order', '跨境电商订单'),
  store: {
    table: 'customs_ecommerce_orders',
    scope: 'branch',
    lookups: { batchNo: { table: 'customs_ecommerce_batches', key: 'id', column: 'batch_no', from: 'batchId' } },
  },
  fields: [
    { name: 'batchId', type: 'number', filter: 'exact', editable: true, label: L('Batch', '批次') },
    text('batchNo', L('Batch no.', '批次号'), { sortable: true, filter: 'fuzzy', width: 170 }),
    text('orderNo', L('Order no.', '订单号'), {
      editable: true,
      required: true,
      maxLength: 40,
      sortable: true,
      filter: 'fuzzy',
      width: 160,
    }),
    {
      name: 'orderDate',
      type: 'date',
      editable: true,
      required: true,
      sortable: true,
      filter: 'range',
      width: 110,
      label: L('Order date', '订单日期'),
    },
    text('platform', L('E-commerce platform', '电商平台'), { editable: true, maxLength: 60, filter: 'fuzzy' }),
    text('sellerName', L('Seller', '卖家'), { editable: true, maxLength: 120, filter: 'fuzzy', width: 180 }),
    text('buyerName', L('Buyer', '买家'), { editable: true, maxLength: 120, width: 150 }),
    {
      name: 'destinationCountry',
      type: 'enum',
      dict: 'country',
      editable: true,
      sortable: true,
      filter: 'exact',
      width: 130,
      label: L('Buyer country', '买家国家'),
    },
    text('waybillNo', L('Waybill / tracking no.', '物流运单号'), { editable: true, maxLength: 40, filter: 'fuzzy' }),
    text('goodsDescription', L('Goods', '商品名称'), { editable: true, maxLength: 200, width: 200 }),
    text('hsCode', L('HS code', 'HS 编码'), {
      editable: true,
      maxLength: 13,
      filter: 'exact',
      width: 130,
      suggest: '/api/customs/codes/search',
    }),
    { name: 'quantity', type: 'number', editable: true, width: 80, label: L('Quantity', '数量') },
    {
      name: 'declaredValue',
      type: 'money',
      currencyField: 'currency',
      editable: true,
      sortable: true,
      width: 120,
      label: L('Declared value', '申报价值'),
    },
    text('currency', L('Currency', '币种'), { editable: true, maxLength: 3, filter: 'exact', width: 80 }),
    {
      name: 'grossWeight',
      type: 'number',
      editable: true,
      sortable: true,
      width: 110,
      label: L('Gross weight (kg)', '毛重（千克）'),
    },
    orderStatus,
    {
      name: 'rejectReason',
      type: 'longText',
      editable: true,
      size: 300,
      width: 220,
      label: L('Customs rejection reason', '海关退单原因'),
    },
    count('missingCount', L('Missing items', '缺失项')),
    {
      name: 'missingItems',
      type: 'text',
      filterOnly: true,
      label: L('Missing before declaring', '申报前缺失项'),
    },
    route,
    {
      name: 'routeNote',
      type: 'enum',
      dict: 'customs_route_note',
      width: 220,
      label: L('Routed high because', '走高货值原因'),
    },
    {
      name: 'thresholdAmount',
      type: 'money',
      currencyField: 'thresholdCurrency',
      width: 120,
      label: L('Threshold', '门槛'),
    },
    text('thresholdCurrency', L('Threshold currency', '门槛币种'), { width: 90 }),
    {
      name: 'valueInThresholdCurrency',
      type: 'money',
      currencyField: 'thresholdCurrency',
      width: 140,
      label: L('Value in threshold currency', '折算门槛币种价值'),
    },
    { name: 'routeRate', type: 'number', width: 110, label: L('Rate applied', '适用汇率') },
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      filter: 'exact',
      width: 130,
      label: L('Branch office', '分公司'),
    },
    { name: 'createdBy', type: 'number', label: L('Created by (id)', '创建人编号') },
    { name: 'declaredAt', type: 'datetime', sortable: true, width: 170, label: L('Declared', '申报时间') },
    UPDATED,
  ],
  transitions: {
    markReady: { field: 'status', from: ['draft'], to: 'ready' },
    declare: { field: 'status', from: ['draft', 'ready'], to: 'declared' },
    release: { field: 'status', from: ['declared'], to: 'released' },
    reject: { field: 'status', from: ['declared'], to: 'rejected' },
    reopen: { field: 'status', from: ['rejected'], to: 'draft' },
  },
});

/** What an order still misses before it can be declared, one row per item (view customs_ecommerce_order_gaps). */
export const ecommerceGapResource: ResourceDef = defineResource({
  name: 'ecommerceGap',
  i18n: 'customs.ecommerce.gap',
  titleField: 'orderNo',
  title: L('Missing before declaring', '申报前缺失项'),
  store: { table: 'customs_ecommerce_order_gaps', scope: 'branch' },
  fields: [
    { name: 'batchId', type: 'number', filter: 'exact', label: L('Batch', '批次') },
    { name: 'orderId', type: 'number', filter: 'exact', label: L('Order id', '订单编号（内部）') },
    text('orderNo', L('Order no.', '订单号'), { sortable: true, width: 160 }),
    { ...orderStatus, multiple: false },
    {
      name: 'item',
      type: 'enum',
      dict: 'customs_ecommerce_item',
      sortable: true,
      filter: 'exact',
      width: 200,
      label: L('Missing', '缺失项'),
      tone: () => 'warning',
    },
  ],
});

/**
 * Each parcel's high/low value route: its destination, declared value, the destination's threshold
 * from its branch's customs configuration, the value in the threshold's currency and the route, all
 * kept on the order (customs_ecommerce_orders) when the order or the thresholds change.
 */
export const ecommerceRouteResource: ResourceDef = defineResource({
  name: 'ecommerceRoute',
  i18n: 'customs.ecommerce.route',
  titleField: 'orderNo',
  title: L('Parcel value route', '包裹高低货值分流'),
  store: {
    table: 'customs_ecommerce_orders',
    scope: 'branch',
    lookups: { batchNo: { table: 'customs_ecommerce_batches', key: 'id', column: 'batch_no', from: 'batchId' } },
  },
  fields: [
    text('orderNo', L('Order no.', '订单号'), { sortable: true, filter: 'fuzzy', width: 160 }),
    { name: 'batchId', type: 'number', filter: 'exact', label: L('Batch', '批次') },
    text('batchNo', L('Batch no.', '批次号'), { sortable: true, filter: 'fuzzy', width: 170 }),
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      filter: 'exact',
      width: 130,
      label: L('Branch office', '分公司'),
    },
    {
      name: 'orderDate',
      type: 'date',
      sortable: true,
      filter: 'range',
      width: 110,
      label: L('Order date', '订单日期'),
    },
    {
      name: 'destinationCountry',
      type: 'enum',
      dict: 'country',
      sortable: true,
      filter: 'exact',
      width: 130,
      label: L('Destination', '目的国'),
    },
    {
      name: 'declaredValue',
      type: 'money',
      currencyField: 'currency',
      sortable: true,
      width: 120,
      label: L('Declared value', '申报价值'),
    },
    text('currency', L('Currency', '币种'), { width: 80 }),
    {
      name: 'thresholdAmount',
      type: 'money',
      currencyField: 'thresholdCurrency',
      width: 120,
      label: L('Threshold', '门槛'),
    },
    text('thresholdCurrency', L('Threshold currency', '门槛币种'), { width: 90 }),
    {
      name: 'valueInThresholdCurrency',
      type: 'money',
      currencyField: 'thresholdCurrency',
      sortable: true,
      width: 140,
      label: L('Value in threshold currency', '折算门槛币种价值'),
    },
    { name: 'routeRate', type: 'number', width: 110, label: L('Rate applied', '适用汇率') },
    route,
    {
      name: 'routeNote',
      type: 'enum',
      dict: 'customs_route_note',
      filter: 'exact',
      width: 220,
      label: L('Routed high because', '走高货值原因'),
      tone: (row) => (row.routeNote ? 'warning' : null),
    },
    { ...orderStatus, multiple: false },
  ],
});

/** An action on the batch's orders: its own permission of the page (`pms9610:<key>`), for the writers. */
const orderAction = (key: string, kind: 'create' | 'edit' | 'transition'): ActionDef => ({
  key,
  kind,
  ...(kind === 'transition' ? { transition: key } : {}),
  labelKey: `customs.ecommerce.actions.${key}`,
  permission: `pms9610:${key}`,
  roles: ECOMMERCE_WRITERS,
});

export const ECOMMERCE_PAGES: readonly PageDef[] = [
  definePage({
    url: 'pms9610',
    group: 'customs',
    screen: 'list',
    resource: 'ecommerceBatch',
    title: L('Cross-border e-commerce (9610)', '跨境电商出口（9610）'),
    columns: [
      'batchNo',
      'branchId',
      'sellerName',
      'shipmentNo',
      'masterBillNo',
      'orderCount',
      'valueByCurrency',
      'grossWeight',
      'draftCount',
      'readyCount',
      'declaredCount',
      'releasedCount',
      'rejectedCount',
      'incompleteCount',
      'lowValueCount',
      'highValueCount',
      'updatedAt',
    ],
    filters: ['batchNo', 'branchId', 'sellerName', 'masterBillNo'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: [
      { key: 'create', kind: 'create', roles: ECOMMERCE_WRITERS },
      { key: 'edit', kind: 'edit', roles: ECOMMERCE_WRITERS },
      { key: 'export', kind: 'export' },
    ],
    relations: [
      {
        key: 'orders',
        resource: 'ecommerceOrder',
        foreignKey: 'batchId',
        titleKey: 'customs.ecommerce.relations.orders',
        columns: [
          'orderNo',
          'orderDate',
          'platform',
          'buyerName',
          'destinationCountry',
          'waybillNo',
          'goodsDescription',
          'hsCode',
          'quantity',
          'declaredValue',
          'currency',
          'grossWeight',
          'status',
          'missingCount',
          'valueRoute',
          'rejectReason',
        ],
        defaultSort: { field: 'orderNo', order: 'asc' },
        actions: [
          orderAction('addOrder', 'create'),
          { ...orderAction('editOrder', 'edit'), labelKey: 'engine.actionKinds.edit' },
          orderAction('markReady', 'transition'),
          orderAction('declare', 'transition'),
          orderAction('release', 'transition'),
          orderAction('reject', 'transition'),
          orderAction('reopen', 'transition'),
          deleteLineAction('pms9610', { roles: ECOMMERCE_WRITERS }),
        ],
      },
      {
        key: 'gaps',
        resource: 'ecommerceGap',
        foreignKey: 'batchId',
        titleKey: 'customs.ecommerce.relations.gaps',
        columns: ['orderNo', 'item', 'status'],
        defaultSort: { field: 'orderNo', order: 'asc' },
      },
    ],
    roles: ECOMMERCE_READERS,
  }),
  definePage({
    url: 'pmsHvlv',
    group: 'customs',
    screen: 'list',
    resource: 'ecommerceRoute',
    title: L('High/low value routing', '高低货值分流'),
    columns: [
      'orderNo',
      'batchNo',
      'destinationCountry',
      'declaredValue',
      'currency',
      'thresholdAmount',
      'thresholdCurrency',
      'valueInThresholdCurrency',
      'routeRate',
      'valueRoute',
      'routeNote',
      'status',
      'orderDate',
    ],
    filters: ['valueRoute', 'destinationCountry', 'routeNote', 'orderNo', 'batchNo', 'branchId', 'orderDate'],
    defaultSort: { field: 'orderNo', order: 'asc' },
    actions: [{ key: 'export', kind: 'export' }],
    roles: ECOMMERCE_READERS,
  }),
];

/** Cross-border e-commerce export (9610): batches of parcel orders, their checklist and their high/low value route. */
export const ECOMMERCE: AreaPart = {
  resources: [ecommerceBatchResource, ecommerceOrderResource, ecommerceGapResource, ecommerceRouteResource],
  pages: ECOMMERCE_PAGES,
  catalogs: [ecommerceCatalog],
  dictionaries: {
    customs_ecommerce_state: bilingual(ECOMMERCE_ORDER_STATES, ['E-commerce order state', '跨境电商订单状态'], {
      draft: ['Draft', '草稿'],
      ready: ['Ready to declare', '待申报'],
      declared: ['Declared', '已申报'],
      released: ['Released', '已放行'],
      rejected: ['Rejected', '已退单'],
    }),
    customs_ecommerce_item: bilingual(ECOMMERCE_CHECKLIST, ['Order checklist item', '订单申报要素'], {
      platform: ['E-commerce platform', '电商平台'],
      sellerName: ['Seller', '卖家'],
      buyerName: ['Buyer name', '买家姓名'],
      destinationCountry: ['Buyer country', '买家国家'],
      waybillNo: ['Logistics waybill / tracking no.', '物流运单号'],
      goodsDescription: ['Goods description', '商品名称'],
      hsCode: ['HS code', 'HS 编码'],
      quantity: ['Quantity above 0', '数量（大于 0）'],
      declaredValue: ['Declared value above 0', '申报价值（大于 0）'],
      currency: ['Currency of the declared value', '申报币种'],
      grossWeight: ['Gross weight above 0', '毛重（大于 0）'],
    }),
    customs_value_route: bilingual(VALUE_ROUTES, ['Value route', '高低货值通道'], {
      low: ['Low value (at or under threshold)', '低货值（不超过门槛）'],
      high: ['High value (formal entry)', '高货值（正式报关）'],
    }),
    customs_route_note: bilingual(ROUTE_NOTES, ['Why routed high value', '走高货值原因'], {
      no_threshold: ['No threshold for the destination', '目的国未设门槛'],
      no_rate: ['No rate: no exchange rate on the order date', '无汇率：订单日期无可用汇率'],
      no_value: ['No declared value yet', '尚未填写申报价值'],
    }),
  },
};
