import type { FieldInput } from '../../engine/declare';
import type { Labels } from '../../engine/definitions';

/** The fields several rate resources share, each declared once. */

export { currencyField, validityFields } from '../common/line-fields';

export const L = (en_us: string, zh_cn: string): Labels => ({ en_us, zh_cn });

type Extra = Partial<FieldInput>;

export const portField = (name: string, label: Labels, extra: Extra = {}): FieldInput => ({
  name,
  type: 'port',
  sortable: true,
  filter: 'exact',
  width: 150,
  label,
  ...extra,
});

export const carrierFields = (editable: boolean): FieldInput[] => [
  {
    name: 'carrierCode',
    type: 'text',
    sortable: true,
    filter: 'exact',
    required: editable,
    editable,
    maxLength: 4,
    width: 100,
    label: L('Carrier (SCAC / IATA)', '承运人代码'),
  },
  { name: 'carrierName', type: 'text', sortable: true, filter: 'fuzzy', width: 180, label: L('Carrier', '承运人') },
];

export const remarksField = (size = 200): FieldInput => ({
  name: 'remarks',
  type: 'text',
  editable: true,
  maxLength: size,
  width: 220,
  label: L('Remarks', '备注'),
});

export const updatedAtField: FieldInput = {
  name: 'updatedAt',
  type: 'datetime',
  sortable: true,
  filter: 'range',
  width: 170,
  label: L('Last updated', '最后更新'),
};

export const branchField: FieldInput = {
  name: 'branchId',
  type: 'enum',
  dict: 'branch_office',
  sortable: true,
  filter: 'exact',
  width: 120,
  label: L('Branch office', '分公司'),
};

export const companyFields = (editable: boolean, label = L('Customer', '客户')): FieldInput[] => [
  { name: 'companyId', type: 'party', filter: 'exact', required: editable, editable, width: 200, label },
  { name: 'companyName', type: 'text', sortable: true, filter: 'fuzzy', width: 220, label },
];
