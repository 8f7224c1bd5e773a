import type { Language } from '@tidemark/domain';
import { translate } from '@tidemark/domain';
import type {
  CustomerShipmentRow,
  CustomerShipmentTracking,
  LookupAnswer,
  NumberResult,
  ShipmentTracking,
} from '@tidemark/domain/tracking/lookup';
import { trackingStatusKey } from '@tidemark/domain/tracking/lookup';
import {
  type ClassifiedNumber,
  MAX_LOOKUP_NUMBERS,
  normalizeFbaId,
  normalizeTruckPlate,
  parseTrackingNumbers,
} from '@tidemark/domain/tracking/numbers';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { rowScope } from '../../../engine/scope';
import { params } from '../../../engine/sql';
import type { Auth } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { AppError } from '../../../http/errors';
import { route } from '../../../http/route';
import { presentShipment } from './present';
import {
  findShipments,
  type LookupScope,
  loadCustomerFields,
  loadShipments,
  matchColumn,
  matchNumbers,
  type SearchLists,
  type ShipmentDetailRow,
} from './queries';

/**
 * Public lookups per client address and minute, so the numbers cannot be scraped: one budget for
 * the three lookups, whether the browser asks the API or a tracking page is rendered on the server.
 */
export const LOOKUP_RATE_PER_MINUTE = 30;
const LOOKUP_BUCKET = 'public-tracking-lookup';

const lookupQuery = z.object({ no: z.string().trim().min(1).max(2000) });
const plateQuery = z.object({ plate: z.string().trim().min(2).max(20) });
const fbaQuery = z.object({ id: z.string().trim().min(4).max(40) });
const myListQuery = z.object({
  no: z.string().trim().max(2000).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const myDetailQuery = z.object({ shipmentNo: z.string().trim().min(1).max(35) });

const scopeOf = (auth: Auth): LookupScope =>
  auth.kind === 'customer'
    ? { kind: 'company', companyId: auth.companyId ?? -1 }
    : { kind: 'branches', branchIds: auth.branchIds };

const tooMany = () => new AppError(400, 'site.tracking.errors.tooMany', { max: MAX_LOOKUP_NUMBERS });

/** Splits the typed numbers into the lists each index is searched with. */
export const searchLists = (numbers: readonly ClassifiedNumber[]): SearchLists => {
  const containers: string[] = [];
  const masterBills: string[] = [];
  const references: string[] = [];
  for (const n of numbers) {
    if (n.kind === 'container') containers.push(n.normalized);
    else if (n.kind === 'airWaybill') {
      masterBills.push(n.normalized);
      references.push(n.normalized);
    } else if (n.kind !== 'invalid') {
      masterBills.push(n.normalized);
      references.push(n.normalized);
    }
  }
  return { containers, masterBills, references };
};

/** The typed numbers, classified; a 400 when there are none or too many. */
const typedNumbers = (text: string): ClassifiedNumber[] => {
  const parsed = parseTrackingNumbers(text);
  if (!parsed.ok) {
    if (parsed.reason === 'tooMany') throw tooMany();
    throw new AppError(400, 'site.tracking.errors.empty');
  }
  return parsed.numbers;
};

/**
 * Whether a shipment is one a number finds: a container number among its containers, any
 * other number as its master bill, house bill, booking or shipment number (as LOOKUP_SQL searches).
 */
const finds = (n: ClassifiedNumber, row: ShipmentDetailRow): boolean => {
  if (n.kind === 'invalid') return false;
  if (n.kind === 'container') return row.containers.some((c) => c.containerNo === n.normalized);
  return (
    row.masterBill === n.normalized ||
    row.houseBill === n.normalized ||
    row.bookingNo === n.normalized ||
    row.shipmentNo === n.normalized
  );
};

/** Looks up to 20 numbers and answers per number, in the order typed. */
export const lookupNumbers = async (
  database: Database,
  text: string,
  scope: LookupScope,
): Promise<{ numbers: ClassifiedNumber[]; ids: Map<string, number[]> }> => {
  const numbers = typedNumbers(text);
  const matches = await matchNumbers(database, searchLists(numbers), scope);
  const ids = new Map<string, number[]>();
  for (const m of matches) {
    const list = ids.get(m.key) ?? [];
    if (!list.includes(m.shipmentId)) list.push(m.shipmentId);
    ids.set(m.key, list);
  }
  return { numbers, ids };
};

const presentAll = async (database: Database, ids: readonly number[], lang: Language) => {
  const rows = await loadShipments(database, ids);
  const now = Date.now();
  return new Map(rows.map((r) => [r.id, presentShipment(r, lang, now)]));
};

const numberResult = (n: ClassifiedNumber, shipments: ShipmentTracking[], lang: Language): NumberResult => {
  const notice =
    n.checkDigitValid === false
      ? translate(lang, 'site.tracking.errors.checkDigit', { digit: n.expectedCheckDigit ?? '' })
      : n.kind === 'invalid'
        ? translate(lang, 'site.tracking.errors.invalid')
        : undefined;
  return {
    input: n.input,
    normalized: n.normalized,
    kind: n.kind,
    ...(n.checkDigitValid !== undefined ? { checkDigitValid: n.checkDigitValid } : {}),
    ...(notice ? { notice } : {}),
    ...(shipments.length === 0 ? { message: translate(lang, 'messages.noResult') } : {}),
    shipments,
  };
};

const singleAnswer = async (
  database: Database,
  input: string,
  normalized: string,
  ids: number[],
  lang: Language,
): Promise<LookupAnswer> => {
  const shown = await presentAll(database, ids, lang);
  const shipments = ids.flatMap((id) => shown.get(id) ?? []);
  return {
    results: [
      {
        input,
        normalized,
        kind: 'shipment',
        shipments,
        ...(shipments.length === 0 ? { message: translate(lang, 'messages.noResult') } : {}),
      },
    ],
  };
};

export const registerLookupRoutes = (app: FastifyInstance): void => {
  const database = () => app.database;

  route(app, {
    method: 'GET',
    url: '/api/tracking/lookup',
    permission: 'public',
    summary: 'Public tracking: up to 20 container, bill, booking, shipment or air waybill numbers',
    tags: ['tracking'],
    query: lookupQuery,
    rateLimitPerMinute: LOOKUP_RATE_PER_MINUTE,
    rateLimitBucket: LOOKUP_BUCKET,
    handler: async ({ query, lang }) => {
      const numbers = typedNumbers(query.no);
      // One statement finds and reads every shipment; each is presented once, however many numbers find it.
      const rows = await findShipments(database(), searchLists(numbers), { kind: 'public' });
      const now = Date.now();
      const shown = new Map<ShipmentDetailRow, ShipmentTracking>();
      const present = (row: ShipmentDetailRow) => {
        let view = shown.get(row);
        if (!view) {
          view = presentShipment(row, lang, now);
          shown.set(row, view);
        }
        return view;
      };
      const results = numbers.map((n) => numberResult(n, rows.filter((r) => finds(n, r)).map(present), lang));
      return ok<LookupAnswer>({ results });
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/tracking/lookup-plate',
    permission: 'public',
    summary: 'Public tracking of road shipments by truck plate',
    tags: ['tracking'],
    query: plateQuery,
    rateLimitPerMinute: LOOKUP_RATE_PER_MINUTE,
    rateLimitBucket: LOOKUP_BUCKET,
    handler: async ({ query, lang }) => {
      const plate = normalizeTruckPlate(query.plate);
      const ids = await matchColumn(database(), 'truck_plate', plate, { kind: 'public' });
      return ok<LookupAnswer>(await singleAnswer(database(), query.plate, plate, ids, lang));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/tracking/lookup-fba',
    permission: 'public',
    summary: 'Public tracking of eCommerce shipments by FBA shipment id or reference',
    tags: ['tracking'],
    query: fbaQuery,
    rateLimitPerMinute: LOOKUP_RATE_PER_MINUTE,
    rateLimitBucket: LOOKUP_BUCKET,
    handler: async ({ query, lang }) => {
      const id = normalizeFbaId(query.id);
      let ids = await matchColumn(database(), 'fba_shipment_id', id, { kind: 'public' });
      if (ids.length === 0) ids = await matchColumn(database(), 'fba_reference', id, { kind: 'public' });
      return ok<LookupAnswer>(await singleAnswer(database(), query.id, id, ids, lang));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/tracking/my-shipments',
    // Shipments with their customers' details: for those who hold the shipment tracking page.
    permission: 'tracking',
    summary: 'The signed-in customer’s shipments (staff: their branches), newest first, searchable by number',
    tags: ['tracking'],
    query: myListQuery,
    handler: async ({ auth, query, lang }) => {
      const scope = scopeOf(auth);
      const limit = 20;
      let rows: CustomerShipmentRow[];
      if (query.no) {
        const { ids } = await lookupNumbers(database(), query.no, scope);
        rows = listRows(await loadShipments(database(), [...new Set([...ids.values()].flat())].slice(0, limit)), lang);
      } else {
        const p = params();
        const visible = rowScope(auth, { branch: 's.branch_id', company: 's.company_id' })?.(p.add) ?? 'TRUE';
        const found = await database().query<{ id: number }>(
          `SELECT s.id FROM shipments s WHERE ${visible}
            ORDER BY s.etd DESC, s.id DESC LIMIT ${p.add(limit + 1)} OFFSET ${p.add((query.page - 1) * limit)}`,
          p.values,
        );
        const ids = found.slice(0, limit).map((r) => r.id);
        rows = listRows(await loadShipments(database(), ids), lang);
        return ok({ rows, page: query.page, hasMore: found.length > limit });
      }
      return ok({ rows, page: 1, hasMore: false });
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/tracking/my-shipment',
    permission: 'tracking',
    summary: 'One shipment in full for the signed-in customer (their own company only)',
    tags: ['tracking'],
    query: myDetailQuery,
    handler: async ({ auth, query, lang }) => {
      const scope = scopeOf(auth);
      const matches = await matchNumbers(
        database(),
        { containers: [], masterBills: [], references: [query.shipmentNo.toUpperCase()] },
        scope,
      );
      const id = matches.find((m) => m.field === 'shipment_no')?.shipmentId;
      if (id === undefined) throw new AppError(404, 'site.tracking.pages.user.notFound');
      const [row] = await loadShipments(database(), [id]);
      const customer = (await loadCustomerFields(database(), [id])).get(id);
      if (!row || !customer) throw new AppError(404, 'site.tracking.pages.user.notFound');
      const detail: CustomerShipmentTracking = {
        ...presentShipment(row, lang, Date.now()),
        customer: { name: customer.name, city: customer.city, country: customer.country },
        incoterm: customer.incoterm,
      };
      return ok(detail);
    },
  });
};

const listRows = (rows: Awaited<ReturnType<typeof loadShipments>>, lang: Language): CustomerShipmentRow[] =>
  rows.map((r) => ({
    shipmentNo: r.shipmentNo,
    houseBill: r.houseBill,
    masterBill: r.masterBill,
    mode: r.mode,
    origin: r.originPort,
    destination: r.destinationPort,
    etd: new Date(r.etd).toISOString(),
    eta: new Date(r.eta).toISOString(),
    status: r.status,
    statusLabel: translate(lang, trackingStatusKey(r.status)),
  }));
