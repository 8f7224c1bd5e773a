import type { BulkLookupRow, BulkMatch, MatchedBy } from '@tidemark/domain/tracking/desk/analysis';
import type { Database } from '../../../db/database';
import type { Auth } from '../../../http/auth';
import { SqlParams, shipmentScopeSql } from './sql';

/** A shipment shows at most this many matches per number (a booking can cover several). */
const MATCHES_PER_NUMBER = 20;

const SHIPMENT_NUMBERS: readonly (readonly [MatchedBy, string])[] = [
  ['shipmentNo', 'shipment_no'],
  ['houseBill', 'house_bill'],
  ['masterBill', 'master_bill'],
  ['bookingNo', 'booking_no'],
];

type MatchRow = BulkMatch & { number: string };

/**
 * SPEC findTrackingNoList: every pasted number with the shipments it matches in the user's scope,
 * by any of its numbers or a container's. Each comparison is an equality on an indexed column.
 */
export const findNumbers = async (db: Database, auth: Auth, numbers: readonly string[]): Promise<BulkLookupRow[]> => {
  const p = new SqlParams();
  const input = p.add([...numbers]);
  const scope = shipmentScopeSql(auth, p);
  const branches = [
    ...SHIPMENT_NUMBERS.map(
      ([name, column]) =>
        `SELECT t.id, '${name}' AS matched_by FROM shipments t WHERE t.${column} = i.num AND ${scope}`,
    ),
    `SELECT DISTINCT t.id, 'containerNo' AS matched_by
       FROM containers k JOIN shipments t ON t.id = k.shipment_id
      WHERE k.container_no = i.num AND ${scope}`,
  ];
  const rows = await db.query<MatchRow>(
    `SELECT i.num AS number, t.id, t.shipment_no AS "shipmentNo", m.matched_by AS "matchedBy", t.mode, t.status,
            t.origin_port AS "originPort", t.destination_port AS "destinationPort", t.etd, t.eta,
            c.name AS "companyName"
       FROM unnest(${input}::text[]) AS i(num)
       JOIN LATERAL (${branches.join(' UNION ALL ')} LIMIT ${MATCHES_PER_NUMBER}) m ON true
       JOIN shipments t ON t.id = m.id
       LEFT JOIN companies c ON c.id = t.company_id
      ORDER BY t.etd DESC, t.id DESC`,
    p.values,
  );
  const byNumber = new Map<string, BulkMatch[]>();
  for (const { number, ...match } of rows) {
    const list = byNumber.get(number) ?? [];
    list.push(match);
    byNumber.set(number, list);
  }
  return numbers.map((number) => {
    const matches = byNumber.get(number) ?? [];
    return { number, found: matches.length > 0, matches };
  });
};
