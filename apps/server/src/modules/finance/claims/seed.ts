import type { ClaimDirection, ClaimReason } from '@tidemark/domain/finance/index';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import type { DemoSeed } from '../../../engine/module';
import { inTransaction } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { allocateClaimNumber } from './resources';
import { rejectClaim, settleClaim } from './settle';

const DAY = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

type Story = {
  state: 'draft' | 'submitted' | 'accepted' | 'partially_settled' | 'settled' | 'rejected';
  direction: ClaimDirection;
  reason: ClaimReason;
  currency: string;
  amount: string;
  description: string;
  settle?: string;
  rejectReason?: string;
  /** Left without its shipment (the number is not known yet): the claim cannot proceed. */
  noShipment?: boolean;
  /** Amended down after a settlement: settled more than claimed. */
  amendTo?: string;
};

/** The demo's claims, one story each, in English or Chinese as their writer would put them. */
const STORIES: readonly Story[] = [
  {
    state: 'draft',
    direction: 'against_carrier',
    reason: 'damage',
    currency: 'USD',
    amount: '2400.00',
    description: 'Two pallets crushed at discharge; surveyor report and photos attached',
  },
  {
    state: 'submitted',
    direction: 'against_carrier',
    reason: 'delay',
    currency: 'USD',
    amount: '850.00',
    description: '船公司甩柜导致延误 9 天，客户产生额外仓储费',
  },
  {
    state: 'accepted',
    direction: 'from_customer',
    reason: 'loss',
    currency: 'USD',
    amount: '1200.00',
    description: 'One carton short-landed at destination CFS, customer claims invoice value',
  },
  {
    state: 'partially_settled',
    direction: 'from_customer',
    reason: 'overcharge',
    currency: 'CNY',
    amount: '3600.00',
    settle: '1800.00',
    description: '客户称目的港码头操作费重复收取，已先行退还一半',
  },
  {
    state: 'settled',
    direction: 'from_customer',
    reason: 'damage',
    currency: 'USD',
    amount: '450.00',
    settle: '450.00',
    description: 'Water damage to three cartons, agreed with the customer',
  },
  {
    state: 'rejected',
    direction: 'from_customer',
    reason: 'delay',
    currency: 'USD',
    amount: '3000.00',
    rejectReason: '延误由不可抗力（台风封港）造成，按提单条款不予赔偿',
    description: 'Customer claims late delivery penalty from its buyer',
  },
  {
    state: 'draft',
    direction: 'against_supplier',
    reason: 'damage',
    currency: 'CNY',
    amount: '5200.00',
    noShipment: true,
    description: '拖车公司装货时叉车损坏货物，待确认运单号',
  },
  {
    state: 'submitted',
    direction: 'from_customer',
    reason: 'loss',
    currency: 'USD',
    amount: '48000.00',
    description: 'Full container reported missing at the rail ramp; customer claims the cargo value',
  },
  {
    state: 'partially_settled',
    direction: 'from_customer',
    reason: 'damage',
    currency: 'USD',
    amount: '900.00',
    settle: '700.00',
    amendTo: '600.00',
    description: '货损金额经公估复核后下调为 600 美元',
  },
];

/**
 * Demo claims on departed shipments of the Shanghai office whose profit is open, one story each:
 * draft, submitted, accepted, partially settled, settled (each settlement booked on the charge
 * sheet through the real route's code), rejected with a reason, and three that cannot proceed:
 * one without its shipment, one claiming more than the shipment's charges, one settled above its
 * amended amount. Needs the demo users; runs once.
 */
export const seedClaims = async (database: Database, demo: DemoSeed): Promise<void> => {
  if (!demo.users) return;
  if ((await database.query('SELECT 1 FROM claims LIMIT 1')).length > 0) return;
  const users = new Map(
    (
      await database.query<{ id: number; user_name: string }>(
        `SELECT id, user_name FROM users WHERE user_name IN ('csr', 'finance')`,
      )
    ).map((u) => [u.user_name, u.id]),
  );
  const csr = users.get('csr');
  const finance = users.get('finance');
  if (csr === undefined || finance === undefined) return;
  const branch = (
    await database.query<{ id: number; code: string }>(`SELECT id, code FROM branches WHERE code = 'SHA'`)
  )[0];
  if (!branch) return;
  const auth: Auth = {
    userId: finance,
    userName: 'finance',
    kind: 'staff',
    permissions: new Set(),
    branchIds: [branch.id],
    companyId: null,
    sessionId: 'demo-seed',
    timeZone: 'UTC',
  };
  const app = { database } as unknown as FastifyInstance;
  const ships = await database.query<{ id: number; company_id: number; ata: Date | null; etd: Date }>(
    `SELECT s.id, s.company_id, s.ata, s.etd FROM shipments s
       LEFT JOIN charge_sheets c ON c.shipment_id = s.id
      WHERE s.branch_id = $1 AND s.etd < $2 AND coalesce(c.profit_state, 'open') <> 'locked'
        AND NOT EXISTS (SELECT 1 FROM cw_submissions w WHERE w.shipment_id = s.id)
      ORDER BY (c.shipment_id IS NOT NULL) DESC, s.etd DESC, s.id
      LIMIT $3`,
    [branch.id, new Date(demo.asOf.getTime() - 20 * DAY), STORIES.length],
  );
  for (const [n, story] of STORIES.entries()) {
    const ship = ships[n % Math.max(ships.length, 1)];
    if (!ship) return;
    const arrived = ship.ata ?? new Date(new Date(ship.etd).getTime() + 20 * DAY);
    const filedOn = dayOf(new Date(Math.min(arrived.getTime() + (4 + n) * DAY, demo.asOf.getTime() - 2 * DAY)));
    const claimNo = await allocateClaimNumber(database.query, branch, Number(filedOn.slice(0, 4)));
    const party =
      story.direction === 'from_customer' || story.direction === 'against_customer' ? ship.company_id : null;
    const id = (
      await database.query<{ id: number }>(
        `INSERT INTO claims (claim_no, branch_id, shipment_id, direction, party_company_id, reason, description, filed_on,
           currency, claimed_amount, status, created_by, created_at, submitted_by, submitted_at, decided_by, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $8::date + time '09:30',
                 $13, CASE WHEN $13::int IS NULL THEN NULL ELSE $8::date + time '16:00' END,
                 $14, CASE WHEN $14::int IS NULL THEN NULL ELSE $8::date + interval '3 days' END)
         RETURNING id`,
        [
          claimNo,
          branch.id,
          story.noShipment ? null : ship.id,
          story.direction,
          party,
          story.reason,
          story.description,
          filedOn,
          story.currency,
          story.amount,
          story.state === 'rejected'
            ? 'submitted'
            : story.state === 'partially_settled' || story.state === 'settled'
              ? 'accepted'
              : story.state,
          csr,
          story.state === 'draft' ? null : csr,
          ['accepted', 'partially_settled', 'settled'].includes(story.state) ? finance : null,
        ],
      )
    )[0]?.id as number;
    if (story.rejectReason) {
      await inTransaction(app, (query) =>
        rejectClaim(query, auth, { id, version: 1, reason: story.rejectReason as string }),
      );
    }
    if (story.settle) {
      const settledOn = dayOf(new Date(Math.min(new Date(filedOn).getTime() + 10 * DAY, demo.asOf.getTime() - DAY)));
      await inTransaction(app, (query) =>
        settleClaim(query, auth, {
          id,
          version: 1,
          amount: story.settle as string,
          settledOn,
          description: `Claim ${claimNo} settlement`,
        }),
      );
    }
    if (story.amendTo) {
      await database.query('UPDATE claims SET claimed_amount = $2, version = version + 1 WHERE id = $1', [
        id,
        story.amendTo,
      ]);
    }
  }
};
