import { TextFilterInput } from '../shared';
import type { FilterProps } from '../types';

/** Files are found by their name. */
export const FileFilter = (props: FilterProps) => <TextFilterInput {...props} />;
