import type { FieldInput } from '../../engine/declare';
import type { FieldDef, Labels } from '../../engine/definitions';

/**
 * Field builders of the cost pages: most of their fields are a port, a charge line's parts, an
 * amount in a currency or a computed figure, declared the same way on every resource.
 */

type Field = FieldInput;
type Options = Partial<Omit<Field, 'name' | 'type' | 'label'>>;

export const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

const field = (name: string, type: FieldDef['type'], label: Labels, options: Options): Field => ({
  name,
  type,
  label,
  ...options,
});

/** A field the form writes: editable, and required unless told otherwise. */
const input = (options: Options): Options => ({ editable: true, required: true, ...options });

export const portField = (name: string, label: Labels, options: Options = {}) =>
  field(name, 'port', label, { sortable: true, filter: 'exact', width: 140, ...options });

export const enumField = (name: string, dict: string, label: Labels, options: Options = {}) =>
  field(name, 'enum', label, { dict, sortable: true, filter: 'exact', width: 120, ...options });

export const moneyField = (name: string, label: Labels, options: Options = {}) =>
  field(name, 'money', label, { currencyField: 'currency', sortable: true, filter: 'range', width: 130, ...options });

export const numberField = (name: string, label: Labels, options: Options = {}) =>
  field(name, 'number', label, { sortable: true, filter: 'range', width: 100, ...options });

export const textField = (name: string, label: Labels, options: Options = {}) =>
  field(name, 'text', label, { width: 160, ...options });

export const dateField = (name: string, label: Labels, options: Options = {}) =>
  field(name, 'date', label, { sortable: true, filter: 'range', width: 120, ...options });

export const currencyField = (options: Options = {}) =>
  textField('currency', L('Currency', '币种'), {
    sortable: true,
    filter: 'exact',
    maxLength: 3,
    width: 80,
    ...options,
  });

export const branchField = (options: Options = {}) =>
  enumField('branchId', 'branch_office', L('Branch office', '分公司'), options);

export const updatedField = () =>
  field('updatedAt', 'datetime', L('Last updated', '最后更新'), { sortable: true, filter: 'range', width: 170 });

export const refreshedField = () =>
  field('refreshedAt', 'datetime', L('Computed at', '计算时间'), { sortable: true, width: 170 });

/** The fields of a charge line (local costs, quotations, templates), all written by the form. */
export const chargeLineFields = (): Field[] => [
  enumField('chargeCode', 'charge_code', L('Charge', '费用'), input({ width: 220 })),
  enumField('unit', 'charge_unit', L('Charge unit', '计费单位'), input({ filter: undefined, width: 130 })),
  moneyField('rate', L('Rate', '单价'), input({ filter: undefined })),
  moneyField('minimum', L('Minimum', '最低收费'), { editable: true, filter: undefined, sortable: false }),
  currencyField(input({})),
];

export const editable = input;
