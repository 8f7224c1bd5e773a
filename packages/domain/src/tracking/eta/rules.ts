import { z } from 'zod';
import { ID_MAX } from '../../common/constants';
import { EMAIL_RE } from '../../common/formats';

/** ETA rules (route etaSetting): notify a customer's contacts when a shipment's ETA moves. */

export const ETA_THRESHOLD_MAX_HOURS = 24 * 60;
export const ETA_RECIPIENTS_MAX = 20;

/** Recipients as the long-text field holds them: comma-separated, blank items dropped. */
export const splitRecipients = (text: string): string[] =>
  text
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** Hours the ETA moved (positive: later), to one decimal. */
export const etaDeltaHours = (oldEta: Date, newEta: Date): number =>
  Math.round((newEta.getTime() - oldEta.getTime()) / 360_000) / 10;

/** A rule fires when the ETA moves by more than its hours, either way. */
export const etaRuleFires = (thresholdHours: number, oldEta: Date, newEta: Date): boolean =>
  Math.abs(newEta.getTime() - oldEta.getTime()) > thresholdHours * 3600_000;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const toInt = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v);
const toBool = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(s)) return true;
  if (['false', '0', 'off', 'no', ''].includes(s)) return false;
  return v;
};

/** SPEC §5 e-mail format for every address; the list is stored normalised (comma and no spaces). */
export const recipientsSchema = z
  .string({ error: 'validation.required' })
  .transform((s) => splitRecipients(s))
  .refine((list) => list.length > 0, { error: 'validation.required' })
  .refine((list) => list.length <= ETA_RECIPIENTS_MAX, { error: 'tracking.etaRule.tooManyRecipients' })
  .refine((list) => list.every((a) => a.length <= 254 && EMAIL_RE.test(a)), { error: 'validation.email' })
  .transform((list) => [...new Set(list)].join(','));

const etaRuleShape = {
  companyId: z.preprocess(toInt, z.number({ error: 'validation.required' }).int().positive().max(ID_MAX)),
  thresholdHours: z.preprocess(
    toInt,
    z
      .number({ error: 'validation.required' })
      .int({ error: 'tracking.etaRule.thresholdRange' })
      .min(1, { error: 'tracking.etaRule.thresholdRange' })
      .max(ETA_THRESHOLD_MAX_HOURS, { error: 'tracking.etaRule.thresholdRange' }),
  ),
  recipients: recipientsSchema,
  language: z.preprocess(blankToUndefined, z.enum(['en_us', 'zh_cn'], { error: 'validation.invalid' })),
  active: z.preprocess(toBool, z.boolean({ error: 'validation.invalid' })),
};

export const etaRuleCreateSchema = z.object({
  ...etaRuleShape,
  language: etaRuleShape.language.default('en_us'),
  active: etaRuleShape.active.default(true),
});
export const etaRuleUpdateSchema = z.object(etaRuleShape).partial();
