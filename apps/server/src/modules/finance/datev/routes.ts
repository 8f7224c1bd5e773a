import { Readable } from 'node:stream';
import {
  type DatevBooking,
  datevColumnLine,
  datevHeader,
  datevRow,
  windows1252,
} from '@tidemark/domain/finance/invoices/index';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import type { Auth } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import { route } from '../../../http/route';

/** Invoices read per statement: the export holds one batch at a time, whatever the period's size. */
export const DATEV_BATCH = 2000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const datevQuery = z.object({
  from: z.string().regex(DATE, 'validation.invalid'),
  to: z.string().regex(DATE, 'validation.invalid'),
  consultant: z.coerce.number().int().min(1001).max(9_999_999).default(1001),
  client: z.coerce.number().int().min(1).max(99_999).default(1),
});

/** The customer's receivable account (Debitor, five digits with four-digit ledger accounts). */
export const debtorAccount = (companyId: number): string => String(10000 + (companyId % 60000));

/** Revenue accounts of SKR03: taxed revenue (8400) and tax-free revenue such as international freight (8100). */
export const revenueAccount = (tax: string): string => (/^-?0+(\.0+)?$/.test(tax) ? '8100' : '8400');

type Row = {
  id: number;
  invoice_no: string;
  invoice_date: string;
  due_date: string;
  currency: string;
  total_amount: string;
  tax_amount: string;
  company_id: number;
  company_name: string;
  shipment_no: string;
};

/**
 * The period's invoices and debit notes of the caller's branches as DATEV booking lines, read in
 * batches of DATEV_BATCH by (date, id) so memory stays flat however many there are.
 */
async function* bookingLines(database: Database, auth: Auth, from: string, to: string): AsyncGenerator<string> {
  let after: { date: string; id: number } = { date: '0001-01-01', id: 0 };
  for (;;) {
    const rows = await database.query<Row>(
      `SELECT i.id, i.invoice_no, i.invoice_date::text, i.due_date::text, i.currency, i.total_amount::text,
              i.tax_amount::text, i.company_id, c.name AS company_name, i.shipment_no
         FROM invoices i JOIN companies c ON c.id = i.company_id
        WHERE i.invoice_date BETWEEN $1::date AND $2::date AND i.branch_id = ANY($3::int[])
          AND (i.invoice_date, i.id) > ($4::date, $5::int)
        ORDER BY i.invoice_date, i.id
        LIMIT ${DATEV_BATCH}`,
      [from, to, [...auth.branchIds], after.date, after.id],
    );
    for (const r of rows) {
      const booking: DatevBooking = {
        total: r.total_amount,
        currency: r.currency,
        account: debtorAccount(r.company_id),
        contraAccount: revenueAccount(r.tax_amount),
        date: r.invoice_date,
        documentNo: r.invoice_no,
        text: `${r.shipment_no} ${r.company_name}`,
        dueDate: r.due_date,
      };
      yield datevRow(booking);
    }
    const last = rows[rows.length - 1];
    if (!last || rows.length < DATEV_BATCH) return;
    after = { date: last.invoice_date, id: last.id };
  }
}

/** The whole file as Windows-1252 chunks: header, column names, then the bookings, each line CRLF. */
export async function* datevFile(
  database: Database,
  auth: Auth,
  batch: { from: string; to: string; consultant: number; client: number; createdAt: Date },
): AsyncGenerator<Uint8Array> {
  const head = datevHeader({
    consultant: batch.consultant,
    client: batch.client,
    fiscalYearStart: `${batch.from.slice(0, 4)}-01-01`,
    accountLength: 4,
    from: batch.from,
    to: batch.to,
    label: `Rechnungen ${batch.from.slice(0, 7)}`,
    initials: '',
    currency: 'EUR',
    exportedBy: auth.userName,
    createdAt: batch.createdAt,
  });
  yield windows1252(`${head}\r\n${datevColumnLine()}\r\n`);
  let chunk: string[] = [];
  for await (const line of bookingLines(database, auth, batch.from, batch.to)) {
    chunk.push(line);
    if (chunk.length === 500) {
      yield windows1252(`${chunk.join('\r\n')}\r\n`);
      chunk = [];
    }
  }
  if (chunk.length > 0) yield windows1252(`${chunk.join('\r\n')}\r\n`);
}

export const registerDatevRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'GET',
    url: '/api/finance/datev/export',
    permission: 'datev:download',
    summary:
      'The period’s tax invoices and debit notes of the caller’s branches as a DATEV EXTF booking batch (format 700, category 21), streamed',
    tags: ['finance'],
    query: datevQuery,
    handler: async ({ auth, query, reply }) => {
      const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
      if (Number.isNaN(days) || days < 0 || days > 366) {
        throw new AppError(400, 'finance.invoices.errors.period', undefined, { to: 'finance.invoices.errors.period' });
      }
      const name = `EXTF_Buchungsstapel_${query.from.replaceAll('-', '')}_${query.to.replaceAll('-', '')}.csv`;
      reply
        .header('content-type', 'text/csv; charset=windows-1252')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store');
      return reply.send(Readable.from(datevFile(app.database, auth, { ...query, createdAt: new Date() })));
    },
  });
};
