import type { FieldInput } from '../engine/declare';
import type { Labels } from '../engine/definitions';

/** A text in both languages, written beside what it names. */
export const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

/** When a finance record last changed: every finance list can sort by it. */
export const UPDATED_AT: FieldInput = {
  name: 'updatedAt',
  type: 'datetime',
  sortable: true,
  width: 170,
  label: L('Updated', '更新时间'),
};

/** A text field of a finance list. */
export const text = (name: string, label: Labels, extra: Partial<FieldInput> = {}): FieldInput => ({
  name,
  type: 'text',
  width: 120,
  label,
  ...extra,
});

/** An amount in the currency another field of the row names, sortable. */
export const money = (name: string, currencyField: string, label: Labels): FieldInput => ({
  name,
  type: 'money',
  currencyField,
  sortable: true,
  width: 120,
  label,
});
