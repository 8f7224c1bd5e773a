import {
  profitShareResource,
  profitShareRuleResource,
  SHARE_SLOTS,
  shareProblems,
  slotFields,
} from '@tidemark/domain/finance/index';
import { type ServerResource, storedResource, type WriteContext } from '../../../engine/resource';
import { inScope, visibleCompany } from '../../../engine/scope';
import type { TxQuery } from '../../../engine/transaction';
import { AppError } from '../../../http/errors';

type Values = Record<string, unknown>;

const SHARE_FIELDS = SHARE_SLOTS.flatMap((n) => Object.values(slotFields(n)));
const present = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * The shares' rules (domain `shareProblems`), then their parties: each branch one of the user's,
 * each agent a company the user may name. Refuses with every field's message, the first as the
 * answer's message.
 */
const checkShares = async (ctx: WriteContext, values: Values): Promise<void> => {
  const { fields, sum } = shareProblems(values);
  for (const n of SHARE_SLOTS) {
    const f = slotFields(n);
    const branch = values[f.branch];
    if (present(branch) && !fields[f.branch] && !inScope(ctx.auth, { branchId: Number(branch), companyId: null })) {
      fields[f.branch] = 'finance.profit.errors.branchUnknown';
    }
    const company = values[f.company];
    if (present(company) && !fields[f.company] && !(await visibleCompany(ctx.query, ctx.auth, company))) {
      fields[f.company] = 'validation.invalid';
    }
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, first, sum ? { sum } : undefined, fields);
};

/** The values of the share fields (slots and cost sharing) after a change: the change over what was kept. */
const merged = (before: Values, values: Values): Values =>
  Object.fromEntries([...SHARE_FIELDS, 'costSharing'].map((k) => [k, values[k] === undefined ? before[k] : values[k]]));

/** The rule in force for a shipment on its ETD day: its customer's and lane's first, the most specific, the latest. */
export const ruleFor = async (query: TxQuery, shipmentId: number): Promise<Values | undefined> =>
  (
    await query(
      `SELECT r.id, r.cost_sharing,
              ${SHARE_SLOTS.map((n) => `r.party${n}_branch_id, r.party${n}_company_id, r.percent${n}::text AS percent${n}`).join(', ')}
         FROM shipments s
         JOIN profit_share_rules r ON r.branch_id = s.branch_id
          AND (r.company_id IS NULL OR r.company_id = s.company_id)
          AND (r.pol IS NULL OR r.pol = s.origin_port)
          AND (r.pod IS NULL OR r.pod = s.destination_port)
          AND (r.mode IS NULL OR r.mode = s.mode)
          AND (s.etd AT TIME ZONE 'UTC')::date BETWEEN r.valid_from AND coalesce(r.valid_until, 'infinity'::date)
        WHERE s.id = $1
        ORDER BY (r.company_id IS NOT NULL) DESC, ((r.pol IS NOT NULL)::int + (r.pod IS NOT NULL)::int) DESC,
                 (r.mode IS NOT NULL) DESC, r.valid_from DESC, r.id DESC
        LIMIT 1`,
      [shipmentId],
    )
  )[0];

/** A rule's shares as a setting's values. */
export const sharesOfRule = (rule: Values): Values => ({
  ruleId: rule.id,
  costSharing: rule.cost_sharing,
  ...Object.fromEntries(
    SHARE_SLOTS.flatMap((n) => {
      const f = slotFields(n);
      return [
        [f.branch, rule[`party${n}_branch_id`]],
        [f.company, rule[`party${n}_company_id`]],
        [f.percent, rule[`percent${n}`]],
      ];
    }),
  ),
});

/**
 * A shipment's shares: named by its number among the user's branches, once per shipment; left
 * empty, they come from the rule in force for it (refused when none applies).
 */
const beforeCreateSetting = async (ctx: WriteContext, values: Values): Promise<Values> => {
  const shipment = (
    await ctx.query<{ id: number; branch_id: number }>('SELECT id, branch_id FROM shipments WHERE shipment_no = $1', [
      values.shipmentNo,
    ])
  )[0];
  if (!shipment || !inScope(ctx.auth, { branchId: shipment.branch_id, companyId: null })) {
    throw new AppError(400, 'finance.profit.errors.shipmentNotFound', undefined, {
      shipmentNo: 'finance.profit.errors.shipmentNotFound',
    });
  }
  const taken = await ctx.query('SELECT 1 FROM profit_share_settings WHERE shipment_id = $1', [shipment.id]);
  if (taken.length > 0) {
    throw new AppError(400, 'finance.profit.errors.shareExists', undefined, {
      shipmentNo: 'finance.profit.errors.shareExists',
    });
  }
  let next: Values = { ...values, shipmentId: shipment.id, branchId: shipment.branch_id, ruleId: null };
  if (!SHARE_FIELDS.some((k) => present(values[k]))) {
    const rule = await ruleFor(ctx.query, shipment.id);
    if (!rule) {
      throw new AppError(400, 'finance.profit.errors.noShareRule', undefined, {
        party1BranchId: 'finance.profit.errors.noShareRule',
      });
    }
    next = {
      ...next,
      ...sharesOfRule(rule),
      costSharing: present(values.costSharing) ? values.costSharing : rule.cost_sharing,
    };
  }
  await checkShares(ctx, next);
  const { shipmentNo: _, ...stored } = next;
  return stored;
};

/** Changed shares are checked whole; once changed by hand they no longer follow a rule. */
const beforeUpdateShares = async (ctx: WriteContext, before: Values, values: Values): Promise<Values> => {
  await checkShares(ctx, merged(before, values));
  const changed = SHARE_FIELDS.some(
    (k) => values[k] !== undefined && String(values[k] ?? '') !== String(before[k] ?? ''),
  );
  return changed && 'ruleId' in before ? { ...values, ruleId: null } : values;
};

/**
 * Each party's share of the profit in the branch's currency: the percent of the profit rounded half
 * up to cents, the last party taking what remains, so the shares always add up to the profit.
 */
const shareColumn = (n: number): string => {
  const profit = 'coalesce(cs.profit_local, 0)';
  const part = (k: number) => `round(${profit} * t.percent${k} / 100, 2)`;
  const later = SHARE_SLOTS.filter((k) => k > n).map((k) => `t.percent${k} IS NULL`);
  const earlier = SHARE_SLOTS.filter((k) => k < n).map((k) => `coalesce(${part(k)}, 0)`);
  const rest = earlier.length > 0 ? `${profit} - ${earlier.join(' - ')}` : profit;
  return later.length === 0
    ? `CASE WHEN t.percent${n} IS NULL THEN NULL ELSE ${rest} END`
    : `CASE WHEN t.percent${n} IS NULL THEN NULL WHEN ${later.join(' AND ')} THEN ${rest} ELSE ${part(n)} END`;
};

/** profitShareSetting: the shares of a shipment's profit, with its shipment and profit joined, within the user's branches. */
export const profitShareServer: ServerResource = {
  def: profitShareResource,
  table: 'profit_share_settings',
  from: `profit_share_settings t JOIN shipments s ON s.id = t.shipment_id JOIN branches b ON b.id = t.branch_id
         LEFT JOIN charge_sheets cs ON cs.shipment_id = t.shipment_id`,
  columns: {
    shipmentNo: 's.shipment_no',
    branchCode: 'b.code',
    mode: 's.mode',
    originPort: 's.origin_port',
    destinationPort: 's.destination_port',
    etd: 's.etd',
    localCurrency: 'coalesce(cs.local_currency, b.local_currency)',
    profitLocal: 'coalesce(cs.profit_local, 0)',
    ...Object.fromEntries(SHARE_SLOTS.map((n) => [`share${n}Local`, shareColumn(n)])),
  },
  scope: 'branch',
  rules: {
    beforeCreate: beforeCreateSetting,
    beforeUpdate: beforeUpdateShares,
  },
};

/** A rule names a customer or a lane, ends no earlier than it starts, and is kept for one of the user's branches. */
const checkRule = (ctx: WriteContext, values: Values): void => {
  const fields: Record<string, string> = {};
  if (!inScope(ctx.auth, { branchId: Number(values.branchId), companyId: null })) {
    fields.branchId = 'finance.profit.errors.branchUnknown';
  }
  if (!present(values.companyId) && !present(values.pol) && !present(values.pod)) {
    fields.companyId = 'finance.profit.errors.ruleScope';
  }
  if (present(values.validUntil) && String(values.validUntil) < String(values.validFrom)) {
    fields.validUntil = 'finance.profit.errors.validity';
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError(400, first, undefined, fields);
};

const RULE_FIELDS = ['branchId', 'companyId', 'pol', 'pod', 'validFrom', 'validUntil'];

/** rmsProfitShareRule: the rules shipments take their default shares from. */
export const profitShareRuleServer: ServerResource = storedResource(profitShareRuleResource, {
  rules: {
    beforeCreate: async (ctx, values) => {
      checkRule(ctx, values);
      if (present(values.companyId) && !(await visibleCompany(ctx.query, ctx.auth, values.companyId))) {
        throw new AppError(400, 'validation.invalid', undefined, { companyId: 'validation.invalid' });
      }
      await checkShares(ctx, values);
      return values;
    },
    beforeUpdate: async (ctx, before, values) => {
      const all = {
        ...merged(before, values),
        ...Object.fromEntries(RULE_FIELDS.map((k) => [k, values[k] === undefined ? before[k] : values[k]])),
      };
      checkRule(ctx, all);
      if (
        values.companyId !== undefined &&
        present(values.companyId) &&
        !(await visibleCompany(ctx.query, ctx.auth, values.companyId))
      ) {
        throw new AppError(400, 'validation.invalid', undefined, { companyId: 'validation.invalid' });
      }
      await checkShares(ctx, all);
      return values;
    },
  },
});
