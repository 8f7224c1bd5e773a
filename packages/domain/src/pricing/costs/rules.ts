import Big from 'big.js';
import { compareMoney, decimal, fixed, formatMoney, percentOf, sumMoney } from '../../common/money';
import { CONTAINER_EQUIPMENT } from '../common/charges';

/**
 * The rules of the cost pages: ISO weeks, validity periods, the FCL Asia → North America margin
 * settings, volume-weighted costs and the predicted cost. Pure functions over decimal texts, used
 * by the forms, the server rules and the tests alike.
 */

// ---- weeks -------------------------------------------------------------------------------------

const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

/** The Monday of ISO week 1 of a year: the week holding 4 January. */
const weekOneMonday = (year: number): Date => {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const isoDay = jan4.getUTCDay() === 0 ? 7 : jan4.getUTCDay();
  return new Date(Date.UTC(year, 0, 4 - (isoDay - 1)));
};

/** Weeks in an ISO year: 53 when 1 January or 31 December is a Thursday. */
const weeksIn = (year: number): number => {
  const day = (d: Date) => d.getUTCDay();
  return day(new Date(Date.UTC(year, 0, 1))) === 4 || day(new Date(Date.UTC(year, 11, 31))) === 4 ? 53 : 52;
};

/** 'YYYY-Www' as year and week, or null when it is no week of that year. */
export const parseIsoWeek = (text: string): { year: number; week: number } | null => {
  const m = ISO_WEEK.exec(text.trim().toUpperCase());
  if (!m) return null;
  const year = Number(m[1]);
  const week = Number(m[2]);
  return week >= 1 && week <= weeksIn(year) ? { year, week } : null;
};

/** The Monday an ISO week starts on, as 'YYYY-MM-DD'. */
export const isoWeekMonday = (text: string): string => {
  const parsed = parseIsoWeek(text);
  if (!parsed) throw new Error(`not an ISO week: ${text}`);
  const monday = weekOneMonday(parsed.year);
  monday.setUTCDate(monday.getUTCDate() + (parsed.week - 1) * 7);
  return monday.toISOString().slice(0, 10);
};

/** The ISO week ('YYYY-Www') of a calendar date ('YYYY-MM-DD'). */
export const isoWeekOf = (date: string): string => {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  const isoDay = d.getUTCDay() === 0 ? 7 : d.getUTCDay();
  // The week belongs to the year of its Thursday.
  const thursday = new Date(d);
  thursday.setUTCDate(d.getUTCDate() + 4 - isoDay);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - weekOneMonday(year).getTime()) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
};

/** Two validity periods (inclusive dates or weeks, written so text order is time order) overlap. */
export const periodsOverlap = (aFrom: string, aUntil: string, bFrom: string, bUntil: string): boolean =>
  aFrom <= bUntil && bFrom <= aUntil;

// ---- FCL Asia → North America -------------------------------------------------------------------

/**
 * Lane groups of the transpacific eastbound trade, by port of discharge: the groups carriers file
 * their rates for (US West Coast, US East Coast, US Gulf, US inland points by rail, Canada West,
 * Canada East, Mexico West Coast).
 */
export const FCL_NAM_LANE_GROUPS = ['USWC', 'USEC', 'USGC', 'USIPI', 'CAWC', 'CAEC', 'MXWC'] as const;
export type FclNamLaneGroup = (typeof FCL_NAM_LANE_GROUPS)[number];

export const LANE_GROUP_PORTS: Readonly<Record<FclNamLaneGroup, readonly string[]>> = {
  USWC: ['USLAX', 'USLGB', 'USOAK', 'USSEA', 'USTIW'],
  USEC: ['USNYC', 'USSAV', 'USCHS', 'USORF', 'USBAL', 'USBOS', 'USJAX', 'USMIA'],
  USGC: ['USHOU', 'USMSY', 'USMOB'],
  USIPI: ['USCHI', 'USDAL', 'USMEM', 'USATL', 'USDEN', 'USCMH'],
  CAWC: ['CAVAN', 'CAPRR'],
  CAEC: ['CAMTR', 'CAHAL', 'CATOR'],
  MXWC: ['MXZLO', 'MXLZC'],
};

/** Countries of the Asian loading ports the trade starts from. */
export const ASIA_COUNTRIES = [
  'CN',
  'HK',
  'TW',
  'KR',
  'JP',
  'VN',
  'TH',
  'SG',
  'MY',
  'ID',
  'PH',
  'KH',
  'BD',
  'IN',
  'LK',
] as const;

/** The lane group of a port of discharge, or null outside North America's groups. */
export const laneGroupOf = (pod: string): FclNamLaneGroup | null =>
  FCL_NAM_LANE_GROUPS.find((g) => LANE_GROUP_PORTS[g].includes(pod)) ?? null;

/** The container types an FCL setting or analysis is for. */
export const FCL_EQUIPMENT = CONTAINER_EQUIPMENT;

export type MarginSetting = {
  targetMarginAmount?: string | null;
  targetMarginPercent?: string | null;
  minimumMargin?: string | null;
  weekFrom?: string | null;
  weekUntil?: string | null;
};

const filled = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * What is wrong with a margin setting, field by field (catalog keys): the target is an amount or
 * a percentage, exactly one of them (SPEC §5); a percentage is of the cost, above 0 and below 100;
 * the minimum margin is not above a target amount; the weeks are ISO weeks in order.
 */
export const marginSettingIssues = (s: MarginSetting): Record<string, string> => {
  const issues: Record<string, string> = {};
  const amount = filled(s.targetMarginAmount);
  const percent = filled(s.targetMarginPercent);
  if (amount && percent) {
    issues.targetMarginAmount = 'pricing.costs.errors.targetBoth';
    issues.targetMarginPercent = 'pricing.costs.errors.targetBoth';
  } else if (!amount && !percent) {
    issues.targetMarginAmount = 'pricing.costs.errors.targetMissing';
  }
  if (percent) {
    const p = decimal(s.targetMarginPercent as string);
    if (p.lte(0) || p.gte(100)) issues.targetMarginPercent = 'pricing.costs.errors.percentRange';
  }
  if (amount && compareMoney(s.targetMarginAmount as string, '0') <= 0) {
    issues.targetMarginAmount = 'pricing.costs.errors.amountPositive';
  }
  if (filled(s.minimumMargin) && compareMoney(s.minimumMargin, '0') < 0) {
    issues.minimumMargin = 'pricing.costs.errors.notNegative';
  } else if (amount && filled(s.minimumMargin) && compareMoney(s.minimumMargin, s.targetMarginAmount as string) > 0) {
    issues.minimumMargin = 'pricing.costs.errors.minimumAboveTarget';
  }
  for (const field of ['weekFrom', 'weekUntil'] as const) {
    const v = s[field];
    if (filled(v) && !parseIsoWeek(v)) issues[field] = 'pricing.costs.errors.isoWeek';
  }
  if (
    !issues.weekFrom &&
    !issues.weekUntil &&
    filled(s.weekFrom) &&
    filled(s.weekUntil) &&
    s.weekUntil.toUpperCase() < s.weekFrom.toUpperCase()
  ) {
    issues.weekUntil = 'pricing.costs.errors.weekOrder';
  }
  return issues;
};

/** The target margin on a cost: the amount, or the percentage of the cost. */
export const targetMarginFor = (setting: MarginSetting, cost: string): string =>
  filled(setting.targetMarginAmount)
    ? fixed(decimal(setting.targetMarginAmount))
    : percentOf(cost, setting.targetMarginPercent ?? '0');

export const MARGIN_STATUSES = ['on_target', 'below_target', 'below_minimum', 'no_setting'] as const;
export type MarginStatus = (typeof MARGIN_STATUSES)[number];

/** Where a margin stands against its setting. */
export const marginStatus = (margin: string, target: string | null, minimum: string | null): MarginStatus => {
  if (target === null || minimum === null) return 'no_setting';
  if (compareMoney(margin, minimum) < 0) return 'below_minimum';
  return compareMoney(margin, target) < 0 ? 'below_target' : 'on_target';
};

// ---- weighted and predicted costs ----------------------------------------------------------------

/** Σ(cost × containers) / Σ containers, at the money scale; null without volume. */
export const weightedCost = (items: readonly { cost: string; containers: number }[]): string | null => {
  const volume = items.reduce((n, i) => n + i.containers, 0);
  if (volume === 0) return null;
  const total = items.reduce((sum, i) => sum.plus(decimal(i.cost).times(i.containers)), new Big(0));
  return fixed(total.div(volume));
};

/** The plain average of decimal texts, at the money scale; null for none. */
export const averageMoney = (values: readonly string[]): string | null =>
  values.length === 0 ? null : fixed(decimal(sumMoney(values)).div(values.length));

/**
 * How many past shipments weigh as much as the tariffs: with n shipments the history counts
 * n / (n + 4) of the prediction, so one odd shipment moves it little and a steady lane follows its
 * own record (credibility weighting, as insurers blend their own experience with a book rate).
 */
export const HISTORY_CREDIBILITY = 4;

export const PREDICT_METHODS = ['tariff', 'history', 'blend'] as const;
export type PredictMethod = (typeof PREDICT_METHODS)[number];

export type Prediction = { method: PredictMethod; historyWeight: string; predicted: string };

/**
 * The expected cost per container of a lane and week: the cost tariffs in force (their average
 * over carriers) blended with the past cost per container of the lane's shipments by credibility;
 * the one there is when only one is; null with neither.
 */
export const predictCost = (input: {
  tariffCost: string | null;
  historyCost: string | null;
  historyShipments: number;
}): Prediction | null => {
  const { tariffCost, historyCost, historyShipments } = input;
  const hasHistory = historyCost !== null && historyShipments > 0;
  if (tariffCost === null && !hasHistory) return null;
  if (!hasHistory)
    return { method: 'tariff', historyWeight: '0.0000', predicted: fixed(decimal(tariffCost as string)) };
  if (tariffCost === null)
    return { method: 'history', historyWeight: '1.0000', predicted: fixed(decimal(historyCost)) };
  const weight = new Big(historyShipments).div(historyShipments + HISTORY_CREDIBILITY);
  const predicted = decimal(historyCost)
    .times(weight)
    .plus(decimal(tariffCost).times(new Big(1).minus(weight)));
  return { method: 'blend', historyWeight: fixed(weight), predicted: fixed(predicted) };
};

// ---- totals --------------------------------------------------------------------------------------

/** Totals per currency as lists show them: 'CNY 2,260.00 · USD 4,345.00'; null without any. */
export const formatTotals = (totals: Readonly<Record<string, string>>): string | null => {
  const currencies = Object.keys(totals).sort();
  return currencies.length === 0 ? null : currencies.map((c) => `${c} ${formatMoney(totals[c] ?? '0')}`).join(' · ');
};

/** ISO 6346 size-type codes of the shipments core, as the rate equipment they are priced as. */
export const EQUIPMENT_OF_ISO: Readonly<Record<string, string>> = {
  '22G1': '20GP',
  '42G1': '40GP',
  '45G1': '40HC',
  L5G1: '45HC',
  '22R1': '20RF',
  '45R1': '40RF',
  '22U1': '20OT',
  '42U1': '40OT',
  '22P1': '20FR',
  '42P1': '40FR',
};

/** Twenty-foot equivalent units of a rate equipment: 1 for 20', 2 for 40' and 45'. */
export const teuOf = (equipment: string): number => (equipment.startsWith('20') ? 1 : 2);
