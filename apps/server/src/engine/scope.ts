import { ID_MAX } from '@tidemark/domain/common/constants';
import type { Auth } from '../http/auth';

/** SQL expressions of the branch and the company a row belongs to. */
export type ScopeColumns = { branch?: string | undefined; company?: string | undefined };

/** Binds one value to the statement being written and answers its placeholder ($1, $2, …). */
export type Bind = (value: number) => string;

/**
 * SPEC §6 row scope, the one rule every list and every hand-written read follows: staff see the
 * rows of their branches, a customer only its own company's rows, so a customer sees nothing of
 * rows without a company. Answers the condition to render once per statement, or null when it
 * restricts nothing (staff, on rows that belong to no branch).
 */
export const rowScope = (auth: Auth, columns: ScopeColumns): ((bind: Bind) => string) | null => {
  if (auth.kind === 'customer') {
    const { companyId } = auth;
    const { company } = columns;
    if (!company || companyId === null) return () => 'FALSE';
    return (bind) => `${company} = ${bind(companyId)}`;
  }
  const { branch } = columns;
  if (!branch) return null;
  if (auth.branchIds.length === 0) return () => 'FALSE';
  const ids = [...auth.branchIds];
  return (bind) => `${branch} IN (${ids.map(bind).join(', ')})`;
};

/** The same rule for one row already read: whether the user may see it. */
export const inScope = (auth: Auth, row: { branchId: number | null; companyId: number | null }): boolean =>
  auth.kind === 'customer'
    ? auth.companyId !== null && row.companyId === auth.companyId
    : row.branchId !== null && auth.branchIds.includes(row.branchId);

/**
 * Where a company stands for the row scope: staff see the companies their branches serve, a
 * customer only its own. The company picker of party fields lists by it and every write that
 * names a customer checks by it, so the picker offers exactly what the server accepts.
 */
export const COMPANY_SCOPE: ScopeColumns = { branch: 'c.branch_id', company: 'c.id' };

type Query = <T extends Record<string, unknown> = Record<string, unknown>>(
  sql: string,
  params?: unknown[],
) => Promise<T[]>;

/** A company the user may name (COMPANY_SCOPE), with the branch serving it; undefined otherwise. */
export const visibleCompany = async (
  query: Query,
  auth: Auth,
  id: unknown,
): Promise<{ id: number; branchId: number | null } | undefined> => {
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0 || n > ID_MAX) return undefined;
  const values: unknown[] = [n];
  const scope = rowScope(auth, COMPANY_SCOPE);
  const bind = (v: number) => {
    values.push(v);
    return `$${values.length}`;
  };
  const rows = await query<{ id: number; branchId: number | null }>(
    `SELECT c.id, c.branch_id AS "branchId" FROM companies c WHERE c.id = $1${scope ? ` AND ${scope(bind)}` : ''}`,
    values,
  );
  return rows[0];
};
