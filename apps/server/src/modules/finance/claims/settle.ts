import { decimal } from '@tidemark/domain/common/money';
import {
  afterSettlement,
  CLAIM_CHARGE_CODE,
  CLAIM_REJECTABLE,
  CLAIM_SETTLEABLE,
  type ClaimDirection,
  type ClaimState,
  settlementLine,
} from '@tidemark/domain/finance/index';
import { auditIn, type TxQuery } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { AppError, conflict, notFound } from '../../../http/errors';
import { insertLines } from '../charges/lines';
import { findShipment } from '../charges/sheet';

type ClaimRow = {
  id: number;
  claimNo: string;
  status: ClaimState;
  direction: ClaimDirection;
  shipmentId: number | null;
  partyCompanyId: number | null;
  currency: string;
  claimedAmount: string;
  settledAmount: string;
  version: number;
};

/** A claim of the caller's branches, locked for the change; a claim elsewhere does not exist for the caller. */
const lockClaim = async (query: TxQuery, auth: Auth, id: number, version: number): Promise<ClaimRow> => {
  const rows = await query<ClaimRow>(
    `SELECT id, claim_no AS "claimNo", status, direction, shipment_id AS "shipmentId",
            party_company_id AS "partyCompanyId", currency, claimed_amount::text AS "claimedAmount",
            settled_amount::text AS "settledAmount", version
       FROM claims WHERE id = $1 AND branch_id = ANY ($2::int[]) FOR UPDATE`,
    [id, auth.branchIds],
  );
  const claim = rows[0];
  if (!claim) throw notFound();
  if (claim.version !== version) throw conflict();
  return claim;
};

const audit = (query: TxQuery, auth: Auth, id: number, action: string, changes: Record<string, unknown>) =>
  auditIn(query, { entity: 'claim', entityId: id, action, userId: auth.userId, changes });

/** Rejects a submitted or accepted claim, with the reason, who and when. */
export const rejectClaim = async (
  query: TxQuery,
  auth: Auth,
  input: { id: number; version: number; reason: string },
): Promise<{ id: number; version: number }> => {
  const claim = await lockClaim(query, auth, input.id, input.version);
  if (!CLAIM_REJECTABLE.includes(claim.status)) throw new AppError(409, 'finance.claims.errors.notRejectable');
  const reason = input.reason.trim();
  if (reason === '') {
    throw new AppError(400, 'finance.claims.errors.reasonRequired', undefined, {
      reason: 'finance.claims.errors.reasonRequired',
    });
  }
  const rows = await query<{ version: number }>(
    `UPDATE claims SET status = 'rejected', reject_reason = $2, decided_by = $3, decided_at = now(),
            version = version + 1, updated_at = now()
      WHERE id = $1 RETURNING version`,
    [claim.id, reason, auth.userId],
  );
  await audit(query, auth, claim.id, 'reject', {
    status: { from: claim.status, to: 'rejected' },
    rejectReason: reason,
  });
  return { id: claim.id, version: rows[0]?.version as number };
};

/**
 * Records a settlement of an accepted or partially settled claim: the amount (at most what is
 * still open) is booked as a charge line on the shipment's charge sheet (a revenue or cost credit,
 * or revenue, by the claim's direction; converted at the settlement day's rate like any line), the
 * settlement keeps that line, and the claim becomes settled or partially settled.
 */
export const settleClaim = async (
  query: TxQuery,
  auth: Auth,
  input: { id: number; version: number; amount: string; settledOn: string; description: string },
): Promise<{ id: number; version: number; chargeLineId: number; status: ClaimState }> => {
  const claim = await lockClaim(query, auth, input.id, input.version);
  if (!CLAIM_SETTLEABLE.includes(claim.status)) throw new AppError(409, 'finance.claims.errors.notSettleable');
  if (claim.shipmentId === null) throw new AppError(400, 'finance.claims.errors.needsShipment');
  if (claim.partyCompanyId === null) throw new AppError(400, 'finance.claims.errors.needsParty');
  const after = afterSettlement(claim.claimedAmount, claim.settledAmount, input.amount);
  if (!after) {
    const open = decimal(claim.claimedAmount).minus(decimal(claim.settledAmount));
    throw new AppError(
      400,
      'finance.claims.errors.overSettled',
      { open: (open.lt(0) ? decimal(0) : open).toFixed(2), currency: claim.currency },
      { amount: 'finance.claims.errors.overSettled' },
    );
  }
  const shipment = await findShipment(query, auth, 'chargeSheet', { id: claim.shipmentId });
  const line = settlementLine(claim.direction, input.amount);
  const [chargeLineId] = await insertLines(query, auth, shipment, [
    {
      side: line.side,
      chargeCode: CLAIM_CHARGE_CODE,
      partyCompanyId: claim.partyCompanyId,
      description: input.description,
      currency: claim.currency,
      quantity: '1',
      unitPrice: line.unitPrice,
      taxRate: '0',
      rateDate: input.settledOn,
      isSr: false,
      source: 'manual',
      quotationId: null,
    },
  ]);
  await query(
    `INSERT INTO claim_settlements (claim_id, settled_on, currency, amount, charge_line_id, settled_by)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [claim.id, input.settledOn, claim.currency, input.amount, chargeLineId, auth.userId],
  );
  const rows = await query<{ version: number }>(
    `UPDATE claims SET status = $2, settled_amount = $3, settled_by = $4, settled_at = now(),
            version = version + 1, updated_at = now()
      WHERE id = $1 RETURNING version`,
    [claim.id, after.status, after.settledAmount, auth.userId],
  );
  await audit(query, auth, claim.id, 'settle', {
    status: { from: claim.status, to: after.status },
    settledAmount: { from: claim.settledAmount, to: after.settledAmount },
    chargeLineId,
  });
  return {
    id: claim.id,
    version: rows[0]?.version as number,
    chargeLineId: chargeLineId as number,
    status: after.status,
  };
};
