import { compareMoney } from '../../common/money';

/**
 * Cross-border e-commerce export under China Customs' supervision mode 9610: the checklist an
 * order must pass before it is declared, its states, and its high/low value route.
 */

export { US_DE_MINIMIS } from '../../reference/de-minimis';

/** An order's states: drafted, complete and ready, declared to customs, then released or rejected. */
export const ECOMMERCE_ORDER_STATES = ['draft', 'ready', 'declared', 'released', 'rejected'] as const;
export type EcommerceOrderState = (typeof ECOMMERCE_ORDER_STATES)[number];

/** States in which an order's parcel data may still change. */
export const ECOMMERCE_EDITABLE: readonly EcommerceOrderState[] = ['draft', 'ready'];

/** States whose route is still worked out again when a threshold or the order changes; a declared parcel keeps its own. */
export const ECOMMERCE_ROUTABLE: readonly EcommerceOrderState[] = ['draft', 'ready', 'rejected'];

/** What an order needs before it can be declared, each named by the order's field it checks. */
export const ECOMMERCE_CHECKLIST = [
  'platform',
  'sellerName',
  'buyerName',
  'destinationCountry',
  'waybillNo',
  'goodsDescription',
  'hsCode',
  'quantity',
  'declaredValue',
  'currency',
  'grossWeight',
] as const;
export type EcommerceChecklistItem = (typeof ECOMMERCE_CHECKLIST)[number];

/** What the checklist reads of an order: its fields as the form or the database gives them. */
export type EcommerceOrderCheck = Readonly<Partial<Record<EcommerceChecklistItem, unknown>>>;

const filled = (v: unknown): boolean => v !== null && v !== undefined && String(v).trim() !== '';
const positive = (v: unknown): boolean => filled(v) && /^\d+(\.\d+)?$/.test(String(v).trim()) && Number(v) > 0;

const POSITIVE: ReadonlySet<EcommerceChecklistItem> = new Set(['quantity', 'declaredValue', 'grossWeight']);

/** Each line of the checklist and whether it holds (amounts and counts must be above 0). */
export const ecommerceChecklist = (order: EcommerceOrderCheck): { item: EcommerceChecklistItem; ok: boolean }[] =>
  ECOMMERCE_CHECKLIST.map((item) => ({
    item,
    ok: POSITIVE.has(item) ? positive(order[item]) : filled(order[item]),
  }));

/** The checklist's lines that do not hold yet, in checklist order: what stands between the order and its declaration. */
export const missingEcommerceItems = (order: EcommerceOrderCheck): EcommerceChecklistItem[] =>
  ecommerceChecklist(order)
    .filter((l) => !l.ok)
    .map((l) => l.item);

/** Catalog key of a checklist line (its text in both languages), also the field's message when declaring is refused. */
export const ecommerceItemKey = (item: EcommerceChecklistItem): string => `customs.ecommerce.checklist.${item}`;

export const VALUE_ROUTES = ['low', 'high'] as const;
export type ValueRoute = (typeof VALUE_ROUTES)[number];

/** Why a parcel went to formal entry without a comparison: no threshold for its destination, no rate, no value yet. */
export const ROUTE_NOTES = ['no_threshold', 'no_rate', 'no_value'] as const;
export type RouteNote = (typeof ROUTE_NOTES)[number];

export type ValueThreshold = { readonly amount: string; readonly currency: string };

/**
 * A conversion of `amount` from one currency to another on a day: the amount in the target
 * currency and the rate applied, or null when no rate is known. The server passes finance's
 * `convert` over the exchange rates (the finance area reaches this one through pricing and
 * operations, so the rule takes the conversion rather than importing it).
 */
export type Conversion = (
  amount: string,
  from: string,
  to: string,
  day: string,
) => { amount: string; rate: { rate: string } } | null;

/** What the route reads of a parcel: its declared value and currency, and its day (yyyy-mm-dd). */
export type ParcelValue = { readonly value: string | null; readonly currency: string | null; readonly day: string };

export type ParcelRoute = {
  readonly route: ValueRoute;
  readonly note: RouteNote | null;
  /** The declared value in the threshold's currency, rounded to its minor units; null when not known. */
  readonly valueInThresholdCurrency: string | null;
  /** The rate applied (1 for the same currency); null when none. */
  readonly rate: string | null;
};

/**
 * A parcel's route: low value when its declared value, converted to the threshold's currency at
 * the rate of the parcel's day (finance's `convert`, passed in), is at most the threshold; else high value
 * (formal entry). Without a threshold for the destination, a value, or a rate of the pair on or
 * before the day, it goes high value, the safe side, and says why.
 */
export const routeParcel = (
  parcel: ParcelValue,
  threshold: ValueThreshold | null,
  convertAt: Conversion,
): ParcelRoute => {
  if (!threshold) return { route: 'high', note: 'no_threshold', valueInThresholdCurrency: null, rate: null };
  if (parcel.value === null || parcel.currency === null || parcel.value === '' || parcel.currency === '') {
    return { route: 'high', note: 'no_value', valueInThresholdCurrency: null, rate: null };
  }
  const converted = convertAt(parcel.value, parcel.currency, threshold.currency, parcel.day);
  if (!converted) return { route: 'high', note: 'no_rate', valueInThresholdCurrency: null, rate: null };
  return {
    route: compareMoney(converted.amount, threshold.amount) <= 0 ? 'low' : 'high',
    note: null,
    valueInThresholdCurrency: converted.amount,
    rate: converted.rate.rate,
  };
};
