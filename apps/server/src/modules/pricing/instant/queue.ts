import { isLanguage, type Language, translate } from '@tidemark/domain';
import type { FastifyInstance } from 'fastify';
import type { TxQuery } from '../../../engine/transaction';
import { sendMail } from '../../comms';
import type { StoredInquiry } from '../../site';

/** A quotation request as the queue keeps it. */
export type QueuedRequest = {
  inquiryId: number;
  source: 'site' | 'portal';
  companyId: number | null;
  requestedBy: number | null;
  pol: string;
  pod: string;
  equipment: string;
  containers: number | null;
  weightKg: string | null;
  volumeCbm: string | null;
  cargoReadyDate: string | null;
  tariffId: number | null;
};

/**
 * The office that answers a request: the customer's own office when a customer asks; otherwise
 * our office in the destination's country (its sales know the consignee's market, where most
 * freight bought on the web is paid), else in the origin's, else the head office. Within a country
 * the controlling office comes first.
 */
export const officeFor = async (
  query: TxQuery,
  r: { pol: string; pod: string; companyId: number | null },
): Promise<number> => {
  const [row] = await query<{ id: number }>(
    `SELECT coalesce(
       (SELECT c.branch_id FROM companies c WHERE c.id = $3),
       (SELECT b.id FROM branches b WHERE b.country = left($2, 2) ORDER BY (b.controlling_office_id = b.id) DESC, b.id LIMIT 1),
       (SELECT b.id FROM branches b WHERE b.country = left($1, 2) ORDER BY (b.controlling_office_id = b.id) DESC, b.id LIMIT 1),
       (SELECT b.id FROM branches b WHERE b.controlling_office_id = b.id ORDER BY b.id LIMIT 1)) AS id`,
    [r.pol, r.pod, r.companyId],
  );
  if (!row?.id) throw new Error('no branch to answer a quotation request');
  return row.id;
};

/** Puts a request into the queue of its office; answers the row's id and the office. */
export const enqueue = async (query: TxQuery, r: QueuedRequest): Promise<{ id: number; branchId: number }> => {
  const branchId = await officeFor(query, r);
  const [row] = await query<{ id: number }>(
    `INSERT INTO pricing_quote_requests (inquiry_id, source, branch_id, company_id, requested_by, pol, pod, equipment,
                                         containers, weight_kg, volume_cbm, cargo_ready_date, tariff_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      r.inquiryId,
      r.source,
      branchId,
      r.companyId,
      r.requestedBy,
      r.pol,
      r.pod,
      r.equipment,
      r.containers,
      r.weightKg,
      r.volumeCbm,
      r.cargoReadyDate,
      r.tariffId,
    ],
  );
  return { id: row?.id as number, branchId };
};

/**
 * Mails the sales users of the office (their own branch or one in their scope), each in their
 * language, through the outbox. Answers how many were mailed.
 */
export const mailOfficeSales = async (app: FastifyInstance, queueId: number): Promise<number> => {
  const [request] = await app.database.query<{
    reference: string;
    sender: string;
    pol: string;
    pod: string;
    equipment: string;
    ready: string | null;
    branchId: number;
  }>(
    `SELECT i.reference, i.sender_name || coalesce(' (' || i.company || ')', '') AS sender, r.pol, r.pod, r.equipment,
            r.cargo_ready_date::text AS ready, r.branch_id AS "branchId"
       FROM pricing_quote_requests r JOIN inquiries i ON i.id = r.inquiry_id WHERE r.id = $1`,
    [queueId],
  );
  if (!request) return 0;
  const sales = await app.database.query<{ email: string; language: string }>(
    `SELECT DISTINCT u.email, u.language FROM users u
       JOIN user_roles ur ON ur.user_id = u.id JOIN roles ro ON ro.id = ur.role_id AND ro.code = 'sales'
      WHERE u.kind = 'staff' AND u.status = 'active'
        AND (u.branch_id = $1 OR EXISTS (SELECT 1 FROM user_branch_scopes s WHERE s.user_id = u.id AND s.branch_id = $1))
      ORDER BY u.email`,
    [request.branchId],
  );
  for (const user of sales) {
    const lang: Language = isLanguage(user.language) ? user.language : 'en_us';
    const params = { ...request, ready: request.ready ?? '—' };
    await sendMail(app, {
      to: user.email,
      subject: translate(lang, 'pricing.instant.mail.subject', params),
      text: `${translate(lang, 'pricing.instant.mail.body', params)}\n`,
      purpose: 'pricing:quoteRequest',
    });
  }
  return sales.length;
};

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/**
 * A quotation request from the public form, queued with what it asks for: the container type of
 * an FCL request, LCL or AIR otherwise (rail and road go by their ports, priced as FCL 40HC).
 */
export const queueSiteRequest = async (app: FastifyInstance, stored: StoredInquiry): Promise<void> => {
  if (stored.kind !== 'quote') return;
  const d = stored.details;
  const mode = text(d.mode);
  const equipment = mode === 'LCL' || mode === 'AIR' ? mode : (text(d.containerType) ?? '40HC');
  const count = Number(text(d.containerCount) ?? '');
  const queued = await enqueue((sql, params) => app.database.query(sql, params), {
    inquiryId: stored.id,
    source: 'site',
    companyId: null,
    requestedBy: null,
    pol: text(d.origin) ?? '',
    pod: text(d.destination) ?? '',
    equipment,
    containers: mode === 'FCL' && Number.isInteger(count) && count > 0 ? count : null,
    weightKg: text(d.grossWeight),
    volumeCbm: text(d.volume),
    cargoReadyDate: text(d.readyDate),
    tariffId: null,
  });
  await mailOfficeSales(app, queued.id);
};
