import { z } from 'zod';
import { ID_MAX } from '../../common/constants';
import { withWriteSchemas } from '../../engine/declare';
import type { ResourceDef } from '../../engine/definitions';
import { CONTAINER_EQUIPMENT } from '../common/charges';
import { PRICING_COMMON_DICTIONARIES } from '../common/dictionaries';
import { COST_DICTIONARIES } from './dictionaries';
import { FCL_NAM_LANE_GROUPS, marginSettingIssues, parseIsoWeek } from './rules';

/**
 * The margin setting's form schema, shared by the form and the server: besides each field, the
 * rules between them (an amount or a percentage, not both; a minimum not above the target; weeks
 * in order) are checked before the request leaves, in the user's language.
 */

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;
const decimalText = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,13}(\.\d{1,4})?$/, { error: 'validation.number' }),
);
const optionalDecimal = z.preprocess(blankToNull, decimalText.nullable()).optional();
const week = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .refine((v) => parseIsoWeek(v) !== null, { error: 'pricing.costs.errors.isoWeek' });
const currency = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'pricing.costs.errors.currency' });

const settingShape = {
  laneGroup: z.enum(FCL_NAM_LANE_GROUPS, { error: 'validation.invalid' }),
  equipment: z.enum(CONTAINER_EQUIPMENT, { error: 'validation.invalid' }),
  targetMarginAmount: optionalDecimal,
  targetMarginPercent: optionalDecimal,
  minimumMargin: decimalText,
  currency,
  weekFrom: week,
  weekUntil: week,
  remarks: z.preprocess(blankToNull, z.string().trim().max(200, { error: 'validation.tooLong' }).nullable()).optional(),
};

export const fclNamSettingCreateSchema = z.object(settingShape).superRefine((value, ctx) => {
  for (const [field, message] of Object.entries(marginSettingIssues(value))) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
});

/** An edit sends only what changed; the server checks the rules on the record as it will stand. */
export const fclNamSettingUpdateSchema = z.object(settingShape).partial();

const branchId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number({ error: 'validation.required' }).int().positive().max(ID_MAX, { error: 'validation.invalid' }),
);

/** The enumerations the cost resources' fields name, by dictionary key, for the derived schemas. */
const VALUES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries({ ...PRICING_COMMON_DICTIONARIES, ...COST_DICTIONARIES }).map(([k, d]) => [k, d.values]),
);

/**
 * The schemas a resource's fields give it, with the branch office it is kept for: the branch is a
 * dictionary of the database (its ids), so it is checked as an id here and against the user's
 * branches on the server (a row outside them is refused as it is written).
 */
export const withBranchSchemas = (def: ResourceDef): ResourceDef => {
  const derived = withWriteSchemas(
    { ...def, fields: def.fields.map((f) => (f.name === 'branchId' ? { ...f, editable: false } : f)) },
    VALUES,
  );
  const create = (derived.createSchema as z.ZodObject).extend({ branchId });
  return { ...def, createSchema: create, updateSchema: create.partial() };
};
