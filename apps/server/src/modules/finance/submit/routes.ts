import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../../engine/transaction';
import { ok } from '../../../http/envelope';
import { AppError } from '../../../http/errors';
import { idField } from '../../../http/fields';
import { route } from '../../../http/route';
import { deliverSubmissions, startDeliveryLoop, submitShipment } from './deliver';

const submitBody = z.object({
  shipmentNo: z.string().trim().toUpperCase().min(1, 'validation.required').max(35, 'validation.tooLong'),
  lineIds: z
    .preprocess(
      (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
      z.array(z.coerce.number().int().positive()),
    )
    .optional(),
});

/**
 * Submitting a shipment's reviewed lines to CargoWise, delivering what is due, and the document
 * of a written submission; the delivery loop runs with the server.
 */
export const registerSubmitRoutes = (app: FastifyInstance): void => {
  startDeliveryLoop(app);

  route(app, {
    method: 'POST',
    url: '/api/finance/chargeSubmint/submit',
    permission: 'chargeSubmint:submit',
    summary:
      "Records a submission of a shipment's reviewed or locked charge lines to CargoWise (reversals refused) and delivers it",
    tags: ['finance'],
    body: submitBody,
    handler: async ({ auth, body, t }) => {
      const submitted = await inTransaction(app, (query) =>
        submitShipment(query, auth, { shipmentNo: body.shipmentNo, lineIds: body.lineIds }),
      );
      const states = await deliverSubmissions(app, { ids: [submitted.id] });
      return ok(
        { ...submitted, status: states.get(submitted.id) ?? submitted.status },
        t('finance.submit.screen.submitted', { submissionNo: submitted.submissionNo }),
      );
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/finance/chargeSubmint/deliver',
    permission: 'chargeSubmint:retry',
    summary: 'Delivers the submissions that are updating and due now, as the delivery loop does',
    tags: ['finance'],
    handler: async () => {
      const states = await deliverSubmissions(app);
      return ok({ delivered: states.size });
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/finance/chargeSubmint/document',
    permission: 'chargeSubmint',
    summary: 'The CargoWise Universal Shipment document (XML) a submission of the caller’s branches wrote',
    tags: ['finance'],
    query: z.object({ id: idField, documentName: z.string().optional() }),
    handler: async ({ auth, query, reply }) => {
      const rows = await app.database.query<{ name: string | null; xml: string | null }>(
        `SELECT document_name AS name, document_xml AS xml FROM cw_submissions
          WHERE id = $1 AND branch_id = ANY ($2::int[])`,
        [query.id, auth.branchIds],
      );
      const row = rows[0];
      if (!row) throw new AppError(404, 'messages.noResult');
      if (!row.xml || !row.name) throw new AppError(404, 'finance.submit.errors.noDocument');
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${row.name.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(row.xml);
    },
  });
};
