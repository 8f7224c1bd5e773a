import { TextFilterInput } from '../shared';
import type { FilterProps } from '../types';

/** Matches part of the text or all of it, as the field declares (ILIKE or equality on the server). */
export const TextFilter = (props: FilterProps) => <TextFilterInput {...props} />;
