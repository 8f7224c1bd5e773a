import type { FieldInput } from '../../engine/declare';
import type { RoleCode } from '../../engine/menu';

/**
 * Fields every cargo record reads from its shipment (and the keys it is stored under), with their
 * labels: each record hangs off a shipment of the shipments core and is seen through it (its
 * branch for staff, its company for customers).
 */
export const shipmentFields = (options: { editableNo: boolean }): FieldInput[] => [
  {
    name: 'shipmentNo',
    type: 'text',
    sortable: true,
    filter: 'exact',
    required: options.editableNo,
    editable: options.editableNo,
    maxLength: 30,
    width: 140,
    label: { en_us: 'Shipment no.', zh_cn: '运单号' },
  },
  {
    name: 'shipmentId',
    type: 'number',
    width: 100,
    label: { en_us: 'Shipment record', zh_cn: '运单记录号' },
  },
];

export const shipmentContextFields: FieldInput[] = [
  {
    name: 'mode',
    type: 'enum',
    dict: 'shipment_mode',
    sortable: true,
    filter: 'exact',
    width: 90,
    label: { en_us: 'Mode', zh_cn: '运输模式' },
  },
  {
    name: 'originPort',
    type: 'port',
    filter: 'exact',
    width: 150,
    label: { en_us: 'Port of loading', zh_cn: '起运港' },
  },
  {
    name: 'destinationPort',
    type: 'port',
    filter: 'exact',
    width: 150,
    label: { en_us: 'Port of discharge', zh_cn: '目的港' },
  },
  {
    name: 'etd',
    type: 'datetime',
    sortable: true,
    filter: 'range',
    width: 170,
    place: { port: 'originPort' },
    label: { en_us: 'ETD', zh_cn: '预计开船' },
  },
  {
    name: 'companyName',
    type: 'text',
    sortable: true,
    filter: 'fuzzy',
    width: 220,
    label: { en_us: 'Customer', zh_cn: '客户' },
  },
  {
    name: 'branchId',
    type: 'enum',
    dict: 'branch_office',
    filter: 'exact',
    width: 120,
    label: { en_us: 'Branch', zh_cn: '分公司' },
  },
  {
    name: 'updatedAt',
    type: 'datetime',
    sortable: true,
    filter: 'range',
    width: 170,
    label: { en_us: 'Last updated', zh_cn: '最后更新' },
  },
];

export const containerFields = (options: { editableNo: boolean }): FieldInput[] => [
  {
    name: 'containerNo',
    type: 'container',
    sortable: true,
    filter: 'exact',
    required: options.editableNo,
    editable: options.editableNo,
    width: 140,
    label: { en_us: 'Container no.', zh_cn: '箱号' },
  },
  {
    name: 'containerId',
    type: 'number',
    width: 100,
    label: { en_us: 'Container record', zh_cn: '集装箱记录号' },
  },
];

/** Operations keeps the cargo records; customer service and managers work with them too. */
export const CARGO_ROLES: readonly RoleCode[] = ['admin', 'manager', 'ops', 'csr'];
