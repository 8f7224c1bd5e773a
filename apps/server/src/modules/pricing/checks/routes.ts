import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../../http/envelope';
import { forbidden } from '../../../http/errors';
import { optionalIdField } from '../../../http/fields';
import { route } from '../../../http/route';
import { QUOTATION_COLUMNS, type QuotationRow, quotationScope, USABLE_QUOTATION } from './enforce';

/** The pages a booking is written on: the picker answers for the one named. */
const BOOKING_PAGES = ['bookingSea', 'bookingAir', 'mainBooking', 'pendingBooking'] as const;

/** The customer's own company answers for a customer, whatever it names. */
const pickerBody = z.object({ view: z.enum(BOOKING_PAGES), companyId: optionalIdField });

/** The booking form's quotation picker: a company's quotations a booking may name, with their terms. */
export const registerCheckRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/pricing/checks/quotations',
    permission: 'session',
    sessionReason: 'The booking page named in the request decides: the caller must hold it.',
    summary:
      "A company's confirmed quotations a booking may name (the caller's branches, or the customer's own), with the terms the checks compare",
    tags: ['pricing'],
    body: pickerBody,
    handler: async ({ auth, body }) => {
      if (!auth.permissions.has(body.view)) throw forbidden();
      const params: unknown[] = [auth.kind === 'customer' ? (auth.companyId ?? 0) : (body.companyId ?? 0)];
      const rows = await app.database.query<QuotationRow & { carrierName: string | null }>(
        `SELECT ${QUOTATION_COLUMNS}, c.name AS "carrierName"
           FROM pricing_quotations q LEFT JOIN carriers c ON c.code = q.carrier_code
          WHERE q.company_id = $1 AND ${USABLE_QUOTATION} AND ${quotationScope(auth, params)}
          ORDER BY q.valid_until DESC, q.id DESC
          LIMIT 100`,
        params,
      );
      return ok(rows);
    },
  });
};
