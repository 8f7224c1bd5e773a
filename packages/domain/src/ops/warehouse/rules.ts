import { z } from 'zod';

/**
 * The warehouse desk's rules, shared by the forms and the server: receipts against a booking,
 * split cargo, the weigh and check steps and their required fields (SPEC §5), at most four
 * photos per receipt (SPEC §5, §9), barcode and scanner settings and the network camera's
 * settings and error codes (SPEC §8, §9).
 */

export const RECEIPT_STATUSES = ['received', 'weighed', 'checked', 'stored', 'released'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
export const DAMAGE_STATUSES = ['intact', 'minor', 'major'] as const;
export const WAREHOUSE_PACKAGE_TYPES = ['CTN', 'PLT', 'PKG', 'CRT', 'BAG', 'DRM'] as const;
export const ORDER_STATUSES = ['open', 'released', 'cancelled'] as const;
export const PREPLAN_STATUSES = ['planned', 'received', 'cancelled'] as const;

export const CAMERA_PROTOCOLS = ['TCP', 'UDP'] as const;
export const CAMERA_CAPTURE_FORMATS = ['JPEG', 'BMP'] as const;
export const CAMERA_RECORD_SIZES = ['256M', '512M', '1G'] as const;
/** SPEC §8: the network camera's error codes; 2001 (repeat login) counts as success. */
export const CAMERA_ERROR_CODES = [
  '1000',
  '1001',
  '1002',
  '2000',
  '2001',
  '2002',
  '3000',
  '3001',
  '3002',
  '3003',
  '3004',
  '5000',
] as const;
export type CameraErrorCode = (typeof CAMERA_ERROR_CODES)[number];
export const cameraErrorKey = (code: CameraErrorCode): string => `enums.camera_error.${code}`;
export const isCameraSuccess = (code: CameraErrorCode | null): boolean => code === null || code === '2001';

/** SPEC §9: barcode label defaults. */
export const BARCODE = { width: 3, height: 72, fontSize: 24 } as const;
/** SPEC §9: the serial barcode scanner: 9600 baud, a code ends at carriage return. */
export const SCANNER = { baudRate: 9600, terminator: '\r' } as const;
/** SPEC §9: network camera defaults and limits. */
export const CAMERA = { port: 80, loginTimeoutMs: 3000, maxRetries: 3 } as const;

/** SPEC §5, §9: at most four photos per record; each a JPEG or PNG of at most 2 MB. */
export const PHOTO_MAX = 4;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

/** The image type read from the bytes themselves, whatever the upload claims; null for anything else. */
export const sniffPhoto = (bytes: Uint8Array): PhotoType | null => {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
};

type FieldKeys = Record<string, string>;

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const num = (v: unknown): number | null => {
  if (blank(v)) return null;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isFinite(n) ? n : null;
};

/** SPEC §5: the CY / warehouse location cannot be empty. */
export const LOCATION_REQUIRED = 'ops.warehouse.errors.locationRequired';
export const locationMissing = (location: unknown): boolean => blank(location);

/** SPEC §5: weighing needs the gross weight (more than zero) and who weighed. Answers the fields missing. */
export const weighMissing = (record: Readonly<Record<string, unknown>>): FieldKeys => {
  const out: FieldKeys = {};
  const weight = num(record.grossWeightKg);
  if (weight === null || weight <= 0) out.grossWeightKg = 'ops.warehouse.errors.weighWeight';
  if (blank(record.weighedBy)) out.weighedBy = 'ops.warehouse.errors.weighBy';
  return out;
};

/**
 * SPEC §5: checking needs the packages counted and the damage status; damaged cargo also needs
 * how many packages are damaged (at least one, at most the count).
 */
export const checkMissing = (record: Readonly<Record<string, unknown>>): FieldKeys => {
  const out: FieldKeys = {};
  const counted = num(record.countedPackages);
  if (counted === null || counted < 0 || !Number.isInteger(counted))
    out.countedPackages = 'ops.warehouse.errors.checkCounted';
  const damage = record.damageStatus;
  if (blank(damage)) out.damageStatus = 'ops.warehouse.errors.checkDamage';
  else if (damage !== 'intact') {
    const damaged = num(record.damagedCount);
    if (damaged === null || damaged < 1 || (counted !== null && damaged > counted))
      out.damagedCount = 'ops.warehouse.errors.damagedCount';
  }
  return out;
};

/** One line of a split receipt: where part of the cargo lies and how much of it. */
export type SplitLine = { location: string; packages: number; grossWeightKg: number | null; volumeCbm: number | null };
export type SplitTotals = { packages: number; grossWeightKg: number; volumeCbm: number };

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export const splitTotals = (lines: readonly SplitLine[]): SplitTotals => ({
  packages: lines.reduce((s, l) => s + l.packages, 0),
  grossWeightKg: round3(lines.reduce((s, l) => s + (l.grossWeightKg ?? 0), 0)),
  volumeCbm: round3(lines.reduce((s, l) => s + (l.volumeCbm ?? 0), 0)),
});

export const SPLIT_MAX_LINES = 20;

/**
 * A receipt split into lines: every line has a location and at least one package, the lines hold
 * exactly the receipt's packages, and their weights and volumes add up to no more than the
 * receipt's. Answers field errors by `lines.<i>.<field>` or `lines`, empty when the split holds.
 */
export const splitErrors = (
  receipt: { packages: number; grossWeightKg: number | null; volumeCbm: number | null },
  lines: readonly SplitLine[],
): FieldKeys => {
  const out: FieldKeys = {};
  if (lines.length === 0) out.lines = 'ops.warehouse.errors.splitEmpty';
  if (lines.length > SPLIT_MAX_LINES) out.lines = 'ops.warehouse.errors.splitTooMany';
  lines.forEach((l, i) => {
    if (locationMissing(l.location)) out[`lines.${i}.location`] = LOCATION_REQUIRED;
    if (!Number.isInteger(l.packages) || l.packages < 1)
      out[`lines.${i}.packages`] = 'ops.warehouse.errors.linePackages';
  });
  if (Object.keys(out).length > 0) return out;
  const totals = splitTotals(lines);
  if (totals.packages !== receipt.packages) out.lines = 'ops.warehouse.errors.splitPackages';
  else if (receipt.grossWeightKg !== null && totals.grossWeightKg > round3(receipt.grossWeightKg))
    out.lines = 'ops.warehouse.errors.splitWeight';
  else if (receipt.volumeCbm !== null && totals.volumeCbm > round3(receipt.volumeCbm))
    out.lines = 'ops.warehouse.errors.splitVolume';
  return out;
};

const blankToNull = (v: unknown) => (blank(v) ? null : v);
const toNumber = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : v);
const requiredText = (max: number, key = 'validation.required') =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'validation.tooLong' });
const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, { error: 'validation.tooLong' }).nullable()).optional();
const count = (required: boolean) => {
  const n = z.preprocess(
    (v) => toNumber(blankToNull(v)),
    z.number({ error: required ? 'validation.required' : 'validation.number' }).int({ error: 'validation.number' }),
  );
  return required
    ? n.pipe(z.number().min(1, { error: 'ops.warehouse.errors.linePackages' }).max(999_999))
    : z.preprocess((v) => toNumber(blankToNull(v)), z.number().int().min(0).max(999_999).nullable()).optional();
};
const measure = z
  .preprocess(
    (v) => toNumber(blankToNull(v)),
    z.number({ error: 'validation.number' }).min(0, { error: 'validation.number' }).max(9_999_999).nullable(),
  )
  .optional();
const dateTime = z
  .preprocess(blankToNull, z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable())
  .optional();
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, z.enum(values, { error: 'validation.invalid' }).nullable()).optional();

/** Booking numbers and house bills as the lookup and the scanner send them. */
export const bookingRefSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .min(1, { error: 'validation.required' })
  .max(40, { error: 'validation.tooLong' });

const receiptFields = {
  location: requiredText(40, LOCATION_REQUIRED),
  warehouseCode: optionalText(20),
  packageType: oneOf(WAREHOUSE_PACKAGE_TYPES),
  grossWeightKg: measure,
  volumeCbm: measure,
  lengthCm: measure,
  widthCm: measure,
  heightCm: measure,
  damageStatus: oneOf(DAMAGE_STATUSES),
  damagedCount: count(false),
  countedPackages: count(false),
  weighedBy: optionalText(50),
  inTime: dateTime,
  outTime: dateTime,
  remarks: optionalText(100),
};

/** A receipt is received against a booking (its number or house bill) at a location, with its packages. */
export const receiptCreateSchema = z.object({
  bookingNo: bookingRefSchema,
  packages: count(true),
  ...receiptFields,
});
export const receiptUpdateSchema = z.object({ packages: count(true), ...receiptFields }).partial();

const lineFields = {
  location: requiredText(40, LOCATION_REQUIRED),
  damageStatus: oneOf(DAMAGE_STATUSES),
  damagedCount: count(false),
  remarks: optionalText(100),
};
/** A goods line's own details; its packages change only through a split, its stock only through orders. */
export const lineUpdateSchema = z.object(lineFields).partial();

const splitLineSchema = z.object({
  location: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(40).default('')),
  packages: z.preprocess(toNumber, z.number({ error: 'validation.number' })),
  grossWeightKg: z.preprocess(
    (v) => toNumber(blankToNull(v)),
    z.number().min(0).max(9_999_999).nullable().default(null),
  ),
  volumeCbm: z.preprocess((v) => toNumber(blankToNull(v)), z.number().min(0).max(9_999_999).nullable().default(null)),
});
/** The lines of a split as the form sends them (a JSON list). */
export const splitLinesSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .array(splitLineSchema, { error: 'validation.invalid' })
    .max(SPLIT_MAX_LINES, { error: 'ops.warehouse.errors.splitTooMany' }),
);

export const orderCreateSchema = z.object({
  receiptNo: requiredText(30),
  packages: count(true),
  plannedOutAt: dateTime,
  truckPlate: optionalText(20),
  remarks: optionalText(100),
});
export const orderUpdateSchema = orderCreateSchema.omit({ receiptNo: true }).partial();

export const preplanCreateSchema = z.object({
  bookingNo: bookingRefSchema,
  expectedAt: z.iso.datetime({ offset: true, error: 'validation.required' }),
  location: requiredText(40, LOCATION_REQUIRED),
  warehouseCode: optionalText(20),
  packages: count(true),
  packageType: oneOf(WAREHOUSE_PACKAGE_TYPES),
  grossWeightKg: measure,
  volumeCbm: measure,
  remarks: optionalText(100),
});
export const preplanUpdateSchema = preplanCreateSchema.omit({ bookingNo: true }).partial();

const HOST_RE =
  /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const intIn = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (blank(v) ? fallback : toNumber(v)),
    z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.number' })
      .min(min, { error: 'ops.warehouse.errors.outOfRange' })
      .max(max, { error: 'ops.warehouse.errors.outOfRange' }),
  );

/**
 * A branch's network camera (SPEC §8, §9). Only the settings are kept: the browser takes a
 * snapshot from `snapshotUrl` when one is configured and reachable, and otherwise asks for a file.
 * The camera's login is kept in the browser (SPEC §9), never here.
 */
export const cameraSettingsSchema = z.object({
  host: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(253)
    .regex(HOST_RE, { error: 'ops.warehouse.errors.cameraHost' }),
  port: intIn(1, 65_535, CAMERA.port),
  protocol: z.preprocess((v) => (blank(v) ? 'TCP' : v), z.enum(CAMERA_PROTOCOLS, { error: 'validation.invalid' })),
  captureFormat: z.preprocess(
    (v) => (blank(v) ? 'JPEG' : v),
    z.enum(CAMERA_CAPTURE_FORMATS, { error: 'validation.invalid' }),
  ),
  recordSize: z.preprocess(
    (v) => (blank(v) ? '256M' : v),
    z.enum(CAMERA_RECORD_SIZES, { error: 'validation.invalid' }),
  ),
  loginTimeoutMs: intIn(500, 60_000, CAMERA.loginTimeoutMs),
  maxRetries: intIn(0, CAMERA.maxRetries, CAMERA.maxRetries),
  snapshotUrl: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(500, { error: 'validation.tooLong' })
      .regex(/^https?:\/\/[^\s]+$/i, { error: 'ops.warehouse.errors.cameraUrl' })
      .nullable(),
  ),
});
export type CameraSettings = z.output<typeof cameraSettingsSchema>;
