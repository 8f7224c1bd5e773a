import { fclNamSettingResource } from '@tidemark/domain/pricing/costs/analytics';
import { marginSettingIssues, periodsOverlap } from '@tidemark/domain/pricing/costs/index';
import { type ServerResource, storedResource, type WriteContext } from '../../../engine/resource';
import { badRequest } from '../../../http/errors';
import { asId } from './local';

type Values = Record<string, unknown>;

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/**
 * A setting as it will stand must hold the domain's rules (one target, the minimum under it, weeks
 * in order), and no other setting of its lane group, equipment and currency may cover its weeks:
 * the analysis would not know which target applies.
 */
const checkSetting = async (ctx: WriteContext, v: Values, exceptId: number | null) => {
  const issues = marginSettingIssues({
    targetMarginAmount: text(v.targetMarginAmount),
    targetMarginPercent: text(v.targetMarginPercent),
    minimumMargin: text(v.minimumMargin),
    weekFrom: text(v.weekFrom),
    weekUntil: text(v.weekUntil),
  });
  const [field, key] = Object.entries(issues)[0] ?? [];
  if (field && key) throw badRequest(key, issues);
  const others = await ctx.query<{ week_from: string; week_until: string }>(
    `SELECT week_from, week_until FROM pricing_fcl_nam_settings
      WHERE lane_group = $1 AND equipment = $2 AND currency = $3 AND id IS DISTINCT FROM $4`,
    [v.laneGroup, v.equipment, String(v.currency ?? '').toUpperCase(), exceptId],
  );
  const from = String(v.weekFrom).toUpperCase();
  const until = String(v.weekUntil).toUpperCase();
  if (others.some((o) => periodsOverlap(from, until, o.week_from, o.week_until))) {
    throw badRequest('pricing.costs.errors.settingOverlap', { weekFrom: 'pricing.costs.errors.settingOverlap' });
  }
};

export const fclNamSettingServerResource: ServerResource = storedResource(fclNamSettingResource, {
  rules: {
    beforeCreate: async (ctx, values) => {
      await checkSetting(ctx, values, null);
      return values;
    },
    beforeUpdate: async (ctx, before, values) => {
      await checkSetting(ctx, { ...before, ...values }, asId(before.id));
      return values;
    },
  },
});
