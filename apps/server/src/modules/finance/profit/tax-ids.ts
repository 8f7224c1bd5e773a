import { normalizeTaxId, type TaxIdType, taxIdProblem, taxIdResource } from '@tidemark/domain/finance/index';
import type { ServerResource, WriteContext } from '../../../engine/resource';
import { visibleCompany } from '../../../engine/scope';
import { AppError } from '../../../http/errors';

type Values = Record<string, unknown>;

/**
 * A tax id as it is kept: its company one the user may name, the country the company's unless
 * given, the number normalised and valid for its kind (format, issuing country, check character),
 * one per company and kind, the validity in order.
 */
const checked = async (ctx: WriteContext, values: Values, id: number | null): Promise<Values> => {
  const company = (
    await ctx.query<{ country: string }>('SELECT country FROM companies WHERE id = $1', [values.companyId])
  )[0];
  if (!company || !(await visibleCompany(ctx.query, ctx.auth, values.companyId))) {
    throw new AppError(400, 'validation.invalid', undefined, { companyId: 'validation.invalid' });
  }
  const country = (values.country as string | null) || company.country;
  const taxNo = normalizeTaxId(String(values.taxNo ?? ''));
  const problem = taxIdProblem(values.taxType as TaxIdType, country, taxNo);
  if (problem) {
    const key = `finance.profit.errors.${problem}`;
    throw new AppError(400, key, undefined, problem === 'taxIdCountry' ? { country: key } : { taxNo: key });
  }
  if (values.validUntil && String(values.validUntil) < String(values.validFrom)) {
    throw new AppError(400, 'finance.profit.errors.validity', undefined, {
      validUntil: 'finance.profit.errors.validity',
    });
  }
  const twin = await ctx.query(
    'SELECT 1 FROM party_tax_ids WHERE company_id = $1 AND tax_type = $2 AND ($3::int IS NULL OR id <> $3::int)',
    [values.companyId, values.taxType, id],
  );
  if (twin.length > 0) {
    throw new AppError(400, 'finance.profit.errors.taxIdDuplicate', undefined, {
      taxType: 'finance.profit.errors.taxIdDuplicate',
    });
  }
  return { ...values, country, taxNo };
};

const KEPT = ['companyId', 'country', 'taxType', 'taxNo', 'validFrom', 'validUntil'];

/** rmsTaxId: parties' tax ids, listed by the branches that serve the companies; customers hold no such page. */
export const taxIdServer: ServerResource = {
  def: taxIdResource,
  table: 'party_tax_ids',
  from: 'party_tax_ids t JOIN companies c ON c.id = t.company_id',
  columns: { companyName: 'c.name' },
  scope: 'branch',
  scopeColumns: { branch: 'c.branch_id' },
  rules: {
    beforeCreate: (ctx, values) => checked(ctx, values, null),
    beforeUpdate: async (ctx, before, values) => {
      const all = Object.fromEntries(KEPT.map((k) => [k, values[k] === undefined ? before[k] : values[k]]));
      // A country left as it was follows the company when the company changes.
      if (values.companyId !== undefined && values.country === undefined) all.country = null;
      const next = await checked(ctx, all, Number(before.id));
      return { ...values, country: next.country, taxNo: next.taxNo };
    },
  },
};
