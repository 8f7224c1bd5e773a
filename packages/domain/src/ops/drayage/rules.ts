import type { EventCode } from '../../shipments';

/**
 * The rules of drayage shared by the forms and the server: the Mexican pedimento number, the
 * reason an appointment changes, the totals of an order's cost lines, and the days-on-hand
 * buckets of the depot views.
 */

// ---- pedimento -----------------------------------------------------------------------------------

/**
 * A pedimento (Mexican customs entry) is 15 digits, written YY AA PPPP NNNNNNN: the year's last two
 * digits, the customs office (aduana), the customs broker's licence (patente) and a 7-digit number
 * whose first digit is the last digit of the year.
 */
export type Pedimento = { year: string; aduana: string; patente: string; sequence: string };

const PEDIMENTO_RE = /^(\d{2}) ?(\d{2}) ?(\d{4}) ?(\d{7})$/;

/** The parts of a pedimento written with or without its spaces; null when it is not one. */
export const parsePedimento = (input: string): Pedimento | null => {
  const match = PEDIMENTO_RE.exec(input.trim().replace(/\s+/g, ' '));
  if (!match) return null;
  const [, year, aduana, patente, sequence] = match as unknown as [string, string, string, string, string];
  if (aduana === '00' || patente === '0000') return null;
  // The number of the entry starts with the last digit of the year it was filed in.
  if (sequence[0] !== year[1]) return null;
  return { year, aduana, patente, sequence };
};

/** The pedimento as it is printed on the entry: '26 24 3912 6001234'. */
export const formatPedimento = (p: Pedimento): string => `${p.year} ${p.aduana} ${p.patente} ${p.sequence}`;

// ---- appointments --------------------------------------------------------------------------------

/** The appointments of an order: picking the container up, delivering it, returning it empty. */
export const APPOINTMENT_KINDS = ['pickup', 'delivery', 'empty_return'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

export const APPOINTMENT_STATUSES = ['booked', 'replaced', 'completed'] as const;

/** The ISA reason the first appointment of a kind carries: the original one. */
export const ORIGINAL_APPOINTMENT = 'ORIGINAL APPT';

/**
 * The reason an appointment is booked with. The first of its kind is the original appointment;
 * any later one replaces it and must say why (one of the other ISA change reasons). Answers the
 * reason to store, or the catalog key of the refusal.
 */
export const appointmentReason = (
  replacing: boolean,
  given: string | null | undefined,
): { reason: string } | { error: string } => {
  const reason = given?.trim() ? given.trim() : null;
  if (!replacing) {
    if (reason !== null && reason !== ORIGINAL_APPOINTMENT) return { error: 'ops.drayage.firstIsOriginal' };
    return { reason: ORIGINAL_APPOINTMENT };
  }
  if (reason === null) return { error: 'ops.drayage.reasonRequired' };
  if (reason === ORIGINAL_APPOINTMENT) return { error: 'ops.drayage.reasonNotOriginal' };
  return { reason };
};

/** The order status each completed appointment moves the order to. */
export const ORDER_STATUS_AFTER: Readonly<Record<AppointmentKind, string>> = {
  pickup: 'picked_up',
  delivery: 'delivered',
  empty_return: 'empty_returned',
};

/** The appointment that must be completed before one of a kind can be (none for the pickup). */
export const COMPLETED_BEFORE: Readonly<Record<AppointmentKind, AppointmentKind | null>> = {
  pickup: null,
  delivery: 'pickup',
  empty_return: 'delivery',
};

/**
 * The tracking event a completed appointment writes, so the public tracking page tells the same
 * story: the container gated out, delivered, returned empty.
 */
export const APPOINTMENT_EVENTS: Readonly<Record<AppointmentKind, EventCode>> = {
  pickup: 'OUT_GATE',
  delivery: 'DELIVERED',
  empty_return: 'EMPTY_RETURN',
};

export const ORDER_STATUSES = ['open', 'scheduled', 'picked_up', 'delivered', 'empty_returned', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders no longer worked: no new appointment or cost line. */
export const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ['empty_returned', 'cancelled'];

// ---- costs ---------------------------------------------------------------------------------------

export const CHARGE_CODES = [
  'BASE',
  'FUEL',
  'CHASSIS',
  'WAITING',
  'STORAGE',
  'PREPULL',
  'OVERWEIGHT',
  'TOLL',
  'BORDER',
  'TRANSLOAD',
] as const;

/** Currencies a cost line may be in; an order over the border into Mexico bills in USD or MXN. */
export const COST_CURRENCIES = ['USD', 'MXN', 'CAD', 'CNY', 'EUR'] as const;
export const CROSS_BORDER_CURRENCIES = ['USD', 'MXN'] as const;

/** A money amount: up to 13 integer digits and 4 decimals, as the money fields take it. */
export const MONEY_RE = /^-?\d{1,13}(\.\d{1,4})?$/;
const SCALE = 10_000n;

const toUnits = (amount: string): bigint => {
  if (!MONEY_RE.test(amount)) throw new Error(`not a money amount: ${amount}`);
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const units = BigInt(whole) * SCALE + BigInt(fraction.padEnd(4, '0'));
  return negative ? -units : units;
};

const fromUnits = (units: bigint): string => {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = (abs / SCALE).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % SCALE)
    .toString()
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${negative ? '-' : ''}${whole}.${fraction.length < 2 ? fraction.padEnd(2, '0') : fraction}`;
};

export type CostLine = { currency: string; amount: string };
export type CostTotal = { currency: string; total: string };

/**
 * An order's cost lines added up per currency, exactly (no floating point), currencies in
 * alphabetical order: 1,250.00 USD and 3,400.00 MXN stay two totals, never one.
 */
export const costTotals = (lines: readonly CostLine[]): CostTotal[] => {
  const sums = new Map<string, bigint>();
  for (const line of lines) sums.set(line.currency, (sums.get(line.currency) ?? 0n) + toUnits(line.amount));
  return [...sums.keys()].sort().map((currency) => ({ currency, total: fromUnits(sums.get(currency) ?? 0n) }));
};

/** The totals as the order list shows them: 'MXN 3,400.00 · USD 1,250.00'; null without lines. */
export const formatCostTotals = (totals: readonly CostTotal[]): string | null =>
  totals.length === 0 ? null : totals.map((t) => `${t.currency} ${t.total}`).join(' · ');

// ---- depot ---------------------------------------------------------------------------------------

/**
 * What a container event means at a depot: on hand there, out of hand from there, or neither any
 * more; events not listed leave the state as it was. The migration's depot_event_state() is the
 * same table.
 */
export const DEPOT_EVENT_STATES: Readonly<Partial<Record<EventCode, 'on_hand' | 'out' | 'closed'>>> = {
  GATE_IN: 'on_hand',
  DISCHARGED: 'on_hand',
  RAIL_ARRIVED: 'on_hand',
  EMPTY_RELEASED: 'out',
  OUT_GATE: 'out',
  LOADED: 'closed',
  RAIL_DEPARTED: 'closed',
  EMPTY_RETURN: 'closed',
  EMPTY_RETURN_COMPLETE: 'closed',
};

export const DEPOT_STATES = ['on_hand', 'out'] as const;

export type DepotEvent = { id: number; code: EventCode; location: string; occurredAt: Date };
export type DepotState = { state: (typeof DEPOT_STATES)[number]; depot: string; since: Date; event: DepotEvent };

/**
 * One container's state at a depot from its events: its latest depot event by (time, id), when
 * that leaves it on hand or out of hand; none when it is closed or has no depot event. The
 * database keeps the same in depot_containers through depot_containers_refresh().
 */
export const depotState = (events: readonly DepotEvent[]): DepotState | null => {
  let latest: DepotEvent | null = null;
  for (const e of events) {
    if (!DEPOT_EVENT_STATES[e.code]) continue;
    const t = e.occurredAt.getTime();
    const l = latest?.occurredAt.getTime();
    if (latest === null || l === undefined || t > l || (t === l && e.id > latest.id)) latest = e;
  }
  const state = latest ? DEPOT_EVENT_STATES[latest.code] : undefined;
  if (!latest || (state !== 'on_hand' && state !== 'out')) return null;
  return { state, depot: latest.location, since: latest.occurredAt, event: latest };
};

/** Days on hand in buckets: 0-3, 4-7, 8-14, 15 and more; each with its last day (none for the last). */
export const DAY_BUCKETS = [
  { key: 'd0_3', last: 3 },
  { key: 'd4_7', last: 7 },
  { key: 'd8_14', last: 14 },
  { key: 'd15_plus', last: null },
] as const;
export type DayBucket = (typeof DAY_BUCKETS)[number]['key'];

/** The bucket of a whole number of days on hand (a container in since today has 0). */
export const dayBucket = (days: number): DayBucket => {
  for (const b of DAY_BUCKETS) if (b.last === null || days <= b.last) return b.key;
  return 'd15_plus';
};
