import type { ResourceDef } from '@tidemark/domain/engine/definitions';
import {
  CARRIER_KIND_OF_MODE,
  markupIssue,
  TARIFF_FLAGS,
  type TariffHeader,
  tariffHeaderIssues,
} from '@tidemark/domain/pricing/index';
import { tariffFlagResource } from '@tidemark/domain/pricing/tariffs/flags';
import { tariffLineResource, tariffResource } from '@tidemark/domain/pricing/tariffs/resources';
import { equipmentFitsMode } from '@tidemark/domain/pricing/tariffs/rules';
import { tariffMarkupResource, tariffSettingResource } from '@tidemark/domain/pricing/tariffs/settings';
import { type ServerResource, storedResource, type WriteContext } from '../../../engine/resource';
import { badRequest } from '../../../http/errors';
import { refreshCostsAfter } from '../costs/refresh';

type Values = Record<string, unknown>;
type Query = WriteContext['query'];

/** Only what a form may set: read-only fields (numbers, totals, status) never come from the request. */
const editableOnly = (def: ResourceDef, values: Values): Values => {
  const editable = new Set(def.fields.filter((f) => f.editable).map((f) => f.name));
  return Object.fromEntries(Object.entries(values).filter(([k]) => editable.has(k)));
};

const refuse = (field: string, key: string) => badRequest(key, { [field]: key });

const asId = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The header rules, on the values as they will stand: ports, dates, equipment of the mode, and a
 * carrier of the carriers table of the mode's kind (a shipping line at sea, an airline in the air).
 */
export const checkTariffHeader = async (query: Query, h: TariffHeader & { carrierCode?: unknown }) => {
  const issues = tariffHeaderIssues(h);
  const [first] = Object.entries(issues);
  if (first) throw refuse(first[0], first[1]);
  const carriers = await query<{ kind: string }>('SELECT kind FROM carriers WHERE code = $1', [
    String(h.carrierCode ?? ''),
  ]);
  const carrier = carriers[0];
  if (!carrier) throw refuse('carrierCode', 'pricing.tariffs.errors.carrierUnknown');
  if (carrier.kind !== CARRIER_KIND_OF_MODE[h.mode === 'air' ? 'air' : 'sea']) {
    throw refuse('carrierCode', 'pricing.tariffs.errors.carrierMode');
  }
};

type TariffRef = { id: number; status: string; currency: string; mode: string };

/** The tariff a line or a flag belongs to, locked until the write ends (its all-in changes with it). */
const lockedTariff = async (query: Query, id: number | null): Promise<TariffRef> => {
  const rows =
    id === null
      ? []
      : await query<TariffRef>('SELECT id, status, currency, mode FROM pricing_tariffs WHERE id = $1 FOR UPDATE', [id]);
  const tariff = rows[0];
  if (!tariff) throw refuse('tariffId', 'pricing.tariffs.errors.tariffNotFound');
  return tariff;
};

// ---- tariffs ---------------------------------------------------------------------------------------

const tariffRules: NonNullable<ServerResource['rules']> = {
  beforeUpdate: async (ctx, before, values) => {
    if (before.status === 'withdrawn') throw refuse('status', 'pricing.tariffs.errors.withdrawn');
    const v = editableOnly(tariffResource, values);
    const merged = { ...before, ...v };
    await checkTariffHeader(ctx.query, merged);
    if ('currency' in v && v.currency !== before.currency) {
      const other = await ctx.query(
        'SELECT 1 FROM pricing_tariff_lines WHERE tariff_id = $1 AND currency <> $2 LIMIT 1',
        [before.id, v.currency],
      );
      if (other.length > 0) throw refuse('currency', 'pricing.tariffs.errors.currencyMismatch');
    }
    return v;
  },
  beforeTransition: async (ctx, before, step) => {
    if (step.to !== 'active') return;
    const lines = await ctx.query('SELECT 1 FROM pricing_tariff_lines WHERE tariff_id = $1 LIMIT 1', [before.id]);
    if (lines.length === 0) throw refuse('status', 'pricing.tariffs.errors.noLines');
  },
};

const flagValues = (values: readonly string[]) =>
  values.every((v) => (TARIFF_FLAGS as readonly string[]).includes(v)) ? values.map((v) => `'${v}'`).join(', ') : null;

const tariffBase = storedResource(tariffResource);

export const tariffServerResource: ServerResource = {
  ...tariffBase,
  // `flag` is a filter only (the named filter below), never a value of the row.
  columns: { ...tariffBase.columns, flag: 'NULL::text' },
  filters: {
    flag: (values) => {
      const list = flagValues(values);
      return list === null
        ? null
        : `EXISTS (SELECT 1 FROM pricing_tariff_flags f WHERE f.tariff_id = t.id AND f.flag IN (${list})
             AND f.valid_from <= current_date AND (f.valid_until IS NULL OR f.valid_until >= current_date))`;
    },
  },
  // A cost tariff written moves the computed costs of its lane: they are recomputed once it commits.
  rules: { ...tariffRules, afterCommit: (ctx, changes) => refreshCostsAfter(ctx.app, { tariffs: changes }) },
};

// ---- lines -----------------------------------------------------------------------------------------

/** A line is in its tariff's currency: left out it takes it, another one is refused. */
const lineCurrency = (tariff: TariffRef, currency: unknown): string => {
  if (currency === undefined || currency === null || currency === '') return tariff.currency;
  if (String(currency).toUpperCase() !== tariff.currency)
    throw refuse('currency', 'pricing.tariffs.errors.currencyMismatch');
  return tariff.currency;
};

export const tariffLineServerResource: ServerResource = storedResource(tariffLineResource, {
  rules: {
    afterCommit: (ctx, changes) => refreshCostsAfter(ctx.app, { lines: changes }),
    beforeCreate: async (ctx, values) => {
      const v = editableOnly(tariffLineResource, values);
      const tariff = await lockedTariff(ctx.query, asId(values.tariffId));
      if (tariff.status === 'withdrawn') throw refuse('chargeCode', 'pricing.tariffs.errors.withdrawn');
      return { ...v, tariffId: tariff.id, currency: lineCurrency(tariff, v.currency) };
    },
    beforeUpdate: async (ctx, before, values) => {
      const v = editableOnly(tariffLineResource, values);
      delete v.tariffId;
      const tariff = await lockedTariff(ctx.query, asId(before.tariffId));
      if (tariff.status === 'withdrawn') throw refuse('chargeCode', 'pricing.tariffs.errors.withdrawn');
      if ('currency' in v) v.currency = lineCurrency(tariff, v.currency);
      return v;
    },
    // A withdrawn tariff's lines stay as they were; a published one keeps at least one line.
    beforeDelete: async (ctx, before) => {
      const tariff = await lockedTariff(ctx.query, asId(before.tariffId));
      if (tariff.status === 'withdrawn') throw refuse('chargeCode', 'pricing.tariffs.errors.withdrawn');
      if (tariff.status !== 'active') return;
      const [lines] = await ctx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pricing_tariff_lines WHERE tariff_id = $1',
        [tariff.id],
      );
      if ((lines?.n ?? 0) <= 1) throw refuse('chargeCode', 'pricing.tariffs.errors.lastLine');
    },
  },
});

// ---- flags -----------------------------------------------------------------------------------------

const checkFlagDates = (from: unknown, until: unknown) => {
  if (typeof from === 'string' && typeof until === 'string' && until < from) {
    throw refuse('validUntil', 'pricing.tariffs.errors.flagDates');
  }
};

export const tariffFlagServerResource: ServerResource = storedResource(tariffFlagResource, {
  rules: {
    beforeCreate: async (ctx, values) => {
      const v = editableOnly(tariffFlagResource, values);
      const tariff = await lockedTariff(ctx.query, asId(values.tariffId));
      checkFlagDates(v.validFrom, v.validUntil);
      return { ...v, tariffId: tariff.id };
    },
    beforeUpdate: async (_ctx, before, values) => {
      const v = editableOnly(tariffFlagResource, values);
      delete v.tariffId;
      checkFlagDates(v.validFrom ?? before.validFrom, 'validUntil' in v ? v.validUntil : before.validUntil);
      return v;
    },
  },
});

// ---- settings and markups ----------------------------------------------------------------------------

/** Settings are kept for the user's own branch offices only. */
const checkSetting = (ctx: WriteContext, v: Values) => {
  if ('branchId' in v && !ctx.auth.branchIds.includes(Number(v.branchId))) {
    throw refuse('branchId', 'pricing.tariffs.errors.branchNotYours');
  }
};

export const tariffSettingServerResource: ServerResource = storedResource(tariffSettingResource, {
  rules: {
    beforeCreate: async (ctx, values) => {
      const v = editableOnly(tariffSettingResource, values);
      checkSetting(ctx, v);
      return v;
    },
    beforeUpdate: async (ctx, _before, values) => {
      const v = editableOnly(tariffSettingResource, values);
      checkSetting(ctx, v);
      return v;
    },
  },
});

/** SPEC §5 on the values as they will stand, and equipment the mode is priced for. */
const checkMarkup = (m: Values) => {
  const issue = markupIssue(m.markupAmount, m.markupPercent);
  if (issue) throw refuse('markupAmount', issue);
  if (!equipmentFitsMode(String(m.mode), String(m.equipment))) {
    throw refuse('equipment', 'pricing.tariffs.errors.equipmentForMode');
  }
};

export const tariffMarkupServerResource: ServerResource = storedResource(tariffMarkupResource, {
  rules: {
    beforeCreate: async (_ctx, values) => {
      const v = editableOnly(tariffMarkupResource, values);
      checkMarkup(v);
      return { ...v, settingId: asId(values.settingId) };
    },
    beforeUpdate: async (_ctx, before, values) => {
      const v = editableOnly(tariffMarkupResource, values);
      delete v.settingId;
      checkMarkup({ ...before, ...v });
      return v;
    },
  },
});
