import { DateTimeFilter } from '../datetime/Filter';
import type { FilterProps } from '../types';

/** One date, or from and to. */
export const DateFilter = (props: FilterProps) => <DateTimeFilter {...props} />;
