import { multiplyMoney } from '@tidemark/domain/common/money';
import { type ChargeUnit, priceLines } from '@tidemark/domain/pricing/common/charges';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rowScope } from '../../../engine/scope';
import { auditIn, inTransaction, type TxQuery } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';
import { idField } from '../../../http/fields';
import { route } from '../../../http/route';
import { refreshCostSummary, refreshExportCosts, refreshPredictions, refreshWeightedCosts } from './analytics';
import { lockRefresh } from './refresh';

const refuse = (field: string, key: string) => badRequest(key, { [field]: key });

/** A day to compute as of ('2026-11-01'); today when left out. */
const refreshBody = z.object({
  asOf: z.preprocess((v) => (v === '' ? undefined : v), z.iso.date({ error: 'validation.invalid' }).optional()),
});

const asOfDate = (asOf: string | undefined): Date => (asOf ? new Date(`${asOf}T00:00:00Z`) : new Date());

const applyBody = z.object({
  templateId: idField,
  bookingNo: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(30),
});

/** `bind` for rowScope within one statement's parameters. */
const binder = (values: unknown[]) => (v: number) => {
  values.push(v);
  return `$${values.length}`;
};

type Template = { id: number; name: string; load_type: string; equipment: string; active: boolean };
type Booking = {
  id: number;
  booking_no: string;
  status: string;
  load_type: string;
  gross_weight_kg: string | null;
  volume_cbm: string | null;
};

const scoped = async <T extends Record<string, unknown>>(
  query: TxQuery,
  auth: Auth,
  sql: string,
  value: unknown,
  lock = '',
): Promise<T | undefined> => {
  const values: unknown[] = [value];
  const scope = rowScope(auth, { branch: 't.branch_id' });
  return (await query<T>(`${sql}${scope ? ` AND ${scope(binder(values))}` : ''} ${lock}`, values))[0];
};

/**
 * The cost pages' calls beyond the generic endpoints: the recomputation of the cost analyses, and
 * a cost template applied to a booking's rates.
 */
export const registerCostRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/pricing/cost-summary/refresh',
    permission: 'cwCostSummary:refresh',
    summary:
      'Recomputes the cost summary per shipment from booking rates, drayage costs and cost tariffs, then the weighted and export costs that read it',
    tags: ['pricing'],
    body: refreshBody,
    handler: async ({ body, t }) => {
      const asOf = asOfDate(body.asOf);
      const rows = await inTransaction(app, async (query) => {
        await lockRefresh(query);
        const summary = await refreshCostSummary(query, asOf);
        await refreshWeightedCosts(query, asOf);
        await refreshExportCosts(query, asOf);
        return summary;
      });
      return ok({ rows }, t('pricing.costs.ui.refreshed', { rows }));
    },
  });

  // The weighted and export costs are recomputed with the summary they read; each page asks from its own permission.
  for (const [page, url] of [
    ['weightedCost', '/api/pricing/weighted-cost/refresh'],
    ['epCost', '/api/pricing/export-cost/refresh'],
  ] as const) {
    route(app, {
      method: 'POST',
      url,
      permission: `${page}:refresh`,
      summary: `Recomputes the cost summary and, from it, the ${page === 'epCost' ? 'export' : 'weighted'} costs`,
      tags: ['pricing'],
      body: refreshBody,
      handler: async ({ body, t }) => {
        const asOf = asOfDate(body.asOf);
        const rows = await inTransaction(app, async (query) => {
          await lockRefresh(query);
          await refreshCostSummary(query, asOf);
          const weighted = await refreshWeightedCosts(query, asOf);
          const exported = await refreshExportCosts(query, asOf);
          return page === 'epCost' ? exported : weighted;
        });
        return ok({ rows }, t('pricing.costs.ui.refreshed', { rows }));
      },
    });
  }

  route(app, {
    method: 'POST',
    url: '/api/pricing/predicted-cost/refresh',
    permission: 'dwPredictCost:refresh',
    summary:
      'Recomputes the predicted cost per lane, container type and coming week, with the tariffs and past shipments each came from',
    tags: ['pricing'],
    body: refreshBody,
    handler: async ({ body, t }) => {
      const asOf = asOfDate(body.asOf);
      const rows = await inTransaction(app, async (query) => {
        await lockRefresh(query);
        await refreshCostSummary(query, asOf);
        return refreshPredictions(query, asOf);
      });
      return ok({ rows }, t('pricing.costs.ui.refreshed', { rows }));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/pricing/cost-templates/apply',
    permission: 'costTemplate:apply',
    summary: "Adds a cost template's lines to an open booking's rates, each priced for the booking's cargo",
    tags: ['pricing'],
    body: applyBody,
    handler: async ({ auth, body, t }) => {
      const added = await inTransaction(app, async (query) => {
        const template = await scoped<Template>(
          query,
          auth,
          'SELECT t.id, t.name, t.load_type, t.equipment, t.active FROM pricing_cost_templates t WHERE t.id = $1',
          body.templateId,
        );
        if (!template) throw refuse('templateId', 'pricing.costs.errors.templateNotFound');
        if (!template.active) throw refuse('templateId', 'pricing.costs.errors.templateInactive');
        const booking = await scoped<Booking>(
          query,
          auth,
          `SELECT t.id, t.booking_no, t.status, t.load_type, t.gross_weight_kg::text AS gross_weight_kg,
                  t.volume_cbm::text AS volume_cbm
             FROM bookings t WHERE t.booking_no = $1`,
          body.bookingNo.toUpperCase(),
          'FOR UPDATE',
        );
        if (!booking) throw refuse('bookingNo', 'pricing.costs.errors.bookingNotFound');
        if (booking.status === 'confirmed' || booking.status === 'cancelled') {
          throw refuse('bookingNo', 'pricing.costs.errors.bookingClosed');
        }
        if (booking.load_type !== template.load_type) {
          throw refuse('templateId', 'pricing.costs.errors.loadTypeMismatch');
        }
        const [boxes] = await query<{ n: number }>(
          `SELECT count(*)::int AS n FROM booking_containers WHERE booking_id = $1 AND ($2 = 'ANY' OR iso_type = $2)`,
          [booking.id, template.equipment],
        );
        const containers = boxes?.n ?? 0;
        if (template.load_type === 'FCL' && containers === 0) {
          throw refuse('templateId', 'pricing.costs.errors.equipmentMismatch');
        }
        const lines = await query<{
          charge_code: string;
          rate: string;
          unit: ChargeUnit;
          minimum: string | null;
          currency: string;
          description: string | null;
        }>(
          `SELECT charge_code, rate::text AS rate, unit, minimum::text AS minimum, currency, description
             FROM pricing_cost_template_lines WHERE template_id = $1 ORDER BY id`,
          [template.id],
        );
        if (lines.length === 0) throw refuse('templateId', 'pricing.costs.errors.templateEmpty');
        const priced = priceLines(
          lines.map((l) => ({
            chargeCode: l.charge_code,
            rate: l.rate,
            unit: l.unit,
            minimum: l.minimum,
            currency: l.currency,
          })),
          { containers, weightKg: booking.gross_weight_kg ?? '0', volumeCbm: booking.volume_cbm ?? '0' },
        ).lines;
        // A booking's rate is a quantity at a rate; a line at its minimum, or by W/M (which the
        // booking does not count in), is one shipment at its amount.
        const rows = priced.map((p, i) => {
          const whole = p.unit === 'wm' || p.amount !== multiplyMoney(p.rate, p.quantity);
          return {
            charge_code: p.chargeCode,
            description: `${lines[i]?.description ?? p.chargeCode} · ${template.name}`.slice(0, 100),
            unit: whole ? 'shipment' : p.unit,
            quantity: whole ? '1' : p.quantity,
            amount: whole ? p.amount : p.rate,
            currency: p.currency,
          };
        });
        await query(
          `INSERT INTO booking_rates (booking_id, charge_code, description, unit, quantity, currency, amount)
           SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::numeric[], $6::text[], $7::numeric[])`,
          [
            booking.id,
            rows.map((r) => r.charge_code),
            rows.map((r) => r.description),
            rows.map((r) => r.unit),
            rows.map((r) => r.quantity),
            rows.map((r) => r.currency),
            rows.map((r) => r.amount),
          ],
        );
        await auditIn(query, {
          entity: 'booking',
          entityId: booking.id,
          action: 'applyCostTemplate',
          userId: auth.userId,
          changes: { template: template.name, lines: rows.length },
        });
        return { lines: rows.length, bookingNo: booking.booking_no };
      });
      return ok(added, t('pricing.costs.ui.applied', added));
    },
  });
};
