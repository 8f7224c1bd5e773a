import { decimal, fixed } from '@tidemark/domain/common/money';
import { paymentRefusal, paymentState } from '@tidemark/domain/finance/invoices/index';
import type { TxQuery } from '../../../engine/transaction';
import { AppError } from '../../../http/errors';

export type PaymentInput = { invoiceId: number; amount: string; paidOn: string; reference?: string | undefined };

/**
 * Records a payment against an invoice or debit note of the caller's branches: the document is
 * locked, the amount must be positive and at most the open balance (no overpayment), and the paid
 * amount and payment state follow.
 */
export const recordPayment = async (
  query: TxQuery,
  auth: { userId: number | null; branchIds: readonly number[] },
  kind: 'invoice' | 'debit_note',
  input: PaymentInput,
): Promise<{ paidAmount: string; paymentState: string; version: number }> => {
  const inv = (
    await query<{ id: number; branch_id: number; currency: string; total: string; paid: string }>(
      `SELECT id, branch_id, currency, total_amount::text AS total, paid_amount::text AS paid
         FROM invoices WHERE id = $1 AND kind = $2 FOR UPDATE`,
      [input.invoiceId, kind],
    )
  )[0];
  if (!inv || !auth.branchIds.includes(inv.branch_id)) throw new AppError(404, 'finance.invoices.errors.notFound');
  const refusal = paymentRefusal(inv.total, inv.paid, input.amount);
  if (refusal === 'overpayment') {
    const open = fixed(decimal(inv.total).minus(decimal(inv.paid)), 2);
    if (decimal(open).lte(0)) throw new AppError(400, 'finance.invoices.errors.nothingOpen');
    throw new AppError(
      400,
      'finance.invoices.errors.overpayment',
      { open, currency: inv.currency },
      { amount: 'finance.invoices.errors.overpayment' },
    );
  }
  if (refusal)
    throw new AppError(400, 'finance.invoices.errors.notPositive', undefined, {
      amount: 'finance.invoices.errors.notPositive',
    });
  await query(
    `INSERT INTO invoice_payments (invoice_id, paid_on, currency, amount, reference, created_by)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [inv.id, input.paidOn, inv.currency, input.amount, input.reference ?? null, auth.userId],
  );
  const paid = fixed(decimal(inv.paid).plus(decimal(input.amount)), 2);
  const state = paymentState(inv.total, paid);
  const row = (
    await query<{ version: number }>(
      `UPDATE invoices SET paid_amount = $2, payment_state = $3, updated_at = now(), version = version + 1
        WHERE id = $1 RETURNING version`,
      [inv.id, paid, state],
    )
  )[0];
  return { paidAmount: paid, paymentState: state, version: row?.version ?? 0 };
};
