import { definePage, defineResource } from '../../engine/declare';
import type { FieldTone, PageDef, ResourceDef } from '../../engine/definitions';
import { PACKING_TOLERANCE } from './rules';
import { packingCreateSchema, packingUpdateSchema } from './schemas';
import { CARGO_ROLES, shipmentContextFields, shipmentFields } from './shared-fields';

/**
 * Packing lines of a shipment: the packing declared (packages, type, gross, volume, dimensions)
 * and, once the warehouse has measured the cargo, the packing found, its damage and the
 * differences. Sea lines are the packing list, air lines the air packing data with their
 * chargeable weight, and all of them side by side the actual packing.
 */

/** Numbers arrive from the database as text (numeric columns) or numbers. */
const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** A difference column's tone: beyond the share of the declared figure it is worth a look. */
const beyondShare =
  (declaredField: string, diffField: string, share: number) =>
  (row: Readonly<Record<string, unknown>>): FieldTone | null => {
    const declared = num(row[declaredField]);
    const diff = num(row[diffField]);
    if (declared === null || diff === null) return null;
    return Math.abs(diff) > Math.abs(declared) * share + 1e-9 ? 'warning' : null;
  };

/** Tones of the packing list's difference columns: missing or extra packages are wrong, weights worth a look. */
export const PACKING_TONES = {
  packagesDiff: (row: Readonly<Record<string, unknown>>): FieldTone | null => {
    const diff = num(row.packagesDiff);
    return diff !== null && diff !== 0 ? 'error' : null;
  },
  grossDiffKg: beyondShare('grossKg', 'grossDiffKg', PACKING_TOLERANCE.grossShare),
  volumeDiffCbm: beyondShare('volumeCbm', 'volumeDiffCbm', PACKING_TOLERANCE.volumeShare),
  hasDifferences: (row: Readonly<Record<string, unknown>>): FieldTone | null =>
    row.hasDifferences === true ? 'warning' : row.hasDifferences === false ? 'success' : null,
  damageStatus: (row: Readonly<Record<string, unknown>>): FieldTone | null =>
    row.damageStatus === 'damaged' ? 'error' : null,
} as const;

const number = (name: string, en_us: string, zh_cn: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'number' as const,
  width: 110,
  label: { en_us, zh_cn },
  ...extra,
});

export const packingResource: ResourceDef = defineResource({
  name: 'cargoPacking',
  i18n: 'ops.cargo.packing',
  titleField: 'shipmentNo',
  title: { en_us: 'Packing line', zh_cn: '包装明细' },
  fields: [
    ...shipmentFields({ editableNo: true }),
    {
      name: 'transport',
      type: 'enum',
      dict: 'cargo_transport',
      filter: 'exact',
      width: 90,
      label: { en_us: 'Transport', zh_cn: '运输方式' },
    },
    {
      name: 'packageType',
      type: 'enum',
      dict: 'cargo_package_type',
      filter: 'exact',
      required: true,
      editable: true,
      width: 120,
      label: { en_us: 'Package type', zh_cn: '包装类型' },
    },
    number('packages', 'Packages declared', '申报件数', { required: true, editable: true, sortable: true }),
    number('grossKg', 'Gross declared (kg)', '申报毛重（kg）', { required: true, editable: true, sortable: true }),
    number('volumeCbm', 'Volume declared (m³)', '申报体积（m³）', { required: true, editable: true }),
    number('lengthCm', 'Length declared (cm)', '申报长（cm）', { editable: true }),
    number('widthCm', 'Width declared (cm)', '申报宽（cm）', { editable: true }),
    number('heightCm', 'Height declared (cm)', '申报高（cm）', { editable: true }),
    number('actualPackages', 'Packages measured', '实收件数', { editable: true }),
    number('actualGrossKg', 'Gross measured (kg)', '实测毛重（kg）', { editable: true }),
    number('actualVolumeCbm', 'Volume measured (m³)', '实测体积（m³）', { editable: true }),
    number('actualLengthCm', 'Length measured (cm)', '实测长（cm）', { editable: true }),
    number('actualWidthCm', 'Width measured (cm)', '实测宽（cm）', { editable: true }),
    number('actualHeightCm', 'Height measured (cm)', '实测高（cm）', { editable: true }),
    {
      name: 'damageStatus',
      type: 'enum',
      dict: 'packing_damage',
      filter: 'exact',
      editable: true,
      width: 100,
      label: { en_us: 'Damage', zh_cn: '破损状态' },
      tone: PACKING_TONES.damageStatus,
    },
    number('damagedCount', 'Packages damaged', '破损件数', { editable: true }),
    {
      name: 'remarks',
      type: 'text',
      filter: 'fuzzy',
      editable: true,
      maxLength: 100,
      width: 220,
      label: { en_us: 'Warehouse remarks', zh_cn: '仓库备注' },
    },
    number('packagesDiff', 'Packages difference', '件数差异', { tone: PACKING_TONES.packagesDiff }),
    number('grossDiffKg', 'Gross difference (kg)', '毛重差异（kg）', { width: 130, tone: PACKING_TONES.grossDiffKg }),
    number('volumeDiffCbm', 'Volume difference (m³)', '体积差异（m³）', {
      width: 130,
      tone: PACKING_TONES.volumeDiffCbm,
    }),
    {
      name: 'hasDifferences',
      type: 'boolean',
      filter: 'exact',
      width: 120,
      label: { en_us: 'With differences', zh_cn: '存在差异' },
      tone: PACKING_TONES.hasDifferences,
    },
    number('volumeWeightKg', 'Volume weight (kg)', '体积重（kg）', { width: 130 }),
    number('chargeableKg', 'Chargeable weight (kg)', '计费重（kg）', { width: 140, sortable: true }),
    number('measuredBy', 'Measured by (user no.)', '测量人编号', { width: 100 }),
    {
      name: 'measuredByName',
      type: 'text',
      width: 140,
      label: { en_us: 'Measured by', zh_cn: '测量人' },
    },
    {
      name: 'measuredAt',
      type: 'datetime',
      sortable: true,
      filter: 'range',
      width: 170,
      label: { en_us: 'Measured at', zh_cn: '测量时间' },
    },
    ...shipmentContextFields,
  ],
  createSchema: packingCreateSchema,
  updateSchema: packingUpdateSchema,
});

const declaredColumns = ['packageType', 'packages', 'grossKg', 'volumeCbm', 'lengthCm', 'widthCm', 'heightCm'];

export const PACKING_PAGES: readonly PageDef[] = [
  definePage({
    url: 'packingList',
    group: 'bookings',
    screen: 'list',
    resource: 'cargoPacking',
    title: { en_us: 'Packing list (sea)', zh_cn: '装箱单（海运）' },
    fixed: { transport: 'sea' },
    columns: ['shipmentNo', 'mode', ...declaredColumns, 'etd', 'companyName'],
    filters: ['shipmentNo', 'mode', 'packageType', 'etd', 'companyName', 'branchId'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: [
      { key: 'create', kind: 'create' },
      { key: 'edit', kind: 'edit' },
      { key: 'export', kind: 'export' },
    ],
    roles: CARGO_ROLES,
  }),
  definePage({
    url: 'airPackingData',
    group: 'bookings',
    screen: 'list',
    resource: 'cargoPacking',
    title: { en_us: 'Air packing data', zh_cn: '空运包装数据' },
    fixed: { transport: 'air' },
    columns: ['shipmentNo', ...declaredColumns, 'volumeWeightKg', 'chargeableKg', 'etd', 'companyName'],
    filters: ['shipmentNo', 'packageType', 'etd', 'companyName', 'branchId'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: [
      { key: 'create', kind: 'create' },
      { key: 'edit', kind: 'edit' },
      { key: 'export', kind: 'export' },
    ],
    roles: CARGO_ROLES,
  }),
  definePage({
    url: 'actualPacking',
    group: 'bookings',
    screen: 'list',
    resource: 'cargoPacking',
    title: { en_us: 'Actual packing', zh_cn: '实际包装' },
    columns: [
      'shipmentNo',
      'transport',
      'packages',
      'actualPackages',
      'packagesDiff',
      'grossKg',
      'actualGrossKg',
      'grossDiffKg',
      'volumeCbm',
      'actualVolumeCbm',
      'volumeDiffCbm',
      'damageStatus',
      'damagedCount',
      'hasDifferences',
      'measuredAt',
    ],
    filters: ['hasDifferences', 'shipmentNo', 'transport', 'damageStatus', 'measuredAt', 'etd', 'branchId'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    actions: [
      { key: 'edit', kind: 'edit', label: { en_us: 'Record measurement', zh_cn: '录入实测' } },
      { key: 'export', kind: 'export' },
    ],
    roles: CARGO_ROLES,
  }),
];
