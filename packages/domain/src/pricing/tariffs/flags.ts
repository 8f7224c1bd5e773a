import { defineResource } from '../../engine/declare';
import type { Labels, ResourceDef } from '../../engine/definitions';

const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

/**
 * Flags on tariffs (route TariffFlag, and the flags of a tariff's detail): a warning for everyone
 * quoting from the tariff (space tight, PSS expected...), with a note, in force from a day and
 * until a day or until further notice. Tariffs are shared by every branch, so their flags too.
 */
export const tariffFlagResource: ResourceDef = defineResource({
  name: 'tariffFlag',
  i18n: 'pricing.tariffs.flag',
  titleField: 'tariffNo',
  title: L('Tariff flag', '运价标记'),
  store: {
    table: 'pricing_tariff_flags',
    scope: 'none',
    lookups: {
      tariffNo: { table: 'pricing_tariffs', key: 'id', column: 'tariff_no', from: 'tariffId' },
      pol: { table: 'pricing_tariffs', key: 'id', column: 'pol', from: 'tariffId' },
      pod: { table: 'pricing_tariffs', key: 'id', column: 'pod', from: 'tariffId' },
      carrierCode: { table: 'pricing_tariffs', key: 'id', column: 'carrier_code', from: 'tariffId' },
      equipment: { table: 'pricing_tariffs', key: 'id', column: 'equipment', from: 'tariffId' },
    },
  },
  fields: [
    { name: 'tariffId', type: 'number', filter: 'exact', editable: true, label: L('Tariff', '运价') },
    { name: 'tariffNo', type: 'text', sortable: true, filter: 'exact', width: 130, label: L('Tariff no.', '运价编号') },
    { name: 'pol', type: 'port', filter: 'exact', width: 140, label: L('Port of loading', '起运港') },
    { name: 'pod', type: 'port', filter: 'exact', width: 140, label: L('Port of discharge', '目的港') },
    { name: 'carrierCode', type: 'text', filter: 'exact', width: 90, label: L('Carrier', '承运人') },
    {
      name: 'equipment',
      type: 'enum',
      dict: 'rate_equipment',
      width: 110,
      label: L('Equipment / weight break', '箱型／重量段'),
    },
    {
      name: 'flag',
      type: 'enum',
      dict: 'tariff_flag',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 170,
      label: L('Flag', '标记'),
    },
    { name: 'note', type: 'text', editable: true, maxLength: 100, width: 240, label: L('Note', '说明') },
    {
      name: 'validFrom',
      type: 'date',
      sortable: true,
      filter: 'range',
      required: true,
      editable: true,
      width: 120,
      label: L('In force from', '生效日期'),
    },
    {
      name: 'validUntil',
      type: 'date',
      sortable: true,
      filter: 'range',
      editable: true,
      width: 120,
      label: L('In force until', '截止日期'),
    },
    {
      name: 'updatedAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      label: L('Last updated', '最后更新'),
    },
  ],
});
