import {
  complianceStatementResource,
  decisionRefusal,
  missingKinds,
  STATEMENT_EDITABLE,
  type StatementState,
  signRefusal,
} from '@tidemark/domain/customs/compliance/index';
import { type Notice, type ServerResource, storedResource, type WriteContext } from '../../../engine/resource';
import { inScope, visibleCompany } from '../../../engine/scope';
import { auditIn, type TxQuery } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { AppError, conflict, notFound } from '../../../http/errors';

const err = (key: string) => `customs.compliance.errors.${key}`;
const refuse = (key: string, field?: string): never => {
  throw new AppError(400, err(key), undefined, field ? { [field]: err(key) } : undefined);
};

/** The customer a statement names: one the writer may name (its branches' customers), with its branch. */
const companyOf = async (ctx: WriteContext, id: unknown) => {
  const company = await visibleCompany(ctx.query, ctx.auth, id);
  if (!company) return refuse('companyUnknown', 'companyId');
  return company;
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Wording in at least one language, and an end of validity not before its start. */
const assertStatement = (values: Record<string, unknown>) => {
  if (!text(values.statementEn) && !text(values.statementZh)) refuse('statementRequired', 'statementEn');
  const until = values.validUntil;
  if (typeof until === 'string' && until !== '' && until < String(values.validFrom)) refuse('validUntil', 'validUntil');
};

/**
 * Statements are written by the customs desk for customers of its branches (the statement keeps
 * the customer's branch for the row scope), in draft; changed only while draft or rejected;
 * submitting names who and when and clears the last decision.
 */
const stored = storedResource(complianceStatementResource, {
  rules: {
    beforeCreate: async (ctx, values) => {
      const company = await companyOf(ctx, values.companyId);
      assertStatement(values);
      return { ...values, branchId: company.branchId, state: 'draft', createdBy: ctx.auth.userId };
    },
    beforeUpdate: async (ctx, before, values) => {
      if (!STATEMENT_EDITABLE.includes(before.state as StatementState)) {
        throw new AppError(409, err('notEditable'));
      }
      assertStatement({ ...before, ...values });
      if (values.companyId !== undefined && values.companyId !== before.companyId) {
        const company = await companyOf(ctx, values.companyId);
        return { ...values, branchId: company.branchId };
      }
      return values;
    },
    beforeTransition: async (ctx, before) => {
      await ctx.query(
        `UPDATE compliance_statements SET state = 'submitted', submitted_by = $2, submitted_at = now(),
                decided_by = NULL, decided_at = NULL, decision_reason = NULL
          WHERE id = $1`,
        [before.id, ctx.auth.userId],
      );
    },
  },
});

/** Compliance statements: staff see their branches' customers', a customer its own company's. */
export const complianceStatementServer: ServerResource = {
  ...stored,
  scopeColumns: { branch: 't.branch_id', company: 't.company_id' },
};

type Row = {
  branch_id: number | null;
  company_id: number;
  state: string;
  created_by: number | null;
  valid_from: string;
  valid_until: string | null;
  today: string;
  version: number;
};

/** The statement locked for a decision or a signature, within the user's scope and at the version sent. */
const lockStatement = async (query: TxQuery, auth: Auth, id: number, version: number): Promise<Row> => {
  const row = (
    await query<Row>(
      `SELECT branch_id, company_id, state, created_by, valid_from::text, valid_until::text,
              current_date::text AS today, version
         FROM compliance_statements WHERE id = $1 FOR UPDATE`,
      [id],
    )
  )[0];
  if (!row || !inScope(auth, { branchId: row.branch_id, companyId: row.company_id })) throw notFound();
  if (row.version !== version) throw conflict();
  return row;
};

export type StatementDecision = { id: number; version: number; decision: 'approve' | 'reject'; reason?: string | null };

/**
 * Approves or rejects a submitted statement of the user's branches: never by its author (the
 * table's CHECK holds the same), a rejection only with its reason. Who and when are recorded.
 */
export const decideStatement = async (query: TxQuery, auth: Auth, input: StatementDecision): Promise<string> => {
  const row = await lockStatement(query, auth, input.id, input.version);
  const reason = input.reason?.trim() || null;
  const refusal = decisionRefusal({ state: row.state, createdBy: row.created_by }, auth.userId, input.decision, reason);
  if (refusal)
    throw new AppError(400, refusal, undefined, refusal === err('reasonRequired') ? { reason: refusal } : undefined);
  const state = input.decision === 'approve' ? 'approved' : 'rejected';
  const kept = input.decision === 'reject' ? reason : null;
  await query(
    `UPDATE compliance_statements SET state = $2, decided_by = $3, decided_at = now(), decision_reason = $4,
            updated_at = now(), version = version + 1
      WHERE id = $1`,
    [input.id, state, auth.userId, kept],
  );
  await auditIn(query, {
    entity: 'complianceStatement',
    entityId: input.id,
    action: `transition:${input.decision}`,
    userId: auth.userId,
    changes: { state: { from: row.state, to: state }, ...(kept ? { decisionReason: { from: null, to: kept } } : {}) },
  });
  return state;
};

export type StatementSignature = { id: number; version: number; signatoryName: string; signatoryTitle: string };

/**
 * The customer signs an approved statement of its own company on a day it is in force: its user,
 * the time, and the signatory's name and title are recorded.
 */
export const signStatement = async (query: TxQuery, auth: Auth, input: StatementSignature): Promise<void> => {
  if (auth.kind !== 'customer') throw notFound();
  const row = await lockStatement(query, auth, input.id, input.version);
  const refusal = signRefusal({ state: row.state, validFrom: row.valid_from, validUntil: row.valid_until }, row.today);
  if (refusal) throw new AppError(400, refusal);
  await query(
    `UPDATE compliance_statements SET state = 'signed', signed_by = $2, signed_at = now(), signatory_name = $3,
            signatory_title = $4, updated_at = now(), version = version + 1
      WHERE id = $1`,
    [input.id, auth.userId, input.signatoryName, input.signatoryTitle],
  );
  await auditIn(query, {
    entity: 'complianceStatement',
    entityId: input.id,
    action: 'transition:sign',
    userId: auth.userId,
    changes: {
      state: { from: row.state, to: 'signed' },
      signatoryName: { from: null, to: input.signatoryName },
      signatoryTitle: { from: null, to: input.signatoryTitle },
    },
  });
};

/**
 * The warnings of a shipment for a customer: one per required kind (docs/customs.md) that no
 * signed statement of the customer in force today covers.
 */
export const complianceWarnings = async (
  query: TxQuery,
  companyId: unknown,
  hsCode: unknown,
): Promise<readonly Notice[]> => {
  const rows = await query<{
    kind: string;
    state: string;
    validFrom: string;
    validUntil: string | null;
    today: string;
  }>(
    `SELECT s.kind, s.state, s.valid_from::text AS "validFrom", s.valid_until::text AS "validUntil",
            current_date::text AS today
       FROM compliance_statements s WHERE s.company_id = $1 AND s.state = 'signed'`,
    [companyId],
  );
  const today =
    rows[0]?.today ?? (await query<{ today: string }>('SELECT current_date::text AS today'))[0]?.today ?? '';
  const code = typeof hsCode === 'string' ? hsCode : null;
  const missing = missingKinds(rows, code, today);
  if (missing.length === 0) return [];
  const company =
    (await query<{ name: string }>('SELECT name FROM companies WHERE id = $1', [companyId]))[0]?.name ??
    String(companyId);
  return missing.map((kind) => ({
    key: `customs.compliance.warnings.${kind}`,
    params: { company, hsCode: code ?? '' },
  }));
};
