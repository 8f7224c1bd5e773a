import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { type Checkable, schemaErrors } from '../access';

/**
 * An antd rule that checks a value with the field's schema from packages/domain, the same one the
 * server parses with; its catalog key becomes the message in the current language.
 */
export const schemaRule = (schema: Checkable, t: TFunction): Rule => ({
  validator: async (_rule, value: unknown) => {
    const first = Object.values(schemaErrors(schema, value))[0];
    if (first) throw new Error(t(first.key, first.params));
  },
});

/** Blank form values travel as '' (the server reads blank as "no value"); everything else as text. */
export const formPayload = (values: Readonly<Record<string, unknown>>): Record<string, string | number | boolean> =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      v === undefined || v === null ? '' : typeof v === 'number' || typeof v === 'boolean' ? v : String(v).trim(),
    ]),
  );

/** Only the values that differ from the record, so an update writes (and audits) just what changed. */
export const changedValues = (
  values: Readonly<Record<string, string | number | boolean>>,
  record: Readonly<Record<string, unknown>>,
): Record<string, string | number | boolean> =>
  Object.fromEntries(
    Object.entries(values).filter(([k, v]) => {
      const before = record[k];
      const normal = before === null || before === undefined ? '' : before;
      return String(normal) !== String(v);
    }),
  );
