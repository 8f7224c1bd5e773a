import { defineResource } from '../../engine/declare';
import type { Labels, ResourceDef } from '../../engine/definitions';
import { CHARGE_LINE_FIELDS, currencyField, validityFields } from '../common/line-fields';

const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

/**
 * Tariffs (route tariff): one carrier's rates on one lane for one equipment, valid between two
 * dates, made of charge lines (tariffLine). Staff of every branch price from the same tariffs, so
 * the rows are not scoped by branch; a contract tariff names its customer.
 */
export const tariffResource: ResourceDef = defineResource({
  name: 'tariff',
  i18n: 'pricing.tariffs.tariff',
  titleField: 'tariffNo',
  title: L('Tariff', '运价'),
  // A draft is published once it has a line; a published or draft tariff may be withdrawn.
  transitions: {
    activate: { field: 'status', from: ['draft'], to: 'active' },
    withdraw: { field: 'status', from: ['draft', 'active'], to: 'withdrawn' },
  },
  store: {
    table: 'pricing_tariffs',
    scope: 'none',
    lookups: {
      carrierName: { table: 'carriers', key: 'code', column: 'name', from: 'carrierCode' },
      companyName: { table: 'companies', key: 'id', column: 'name', from: 'companyId' },
      activeFlags: { table: 'pricing_tariff_flags_in_force', key: 'tariff_id', column: 'flags', from: 'id' },
    },
  },
  fields: [
    { name: 'tariffNo', type: 'text', sortable: true, filter: 'exact', width: 130, label: L('Tariff no.', '运价编号') },
    {
      name: 'kind',
      type: 'enum',
      dict: 'tariff_kind',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 90,
      label: L('Sell / cost', '卖价／成本'),
    },
    {
      name: 'mode',
      type: 'enum',
      dict: 'tariff_mode',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 80,
      label: L('Mode', '运输方式'),
    },
    {
      name: 'carrierCode',
      type: 'text',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      maxLength: 4,
      width: 90,
      label: L('Carrier (SCAC / IATA)', '承运人代码'),
    },
    { name: 'carrierName', type: 'text', sortable: true, filter: 'fuzzy', width: 180, label: L('Carrier', '承运人') },
    {
      name: 'pol',
      type: 'port',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 150,
      label: L('Port of loading', '起运港'),
    },
    {
      name: 'pod',
      type: 'port',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 150,
      label: L('Port of discharge', '目的港'),
    },
    { name: 'via', type: 'port', filter: 'exact', editable: true, width: 140, label: L('Via', '中转港') },
    {
      name: 'equipment',
      type: 'enum',
      dict: 'rate_equipment',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 120,
      label: L('Equipment / weight break', '箱型／重量段'),
    },
    ...validityFields('validFrom', 'validUntil', true),
    currencyField(true),
    {
      name: 'baseTotal',
      type: 'money',
      currencyField: 'currency',
      sortable: true,
      filter: 'range',
      width: 130,
      label: L('All-in per unit', '每单位合计'),
    },
    {
      name: 'transitDays',
      type: 'number',
      sortable: true,
      filter: 'range',
      editable: true,
      width: 100,
      label: L('Transit (days)', '航程（天）'),
    },
    {
      name: 'contractNo',
      type: 'text',
      filter: 'exact',
      editable: true,
      maxLength: 30,
      width: 130,
      label: L('Contract no.', '合约号'),
    },
    {
      name: 'companyId',
      type: 'party',
      filter: 'exact',
      editable: true,
      width: 200,
      label: L('Contract customer', '合约客户'),
    },
    { name: 'companyName', type: 'text', filter: 'fuzzy', width: 200, label: L('Contract customer', '合约客户') },
    {
      name: 'branchId',
      type: 'enum',
      dict: 'branch_office',
      sortable: true,
      filter: 'exact',
      width: 120,
      label: L('Pricing office', '定价分公司'),
    },
    {
      name: 'status',
      type: 'enum',
      dict: 'tariff_status',
      sortable: true,
      filter: 'exact',
      width: 100,
      label: L('Status', '状态'),
    },
    { name: 'remarks', type: 'text', editable: true, maxLength: 200, width: 220, label: L('Remarks', '备注') },
    // Codes of the flags in force today, comma-joined; the tariff screen shows them as tags.
    {
      name: 'activeFlags',
      type: 'text',
      width: 200,
      label: L('Flags in force', '当前标记'),
    },
    {
      name: 'flag',
      type: 'enum',
      dict: 'tariff_flag',
      filter: 'exact',
      filterOnly: true,
      label: L('Flagged', '标记'),
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

/** A tariff's charge lines: each a charge code at a rate per unit, with an optional minimum. */
export const tariffLineResource: ResourceDef = defineResource({
  name: 'tariffLine',
  i18n: 'pricing.tariffs.line',
  titleField: 'chargeCode',
  title: L('Charge line', '费用明细'),
  store: { table: 'pricing_tariff_lines', scope: 'none' },
  fields: [
    { name: 'tariffId', type: 'number', filter: 'exact', editable: true, label: L('Tariff', '运价') },
    ...CHARGE_LINE_FIELDS,
    // Left out, a line takes its tariff's currency; another one is refused (server rules).
    {
      name: 'currency',
      type: 'text',
      editable: true,
      maxLength: 3,
      width: 80,
      label: L('Currency', '币种'),
    },
  ],
});
