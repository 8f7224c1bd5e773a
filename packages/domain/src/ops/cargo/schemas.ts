import { z } from 'zod';
import { isValidContainerNumber } from '../../reference/container-number';
import { CARGO_PACKAGE_TYPES } from './dictionaries';
import {
  CONTAINER_SIZE_TYPES,
  DAMAGE_STATUSES,
  damageProblem,
  IMO_CLASSES,
  isEmergencyPhone,
  isReeferTemperature,
  isSeal,
  isValidUnNumber,
  normaliseUnNumber,
  PACKING_GROUPS,
  packingGroupProblem,
  REEFER_HUMIDITY_MAX_PCT,
  REEFER_HUMIDITY_MIN_PCT,
  TARE_MAX_KG,
  TARE_MIN_KG,
  VENTILATION_MODES,
  VGM_MAX_KG,
  VGM_METHODS,
  ventilationProblem,
} from './rules';

/**
 * The form schemas of the cargo records, shared by the record forms and the server. Form values
 * arrive as text: blank means "no value". Checks that need another record (the shipment, the
 * container, the declared cargo) are the server's (apps/server/src/modules/ops/cargo).
 */

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;
const toNumber = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : v);

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });
const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, { error: 'validation.tooLong' }).nullable());

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') });
const optionalOneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, z.enum(values, { error: 'validation.invalid' }).nullable());

/** A number in a range, integral when asked; the message names the range. */
const numberIn = (min: number, max: number, key: string, integer = true) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.number') })
      .refine((n) => Number.isFinite(n) && n >= min && n <= max && (!integer || Number.isInteger(n)), { error: key }),
  );
const optionalNumberIn = (min: number, max: number, key: string, integer = true) =>
  z.preprocess((v) => toNumber(blankToNull(v)), numberIn(min, max, key, integer).nullable());

export const shipmentNoSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'validation.required' })
  .max(30, { error: 'validation.tooLong' });

export const containerNoSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .refine(isValidContainerNumber, { error: 'validation.containerNumber' });

// Dangerous goods -------------------------------------------------------------------------------------

const dgShape = {
  unNumber: z
    .string({ error: 'validation.required' })
    .transform(normaliseUnNumber)
    .refine(isValidUnNumber, { error: 'ops.cargo.errors.unNumber' }),
  imoClass: oneOf(IMO_CLASSES),
  packingGroup: optionalOneOf(PACKING_GROUPS),
  properShippingName: requiredText(200).transform((s) => s.toUpperCase()),
  emergencyContact: requiredText(50),
  emergencyPhone: requiredText(20).refine(isEmergencyPhone, { error: 'ops.cargo.errors.emergencyPhone' }),
};

/** Whether the packing group fits the class, on the packing group's field. */
const checkPackingGroup = (
  v: { imoClass?: string | undefined; packingGroup?: string | null | undefined },
  ctx: z.RefinementCtx,
) => {
  if (v.imoClass === undefined) return;
  const problem = packingGroupProblem(v.imoClass, v.packingGroup);
  if (problem) ctx.addIssue({ code: 'custom', path: ['packingGroup'], message: problem, input: v.packingGroup });
};

export const dgCreateSchema = z.object({ shipmentNo: shipmentNoSchema, ...dgShape }).superRefine(checkPackingGroup);
/** The shipment of a line is fixed once made; the server checks the class and group together. */
export const dgUpdateSchema = z.object(dgShape).partial();

// Reefer -------------------------------------------------------------------------------------------------

const reeferShape = {
  setTempC: z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.number') })
      .refine(isReeferTemperature, { error: 'ops.cargo.errors.temperature' }),
  ),
  ventilation: oneOf(VENTILATION_MODES),
  ventilationCbmH: z.preprocess((v) => toNumber(blankToNull(v)), z.number({ error: 'validation.number' }).nullable()),
  humidityPct: optionalNumberIn(REEFER_HUMIDITY_MIN_PCT, REEFER_HUMIDITY_MAX_PCT, 'ops.cargo.errors.humidity'),
};

const checkVentilation = (
  v: { ventilation?: string | undefined; ventilationCbmH?: number | null | undefined },
  ctx: z.RefinementCtx,
) => {
  if (v.ventilation === undefined) return;
  const problem = ventilationProblem(v.ventilation, v.ventilationCbmH);
  if (problem) ctx.addIssue({ code: 'custom', path: ['ventilationCbmH'], message: problem, input: v.ventilationCbmH });
};

export const reeferCreateSchema = z
  .object({ shipmentNo: shipmentNoSchema, containerNo: containerNoSchema, ...reeferShape })
  .superRefine(checkVentilation);
export const reeferUpdateSchema = z.object(reeferShape).partial();

/** A calendar date later than tomorrow in UTC: a day ahead anywhere on earth, so never a weighing done. */
export const isFutureDate = (date: string, now: Date = new Date()): boolean => {
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  return date > tomorrow;
};

// VGM ------------------------------------------------------------------------------------------------------

const vgmShape = {
  sealNo: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'validation.required' })
    .refine(isSeal, { error: 'ops.cargo.errors.seal' }),
  containerType: oneOf(CONTAINER_SIZE_TYPES),
  method: oneOf(VGM_METHODS),
  tareKg: numberIn(TARE_MIN_KG, TARE_MAX_KG, 'ops.cargo.errors.tareRange'),
  cargoKg: optionalNumberIn(1, VGM_MAX_KG, 'ops.cargo.errors.cargoRange', false),
  vgmKg: numberIn(1, VGM_MAX_KG, 'ops.cargo.errors.vgmRange'),
  signatory: requiredText(50),
  weighedOn: z.iso
    .date({ error: 'validation.invalid' })
    .refine((d) => !isFutureDate(d), { error: 'ops.cargo.errors.weighedFuture' }),
};

export const vgmCreateSchema = z.object({ shipmentNo: shipmentNoSchema, containerNo: containerNoSchema, ...vgmShape });
export const vgmUpdateSchema = z.object(vgmShape).partial();

// Packing ----------------------------------------------------------------------------------------------------

const DIMENSION_MAX_CM = 2_000;
const dimension = optionalNumberIn(1, DIMENSION_MAX_CM, 'ops.cargo.errors.dimension');

const packingShape = {
  packageType: oneOf(CARGO_PACKAGE_TYPES),
  packages: numberIn(1, 1_000_000, 'ops.cargo.errors.packages'),
  grossKg: numberIn(0.001, 1_000_000, 'ops.cargo.errors.weight', false),
  volumeCbm: numberIn(0.001, 10_000, 'ops.cargo.errors.volume', false),
  lengthCm: dimension,
  widthCm: dimension,
  heightCm: dimension,
  actualPackages: optionalNumberIn(0, 1_000_000, 'ops.cargo.errors.packages'),
  actualGrossKg: optionalNumberIn(0.001, 1_000_000, 'ops.cargo.errors.weight', false),
  actualVolumeCbm: optionalNumberIn(0.001, 10_000, 'ops.cargo.errors.volume', false),
  actualLengthCm: dimension,
  actualWidthCm: dimension,
  actualHeightCm: dimension,
  damageStatus: optionalOneOf(DAMAGE_STATUSES),
  damagedCount: optionalNumberIn(0, 1_000_000, 'ops.cargo.errors.packages'),
  remarks: optionalText(100),
};

/** Damage is recorded with the measurement: a status and, for damaged cargo, how many packages. */
export const checkDamage = (
  v: {
    damageStatus?: string | null | undefined;
    damagedCount?: number | null | undefined;
    actualPackages?: number | null | undefined;
  },
  ctx: z.RefinementCtx,
) => {
  if (v.damageStatus === undefined || v.damageStatus === null) {
    if (v.damagedCount) {
      ctx.addIssue({ code: 'custom', path: ['damageStatus'], message: 'validation.required', input: null });
    }
    return;
  }
  const problem = damageProblem(v.damageStatus, v.damagedCount ?? null, v.actualPackages ?? null);
  if (problem) ctx.addIssue({ code: 'custom', path: ['damagedCount'], message: problem, input: v.damagedCount });
};

export const packingCreateSchema = z.object({ shipmentNo: shipmentNoSchema, ...packingShape }).superRefine(checkDamage);
export const packingUpdateSchema = z.object(packingShape).partial();
