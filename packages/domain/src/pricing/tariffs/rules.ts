import { z } from 'zod';
import { ID_MAX } from '../../common/constants';
import {
  AIR_BREAK_FROM_KG,
  AIR_WEIGHT_BREAKS,
  CHARGE_CODES,
  CHARGE_UNITS,
  CONTAINER_EQUIPMENT,
  type PricedCargo,
  RATE_EQUIPMENT,
} from '../common/charges';
import { TARIFF_KINDS, TARIFF_MODES } from './dictionaries';

/**
 * The rules of a tariff's header, shared by the create form, the create route and the engine's
 * rules (apps/server/src/modules/pricing/tariffs/rules.ts). Each refusal names its field.
 */

/** The carriers table's kind a mode's carrier must be of: a shipping line (SCAC) or an airline (IATA). */
export const CARRIER_KIND_OF_MODE = { sea: 'ocean', air: 'air' } as const;

/** The equipment a mode is priced for: containers or LCL at sea, weight breaks in the air. */
export const equipmentFitsMode = (mode: string, equipment: string): boolean =>
  mode === 'air'
    ? (AIR_WEIGHT_BREAKS as readonly string[]).includes(equipment)
    : mode === 'sea' && ((CONTAINER_EQUIPMENT as readonly string[]).includes(equipment) || equipment === 'LCL');

export const CURRENCY_RE = /^[A-Z]{3}$/;

export type TariffHeader = {
  mode?: unknown;
  pol?: unknown;
  pod?: unknown;
  equipment?: unknown;
  validFrom?: unknown;
  validUntil?: unknown;
  currency?: unknown;
};

/** The header's own refusals (field -> message key); the carrier is checked against the carriers table. */
export const tariffHeaderIssues = (h: TariffHeader): Record<string, string> => {
  const issues: Record<string, string> = {};
  if (typeof h.pol === 'string' && h.pol !== '' && h.pol === h.pod) issues.pod = 'pricing.tariffs.errors.samePorts';
  if (typeof h.validFrom === 'string' && typeof h.validUntil === 'string' && h.validUntil < h.validFrom) {
    issues.validUntil = 'pricing.tariffs.errors.validUntilBeforeFrom';
  }
  if (typeof h.mode === 'string' && typeof h.equipment === 'string' && !equipmentFitsMode(h.mode, h.equipment)) {
    issues.equipment = 'pricing.tariffs.errors.equipmentForMode';
  }
  if (typeof h.currency === 'string' && !CURRENCY_RE.test(h.currency)) {
    issues.currency = 'pricing.tariffs.errors.currencyFormat';
  }
  return issues;
};

/** The last day of a validity of `days` days starting on `from` (an ISO date). */
export const validityEnd = (from: string, days: number): string => {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days - 1);
  return d.toISOString().slice(0, 10);
};

const blank = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v);
const toInt = (v: unknown) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v);
const port = z
  .string({ error: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, { error: 'validation.invalid' });
const rate = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^\d{1,11}(\.\d{1,4})?$/, { error: 'validation.number' }),
);
const optionalRate = z.preprocess(
  (v) => blank(typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .regex(/^\d{1,11}(\.\d{1,4})?$/, { error: 'validation.number' })
    .nullable(),
);

/** One charge line of the create form: the currency is the tariff's when left out. */
export const tariffLineInputSchema = z.object({
  chargeCode: z.enum(CHARGE_CODES, { error: 'validation.required' }),
  rate,
  unit: z.enum(CHARGE_UNITS, { error: 'validation.required' }),
  minimum: optionalRate.optional(),
  currency: z.preprocess(blank, z.string().trim().toUpperCase().nullable()).optional(),
});
export type TariffLineInput = z.output<typeof tariffLineInputSchema>;

/**
 * A tariff with its lines in one request (createTariff). Currency and valid until may be left
 * out: the branch office's settings fill them. Lines travel as one JSON text field of the form.
 */
export const createTariffSchema = z.object({
  kind: z.enum(TARIFF_KINDS, { error: 'validation.required' }),
  mode: z.enum(TARIFF_MODES, { error: 'validation.required' }),
  carrierCode: z
    .string({ error: 'validation.required' })
    .trim()
    .toUpperCase()
    .min(2, { error: 'validation.required' })
    .max(4, { error: 'validation.tooLong' }),
  pol: port,
  pod: port,
  via: z.preprocess(blank, port.nullable()).optional(),
  equipment: z.enum(RATE_EQUIPMENT, { error: 'validation.required' }),
  validFrom: z.iso.date({ error: 'validation.required' }),
  validUntil: z.preprocess(blank, z.iso.date({ error: 'validation.invalid' }).nullable()).optional(),
  currency: z.preprocess(blank, z.string().trim().toUpperCase().nullable()).optional(),
  transitDays: z
    .preprocess((v) => toInt(blank(v)), z.number({ error: 'validation.number' }).int().min(0).max(120).nullable())
    .optional(),
  contractNo: z.preprocess(blank, z.string().trim().max(30, { error: 'validation.tooLong' }).nullable()).optional(),
  companyId: z
    .preprocess(
      (v) => toInt(blank(v)),
      z.number({ error: 'validation.invalid' }).int().positive().max(ID_MAX).nullable(),
    )
    .optional(),
  remarks: z.preprocess(blank, z.string().trim().max(200, { error: 'validation.tooLong' }).nullable()).optional(),
  /** Save as a draft, or publish at once (which needs a line). */
  status: z.enum(['draft', 'active'], { error: 'validation.invalid' }),
  lines: z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    },
    z.array(tariffLineInputSchema, { error: 'validation.invalid' }).max(40, { error: 'validation.invalid' }),
  ),
});
export type CreateTariff = z.output<typeof createTariffSchema>;

/**
 * The cargo the create form prices its lines for while they are typed: one container, one W/M
 * of LCL (a tonne and a cubic metre), or the first kilogram of the air weight break (45 kg for +45),
 * so a line's minimum shows where it bites.
 */
export const unitCargo = (mode: string, equipment: string): PricedCargo => {
  if (mode === 'air') {
    const from = AIR_BREAK_FROM_KG[equipment as (typeof AIR_WEIGHT_BREAKS)[number]] ?? 0;
    return { containers: 0, weightKg: String(Math.max(1, from)), volumeCbm: '0' };
  }
  if (equipment === 'LCL') return { containers: 0, weightKg: '1000', volumeCbm: '1' };
  return { containers: 1, weightKg: '0', volumeCbm: '0' };
};
