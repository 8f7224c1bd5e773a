import {
  bookingConfirmationDocument,
  houseBillDocument,
  manifestDocument,
} from '@tidemark/domain/ops/documents/documents';
import type { DocumentModel } from '@tidemark/domain/ops/documents/model';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../http/errors';
import { route } from '../../../http/route';
import { loadBookingConfirmation, loadHouseBill, loadManifest, type Missing } from './records';
import { renderDocument } from './render';

/**
 * Documents are read by those who hold the shipment list (the portal's tracking page, which is
 * also the customer's own tracking): staff for the shipments of their branches, a customer for its
 * own company's only. Anything out of scope is a 404, so a number never tells whose it is.
 */
const DOCUMENT_PERMISSION = 'tracking';

const houseBillQuery = z.object({ shipmentNo: z.string().trim().toUpperCase().min(1).max(35) });
const bookingQuery = z.object({ bookingNo: z.string().trim().toUpperCase().min(1).max(35) });
const manifestQuery = z.object({ masterBill: z.string().trim().toUpperCase().min(1).max(35) });

const MISSING_KEYS: Record<Missing | 'notConfirmed', string> = {
  notConfirmed: 'ops.documents.download.notConfirmed',
  notFound: 'ops.documents.download.notFound',
  noHouseBill: 'ops.documents.download.noHouseBill',
  noParties: 'ops.documents.download.noParties',
};

/** Sends a document as a PDF download that no shared cache keeps. */
const sendPdf = async (reply: FastifyReply, doc: DocumentModel) => {
  const pdf = await renderDocument(doc);
  const name = `${doc.fileName}.pdf`;
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
};

export const registerDocumentRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'GET',
    url: '/api/ops/documents/house-bill',
    permission: DOCUMENT_PERMISSION,
    summary:
      'The house bill of lading (sea) or house air waybill (air) of a shipment, as a PDF in the request language',
    tags: ['ops'],
    query: houseBillQuery,
    handler: async ({ auth, query, lang, reply, t }) => {
      const record = await loadHouseBill(app.database, auth, query.shipmentNo, app.config.brandName, lang);
      if (typeof record === 'string') throw new AppError(404, MISSING_KEYS[record]);
      return sendPdf(reply, houseBillDocument(record, lang, t));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/ops/documents/manifest',
    permission: DOCUMENT_PERMISSION,
    summary:
      'The cargo manifest of a master bill (its houses in the caller’s branches, with totals), as a PDF; staff only',
    tags: ['ops'],
    query: manifestQuery,
    handler: async ({ auth, query, lang, reply, t }) => {
      const record = await loadManifest(app.database, auth, query.masterBill, app.config.brandName, lang);
      if (typeof record === 'string') throw new AppError(404, MISSING_KEYS[record]);
      return sendPdf(reply, manifestDocument(record, lang, t));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/ops/documents/booking-confirmation',
    permission: 'session',
    sessionReason:
      "The booking's own form page decides (bookingSea or bookingAir, by the booking's mode), checked once the booking is found.",
    summary:
      'The booking confirmation of a confirmed booking (staff: their branches, a customer: its own company), as a PDF',
    tags: ['ops'],
    query: bookingQuery,
    handler: async ({ auth, query, lang, reply, t }) => {
      const record = await loadBookingConfirmation(app.database, auth, query.bookingNo, app.config.brandName, lang);
      if (typeof record === 'string') throw new AppError(404, MISSING_KEYS[record]);
      // Without the booking's page the booking is not the caller's to see: the same answer as none.
      if (!auth.permissions.has(record.transport === 'air' ? 'bookingAir' : 'bookingSea')) {
        throw new AppError(404, MISSING_KEYS.notFound);
      }
      return sendPdf(reply, bookingConfirmationDocument(record, lang, t));
    },
  });
};
