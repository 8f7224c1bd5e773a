import { adValoremOf, normaliseHsCode } from '@tidemark/domain/customs/index';
import {
  cnCommodityCodeResource,
  customsConfigurationResource,
  customsThresholdResource,
  cwHsCodeResource,
  usHtsCodeResource,
} from '@tidemark/domain/customs/resources';
import { type ServerResource, storedResource, type WriteContext } from '../../engine/resource';
import { badRequest } from '../../http/errors';
import { checkCountryCode } from './codes';
import { rerouteBranches } from './ecommerce/routing';

type Values = Record<string, unknown>;

const refuse = (field: string, key: string): never => {
  throw badRequest(key, { [field]: key });
};

/** A value being written, else the one the record holds. */
const merged = (before: Values | null, values: Values, field: string): unknown =>
  Object.hasOwn(values, field) ? values[field] : before?.[field];

/** Whether another row of the table already holds these values (the record itself aside). */
const taken = async (
  ctx: WriteContext,
  table: string,
  where: Record<string, unknown>,
  id: unknown,
): Promise<boolean> => {
  const columns = Object.keys(where);
  const rows = await ctx.query(
    `SELECT 1 FROM ${table} WHERE ${columns.map((c, i) => `${c} = $${i + 1}`).join(' AND ')} AND id IS DISTINCT FROM $${columns.length + 1} LIMIT 1`,
    [...Object.values(where), id ?? null],
  );
  return rows.length > 0;
};

const checkRate = (values: Values, field: string): void => {
  const rate = values[field];
  if (typeof rate === 'number' && (rate < 0 || rate > 100)) refuse(field, 'customs.errors.rateRange');
};

/**
 * A national code row: its code is 10 digits, written one way, under a subheading of the
 * Harmonized System table, and in the table once.
 */
const nationalCodeRules = (table: string, derive: (values: Values) => Values) => {
  const check = async (ctx: WriteContext, before: Values | null, values: Values): Promise<Values> => {
    const out = { ...derive(values) };
    if (Object.hasOwn(values, 'code')) {
      const code = normaliseHsCode(String(values.code ?? ''));
      if (code === null) refuse('code', 'customs.errors.hsFormat');
      if (code?.length !== 12) refuse('code', 'customs.errors.nationalLength');
      const [hs] = await ctx.query('SELECT 1 FROM hs_codes WHERE code = $1', [code?.slice(0, 7)]);
      if (!hs) refuse('code', 'customs.errors.hsUnknown');
      if (await taken(ctx, table, { code }, before?.id)) refuse('code', 'customs.errors.codeTaken');
      out.code = code;
    }
    for (const field of ['exportRebateRate', 'mfnRate']) checkRate(out, field);
    return out;
  };
  return {
    beforeCreate: (ctx: WriteContext, values: Values) => check(ctx, null, values),
    beforeUpdate: (ctx: WriteContext, before: Values, values: Values) => check(ctx, before, values),
  };
};

/** China's commodity codes: customs staff keep them; rates are percentages from 0 to 100. */
export const cnCommodityCodeServerResource: ServerResource = storedResource(cnCommodityCodeResource, {
  rules: nationalCodeRules('customs_cn_codes', (v) => v),
});

/** The US HTS: the ad valorem rate is read from the general rate ("6.5%", "Free"), none for a specific rate. */
export const usHtsCodeServerResource: ServerResource = storedResource(usHtsCodeResource, {
  rules: nationalCodeRules('customs_us_hts_codes', (values) =>
    Object.hasOwn(values, 'generalRate')
      ? { ...values, adValoremRate: typeof values.generalRate === 'string' ? adValoremOf(values.generalRate) : null }
      : values,
  ),
});

const CW_CODE = /^[0-9A-Z.]{1,20}$/;

/** CargoWise's code for a Tidemark code of a country: the code must be in that country's table, once per country. */
export const cwHsCodeServerResource: ServerResource = storedResource(cwHsCodeResource, {
  rules: (() => {
    const check = async (ctx: WriteContext, before: Values | null, values: Values): Promise<Values> => {
      const out = { ...values };
      const country = String(merged(before, values, 'country') ?? '');
      if (Object.hasOwn(values, 'code') || Object.hasOwn(values, 'country')) {
        const checked = await checkCountryCode(ctx.query, String(merged(before, values, 'code') ?? ''), country);
        if ('error' in checked) refuse('code', checked.error);
        else out.code = checked.code;
        if (await taken(ctx, 'customs_cw_codes', { country, code: out.code ?? before?.code }, before?.id)) {
          refuse('code', 'customs.errors.codeTaken');
        }
      }
      if (Object.hasOwn(values, 'cwCode')) {
        const cw = String(values.cwCode ?? '')
          .trim()
          .toUpperCase();
        if (!CW_CODE.test(cw)) refuse('cwCode', 'customs.errors.cwCodeFormat');
        out.cwCode = cw;
      }
      return out;
    };
    return {
      beforeCreate: (ctx: WriteContext, values: Values) => check(ctx, null, values),
      beforeUpdate: (ctx: WriteContext, before: Values, values: Values) => check(ctx, before, values),
    };
  })(),
});

const DECLARANT_CODE = /^[0-9A-Z]{10}$/;

/** The UN/LOCODEs of a list typed with commas or spaces, upper-cased, each once, in the order typed. */
export const portList = (typed: string): string[] => [
  ...new Set(
    typed
      .split(/[\s,;，、]+/)
      .map((p) => p.trim().toUpperCase())
      .filter((p) => p !== ''),
  ),
];

/**
 * A branch's customs settings: one per branch, a branch of the writer's; the declarant's 10-character
 * customs code; ports of clearance that are known UN/LOCODEs.
 */
export const customsConfigurationServerResource: ServerResource = storedResource(customsConfigurationResource, {
  rules: (() => {
    const check = async (ctx: WriteContext, before: Values | null, values: Values): Promise<Values> => {
      const out = { ...values };
      if (Object.hasOwn(values, 'branchId')) {
        const branchId = Number(values.branchId);
        if (!ctx.auth.branchIds.includes(branchId)) refuse('branchId', 'customs.errors.branchOutOfScope');
        if (await taken(ctx, 'customs_configurations', { branch_id: branchId }, before?.id)) {
          refuse('branchId', 'customs.errors.branchTaken');
        }
      }
      if (Object.hasOwn(values, 'declarantCode')) {
        const code = String(values.declarantCode ?? '')
          .trim()
          .toUpperCase();
        if (!DECLARANT_CODE.test(code)) refuse('declarantCode', 'customs.errors.declarantCode');
        out.declarantCode = code;
      }
      if (Object.hasOwn(values, 'clearancePorts')) {
        const ports = portList(String(values.clearancePorts ?? ''));
        if (ports.length === 0 || ports.some((p) => !/^[A-Z]{2}[A-Z2-9]{3}$/.test(p))) {
          refuse('clearancePorts', 'customs.errors.clearancePorts');
        }
        const [known] = await ctx.query<{ n: number }>(
          'SELECT count(DISTINCT unlocode)::int AS n FROM ports WHERE unlocode = ANY($1::text[])',
          [ports],
        );
        if (known?.n !== ports.length) refuse('clearancePorts', 'customs.errors.clearancePorts');
        out.clearancePorts = ports.join(', ');
      }
      return out;
    };
    return {
      beforeCreate: (ctx: WriteContext, values: Values) => check(ctx, null, values),
      beforeUpdate: (ctx: WriteContext, before: Values, values: Values) => check(ctx, before, values),
    };
  })(),
});

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** A destination's threshold: a known country once per configuration, an amount above 0 in an ISO currency. */
export const customsThresholdServerResource: ServerResource = storedResource(customsThresholdResource, {
  rules: (() => {
    const check = async (ctx: WriteContext, before: Values | null, values: Values): Promise<Values> => {
      const out = { ...values };
      if (Object.hasOwn(values, 'destinationCountry')) {
        const country = String(values.destinationCountry);
        const [known] = await ctx.query('SELECT 1 FROM countries WHERE code = $1', [country]);
        if (!known) refuse('destinationCountry', 'validation.invalid');
        const configurationId = merged(before, values, 'configurationId');
        if (
          await taken(
            ctx,
            'customs_value_thresholds',
            { configuration_id: configurationId, destination_country: country },
            before?.id,
          )
        ) {
          refuse('destinationCountry', 'customs.errors.countryTaken');
        }
      }
      if (Object.hasOwn(values, 'thresholdAmount')) {
        const amount = String(values.thresholdAmount ?? '').trim();
        if (!AMOUNT.test(amount) || Number(amount) <= 0) refuse('thresholdAmount', 'customs.errors.amount');
        out.thresholdAmount = amount;
      }
      if (Object.hasOwn(values, 'currency')) {
        const currency = String(values.currency ?? '')
          .trim()
          .toUpperCase();
        const [known] = await ctx.query('SELECT 1 FROM currencies WHERE code = $1', [currency]);
        if (!known) refuse('currency', 'customs.errors.currency');
        out.currency = currency;
      }
      return out;
    };
    /** The e-commerce parcels of the configuration's branch follow the threshold as it will be written. */
    const reroute = async (ctx: WriteContext, configurationId: unknown, before?: string, after?: Values) => {
      const [config] = await ctx.query<{ branchId: number }>(
        'SELECT branch_id AS "branchId" FROM customs_configurations WHERE id = $1',
        [configurationId ?? null],
      );
      if (!config) return;
      await rerouteBranches(ctx.query, [config.branchId], {
        branchId: config.branchId,
        before,
        after: after && {
          country: String(after.destinationCountry),
          amount: String(after.thresholdAmount),
          currency: String(after.currency),
        },
      });
    };
    return {
      beforeCreate: async (ctx: WriteContext, values: Values) => {
        const out = await check(ctx, null, values);
        await reroute(ctx, out.configurationId, undefined, out);
        return out;
      },
      beforeUpdate: async (ctx: WriteContext, before: Values, values: Values) => {
        const { configurationId: _moved, ...rest } = values;
        const out = await check(ctx, before, rest);
        await reroute(ctx, before.configurationId, String(before.destinationCountry), { ...before, ...out });
        return out;
      },
      beforeDelete: async (ctx: WriteContext, before: Values) => {
        await reroute(ctx, before.configurationId, String(before.destinationCountry));
      },
    };
  })(),
});

export const CUSTOMS_SERVER_RESOURCES: readonly ServerResource[] = [
  cnCommodityCodeServerResource,
  usHtsCodeServerResource,
  cwHsCodeServerResource,
  customsConfigurationServerResource,
  customsThresholdServerResource,
];
