import { z } from 'zod';
import {
  DECIMAL,
  decimalLess,
  ECOMMERCE_LIMITS,
  RATE_CURRENCIES,
  type RateCurrency,
  RECIPIENT_TYPES,
} from './ecommerce-rules';

const asList = (v: unknown) =>
  v === undefined || v === '' ? [] : (Array.isArray(v) ? v : [v]).filter((x) => x !== '' && x !== undefined);

/**
 * The check form as the browser sends it (form-encoded; one `box` field per box) and as the
 * server validates it.
 */
export const ecommerceCheckBody = z.object({
  warehouse: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{3,5}$/, 'site.ecommerce.check.errors.warehouse'),
  goodsValue: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'site.ecommerce.check.errors.goodsValue'),
  currency: z.enum(RATE_CURRENCIES as [RateCurrency, ...RateCurrency[]], {
    message: 'site.ecommerce.check.errors.currency',
  }),
  box: z.preprocess(
    asList,
    z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{1,4}(\.\d{1,3})?$/, 'site.ecommerce.check.errors.box')
          // Refinements run even after a failed format check, so the format is tested again here.
          .refine((v) => DECIMAL.test(v) && decimalLess('0', v), 'site.ecommerce.check.errors.box'),
      )
      .min(1, 'site.ecommerce.check.errors.boxes')
      .max(ECOMMERCE_LIMITS.maxBoxes, 'site.ecommerce.check.errors.boxes'),
  ),
  recipient: z.enum(RECIPIENT_TYPES, { message: 'site.ecommerce.check.errors.recipient' }),
});
export type EcommerceCheckInput = z.output<typeof ecommerceCheckBody>;
