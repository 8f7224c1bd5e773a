import { type ChargeUnit, type PricedCargo, priceLines, type RateLine } from '@tidemark/domain/pricing/common/charges';
import { formatTotals, periodsOverlap } from '@tidemark/domain/pricing/costs/index';
import {
  costTemplateLineResource,
  costTemplateResource,
  localCostResource,
  localQuotationLineResource,
  localQuotationResource,
} from '@tidemark/domain/pricing/costs/local';
import { type ServerResource, storedResource, type WriteContext } from '../../../engine/resource';
import { badRequest } from '../../../http/errors';

type Values = Record<string, unknown>;

const refuse = (field: string, key: string) => badRequest(key, { [field]: key });

export const asId = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/** A record as it will stand after the write: the values sent over the record read. */
const merged = (before: Values, values: Values): Values => ({ ...before, ...values });

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** A charge line's own rule: a per-container charge is for a container type. */
const checkLineEquipment = (unit: unknown, equipment: unknown) => {
  if (unit === 'container' && (equipment === 'ANY' || equipment === 'LCL')) {
    throw refuse('unit', 'pricing.costs.errors.containerUnit');
  }
};

const checkValidity = (v: Values) => {
  if (text(v.validFrom) && text(v.validUntil) && text(v.validUntil) < text(v.validFrom)) {
    throw refuse('validUntil', 'pricing.costs.errors.validityOrder');
  }
};

const checkCurrency = (currency: unknown) => {
  if (currency !== undefined && !/^[A-Z]{3}$/.test(text(currency).trim().toUpperCase())) {
    throw refuse('currency', 'pricing.costs.errors.currency');
  }
};

// ---- local costs ----------------------------------------------------------------------------------

/**
 * One local cost per charge, port, side, equipment and currency on any day: a second one over the
 * same days would make the quotation copy both.
 */
const checkLocalCost = async (ctx: WriteContext, v: Values, exceptId: number | null) => {
  checkValidity(v);
  checkCurrency(v.currency);
  checkLineEquipment(v.unit, v.equipment);
  const others = await ctx.query<{ valid_from: string; valid_until: string }>(
    `SELECT valid_from::text AS valid_from, valid_until::text AS valid_until FROM pricing_local_costs
      WHERE branch_id = $1 AND port = $2 AND side = $3 AND equipment = $4 AND charge_code = $5 AND currency = $6
        AND id IS DISTINCT FROM $7`,
    [v.branchId, v.port, v.side, v.equipment, v.chargeCode, text(v.currency).toUpperCase(), exceptId],
  );
  if (others.some((o) => periodsOverlap(text(v.validFrom), text(v.validUntil), o.valid_from, o.valid_until))) {
    throw refuse('validFrom', 'pricing.costs.errors.localCostOverlap');
  }
};

const upper = (v: Values): Values =>
  typeof v.currency === 'string' ? { ...v, currency: v.currency.toUpperCase() } : v;

export const localCostServerResource: ServerResource = storedResource(localCostResource, {
  rules: {
    beforeCreate: async (ctx, values) => {
      await checkLocalCost(ctx, values, null);
      return upper(values);
    },
    beforeUpdate: async (ctx, before, values) => {
      await checkLocalCost(ctx, merged(before, values), asId(before.id));
      return upper(values);
    },
  },
});

// ---- local-charge quotations ----------------------------------------------------------------------

type QuotationRef = {
  id: number;
  status: string;
  containers: number;
  weight_kg: string;
  volume_cbm: string;
};

type LineRow = { charge_code: string; rate: string; unit: ChargeUnit; minimum: string | null; currency: string };

const toLine = (r: LineRow): RateLine => ({
  chargeCode: r.charge_code,
  rate: r.rate,
  unit: r.unit,
  minimum: r.minimum,
  currency: r.currency,
});

const cargoOf = (q: { containers: unknown; weight_kg?: unknown; volume_cbm?: unknown }): PricedCargo => ({
  containers: Number(q.containers ?? 0),
  weightKg: text(q.weight_kg ?? '0') || '0',
  volumeCbm: text(q.volume_cbm ?? '0') || '0',
});

/** The quoted total: every line priced for the quotation's cargo, per currency. */
const quotedTotal = (lines: readonly RateLine[], cargo: PricedCargo) => formatTotals(priceLines(lines, cargo).totals);

const lockedQuotation = async (ctx: WriteContext, id: number | null): Promise<QuotationRef | undefined> =>
  id === null
    ? undefined
    : (
        await ctx.query<QuotationRef>(
          `SELECT id, status, containers, weight_kg::text AS weight_kg, volume_cbm::text AS volume_cbm
             FROM pricing_local_quotations WHERE id = $1 FOR UPDATE`,
          [id],
        )
      )[0];

const LINE_COLUMNS = 'charge_code, rate::text AS rate, unit, minimum::text AS minimum, currency';

/** Rewrites a quotation's total from its lines as they will stand (one line replaced or added). */
const writeQuotationTotal = async (ctx: WriteContext, q: QuotationRef, exceptLine: number | null, added?: RateLine) => {
  const rows = await ctx.query<LineRow>(
    `SELECT ${LINE_COLUMNS} FROM pricing_local_quotation_lines WHERE quotation_id = $1 AND id IS DISTINCT FROM $2`,
    [q.id, exceptLine],
  );
  const lines = [...rows.map(toLine), ...(added ? [added] : [])];
  await ctx.query('UPDATE pricing_local_quotations SET total = $2 WHERE id = $1', [
    q.id,
    quotedTotal(lines, cargoOf(q)),
  ]);
};

const CARGO_FIELDS = ['containers', 'weightKg', 'volumeCbm'];
const COPIED_FROM = ['branchId', 'port', 'side', 'equipment', 'validFrom'];

export const localQuotationServerResource: ServerResource = storedResource(localQuotationResource, {
  rules: {
    // The lines are copied by the database as the row is inserted; the total is priced here from the
    // same local costs in force, and a quotation with none is refused.
    beforeCreate: async (ctx, values) => {
      checkValidity(values);
      const costs = await ctx.query<LineRow>(
        `SELECT ${LINE_COLUMNS} FROM pricing_local_costs_in_force($1, $2, $3, $4, $5::date)`,
        [values.branchId, values.port, values.side, values.equipment, values.validFrom],
      );
      if (costs.length === 0) throw refuse('port', 'pricing.costs.errors.noLocalCosts');
      const number = await ctx.query<{ no: string }>(
        `SELECT 'LQ' || to_char(now(), 'YY') || lpad(nextval('pricing_local_quotation_no_seq')::text, 6, '0') AS no`,
      );
      const cargo = cargoOf({
        containers: values.containers,
        weight_kg: values.weightKg,
        volume_cbm: values.volumeCbm,
      });
      return {
        ...values,
        quotationNo: number[0]?.no,
        status: 'quoted',
        total: quotedTotal(costs.map(toLine), cargo),
      };
    },
    beforeUpdate: async (ctx, before, values) => {
      if (before.status !== 'quoted') throw refuse('remarks', 'pricing.costs.errors.quotationClosed');
      const after = merged(before, values);
      checkValidity(after);
      // Its charges were copied for the port, equipment and start it was made with.
      for (const field of COPIED_FROM) {
        if (field in values && text(values[field]) !== text(before[field])) {
          throw refuse(field, 'pricing.costs.errors.quotationClosed');
        }
      }
      if (CARGO_FIELDS.some((f) => f in values)) {
        const q = await lockedQuotation(ctx, asId(before.id));
        if (q) {
          await writeQuotationTotal(
            ctx,
            {
              ...q,
              containers: Number(after.containers ?? 0),
              weight_kg: text(after.weightKg) || '0',
              volume_cbm: text(after.volumeCbm) || '0',
            },
            null,
          );
        }
      }
      return values;
    },
    beforeTransition: async (ctx, before, step) => {
      if (step.action !== 'accept') return;
      const [row] = await ctx.query<{ ended: boolean }>(
        'SELECT valid_until < current_date AS ended FROM pricing_local_quotations WHERE id = $1',
        [before.id],
      );
      if (row?.ended) throw refuse('status', 'pricing.costs.errors.quotationExpired');
    },
  },
});

const lineValues = (values: Values): RateLine => ({
  chargeCode: text(values.chargeCode),
  rate: text(values.rate),
  unit: values.unit as ChargeUnit,
  minimum: values.minimum === null || values.minimum === undefined ? null : text(values.minimum),
  currency: text(values.currency).toUpperCase(),
});

export const localQuotationLineServerResource: ServerResource = storedResource(localQuotationLineResource, {
  rules: {
    beforeCreate: async (ctx, values) => {
      const q = await lockedQuotation(ctx, asId(values.quotationId));
      if (!q) throw refuse('chargeCode', 'pricing.costs.errors.quotationClosed');
      if (q.status !== 'quoted') throw refuse('chargeCode', 'pricing.costs.errors.quotationClosed');
      checkCurrency(values.currency);
      await writeQuotationTotal(ctx, q, null, lineValues(values));
      return upper(values);
    },
    beforeUpdate: async (ctx, before, values) => {
      const q = await lockedQuotation(ctx, asId(before.quotationId));
      if (q?.status !== 'quoted') throw refuse('rate', 'pricing.costs.errors.quotationClosed');
      checkCurrency(values.currency);
      await writeQuotationTotal(ctx, q, asId(before.id), lineValues(merged(before, values)));
      const { quotationId: _fixed, ...rest } = values;
      return upper(rest);
    },
  },
});

// ---- cost templates ---------------------------------------------------------------------------------

/** Air and LCL templates are priced by weight and volume: their equipment is any or LCL. */
const checkTemplate = (v: Values) => {
  if (v.loadType !== 'FCL' && v.equipment !== 'ANY' && v.equipment !== 'LCL') {
    throw refuse('equipment', 'pricing.costs.errors.loadTypeMismatch');
  }
};

export const costTemplateServerResource: ServerResource = storedResource(costTemplateResource, {
  rules: {
    beforeCreate: async (_ctx, values) => {
      checkTemplate(values);
      return values;
    },
    beforeUpdate: async (_ctx, before, values) => {
      checkTemplate(merged(before, values));
      return values;
    },
  },
});

const templateEquipment = async (ctx: WriteContext, templateId: unknown): Promise<string | undefined> =>
  (
    await ctx.query<{ equipment: string }>('SELECT equipment FROM pricing_cost_templates WHERE id = $1', [
      asId(templateId),
    ])
  )[0]?.equipment;

export const costTemplateLineServerResource: ServerResource = storedResource(costTemplateLineResource, {
  rules: {
    beforeCreate: async (ctx, values) => {
      checkCurrency(values.currency);
      checkLineEquipment(values.unit, await templateEquipment(ctx, values.templateId));
      return upper(values);
    },
    beforeUpdate: async (ctx, before, values) => {
      checkCurrency(values.currency);
      checkLineEquipment(merged(before, values).unit, await templateEquipment(ctx, before.templateId));
      const { templateId: _fixed, ...rest } = values;
      return upper(rest);
    },
  },
});
