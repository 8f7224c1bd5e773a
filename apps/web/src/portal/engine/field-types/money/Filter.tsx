import { NumberFilter } from '../number/Filter';
import type { FilterProps } from '../types';

/** Amounts filter like numbers: one amount, or from and to. */
export const MoneyFilter = (props: FilterProps) => <NumberFilter {...props} />;
