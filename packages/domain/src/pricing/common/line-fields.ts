import type { FieldInput } from '../../engine/declare';

/**
 * The fields of a charge line, the same on a tariff, a rate and every other priced line: charge
 * code, rate per unit, charge unit and minimum (the currency follows the record's own rules).
 */
export const CHARGE_LINE_FIELDS: readonly FieldInput[] = [
  {
    name: 'chargeCode',
    type: 'enum',
    dict: 'charge_code',
    sortable: true,
    filter: 'exact',
    required: true,
    editable: true,
    width: 220,
    label: { en_us: 'Charge', zh_cn: '费用' },
  },
  {
    name: 'rate',
    type: 'money',
    currencyField: 'currency',
    required: true,
    editable: true,
    width: 120,
    label: { en_us: 'Rate', zh_cn: '单价' },
  },
  {
    name: 'unit',
    type: 'enum',
    dict: 'charge_unit',
    required: true,
    editable: true,
    width: 130,
    label: { en_us: 'Charge unit', zh_cn: '计费单位' },
  },
  {
    name: 'minimum',
    type: 'money',
    currencyField: 'currency',
    editable: true,
    width: 120,
    label: { en_us: 'Minimum', zh_cn: '最低收费' },
  },
];
