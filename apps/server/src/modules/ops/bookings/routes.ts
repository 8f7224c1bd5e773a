import { pageByUrl } from '@tidemark/domain';
import { editRefusal } from '@tidemark/domain/ops/bookings/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditIn, inTransaction } from '../../../engine/transaction';
import { loadRecords } from '../../../engine/write';
import { ok } from '../../../http/envelope';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { idField, optionalIdField } from '../../../http/fields';
import { route } from '../../../http/route';
import { bookingServerResource, nextBookingNo } from './resources';

/** The booking forms a copy is made from: the new draft is of the same desk. */
const FORM_PAGES = ['bookingSea', 'bookingAir'] as const;

const copyBody = z.object({ view: z.enum(FORM_PAGES), id: idField });
/** Every page a booking is edited on. */
const EDIT_PAGES = ['bookingSea', 'bookingAir', 'mainBooking', 'pendingBooking'] as const;
const fillRatesBody = z.object({ view: z.enum(EDIT_PAGES), id: idField });
const importBody = z.object({ branchId: optionalIdField });

/** What a copy keeps: the parties, cargo, ports, carrier and terms; not the sailing, the dates or the shipment. */
const COPIED_COLUMNS = [
  'mode',
  'load_type',
  'branch_id',
  'company_id',
  'customer_ref',
  ...['shipper', 'consignee', 'notify'].flatMap((p) =>
    ['name', 'address', 'country', 'city', 'phone', 'fax', 'email'].map((f) => `${p}_${f}`),
  ),
  'origin_port',
  'destination_port',
  'carrier_code',
  'marks',
  'packages',
  'package_type',
  'gross_weight_kg',
  'volume_cbm',
  'goods_description',
  'hs_code',
  'freight_term',
  'payment_term',
  'incoterm',
  'contract_no',
  'service_type',
  'customs_service',
  'insurance_service',
  'remarks',
];

/**
 * The booking desk's calls beyond the generic endpoints: a copy of a booking as a new draft, and
 * the web's air booking requests imported as drafts for the pending desk.
 */
export const registerBookingRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/ops/bookings/copy',
    permission: 'session',
    sessionReason: 'The booking form named in the request decides: the caller must hold its create action.',
    summary: 'Copies a booking the caller sees into a new draft with a new number (parties, cargo, ports, terms)',
    tags: ['ops'],
    body: copyBody,
    handler: async ({ auth, body, t }) => {
      if (!auth.permissions.has(body.view) || !auth.permissions.has(`${body.view}:create`)) throw forbidden();
      const mode = body.view === 'bookingSea' ? 'SEA' : 'AIR';
      const saved = await inTransaction(app, async (query) => {
        const res = { ...bookingServerResource, fixed: { mode } };
        const [source] = await loadRecords(query, res, auth, [body.id]);
        if (!source) throw notFound();
        const bookingNo = await nextBookingNo(query);
        const [row] = await query<{ id: number; version: number }>(
          `INSERT INTO bookings (booking_no, status, copied_from_id, ${COPIED_COLUMNS.join(', ')})
           SELECT $2, 'draft', id, ${COPIED_COLUMNS.join(', ')} FROM bookings WHERE id = $1
           RETURNING id, version`,
          [body.id, bookingNo],
        );
        if (!row) throw notFound();
        // Container types and packing travel with the copy; numbers, seals and dates belong to the old sailing.
        await query(
          `INSERT INTO booking_containers (booking_id, iso_type, gross_kg)
           SELECT $2, iso_type, gross_kg FROM booking_containers WHERE booking_id = $1 ORDER BY id`,
          [body.id, row.id],
        );
        await query(
          `INSERT INTO booking_packing (booking_id, packages, package_type, length_cm, width_cm, height_cm, gross_kg)
           SELECT $2, packages, package_type, length_cm, width_cm, height_cm, gross_kg
             FROM booking_packing WHERE booking_id = $1 ORDER BY id`,
          [body.id, row.id],
        );
        await query(
          `INSERT INTO booking_legs (booking_id, seq, mode, from_code, to_code, carrier_code)
           SELECT $2, seq, mode, from_code, to_code, carrier_code FROM booking_legs WHERE booking_id = $1`,
          [body.id, row.id],
        );
        await query(
          `INSERT INTO booking_rates (booking_id, charge_code, description, unit, quantity, currency, amount)
           SELECT $2, charge_code, description, unit, quantity, currency, amount FROM booking_rates WHERE booking_id = $1`,
          [body.id, row.id],
        );
        await auditIn(query, {
          entity: 'booking',
          entityId: row.id,
          action: 'copy',
          userId: auth.userId,
          changes: { copiedFrom: source.bookingNo, bookingNo },
        });
        return { id: row.id, version: row.version, bookingNo };
      });
      return ok(saved, t('ops.bookings.screen.copied', { bookingNo: saved.bookingNo }));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/ops/bookings/rates-from-quotation',
    permission: 'session',
    sessionReason: 'The booking page named in the request decides: the caller must hold its edit action.',
    summary: "Replaces an open booking's rates with the charge lines of the quotation it names",
    tags: ['ops'],
    body: fillRatesBody,
    handler: async ({ auth, body, t }) => {
      if (!auth.permissions.has(body.view) || !auth.permissions.has(`${body.view}:edit`)) throw forbidden();
      const filled = await inTransaction(app, async (query) => {
        const res = { ...bookingServerResource, fixed: pageByUrl(body.view)?.fixed };
        const [booking] = await loadRecords(query, res, auth, [body.id], true);
        if (!booking) throw notFound();
        const refusal = editRefusal(auth.kind === 'customer' ? 'customer' : 'staff', String(booking.status));
        if (refusal) throw badRequest(refusal);
        if (!booking.quotationId) throw badRequest('pricing.checks.errors.noQuotation');
        await query('DELETE FROM booking_rates WHERE booking_id = $1', [body.id]);
        // A line charged at its minimum keeps its amount as one lump sum, so the totals agree.
        const lines = await query<{ id: number }>(
          `INSERT INTO booking_rates (booking_id, charge_code, description, unit, quantity, currency, amount)
           SELECT $1, l.charge_code, left(coalesce(l.description, l.charge_code), 100),
                  CASE WHEN l.amount = round(l.rate * l.quantity, 4) THEN l.unit ELSE 'shipment' END,
                  CASE WHEN l.amount = round(l.rate * l.quantity, 4) THEN l.quantity ELSE 1 END,
                  l.currency,
                  CASE WHEN l.amount = round(l.rate * l.quantity, 4) THEN l.rate ELSE l.amount END
             FROM pricing_quotation_lines l
            WHERE l.quotation_id = $2
            ORDER BY l.id
           RETURNING id`,
          [body.id, booking.quotationId],
        );
        if (lines.length === 0) throw badRequest('pricing.checks.errors.noLines');
        await query('UPDATE bookings SET version = version + 1, updated_at = now() WHERE id = $1', [body.id]);
        await auditIn(query, {
          entity: 'booking',
          entityId: body.id,
          action: 'ratesFromQuotation',
          userId: auth.userId,
          changes: { quotationNo: booking.quotationNo, rates: lines.length },
        });
        return { count: lines.length, quotationNo: String(booking.quotationNo) };
      });
      return ok(filled, t('pricing.checks.screen.filled', filled));
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/ops/bookings/import-requests',
    permission: 'pendingBooking:edit',
    summary: 'Turns the air booking requests sent from the public site into drafts for the pending desk, each once',
    tags: ['ops'],
    body: importBody,
    handler: async ({ auth, body, t }) => {
      if (auth.kind === 'customer') throw forbidden();
      const branchId = body.branchId ?? auth.branchIds[0];
      if (branchId === undefined || !auth.branchIds.includes(branchId)) {
        throw badRequest('ops.bookings.errors.noBranch', { branchId: 'ops.bookings.errors.noBranch' });
      }
      const imported = await inTransaction(app, async (query) => {
        // One statement: the drafts, their packing lines and the requests taken into work; a request
        // already imported (the unique inquiry_id) is left alone, so importing twice makes nothing new.
        const rows = await query<{ id: number }>(
          `WITH waiting AS (
             SELECT i.* FROM inquiries i
              WHERE i.kind = 'airBooking' AND i.status IN ('new', 'in_progress')
                AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.inquiry_id = i.id)
              ORDER BY i.id
              LIMIT 200
              FOR UPDATE OF i
           ), drafts AS (
             INSERT INTO bookings (booking_no, mode, load_type, status, branch_id, company_id, inquiry_id,
                                   shipper_name, shipper_email, shipper_phone, consignee_name, origin_port,
                                   destination_port, etd, packages, package_type, gross_weight_kg, volume_cbm,
                                   goods_description, remarks)
             SELECT 'BK' || to_char(now(), 'YY') || lpad(nextval('booking_no_seq')::text, 8, '0'), 'AIR', 'AIR', 'draft',
                    $1, (SELECT c.id FROM companies c WHERE lower(c.name) = lower(w.company) ORDER BY c.id LIMIT 1),
                    w.id, w.details->>'shipper', w.email, w.phone, w.details->>'consignee',
                    (SELECT p.unlocode FROM ports p WHERE p.kind = 'air' AND p.iata = w.details->>'origin' LIMIT 1),
                    (SELECT p.unlocode FROM ports p WHERE p.kind = 'air' AND p.iata = w.details->>'destination' LIMIT 1),
                    ((w.details->>'flightDate') || 'T00:00:00Z')::timestamptz,
                    (w.details->>'pieces')::int, 'PCS', (w.details->>'grossWeight')::numeric,
                    round((w.details->>'pieces')::numeric * (w.details->>'length')::numeric
                          * (w.details->>'width')::numeric * (w.details->>'height')::numeric / 1000000, 3),
                    concat_ws(' ', w.details->>'commodity', nullif(w.details->>'unNumber', '')),
                    w.reference || ': ' || w.sender_name
               FROM waiting w
             ON CONFLICT (inquiry_id) DO NOTHING
             RETURNING id, inquiry_id
           ), packing AS (
             INSERT INTO booking_packing (booking_id, packages, package_type, length_cm, width_cm, height_cm, gross_kg)
             SELECT d.id, (w.details->>'pieces')::int, 'PCS', (w.details->>'length')::int, (w.details->>'width')::int,
                    (w.details->>'height')::int, (w.details->>'grossWeight')::numeric
               FROM drafts d JOIN waiting w ON w.id = d.inquiry_id
           ), taken AS (
             UPDATE inquiries i SET status = 'in_progress' FROM drafts d WHERE i.id = d.inquiry_id AND i.status = 'new'
           )
           SELECT id FROM drafts`,
          [branchId],
        );
        for (const row of rows) {
          await auditIn(query, {
            entity: 'booking',
            entityId: row.id,
            action: 'import',
            userId: auth.userId,
            changes: {},
          });
        }
        return rows.length;
      });
      return ok({ imported }, t('ops.bookings.screen.imported', { count: imported }));
    },
  });
};
