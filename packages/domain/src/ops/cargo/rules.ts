import { ABSENT_MARKERS, LANDLINE_RE, MOBILE_RE } from '../../common/formats';

/**
 * Cargo rules of the operations desk: dangerous goods, reefer settings, the SOLAS verified gross
 * mass (VGM) and packing declared against packing measured. Pure functions shared by the forms,
 * the server's checks and the demo data; messages are catalog keys under `ops.cargo.errors`.
 */

// Dangerous goods ---------------------------------------------------------------------------------

/** UN numbers as the IMDG Code writes them: "UN" and four digits (UN0004 to UN3548 today). */
export const UN_NUMBER_RE = /^UN\d{4}$/;

/** A UN number typed with a space, a hyphen or lower case ("un 1263") in the form the code writes. */
export const normaliseUnNumber = (value: string): string => {
  const compact = value.trim().toUpperCase().replace(/[\s-]/g, '');
  return /^\d{4}$/.test(compact) ? `UN${compact}` : compact;
};

/** "UN0000" is no substance: the list starts at UN0004. */
export const isValidUnNumber = (value: string): boolean => UN_NUMBER_RE.test(value) && Number(value.slice(2)) >= 4;

/** The IMDG hazard classes with their divisions, 1.1 explosives to 9 miscellaneous. */
export const IMO_CLASSES = [
  '1.1',
  '1.2',
  '1.3',
  '1.4',
  '1.5',
  '1.6',
  '2.1',
  '2.2',
  '2.3',
  '3',
  '4.1',
  '4.2',
  '4.3',
  '5.1',
  '5.2',
  '6.1',
  '6.2',
  '7',
  '8',
  '9',
] as const;
export type ImoClass = (typeof IMO_CLASSES)[number];

export const PACKING_GROUPS = ['I', 'II', 'III'] as const;
export type PackingGroup = (typeof PACKING_GROUPS)[number];

/**
 * Whether a class takes a packing group: explosives, gases and radioactive material never do;
 * flammable liquids and solids, oxidisers, toxic and corrosive substances always do; organic
 * peroxides, infectious substances and class 9 depend on the entry, so either is accepted.
 */
export const packingGroupRule = (imoClass: string): 'required' | 'forbidden' | 'optional' => {
  const main = imoClass.split('.')[0];
  if (main === '1' || main === '2' || main === '7') return 'forbidden';
  if (imoClass === '5.2' || imoClass === '6.2' || imoClass === '9') return 'optional';
  return 'required';
};

/** The packing-group problem of a DG line, as a catalog key, or null. */
export const packingGroupProblem = (imoClass: string, packingGroup: string | null | undefined): string | null => {
  const rule = packingGroupRule(imoClass);
  const given = packingGroup !== null && packingGroup !== undefined && packingGroup !== '';
  if (rule === 'required' && !given) return 'ops.cargo.errors.packingGroupRequired';
  if (rule === 'forbidden' && given) return 'ops.cargo.errors.packingGroupNotAllowed';
  return null;
};

/** SPEC §5 phone rules for the 24-hour emergency contact: a mobile or a landline number. */
export const isEmergencyPhone = (value: string): boolean => MOBILE_RE.test(value) || LANDLINE_RE.test(value);

// Reefer --------------------------------------------------------------------------------------------

export const REEFER_TEMPERATURE_MIN_C = -40;
export const REEFER_TEMPERATURE_MAX_C = 30;
export const REEFER_VENTILATION_MAX_CBM_H = 250;
export const REEFER_HUMIDITY_MIN_PCT = 0;
export const REEFER_HUMIDITY_MAX_PCT = 100;

/** A set point from -40.0 to +30.0 °C with at most one decimal. */
export const isReeferTemperature = (value: number): boolean =>
  Number.isFinite(value) &&
  value >= REEFER_TEMPERATURE_MIN_C &&
  value <= REEFER_TEMPERATURE_MAX_C &&
  Math.abs(Math.round(value * 10) - value * 10) < 1e-9;

export const VENTILATION_MODES = ['closed', 'open'] as const;
export type VentilationMode = (typeof VENTILATION_MODES)[number];

/** The ventilation problem of a reefer setting, as a catalog key, or null: open vents need 0 to 250 m³/h. */
export const ventilationProblem = (mode: string, cbmPerHour: number | null | undefined): string | null => {
  if (mode === 'closed') return cbmPerHour === null || cbmPerHour === undefined ? null : 'ops.cargo.errors.ventClosed';
  if (cbmPerHour === null || cbmPerHour === undefined) return 'ops.cargo.errors.ventRequired';
  return Number.isInteger(cbmPerHour) && cbmPerHour >= 0 && cbmPerHour <= REEFER_VENTILATION_MAX_CBM_H
    ? null
    : 'ops.cargo.errors.ventRange';
};

/** A reefer container by its ISO 6346 size-type code: the type group letter R (45R1, 22R1). */
export const isReeferType = (isoType: string): boolean => /^[0-9A-Z]{2}R[0-9A-Z]$/.test(isoType);

// VGM -----------------------------------------------------------------------------------------------

/** SOLAS VI/2 methods: 1 weighs the packed container, 2 adds the weighed cargo to the tare. */
export const VGM_METHODS = ['1', '2'] as const;
export type VgmMethod = (typeof VGM_METHODS)[number];

/** ISO 6346 size-type codes of the containers we book, by length, height and type group. */
export const CONTAINER_SIZE_TYPES = [
  '22G1',
  '22R1',
  '22U1',
  '22P1',
  '22T1',
  '42G1',
  '42R1',
  '42U1',
  '45G1',
  '45R1',
  '45U1',
  'L5G1',
] as const;

/**
 * A VGM may fall short of the tare plus the declared cargo by at most this share of that sum
 * (scales and declarations differ a little); anything lighter means cargo left out or a wrong
 * container, and is refused.
 */
export const VGM_TOLERANCE = 0.05;
/** Method 2 adds figures: the VGM must be their sum, within rounding to the kilogram. */
export const VGM_METHOD2_TOLERANCE_KG = 1;
/** Tare of the containers we handle, in kg: from a light 20' to a heavy 45' reefer. */
export const TARE_MIN_KG = 1_000;
export const TARE_MAX_KG = 6_000;
/** The heaviest packed container any ISO size accepts. */
export const VGM_MAX_KG = 36_000;
/** The VGM is due at the carrier this long before the ETD (the VGM cut-off). */
export const VGM_CUTOFF_HOURS = 24;

/** SPEC §5: a seal number, or NONE or N/M when there is none. */
export const SEAL_RE = /^[A-Z0-9][A-Z0-9-]{3,19}$/;
export const isSeal = (value: string): boolean =>
  (ABSENT_MARKERS as readonly string[]).includes(value) || SEAL_RE.test(value);

/**
 * The cargo gross weight declared for one container: its own figure when the container has one,
 * else the shipment's gross spread evenly over its containers.
 */
export const declaredCargoKg = (
  containerGrossKg: number | null,
  shipmentGrossKg: number,
  containerCount: number,
): number => (containerGrossKg !== null ? containerGrossKg : shipmentGrossKg / Math.max(containerCount, 1));

export type VgmInput = { method: string; tareKg: number; vgmKg: number; cargoKg: number | null };

/** One refused VGM figure: the field it lands on, its catalog key and the numbers the message shows. */
export type VgmProblem = { field: 'vgmKg' | 'cargoKg'; key: string; params?: Record<string, number> };

/** The least VGM accepted for a container: tare plus declared cargo, less the tolerance. */
export const vgmMinimumKg = (tareKg: number, declaredKg: number): number =>
  Math.floor((tareKg + declaredKg) * (1 - VGM_TOLERANCE));

/**
 * The totals of a VGM against the container's tare and the cargo declared for it. Method 2 needs
 * the weighed cargo and a VGM that is tare plus cargo; either method must reach the declared
 * minimum and stay within the heaviest container.
 */
export const vgmProblems = (vgm: VgmInput, declaredKg: number): VgmProblem[] => {
  const problems: VgmProblem[] = [];
  if (vgm.method === '2') {
    if (vgm.cargoKg === null) problems.push({ field: 'cargoKg', key: 'ops.cargo.errors.cargoRequired' });
    else {
      const sum = Math.round(vgm.tareKg + vgm.cargoKg);
      if (Math.abs(vgm.vgmKg - sum) > VGM_METHOD2_TOLERANCE_KG) {
        problems.push({ field: 'vgmKg', key: 'ops.cargo.errors.vgmNotSum', params: { sum } });
      }
    }
  }
  const min = vgmMinimumKg(vgm.tareKg, declaredKg);
  if (vgm.vgmKg < min) problems.push({ field: 'vgmKg', key: 'ops.cargo.errors.vgmBelowDeclared', params: { min } });
  if (vgm.vgmKg > VGM_MAX_KG)
    problems.push({ field: 'vgmKg', key: 'ops.cargo.errors.vgmTooHeavy', params: { max: VGM_MAX_KG } });
  return problems;
};

/** The VGM cut-off of a sailing: ETD less VGM_CUTOFF_HOURS. */
export const vgmCutoff = (etd: Date): Date => new Date(etd.getTime() - VGM_CUTOFF_HOURS * 3_600_000);

/**
 * A container whose VGM was not filed before the cut-off, while its vessel has not sailed: the
 * cut-off has passed and no VGM came in by then (none at all, or a late one).
 */
export const vgmMissedCutoff = (
  c: { etd: Date; atd: Date | null; vgmSubmittedAt: Date | null },
  now: Date,
): boolean => {
  const cutoff = vgmCutoff(c.etd);
  if (c.atd !== null || now.getTime() < cutoff.getTime()) return false;
  return c.vgmSubmittedAt === null || c.vgmSubmittedAt.getTime() > cutoff.getTime();
};

// Packing -------------------------------------------------------------------------------------------

/** Air freight's volume weight: one kilogram per 6,000 cm³. */
export const AIR_VOLUME_DIVISOR_CM3_PER_KG = 6_000;

/**
 * The weight an airline charges: the gross or the volume weight, whichever is more, rounded up to
 * the next half kilogram. The volume comes from the dimensions of the pieces when they are all
 * known, else from the declared volume in cubic metres.
 */
export const chargeableWeightKg = (p: {
  grossKg: number;
  volumeCbm: number | null;
  packages: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}): number => {
  const fromDimensions =
    p.lengthCm !== null && p.widthCm !== null && p.heightCm !== null
      ? p.lengthCm * p.widthCm * p.heightCm * p.packages
      : null;
  const cm3 = fromDimensions ?? (p.volumeCbm ?? 0) * 1_000_000;
  const volumeKg = cm3 / AIR_VOLUME_DIVISOR_CM3_PER_KG;
  return Math.ceil(Math.max(p.grossKg, volumeKg) * 2 - 1e-9) / 2;
};

/**
 * How far measured packing may stray from the declaration before it counts as a difference:
 * packages must match, gross weight within 2 %, volume within 3 %, each side within 1 cm.
 */
export const PACKING_TOLERANCE = { grossShare: 0.02, volumeShare: 0.03, dimensionCm: 1 } as const;

export type PackingFigures = {
  packages: number;
  grossKg: number;
  volumeCbm: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
};

export type PackingDifference = 'packages' | 'gross' | 'volume' | 'dimensions';

const beyond = (declared: number, actual: number, share: number) =>
  Math.abs(actual - declared) > Math.abs(declared) * share + 1e-9;

const sideDiffers = (declared: number | null, actual: number | null) =>
  declared !== null && actual !== null && Math.abs(actual - declared) > PACKING_TOLERANCE.dimensionCm;

/** What the measured packing differs in from the declared one, beyond tolerance; none until measured. */
export const packingDifferences = (
  declared: PackingFigures,
  actual: Partial<PackingFigures> | null,
): PackingDifference[] => {
  if (!actual || actual.packages === undefined || actual.packages === null) return [];
  const out: PackingDifference[] = [];
  if (actual.packages !== declared.packages) out.push('packages');
  if (actual.grossKg != null && beyond(declared.grossKg, actual.grossKg, PACKING_TOLERANCE.grossShare))
    out.push('gross');
  if (actual.volumeCbm != null && beyond(declared.volumeCbm, actual.volumeCbm, PACKING_TOLERANCE.volumeShare)) {
    out.push('volume');
  }
  if (
    sideDiffers(declared.lengthCm, actual.lengthCm ?? null) ||
    sideDiffers(declared.widthCm, actual.widthCm ?? null) ||
    sideDiffers(declared.heightCm, actual.heightCm ?? null)
  ) {
    out.push('dimensions');
  }
  return out;
};

export const DAMAGE_STATUSES = ['intact', 'damaged'] as const;
export type DamageStatus = (typeof DAMAGE_STATUSES)[number];

/** The damaged count goes with the status: none for intact cargo, 1 to all packages for damaged. */
export const damageProblem = (status: string, damagedCount: number | null, packages: number | null): string | null => {
  if (status === 'intact') return damagedCount ? 'ops.cargo.errors.damageIntact' : null;
  if (!damagedCount || damagedCount < 1) return 'ops.cargo.errors.damageCountRequired';
  if (packages !== null && damagedCount > packages) return 'ops.cargo.errors.damageCountTooMany';
  return null;
};

export const CARGO_TRANSPORTS = ['sea', 'air', 'land'] as const;
export type CargoTransport = (typeof CARGO_TRANSPORTS)[number];

/** Which packing page a shipment's lines belong on, by the shipment's mode. */
export const transportOf = (mode: string): CargoTransport =>
  mode === 'FCL' || mode === 'LCL' ? 'sea' : mode === 'AIR' ? 'air' : 'land';
