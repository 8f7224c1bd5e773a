import type { FastifyInstance } from 'fastify';
import { auditIn, inTransaction } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import type { CheckedSheet } from './check';

export type CommittedImport = {
  id: number;
  shipmentNo: string;
  kind: string;
  rowsRead: number;
  rowsAccepted: number;
  rowsRefused: number;
};

/**
 * Writes a checked sheet in one transaction: the log row with the file and its counts, then every
 * accepted row as a rate line of the shipment in one statement. Refused rows are left out and
 * counted; if anything fails, neither the log nor any rate is written.
 */
export const commitSheet = async (
  app: FastifyInstance,
  auth: Auth,
  checked: CheckedSheet,
  bytes: Uint8Array,
): Promise<CommittedImport> => {
  const accepted = checked.rows.flatMap((r) => (r.rate ? [r.rate] : []));
  if (accepted.length === 0)
    throw new AppError(400, 'pricing.imports.nothingToImport', undefined, { file: 'pricing.imports.nothingToImport' });
  const { shipment, counts, kind } = checked;
  return inTransaction(app, async (query) => {
    const [log] = await query<{ id: number }>(
      `INSERT INTO pricing_rate_imports (file_name, file_type, file_size, content, shipment_id, kind, rows_read,
                                         rows_accepted, rows_refused, user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        checked.fileName.slice(0, 200),
        checked.fileType,
        bytes.length,
        bytes,
        shipment.id,
        kind,
        counts.read,
        counts.accepted,
        counts.refused,
        auth.userId,
      ],
    );
    const id = log?.id as number;
    const column = <K extends keyof (typeof accepted)[number]>(key: K) => accepted.map((r) => r[key]);
    await query(
      `INSERT INTO pricing_shipment_rates (import_id, shipment_id, kind, branch_id, charge_code, unit, quantity, rate,
                                           minimum, currency, amount, remarks, created_by)
       SELECT $1, $2, $3, b.id, r.charge_code, r.unit, r.quantity, r.rate, r.minimum, r.currency, r.amount, r.remarks, $4
         FROM unnest($5::text[], $6::text[], $7::text[], $8::numeric[], $9::numeric[], $10::numeric[], $11::text[],
                     $12::numeric[], $13::text[]) WITH ORDINALITY
              AS r (branch, charge_code, unit, quantity, rate, minimum, currency, amount, remarks, n)
         JOIN branches b ON upper(b.code) = r.branch
        ORDER BY r.n`,
      [
        id,
        shipment.id,
        kind,
        auth.userId,
        column('branch'),
        column('chargeCode'),
        column('unit'),
        column('quantity'),
        column('rate'),
        column('minimum'),
        column('currency'),
        column('amount'),
        column('remarks'),
      ],
    );
    await auditIn(query, {
      entity: 'rateImport',
      entityId: id,
      action: 'import',
      userId: auth.userId,
      changes: { shipmentNo: shipment.shipmentNo, kind, ...counts },
    });
    return {
      id,
      shipmentNo: shipment.shipmentNo,
      kind,
      rowsRead: counts.read,
      rowsAccepted: counts.accepted,
      rowsRefused: counts.refused,
    };
  });
};
