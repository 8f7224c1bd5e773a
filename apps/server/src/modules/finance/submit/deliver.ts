import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decimal } from '@tidemark/domain/common/money';
import { type CwLine, cargowiseDocument, problemText, reversalsOf, UPDATE_TO_CW } from '@tidemark/domain/finance/index';
import type { FastifyInstance } from 'fastify';
import { auditIn, inTransaction, type TxQuery } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { AppError } from '../../../http/errors';

/** After this many failed writes of a document, the submission is an error for the desk to retry. */
export const MAX_ATTEMPTS = 5;

/**
 * Where a submission's CargoWise document goes: always onto the submission row, which the desk
 * downloads and CargoWise's eAdaptor pickup can read; with a directory, also as a file of its own
 * there (`CW_EXPORT_DIR`), the folder an eAdaptor file drop collects.
 */
export type CwTarget = { kind: 'database' } | { kind: 'directory'; dir: string };

export const configuredTarget = (): CwTarget => {
  const dir = process.env.CW_EXPORT_DIR?.trim();
  return dir ? { kind: 'directory', dir } : { kind: 'database' };
};

/** Minutes before the next attempt after `attempts` failed writes: 1, 2, 4, 8 … */
export const backoffMinutes = (attempts: number): number => 2 ** Math.max(0, attempts - 1);

type Shipment = {
  id: number;
  shipmentNo: string;
  branchId: number;
  branchCode: string;
  mode: string;
  localCurrency: string;
  updateToCw: number | null;
};

type EligibleLine = {
  id: number;
  side: string;
  chargeCode: string;
  currency: string;
  amount: string;
  localAmount: string;
};

const shipmentIn = async (query: TxQuery, shipmentNo: string, branchIds: readonly number[]): Promise<Shipment> => {
  const rows = await query<Shipment>(
    `SELECT s.id, s.shipment_no AS "shipmentNo", s.branch_id AS "branchId", b.code AS "branchCode", s.mode,
            coalesce(b.local_currency, 'USD') AS "localCurrency", s.update_to_cw AS "updateToCw"
       FROM shipments s JOIN branches b ON b.id = s.branch_id
      WHERE s.shipment_no = $1 AND s.branch_id = ANY ($2::int[])
      FOR UPDATE OF s`,
    [shipmentNo.trim().toUpperCase(), branchIds],
  );
  const shipment = rows[0];
  if (!shipment) throw new AppError(404, 'finance.submit.errors.shipmentNotFound', { shipmentNo });
  return shipment;
};

/** Reviewed or locked lines of a shipment that no submission other than a cancelled one holds. */
const eligibleLines = (query: TxQuery, shipmentId: number) =>
  query<EligibleLine>(
    `SELECT l.id, l.side, l.charge_code AS "chargeCode", l.currency, l.amount::text AS amount,
            l.local_amount::text AS "localAmount"
       FROM charge_lines l
      WHERE l.shipment_id = $1 AND l.status IN ('reviewed', 'locked')
        AND NOT EXISTS (SELECT 1 FROM cw_submission_lines sl JOIN cw_submissions w ON w.id = sl.submission_id
                         WHERE sl.charge_line_id = l.id AND w.status <> ${UPDATE_TO_CW.cancelled})
      ORDER BY l.id`,
    [shipmentId],
  );

/**
 * Records one submission of a shipment's reviewed or locked lines (all that wait, or the chosen
 * ones) in the caller's transaction, with the shipment locked so two submissions queue. A reversal
 * among them refuses the whole batch (SPEC §5). A shipment marked "not update to CW" gets its
 * submission recorded in that state and never sent; any other is updating until the delivery
 * writes it.
 */
export const submitShipment = async (
  query: TxQuery,
  auth: Auth,
  input: { shipmentNo: string; lineIds?: readonly number[] | undefined },
): Promise<{ id: number; submissionNo: string; status: number }> => {
  const shipment = await shipmentIn(query, input.shipmentNo, auth.branchIds);
  const eligible = await eligibleLines(query, shipment.id);
  let chosen = eligible;
  if (input.lineIds && input.lineIds.length > 0) {
    const byId = new Map(eligible.map((l) => [l.id, l]));
    if (input.lineIds.some((id) => !byId.has(id))) {
      throw new AppError(400, 'finance.submit.errors.lineNotEligible', undefined, {
        lineIds: 'finance.submit.errors.lineNotEligible',
      });
    }
    chosen = input.lineIds.map((id) => byId.get(id) as EligibleLine);
  }
  if (chosen.length === 0) throw new AppError(400, 'finance.submit.errors.nothingToSubmit');
  const reversals = reversalsOf(chosen);
  if (reversals.length > 0) {
    const lines = reversals.map((l) => `${l.chargeCode} ${decimal(l.amount).toFixed(2)} ${l.currency} (#${l.id})`);
    throw new AppError(400, 'finance.submit.errors.reversal', { lines: lines.join(', ') });
  }
  const count = await query<{ n: number }>('SELECT count(*)::int AS n FROM cw_submissions WHERE shipment_id = $1', [
    shipment.id,
  ]);
  const submissionNo = `${shipment.shipmentNo}-CW${(count[0]?.n ?? 0) + 1}`;
  const status = shipment.updateToCw === UPDATE_TO_CW.notUpdate ? UPDATE_TO_CW.notUpdate : UPDATE_TO_CW.updating;
  const sum = (side: string) =>
    chosen
      .filter((l) => l.side === side)
      .reduce((total, l) => total.plus(decimal(l.localAmount)), decimal(0))
      .toFixed(2);
  const id = (
    await query<{ id: number }>(
      `INSERT INTO cw_submissions (submission_no, shipment_id, branch_id, status, line_count, local_currency,
         revenue_local, cost_local, submitted_by, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now()) RETURNING id`,
      [
        submissionNo,
        shipment.id,
        shipment.branchId,
        status,
        chosen.length,
        shipment.localCurrency,
        sum('revenue'),
        sum('cost'),
        auth.userId,
      ],
    )
  )[0]?.id as number;
  await query(`INSERT INTO cw_submission_lines (submission_id, charge_line_id) SELECT $1, unnest($2::int[])`, [
    id,
    chosen.map((l) => l.id),
  ]);
  if (status === UPDATE_TO_CW.updating) {
    await query('UPDATE shipments SET update_to_cw = $2 WHERE id = $1', [shipment.id, status]);
  }
  await auditIn(query, {
    entity: 'cwSubmission',
    entityId: id,
    action: 'submit',
    userId: auth.userId,
    changes: { submissionNo, shipmentNo: shipment.shipmentNo, status, lines: chosen.map((l) => l.id) },
  });
  return { id, submissionNo, status };
};

type Due = {
  id: number;
  submissionNo: string;
  shipmentId: number;
  shipmentNo: string;
  mode: string;
  branchCode: string;
  localCurrency: string;
  attempts: number;
};

const linesOf = (query: TxQuery, submissionId: number) =>
  query<CwLine>(
    `SELECT l.id AS "chargeLineId", l.side, l.charge_code AS "chargeCode", m.cw_code AS "cwCode", l.description,
            c.code AS "partyCode", c.name AS "partyName", l.currency, l.amount::text AS amount,
            l.local_amount::text AS "localAmount", l.tax_amount::text AS "taxAmount"
       FROM cw_submission_lines sl JOIN charge_lines l ON l.id = sl.charge_line_id
       LEFT JOIN companies c ON c.id = l.party_company_id
       LEFT JOIN charge_code_mappings m ON m.branch_id = l.branch_id AND m.charge_code = l.charge_code AND m.active
      WHERE sl.submission_id = $1
      ORDER BY CASE l.side WHEN 'revenue' THEN 0 ELSE 1 END, l.id`,
    [submissionId],
  );

const setShipmentState = (query: TxQuery, shipmentId: number, status: number) =>
  query('UPDATE shipments SET update_to_cw = $2 WHERE id = $1', [shipmentId, status]);

const record = (query: TxQuery, id: number, action: string, changes: Record<string, unknown>) =>
  auditIn(query, { entity: 'cwSubmission', entityId: id, action, userId: null, changes });

/** Writes the document to the target; answers the error message when the write failed. */
const writeDocument = async (target: CwTarget, name: string, xml: string): Promise<string | null> => {
  if (target.kind === 'database') return null;
  try {
    await mkdir(target.dir, { recursive: true });
    await writeFile(join(target.dir, name), xml, { encoding: 'utf8' });
    return null;
  } catch (error) {
    return String((error as Error).message).slice(0, 300);
  }
};

/**
 * Delivers one submission that is updating and due, in its own transaction, skipping one another
 * delivery holds: the document is built from the lines as they stand; a line CargoWise cannot take
 * makes it an error with the reason (both languages), a written document a success, a failed write
 * another attempt later (1, 2, 4, 8 minutes) until the fifth makes it an error.
 */
const deliverOne = async (app: FastifyInstance, id: number, target: CwTarget): Promise<number | null> =>
  inTransaction(app, async (query) => {
    const due = (
      await query<Due>(
        `SELECT w.id, w.submission_no AS "submissionNo", w.shipment_id AS "shipmentId", s.shipment_no AS "shipmentNo",
                s.mode, b.code AS "branchCode", w.local_currency AS "localCurrency", w.attempts
           FROM cw_submissions w JOIN shipments s ON s.id = w.shipment_id JOIN branches b ON b.id = w.branch_id
          WHERE w.id = $1 AND w.status = ${UPDATE_TO_CW.updating}
          FOR UPDATE OF w SKIP LOCKED`,
        [id],
      )
    )[0];
    if (!due) return null;
    const lines = await linesOf(query, id);
    const built = cargowiseDocument({ ...due, lines });
    const attempts = due.attempts + 1;
    if (!built.ok) {
      const errorText = problemText(built.problems);
      await query(
        `UPDATE cw_submissions SET status = ${UPDATE_TO_CW.error}, error_text = $2, attempts = $3, next_attempt_at = NULL,
                version = version + 1, updated_at = now() WHERE id = $1`,
        [id, errorText, attempts],
      );
      await setShipmentState(query, due.shipmentId, UPDATE_TO_CW.error);
      await record(query, id, 'deliver', { status: UPDATE_TO_CW.error, errorText });
      return UPDATE_TO_CW.error;
    }
    const name = `${due.submissionNo}.xml`;
    const failure = await writeDocument(target, name, built.xml);
    if (failure === null) {
      const revenue = lines
        .filter((l) => l.side === 'revenue')
        .reduce((t, l) => t.plus(decimal(l.localAmount)), decimal(0));
      const cost = lines.filter((l) => l.side === 'cost').reduce((t, l) => t.plus(decimal(l.localAmount)), decimal(0));
      await query(
        `UPDATE cw_submissions SET status = ${UPDATE_TO_CW.success}, document_name = $2, document_xml = $3,
                delivered_at = now(), error_text = NULL, attempts = $4, next_attempt_at = NULL, line_count = $5,
                revenue_local = $6, cost_local = $7, version = version + 1, updated_at = now()
          WHERE id = $1`,
        [id, name, built.xml, attempts, lines.length, revenue.toFixed(2), cost.toFixed(2)],
      );
      await setShipmentState(query, due.shipmentId, UPDATE_TO_CW.success);
      await record(query, id, 'deliver', { status: UPDATE_TO_CW.success, documentName: name });
      return UPDATE_TO_CW.success;
    }
    if (attempts >= MAX_ATTEMPTS) {
      const errorText = `The document could not be written after ${attempts} attempts: ${failure} / 尝试 ${attempts} 次后仍无法写入文件：${failure}`;
      await query(
        `UPDATE cw_submissions SET status = ${UPDATE_TO_CW.error}, error_text = $2, attempts = $3, next_attempt_at = NULL,
                version = version + 1, updated_at = now() WHERE id = $1`,
        [id, errorText, attempts],
      );
      await setShipmentState(query, due.shipmentId, UPDATE_TO_CW.error);
      await record(query, id, 'deliver', { status: UPDATE_TO_CW.error, errorText });
      return UPDATE_TO_CW.error;
    }
    await query(
      `UPDATE cw_submissions SET error_text = $2, attempts = $3,
              next_attempt_at = now() + make_interval(mins => $4), version = version + 1, updated_at = now()
        WHERE id = $1`,
      [id, failure, attempts, backoffMinutes(attempts)],
    );
    await record(query, id, 'attempt', { attempts, error: failure });
    return UPDATE_TO_CW.updating;
  });

/**
 * Delivers the submissions that are updating and due (or the given ones, when due), oldest first,
 * at most 50 a run; answers each one's state afterwards.
 */
export const deliverSubmissions = async (
  app: FastifyInstance,
  options: { ids?: readonly number[]; target?: CwTarget } = {},
): Promise<Map<number, number>> => {
  const target = options.target ?? configuredTarget();
  const rows = await app.database.query<{ id: number }>(
    `SELECT id FROM cw_submissions
      WHERE status = ${UPDATE_TO_CW.updating} AND (next_attempt_at IS NULL OR next_attempt_at <= now())
        ${options.ids ? 'AND id = ANY ($1::int[])' : ''}
      ORDER BY next_attempt_at NULLS FIRST, id LIMIT 50`,
    options.ids ? [options.ids] : [],
  );
  const states = new Map<number, number>();
  for (const { id } of rows) {
    const state = await deliverOne(app, id, target);
    if (state !== null) states.set(id, state);
  }
  return states;
};

/**
 * The delivery loop: every `CW_DELIVERY_INTERVAL_SECONDS` (60 by default, 0 turns it off) the
 * due submissions are delivered, one run at a time; it stops with the server.
 */
export const startDeliveryLoop = (app: FastifyInstance): void => {
  const seconds = Number(process.env.CW_DELIVERY_INTERVAL_SECONDS ?? 60);
  if (!Number.isFinite(seconds) || seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      deliverSubmissions(app)
        .catch((error: unknown) => app.log.error({ err: error }, 'delivery to CargoWise failed'))
        .finally(() => {
          running = false;
        });
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
