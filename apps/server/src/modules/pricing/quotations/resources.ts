import type { ResourceDef } from '@tidemark/domain/engine/definitions';
import {
  isReadOnlyQuotation,
  marginRefusal,
  QUOTATION_VALIDITY_SQL,
  type QuotationAction,
  type QuotationActionState,
  quotationActionRefusal,
  validityRefusal,
} from '@tidemark/domain/pricing/quotations/index';
import {
  ecuQuotationResource,
  QUOTATION_STORE,
  quotationLineResource,
  quotationResource,
} from '@tidemark/domain/pricing/quotations/resources';
import { type ServerResource, storedResource, type WriteContext } from '../../../engine/resource';
import { visibleCompany } from '../../../engine/scope';
import { auditIn } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { AppError, badRequest } from '../../../http/errors';
import { QUOTATION_NO_SQL } from './numbering';
import { type LineInput, pricingHeader, reprice, storedLines } from './pricing';

type Values = Record<string, unknown>;

export const refuse = (field: string, key: string) => badRequest(key, { [field]: key });

/** Whether the user may edit quotations once made (SPEC §6: an administrator grants it). */
export const mayEditQuotations = (auth: Auth): boolean =>
  auth.permissions.has('quotation:edit') || auth.permissions.has('ecuquotation:edit');

/** A confirmed or rejected quotation is what was agreed: no change to it or its lines. */
export const assertChangeable = (status: unknown): void => {
  if (isReadOnlyQuotation(String(status))) {
    throw badRequest('pricing.quotations.errors.readOnly');
  }
};

/**
 * The quotation allows the action in its state and validity (quotationActionRefusal, the rule the
 * screens offer the action by), or the request is refused with the rule's message.
 */
export const assertAllowed = (action: QuotationAction, q: QuotationActionState, auth: Auth): void => {
  const refusal = quotationActionRefusal(action, q, mayEditQuotations(auth));
  if (refusal === 'pricing.quotations.errors.editNotGranted') throw new AppError(403, refusal);
  if (refusal) throw badRequest(refusal);
};

/** A new number: QT and eight digits of the quotations' own sequence. */
export const nextQuotationNo = async (query: WriteContext['query']): Promise<string> => {
  const [row] = await query<{ no: string }>(`SELECT ${QUOTATION_NO_SQL} AS no`);
  if (!row) throw new Error('no quotation number');
  return row.no;
};

const checkMargin = (v: Values) => {
  const refusal = marginRefusal({
    calcMethod: (v.calcMethod ?? null) as 'amount' | 'percentage' | null,
    markupAmount: v.markupAmount === null || v.markupAmount === undefined ? null : String(v.markupAmount),
    markupPercent: v.markupPercent === null || v.markupPercent === undefined ? null : String(v.markupPercent),
  });
  if (refusal) throw refuse(refusal.field, refusal.key);
  const dates = validityRefusal((v.validFrom ?? null) as string | null, (v.validUntil ?? null) as string | null);
  if (dates) throw refuse('validUntil', dates);
};

/** The company's contact a quotation is addressed to: its primary one, else its first. */
const contactOf = async (ctx: WriteContext, companyId: number): Promise<number | null> => {
  const [row] = await ctx.query<{ id: number }>(
    'SELECT id FROM contacts WHERE company_id = $1 ORDER BY is_primary DESC, id LIMIT 1',
    [companyId],
  );
  return row?.id ?? null;
};

/**
 * The branch a quotation of this customer belongs to: the one serving it. The customer must be one
 * the user may name, by the company picker's rule (COMPANY_SCOPE): staff the customers of their
 * branches; anything else is refused on the field.
 */
const branchFor = async (ctx: WriteContext, companyId: unknown): Promise<number> => {
  const company = await visibleCompany(ctx.query, ctx.auth, companyId);
  const branch = company?.branchId ?? null;
  if (branch === null) throw refuse('companyId', 'pricing.quotations.errors.noCompanyBranch');
  return branch;
};

/** The ECU rate valid on a date for the consolidator's ports: its fields fill what the form left empty. */
const ecuRateFor = async (ctx: WriteContext, pol: unknown, pod: unknown, on: unknown) => {
  const [rate] = await ctx.query<Values>(
    `SELECT id, pol_name AS "ecuPolName", pol_via AS "ecuPolVia", pod_name AS "ecuPodName", pod_via AS "ecuPodVia",
            transit_days AS "ecuTransitDays", ocean_freight::text AS "ecuOceanFreight", currency AS "ecuCurrency",
            charge_unit AS "ecuChargeUnit", minimum::text AS "ecuMinimum"
       FROM pricing_ecu_rates WHERE pol = $1 AND pod = $2 AND $3::date BETWEEN valid_from AND valid_until
      ORDER BY ocean_freight, id LIMIT 1`,
    [pol, pod, on],
  );
  return rate;
};

const quotationRules = (def: ResourceDef): NonNullable<ServerResource['rules']> => ({
  beforeCreate: async (ctx, values) => {
    if (ctx.auth.kind === 'customer') throw new AppError(403, 'messages.permissionInsufficient');
    checkMargin(values);
    const companyId = Number(values.companyId);
    const branchId = await branchFor(ctx, companyId);
    const extra: Values = {};
    if (def.name === 'ecuQuotation') {
      const rate = await ecuRateFor(ctx, values.ecuPol, values.ecuPod, values.validFrom);
      if (rate) {
        for (const [k, v] of Object.entries(rate))
          if (k !== 'id' && (values[k] === undefined || values[k] === null)) extra[k] = v;
        extra.ecuRateId = rate.id;
      }
      extra.product = 'lcl';
    }
    return {
      ...values,
      ...extra,
      quotationNo: await nextQuotationNo(ctx.query),
      status: 'draft',
      branchId,
      contactId: await contactOf(ctx, companyId),
      createdBy: ctx.auth.userId,
      currency: values.currency ?? 'USD',
      grouping: values.grouping ?? 'by_charge',
    };
  },
  beforeUpdate: async (ctx, before, values) => {
    assertChangeable(before.status);
    const merged = { ...before, ...values };
    checkMargin(merged);
    const id = Number(before.id);
    const extra: Values = {};
    if ('companyId' in values && Number(values.companyId) !== Number(before.companyId)) {
      extra.branchId = await branchFor(ctx, values.companyId);
      extra.contactId = await contactOf(ctx, Number(values.companyId));
    }
    // The figures follow the cargo and the margin as they will stand after this write.
    const header = await pricingHeader(ctx.query, id);
    if (!header) throw badRequest('pricing.quotations.errors.notFound');
    const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
    const priced = await reprice(
      ctx.query,
      id,
      {
        product: String(merged.product),
        containers: merged.containers === null || merged.containers === undefined ? null : Number(merged.containers),
        weightKg: text(merged.weightKg),
        volumeCbm: text(merged.volumeCbm),
        calcMethod: (merged.calcMethod ?? null) as 'amount' | 'percentage' | null,
        markupAmount: text(merged.markupAmount),
        markupPercent: text(merged.markupPercent),
        grouping: (merged.grouping ?? header.grouping) as 'by_charge' | 'all_in',
        currency: String(merged.currency ?? header.currency),
      },
      await storedLines(ctx.query, id),
    );
    return { ...values, ...extra, total: priced.total, costTotal: priced.costTotal };
  },
  beforeTransition: async (ctx, before, step) => {
    const id = Number(before.id);
    if (step.action === 'quote' || step.action === 'confirm') {
      assertAllowed(step.action, { status: before.status, validity: before.validity }, ctx.auth);
    }
    if (step.action === 'quote') {
      if (ctx.auth.kind === 'customer') throw new AppError(403, 'messages.permissionInsufficient');
      const [lines] = await ctx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pricing_quotation_lines WHERE quotation_id = $1',
        [id],
      );
      if ((lines?.n ?? 0) === 0) throw badRequest('pricing.quotations.errors.noLines');
      await ctx.query('UPDATE pricing_quotations SET quoted_by = $2, quoted_at = now() WHERE id = $1', [
        id,
        ctx.auth.userId,
      ]);
      await obsoleteReplaced(ctx, id, before.replacesId);
    }
    if (step.action === 'confirm') {
      await ctx.query('UPDATE pricing_quotations SET confirmed_by = $2, confirmed_at = now() WHERE id = $1', [
        id,
        ctx.auth.userId,
      ]);
    }
  },
});

/** A re-quote that is quoted makes the quotation it replaces obsolete, pointing to its successor. */
const obsoleteReplaced = async (ctx: WriteContext, id: number, replacesId: unknown) => {
  if (replacesId === null || replacesId === undefined) return;
  const rows = await ctx.query<{ id: number }>(
    `UPDATE pricing_quotations SET obsolete = true, superseded_by = $1, version = version + 1, updated_at = now()
      WHERE id = $2 AND NOT obsolete RETURNING id`,
    [id, Number(replacesId)],
  );
  for (const row of rows) {
    await auditIn(ctx.query, {
      entity: 'quotation',
      entityId: row.id,
      action: 'update',
      userId: ctx.auth.userId,
      changes: { obsolete: { from: false, to: true }, supersededBy: { from: null, to: id } },
    });
  }
};

/**
 * A quotation's row scope: staff the quotations of their branches; a customer its company's once
 * they are quoted (a draft is the desk's work in progress, never shown to the customer).
 */
const QUOTATION_SCOPE = {
  branch: 't.branch_id',
  company: `CASE WHEN t.status <> 'draft' THEN t.company_id END`,
};

const quotationServer = (def: ResourceDef): ServerResource => {
  const stored = storedResource({ ...def, store: QUOTATION_STORE });
  return {
    ...stored,
    columns: { ...stored.columns, validity: QUOTATION_VALIDITY_SQL, onEcu: '(t.ecu_pol IS NOT NULL)' },
    scopeColumns: QUOTATION_SCOPE,
    rules: quotationRules(def),
  };
};

export const quotationServerResource = quotationServer(quotationResource);
export const ecuQuotationServerResource = quotationServer(ecuQuotationResource);

// ---- lines -------------------------------------------------------------------------------------

const lineInput = (id: number | null, v: Values): LineInput => ({
  id,
  chargeCode: String(v.chargeCode),
  unit: v.unit as LineInput['unit'],
  rate: String(v.rate),
  minimum: v.minimum === null || v.minimum === undefined ? null : String(v.minimum),
  currency: String(v.currency),
  costRate: v.costRate === null || v.costRate === undefined ? null : String(v.costRate),
});

/**
 * A quotation's lines change while it is a draft, or, for those who may edit quotations, while it
 * is quoted; each write reprices every line and the totals.
 */
const writeLine = async (ctx: WriteContext, quotationId: number, lineId: number | null, values: Values | null) => {
  const [q] = await ctx.query<{ status: string }>('SELECT status FROM pricing_quotations WHERE id = $1 FOR UPDATE', [
    quotationId,
  ]);
  if (!q) throw badRequest('pricing.quotations.errors.notFound');
  assertChangeable(q.status);
  if (q.status !== 'draft' && !mayEditQuotations(ctx.auth)) {
    throw new AppError(403, 'pricing.quotations.errors.editNotGranted');
  }
  const header = await pricingHeader(ctx.query, quotationId);
  if (!header) throw badRequest('pricing.quotations.errors.notFound');
  const others = (await storedLines(ctx.query, quotationId)).filter((l) => l.id !== lineId);
  // A deleted line (no values) leaves the others, priced again without it.
  const priced = await reprice(
    ctx.query,
    quotationId,
    header,
    values ? [...others, lineInput(lineId, values)] : others,
  );
  const mine = values ? priced.lines[priced.lines.length - 1] : undefined;
  return { quantity: mine?.quantity, amount: mine?.amount, margin: mine?.margin };
};

const stored = storedResource(quotationLineResource);

export const quotationLineServerResource: ServerResource = {
  ...stored,
  rules: {
    beforeCreate: async (ctx, values) => {
      const quotationId = Number(values.quotationId);
      return { ...values, ...(await writeLine(ctx, quotationId, null, values)) };
    },
    beforeUpdate: async (ctx, before, values) => {
      const { quotationId: _moved, ...rest } = values;
      const merged = { ...before, ...rest };
      return { ...rest, ...(await writeLine(ctx, Number(before.quotationId), Number(before.id), merged)) };
    },
    beforeDelete: async (ctx, before) => {
      await writeLine(ctx, Number(before.quotationId), Number(before.id), null);
    },
  },
};
