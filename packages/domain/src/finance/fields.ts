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
