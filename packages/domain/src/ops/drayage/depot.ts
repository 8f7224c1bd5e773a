import { defineResource } from '../../engine/declare';
import type { ResourceDef } from '../../engine/definitions';

/**
 * The containers in play at a depot (routes boh, ooh, doh, bohooh), read from their latest depot
 * event: on hand there (gated in or discharged, not out again) or out of hand from there (gated
 * out, not yet returned empty). Read-only: the events decide, and drayage completes them.
 */
export const depotContainerResource: ResourceDef = defineResource({
  name: 'depotContainer',
  i18n: 'ops.drayage.depot',
  titleField: 'containerNo',
  title: { en_us: 'Container at depot', zh_cn: '堆场集装箱' },
  fields: [
    {
      name: 'depot',
      type: 'port',
      sortable: true,
      filter: 'exact',
      width: 170,
      label: { en_us: 'Depot', zh_cn: '堆场' },
    },
    {
      name: 'state',
      type: 'enum',
      dict: 'depot_state',
      sortable: true,
      filter: 'exact',
      width: 110,
      label: { en_us: 'State', zh_cn: '状态' },
    },
    {
      name: 'containerNo',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      width: 130,
      label: { en_us: 'Container no.', zh_cn: '柜号' },
    },
    {
      name: 'isoType',
      type: 'text',
      filter: 'exact',
      width: 90,
      label: { en_us: 'Type', zh_cn: '柜型' },
    },
    {
      name: 'shipmentNo',
      type: 'text',
      sortable: true,
      filter: 'exact',
      width: 130,
      label: { en_us: 'Shipment no.', zh_cn: '运单号' },
    },
    {
      name: 'companyName',
      type: 'text',
      filter: 'fuzzy',
      width: 200,
      label: { en_us: 'Customer', zh_cn: '客户' },
    },
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      filter: 'exact',
      width: 120,
      label: { en_us: 'Branch office', zh_cn: '分公司' },
    },
    {
      name: 'eventCode',
      type: 'enum',
      dict: 'depot_event',
      filter: 'exact',
      width: 150,
      label: { en_us: 'Last depot event', zh_cn: '最近堆场事件' },
    },
    {
      name: 'since',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 190,
      place: { port: 'depot' },
      label: { en_us: 'Since', zh_cn: '起始时间' },
    },
    {
      name: 'days',
      type: 'number',
      sortable: true,
      filter: 'range',
      width: 80,
      label: { en_us: 'Days', zh_cn: '天数' },
    },
    {
      name: 'dayBucket',
      type: 'enum',
      dict: 'depot_day_bucket',
      filter: 'exact',
      width: 110,
      label: { en_us: 'Days on hand', zh_cn: '在场天数段' },
    },
    {
      name: 'orderNo',
      type: 'text',
      filter: 'exact',
      width: 130,
      label: { en_us: 'Drayage order', zh_cn: '拖车单号' },
    },
    {
      name: 'trucker',
      type: 'text',
      filter: 'fuzzy',
      width: 180,
      label: { en_us: 'Trucker', zh_cn: '拖车行' },
    },
    { name: 'onHand', type: 'number', width: 90, label: { en_us: 'On hand', zh_cn: '在场' } },
    { name: 'outOfHand', type: 'number', width: 90, label: { en_us: 'Out of hand', zh_cn: '在外' } },
    { name: 'd0_3', type: 'number', width: 80, label: { en_us: '0-3 days', zh_cn: '0-3 天' } },
    { name: 'd4_7', type: 'number', width: 80, label: { en_us: '4-7 days', zh_cn: '4-7 天' } },
    { name: 'd8_14', type: 'number', width: 80, label: { en_us: '8-14 days', zh_cn: '8-14 天' } },
    { name: 'd15_plus', type: 'number', width: 80, label: { en_us: '15+ days', zh_cn: '15 天以上' } },
  ],
});
