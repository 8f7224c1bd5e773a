import type { FieldDef } from '@tidemark/domain';
import type { ComponentType } from 'react';

/**
 * How one field type is shown, edited and filtered. Forms hold every value as text (what the
 * form-encoded endpoints take), booleans as booleans and files as File objects.
 */
export type FormValue = string | boolean | File | null | undefined;

export type DisplayProps = {
  field: FieldDef;
  value: unknown;
  /** The whole record, for fields shown with another (money with its currency, a party with its name). */
  row?: Readonly<Record<string, unknown>>;
  /** A table cell stays on one line; the detail view may use more room. */
  mode?: 'cell' | 'detail';
};

/** antd's Form.Item passes value, onChange and id to the input it wraps. */
export type InputProps = {
  field: FieldDef;
  value?: FormValue;
  onChange?: (value: FormValue) => void;
  id?: string;
  disabled?: boolean;
};

/** A filter's value: one value, or the two ends of a range (f_<field>_from / _to). */
export type FilterValue = { value?: string; from?: string; to?: string };

export type FilterProps = {
  field: FieldDef;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  id?: string;
};

export type FieldTypeKit = {
  Display: ComponentType<DisplayProps>;
  Input: ComponentType<InputProps>;
  Filter: ComponentType<FilterProps>;
};

export const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export const asText = (value: FormValue | unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);
