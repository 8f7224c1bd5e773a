import { dgLineResource, reeferResource } from '@tidemark/domain/ops/cargo/dangerous-goods';
import { packingResource } from '@tidemark/domain/ops/cargo/packing';
import {
  AIR_VOLUME_DIVISOR_CM3_PER_KG,
  damageProblem,
  declaredCargoKg,
  isReeferType,
  PACKING_TOLERANCE,
  packingGroupProblem,
  transportOf,
  VGM_CUTOFF_HOURS,
  ventilationProblem,
  vgmProblems,
} from '@tidemark/domain/ops/cargo/rules';
import { vgmResource } from '@tidemark/domain/ops/cargo/vgm';
import type { ServerResource, WriteContext } from '../../../engine/resource';
import type { FieldIssue } from '../../../engine/sql';
import { AppError } from '../../../http/errors';
import {
  containerOf,
  fieldError,
  fieldErrors,
  merged,
  numberOf,
  SHIPMENT_COLUMNS,
  SHIPMENT_JOIN,
  SHIPMENT_SCOPE,
  staffOnly,
  type Values,
  visibleShipment,
  withoutNumbers,
} from './records';

/** The VGM cut-off of a shipment row (alias s): its ETD less the hours the carrier wants it before. */
const CUTOFF_SQL = `(s.etd - interval '${VGM_CUTOFF_HOURS} hours')`;

/**
 * Containers (alias `container`) of shipments (alias `shipment`) whose VGM was not filed before
 * the cut-off while the vessel has not sailed: the cut-off has passed and no declaration came in
 * by then. The work bench counts and lists them; the domain's vgmMissedCutoff is the same rule.
 */
export const vgmMissedCutoffSql = (container = 'k', shipment = 's'): string =>
  `(${shipment}.atd IS NULL AND now() >= ${shipment}.etd - interval '${VGM_CUTOFF_HOURS} hours'
    AND NOT EXISTS (SELECT 1 FROM cargo_vgm v WHERE v.container_id = ${container}.id
                     AND v.submitted_at <= ${shipment}.etd - interval '${VGM_CUTOFF_HOURS} hours'))`;

// Dangerous goods ---------------------------------------------------------------------------------------

const checkDgGroup = (values: Values) => {
  const problem = packingGroupProblem(String(values.imoClass ?? ''), values.packingGroup as string | null);
  if (problem) throw fieldError('packingGroup', problem);
};

export const dgLineServerResource: ServerResource = {
  def: dgLineResource,
  table: 'cargo_dg_lines',
  from: `cargo_dg_lines t ${SHIPMENT_JOIN}`,
  columns: SHIPMENT_COLUMNS,
  scope: 'branch',
  scopeColumns: SHIPMENT_SCOPE,
  rules: {
    beforeCreate: async (ctx, values) => {
      staffOnly(ctx);
      const shipment = await visibleShipment(ctx, values.shipmentNo);
      checkDgGroup(values);
      return { ...withoutNumbers(values), shipmentId: shipment.id };
    },
    beforeUpdate: async (ctx, before, values) => {
      staffOnly(ctx);
      checkDgGroup(merged(before, values));
      return values;
    },
    // Once the vessel or flight has left, the line is on the carrier's manifest: it stays.
    beforeDelete: async (ctx, before) => {
      staffOnly(ctx);
      const sailed = await ctx.query<{ atd: string | null }>(
        'SELECT s.atd FROM cargo_dg_lines d JOIN shipments s ON s.id = d.shipment_id WHERE d.id = $1',
        [before.id],
      );
      if (sailed[0]?.atd) throw new AppError(400, 'ops.cargo.errors.dgSailed');
    },
  },
};

// Reefer -----------------------------------------------------------------------------------------------

/** Closing the vents clears the opening; open vents need one in range. */
const settleVentilation = (all: Values, values: Values): Values => {
  if (all.ventilation === 'closed' && values.ventilationCbmH === undefined) {
    return { ...values, ventilationCbmH: null };
  }
  const problem = ventilationProblem(String(all.ventilation), numberOf(all.ventilationCbmH));
  if (problem) throw fieldError('ventilationCbmH', problem);
  return values;
};

export const reeferServerResource: ServerResource = {
  def: reeferResource,
  table: 'cargo_reefers',
  from: `cargo_reefers t JOIN containers k ON k.id = t.container_id ${SHIPMENT_JOIN}`,
  columns: { ...SHIPMENT_COLUMNS, containerNo: 'k.container_no', isoType: 'k.iso_type' },
  scope: 'branch',
  scopeColumns: SHIPMENT_SCOPE,
  rules: {
    beforeCreate: async (ctx, values) => {
      staffOnly(ctx);
      const shipment = await visibleShipment(ctx, values.shipmentNo);
      const container = await containerOf(ctx, shipment.id, values.containerNo);
      if (!isReeferType(container.isoType)) {
        throw fieldError('containerNo', 'ops.cargo.errors.notReefer', {
          containerNo: container.containerNo,
          isoType: container.isoType,
        });
      }
      const taken = await ctx.query('SELECT 1 FROM cargo_reefers WHERE container_id = $1', [container.id]);
      if (taken.length > 0) {
        throw fieldError('containerNo', 'ops.cargo.errors.reeferExists', { containerNo: container.containerNo });
      }
      return { ...withoutNumbers(values), shipmentId: shipment.id, containerId: container.id };
    },
    beforeUpdate: async (ctx, before, values) => {
      staffOnly(ctx);
      return settleVentilation(merged(before, values), values);
    },
  },
};

// VGM ------------------------------------------------------------------------------------------------------

type VgmContainer = { containerNo: string; isoType: string; grossKg: number | null };

/** The declared cargo of the container and the VGM's totals against it; every problem on its field. */
const checkVgm = (all: Values, container: VgmContainer, shipment: { grossKg: number; containerCount: number }) => {
  const issues: Record<string, FieldIssue> = {};
  if (all.containerType !== container.isoType) {
    issues.containerType = {
      key: 'ops.cargo.errors.typeMismatch',
      params: { containerNo: container.containerNo, isoType: container.isoType },
    };
  }
  const declared = declaredCargoKg(container.grossKg, shipment.grossKg, shipment.containerCount);
  const problems = vgmProblems(
    {
      method: String(all.method),
      tareKg: numberOf(all.tareKg) ?? 0,
      vgmKg: numberOf(all.vgmKg) ?? 0,
      cargoKg: numberOf(all.cargoKg),
    },
    declared,
  );
  for (const p of problems) {
    if (!issues[p.field]) issues[p.field] = p.params ? { key: p.key, params: p.params } : { key: p.key };
  }
  if (Object.keys(issues).length > 0) throw fieldErrors(issues);
};

/** The core keeps the container's VGM and seal, which tracking's container check reads. */
const mirrorToContainer = async (ctx: WriteContext, containerId: number, all: Values) => {
  await ctx.query('UPDATE containers SET vgm_kg = $2, seal_no = $3 WHERE id = $1', [
    containerId,
    numberOf(all.vgmKg),
    all.sealNo,
  ]);
};

export const vgmServerResource: ServerResource = {
  def: vgmResource,
  table: 'cargo_vgm',
  from: `cargo_vgm t JOIN containers k ON k.id = t.container_id ${SHIPMENT_JOIN}
    LEFT JOIN users u ON u.id = t.submitted_by`,
  columns: {
    ...SHIPMENT_COLUMNS,
    containerNo: 'k.container_no',
    declaredCargoKg: `round(COALESCE(k.gross_kg, s.gross_weight_kg
      / GREATEST((SELECT count(*) FROM containers k2 WHERE k2.shipment_id = s.id), 1)), 3)`,
    submittedByName: 'u.display_name',
    cutoffAt: CUTOFF_SQL,
    filedLate: `(t.submitted_at > ${CUTOFF_SQL})`,
  },
  scope: 'branch',
  scopeColumns: SHIPMENT_SCOPE,
  rules: {
    beforeCreate: async (ctx, values) => {
      staffOnly(ctx);
      const shipment = await visibleShipment(ctx, values.shipmentNo);
      const container = await containerOf(ctx, shipment.id, values.containerNo);
      const taken = await ctx.query('SELECT 1 FROM cargo_vgm WHERE container_id = $1', [container.id]);
      if (taken.length > 0) {
        throw fieldError('containerNo', 'ops.cargo.errors.vgmExists', { containerNo: container.containerNo });
      }
      const all: Values = { cargoKg: null, ...values };
      checkVgm(all, container, shipment);
      await mirrorToContainer(ctx, container.id, all);
      return {
        ...withoutNumbers(values),
        cargoKg: all.method === '2' ? all.cargoKg : null,
        shipmentId: shipment.id,
        containerId: container.id,
        submittedBy: ctx.auth.userId,
        submittedAt: new Date(),
      };
    },
    beforeUpdate: async (ctx, before, values) => {
      staffOnly(ctx);
      const all = merged(before, values);
      const rows = await ctx.query<{ container_no: string; iso_type: string; gross_kg: string | null }>(
        'SELECT container_no, iso_type, gross_kg FROM containers WHERE id = $1',
        [before.containerId],
      );
      const shipment = await ctx.query<{ gross_kg: string; containers: number }>(
        `SELECT gross_weight_kg AS gross_kg,
                (SELECT count(*)::int FROM containers k WHERE k.shipment_id = s.id) AS containers
           FROM shipments s WHERE s.id = $1`,
        [before.shipmentId],
      );
      const container = rows[0];
      const ship = shipment[0];
      if (!container || !ship) throw fieldError('containerNo', 'ops.cargo.errors.containerNotFound');
      checkVgm(
        all,
        { containerNo: container.container_no, isoType: container.iso_type, grossKg: numberOf(container.gross_kg) },
        { grossKg: Number(ship.gross_kg), containerCount: ship.containers },
      );
      await mirrorToContainer(ctx, Number(before.containerId), all);
      // A changed declaration is filed again: who and when are the latest filing's.
      return {
        ...values,
        ...(all.method === '1' ? { cargoKg: null } : {}),
        submittedBy: ctx.auth.userId,
        submittedAt: new Date(),
      };
    },
  },
};

// Packing ------------------------------------------------------------------------------------------------

const tolerance = PACKING_TOLERANCE;
const VOLUME_CM3 = `(CASE WHEN t.length_cm IS NOT NULL AND t.width_cm IS NOT NULL AND t.height_cm IS NOT NULL
  THEN t.length_cm::numeric * t.width_cm * t.height_cm * t.packages ELSE t.volume_cbm * 1000000 END)`;
const VOLUME_WEIGHT = `(${VOLUME_CM3} / ${AIR_VOLUME_DIVISOR_CM3_PER_KG})`;
const side = (name: string) => `COALESCE(abs(t.actual_${name}_cm - t.${name}_cm) > ${tolerance.dimensionCm}, false)`;

/** The domain's packingDifferences in SQL: measured lines only, each figure beyond its tolerance. */
export const HAS_DIFFERENCES_SQL = `(CASE WHEN t.actual_packages IS NULL THEN NULL ELSE (
  t.actual_packages <> t.packages
  OR COALESCE(abs(t.actual_gross_kg - t.gross_kg) > t.gross_kg * ${tolerance.grossShare}, false)
  OR COALESCE(abs(t.actual_volume_cbm - t.volume_cbm) > t.volume_cbm * ${tolerance.volumeShare}, false)
  OR ${side('length')} OR ${side('width')} OR ${side('height')}) END)`;

const MEASURED_FIELDS = [
  'actualPackages',
  'actualGrossKg',
  'actualVolumeCbm',
  'actualLengthCm',
  'actualWidthCm',
  'actualHeightCm',
  'damageStatus',
  'damagedCount',
] as const;

const checkDamage = (all: Values) => {
  const status = all.damageStatus;
  if (status === null || status === undefined) {
    if (numberOf(all.damagedCount)) throw fieldError('damageStatus', 'validation.required');
    return;
  }
  const problem = damageProblem(String(status), numberOf(all.damagedCount), numberOf(all.actualPackages));
  if (problem) throw fieldError('damagedCount', problem);
};

/** A line whose measured figures change records who measured it and when. */
const measurement = (ctx: WriteContext, before: Values | null, values: Values): Values => {
  const same = (a: unknown, b: unknown) => {
    const x = numberOf(a);
    const y = numberOf(b);
    return x !== null && y !== null ? x === y : String(a ?? '') === String(b ?? '');
  };
  const changed = MEASURED_FIELDS.some(
    (f) => values[f] !== undefined && values[f] !== null && !same(values[f], before?.[f]),
  );
  return changed ? { measuredBy: ctx.auth.userId, measuredAt: new Date() } : {};
};

export const packingServerResource: ServerResource = {
  def: packingResource,
  table: 'cargo_packing_lines',
  from: `cargo_packing_lines t ${SHIPMENT_JOIN} LEFT JOIN users u ON u.id = t.measured_by`,
  columns: {
    ...SHIPMENT_COLUMNS,
    packagesDiff: '(t.actual_packages - t.packages)',
    grossDiffKg: '(t.actual_gross_kg - t.gross_kg)',
    volumeDiffCbm: '(t.actual_volume_cbm - t.volume_cbm)',
    hasDifferences: HAS_DIFFERENCES_SQL,
    volumeWeightKg: `round(${VOLUME_WEIGHT}, 2)`,
    chargeableKg: `(ceil(GREATEST(t.gross_kg, ${VOLUME_WEIGHT}) * 2) / 2)`,
    measuredByName: 'u.display_name',
  },
  scope: 'branch',
  scopeColumns: SHIPMENT_SCOPE,
  rules: {
    beforeCreate: async (ctx, values) => {
      staffOnly(ctx);
      const shipment = await visibleShipment(ctx, values.shipmentNo);
      checkDamage(values);
      return {
        ...withoutNumbers(values),
        shipmentId: shipment.id,
        transport: transportOf(shipment.mode),
        ...measurement(ctx, null, values),
      };
    },
    beforeUpdate: async (ctx, before, values) => {
      staffOnly(ctx);
      checkDamage(merged(before, values));
      return { ...values, ...measurement(ctx, before, values) };
    },
  },
};

export const CARGO_SERVER_RESOURCES: readonly ServerResource[] = [
  dgLineServerResource,
  reeferServerResource,
  vgmServerResource,
  packingServerResource,
];
