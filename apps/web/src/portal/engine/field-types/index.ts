import type { FieldDef, FieldType } from '@tidemark/domain';
import { BooleanDisplay } from './boolean/Display';
import { BooleanFilter } from './boolean/Filter';
import { BooleanInput } from './boolean/Input';
import { ContainerDisplay } from './container/Display';
import { ContainerFilter } from './container/Filter';
import { ContainerInput } from './container/Input';
import { DateDisplay } from './date/Display';
import { DateFilter } from './date/Filter';
import { DateInput } from './date/Input';
import { DateTimeDisplay } from './datetime/Display';
import { DateTimeFilter } from './datetime/Filter';
import { DateTimeInput } from './datetime/Input';
import { EnumDisplay } from './enum/Display';
import { EnumFilter } from './enum/Filter';
import { EnumInput } from './enum/Input';
import { FileDisplay } from './file/Display';
import { FileFilter } from './file/Filter';
import { FileInput } from './file/Input';
import { LongTextDisplay } from './longText/Display';
import { LongTextFilter } from './longText/Filter';
import { LongTextInput } from './longText/Input';
import { MoneyDisplay } from './money/Display';
import { MoneyFilter } from './money/Filter';
import { MoneyInput } from './money/Input';
import { NumberDisplay } from './number/Display';
import { NumberFilter } from './number/Filter';
import { NumberInput } from './number/Input';
import { PartyDisplay } from './party/Display';
import { PartyFilter } from './party/Filter';
import { PartyInput } from './party/Input';
import { PortDisplay } from './port/Display';
import { PortFilter } from './port/Filter';
import { PortInput } from './port/Input';
import { TextDisplay } from './text/Display';
import { TextFilter } from './text/Filter';
import { TextInput } from './text/Input';
import type { FieldTypeKit } from './types';

export type { DisplayProps, FieldTypeKit, FilterProps, FilterValue, FormValue, InputProps } from './types';

/** The field-type registry (docs/engine.md): a cell, an input and a filter for every FieldType. */
export const FIELD_KITS: Readonly<Record<FieldType, FieldTypeKit>> = {
  text: { Display: TextDisplay, Input: TextInput, Filter: TextFilter },
  longText: { Display: LongTextDisplay, Input: LongTextInput, Filter: LongTextFilter },
  number: { Display: NumberDisplay, Input: NumberInput, Filter: NumberFilter },
  money: { Display: MoneyDisplay, Input: MoneyInput, Filter: MoneyFilter },
  datetime: { Display: DateTimeDisplay, Input: DateTimeInput, Filter: DateTimeFilter },
  date: { Display: DateDisplay, Input: DateInput, Filter: DateFilter },
  enum: { Display: EnumDisplay, Input: EnumInput, Filter: EnumFilter },
  port: { Display: PortDisplay, Input: PortInput, Filter: PortFilter },
  party: { Display: PartyDisplay, Input: PartyInput, Filter: PartyFilter },
  container: { Display: ContainerDisplay, Input: ContainerInput, Filter: ContainerFilter },
  boolean: { Display: BooleanDisplay, Input: BooleanInput, Filter: BooleanFilter },
  file: { Display: FileDisplay, Input: FileInput, Filter: FileFilter },
};

export const kitFor = (field: FieldDef): FieldTypeKit => FIELD_KITS[field.type];

/** Numbers and amounts line up on the right in tables. */
export const alignOf = (field: FieldDef): 'left' | 'right' | 'center' =>
  field.type === 'number' || field.type === 'money' ? 'right' : field.type === 'boolean' ? 'center' : 'left';
