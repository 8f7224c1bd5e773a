import { TextFilterInput } from '../shared';
import type { FilterProps } from '../types';

export const ContainerFilter = (props: FilterProps) => <TextFilterInput {...props} upperCase />;
