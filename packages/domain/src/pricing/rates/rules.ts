import { compareMoney } from '../../common/money';
import { AIR_WEIGHT_BREAKS, type ChargeUnit, CONTAINER_EQUIPMENT } from '../common/charges';

/**
 * The rules of sell and cost rates and their building blocks, shared by the forms and the server:
 * codes and their formats, which equipment a mode and a charge unit fit, the trade a lane belongs
 * to, what a rate published to a sales channel must be, a long-term agreement's TEU and when a
 * negotiated rate arrangement may be accepted.
 */

/** A UN/LOCODE: country and three letters or digits 2-9 (USLAX, CNSHA, DEDUI). */
export const UNLOCODE_RE = /^[A-Z]{2}[A-Z2-9]{3}$/;
/** An ocean carrier's SCAC (MAEU) or an airline's IATA code (CK). */
export const CARRIER_CODE_RE = /^[A-Z0-9]{2,4}$/;
/** An ISO 4217 currency. */
export const CURRENCY_RE = /^[A-Z]{3}$/;
/** A positive amount as numeric(15, 4) keeps it. */
export const AMOUNT_RE = /^\d{1,11}(\.\d{1,4})?$/;

export const RATE_MODES = ['sea', 'air'] as const;
export type RateMode = (typeof RATE_MODES)[number];
export const RATE_STATUSES = ['draft', 'active', 'withdrawn'] as const;

/** What a sea rate, an arbitrary or an NRA line is for: a container type or LCL. */
export const SEA_EQUIPMENT = [...CONTAINER_EQUIPMENT, 'LCL'] as const;

const AIR_BREAK_SET: ReadonlySet<string> = new Set(AIR_WEIGHT_BREAKS);
const CONTAINER_SET: ReadonlySet<string> = new Set(CONTAINER_EQUIPMENT);

/** Air rates are quoted by weight break; sea rates by container type or LCL. */
export const equipmentFitsMode = (mode: string, equipment: string): boolean =>
  mode === 'air' ? AIR_BREAK_SET.has(equipment) : CONTAINER_SET.has(equipment) || equipment === 'LCL';

/** The units a charge line of a rate may use: per box for FCL, by W/M or volume for LCL, by kg in the air. */
export const UNITS_BY_EQUIPMENT = (equipment: string): readonly ChargeUnit[] =>
  CONTAINER_SET.has(equipment)
    ? ['container', 'shipment']
    : equipment === 'LCL'
      ? ['wm', 'cbm', 'kg', 'shipment']
      : ['kg', 'shipment'];

/** Whether a line's unit fits its rate's equipment. */
export const unitFitsEquipment = (unit: string, equipment: string): boolean =>
  (UNITS_BY_EQUIPMENT(equipment) as readonly string[]).includes(unit);

/** The freight line a rate cannot go live without: ocean freight at sea, air freight in the air. */
export const freightChargeOf = (mode: string): 'OFR' | 'AFR' => (mode === 'air' ? 'AFR' : 'OFR');

// ---- trades ----------------------------------------------------------------------------------------

/** Countries of origin in Asia, for the trade of a lane. */
export const ASIA_COUNTRIES = [
  'CN',
  'HK',
  'TW',
  'JP',
  'KR',
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
];
/** Northern Europe and the Mediterranean: where westbound (Asia to Europe) rates end. */
export const EUROPE_MED_COUNTRIES = [
  'DE',
  'NL',
  'BE',
  'FR',
  'GB',
  'PL',
  'SE',
  'DK',
  'NO',
  'FI',
  'IT',
  'ES',
  'PT',
  'GR',
  'SI',
  'HR',
  'TR',
  'MT',
  'EG',
  'MA',
];
export const NORTH_AMERICA_COUNTRIES = ['US', 'CA', 'MX'];

export const TRADES = ['transpacific', 'asia_europe', 'other'] as const;
export type Trade = (typeof TRADES)[number];

/** A lane's trade by its ports' countries: Asia to North America (eastbound) or to Europe (westbound). */
export const tradeOf = (pol: string, pod: string): Trade => {
  if (!ASIA_COUNTRIES.includes(pol.slice(0, 2))) return 'other';
  const to = pod.slice(0, 2);
  if (NORTH_AMERICA_COUNTRIES.includes(to)) return 'transpacific';
  if (EUROPE_MED_COUNTRIES.includes(to)) return 'asia_europe';
  return 'other';
};

// ---- sales channels --------------------------------------------------------------------------------

/**
 * Where a sell rate is published beyond the desk: `ep` the FCL rates offered to e-commerce and
 * export partners' platforms, `icbu` the rates offered on the online marketplace (the
 * international B2B marketplace's logistics channel).
 */
export const RATE_CHANNELS = ['ep', 'icbu'] as const;
export type RateChannel = (typeof RATE_CHANNELS)[number];
export const PUBLICATION_STATUSES = ['published', 'withdrawn'] as const;

export type PublishedTariff = { kind: string; mode: string; equipment: string; status: string; validUntil: string };

/** Why a tariff cannot be published to a channel on a day (a catalog key), or null when it can. */
export const publicationRefusal = (channel: RateChannel, tariff: PublishedTariff, today: string): string | null => {
  if (tariff.kind !== 'sell') return 'pricing.rates.publishSellOnly';
  if (channel === 'ep' && (tariff.mode !== 'sea' || !CONTAINER_SET.has(tariff.equipment))) {
    return 'pricing.rates.publishFclOnly';
  }
  if (tariff.status !== 'active') return 'pricing.rates.publishActiveOnly';
  if (tariff.validUntil < today) return 'pricing.rates.publishExpired';
  return null;
};

/** Whether an amount is above zero. */
export const isPositiveAmount = (amount: string): boolean => AMOUNT_RE.test(amount) && compareMoney(amount, '0') > 0;

// ---- long-term agreements --------------------------------------------------------------------------

export const LTA_PERIODS = ['year', 'quarter'] as const;
export type LtaPeriod = (typeof LTA_PERIODS)[number];

/** TEU of a container by its size: a 20' box is one, a 40' or 45' two. */
export const teuOf = (isoType: string): number => (isoType.startsWith('20') ? 1 : 2);

/** Calendar months an agreement runs, counting its first and last month whole. */
const monthsBetween = (from: string, until: string): number => {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [uy, um] = until.split('-').map(Number) as [number, number];
  return (uy - fy) * 12 + (um - fm) + 1;
};

/** How many years or quarters an agreement's validity spans: its commitment is due for each. */
export const periodsIn = (from: string, until: string, period: LtaPeriod): number =>
  Math.max(1, Math.ceil(monthsBetween(from, until) / (period === 'year' ? 12 : 3)));

/** The TEU a customer commits over the whole agreement: the commitment per period, for each period. */
export const termCommitment = (committedTeu: number, from: string, until: string, period: LtaPeriod): number =>
  committedTeu * periodsIn(from, until, period);

/** How far the used TEU reach the commitment: below half worth a look, met or beyond fine. */
export const commitmentTone = (used: number, committed: number): 'success' | 'warning' | null =>
  committed <= 0 ? null : used >= committed ? 'success' : used * 2 < committed ? 'warning' : null;

// ---- arbitraries and add-ons ------------------------------------------------------------------------

export const ARBITRARY_KINDS = ['arbitrary', 'addon'] as const;
/** Under the published tariff, or under a customer's long-term agreement. */
export const ARBITRARY_BASES = ['tariff', 'lta'] as const;
export const ARBITRARY_SIDES = ['origin', 'destination'] as const;
/** How an arbitrary reaches its base port. */
export const ARBITRARY_LEGS = ['feeder', 'barge', 'rail', 'truck'] as const;

// ---- rail ramps ---------------------------------------------------------------------------------

export const RAIL_CARRIERS = ['UP', 'BNSF', 'CSX', 'NS', 'CN', 'CPKC', 'DBC', 'CRE'] as const;

// ---- negotiated rate arrangements ----------------------------------------------------------------

/**
 * An NRA (US FMC, 46 CFR 532) is drafted, agreed by the shipper, and, when its terms change,
 * amended: the amendment is a new draft of the same number, and once agreed the arrangement it
 * amends is superseded. An agreed arrangement is never edited, so what the shipper accepted stays.
 */
export const NRA_STATUSES = ['draft', 'agreed', 'amending', 'superseded'] as const;

/**
 * An NRA must be agreed before the cargo it prices is received, so it cannot take effect before
 * the day it is accepted: the catalog key of the refusal, or null.
 */
export const nraAcceptanceRefusal = (effectiveDate: string, expiryDate: string, today: string): string | null => {
  if (expiryDate < today) return 'pricing.rates.nraExpired';
  if (effectiveDate < today) return 'pricing.rates.nraEffectiveBeforeAcceptance';
  return null;
};
