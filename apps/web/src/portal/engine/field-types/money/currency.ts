import type { FieldDef } from '@tidemark/domain';
import { useCallback } from 'react';
import { loadCurrencies, useLoaded } from '../../reference';

/** ISO 4217 minor units of a currency (2 until the table has loaded, or for an unknown code). */
export const useMinorUnits = (currency: string | null | undefined): number => {
  const load = useCallback(() => loadCurrencies(), []);
  const table = useLoaded(load);
  if (!currency) return 2;
  return table?.get(currency.toUpperCase())?.minorUnits ?? 2;
};

/** The currency of a money value: the record's currency field. */
export const currencyOf = (field: FieldDef, row: Readonly<Record<string, unknown>> | undefined): string | null => {
  const raw = field.currencyField ? row?.[field.currencyField] : undefined;
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim().toUpperCase() : null;
};
