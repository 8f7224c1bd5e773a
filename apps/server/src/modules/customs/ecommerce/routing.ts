import {
  ECOMMERCE_ROUTABLE,
  type ParcelRoute,
  routeParcel,
  type ValueThreshold,
} from '@tidemark/domain/customs/ecommerce/index';
import { convert, type ExchangeRate } from '@tidemark/domain/finance/index';
import type { TxQuery } from '../../../engine/transaction';

/** What the route reads of an order. */
export type RoutedOrder = {
  branchId: number;
  destinationCountry: string | null;
  declaredValue: string | null;
  currency: string | null;
  orderDate: string;
};

/**
 * A threshold change not yet written (the threshold rules run before their write): the branch's
 * configuration loses `before` (the destination it held) and gains `after`.
 */
export type PendingThreshold = {
  branchId: number;
  before?: string | undefined;
  after?: ({ country: string } & ValueThreshold) | undefined;
};

/** The kept route columns of an order, by field name, as the order resource writes them. */
export type RouteColumns = {
  valueRoute: ParcelRoute['route'];
  routeNote: ParcelRoute['note'];
  thresholdAmount: string | null;
  thresholdCurrency: string | null;
  valueInThresholdCurrency: string | null;
  routeRate: string | null;
};

const key = (branchId: number, country: string) => `${branchId}|${country}`;

/**
 * The routes of some orders, read with one statement for the thresholds of their branches and one
 * for the exchange rates among their currencies, then finance's `convert` for each order.
 */
export const routesOf = async (
  query: TxQuery,
  orders: readonly RoutedOrder[],
  pending?: PendingThreshold,
): Promise<RouteColumns[]> => {
  if (orders.length === 0) return [];
  const branches = [...new Set(orders.map((o) => o.branchId))];
  const thresholds = new Map<string, ValueThreshold>();
  const rows = await query<{ branchId: number; country: string; amount: string; currency: string }>(
    `SELECT c.branch_id AS "branchId", t.destination_country AS country, t.threshold_amount::text AS amount, t.currency
       FROM customs_value_thresholds t JOIN customs_configurations c ON c.id = t.configuration_id
      WHERE c.branch_id = ANY ($1::int[])`,
    [branches],
  );
  for (const r of rows) thresholds.set(key(r.branchId, r.country), { amount: r.amount, currency: r.currency });
  if (pending?.before) thresholds.delete(key(pending.branchId, pending.before));
  if (pending?.after) {
    const { country, ...threshold } = pending.after;
    thresholds.set(key(pending.branchId, country), threshold);
  }
  const currencies = [
    ...new Set([...orders.map((o) => o.currency), ...[...thresholds.values()].map((t) => t.currency)]),
  ].filter((c): c is string => Boolean(c));
  const lastDay = orders.reduce((max, o) => (o.orderDate > max ? o.orderDate : max), '');
  const rates = await query<ExchangeRate>(
    `SELECT rate_date::text AS "rateDate", from_currency AS "fromCurrency", to_currency AS "toCurrency", rate::text AS rate
       FROM exchange_rates
      WHERE from_currency = ANY ($1::text[]) AND to_currency = ANY ($1::text[]) AND rate_date <= $2::date`,
    [currencies, lastDay],
  );
  const at = (amount: string, from: string, to: string, day: string) => convert(rates, amount, from, to, day);
  return orders.map((o) => {
    const threshold = o.destinationCountry ? (thresholds.get(key(o.branchId, o.destinationCountry)) ?? null) : null;
    const routed = routeParcel({ value: o.declaredValue, currency: o.currency, day: o.orderDate }, threshold, at);
    return {
      valueRoute: routed.route,
      routeNote: routed.note,
      thresholdAmount: threshold?.amount ?? null,
      thresholdCurrency: threshold?.currency ?? null,
      valueInThresholdCurrency: routed.valueInThresholdCurrency,
      routeRate: routed.rate,
    };
  });
};

/**
 * Works out again the kept route of every order of some branches still routable (not declared,
 * not released: a declared parcel keeps the route it was declared under), after a threshold of
 * theirs changed (or is about to, `pending`) or an order moved; one UPDATE for them all.
 */
export const rerouteBranches = async (
  query: TxQuery,
  branchIds: readonly number[],
  pending?: PendingThreshold,
): Promise<number> => {
  const orders = await query<RoutedOrder & { id: number }>(
    `SELECT id, branch_id AS "branchId", destination_country AS "destinationCountry",
            declared_value::text AS "declaredValue", currency, order_date::text AS "orderDate"
       FROM customs_ecommerce_orders
      WHERE branch_id = ANY ($1::int[]) AND status = ANY ($2::text[])`,
    [branchIds, ECOMMERCE_ROUTABLE],
  );
  if (orders.length === 0) return 0;
  const routes = await routesOf(query, orders, pending);
  await query(
    `UPDATE customs_ecommerce_orders o
        SET value_route = r.route, route_note = r.note, threshold_amount = r.amount::numeric,
            threshold_currency = r.currency, value_in_threshold_currency = r.converted::numeric,
            route_rate = r.rate::numeric
       FROM json_to_recordset($1::json) AS r(id int, route text, note text, amount text, currency text, converted text, rate text)
      WHERE o.id = r.id`,
    [
      JSON.stringify(
        orders.map((o, i) => {
          const r = routes[i] as RouteColumns;
          return {
            id: o.id,
            route: r.valueRoute,
            note: r.routeNote,
            amount: r.thresholdAmount,
            currency: r.thresholdCurrency,
            converted: r.valueInThresholdCurrency,
            rate: r.routeRate,
          };
        }),
      ),
    ],
  );
  return orders.length;
};
