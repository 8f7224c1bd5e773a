import type { FieldInput } from '../../engine/declare';
import type { Labels } from '../../engine/definitions';

const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

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

/**
 * One charge line field where a record holds it under another name or width (an ECU rate's
 * charge unit and minimum): the same type, dictionary and labels.
 */
export const chargeLineField = (
  name: 'chargeCode' | 'rate' | 'unit' | 'minimum',
  extra: Partial<FieldInput> = {},
): FieldInput => {
  const field = CHARGE_LINE_FIELDS.find((f) => f.name === name);
  if (!field) throw new Error(`no charge line field ${name}`);
  return { ...field, ...extra };
};

/** The validity of a rate, a tariff or an ECU rate: its first and last day. */
export const validityFields = (from: string, until: string, editable: boolean): FieldInput[] => [
  {
    name: from,
    type: 'date',
    sortable: true,
    filter: 'range',
    required: editable,
    editable,
    width: 120,
    label: L('Valid from', '生效日期'),
  },
  {
    name: until,
    type: 'date',
    sortable: true,
    filter: 'range',
    required: editable,
    editable,
    width: 120,
    label: L('Valid until', '失效日期'),
  },
];

/** The currency a rate is priced in (ISO 4217). */
export const currencyField = (editable: boolean): FieldInput => ({
  name: 'currency',
  type: 'text',
  sortable: true,
  filter: 'exact',
  required: editable,
  editable,
  maxLength: 3,
  width: 80,
  label: L('Currency', '币种'),
});
