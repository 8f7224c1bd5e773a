import { exchangeRateResource } from '@tidemark/domain/finance/index';
import type { ModulePart } from '../../../engine/module';
import { storedResource } from '../../../engine/resource';
import { AppError } from '../../../http/errors';
import { seedExchangeRates } from './seed';

/** One rate per pair and day: a second one for the same day is refused on the date field. */
const refuseDuplicate = async (
  query: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>,
  values: Record<string, unknown>,
  id: number | null,
): Promise<void> => {
  const rows = await query(
    `SELECT id FROM exchange_rates WHERE rate_date = $1::date AND from_currency = $2 AND to_currency = $3
        AND ($4::int IS NULL OR id <> $4::int)`,
    [values.rateDate, values.fromCurrency, values.toCurrency, id],
  );
  if (rows.length > 0) {
    throw new AppError(400, 'finance.rates.errors.duplicate', undefined, {
      rateDate: 'finance.rates.errors.duplicate',
    });
  }
};

/** CurrencyConfig: the engine serves the rates; the rules keep one per pair and day and name who entered it. */
export const rates: ModulePart = {
  resources: [
    storedResource(exchangeRateResource, {
      rules: {
        beforeCreate: async (ctx, values) => {
          await refuseDuplicate(ctx.query, values, null);
          return { ...values, createdBy: ctx.auth.userId };
        },
        beforeUpdate: async (ctx, before, values) => {
          await refuseDuplicate(
            ctx.query,
            {
              rateDate: values.rateDate ?? before.rateDate,
              fromCurrency: values.fromCurrency ?? before.fromCurrency,
              toCurrency: values.toCurrency ?? before.toCurrency,
            },
            Number(before.id),
          );
          return values;
        },
      },
    }),
  ],
  seed: seedExchangeRates,
};
