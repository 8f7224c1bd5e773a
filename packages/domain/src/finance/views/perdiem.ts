import { decimal, fixed } from '../../common/money';

/**
 * Demurrage and detention (per diem): what a container owes for the days it stays at the terminal
 * after discharge (demurrage) or outside it before its empty return (detention), by the carrier's
 * setting for the port and equipment. The list `perDiem` computes the same in SQL (the view
 * `finance_per_diem`); a test compares the two on the demo's containers.
 */

/** Demurrage runs at the terminal (discharge to gate-out), detention outside (gate-out to empty return). */
export const PER_DIEM_KINDS = ['demurrage', 'detention'] as const;
export type PerDiemKind = (typeof PER_DIEM_KINDS)[number];

/** One tier of a setting: from day to day (inclusive, counted from the start), at a daily rate. */
export type PerDiemTier = { fromDay: number; toDay: number | null; dailyRate: string };

const DAY_MS = 86_400_000;

/**
 * The days counted between two calendar days, both included (a box discharged on the 1st and out on
 * the 3rd counts 3 days), as carriers count them. An end before the start counts 0.
 */
export const countedDays = (startDay: string, endDay: string): number => {
  const days = Math.round((Date.parse(`${endDay}T00:00:00Z`) - Date.parse(`${startDay}T00:00:00Z`)) / DAY_MS) + 1;
  return Math.max(0, days);
};

/** The tiers from the first day on (by their first day). */
const ordered = (tiers: readonly PerDiemTier[]) => [...tiers].sort((a, b) => a.fromDay - b.fromDay);

/**
 * What a container owes for `days` counted days: the days past the free days are chargeable, each
 * at the rate of the tier it falls in; days past the last tier stay at the last tier's rate. The
 * amount is exact (rates have at most 2 decimals), to 2 decimals. Without tiers nothing is owed.
 */
export const perDiemCharge = (
  days: number,
  freeDays: number,
  tiers: readonly PerDiemTier[],
): { chargeableDays: number; amount: string } => {
  const chargeableDays = Math.max(0, days - freeDays);
  const sorted = ordered(tiers);
  let amount = decimal(0);
  sorted.forEach((tier, i) => {
    const last = i === sorted.length - 1;
    const upTo = last || tier.toDay === null ? days : Math.min(tier.toDay, days);
    const counted = Math.max(0, upTo - Math.max(tier.fromDay, freeDays + 1) + 1);
    amount = amount.plus(decimal(tier.dailyRate).times(counted));
  });
  return { chargeableDays, amount: fixed(amount, 2) };
};

/** A daily rate as typed: above 0, at most 2 decimals and 8 whole digits. */
export const isDailyRate = (rate: string): boolean => /^\d{1,8}(\.\d{1,2})?$/.test(rate.trim()) && Number(rate) > 0;

/** What is wrong with a setting's tiers, first problem first: the field and the message key. */
export type TierProblem = { index: number; field: 'fromDay' | 'toDay' | 'dailyRate'; key: string };

/**
 * The tiers of a setting are contiguous from the day after the free days: the first starts on
 * free days + 1, each next one the day after the one before ends, only the last may stay open
 * (no last day), none ends before it starts, and every daily rate is above 0. So they never
 * overlap and leave no day out. `index` is the tier's place in day order.
 */
export const checkTiers = (freeDays: number, tiers: readonly PerDiemTier[]): TierProblem | null => {
  const sorted = ordered(tiers);
  let expected = freeDays + 1;
  for (const [index, tier] of sorted.entries()) {
    if (!isDailyRate(tier.dailyRate)) return { index, field: 'dailyRate', key: 'finance.views.errors.dailyRate' };
    if (tier.fromDay !== expected) return { index, field: 'fromDay', key: 'finance.views.errors.tierStart' };
    if (tier.toDay === null) {
      if (index < sorted.length - 1) return { index, field: 'toDay', key: 'finance.views.errors.tierOpen' };
      return null;
    }
    if (tier.toDay < tier.fromDay) return { index, field: 'toDay', key: 'finance.views.errors.tierEnd' };
    expected = tier.toDay + 1;
  }
  return null;
};

/**
 * The tiers after a new one is added at the end: when the last tier was open (no last day), it now
 * ends the day before the new one starts, as a user adding the next step of the ladder means.
 */
export const appendTier = (tiers: readonly PerDiemTier[], added: PerDiemTier): PerDiemTier[] => {
  const sorted = ordered(tiers);
  const last = sorted[sorted.length - 1];
  if (last && last.toDay === null && added.fromDay > last.fromDay) {
    sorted[sorted.length - 1] = { ...last, toDay: added.fromDay - 1 };
  }
  return [...sorted, added];
};

/** The rate equipment of an ISO 6346 size-type code: reefers, 45' and high cubes, else by length. */
export const equipmentOfIsoType = (isoType: string): string => {
  const reefer = isoType.charAt(2) === 'R';
  if (isoType.startsWith('2')) return reefer ? '20RF' : '20GP';
  if (reefer) return '40RF';
  if (isoType.startsWith('45') || isoType.startsWith('L5')) return '40HC';
  return '40GP';
};
