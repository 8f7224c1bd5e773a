import { type FieldDef, hasKey } from '@tidemark/domain';
import type { TFunction } from 'i18next';
import { truthy } from './field-types/boolean/Display';
import type { FormValue } from './field-types/types';

/** A stored value as its input holds it: text, a boolean for switches, a File once chosen. */
export const toFormValue = (field: FieldDef, raw: unknown): FormValue => {
  if (field.type === 'boolean') return truthy(raw) ?? false;
  if (raw === null || raw === undefined) return '';
  if (raw instanceof File) return raw;
  return typeof raw === 'string' ? raw : String(raw);
};

/** What the form-encoded endpoints take for a value: text, with booleans as 'true' / 'false'. */
export const toWireValue = (value: FormValue): string => {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value === null || value === undefined || value instanceof File) return '';
  return value;
};

const same = (a: FormValue, b: FormValue): boolean => {
  if (a instanceof File || b instanceof File) return a === b;
  return toWireValue(a).trim() === toWireValue(b).trim();
};

/** The fields whose value differs from what the form was opened with. */
export const changedFields = (
  fields: readonly FieldDef[],
  initial: Readonly<Record<string, FormValue>>,
  current: Readonly<Record<string, FormValue>>,
): string[] => fields.filter((f) => f.name in current && !same(initial[f.name], current[f.name])).map((f) => f.name);

/**
 * The values that follow a change (FieldDef.derive): each field derived from a changed field takes
 * its value, unless the user chose it by hand (`manual`) or it was itself part of the change.
 */
export const derivedValues = (
  fields: readonly FieldDef[],
  changed: Readonly<Record<string, FormValue>>,
  manual: ReadonlySet<string> = new Set(),
): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const rule = field.derive;
    if (!rule || !(rule.from in changed) || field.name in changed || manual.has(field.name)) continue;
    const value = rule.value(toWireValue(changed[rule.from]).trim());
    if (value !== null) out[field.name] = value;
  }
  return out;
};

/** A zod issue as the endpoints and forms report it: its path, code and message (a catalog key). */
export type Issue = {
  path: readonly PropertyKey[];
  code: string;
  message: string;
  maximum?: unknown;
  minimum?: unknown;
  input?: unknown;
};

/**
 * The text of a validation issue in the reader's language: schema messages are catalog keys;
 * zod's own (length, type) are turned into the catalog's equivalents.
 */
export const issueText = (issue: Issue, t: TFunction): string => {
  if (hasKey(issue.message)) {
    const params: Record<string, string | number> = {};
    if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint') params.max = Number(issue.maximum);
    if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint') params.min = Number(issue.minimum);
    return t(issue.message, params);
  }
  switch (issue.code) {
    case 'too_big':
      return t('validation.tooLong', { max: Number(issue.maximum) });
    case 'too_small':
      return Number(issue.minimum) <= 1
        ? t('validation.required')
        : t('validation.tooShort', { min: Number(issue.minimum) });
    case 'invalid_type':
      // zod leaves the input out of issues; its default text names what it received.
      return issue.input === undefined || /received (undefined|null)/.test(issue.message)
        ? t('validation.required')
        : t('validation.invalid');
    default:
      return t('validation.invalid');
  }
};

/** The first message for each field of a failed parse. */
export const fieldIssues = (issues: readonly Issue[], t: TFunction): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !(name in out)) out[name] = issueText(issue, t);
  }
  return out;
};

/** Runs a resource schema (shared with the server) on the values and collects its issues. */
export const validate = (
  schema: { safeParse: (input: unknown) => { success: boolean; error?: { issues: readonly unknown[] } } } | undefined,
  values: Readonly<Record<string, unknown>>,
): Issue[] => {
  if (!schema) return [];
  const result = schema.safeParse(values);
  if (result.success || !result.error) return [];
  return result.error.issues.map((raw) => {
    const i = raw as Record<string, unknown>;
    return {
      path: Array.isArray(i.path) ? (i.path as PropertyKey[]) : [],
      code: String(i.code ?? ''),
      message: String(i.message ?? ''),
      maximum: i.maximum,
      minimum: i.minimum,
      input: i.input,
    };
  });
};
