import { z } from 'zod';
import {
  choice,
  consentField,
  contactFields,
  FORM_ERRORS,
  notPastDate,
  optionalText,
  portCode,
  positiveDecimal,
  requiredText,
  wholeNumber,
  yesNo,
} from './rules';

export const SHIPMENT_MODES = ['FCL', 'LCL', 'AIR', 'RAIL', 'ROAD'] as const;
export const CONTAINER_TYPES = [
  '20GP',
  '40GP',
  '40HC',
  '45HC',
  '20RF',
  '40RF',
  '20OT',
  '40OT',
  '20FR',
  '40FR',
] as const;
/** Incoterms 2020. */
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;

/** HS code: 6 to 10 digits, dots between groups allowed (8471.30 or 847130). */
export const HS_CODE_RE = /^\d{4}(?:\.?\d{2}){1,3}$/;

/**
 * The online quotation request. Ports are UN/LOCODEs; the server also checks they are in the
 * port list, which the page does not ship (it finds ports through the search API instead).
 */
export const quoteRequestSchema = z
  .object({
    origin: portCode,
    destination: portCode,
    mode: choice(SHIPMENT_MODES),
    containerType: optionalText(4),
    containerCount: optionalText(3),
    description: requiredText(500),
    packages: wholeNumber(99_999),
    grossWeight: positiveDecimal(7),
    volume: positiveDecimal(5),
    hazardous: yesNo,
    hsCode: optionalText(13).refine((v) => v === '' || HS_CODE_RE.test(v), { error: FORM_ERRORS.hsCode }),
    readyDate: notPastDate,
    deliveryDate: notPastDate,
    incoterm: choice(INCOTERMS),
    ...contactFields,
    consent: consentField,
  })
  .superRefine((v, ctx) => {
    if (v.origin === v.destination)
      ctx.addIssue({ code: 'custom', path: ['destination'], message: FORM_ERRORS.samePort });
    if (v.deliveryDate <= v.readyDate) {
      ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: FORM_ERRORS.deliveryBeforeReady });
    }
    if (v.mode !== 'FCL') return;
    if (!(CONTAINER_TYPES as readonly string[]).includes(v.containerType)) {
      ctx.addIssue({ code: 'custom', path: ['containerType'], message: FORM_ERRORS.choose });
    }
    const count = Number(v.containerCount);
    if (!/^\d{1,3}$/.test(v.containerCount) || count < 1) {
      ctx.addIssue({ code: 'custom', path: ['containerCount'], message: FORM_ERRORS.wholeNumber });
    }
  })
  // Container fields mean nothing outside FCL; drop what a sender typed before switching mode.
  .transform((v) => (v.mode === 'FCL' ? v : { ...v, containerType: '', containerCount: '' }));

export type QuoteRequest = z.output<typeof quoteRequestSchema>;
