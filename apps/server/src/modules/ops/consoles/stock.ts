import { mawbRange } from '@tidemark/domain/ops/consoles/mawb';
import type { FastifyInstance } from 'fastify';
import { FieldErrors } from '../../../engine/sql';
import { auditIn, inTransaction } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { AppError, badRequest } from '../../../http/errors';
import { assertBranch } from './console-rules';

const fieldError = (field: string, key: string, params?: Record<string, string | number>) =>
  new FieldErrors({ [field]: params ? { key, params } : { key } });

/**
 * A range of air waybill numbers an airline issued to a branch: every number checked, the
 * airline known by its prefix, none already in stock; all or none are added.
 */
export const addRange = async (
  app: FastifyInstance,
  auth: Auth,
  input: { firstNo: string; count: number; branchId: number },
) => {
  assertBranch(auth, input.branchId);
  const range = mawbRange(input.firstNo, input.count);
  if (!range.ok) throw fieldError(range.field, range.error);
  return inTransaction(app, async (query) => {
    const airline = await query<{ code: string }>(
      "SELECT code FROM carriers WHERE awb_prefix = $1 AND kind = 'air' ORDER BY code LIMIT 1",
      [range.prefix],
    );
    const carrier = airline[0]?.code;
    if (!carrier) throw fieldError('firstNo', 'opsConsoles.errors.mawbUnknownAirline');
    const taken = await query<{ awbNo: string }>(
      'SELECT awb_no AS "awbNo" FROM mawb_stock WHERE awb_no = ANY($1::text[]) ORDER BY awb_no LIMIT 5',
      [range.numbers],
    );
    if (taken.length > 0) {
      throw fieldError('firstNo', 'opsConsoles.errors.mawbTaken', { numbers: taken.map((t) => t.awbNo).join(', ') });
    }
    await query(
      `INSERT INTO mawb_stock (awb_no, prefix, carrier_code, branch_id)
       SELECT n, $2, $3, $4 FROM unnest($1::text[]) AS n`,
      [range.numbers, range.prefix, carrier, input.branchId],
    );
    return { count: range.numbers.length, first: range.numbers[0], last: range.numbers.at(-1), carrierCode: carrier };
  });
};

/**
 * Gives an air console of the user's branches the next free number of its airline at its branch.
 * The console row is locked first (one allocation per console at a time), then one free number is
 * taken with SKIP LOCKED and marked in the same UPDATE that finds it free: two allocations never
 * get the same number, and a number never goes to two consoles (its console_id is unique too).
 */
export const allocate = async (app: FastifyInstance, auth: Auth, consoleId: number) =>
  inTransaction(app, async (query) => {
    const rows = await query<{
      branchId: number;
      transport: string;
      masterBill: string | null;
      postStatus: string;
      consoleNo: string;
      prefix: string | null;
    }>(
      `SELECT c.branch_id AS "branchId", c.transport, c.master_bill AS "masterBill", c.post_status AS "postStatus",
              c.console_no AS "consoleNo", k.awb_prefix AS prefix
         FROM consoles c LEFT JOIN carriers k ON k.code = c.carrier_code AND k.kind = 'air'
        WHERE c.id = $1 FOR UPDATE OF c`,
      [consoleId],
    );
    const console = rows[0];
    if (!console || auth.kind !== 'staff' || !auth.branchIds.includes(console.branchId)) {
      throw new AppError(400, 'opsConsoles.errors.consoleNotFound');
    }
    if (console.transport !== 'AIR') throw badRequest('opsConsoles.errors.mawbNotAir');
    if (console.masterBill) throw badRequest('opsConsoles.errors.mawbAlreadySet');
    if (!console.prefix) throw badRequest('opsConsoles.errors.mawbUnknownAirline');
    const taken = await query<{ awbNo: string }>(
      `UPDATE mawb_stock m SET console_id = $1, allocated_at = now(), allocated_by = $2
        WHERE m.id = (
          SELECT f.id FROM mawb_stock f
           WHERE f.branch_id = $3 AND f.prefix = $4 AND f.allocated_at IS NULL
             AND NOT EXISTS (SELECT 1 FROM consoles x WHERE x.master_bill = f.awb_no)
           ORDER BY f.awb_no LIMIT 1 FOR UPDATE SKIP LOCKED)
          AND m.allocated_at IS NULL
        RETURNING m.awb_no AS "awbNo"`,
      [consoleId, auth.userId, console.branchId, console.prefix],
    );
    const awbNo = taken[0]?.awbNo;
    if (!awbNo) throw badRequest('opsConsoles.errors.mawbNoStock');
    await query('UPDATE consoles SET master_bill = $2, version = version + 1, updated_at = now() WHERE id = $1', [
      consoleId,
      awbNo,
    ]);
    await query(
      `UPDATE shipments s SET master_bill = $2, updated_at = now()
         FROM console_shipments cs WHERE cs.console_id = $1 AND s.id = cs.shipment_id`,
      [consoleId, awbNo],
    );
    await auditIn(query, {
      entity: 'opsConsole',
      entityId: consoleId,
      action: 'update',
      userId: auth.userId,
      changes: { masterBill: { from: null, to: awbNo } },
    });
    return { awbNo, consoleNo: console.consoleNo };
  });
