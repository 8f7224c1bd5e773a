import { z } from 'zod';
import { compareMoney } from '../../common/money';
import {
  AIR_WEIGHT_BREAKS,
  airBreakFor,
  CONTAINER_EQUIPMENT,
  type PricedCargo,
  type PricedLine,
  priceLines,
  type RateLine,
} from '../common/charges';

/**
 * The instant quote: a lane (port of loading and discharge by UN/LOCODE), a day and an
 * equipment answered at once with the sell rates in force, each priced for the cargo by
 * `priceLines` and ranked by its total. Pure, so the public page, the sales queue and any staff
 * search rank the same way.
 */

/** What a visitor asks for: a container type, LCL by W/M, or air by chargeable weight. */
export const INSTANT_EQUIPMENT = [...CONTAINER_EQUIPMENT, 'LCL', 'AIR'] as const;
export type InstantEquipment = (typeof INSTANT_EQUIPMENT)[number];

const UNLOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
const DECIMAL = /^\d{1,9}(\.\d{1,3})?$/;

const code = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(UNLOCODE, { error: 'pricing.instant.errors.unlocode' });
const amount = z
  .string()
  .trim()
  .regex(DECIMAL, { error: 'validation.number' })
  .optional()
  .or(z.literal('').transform(() => undefined));

const questionShape = {
  pol: code,
  pod: code,
  date: z.iso.date({ error: 'validation.invalid' }),
  equipment: z.enum(INSTANT_EQUIPMENT, { error: 'validation.required' }),
  containers: z.coerce.number({ error: 'validation.number' }).int().min(1).max(99).optional().default(1),
  weightKg: amount,
  volumeCbm: amount,
};

type Question = {
  pol: string;
  pod: string;
  equipment: string;
  weightKg?: string | undefined;
  volumeCbm?: string | undefined;
};

/** Different ports; a weight for air; a weight or a volume for LCL. */
const refineQuestion = (v: Question, ctx: z.RefinementCtx): void => {
  if (v.pol === v.pod) ctx.addIssue({ code: 'custom', path: ['pod'], message: 'pricing.instant.errors.samePorts' });
  if (v.equipment === 'AIR' && !v.weightKg) {
    ctx.addIssue({ code: 'custom', path: ['weightKg'], message: 'pricing.instant.errors.weightNeeded' });
  }
  if (v.equipment === 'LCL' && !v.weightKg && !v.volumeCbm) {
    ctx.addIssue({ code: 'custom', path: ['volumeCbm'], message: 'pricing.instant.errors.sizeNeeded' });
  }
};

/** The question, as the public page's query string and the API both take it. */
export const instantQuerySchema = z.object(questionShape).superRefine(refineQuestion);

/** A customer's request of one answer as a quotation: the question and the rate chosen. */
export const instantRequestSchema = z
  .object({
    ...questionShape,
    tariffId: z.coerce.number({ error: 'validation.required' }).int().positive().max(2_147_483_647),
  })
  .superRefine(refineQuestion);
export type InstantQuery = z.infer<typeof instantQuerySchema>;

/** The tariff equipment a question is priced from: the air weight break of its weight, else itself. */
export const tariffEquipmentFor = (q: Pick<InstantQuery, 'equipment' | 'weightKg'>): string =>
  q.equipment === 'AIR' ? airBreakFor(q.weightKg ?? '0') : q.equipment;

/** Whether a tariff equipment is an air weight break. */
export const isAirBreak = (equipment: string): boolean => (AIR_WEIGHT_BREAKS as readonly string[]).includes(equipment);

/** The cargo a question prices: boxes for a container type, weight and volume otherwise. */
export const cargoOf = (q: Pick<InstantQuery, 'equipment' | 'containers' | 'weightKg' | 'volumeCbm'>): PricedCargo => ({
  containers: q.equipment === 'LCL' || q.equipment === 'AIR' ? 0 : q.containers,
  weightKg: q.weightKg ?? '0',
  volumeCbm: q.volumeCbm ?? '0',
});

/** A sell rate as the database gives it: the tariff and its charge lines. */
export type RateOffer = {
  tariffId: number;
  tariffNo: string;
  carrierCode: string;
  carrierName: string | null;
  pol: string;
  pod: string;
  via: string | null;
  equipment: string;
  validFrom: string;
  validUntil: string;
  transitDays: number | null;
  currency: string;
  lines: readonly RateLine[];
};

/** An offer priced for the cargo: its lines with amounts, its totals per currency and its total. */
export type RankedOffer = Omit<RateOffer, 'lines'> & {
  rank: number;
  lines: PricedLine[];
  totals: Record<string, string>;
  /** The total in the tariff's currency: what the ranking compares. */
  total: string;
};

/**
 * Every offer priced and ranked: by currency (totals in two currencies do not compare), then
 * the total, then the shorter transit, then the carrier, so equal prices keep one order.
 */
export const rankOffers = (offers: readonly RateOffer[], cargo: PricedCargo): RankedOffer[] =>
  offers
    .map((offer) => {
      const priced = priceLines(offer.lines, cargo);
      return {
        ...offer,
        rank: 0,
        lines: priced.lines,
        totals: priced.totals,
        total: priced.totals[offer.currency] ?? '0.0000',
      };
    })
    .sort(
      (a, b) =>
        a.currency.localeCompare(b.currency) ||
        compareMoney(a.total, b.total) ||
        (a.transitDays ?? 999) - (b.transitDays ?? 999) ||
        a.carrierCode.localeCompare(b.carrierCode) ||
        a.tariffId - b.tariffId,
    )
    .map((offer, i) => ({ ...offer, rank: i + 1 }));
