import { compareMoney, decimal, fixed, maxMoney, multiplyMoney, sumMoney } from '../../common/money';

/**
 * What every pricing page shares: the charge codes a rate line can carry, the units it is charged
 * by, the equipment a rate is for, and how one line prices a cargo. Tariffs, sell and cost rates,
 * quotations and the instant quote all price through `priceLines`, so a figure never differs
 * between two screens.
 */

/**
 * Charge codes of ocean and air freight, as forwarders' rate sheets name them. Finance's charges
 * start from the same codes.
 */
export const CHARGE_CODES = [
  'OFR',
  'BAF',
  'CAF',
  'LSS',
  'PSS',
  'GRI',
  'EBS',
  'OTHC',
  'DTHC',
  'DOC',
  'SEAL',
  'ISPS',
  'AMS',
  'ENS',
  'CUS',
  'PUC',
  'DEL',
  'AFR',
  'FSC',
  'SSC',
  'HDL',
  'DEM',
  'DET',
  'CLM',
  'DUT',
  'VAT',
  'EXM',
  'ISF',
  'BL',
  'AWB',
  'TLX',
] as const;
export type ChargeCode = (typeof CHARGE_CODES)[number];

/**
 * What a charge is, for the finance desk's views per kind: ocean and air freight with their
 * surcharges, local charges at origin or destination, US manifest filings (AMS, ISF), document
 * fees, duties and import taxes, per diem (demurrage and detention), and adjustments such as claim
 * settlements.
 */
export const CHARGE_KINDS = ['freight', 'local', 'filing', 'documentation', 'duty', 'per_diem', 'adjustment'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/**
 * The kind of each charge code: every code belongs to exactly one. The finance desk keeps this in
 * the `charge_code_kinds` table at every start, and each view per kind reads it from there.
 */
export const CHARGE_CODE_KINDS: Readonly<Record<ChargeCode, ChargeKind>> = {
  OFR: 'freight',
  BAF: 'freight',
  CAF: 'freight',
  LSS: 'freight',
  PSS: 'freight',
  GRI: 'freight',
  EBS: 'freight',
  AFR: 'freight',
  FSC: 'freight',
  SSC: 'freight',
  OTHC: 'local',
  DTHC: 'local',
  SEAL: 'local',
  ISPS: 'local',
  ENS: 'local',
  CUS: 'local',
  EXM: 'local',
  PUC: 'local',
  DEL: 'local',
  HDL: 'local',
  AMS: 'filing',
  ISF: 'filing',
  DOC: 'documentation',
  BL: 'documentation',
  AWB: 'documentation',
  TLX: 'documentation',
  DUT: 'duty',
  VAT: 'duty',
  DEM: 'per_diem',
  DET: 'per_diem',
  CLM: 'adjustment',
};

/** How a line is charged: per container, per shipment, per kg, per CBM or per W/M (revenue ton). */
export const CHARGE_UNITS = ['container', 'shipment', 'kg', 'cbm', 'wm'] as const;
export type ChargeUnit = (typeof CHARGE_UNITS)[number];

/** ISO 6346 size-type groups a sea rate is quoted for. */
export const CONTAINER_EQUIPMENT = [
  '20GP',
  '40GP',
  '40HC',
  '45HC',
  '20RF',
  '40RF',
  '20OT',
  '40OT',
  '20FR',
  '40FR',
] as const;

/**
 * Air weight breaks (IATA TACT style): the rate of the highest break at or below the chargeable
 * weight applies; MIN is the minimum charge.
 */
export const AIR_WEIGHT_BREAKS = ['MIN', '-45', '+45', '+100', '+300', '+500', '+1000'] as const;

/** What a rate is for: a container type at sea, a weight break in the air, or LCL by W/M. */
export const RATE_EQUIPMENT = [...CONTAINER_EQUIPMENT, 'LCL', ...AIR_WEIGHT_BREAKS] as const;
export type RateEquipment = (typeof RATE_EQUIPMENT)[number];

/** The lower bound in kg of each air weight break. */
export const AIR_BREAK_FROM_KG: Readonly<Record<(typeof AIR_WEIGHT_BREAKS)[number], number>> = {
  MIN: 0,
  '-45': 0,
  '+45': 45,
  '+100': 100,
  '+300': 300,
  '+500': 500,
  '+1000': 1000,
};

/** The weight break that applies to a chargeable weight in kg. */
export const airBreakFor = (chargeableKg: string): (typeof AIR_WEIGHT_BREAKS)[number] => {
  const kg = decimal(chargeableKg);
  let chosen: (typeof AIR_WEIGHT_BREAKS)[number] = '-45';
  for (const b of AIR_WEIGHT_BREAKS) {
    if (b === 'MIN') continue;
    if (kg.gte(AIR_BREAK_FROM_KG[b])) chosen = b;
  }
  return chosen;
};

/** The cargo a line is priced for. Weights and volumes are decimal texts. */
export type PricedCargo = {
  /** Boxes of the rate's equipment (sea FCL); 0 for air and LCL. */
  containers: number;
  weightKg: string;
  volumeCbm: string;
};

/** One charge line of a rate: charge code, rate per unit, unit, and an optional minimum. */
export type RateLine = {
  chargeCode: string;
  rate: string;
  unit: ChargeUnit;
  minimum?: string | null;
  currency: string;
};

/** How many units of `unit` a cargo is: W/M is the greater of tonnes and cubic metres. */
export const unitQuantity = (unit: ChargeUnit, cargo: PricedCargo): string => {
  switch (unit) {
    case 'container':
      return String(cargo.containers);
    case 'shipment':
      return '1';
    case 'kg':
      return fixed(decimal(cargo.weightKg), 3);
    case 'cbm':
      return fixed(decimal(cargo.volumeCbm), 3);
    case 'wm':
      return fixed(decimal(maxMoney(fixed(decimal(cargo.weightKg).div(1000)), cargo.volumeCbm)), 3);
  }
};

/** A line's amount for a cargo: rate × quantity, never below the line's minimum. */
export const lineAmount = (line: RateLine, cargo: PricedCargo): string => {
  const amount = multiplyMoney(line.rate, unitQuantity(line.unit, cargo));
  return line.minimum && compareMoney(line.minimum, amount) > 0 ? fixed(decimal(line.minimum)) : amount;
};

export type PricedLine = RateLine & { quantity: string; amount: string };

/** Every line priced, and the total per currency (a rate sheet may mix USD freight with CNY locals). */
export const priceLines = (
  lines: readonly RateLine[],
  cargo: PricedCargo,
): { lines: PricedLine[]; totals: Record<string, string> } => {
  const priced = lines.map((line) => ({
    ...line,
    quantity: unitQuantity(line.unit, cargo),
    amount: lineAmount(line, cargo),
  }));
  const byCurrency: Record<string, string[]> = {};
  for (const line of priced) {
    const amounts = byCurrency[line.currency] ?? [];
    amounts.push(line.amount);
    byCurrency[line.currency] = amounts;
  }
  const totals = Object.fromEntries(
    Object.entries(byCurrency).map(([currency, amounts]) => [currency, sumMoney(amounts)]),
  );
  return { lines: priced, totals };
};
