import { consoleFieldIssues } from '@tidemark/domain/ops/consoles/console-schema';
import { consoleNumber } from '@tidemark/domain/ops/consoles/consolidation';
import { parseMawb } from '@tidemark/domain/ops/consoles/mawb';
import type { WriteContext } from '../../../engine/resource';
import { FieldErrors } from '../../../engine/sql';
import type { TxQuery } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { badRequest } from '../../../http/errors';

type Values = Record<string, unknown>;

const fieldError = (field: string, key: string, params?: Record<string, string | number>) =>
  new FieldErrors({ [field]: params ? { key, params } : { key } });

/** Staff write consoles of their own branches only. */
export const assertBranch = (auth: Auth, branchId: unknown): void => {
  if (auth.kind !== 'staff' || !auth.branchIds.includes(Number(branchId))) {
    throw fieldError('branchId', 'opsConsoles.errors.branchNotAllowed');
  }
};

/** The next console number of a branch for the current year, taken atomically. */
export const nextConsoleNo = async (query: TxQuery, branchId: number, at = new Date()): Promise<string> => {
  const year = at.getUTCFullYear();
  const rows = await query<{ code: string; lastNo: number }>(
    `WITH n AS (
       INSERT INTO console_counters (branch_id, year, last_no) VALUES ($1, $2, 1)
       ON CONFLICT (branch_id, year) DO UPDATE SET last_no = console_counters.last_no + 1
       RETURNING last_no)
     SELECT b.code, n.last_no AS "lastNo" FROM n, branches b WHERE b.id = $1`,
    [branchId, year],
  );
  const row = rows[0];
  if (!row) throw fieldError('branchId', 'opsConsoles.errors.branchNotAllowed');
  return consoleNumber(row.code, year, row.lastNo);
};

/**
 * The master bill as stored: an air waybill checked against its check digit and the airline's
 * prefix, a bill of lading upper-cased; and never one another console already heads.
 */
export const checkedMasterBill = async (
  query: TxQuery,
  values: Values,
  consoleId: number | null,
): Promise<string | null> => {
  const typed = values.masterBill;
  if (typed === null || typed === undefined || String(typed).trim() === '') return null;
  let bill: string;
  if (values.transport === 'AIR') {
    const airline = await query<{ prefix: string | null }>(
      "SELECT awb_prefix AS prefix FROM carriers WHERE code = $1 AND kind = 'air'",
      [values.carrierCode],
    );
    const parsed = parseMawb(String(typed), airline[0]?.prefix ?? null);
    if (!parsed.ok) throw fieldError('masterBill', parsed.error);
    bill = parsed.awbNo;
  } else {
    bill = String(typed).replace(/\s+/g, '').toUpperCase();
    if (!/^[A-Z0-9-]{4,20}$/.test(bill)) throw fieldError('masterBill', 'opsConsoles.errors.mblShape');
  }
  const taken = await query('SELECT 1 FROM consoles WHERE master_bill = $1 AND id IS DISTINCT FROM $2', [
    bill,
    consoleId,
  ]);
  if (taken.length > 0) throw fieldError('masterBill', 'opsConsoles.errors.masterBillTaken');
  return bill;
};

const crossChecks = (merged: Values): void => {
  const issues = consoleFieldIssues(merged);
  const entries = Object.entries(issues);
  if (entries.length > 0) throw new FieldErrors(Object.fromEntries(entries.map(([f, key]) => [f, { key }])));
};

/** A new console: in one of the user's branches, consistent, numbered for its branch. */
export const beforeConsoleCreate = async (ctx: WriteContext, values: Values): Promise<Values> => {
  assertBranch(ctx.auth, values.branchId);
  crossChecks(values);
  const masterBill = await checkedMasterBill(ctx.query, values, null);
  const consoleNo = await nextConsoleNo(ctx.query, Number(values.branchId));
  return { ...values, masterBill, consoleNo };
};

/**
 * A console's changes: consistent with what it keeps; a posted console's master bill no longer
 * changes; a new master bill goes to the houses' shipments too, so tracking finds them by it.
 */
export const beforeConsoleUpdate = async (ctx: WriteContext, before: Values, values: Values): Promise<Values> => {
  if ('branchId' in values && Number(values.branchId) !== Number(before.branchId)) {
    assertBranch(ctx.auth, values.branchId);
  }
  const merged = { ...before, ...values };
  crossChecks(merged);
  if (!('masterBill' in values)) return values;
  const id = Number(before.id);
  const masterBill = await checkedMasterBill(ctx.query, merged, id);
  if (masterBill === (before.masterBill ?? null)) return { ...values, masterBill };
  if (before.postStatus === 'posted') throw badRequest('opsConsoles.errors.consolePosted');
  const allocated = await ctx.query('SELECT 1 FROM mawb_stock WHERE console_id = $1', [id]);
  if (allocated.length > 0) throw fieldError('masterBill', 'opsConsoles.errors.mawbAlreadySet');
  await ctx.query(
    `UPDATE shipments s SET master_bill = $2, updated_at = now()
       FROM console_shipments cs WHERE cs.console_id = $1 AND s.id = cs.shipment_id`,
    [id, masterBill],
  );
  return { ...values, masterBill };
};

/** Posting needs a ready master bill (domain readinessOf); it records who posted and when. */
export const beforeConsolePost = async (ctx: WriteContext, before: Values): Promise<void> => {
  const id = Number(before.id);
  const facts = await ctx.query<{ houses: number; onMaster: number }>(
    `SELECT count(*)::int AS houses, count(*) FILTER (WHERE s.master_bill = c.master_bill)::int AS "onMaster"
       FROM consoles c JOIN console_shipments cs ON cs.console_id = c.id JOIN shipments s ON s.id = cs.shipment_id
      WHERE c.id = $1`,
    [id],
  );
  const { houses = 0, onMaster = 0 } = facts[0] ?? {};
  if (!before.masterBill || !before.etd || houses === 0 || onMaster !== houses) {
    throw badRequest('opsConsoles.errors.notReadyToPost');
  }
  await ctx.query('UPDATE consoles SET posted_at = now(), posted_by = $2 WHERE id = $1', [id, ctx.auth.userId]);
};
