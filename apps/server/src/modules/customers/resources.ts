import { customerRegionFor } from '@tidemark/domain/customers/regions';
import { companyResource, contactResource, orgCodeResource } from '@tidemark/domain/customers/resources';
import type { ResourceDef } from '@tidemark/domain/engine/definitions';
import type { ServerResource, WriteContext } from '../../engine/resource';
import { inScope } from '../../engine/scope';
import { badRequest } from '../../http/errors';

type Values = Record<string, unknown>;

/** Only what a form may set: read-only fields (code, joined names, timestamps) never reach the table. */
const editableOnly = (def: ResourceDef, values: Values): Values => {
  const editable = new Set(def.fields.filter((f) => f.editable).map((f) => f.name));
  return Object.fromEntries(Object.entries(values).filter(([k]) => editable.has(k)));
};

const refuse = (field: string, key: string) => badRequest(key, { [field]: key });

const asId = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

type CompanyRef = { id: number; branch_id: number; status: string };

/** The company if it exists and the user may see it (staff: its branch; a customer: its own company). */
const visibleCompany = async (ctx: WriteContext, id: number | null): Promise<CompanyRef | undefined> => {
  if (id === null) return undefined;
  const row = (await ctx.query<CompanyRef>('SELECT id, branch_id, status FROM companies WHERE id = $1', [id]))[0];
  if (!row) return undefined;
  return inScope(ctx.auth, { branchId: row.branch_id, companyId: row.id }) ? row : undefined;
};

const branchAllowed = (ctx: WriteContext, branchId: number | null): boolean =>
  branchId !== null && ctx.auth.kind === 'staff' && ctx.auth.branchIds.includes(branchId);

// ---- companies -------------------------------------------------------------------------------

/** SPEC §8 'Customername already exists': names compare without case and white space. */
const checkNameFree = async (ctx: WriteContext, name: unknown, exceptId: number | null) => {
  if (typeof name !== 'string') return;
  const rows = await ctx.query(
    `SELECT 1 FROM companies
      WHERE lower(regexp_replace(name, '\\s+', '', 'g')) = lower(regexp_replace($1, '\\s+', '', 'g'))
        AND id IS DISTINCT FROM $2
      LIMIT 1`,
    [name, exceptId],
  );
  if (rows.length > 0) throw refuse('name', 'customers.company.nameExists');
};

/**
 * A replaced company points to its successor: an existing company the user can see, not
 * obsolete, not itself, and whose own chain of successors never leads back to this company.
 */
const checkSuccessor = async (ctx: WriteContext, companyId: number | null, successorId: number | null) => {
  if (successorId === null) throw refuse('successorId', 'customers.company.successorRequired');
  if (successorId === companyId) throw refuse('successorId', 'customers.company.successorSelf');
  const successor = await visibleCompany(ctx, successorId);
  if (!successor || successor.status === 'obsolete') throw refuse('successorId', 'customers.company.successorInvalid');
  if (companyId === null) return;
  const rows = await ctx.query<{ cycle: boolean }>(
    `WITH RECURSIVE chain (id, successor_id, depth) AS (
       SELECT id, successor_id, 1 FROM companies WHERE id = $1
       UNION ALL
       SELECT c.id, c.successor_id, chain.depth + 1
         FROM companies c JOIN chain ON c.id = chain.successor_id
        WHERE chain.depth < 10000
     )
     SELECT EXISTS (SELECT 1 FROM chain WHERE id = $2) AS cycle`,
    [successorId, companyId],
  );
  if (rows[0]?.cycle) throw refuse('successorId', 'customers.company.successorCycle');
};

const companyRules: NonNullable<ServerResource['rules']> = {
  beforeCreate: async (ctx, values) => {
    const v = editableOnly(companyResource, values);
    if (!branchAllowed(ctx, asId(v.branchId))) throw refuse('branchId', 'customers.company.branchNotAllowed');
    await checkNameFree(ctx, v.name, null);
    if (!v.customerRegion && typeof v.country === 'string') v.customerRegion = customerRegionFor(v.country);
    v.status ??= 'valid';
    if (v.status === 'replaced') await checkSuccessor(ctx, null, asId(v.successorId));
    else v.successorId = null;
    return v;
  },
  beforeUpdate: async (ctx, before, values) => {
    const v = editableOnly(companyResource, values);
    const id = asId(before.id);
    if ('branchId' in v && asId(v.branchId) !== asId(before.branchId) && !branchAllowed(ctx, asId(v.branchId))) {
      throw refuse('branchId', 'customers.company.branchNotAllowed');
    }
    if ('name' in v) await checkNameFree(ctx, v.name, id);
    const status = 'status' in v ? v.status : before.status;
    const successorId = asId('successorId' in v ? v.successorId : before.successorId);
    if (status === 'replaced') {
      if ('status' in v || 'successorId' in v) await checkSuccessor(ctx, id, successorId);
    } else if (successorId !== null) {
      // Only a replaced company has a successor; leaving that state drops it.
      v.successorId = null;
    }
    return v;
  },
};

export const companyServerResource: ServerResource = {
  def: companyResource,
  table: 'companies',
  from: 'companies t LEFT JOIN companies s ON s.id = t.successor_id',
  columns: {
    code: 't.code',
    name: 't.name',
    customerRegion: 't.customer_region',
    branchId: 't.branch_id',
    country: 't.country',
    city: 't.city',
    status: 't.status',
    successorId: 't.successor_id',
    successorName: 's.name',
    address: 't.address',
    phone: 't.phone',
    email: 't.email',
    website: 't.website',
    taxId: 't.tax_id',
    notes: 't.notes',
    createdAt: 't.created_at',
    updatedAt: 't.updated_at',
  },
  scope: 'branch',
  scopeColumns: { branch: 't.branch_id', company: 't.id' },
  rules: companyRules,
};

// ---- contacts --------------------------------------------------------------------------------

/** One primary contact per company: making one primary demotes the other, with its audit row. */
const demoteOtherPrimary = async (ctx: WriteContext, companyId: number, exceptId: number | null) => {
  const demoted = await ctx.query<{ id: number }>(
    `UPDATE contacts SET is_primary = false, version = version + 1, updated_at = now()
      WHERE company_id = $1 AND is_primary AND id IS DISTINCT FROM $2
      RETURNING id`,
    [companyId, exceptId],
  );
  for (const row of demoted) {
    await ctx.query(
      `INSERT INTO audit_log (entity, entity_id, action, user_id, changes) VALUES ('contact', $1, 'update', $2, $3::text::jsonb)`,
      [String(row.id), ctx.auth.userId, JSON.stringify({ isPrimary: { from: true, to: false } })],
    );
  }
};

const contactRules: NonNullable<ServerResource['rules']> = {
  beforeCreate: async (ctx, values) => {
    const v = editableOnly(contactResource, values);
    const company = await visibleCompany(ctx, asId(v.companyId));
    if (!company) throw refuse('companyId', 'customers.contact.companyNotAllowed');
    if (v.isPrimary === true) await demoteOtherPrimary(ctx, company.id, null);
    return v;
  },
  beforeUpdate: async (ctx, before, values) => {
    const v = editableOnly(contactResource, values);
    const companyId = asId('companyId' in v ? v.companyId : before.companyId);
    if ('companyId' in v && companyId !== asId(before.companyId) && !(await visibleCompany(ctx, companyId))) {
      throw refuse('companyId', 'customers.contact.companyNotAllowed');
    }
    const primary = 'isPrimary' in v ? v.isPrimary : before.isPrimary;
    if (primary === true && companyId !== null && ('isPrimary' in v || 'companyId' in v)) {
      await demoteOtherPrimary(ctx, companyId, asId(before.id));
    }
    return v;
  },
  beforeTransition: async (ctx, before, step) => {
    const companyId = asId(before.companyId);
    if (step.action === 'makePrimary' && companyId !== null) await demoteOtherPrimary(ctx, companyId, asId(before.id));
  },
};

export const contactServerResource: ServerResource = {
  def: contactResource,
  table: 'contacts',
  from: 'contacts t JOIN companies c ON c.id = t.company_id',
  columns: {
    companyId: 't.company_id',
    companyName: 'c.name',
    name: 't.name',
    title: 't.title',
    email: 't.email',
    phone: 't.phone',
    mobile: 't.mobile',
    isPrimary: 't.is_primary',
    updatedAt: 't.updated_at',
  },
  scope: 'branch',
  scopeColumns: { branch: 'c.branch_id', company: 't.company_id' },
  rules: contactRules,
};

// ---- organisation codes ----------------------------------------------------------------------

const checkCodeFree = async (ctx: WriteContext, code: unknown, exceptId: number | null) => {
  if (typeof code !== 'string') return;
  const rows = await ctx.query('SELECT 1 FROM org_codes WHERE code = $1 AND id IS DISTINCT FROM $2', [code, exceptId]);
  if (rows.length > 0) throw refuse('code', 'customers.orgCode.codeExists');
};

const orgCodeRules: NonNullable<ServerResource['rules']> = {
  beforeCreate: async (ctx, values) => {
    const v = editableOnly(orgCodeResource, values);
    await checkCodeFree(ctx, v.code, null);
    const company = await visibleCompany(ctx, asId(v.companyId));
    if (!company) throw refuse('companyId', 'customers.contact.companyNotAllowed');
    const branchId = asId(v.branchId);
    if (branchId === null) v.branchId = company.branch_id;
    else if (!branchAllowed(ctx, branchId)) throw refuse('branchId', 'customers.orgCode.branchInvalid');
    return v;
  },
  beforeUpdate: async (ctx, before, values) => {
    const v = editableOnly(orgCodeResource, values);
    const id = asId(before.id);
    if ('code' in v) await checkCodeFree(ctx, v.code, id);
    if ('companyId' in v && asId(v.companyId) !== asId(before.companyId)) {
      if (!(await visibleCompany(ctx, asId(v.companyId))))
        throw refuse('companyId', 'customers.contact.companyNotAllowed');
    }
    if ('branchId' in v) {
      const branchId = asId(v.branchId);
      if (branchId === null) {
        const company = await visibleCompany(ctx, asId('companyId' in v ? v.companyId : before.companyId));
        v.branchId = company?.branch_id ?? before.branchId;
      } else if (branchId !== asId(before.branchId) && !branchAllowed(ctx, branchId)) {
        throw refuse('branchId', 'customers.orgCode.branchInvalid');
      }
    }
    return v;
  },
};

export const orgCodeServerResource: ServerResource = {
  def: orgCodeResource,
  table: 'org_codes',
  from: 'org_codes t JOIN companies c ON c.id = t.company_id',
  columns: {
    code: 't.code',
    companyId: 't.company_id',
    companyName: 'c.name',
    purpose: 't.purpose',
    branchId: 't.branch_id',
    updatedAt: 't.updated_at',
  },
  scope: 'branch',
  scopeColumns: { branch: 'c.branch_id', company: 't.company_id' },
  rules: orgCodeRules,
};

export const CUSTOMER_SERVER_RESOURCES: readonly ServerResource[] = [
  companyServerResource,
  contactServerResource,
  orgCodeServerResource,
];
