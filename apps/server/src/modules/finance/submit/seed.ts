import { UPDATE_TO_CW } from '@tidemark/domain/finance/index';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import { inTransaction } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { deliverSubmissions, submitShipment } from './deliver';

const DAY = 86_400_000;

/**
 * The demo's submissions to CargoWise, made and delivered as the desk makes them (the document kept
 * on the row): invoiced shipments' revenue lines are written (success); reviewed sheets whose cost
 * lines came from the cost rates name no creditor, so CargoWise refuses them (error, with the
 * reason), and one of those finance cancelled; one shipment marked "not update to CW" is recorded
 * and not sent; the latest waits for the delivery loop (updating). Times are moved to the days
 * after departure. Needs the demo users; runs once.
 */
export const seedSubmissions = async (database: Database, demo: DemoSeed): Promise<void> => {
  if (!demo.users) return;
  if ((await database.query('SELECT 1 FROM cw_submissions LIMIT 1')).length > 0) return;
  const finance = (await database.query<{ id: number }>(`SELECT id FROM users WHERE user_name = 'finance'`))[0];
  if (!finance) return;
  const branchIds = (await database.query<{ id: number }>('SELECT id FROM branches')).map((b) => b.id);
  const auth: Auth = {
    userId: finance.id,
    userName: 'finance',
    kind: 'staff',
    permissions: new Set(),
    branchIds,
    companyId: null,
    sessionId: 'demo-seed',
    timeZone: 'UTC',
  };
  // The delivery needs only the database of the server it runs in.
  const app = { database } as unknown as FastifyInstance;
  // Shipments with lines waiting: revenue only and all with a party first (they go through), then sheets with cost lines.
  // One the operations desk marked "not to update" would not go through, so only the story that marks it takes one.
  const ships = await database.query<{ shipment_no: string; etd: Date; with_cost: boolean }>(
    `SELECT s.shipment_no, s.etd, bool_or(l.side = 'cost') AS with_cost
       FROM shipments s JOIN charge_lines l ON l.shipment_id = s.id
      WHERE l.status IN ('reviewed', 'locked') AND s.update_to_cw IS DISTINCT FROM $1
      GROUP BY s.id, s.shipment_no, s.etd
     HAVING bool_and(l.amount >= 0)
      ORDER BY bool_or(l.side = 'cost'), s.etd, s.id
      LIMIT 40`,
    [UPDATE_TO_CW.notUpdate],
  );
  const plain = ships.filter((s) => !s.with_cost);
  const costed = ships.filter((s) => s.with_cost);
  const stories: { shipmentNo: string; etd: Date; story: 'success' | 'error' | 'cancel' | 'notUpdate' | 'updating' }[] =
    [
      ...plain.slice(0, 6).map((s) => ({ shipmentNo: s.shipment_no, etd: s.etd, story: 'success' as const })),
      ...costed.slice(0, 2).map((s) => ({ shipmentNo: s.shipment_no, etd: s.etd, story: 'error' as const })),
      ...costed.slice(2, 3).map((s) => ({ shipmentNo: s.shipment_no, etd: s.etd, story: 'cancel' as const })),
      ...plain.slice(6, 7).map((s) => ({ shipmentNo: s.shipment_no, etd: s.etd, story: 'notUpdate' as const })),
      ...plain.slice(7, 8).map((s) => ({ shipmentNo: s.shipment_no, etd: s.etd, story: 'updating' as const })),
    ];
  for (const [n, s] of stories.entries()) {
    if (s.story === 'notUpdate') {
      await database.query('UPDATE shipments SET update_to_cw = $2 WHERE shipment_no = $1', [
        s.shipmentNo,
        UPDATE_TO_CW.notUpdate,
      ]);
    }
    const submitted = await inTransaction(app, (query) => submitShipment(query, auth, { shipmentNo: s.shipmentNo }));
    if (s.story !== 'updating') await deliverSubmissions(app, { ids: [submitted.id], target: { kind: 'database' } });
    if (s.story === 'cancel') {
      await database.query(
        `UPDATE cw_submissions SET status = $2, cancelled_by = $3, cancelled_at = now(), version = version + 1
          WHERE id = $1`,
        [submitted.id, UPDATE_TO_CW.cancelled, finance.id],
      );
      await database.query('UPDATE shipments SET update_to_cw = $2 WHERE shipment_no = $1', [
        s.shipmentNo,
        UPDATE_TO_CW.cancelled,
      ]);
    }
    // Submitted a few days after departure (never after the demo's day), written within the hour.
    const at = new Date(Math.min(new Date(s.etd).getTime() + (3 + (n % 5)) * DAY, demo.asOf.getTime() - DAY));
    await database.query(
      `UPDATE cw_submissions SET submitted_at = $2, created_at = $2,
              delivered_at = CASE WHEN delivered_at IS NULL THEN NULL ELSE $2::timestamptz + interval '7 minutes' END,
              cancelled_at = CASE WHEN cancelled_at IS NULL THEN NULL ELSE $2::timestamptz + interval '1 day' END,
              updated_at = $2::timestamptz + interval '1 day'
        WHERE id = $1`,
      [submitted.id, at],
    );
  }
};
