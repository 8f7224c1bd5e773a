import { defineResource } from '../../engine/declare';
import type { Labels, ResourceDef } from '../../engine/definitions';
import { chargeLineField, currencyField, validityFields } from '../common/line-fields';

const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

/**
 * ECU rates (route ecurate): the LCL consolidator's rates from a port of loading to a port of
 * discharge, each with the ports' names and vias as the consolidator prints them, the transit
 * time, the ocean freight per charge unit with its minimum, and the detailed rates (origin,
 * freight and destination charges) that an ECU quotation copies. Every branch sells from the same
 * consolidator rates, so the rows are not scoped by branch.
 */
export const ecuRateResource: ResourceDef = defineResource({
  name: 'ecuRate',
  i18n: 'pricing.quotations.ecuRate',
  titleField: 'rateNo',
  title: L('ECU rate', '拼箱运价'),
  store: { table: 'pricing_ecu_rates', scope: 'none' },
  fields: [
    { name: 'rateNo', type: 'text', sortable: true, filter: 'exact', width: 120, label: L('Rate no.', '运价编号') },
    {
      name: 'pol',
      type: 'port',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 130,
      label: L('POL', '起运港'),
    },
    {
      name: 'polName',
      type: 'text',
      filter: 'fuzzy',
      required: true,
      editable: true,
      maxLength: 60,
      width: 160,
      label: L('POL name', '起运港名称'),
    },
    { name: 'polVia', type: 'text', editable: true, maxLength: 60, width: 130, label: L('POL via', '起运港中转') },
    {
      name: 'pod',
      type: 'port',
      sortable: true,
      filter: 'exact',
      required: true,
      editable: true,
      width: 130,
      label: L('POD', '目的港'),
    },
    {
      name: 'podName',
      type: 'text',
      filter: 'fuzzy',
      required: true,
      editable: true,
      maxLength: 60,
      width: 160,
      label: L('POD name', '目的港名称'),
    },
    { name: 'podVia', type: 'text', editable: true, maxLength: 60, width: 130, label: L('POD via', '目的港中转') },
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
      name: 'oceanFreight',
      type: 'money',
      currencyField: 'currency',
      sortable: true,
      filter: 'range',
      required: true,
      editable: true,
      width: 120,
      label: L('Ocean freight', '海运费'),
    },
    { ...currencyField(true), sortable: false },
    chargeLineField('unit', { name: 'chargeUnit' }),
    chargeLineField('minimum', { width: 110 }),
    ...validityFields('validFrom', 'validUntil', true),
    {
      name: 'consolidator',
      type: 'text',
      sortable: true,
      filter: 'fuzzy',
      required: true,
      editable: true,
      maxLength: 60,
      width: 180,
      label: L('Consolidator', '拼箱公司'),
    },
    { name: 'remarks', type: 'text', editable: true, maxLength: 200, width: 220, label: L('Remarks', '备注') },
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

/** An ECU rate's detailed rates: a charge, its rate value and its charge type. */
export const ecuRateChargeResource: ResourceDef = defineResource({
  name: 'ecuRateCharge',
  i18n: 'pricing.quotations.ecuRateCharge',
  titleField: 'chargeCode',
  title: L('Detailed rate', '明细费率'),
  store: { table: 'pricing_ecu_rate_charges', scope: 'none' },
  fields: [
    { name: 'ecuRateId', type: 'number', filter: 'exact', editable: true, label: L('ECU rate', '拼箱运价') },
    {
      name: 'chargeCode',
      type: 'enum',
      dict: 'charge_code',
      sortable: true,
      required: true,
      editable: true,
      width: 220,
      label: L('Charge', '费用'),
    },
    {
      name: 'rate',
      type: 'money',
      currencyField: 'currency',
      required: true,
      editable: true,
      width: 120,
      label: L('Rate value', '费率'),
    },
    {
      name: 'chargeType',
      type: 'enum',
      dict: 'ecu_charge_type',
      sortable: true,
      required: true,
      editable: true,
      width: 130,
      label: L('Charge type', '费用类型'),
    },
    {
      name: 'unit',
      type: 'enum',
      dict: 'charge_unit',
      required: true,
      editable: true,
      width: 130,
      label: L('Charge unit', '计费单位'),
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
