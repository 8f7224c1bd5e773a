import { z } from 'zod';
import { PAGE_SIZES } from '../../common/constants';
import { type EventCode, type LEGS, SHIPMENT_MODES } from '../../shipments';
import { LFD_ALERT_DAYS } from './quick-filters';

/**
 * Requests and answers of the tracking desk's own endpoints (POST /api/tracking/desk/*): the
 * bulk number lookup, the data-quality views, the leg counts, LFD control and the transit-time
 * analyses. The screens build their forms from the same schemas.
 */

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(DATE, { error: 'validation.invalid' })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: 'validation.invalid' })
    .optional(),
);
const port = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, { error: 'validation.invalid' })
    .optional(),
);
const mode = z.preprocess(blankToUndefined, z.enum(SHIPMENT_MODES, { error: 'validation.invalid' }).optional());
const pageSize = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: 'validation.invalid' })
  .default(20);
const page = z.coerce.number().int().min(1).max(100_000).default(1);

/** Numbers a bulk lookup takes at once, and the longest a number can be. */
export const BULK_LOOKUP_MAX = 200;
export const BULK_NUMBER_MAX_LENGTH = 40;
/** Size of the long-text field of the bulk lookup (characters, SPEC §5 counter). */
export const BULK_LOOKUP_SIZE = 4000;

/** SPEC §5 long-text value: comma- or line-separated; blanks dropped, duplicates once, upper case. */
export const splitNumbers = (text: string): string[] => [
  ...new Set(
    text
      .split(/[,\n\r\t;]+/)
      .map((s) => s.trim().toUpperCase())
      .filter((s) => s !== ''),
  ),
];

export const bulkLookupSchema = z.object({
  numbers: z
    .string({ error: 'validation.required' })
    .max(BULK_LOOKUP_SIZE, { error: 'validation.tooLong' })
    .transform(splitNumbers)
    .pipe(
      z
        .array(z.string().max(BULK_NUMBER_MAX_LENGTH, { error: 'tracking.desk.lookup.numberTooLong' }))
        .min(1, { error: 'validation.required' })
        .max(BULK_LOOKUP_MAX, { error: 'tracking.desk.lookup.tooMany' }),
    ),
});

/** Which number of a shipment matched. */
export const MATCHED_BY = ['shipmentNo', 'houseBill', 'masterBill', 'bookingNo', 'containerNo'] as const;
export type MatchedBy = (typeof MATCHED_BY)[number];

export type BulkMatch = {
  id: number;
  shipmentNo: string;
  matchedBy: MatchedBy;
  mode: string;
  status: number;
  originPort: string;
  destinationPort: string;
  etd: string;
  eta: string;
  companyName: string;
};
export type BulkLookupRow = { number: string; found: boolean; matches: BulkMatch[] };

/** Default and limits of "no events for N days". */
export const SILENT_DAYS_DEFAULT = 7;
export const SILENT_DAYS_MAX = 365;
/** Default window of the out-of-order check: shipments departing in the last 90 days. */
export const QUALITY_WINDOW_DAYS = 90;

export const QUALITY_CHECKS = ['silent', 'outOfOrder'] as const;
export type QualityCheck = (typeof QUALITY_CHECKS)[number];

export const qualitySchema = z.object({
  check: z.enum(QUALITY_CHECKS, { error: 'validation.invalid' }),
  days: z.coerce.number().int().min(1).max(SILENT_DAYS_MAX).default(SILENT_DAYS_DEFAULT),
  from: date,
  to: date,
  page,
  limit: pageSize,
});

export type QualityRow = {
  id: number;
  shipmentNo: string;
  mode: string;
  status: number;
  originPort: string;
  destinationPort: string;
  etd: string;
  companyName: string;
  /** silent: the latest event (null: none at all) and the days since it or since the ETD. */
  lastEventAt?: string | null;
  silentDays?: number;
  /** outOfOrder: the later milestone that happened before the earlier one. */
  earlierCode?: string;
  earlierAt?: string;
  laterCode?: string;
  laterAt?: string;
  containerNo?: string | null;
};

export const lfdSchema = z.object({ page, limit: pageSize });

/** LFD buckets by days left: overdue (< 0), alert (0 to 3), soon (4 to 7), later. */
export const LFD_BUCKETS = ['overdue', 'alert', 'soon', 'later'] as const;
export type LfdBucket = (typeof LFD_BUCKETS)[number];
/** Upper end of the 'soon' bucket, in days left. */
export const LFD_SOON_DAYS = 7;

/** The bucket of a container with `daysLeft` days to its last free day (the server's counts use the same bounds). */
export const lfdBucketOf = (daysLeft: number): LfdBucket =>
  daysLeft < 0 ? 'overdue' : daysLeft <= LFD_ALERT_DAYS ? 'alert' : daysLeft <= LFD_SOON_DAYS ? 'soon' : 'later';

export type LfdRow = {
  containerId: number;
  containerNo: string;
  shipmentId: number;
  shipmentNo: string;
  status: number;
  destinationPort: string;
  ata: string | null;
  lastFreeDay: string;
  daysLeft: number;
  companyName: string;
};

export type LegCount = { leg: (typeof LEGS)[number]; shipments: number };

export const averagesSchema = z
  .object({ from: date, to: date, mode, originPort: port, destinationPort: port })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { error: 'validation.invalid', path: ['to'] });

/** Transit days of one group (a lane, or a leg): count, average, minimum, maximum and the spread. */
export type TransitStats = {
  shipments: number;
  avgDays: number;
  minDays: number;
  maxDays: number;
  p10Days: number;
  p90Days: number;
  stddevDays: number;
};
export type LaneAverage = TransitStats & { originPort: string; destinationPort: string; mode: string };
export type LegAverage = TransitStats & { leg: (typeof LEGS)[number] };
/** Lanes an analysis shows at most, the busiest first. */
export const LANES_MAX = 50;

/**
 * Where each event code stands in a shipment's journey: an event of a higher rank recorded
 * before one of a lower rank (same shipment and container) is out of order. Transshipments
 * may repeat; the two first-mile starts (empty release, cargo receipt) share a rank.
 */
export const MILESTONE_RANK = {
  BOOKING_CONFIRMED: 0,
  EMPTY_RELEASED: 1,
  CARGO_RECEIVED: 1,
  GATE_IN: 2,
  LOADED: 3,
  DEPARTED: 4,
  TRANSSHIPPED: 5,
  ARRIVED: 6,
  DISCHARGED: 7,
  RAIL_DEPARTED: 8,
  RAIL_ARRIVED: 9,
  OUT_GATE: 10,
  DELIVERED: 11,
  EMPTY_RETURN: 12,
  EMPTY_RETURN_COMPLETE: 13,
} as const satisfies Record<EventCode, number>;
