import Big from 'big.js';
import { z } from 'zod';
import { ID_MAX } from '../../common/constants';
import { compareMoney, decimal, fixed, isDecimal, sumMoney } from '../../common/money';
import type { AppliedRate } from '../../finance';
import { currencyByCode } from '../../reference/currencies';
import {
  AIR_WEIGHT_BREAKS,
  airBreakFor,
  type PricedCargo,
  type PricedLine,
  priceLines,
  RATE_EQUIPMENT,
  type RateLine,
} from '../common/charges';
import { TARIFF_KINDS, TARIFF_MODES, type TariffFlag } from './dictionaries';

/**
 * The tariff search (route searchTariff, `POST /api/pricing/tariffs/search`): the rates in force
 * on a day for a lane and an equipment, each priced for the cargo line by line and ranked by its
 * total. Quotations fill their lines from a result; the instant quote ranks sell tariffs the same
 * way, without contract rates.
 */

const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
const toInt = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v);
const port = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, { error: 'validation.invalid' });
const quantity = z.preprocess(
  (v) => blank(typeof v === 'number' ? String(v) : v) ?? '0',
  z
    .string()
    .trim()
    .refine((v) => isDecimal(v) && decimal(v).gte(0) && decimal(v).lt(10_000_000), { error: 'validation.number' }),
);

/** What a search names: the lane, the day, the equipment (sea) and the cargo. */
export const tariffSearchSchema = z
  .object({
    mode: z.enum(TARIFF_MODES, { error: 'validation.invalid' }),
    pol: port,
    pod: port,
    date: z.iso.date({ error: 'validation.invalid' }),
    /** Sea: a container type or LCL. Air: left out, the weight break follows the chargeable weight. */
    equipment: z.preprocess(blank, z.enum(RATE_EQUIPMENT, { error: 'validation.invalid' }).optional()),
    containers: z.preprocess(
      (v) => toInt(blank(v) ?? '0'),
      z.number({ error: 'validation.number' }).int().min(0).max(999),
    ),
    weightKg: quantity,
    volumeCbm: quantity,
    /** The customer quoted: its contract tariffs join the answer, nobody else's ever do. */
    companyId: z.preprocess(
      (v) => toInt(blank(v)),
      z.number({ error: 'validation.invalid' }).int().positive().max(ID_MAX).optional(),
    ),
    kind: z.preprocess((v) => blank(v) ?? 'sell', z.enum(TARIFF_KINDS, { error: 'validation.invalid' })),
    carrierCode: z.preprocess(blank, z.string().trim().toUpperCase().max(4).optional()),
    /**
     * The ISO 4217 currency every total is converted into to rank them. Left out, the route takes
     * the user's branch office's local currency.
     */
    currency: z.preprocess(
      blank,
      z
        .string()
        .trim()
        .toUpperCase()
        .refine((v) => currencyByCode.has(v), { error: 'validation.invalid' })
        .optional(),
    ),
    limit: z.preprocess((v) => toInt(blank(v) ?? '20'), z.number().int().min(1).max(100)),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'sea') {
      const equipment = v.equipment;
      if (!equipment) ctx.addIssue({ code: 'custom', path: ['equipment'], message: 'validation.required' });
      else if ((AIR_WEIGHT_BREAKS as readonly string[]).includes(equipment)) {
        ctx.addIssue({ code: 'custom', path: ['equipment'], message: 'pricing.tariffs.errors.equipmentForMode' });
      } else if (equipment !== 'LCL' && v.containers < 1) {
        ctx.addIssue({ code: 'custom', path: ['containers'], message: 'pricing.tariffs.errors.containersRequired' });
      }
    }
    // Zod runs this check even when a quantity failed its own; a malformed one is refused there.
    const none = (q: string) => isDecimal(q) && decimal(q).eq(0);
    if ((v.mode === 'air' || v.equipment === 'LCL') && none(v.weightKg) && none(v.volumeCbm)) {
      ctx.addIssue({ code: 'custom', path: ['weightKg'], message: 'pricing.tariffs.errors.cargoRequired' });
    }
  });
export type TariffSearch = z.output<typeof tariffSearchSchema>;

/** Cubic centimetres per kilogram of chargeable weight (IATA). */
export const AIR_VOLUME_DIVISOR = 6000;

/** The chargeable weight of air cargo: the greater of gross and volume weight, up to the next half kg. */
export const chargeableKg = (weightKg: string, volumeCbm: string): string => {
  const volumeKg = decimal(volumeCbm).times(1_000_000).div(AIR_VOLUME_DIVISOR);
  const gross = decimal(weightKg);
  const heavier = gross.gte(volumeKg) ? gross : volumeKg;
  return fixed(heavier.times(2).round(0, Big.roundUp).div(2), 1);
};

/** The equipment a search reads and the cargo its lines are priced for. */
export const searchCargo = (
  search: Pick<TariffSearch, 'mode' | 'equipment' | 'containers' | 'weightKg' | 'volumeCbm'>,
): { equipment: string; chargeableKg: string | null; cargo: PricedCargo } => {
  if (search.mode === 'air') {
    const kg = chargeableKg(search.weightKg, search.volumeCbm);
    return {
      equipment: airBreakFor(kg),
      chargeableKg: kg,
      cargo: { containers: 0, weightKg: kg, volumeCbm: search.volumeCbm },
    };
  }
  const equipment = search.equipment ?? 'LCL';
  const containers = equipment === 'LCL' ? 0 : search.containers;
  return {
    equipment,
    chargeableKg: null,
    cargo: { containers, weightKg: search.weightKg, volumeCbm: search.volumeCbm },
  };
};

/** A flag in force on the day searched. */
export type FlagInForce = { flag: TariffFlag; note: string | null; validUntil: string | null };

/** A tariff in force on the day, as the search reads it, with its lines. */
export type TariffCandidate = {
  id: number;
  tariffNo: string;
  kind: string;
  mode: string;
  carrierCode: string;
  carrierName: string | null;
  pol: string;
  pod: string;
  via: string | null;
  equipment: string;
  validFrom: string;
  validUntil: string;
  currency: string;
  transitDays: number | null;
  contractNo: string | null;
  companyId: number | null;
  companyName: string | null;
  flags: readonly FlagInForce[];
  lines: readonly RateLine[];
};

/**
 * A result: the tariff, its lines priced for the cargo, its total in its own currency, that total
 * converted into the ranking currency with the exchange rate applied (both null when no rate of the
 * pair is known on or before the day: such a result is ranked last), and its place.
 */
export type RankedTariff = Omit<TariffCandidate, 'lines'> & {
  lines: PricedLine[];
  total: string;
  convertedTotal: string | null;
  exchangeRate: AppliedRate | null;
  rank: number;
};

/** The answer of a search: what was read (the equipment, the chargeable weight), the ranking currency and the ranked rates. */
export type TariffSearchAnswer = {
  date: string;
  mode: string;
  equipment: string;
  chargeableKg: string | null;
  currency: string;
  results: RankedTariff[];
};

/**
 * The currency totals are ranked in, and how an amount is converted into it: finance's `convert`
 * with the exchange rates known on the day searched (null when no rate of the pair is known).
 */
export type RankingCurrency = {
  currency: string;
  convert: (amount: string, from: string) => { amount: string; rate: AppliedRate } | null;
};

/**
 * The candidates priced for the cargo and ranked, cheapest first, by their totals converted into
 * one currency: each line's amount converted as finance converts charge lines (the latest rate of
 * the pair on or before the day searched, or its reverse pair inverted; rounded to the currency's
 * minor units line by line), then summed. Equal converted totals go to the faster transit, then the tariff number. A rate
 * whose currency has no exchange rate to the ranking currency is listed after all the others,
 * among themselves by currency and total.
 */
export const rankTariffs = (
  candidates: readonly TariffCandidate[],
  cargo: PricedCargo,
  limit: number,
  ranking: RankingCurrency,
): RankedTariff[] => {
  const priced = candidates.map((c) => {
    const { lines, totals } = priceLines(c.lines, cargo);
    const total = totals[c.currency] ?? fixed(decimal('0'));
    const converted = lines.map((l) => ranking.convert(l.amount, l.currency));
    const known = converted.every((x) => x !== null);
    const convertedTotal = known ? sumMoney(converted.map((x) => x?.amount ?? '0')) : null;
    // The lines are in the tariff's currency: the rate of the first applies to all (none: the tariff's own).
    const exchangeRate = known ? (converted[0]?.rate ?? ranking.convert('0', c.currency)?.rate ?? null) : null;
    return { ...c, lines, total, convertedTotal, exchangeRate };
  });
  const unranked = (p: { convertedTotal: string | null }) => (p.convertedTotal === null ? 1 : 0);
  priced.sort(
    (a, b) =>
      unranked(a) - unranked(b) ||
      (a.convertedTotal !== null && b.convertedTotal !== null
        ? compareMoney(a.convertedTotal, b.convertedTotal)
        : a.currency.localeCompare(b.currency) || compareMoney(a.total, b.total)) ||
      (a.transitDays ?? 999) - (b.transitDays ?? 999) ||
      a.tariffNo.localeCompare(b.tariffNo),
  );
  return priced.slice(0, limit).map((p, i) => ({ ...p, rank: i + 1 }));
};
