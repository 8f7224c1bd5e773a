import { definePage, deleteLineAction } from '../../engine/declare';
import type { ActionDef, PageDef, RelationDef } from '../../engine/definitions';
import type { RoleCode } from '../../engine/menu';

/** Operations run drayage, customer service answers for it, managers oversee it. */
const DRAYAGE_STAFF: readonly RoleCode[] = ['admin', 'manager', 'csr', 'ops'];
/** Finance reads the costs (the cost page has no write action: lines are kept on the order). */
const COST_READERS: readonly RoleCode[] = [...DRAYAGE_STAFF, 'finance'];

const relationAction = (page: string, key: string, kind: ActionDef['kind']): ActionDef => ({
  key,
  kind,
  labelKey: `ops.drayage.actions.${key}`,
  // Whoever may edit the order keeps its appointments and costs.
  permission: `${page}:edit`,
  ...(kind === 'transition' ? { transition: key } : {}),
});

/**
 * An order's appointments (every change kept, with its reason) and cost lines, on its detail. The
 * costs are shown to those who hold the cost page.
 */
const orderRelations = (page: string): RelationDef[] => [
  {
    key: 'appointments',
    resource: 'drayageAppointment',
    foreignKey: 'orderId',
    titleKey: 'ops.drayage.relations.appointments',
    columns: ['kind', 'windowFrom', 'windowTo', 'reason', 'status', 'completedAt', 'note', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'desc' },
    actions: [relationAction(page, 'book', 'create'), relationAction(page, 'complete', 'transition')],
  },
  {
    key: 'costs',
    resource: 'drayageCost',
    foreignKey: 'orderId',
    titleKey: 'ops.drayage.relations.costs',
    columns: ['charge', 'currency', 'amount', 'note', 'updatedAt'],
    defaultSort: { field: 'updatedAt', order: 'asc' },
    permission: 'drayageCost',
    actions: [
      relationAction(page, 'addCost', 'create'),
      relationAction(page, 'editCost', 'edit'),
      deleteLineAction(page, { parentLocked: { field: 'status', in: ['cancelled'] } }),
    ],
  },
];

const orderActions = [
  { key: 'create', kind: 'create' },
  { key: 'edit', kind: 'edit' },
  { key: 'cancel', kind: 'transition', transition: 'cancel', label: { en_us: 'Cancel order', zh_cn: '取消订单' } },
  { key: 'export', kind: 'export' },
] as const;

export const DRAYAGE_PAGES: readonly PageDef[] = [
  definePage({
    url: 'drayage',
    group: 'drayage',
    screen: 'list',
    resource: 'drayageOrder',
    title: { en_us: 'Drayage orders', zh_cn: '拖车订单' },
    columns: [
      'orderNo',
      'containerNo',
      'shipmentNo',
      'status',
      'port',
      'trucker',
      'pickupFrom',
      'deliveryFrom',
      'costTotal',
      'crossBorder',
      'updatedAt',
    ],
    filters: [
      'orderNo',
      'containerNo',
      'status',
      'port',
      'trucker',
      'shipmentNo',
      'crossBorder',
      'branchId',
      'updatedAt',
    ],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: orderActions,
    relations: orderRelations('drayage'),
    roles: DRAYAGE_STAFF,
  }),
  definePage({
    url: 'drayageCost',
    group: 'drayage',
    screen: 'list',
    resource: 'drayageCost',
    title: { en_us: 'Drayage costs', zh_cn: '拖车费用' },
    columns: ['orderNo', 'containerNo', 'trucker', 'charge', 'currency', 'amount', 'orderTotal', 'note', 'updatedAt'],
    filters: ['orderNo', 'containerNo', 'charge', 'currency', 'trucker', 'amount', 'branchId', 'updatedAt'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: [{ key: 'export', kind: 'export' }],
    roles: COST_READERS,
  }),
  definePage({
    url: 'drayageOtrMex',
    group: 'drayage',
    screen: 'list',
    resource: 'drayageOtrMex',
    title: { en_us: 'Drayage into Mexico (OTR)', zh_cn: '墨西哥跨境陆运' },
    fixed: { crossBorder: 'true' },
    columns: [
      'orderNo',
      'containerNo',
      'status',
      'trucker',
      'borderCrossing',
      'mxTrucker',
      'transload',
      'pedimento',
      'currency',
      'costTotal',
      'updatedAt',
    ],
    filters: ['orderNo', 'containerNo', 'status', 'borderCrossing', 'pedimento', 'mxBroker', 'usBroker', 'updatedAt'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: orderActions,
    relations: orderRelations('drayageOtrMex'),
    roles: DRAYAGE_STAFF,
  }),
  definePage({
    url: 'bohooh',
    group: 'drayage',
    screen: 'chart',
    resource: 'depotContainer',
    title: { en_us: 'On hand and out of hand by depot', zh_cn: '各堆场在场与在外' },
    filters: ['depot', 'branchId'],
    chart: {
      groupBy: 'depot',
      series: 'bar',
      drawn: ['onHand', 'outOfHand'],
      measures: [
        { key: 'onHand', fn: 'sum', field: 'onHand', labelKey: 'ops.drayage.depot.fields.onHand' },
        { key: 'outOfHand', fn: 'sum', field: 'outOfHand', labelKey: 'ops.drayage.depot.fields.outOfHand' },
      ],
    },
    roles: DRAYAGE_STAFF,
  }),
  definePage({
    url: 'boh',
    group: 'drayage',
    screen: 'list',
    resource: 'depotContainer',
    title: { en_us: 'Boxes on hand', zh_cn: '在场集装箱' },
    fixed: { state: 'on_hand' },
    columns: [
      'depot',
      'containerNo',
      'isoType',
      'shipmentNo',
      'eventCode',
      'since',
      'days',
      'dayBucket',
      'orderNo',
      'companyName',
    ],
    filters: ['depot', 'dayBucket', 'containerNo', 'shipmentNo', 'orderNo', 'branchId', 'since'],
    defaultSort: { field: 'since', order: 'asc' },
    actions: [{ key: 'export', kind: 'export' }],
    roles: DRAYAGE_STAFF,
  }),
  definePage({
    url: 'ooh',
    group: 'drayage',
    screen: 'list',
    resource: 'depotContainer',
    title: { en_us: 'Boxes out of hand', zh_cn: '在外集装箱' },
    fixed: { state: 'out' },
    columns: [
      'depot',
      'containerNo',
      'isoType',
      'shipmentNo',
      'eventCode',
      'since',
      'days',
      'orderNo',
      'trucker',
      'companyName',
    ],
    filters: ['depot', 'containerNo', 'shipmentNo', 'orderNo', 'trucker', 'branchId', 'since'],
    defaultSort: { field: 'since', order: 'asc' },
    actions: [{ key: 'export', kind: 'export' }],
    roles: DRAYAGE_STAFF,
  }),
  definePage({
    url: 'doh',
    group: 'drayage',
    screen: 'chart',
    resource: 'depotContainer',
    title: { en_us: 'Days on hand by depot', zh_cn: '各堆场在场天数' },
    fixed: { state: 'on_hand' },
    filters: ['depot', 'branchId'],
    chart: {
      groupBy: 'depot',
      series: 'bar',
      // Ordered by the boxes on hand, drawn by their days.
      drawn: ['d0_3', 'd4_7', 'd8_14', 'd15_plus'],
      measures: [
        { key: 'onHand', fn: 'sum', field: 'onHand', labelKey: 'ops.drayage.depot.fields.onHand' },
        { key: 'd0_3', fn: 'sum', field: 'd0_3', labelKey: 'ops.drayage.depot.fields.d0_3' },
        { key: 'd4_7', fn: 'sum', field: 'd4_7', labelKey: 'ops.drayage.depot.fields.d4_7' },
        { key: 'd8_14', fn: 'sum', field: 'd8_14', labelKey: 'ops.drayage.depot.fields.d8_14' },
        { key: 'd15_plus', fn: 'sum', field: 'd15_plus', labelKey: 'ops.drayage.depot.fields.d15_plus' },
      ],
    },
    roles: DRAYAGE_STAFF,
  }),
];
