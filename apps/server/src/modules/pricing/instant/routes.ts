import { instantQuerySchema, instantRequestSchema, type RankedOffer } from '@tidemark/domain/pricing/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { visibleCompany } from '../../../engine/scope';
import { auditIn, inTransaction, type TxQuery } from '../../../engine/transaction';
import type { Auth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../http/errors';
import { idField, optionalIdField } from '../../../http/fields';
import { route } from '../../../http/route';
import { nextReference, onInquiryStored } from '../../site';
import { QUOTATION_NO_SQL } from '../quotations/numbering';
import { enqueue, mailOfficeSales, queueSiteRequest } from './queue';
import { instantRates } from './ranking';

/** Instant quotes per minute and client address: a visitor comparing lanes, not a scraper copying the tariff. */
export const INSTANT_RATE_PER_MINUTE = 30;

const today = (): string => new Date().toISOString().slice(0, 10);

const answerBody = z.object({ id: idField, version: z.coerce.number().int().min(1) });
const quoteBody = answerBody.extend({ tariffId: idField, companyId: optionalIdField });
const declineBody = answerBody.extend({
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'validation.tooLong' }),
});

type QueueRow = {
  id: number;
  version: number;
  state: string;
  reference: string;
  branchId: number;
  companyId: number | null;
  pol: string;
  pod: string;
  equipment: string;
  containers: number | null;
  weightKg: string | null;
  volumeCbm: string | null;
  cargoReadyDate: string | null;
  tariffId: number | null;
};

/** A request of the caller's branches, locked for the answer when asked. */
const loadRequest = async (query: TxQuery, auth: Auth, id: number, lock = false): Promise<QueueRow> => {
  const [row] = await query<QueueRow>(
    `SELECT r.id, r.version, r.state, i.reference, r.branch_id AS "branchId", r.company_id AS "companyId", r.pol, r.pod,
            r.equipment, r.containers, r.weight_kg::text AS "weightKg", r.volume_cbm::text AS "volumeCbm",
            r.cargo_ready_date::text AS "cargoReadyDate", r.tariff_id AS "tariffId"
       FROM pricing_quote_requests r JOIN inquiries i ON i.id = r.inquiry_id
      WHERE r.id = $1 AND r.branch_id = ANY($2::int[])${lock ? ' FOR UPDATE OF r' : ''}`,
    [id, auth.branchIds],
  );
  if (!row) throw notFound();
  return row;
};

/** The rates in force for a request: its lane and equipment, on its cargo ready day (today when it gave none or one gone by). */
const offersFor = (query: TxQuery, r: QueueRow, lang: 'en_us' | 'zh_cn'): Promise<RankedOffer[]> => {
  const day = r.cargoReadyDate && r.cargoReadyDate > today() ? r.cargoReadyDate : today();
  return instantRates(
    query,
    {
      pol: r.pol,
      pod: r.pod,
      date: day,
      equipment: r.equipment as never,
      containers: r.containers ?? 1,
      weightKg: r.weightKg ?? undefined,
      volumeCbm: r.volumeCbm ?? undefined,
    },
    lang,
  );
};

const PRODUCT: Record<string, string> = { LCL: 'lcl', AIR: 'air' };

/**
 * The instant quote (public, per-address limited), a customer's request of an answer as a
 * quotation, and the sales queue's answers: the rates in force for a request, a draft quotation
 * priced from the chosen one, or a refusal with its reason. Requests from the public form join
 * the same queue as they are stored.
 */
export const registerInstantRoutes = (app: FastifyInstance): void => {
  onInquiryStored(app, (stored) => queueSiteRequest(app, stored));

  route(app, {
    method: 'GET',
    url: '/api/pricing/instant',
    permission: 'public',
    summary:
      'The public sell rates in force on a day for a lane (UN/LOCODEs) and an equipment, priced for the cargo and ranked by total',
    tags: ['pricing'],
    query: instantQuerySchema,
    rateLimitPerMinute: INSTANT_RATE_PER_MINUTE,
    handler: async ({ query, lang }) => ({
      ...ok({ offers: await instantRates((sql, params) => app.database.query(sql, params), query, lang) }),
    }),
  });

  route(app, {
    method: 'POST',
    url: '/api/pricing/instant/request',
    permission: 'session',
    sessionReason:
      "A customer asks for its own company's quotation; the handler refuses staff, who quote on the queue.",
    summary: 'Turns an instant answer into a quotation request of the signed-in customer, queued for its office',
    tags: ['pricing'],
    body: instantRequestSchema,
    rateLimitPerMinute: INSTANT_RATE_PER_MINUTE,
    handler: async ({ auth, body, lang, t }) => {
      if (auth.kind !== 'customer' || auth.companyId === null) {
        throw new AppError(403, 'pricing.instant.errors.customerOnly');
      }
      const companyId = auth.companyId;
      const query: TxQuery = (sql, params) => app.database.query(sql, params);
      const offer = (await instantRates(query, body, lang)).find((o) => o.tariffId === body.tariffId);
      if (!offer)
        throw badRequest('pricing.instant.errors.rateNotInForce', {
          tariffId: 'pricing.instant.errors.rateNotInForce',
        });
      const reference = await nextReference(app.database, 'quote', new Date());
      const queued = await inTransaction(app, async (tx) => {
        const [inquiry] = await tx<{ id: number }>(
          `INSERT INTO inquiries (kind, reference, status, sender_name, company, email, language, details)
           SELECT 'quote', $1, 'in_progress', u.display_name, c.name, u.email, $3, $4::text::jsonb
             FROM users u JOIN companies c ON c.id = $5 WHERE u.id = $2
           RETURNING id`,
          [
            reference,
            auth.userId,
            lang,
            JSON.stringify({
              origin: body.pol,
              destination: body.pod,
              mode: body.equipment === 'AIR' || body.equipment === 'LCL' ? body.equipment : 'FCL',
              containerType: body.equipment,
              containerCount: String(body.containers),
              grossWeight: body.weightKg ?? '',
              volume: body.volumeCbm ?? '',
              readyDate: body.date,
              tariffNo: offer.tariffNo,
              total: `${offer.total} ${offer.currency}`,
            }),
            companyId,
          ],
        );
        if (!inquiry) throw forbidden();
        return enqueue(tx, {
          inquiryId: inquiry.id,
          source: 'portal',
          companyId,
          requestedBy: auth.userId,
          pol: body.pol,
          pod: body.pod,
          equipment: body.equipment,
          containers: body.equipment === 'AIR' || body.equipment === 'LCL' ? null : body.containers,
          weightKg: body.weightKg ?? null,
          volumeCbm: body.volumeCbm ?? null,
          cargoReadyDate: body.date,
          tariffId: offer.tariffId,
        });
      });
      await mailOfficeSales(app, queued.id);
      return ok({ reference }, t('site.instantQuote.requested', { reference }));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/pricing/quote-requests/options',
    permission: 'quoteRequests',
    summary: "The rates in force for a queued request's lane, day and equipment, ranked, to draft its quotation from",
    tags: ['pricing'],
    body: z.object({ id: idField }),
    handler: async ({ auth, body, lang }) => {
      const query: TxQuery = (sql, params) => app.database.query(sql, params);
      const request = await loadRequest(query, auth, body.id);
      return ok({ request, offers: await offersFor(query, request, lang) });
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/pricing/quote-requests/quote',
    permission: 'quoteRequests:edit',
    summary:
      'Drafts the quotation of a new request from a rate in force (its lines priced for the cargo) and marks the request quoted',
    tags: ['pricing'],
    body: quoteBody,
    handler: async ({ auth, body, lang, t }) => {
      const saved = await inTransaction(app, async (query) => {
        const request = await loadRequest(query, auth, body.id, true);
        if (request.version !== body.version) throw conflict();
        if (request.state !== 'new') throw badRequest('pricing.instant.errors.notNew');
        const offer = (await offersFor(query, request, lang)).find((o) => o.tariffId === body.tariffId);
        if (!offer)
          throw badRequest('pricing.instant.errors.rateNotInForce', {
            tariffId: 'pricing.instant.errors.rateNotInForce',
          });
        const companyId = request.companyId ?? body.companyId ?? null;
        // The customer is one the user may name, by the company picker's rule.
        const company = companyId ? await visibleCompany(query, auth, companyId) : undefined;
        if (!company)
          throw badRequest('pricing.instant.errors.companyNeeded', {
            companyId: 'pricing.instant.errors.companyNeeded',
          });
        const [quotation] = await query<{ id: number; quotationNo: string }>(
          `INSERT INTO pricing_quotations (quotation_no, status, company_id, branch_id, product, from_code, to_code,
                                           carrier_code, equipment, containers, space_type, cargo_ready_date, weight_kg,
                                           volume_cbm, valid_from, valid_until, currency, total, tariff_id, inquiry_id,
                                           created_by)
           SELECT ${QUOTATION_NO_SQL}, 'draft', $1, $2, $3, $4, $5, $6, $7, $8, 'FAK', $9::date, $10::numeric, $11::numeric,
                  current_date, $12::date, $13, $14::numeric, $15, r.inquiry_id, $16
             FROM pricing_quote_requests r WHERE r.id = $17
           RETURNING id, quotation_no AS "quotationNo"`,
          [
            company.id,
            request.branchId,
            PRODUCT[request.equipment] ?? 'fcl',
            request.pol,
            request.pod,
            offer.carrierCode,
            offer.equipment,
            request.equipment === 'LCL' || request.equipment === 'AIR' ? null : (request.containers ?? 1),
            request.cargoReadyDate,
            request.weightKg,
            request.volumeCbm,
            offer.validUntil,
            offer.currency,
            offer.total,
            offer.tariffId,
            auth.userId,
            request.id,
          ],
        );
        if (!quotation) throw notFound();
        for (const line of offer.lines) {
          await query(
            `INSERT INTO pricing_quotation_lines (quotation_id, charge_code, description, unit, quantity, rate, minimum, currency, amount)
             VALUES ($1, $2, $2, $3, $4::numeric, $5::numeric, $6::numeric, $7, $8::numeric)`,
            [
              quotation.id,
              line.chargeCode,
              line.unit,
              line.quantity,
              line.rate,
              line.minimum ?? null,
              line.currency,
              line.amount,
            ],
          );
        }
        const [after] = await query<{ version: number }>(
          `UPDATE pricing_quote_requests SET state = 'quoted', quotation_id = $2, tariff_id = $3, company_id = $4,
                  handled_by = $5, handled_at = now(), version = version + 1, updated_at = now()
            WHERE id = $1 RETURNING version`,
          [request.id, quotation.id, offer.tariffId, company.id, auth.userId],
        );
        await query(
          `UPDATE inquiries SET status = 'answered' WHERE id = (SELECT inquiry_id FROM pricing_quote_requests WHERE id = $1)`,
          [request.id],
        );
        await auditIn(query, {
          entity: 'quoteRequest',
          entityId: request.id,
          action: 'update',
          userId: auth.userId,
          changes: {
            state: { from: 'new', to: 'quoted' },
            quotationNo: { from: null, to: quotation.quotationNo },
            tariffId: { from: request.tariffId, to: offer.tariffId },
          },
        });
        return {
          id: request.id,
          version: after?.version ?? request.version + 1,
          quotationId: quotation.id,
          quotationNo: quotation.quotationNo,
          reference: request.reference,
        };
      });
      return ok(saved, t('pricing.instant.queue.drafted', saved));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/pricing/quote-requests/decline',
    permission: 'quoteRequests:edit',
    summary: 'Declines a new request with a reason',
    tags: ['pricing'],
    body: declineBody,
    handler: async ({ auth, body, t }) => {
      const saved = await inTransaction(app, async (query) => {
        const request = await loadRequest(query, auth, body.id, true);
        if (request.version !== body.version) throw conflict();
        if (request.state !== 'new') throw badRequest('pricing.instant.errors.notNew');
        const [after] = await query<{ version: number }>(
          `UPDATE pricing_quote_requests SET state = 'declined', decline_reason = $2, handled_by = $3, handled_at = now(),
                  version = version + 1, updated_at = now()
            WHERE id = $1 RETURNING version`,
          [request.id, body.reason, auth.userId],
        );
        await query(
          `UPDATE inquiries SET status = 'closed' WHERE id = (SELECT inquiry_id FROM pricing_quote_requests WHERE id = $1)`,
          [request.id],
        );
        await auditIn(query, {
          entity: 'quoteRequest',
          entityId: request.id,
          action: 'update',
          userId: auth.userId,
          changes: { state: { from: 'new', to: 'declined' }, declineReason: { from: null, to: body.reason } },
        });
        return { id: request.id, version: after?.version ?? request.version + 1, reference: request.reference };
      });
      return ok(saved, t('pricing.instant.queue.declined', saved));
    },
  });
};
