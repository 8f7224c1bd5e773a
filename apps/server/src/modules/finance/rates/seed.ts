import { BILLING_CURRENCIES } from '@tidemark/domain/finance/index';
import Big from 'big.js';
import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import { Random } from '../../../seed/random';

/** Units of each currency per US dollar: where the demo year moves around, and its band. */
const LEVELS: Readonly<Record<(typeof BILLING_CURRENCIES)[number], { mid: number; low: number; high: number }>> = {
  USD: { mid: 1, low: 1, high: 1 },
  CNY: { mid: 7.2, low: 7.1, high: 7.3 },
  // EUR/USD between 1.05 and 1.12.
  EUR: { mid: 0.92, low: 0.893, high: 0.952 },
  HKD: { mid: 7.81, low: 7.77, high: 7.85 },
  GBP: { mid: 0.79, low: 0.76, high: 0.82 },
  JPY: { mid: 150, low: 141, high: 159 },
  SGD: { mid: 1.34, low: 1.3, high: 1.38 },
  MXN: { mid: 18.6, low: 17.2, high: 20.1 },
  TWD: { mid: 32.1, low: 31.2, high: 33.0 },
  // The dirham is pegged.
  AED: { mid: 3.6725, low: 3.6725, high: 3.6725 },
};

const DAYS = 366;

/**
 * A year of daily rates up to the demo's day, the same for the same seed: each currency's units
 * per dollar drift day by day within its band (pulled back toward its middle), and every pair of
 * billing currencies gets its rate, quoted from the stronger currency (EUR → USD, USD → CNY,
 * USD → JPY), as cross rates of the same day so they agree with each other. Runs once: nothing is
 * done when rates exist.
 */
export const seedExchangeRates = async (database: Database, demo: DemoSeed): Promise<void> => {
  const known = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM exchange_rates');
  if ((known[0]?.n ?? 0) > 0) return;
  const random = new Random(demo.seed + 4217);
  const level = Object.fromEntries(BILLING_CURRENCIES.map((c) => [c, LEVELS[c].mid])) as Record<string, number>;
  const rows: { rate_date: string; from_currency: string; to_currency: string; rate: string; source: string }[] = [];
  const last = new Date(Date.UTC(demo.asOf.getUTCFullYear(), demo.asOf.getUTCMonth(), demo.asOf.getUTCDate()));
  for (let d = DAYS - 1; d >= 0; d--) {
    const day = new Date(last.getTime() - d * 86_400_000).toISOString().slice(0, 10);
    for (const c of BILLING_CURRENCIES) {
      const { mid, low, high } = LEVELS[c];
      const step = (random.next() - 0.5) * (high - low) * 0.06 + (mid - (level[c] ?? mid)) * 0.03;
      level[c] = Math.min(high, Math.max(low, (level[c] ?? mid) + step));
    }
    const units = Object.fromEntries(BILLING_CURRENCIES.map((c) => [c, new Big((level[c] ?? 1).toFixed(6))]));
    for (const [i, a] of BILLING_CURRENCIES.entries()) {
      for (const b of BILLING_CURRENCIES.slice(i + 1)) {
        const ua = units[a] as Big;
        const ub = units[b] as Big;
        // Quoted from the currency worth more: 1 of it buys more than one of the other.
        const [from, to, rate] = ua.lt(ub) ? [a, b, ub.div(ua)] : [b, a, ua.div(ub)];
        rows.push({
          rate_date: day,
          from_currency: from,
          to_currency: to,
          rate: rate.toFixed(8),
          source: 'central_bank',
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 5000) {
    await database.query(
      `INSERT INTO exchange_rates (rate_date, from_currency, to_currency, rate, source, created_at, updated_at)
       SELECT r.rate_date, r.from_currency, r.to_currency, r.rate, r.source, r.rate_date + time '08:00', r.rate_date + time '08:00'
         FROM json_to_recordset($1::json) AS r(rate_date date, from_currency text, to_currency text, rate numeric, source text)`,
      [JSON.stringify(rows.slice(i, i + 5000))],
    );
  }
};
