import {
  appendTier,
  chargeCodeMappingResource,
  chargeViewResource,
  checkTiers,
  detentionSettingResource,
  detentionTierResource,
  type PerDiemTier,
  perDiemResource,
} from '@tidemark/domain/finance/index';
import type { ServerResource, WriteContext } from '../../../engine/resource';
import { storedResource } from '../../../engine/resource';
import { badRequest } from '../../../http/errors';

type Values = Record<string, unknown>;

const refuse = (field: string, key: string) => badRequest(key, { [field]: key });
const idOf = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/** The charge lines with their code's kind: each view per kind is a page of this one resource. */
export const chargeViewServer: ServerResource = storedResource(chargeViewResource);

/** Per diem per container, computed by the view finance_per_diem. */
export const perDiemServer: ServerResource = storedResource(perDiemResource);

/** One mapping per branch and charge code ('This branch already maps this charge code'). */
const checkMapping = async (ctx: WriteContext, id: number | null, v: Values) => {
  const taken = await ctx.query(
    'SELECT 1 FROM charge_code_mappings WHERE branch_id = $1 AND charge_code = $2 AND id IS DISTINCT FROM $3',
    [v.branchId, v.chargeCode, id],
  );
  if (taken.length > 0) throw refuse('chargeCode', 'finance.views.errors.duplicateMapping');
};

export const chargeCodeMappingServer: ServerResource = storedResource(chargeCodeMappingResource, {
  rules: {
    beforeCreate: async (ctx, values) => {
      await checkMapping(ctx, null, values);
      return values;
    },
    beforeUpdate: async (ctx, before, values) => {
      await checkMapping(ctx, idOf(before.id), { ...before, ...values });
      return values;
    },
  },
});

type TierRow = { id: number; from_day: number; to_day: number | null; daily_rate: string };

/** A setting's tiers as the rules read them, the setting locked for the write. */
const tiersOf = async (ctx: WriteContext, settingId: number) => {
  const setting = (
    await ctx.query<{ free_days: number }>('SELECT free_days FROM detention_settings WHERE id = $1 FOR UPDATE', [
      settingId,
    ])
  )[0];
  const rows = await ctx.query<TierRow>(
    'SELECT id, from_day, to_day, daily_rate::text AS daily_rate FROM detention_setting_tiers WHERE setting_id = $1',
    [settingId],
  );
  return { freeDays: setting?.free_days ?? null, rows };
};
const tierOf = (r: TierRow): PerDiemTier & { id: number } => ({
  id: r.id,
  fromDay: r.from_day,
  toDay: r.to_day,
  dailyRate: r.daily_rate,
});

/**
 * A setting as a whole: a known ocean carrier (SCAC) and port (UN/LOCODE), a window that ends no
 * earlier than it starts and shares no day with another setting of the same carrier, port,
 * equipment and kind, and free days its tiers start after.
 */
const checkSetting = async (ctx: WriteContext, id: number | null, v: Values) => {
  const carrier = await ctx.query("SELECT 1 FROM carriers WHERE code = $1 AND kind = 'ocean'", [v.carrierCode]);
  if (carrier.length === 0) throw refuse('carrierCode', 'finance.views.errors.unknownCarrier');
  const port = await ctx.query('SELECT 1 FROM ports WHERE unlocode = $1', [v.port]);
  if (port.length === 0) throw refuse('port', 'finance.views.errors.unknownPort');
  if (String(v.validUntil) < String(v.validFrom)) throw refuse('validUntil', 'finance.views.errors.window');
  const overlap = await ctx.query(
    `SELECT 1 FROM detention_settings
      WHERE carrier_code = $1 AND port = $2 AND equipment = $3 AND kind = $4 AND id IS DISTINCT FROM $5
        AND valid_from <= $7::date AND valid_until >= $6::date`,
    [v.carrierCode, v.port, v.equipment, v.kind, id, v.validFrom, v.validUntil],
  );
  if (overlap.length > 0) throw refuse('validFrom', 'finance.views.errors.overlap');
  if (id !== null) {
    const { rows } = await tiersOf(ctx, id);
    if (rows.length > 0 && checkTiers(Number(v.freeDays), rows.map(tierOf)) !== null) {
      throw refuse('freeDays', 'finance.views.errors.freeDaysTiers');
    }
  }
};

/** Dates as the form and the rules compare them (the database answers dates as text or Date). */
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '').slice(0, 10));

export const detentionSettingServer: ServerResource = (() => {
  const base = storedResource(detentionSettingResource);
  return {
    ...base,
    rules: {
      beforeCreate: async (ctx, values) => {
        await checkSetting(ctx, null, values);
        return values;
      },
      beforeUpdate: async (ctx, before, values) => {
        await checkSetting(ctx, idOf(before.id), {
          ...before,
          ...values,
          validFrom: day(values.validFrom ?? before.validFrom),
          validUntil: day(values.validUntil ?? before.validUntil),
        });
        return values;
      },
    },
  };
})();

/** Refuses tiers that would not follow one another from the day after the free days. */
const refuseTiers = (freeDays: number, tiers: readonly PerDiemTier[]) => {
  const problem = checkTiers(freeDays, tiers);
  if (problem) throw refuse(problem.field, problem.key);
};

export const detentionTierServer: ServerResource = storedResource(detentionTierResource, {
  rules: {
    // A new tier goes after the last; an open last tier then ends the day before it starts.
    beforeCreate: async (ctx, values) => {
      const settingId = idOf(values.settingId);
      const { freeDays, rows } = settingId === null ? { freeDays: null, rows: [] } : await tiersOf(ctx, settingId);
      if (settingId === null || freeDays === null) throw refuse('fromDay', 'messages.noResult');
      const added: PerDiemTier = {
        fromDay: Number(values.fromDay),
        toDay: values.toDay === null || values.toDay === undefined ? null : Number(values.toDay),
        dailyRate: String(values.dailyRate),
      };
      const tiers = appendTier(rows.map(tierOf), added);
      refuseTiers(freeDays, tiers);
      for (const tier of tiers) {
        const was = rows.find((r) => 'id' in tier && r.id === tier.id);
        if (was && was.to_day !== tier.toDay) {
          await ctx.query(
            'UPDATE detention_setting_tiers SET to_day = $2, version = version + 1, updated_at = now() WHERE id = $1',
            [was.id, tier.toDay],
          );
        }
      }
      return values;
    },
    beforeUpdate: async (ctx, before, values) => {
      const settingId = idOf(before.settingId);
      if (settingId === null) throw refuse('fromDay', 'messages.noResult');
      const { freeDays, rows } = await tiersOf(ctx, settingId);
      const changed = rows.map(tierOf).map((t) =>
        t.id === idOf(before.id)
          ? {
              ...t,
              ...('fromDay' in values ? { fromDay: Number(values.fromDay) } : {}),
              ...('toDay' in values ? { toDay: values.toDay === null ? null : Number(values.toDay) } : {}),
              ...('dailyRate' in values ? { dailyRate: String(values.dailyRate) } : {}),
            }
          : t,
      );
      refuseTiers(freeDays ?? 0, changed);
      return values;
    },
    // Only the last tier goes: removing another would leave a gap.
    beforeDelete: async (ctx, before) => {
      const settingId = idOf(before.settingId);
      if (settingId === null) return;
      const { freeDays, rows } = await tiersOf(ctx, settingId);
      const rest = rows.filter((r) => r.id !== idOf(before.id)).map(tierOf);
      if (checkTiers(freeDays ?? 0, rest) !== null) throw refuse('fromDay', 'finance.views.errors.tierGap');
    },
  },
});
