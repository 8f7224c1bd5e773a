import type { LineMarker } from '@tidemark/domain/finance/index';
import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import type { Auth } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import { fillFromCostRates, fillFromQuotation } from './fill';
import { markLines, setAmendedTotal } from './lines';
import { loadShipment, sheetLines, sheetRow } from './sheet';

/** The story each demo sheet tells, in turn: every line state and profit state appears. */
const STORIES = ['draft', 'submitted', 'reviewed', 'locked', 'rejected', 'unlock_requested', 'amended'] as const;

/** Rejection and unlock reasons, in the language its writer would use. */
const REASONS = {
  reject: ['Rate does not match the quotation, please check', '费用与报价不符，请核对'],
  requestUnlock: ['Customer agreed a late DTHC rebate, amount must change', '客户同意目的港费用返还，需修改金额'],
} as const;

const staff = (userId: number, userName: string): Auth => ({
  userId,
  userName,
  kind: 'staff',
  permissions: new Set(),
  branchIds: [],
  companyId: null,
  sessionId: 'demo-seed',
  timeZone: 'UTC',
});

/**
 * Demo charge sheets: shipments whose revenue comes from a quotation (their booking's, or their
 * customer's confirmed one for the lane; the Shanghai branch's first) are filled as the buttons
 * fill them, revenue from the quotation and costs from the cost rates in force, then taken through
 * one story each: draft, submitted, reviewed, locked (with the profit locked), rejected with a
 * reason, unlock requested with a reason, and profit amended after an unlock. The marker times
 * are moved to the days after the shipment's departure. Needs the demo users (the markers name
 * them); runs once.
 */
export const seedChargeSheets = async (database: Database, demo: DemoSeed): Promise<void> => {
  if (!demo.users) return;
  const existing = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM charge_lines');
  if ((existing[0]?.n ?? 0) > 0) return;
  const users = new Map(
    (
      await database.query<{ id: number; user_name: string }>(
        `SELECT id, user_name FROM users WHERE user_name IN ('csr', 'finance', 'reviewer', 'manager')`,
      )
    ).map((u) => [u.user_name, staff(u.id, u.user_name)]),
  );
  const csr = users.get('csr');
  const finance = users.get('finance');
  const reviewer = users.get('reviewer') ?? finance;
  const manager = users.get('manager') ?? finance;
  if (!csr || !finance || !reviewer || !manager) return;
  const candidates = await database.query<{ id: number }>(
    `SELECT s.id FROM shipments s JOIN branches b ON b.id = s.branch_id
      WHERE EXISTS (SELECT 1 FROM bookings k WHERE k.shipment_id = s.id AND k.quotation_id IS NOT NULL)
         OR EXISTS (SELECT 1 FROM pricing_quotations q WHERE q.company_id = s.company_id AND q.from_code = s.origin_port
                      AND q.to_code = s.destination_port AND q.status = 'confirmed' AND NOT q.obsolete)
      ORDER BY (b.code = 'SHA') DESC, s.etd, s.id
      LIMIT 80`,
  );
  const query = database.query;
  let n = 0;
  for (const { id } of candidates) {
    const shipment = await loadShipment(query, id);
    try {
      await fillFromQuotation(query, csr, shipment);
    } catch (error) {
      if (error instanceof AppError) continue;
      throw error;
    }
    try {
      await fillFromCostRates(query, csr, shipment);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
    const story = STORIES[n % STORIES.length] as (typeof STORIES)[number];
    const zh = Math.floor(n / STORIES.length) % 2;
    n++;
    const ids = (await sheetLines(query, id)).map((l) => l.id);
    const mark = (who: Auth, marker: LineMarker, reason?: string, lineIds = ids) =>
      markLines(query, who, shipment, lineIds, marker, { reason, confirmFreightTotal: true });
    // Every third sheet carries an amended freight total; its difference is confirmed at submission.
    if (n % 3 === 0) {
      const sheet = await sheetRow(query, shipment);
      const amended = (Number(sheet.freightLocal) - 50).toFixed(2);
      if (Number(amended) > 0) await setAmendedTotal(query, csr, shipment, sheet.version, amended);
    }
    if (story === 'draft') continue;
    await mark(csr, 'submit');
    if (story === 'submitted') continue;
    if (story === 'rejected') {
      await mark(reviewer, 'reject', REASONS.reject[zh]);
      continue;
    }
    await mark(finance, 'review');
    if (story === 'reviewed') continue;
    await mark(finance, 'lock');
    if (story === 'locked') {
      await query(
        `UPDATE charge_sheets SET profit_state = 'locked', profit_locked_by = $2, profit_locked_at = now(),
           version = version + 1 WHERE shipment_id = $1`,
        [id, finance.userId],
      );
      continue;
    }
    const first = ids.slice(0, 1);
    await mark(csr, 'requestUnlock', REASONS.requestUnlock[zh], first);
    if (story === 'unlock_requested') continue;
    // amended: finance locked the profit, a manager unlocked it and granted the line's unlock; a CSR changed it.
    await mark(manager, 'grantUnlock', undefined, first);
    await query(
      `UPDATE charge_sheets SET profit_state = 'unlocked', profit_locked_by = $2, profit_locked_at = now(),
         profit_unlocked_by = $3, profit_unlocked_at = now(), version = version + 1 WHERE shipment_id = $1`,
      [id, finance.userId, manager.userId],
    );
    await query(
      `UPDATE charge_lines SET unit_price = unit_price - 10, amount = amount - 10 * quantity,
         local_amount = round((amount - 10 * quantity) * exchange_rate, 2), version = version + 1 WHERE id = $1`,
      first,
    );
  }
  // The markers happened in the days after departure, not when the demo was made.
  await query(
    `UPDATE charge_lines l SET
       created_at = least(s.etd - interval '2 days', $1::timestamptz),
       updated_at = least(s.etd + interval '5 days', $1::timestamptz),
       submitted_at = CASE WHEN l.submitted_at IS NULL THEN NULL ELSE least(s.etd + interval '1 day', $1::timestamptz) END,
       reviewed_at = CASE WHEN l.reviewed_at IS NULL THEN NULL ELSE least(s.etd + interval '2 days', $1::timestamptz) END,
       rejected_at = CASE WHEN l.rejected_at IS NULL THEN NULL ELSE least(s.etd + interval '2 days', $1::timestamptz) END,
       locked_at = CASE WHEN l.locked_at IS NULL THEN NULL ELSE least(s.etd + interval '3 days', $1::timestamptz) END,
       unlock_requested_at = CASE WHEN l.unlock_requested_at IS NULL THEN NULL
                                  ELSE least(s.etd + interval '4 days', $1::timestamptz) END
      FROM shipments s WHERE s.id = l.shipment_id`,
    [demo.asOf.toISOString()],
  );
  await query(
    `UPDATE charge_sheets t SET
       updated_at = least(s.etd + interval '5 days', $1::timestamptz),
       profit_locked_at = CASE WHEN t.profit_locked_at IS NULL THEN NULL ELSE least(s.etd + interval '3 days', $1::timestamptz) END,
       profit_unlocked_at = CASE WHEN t.profit_unlocked_at IS NULL THEN NULL ELSE least(s.etd + interval '4 days', $1::timestamptz) END,
       freight_total_confirmed_at = CASE WHEN t.freight_total_confirmed_at IS NULL THEN NULL
                                         ELSE least(s.etd + interval '1 day', $1::timestamptz) END
      FROM shipments s WHERE s.id = t.shipment_id`,
    [demo.asOf.toISOString()],
  );
};
