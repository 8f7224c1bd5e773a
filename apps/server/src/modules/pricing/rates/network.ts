import {
  arbitraryResource,
  portGroupMemberResource,
  portGroupResource,
  railRampResource,
} from '@tidemark/domain/pricing/rates/network';
import { type ServerResource, storedResource, type WriteContext } from '../../../engine/resource';
import { checkValidity, dateText, merged, refuse } from './checks';

/** Arbitraries and add-ons, port groups and rail ramps: shared by every pricing office. */

type Values = Record<string, unknown>;

/**
 * An arbitrary or add-on under an LTA names an agreement with the same carrier and lies within its
 * validity; one under the tariff names none.
 */
const checkAgreement = async (ctx: WriteContext, v: (field: string) => unknown) => {
  const ltaNo = typeof v('ltaNo') === 'string' ? String(v('ltaNo')).trim().toUpperCase() : '';
  if (v('basis') !== 'lta') {
    if (ltaNo) throw refuse('ltaNo', 'pricing.rates.ltaNotAllowed');
    return null;
  }
  if (!ltaNo) throw refuse('ltaNo', 'pricing.rates.ltaRequired');
  const rows = await ctx.query<{ carrier_code: string; valid_from: string; valid_until: string }>(
    'SELECT carrier_code, valid_from::text AS valid_from, valid_until::text AS valid_until FROM pricing_ltas WHERE lta_no = $1',
    [ltaNo],
  );
  const lta = rows[0];
  if (!lta) throw refuse('ltaNo', 'pricing.rates.ltaNotFound');
  if (lta.carrier_code !== v('carrierCode')) throw refuse('carrierCode', 'pricing.rates.ltaCarrier');
  if (dateText(v('validFrom')) < lta.valid_from || dateText(v('validUntil')) > lta.valid_until) {
    throw refuse('validUntil', 'pricing.rates.ltaValidity');
  }
  return ltaNo;
};

export const arbitraryServerResource: ServerResource = storedResource(arbitraryResource, {
  rules: {
    beforeCreate: async (ctx, values) => ({ ...values, ltaNo: await checkAgreement(ctx, (f) => values[f]) }),
    beforeUpdate: async (ctx, before, values) => {
      checkValidity(before, values, 'validFrom', 'validUntil');
      if (merged(before, values, 'point') === merged(before, values, 'basePort')) {
        throw refuse('point', 'pricing.rates.samePort');
      }
      const ltaNo = await checkAgreement(ctx, (f) => merged(before, values, f));
      return 'ltaNo' in values ? { ...values, ltaNo } : values;
    },
  },
});

// ---- port groups -----------------------------------------------------------------------------------

const codeTaken = async (ctx: WriteContext, code: unknown, except: unknown) => {
  const rows = await ctx.query('SELECT 1 FROM pricing_port_groups WHERE code = $1 AND id IS DISTINCT FROM $2', [
    code,
    except ?? null,
  ]);
  if (rows.length > 0) throw refuse('code', 'pricing.rates.groupCodeTaken');
};

export const portGroupServerResource: ServerResource = {
  def: portGroupResource,
  table: 'pricing_port_groups',
  columns: {
    ports: `(SELECT string_agg(m.port, ', ' ORDER BY m.port) FROM pricing_port_group_members m
              WHERE m.group_id = t.id AND m.status = 'member')`,
    portCount: `(SELECT count(*)::int FROM pricing_port_group_members m WHERE m.group_id = t.id AND m.status = 'member')`,
  },
  scope: 'none',
  rules: {
    beforeCreate: async (ctx, values) => {
      await codeTaken(ctx, values.code, null);
      return values;
    },
    beforeUpdate: async (ctx, before, values) => {
      if ('code' in values) await codeTaken(ctx, values.code, before.id);
      return values;
    },
  },
};

export const portGroupMemberServerResource: ServerResource = {
  def: portGroupMemberResource,
  table: 'pricing_port_group_members',
  scope: 'none',
  rules: {
    /** A port is in a group once; the group is locked so two desks adding it at once cannot both succeed. */
    beforeCreate: async (ctx, values) => {
      const group = await ctx.query('SELECT 1 FROM pricing_port_groups WHERE id = $1 FOR UPDATE', [values.groupId]);
      if (group.length === 0) throw refuse('port', 'messages.noResult');
      const twice = await ctx.query(
        `SELECT 1 FROM pricing_port_group_members WHERE group_id = $1 AND port = $2 AND status = 'member'`,
        [values.groupId, values.port],
      );
      if (twice.length > 0) throw refuse('port', 'pricing.rates.portTwice');
      return { ...values, status: 'member' };
    },
  },
};

// ---- rail ramps -------------------------------------------------------------------------------------

const rampTwice = async (ctx: WriteContext, v: Values, except: unknown) => {
  const rows = await ctx.query(
    `SELECT 1 FROM pricing_rail_ramps WHERE ramp = $1 AND base_port = $2 AND rail_carrier = $3 AND id IS DISTINCT FROM $4`,
    [v.ramp, v.basePort, v.railCarrier, except ?? null],
  );
  if (rows.length > 0) throw refuse('ramp', 'pricing.rates.rampTwice');
};

export const railRampServerResource: ServerResource = storedResource(railRampResource, {
  rules: {
    beforeCreate: async (ctx, values) => {
      await rampTwice(ctx, values, null);
      return values;
    },
    beforeUpdate: async (ctx, before, values) => {
      const after = Object.fromEntries(['ramp', 'basePort', 'railCarrier'].map((f) => [f, merged(before, values, f)]));
      if (after.ramp === after.basePort) throw refuse('ramp', 'pricing.rates.samePort');
      await rampTwice(ctx, after, before.id);
      return values;
    },
  },
});
