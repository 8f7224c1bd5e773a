import { LANGUAGES, translate } from '@tidemark/domain';
import {
  confirmationOutcome,
  confirmedCodes,
  type QuotationWarning,
  quotationWarningKey,
  quotationWarnings,
} from '@tidemark/domain/pricing/index';
import type { WriteContext } from '../../../engine/resource';
import type { Auth } from '../../../http/auth';
import { AppError, badRequest } from '../../../http/errors';

/** A quotation's terms as the checks and the booking form's picker read them. */
export type QuotationRow = {
  id: number;
  quotationNo: string;
  companyId: number;
  branchId: number;
  carrierCode: string | null;
  spaceType: string;
  equipment: string | null;
  fromCode: string;
  toCode: string;
  validFrom: string;
  validUntil: string;
};

/** Confirmed quotations only, not replaced by a newer one nor withdrawn: the ones a booking may name. */
export const USABLE_QUOTATION = `q.status = 'confirmed' AND NOT q.obsolete AND q.superseded_by IS NULL`;

export const QUOTATION_COLUMNS = `q.id, q.quotation_no AS "quotationNo", q.company_id AS "companyId", q.branch_id AS "branchId",
  q.carrier_code AS "carrierCode", q.space_type AS "spaceType", q.equipment, q.from_code AS "fromCode",
  q.to_code AS "toCode", q.valid_from::text AS "validFrom", q.valid_until::text AS "validUntil"`;

/**
 * The quotations a user may link a company's booking to: the company's usable quotations, priced
 * by one of the staff user's branches, or the customer's own.
 */
export const quotationScope = (auth: Auth, params: unknown[]): string => {
  if (auth.kind === 'customer') {
    params.push(auth.companyId ?? 0);
    return `q.company_id = $${params.length}`;
  }
  params.push(auth.branchIds);
  return `q.branch_id = ANY($${params.length}::int[])`;
};

/** Each warning with its texts in both languages, as the refusal and the form show them. */
export const describeWarnings = (warnings: readonly QuotationWarning[]) =>
  warnings.map((w) => ({
    code: w.code,
    params: w.params,
    text: Object.fromEntries(LANGUAGES.map((l) => [l, translate(l, quotationWarningKey(w.code))])),
    detail: Object.fromEntries(LANGUAGES.map((l) => [l, translate(l, `pricing.checks.details.${w.code}`, w.params)])),
  }));

const today = (): string => new Date().toISOString().slice(0, 10);

const numberOr = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/**
 * The booking rule of the quotation checks, run by the booking desk on every create, update and
 * submit or confirm: a booking naming a quotation must name one of its customer's usable
 * quotations within the user's scope (else a 400 on the field), and a write with warnings is
 * refused with the warnings listed (`data.quotationWarnings`, codes and both languages' texts)
 * unless the request confirms exactly those warnings, or they were confirmed before. Answers the
 * values to write, with the confirmed codes in `quotationWarnings`.
 */
export const enforceQuotationChecks = async (
  ctx: WriteContext,
  before: Record<string, unknown> | null,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> => {
  const { confirmWarnings, ...rest } = values;
  const merged: Record<string, unknown> = { ...(before ?? {}), ...rest };
  const quotationId = numberOr(merged.quotationId);
  if (quotationId === null) {
    return before?.quotationWarnings ? { ...rest, quotationWarnings: null } : rest;
  }
  const params: unknown[] = [quotationId];
  const [quotation] = await ctx.query<QuotationRow>(
    `SELECT ${QUOTATION_COLUMNS} FROM pricing_quotations q
      WHERE q.id = $1 AND ${USABLE_QUOTATION} AND ${quotationScope(ctx.auth, params)}`,
    params,
  );
  const companyId = numberOr(merged.companyId);
  if (companyId === null) {
    throw badRequest('pricing.checks.errors.customerFirst', { quotationId: 'pricing.checks.errors.customerFirst' });
  }
  if (!quotation || quotation.companyId !== companyId) {
    throw badRequest('pricing.checks.errors.quotationNotFound', {
      quotationId: 'pricing.checks.errors.quotationNotFound',
    });
  }
  // A date column reads as a Date at the driver's midnight; the day itself is what is compared.
  let cargoReadyDate = rest.cargoReadyDate as string | null | undefined;
  if (cargoReadyDate === undefined && before) {
    const [row] = await ctx.query<{ day: string | null }>(
      'SELECT cargo_ready_date::text AS day FROM bookings WHERE id = $1',
      [before.id],
    );
    cargoReadyDate = row?.day ?? null;
  }
  const warnings = quotationWarnings(
    {
      carrierCode: merged.carrierCode as string | null,
      spaceType: merged.spaceType as string | null,
      originPort: merged.originPort as string | null,
      etd: merged.etd as string | Date | null,
      cargoReadyDate: cargoReadyDate ?? null,
      containerTypes: String(merged.containerTypes ?? '')
        .split(',')
        .filter((c) => c !== ''),
    },
    quotation,
    today(),
  );
  const outcome = confirmationOutcome(warnings, confirmedCodes(confirmWarnings), before?.quotationWarnings as string);
  if (!outcome) {
    throw new AppError(400, 'pricing.checks.confirmRequired', undefined, undefined, undefined, {
      quotationWarnings: describeWarnings(warnings),
    });
  }
  return { ...rest, quotationWarnings: outcome.record === '' ? null : outcome.record };
};
