import {
  freightChargeOf,
  publicationRefusal,
  type RateChannel,
  unitFitsEquipment,
} from '@tidemark/domain/pricing/rates/index';
import { rateLineResource, ratePublicationResource, rateResource } from '@tidemark/domain/pricing/rates/rates';
import type { ServerResource, WriteContext } from '../../../engine/resource';
import { refreshCostsAfter } from '../costs/refresh';
import { auditChange, checkValidity, dateText, homeBranch, refuse, today, tradeSql } from './checks';

/**
 * Rates are the tariffs (pricing_tariffs) written through the rate pages: numbered from the
 * tariffs' sequence, priced in the writer's branch, drafted, given lines, then published. A line
 * keeps the rate's all-in; withdrawing a rate takes it off every channel too.
 */

/** The channels a rate is on, for the list: 'EP · ICBU'. */
const CHANNELS_SQL = `(SELECT string_agg(upper(p.channel), ' · ' ORDER BY p.channel) FROM pricing_rate_publications p
  WHERE p.tariff_id = t.id AND p.status = 'published')`;

type TariffRef = {
  id: number;
  kind: string;
  mode: string;
  equipment: string;
  currency: string;
  status: string;
  valid_until: string;
};

const lockedTariff = async (ctx: WriteContext, by: { id?: unknown; no?: unknown }): Promise<TariffRef | undefined> => {
  const byId = by.id !== undefined && by.id !== null;
  const rows = await ctx.query<TariffRef>(
    `SELECT id, kind, mode, equipment, currency, status, valid_until::text AS valid_until FROM pricing_tariffs
      WHERE ${byId ? 'id = $1' : 'tariff_no = $1'} FOR UPDATE`,
    [
      byId
        ? Number(by.id)
        : String(by.no ?? '')
            .trim()
            .toUpperCase(),
    ],
  );
  return rows[0];
};

const rateRules: NonNullable<ServerResource['rules']> = {
  beforeCreate: async (ctx, values) => {
    const number = await ctx.query<{ no: string }>(
      `SELECT 'TF' || lpad(nextval('pricing_tariff_no_seq')::text, 8, '0') AS no`,
    );
    return {
      ...values,
      tariffNo: number[0]?.no,
      branchId: await homeBranch(ctx),
      status: 'draft',
      baseTotal: '0',
    };
  },
  beforeUpdate: async (_ctx, before, values) => {
    checkValidity(before, values, 'validFrom', 'validUntil');
    return values;
  },
  beforeTransition: async (ctx, before, step) => {
    const id = Number(before.id);
    if (step.action === 'publish') {
      const freight = await ctx.query('SELECT 1 FROM pricing_tariff_lines WHERE tariff_id = $1 AND charge_code = $2', [
        id,
        freightChargeOf(String(before.mode)),
      ]);
      if (freight.length === 0) throw refuse('status', 'pricing.rates.publishNeedsFreight');
    }
    if (step.action === 'withdraw') {
      const off = await ctx.query<{ id: number }>(
        `UPDATE pricing_rate_publications SET status = 'withdrawn', version = version + 1, updated_at = now()
          WHERE tariff_id = $1 AND status = 'published' RETURNING id`,
        [id],
      );
      for (const p of off) {
        await auditChange(ctx, ratePublicationResource.name, p.id, 'transition:withdraw', {
          status: { from: 'published', to: 'withdrawn' },
        });
      }
    }
  },
};

export const rateServerResource: ServerResource = {
  def: rateResource,
  table: 'pricing_tariffs',
  from: 'pricing_tariffs t LEFT JOIN carriers c ON c.code = t.carrier_code',
  columns: { carrierName: 'c.name', trade: tradeSql('t.pol', 't.pod'), channels: CHANNELS_SQL },
  scope: 'none',
  // A cost rate written moves the computed costs of its lane: they are recomputed once it commits.
  rules: { ...rateRules, afterCommit: (ctx, changes) => refreshCostsAfter(ctx.app, { tariffs: changes }) },
};

// ---- charge lines ----------------------------------------------------------------------------------

const checkLine = (tariff: TariffRef | undefined, unit: unknown, currency: unknown): TariffRef => {
  if (!tariff) throw refuse('chargeCode', 'pricing.rates.rateNotFound');
  if (tariff.status === 'withdrawn') throw refuse('chargeCode', 'pricing.rates.rateClosed');
  if (!unitFitsEquipment(String(unit), tariff.equipment)) throw refuse('unit', 'pricing.rates.unitEquipment');
  if (currency !== tariff.currency) throw refuse('currency', 'pricing.rates.lineCurrency');
  return tariff;
};

const lineRules: NonNullable<ServerResource['rules']> = {
  beforeCreate: async (ctx, values) => {
    // The rate's all-in follows its lines by the database's trigger (see the tariff desk's migration).
    checkLine(await lockedTariff(ctx, { id: values.tariffId }), values.unit, values.currency);
    return values;
  },
  beforeUpdate: async (ctx, before, values) => {
    const pick = (f: string) => (f in values ? values[f] : before[f]);
    checkLine(await lockedTariff(ctx, { id: before.tariffId }), pick('unit'), pick('currency'));
    return values;
  },
  // A withdrawn rate's lines stay as they were; a live rate keeps its freight line.
  beforeDelete: async (ctx, before) => {
    const tariff = await lockedTariff(ctx, { id: before.tariffId });
    if (!tariff) throw refuse('chargeCode', 'pricing.rates.rateNotFound');
    if (tariff.status === 'withdrawn') throw refuse('chargeCode', 'pricing.rates.rateClosed');
    const freight = freightChargeOf(tariff.mode);
    if (tariff.status !== 'active' || before.chargeCode !== freight) return;
    const others = await ctx.query(
      'SELECT 1 FROM pricing_tariff_lines WHERE tariff_id = $1 AND charge_code = $2 AND id <> $3 LIMIT 1',
      [tariff.id, freight, Number(before.id)],
    );
    if (others.length === 0) throw refuse('chargeCode', 'pricing.rates.freightKept');
  },
};

export const rateLineServerResource: ServerResource = {
  def: rateLineResource,
  table: 'pricing_tariff_lines',
  scope: 'none',
  rules: { ...lineRules, afterCommit: (ctx, changes) => refreshCostsAfter(ctx.app, { lines: changes }) },
};

// ---- sales channels --------------------------------------------------------------------------------

const publicationRules: NonNullable<ServerResource['rules']> = {
  beforeCreate: async (ctx, values) => {
    const tariff = await lockedTariff(
      ctx,
      values.tariffId !== undefined && values.tariffId !== null ? { id: values.tariffId } : { no: values.tariffNo },
    );
    if (!tariff) throw refuse('tariffNo', 'pricing.rates.rateNotFound');
    const channel = values.channel as RateChannel;
    const refusal = publicationRefusal(
      channel,
      { ...tariff, validUntil: dateText(tariff.valid_until) },
      await today(ctx),
    );
    if (refusal) throw refuse('tariffNo', refusal);
    const live = await ctx.query(
      `SELECT 1 FROM pricing_rate_publications WHERE tariff_id = $1 AND channel = $2 AND status = 'published'`,
      [tariff.id, channel],
    );
    if (live.length > 0) throw refuse('tariffNo', 'pricing.rates.alreadyPublished');
    return {
      channel,
      markup: values.markup,
      remarks: values.remarks,
      tariffId: tariff.id,
      status: 'published',
      publishedBy: ctx.auth.userId,
      publishedAt: new Date(),
    };
  },
};

export const ratePublicationServerResource: ServerResource = {
  def: ratePublicationResource,
  table: 'pricing_rate_publications',
  from: `pricing_rate_publications t
    JOIN pricing_tariffs tr ON tr.id = t.tariff_id
    LEFT JOIN carriers c ON c.code = tr.carrier_code
    LEFT JOIN users u ON u.id = t.published_by`,
  columns: {
    tariffNo: 'tr.tariff_no',
    carrierCode: 'tr.carrier_code',
    carrierName: 'c.name',
    pol: 'tr.pol',
    pod: 'tr.pod',
    equipment: 'tr.equipment',
    validFrom: 'tr.valid_from',
    validUntil: 'tr.valid_until',
    currency: 'tr.currency',
    baseTotal: 'tr.base_total',
    publishedPrice: '(tr.base_total + t.markup)',
    publishedByName: 'u.display_name',
  },
  scope: 'none',
  rules: publicationRules,
};
