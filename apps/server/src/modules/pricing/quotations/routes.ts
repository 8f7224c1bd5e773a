import { type Language, translate } from '@tidemark/domain';
import { type QuotationRecord, quotationDocument } from '@tidemark/domain/pricing/quotations/document';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerResource } from '../../../engine/resource';
import { auditIn, inTransaction, type TxQuery } from '../../../engine/transaction';
import { loadRecords } from '../../../engine/write';
import type { Auth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { AppError, badRequest, conflict, forbidden } from '../../../http/errors';
import { idField } from '../../../http/fields';
import { route } from '../../../http/route';
import { linkOrigin } from '../../access';
import { sendMail } from '../../comms';
import { renderDocument } from '../../ops';
import { fillFromEcuRate, fillFromTariff, sellTariffsFor } from './fill';
import { loadQuotationRecord } from './record';
import { assertAllowed, ecuQuotationServerResource, nextQuotationNo, quotationServerResource } from './resources';

/** The two quotation pages: a request names the one it comes from, whose permissions decide. */
const VIEWS = ['quotation', 'ecuquotation'] as const;
type View = (typeof VIEWS)[number];
const view = z.enum(VIEWS);

/** The quotation resource a page shows, bounded by the page's fixed filter (ECU or not). */
const resourceOf = (v: View): ServerResource =>
  v === 'quotation'
    ? { ...quotationServerResource, fixed: { onEcu: 'false' } }
    : { ...ecuQuotationServerResource, fixed: { onEcu: 'true' } };

const entityOf = (v: View) => (v === 'quotation' ? 'quotation' : 'ecuQuotation');

/** The caller holds the page and its action, or the request is refused as SPEC §8 says. */
const need = (auth: Auth, v: View, action: string) => {
  if (!auth.permissions.has(v) || !auth.permissions.has(`${v}:${action}`)) throw forbidden();
};

/** A quotation the caller sees on the page, locked for the write; anything else does not exist for them. */
const visibleQuotation = async (query: TxQuery, auth: Auth, v: View, id: number) => {
  const [row] = await loadRecords(query, resourceOf(v), auth, [id], true);
  if (!row) throw new AppError(404, 'pricing.quotations.errors.notFound');
  return row;
};

const REASON =
  'The quotation page named in the request (quotation or ecuquotation) decides: the caller must hold it and the action.';

/** What a copy keeps: the customer, lane, cargo, terms and margin; not the number, state, dates or history. */
const COPIED = [
  'quote_type',
  'company_id',
  'contact_id',
  'branch_id',
  'product',
  'from_code',
  'from_type',
  'to_code',
  'to_type',
  'carrier_code',
  'equipment',
  'containers',
  'space_type',
  'payment',
  'freight_term',
  'charge_side',
  'cargo_ready_date',
  'hazardous',
  'weight_kg',
  'volume_cbm',
  'currency',
  'calc_method',
  'markup_amount',
  'markup_percent',
  'grouping',
  'total',
  'cost_total',
  'tariff_id',
  'ecu_rate_id',
  'ecu_pol',
  'ecu_pol_name',
  'ecu_pol_via',
  'ecu_pod',
  'ecu_pod_name',
  'ecu_pod_via',
  'ecu_transit_days',
  'ecu_ocean_freight',
  'ecu_currency',
  'ecu_charge_unit',
  'ecu_minimum',
  'remarks',
];

const LINE_COLUMNS =
  'charge_code, description, unit, quantity, rate, minimum, currency, amount, cost_rate, charge_type, margin';

const viewId = z.object({ view, id: idField });
const viewIdVersion = z.object({ view, id: idField, version: idField });

export const registerQuotationRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/pricing/quotations/copy',
    permission: 'session',
    sessionReason: REASON,
    summary:
      'Copies a quotation into a new draft with a new number, valid from today for as long as the original; as a re-quote (replace=true) it obsoletes the original once quoted',
    tags: ['pricing'],
    body: viewId.extend({ replace: z.enum(['true', 'false']).optional() }),
    handler: async ({ auth, body, t }) => {
      need(auth, body.view, 'copy');
      const saved = await inTransaction(app, async (query) => {
        const source = await visibleQuotation(query, auth, body.view, body.id);
        if (body.replace === 'true') assertAllowed('requote', source, auth);
        const quotationNo = await nextQuotationNo(query);
        const replaces = body.replace === 'true' ? body.id : null;
        const [row] = await query<{ id: number; version: number }>(
          `INSERT INTO pricing_quotations (quotation_no, status, valid_from, valid_until, created_by, replaces_id, ${COPIED.join(', ')})
           SELECT $2, 'draft', current_date, current_date + (valid_until - valid_from), $3, $4, ${COPIED.join(', ')}
             FROM pricing_quotations WHERE id = $1 RETURNING id, version`,
          [body.id, quotationNo, auth.userId, replaces],
        );
        if (!row) throw new AppError(404, 'pricing.quotations.errors.notFound');
        await query(
          `INSERT INTO pricing_quotation_lines (quotation_id, ${LINE_COLUMNS})
           SELECT $2, ${LINE_COLUMNS} FROM pricing_quotation_lines WHERE quotation_id = $1 ORDER BY id`,
          [body.id, row.id],
        );
        await auditIn(query, {
          entity: entityOf(body.view),
          entityId: row.id,
          action: 'copy',
          userId: auth.userId,
          changes: { copiedFrom: source.quotationNo, quotationNo, replaces: replaces !== null },
        });
        return { id: row.id, version: row.version, quotationNo };
      });
      return ok(saved, t('pricing.quotations.screen.copied', { quotationNo: saved.quotationNo }));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/pricing/quotations/tariffs',
    permission: 'session',
    sessionReason: REASON,
    summary:
      'The sell tariffs (or, for an ECU quotation, the ECU rates) a quotation may be filled from: valid on its first day for its lane and equipment, cheapest first',
    tags: ['pricing'],
    body: viewId,
    handler: async ({ auth, body }) => {
      need(auth, body.view, 'fill');
      const rows = await inTransaction(app, async (query) => {
        const q = await visibleQuotation(query, auth, body.view, body.id);
        return sellTariffsFor(query, body.view === 'ecuquotation', q);
      });
      return ok({ rows });
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/pricing/quotations/fill',
    permission: 'session',
    sessionReason: REASON,
    summary:
      "Replaces a quotation's lines with a tariff's (or an ECU rate's) lines priced for its cargo, the cost from the matching cost tariff",
    tags: ['pricing'],
    body: viewIdVersion.extend({ sourceId: idField }),
    handler: async ({ auth, body, t }) => {
      need(auth, body.view, 'fill');
      const saved = await inTransaction(app, async (query) => {
        const q = await visibleQuotation(query, auth, body.view, body.id);
        if (Number(q.version) !== body.version) throw conflict();
        assertAllowed('fill', q, auth);
        const filled =
          body.view === 'ecuquotation'
            ? await fillFromEcuRate(query, q, body.sourceId)
            : await fillFromTariff(query, q, body.sourceId);
        const [row] = await query<{ version: number }>(
          'UPDATE pricing_quotations SET version = version + 1, updated_at = now() WHERE id = $1 RETURNING version',
          [body.id],
        );
        await auditIn(query, {
          entity: entityOf(body.view),
          entityId: body.id,
          action: 'fill',
          userId: auth.userId,
          changes: { source: filled.sourceNo, lines: filled.count, total: filled.total },
        });
        return { id: body.id, version: row?.version ?? body.version + 1, ...filled };
      });
      return ok(saved, t('pricing.quotations.screen.filled', { count: saved.count, tariffNo: saved.sourceNo }));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/pricing/quotations/reject',
    permission: 'session',
    sessionReason: REASON,
    summary: 'Rejects a quoted quotation with the reason (a customer: only its own company’s), recording who and when',
    tags: ['pricing'],
    body: viewIdVersion.extend({ remarks: z.string().trim().max(200, { error: 'validation.tooLong' }).optional() }),
    handler: async ({ auth, body, t }) => {
      need(auth, body.view, 'reject');
      if (!body.remarks) {
        throw badRequest('pricing.quotations.errors.rejectRemarks', {
          remarks: 'pricing.quotations.errors.rejectRemarks',
        });
      }
      const saved = await inTransaction(app, async (query) => {
        const q = await visibleQuotation(query, auth, body.view, body.id);
        if (Number(q.version) !== body.version) throw conflict();
        assertAllowed('reject', q, auth);
        const [row] = await query<{ version: number }>(
          `UPDATE pricing_quotations SET status = 'rejected', rejected_by = $2, rejected_at = now(), reject_remarks = $3,
                  version = version + 1, updated_at = now() WHERE id = $1 RETURNING version`,
          [body.id, auth.userId, body.remarks],
        );
        await auditIn(query, {
          entity: entityOf(body.view),
          entityId: body.id,
          action: 'transition:reject',
          userId: auth.userId,
          changes: { status: { from: 'quoted', to: 'rejected' }, rejectRemarks: { from: null, to: body.remarks } },
        });
        return { id: body.id, version: row?.version ?? body.version + 1 };
      });
      return ok(saved, t('pricing.quotations.screen.rejected'));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/pricing/quotations/send',
    permission: 'session',
    sessionReason: REASON,
    summary:
      "E-mails a quoted quotation to its contact with the PDF attached, in the request's language; recorded in its audit",
    tags: ['pricing'],
    body: viewId,
    handler: async ({ req, auth, body, lang, t }) => {
      need(auth, body.view, 'send');
      const record = await inTransaction(app, async (query) => {
        const q = await visibleQuotation(query, auth, body.view, body.id);
        assertAllowed('send', q, auth);
        if (!q.contactEmail) throw badRequest('pricing.quotations.errors.noContact');
        return loadQuotationRecord(query, Number(q.id), lang);
      });
      if (!record?.contactEmail) throw badRequest('pricing.quotations.errors.noContact');
      const doc = quotationDocument(record, lang, t, app.config.brandName);
      const pdf = await renderDocument(doc);
      const mail = quotationMail(record, lang, {
        link: `${linkOrigin(req)}/dashboard/${body.view}/${body.id}`,
        sender: auth.userName,
        issuer: app.config.brandName,
      });
      const outboxId = await sendMail(app, {
        to: record.contactEmail,
        ...mail,
        purpose: 'quotation',
        attachments: [{ filename: `${doc.fileName}.pdf`, content: pdf, contentType: 'application/pdf' }],
      });
      await inTransaction(app, (query) =>
        auditIn(query, {
          entity: entityOf(body.view),
          entityId: body.id,
          action: 'send',
          userId: auth.userId,
          changes: { to: record.contactEmail, outboxId },
        }),
      );
      return ok(
        { outboxId, to: record.contactEmail },
        t('pricing.quotations.screen.sent', { to: record.contactEmail }),
      );
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/pricing/quotations/pdf',
    permission: 'session',
    sessionReason:
      'Whoever holds a quotation page (quotation or ecuquotation) reads the quotations it shows them: checked once the quotation is found.',
    summary:
      "A quotation as a PDF in the request's language (staff: their branches, a customer: its own company's quoted ones)",
    tags: ['pricing'],
    query: z.object({ quotationNo: z.string().trim().toUpperCase().min(1).max(20) }),
    handler: async ({ auth, query: q, lang, reply, t }) => {
      const record = await inTransaction(app, async (query) => {
        for (const v of VIEWS) {
          if (!auth.permissions.has(v)) continue;
          const [row] = await query<{ id: number }>('SELECT id FROM pricing_quotations WHERE quotation_no = $1', [
            q.quotationNo,
          ]);
          if (!row) return null;
          const [seen] = await loadRecords(query, resourceOf(v), auth, [row.id]);
          if (seen) return loadQuotationRecord(query, row.id, lang);
        }
        return null;
      });
      if (!record) throw new AppError(404, 'pricing.quotations.errors.notFound');
      const doc = quotationDocument(record, lang, t, app.config.brandName);
      const pdf = await renderDocument(doc);
      const name = `${doc.fileName}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  });
};

/** The mail that carries a quotation: its lane, validity, lines and total in the reader's language. */
const quotationMail = (
  q: QuotationRecord,
  lang: Language,
  extra: { link: string; sender: string; issuer: string },
): { subject: string; text: string } => {
  const tr = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  const lines = q.lines.map((l) => `${tr(`enums.charge_code.${l.chargeCode}`)}: ${l.currency} ${l.amount}`).join('\n');
  const params = {
    quotationNo: q.quotationNo,
    from: q.fromCode,
    to: q.toCode,
    contact: q.contactName ?? q.companyName,
    product: tr(`enums.quotation_product.${q.product}`),
    validFrom: q.validFrom,
    validUntil: q.validUntil,
    lines,
    currency: q.currency,
    total: q.total,
    ...extra,
  };
  return {
    subject: tr('pricing.quotations.mail.subject', params),
    text: tr('pricing.quotations.mail.body', params),
  };
};
