import type {
  WorkbenchRow,
  WorkbenchSection,
  WorkbenchSectionKey,
  WorkbenchSummary,
} from '@tidemark/domain/finance/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rowScope } from '../../../engine/scope';
import { inTransaction, type TxQuery } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { idField } from '../../../http/fields';
import { route } from '../../../http/route';
import { decideLoss } from './loss';

/** Rows each section shows: the oldest waiting. */
export const WORKBENCH_ROWS = 10;
/** Revenue unbilled this many days after departure is overdue for billing. */
export const UNBILLED_DAYS = 30;

type Section = {
  key: WorkbenchSectionKey;
  /** FROM and WHERE of the waiting items; the branch column is scoped. */
  from: string;
  branch: string;
  select: string;
  order: string;
};

const LINE = `l.id, l.version, l.shipment_id AS "shipmentId", s.shipment_no AS "shipmentNo", b.code AS "branchCode",
  l.charge_code AS "chargeCode", l.side, l.status, l.currency, l.amount::text AS amount, NULL AS "profitLocal"`;

/**
 * The work list's sections, each one statement over its own index: submitted lines by
 * (branch, submitted_at), unlock requests by (branch, unlock_requested_at), applied loss
 * applications by (branch, state, applied_at), and unbilled revenue of shipments departed more than
 * 30 days ago (the unbilled lines' partial index, through the shipments' ETD).
 */
const SECTIONS: readonly Section[] = [
  {
    key: 'review',
    from: `charge_lines l JOIN shipments s ON s.id = l.shipment_id JOIN branches b ON b.id = l.branch_id
           LEFT JOIN users u ON u.id = l.submitted_by WHERE l.status = 'submitted'`,
    branch: 'l.branch_id',
    select: `${LINE}, NULL AS "partyName", u.display_name AS who, l.submitted_at AS since, NULL AS reason`,
    order: 'l.submitted_at, l.id',
  },
  {
    key: 'unlock',
    from: `charge_lines l JOIN shipments s ON s.id = l.shipment_id JOIN branches b ON b.id = l.branch_id
           LEFT JOIN users u ON u.id = l.unlock_requested_by WHERE l.status = 'unlock_requested'`,
    branch: 'l.branch_id',
    select: `${LINE}, NULL AS "partyName", u.display_name AS who, l.unlock_requested_at AS since, l.unlock_reason AS reason`,
    order: 'l.unlock_requested_at, l.id',
  },
  {
    key: 'loss',
    from: `loss_applications a JOIN shipments s ON s.id = a.shipment_id JOIN branches b ON b.id = a.branch_id
           LEFT JOIN charge_sheets cs ON cs.shipment_id = a.shipment_id LEFT JOIN users u ON u.id = a.applied_by
           WHERE a.state = 'applied'`,
    branch: 'a.branch_id',
    select: `a.id, a.version, a.shipment_id AS "shipmentId", s.shipment_no AS "shipmentNo", b.code AS "branchCode",
             NULL AS "chargeCode", NULL AS side, a.state AS status, a.local_currency AS currency,
             a.expected_loss::text AS amount, cs.profit_local::text AS "profitLocal", NULL AS "partyName",
             u.display_name AS who, a.applied_at AS since, a.reason, a.applied_by AS "appliedBy"`,
    order: 'a.applied_at, a.id',
  },
  {
    key: 'unbilled',
    from: `charge_lines l JOIN shipments s ON s.id = l.shipment_id JOIN branches b ON b.id = l.branch_id
           LEFT JOIN companies c ON c.id = l.party_company_id
           WHERE l.side = 'revenue' AND l.invoice_id IS NULL
             AND l.status IN ('draft', 'submitted', 'rejected', 'unlock_requested')
             AND s.etd <= now() - interval '${UNBILLED_DAYS} days'`,
    branch: 'l.branch_id',
    select: `${LINE}, c.name AS "partyName", NULL AS who, s.etd AS since, NULL AS reason`,
    order: 's.etd, l.id',
  },
];

const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));

/** The work list of the user's branches: each section's count and its oldest rows. */
export const workbench = async (query: TxQuery, auth: Auth): Promise<WorkbenchSummary> => {
  const approver = auth.permissions.has('rmsWorkbench:approveLoss');
  const sections: WorkbenchSection[] = [];
  for (const section of SECTIONS) {
    const values: unknown[] = [];
    const scope = rowScope(auth, { branch: section.branch });
    const condition = scope
      ? scope((v) => {
          values.push(v);
          return `$${values.length}`;
        })
      : 'TRUE';
    const count = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${section.from} AND ${condition}`, values);
    const rows = await query<Record<string, unknown>>(
      `SELECT ${section.select} FROM ${section.from} AND ${condition} ORDER BY ${section.order} LIMIT ${WORKBENCH_ROWS}`,
      values,
    );
    sections.push({
      key: section.key,
      count: count[0]?.n ?? 0,
      rows: rows.map(
        (r): WorkbenchRow => ({
          id: Number(r.id),
          version: Number(r.version),
          shipmentId: Number(r.shipmentId),
          shipmentNo: String(r.shipmentNo),
          branchCode: String(r.branchCode),
          chargeCode: (r.chargeCode as string | null) ?? null,
          side: (r.side as string | null) ?? null,
          status: String(r.status),
          currency: String(r.currency),
          amount: String(r.amount),
          profitLocal: (r.profitLocal as string | null) ?? null,
          partyName: (r.partyName as string | null) ?? null,
          who: (r.who as string | null) ?? null,
          since: iso(r.since),
          reason: (r.reason as string | null) ?? null,
          decidable: section.key === 'loss' && approver && Number(r.appliedBy) !== auth.userId,
        }),
      ),
    });
  }
  return { sections };
};

/** The finance work list and the loss decisions taken on it. */
export const registerWorkbenchRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/finance/rmsWorkbench/summary',
    permission: 'rmsWorkbench',
    summary:
      "The finance work list of the caller's branches: lines to review, unlock requests, loss applications to decide, revenue unbilled 30 days after departure; counts and the oldest rows",
    tags: ['finance'],
    handler: async ({ auth }) => ok(await inTransaction(app, (query) => workbench(query, auth))),
  });

  route(app, {
    method: 'POST',
    url: '/api/finance/rmsWorkbench/loss-decision',
    permission: 'rmsWorkbench:approveLoss',
    summary: "Approves a loss application, or rejects it with a reason; never the approver's own application",
    tags: ['finance'],
    body: z.object({
      id: idField,
      version: z.preprocess(
        (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v),
        z.number().int().min(1),
      ),
      decision: z.enum(['approve', 'reject']),
      reason: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
        z.string().trim().max(200).nullable().default(null),
      ),
    }),
    handler: async ({ auth, body, t }) => {
      const state = await inTransaction(app, (query) => decideLoss(query, auth, body));
      return ok(
        { state },
        t('finance.profit.workbench.decided', { state: t(`enums.loss_application_state.${state}`) }),
      );
    },
  });
};
