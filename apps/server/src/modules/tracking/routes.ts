import { PAGE_SIZES, SHIPMENT_MODES, TRACKING_STATUS_CODES } from '@tidemark/domain';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Auth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { shipments } from '../shipments/schema';
import { registerLookupRoutes } from './lookup/routes';

/** Totals are exact up to this many rows, then estimated from the planner (DESIGN "Data"). */
export const EXACT_TOTAL_CAP = 10_000;

const SORTABLE = {
  etd: shipments.etd,
  eta: shipments.eta,
  shipmentNo: shipments.shipmentNo,
} as const;

export const shipmentListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: 'validation.invalid' })
    .default(20),
  orderByColumn: z.enum(Object.keys(SORTABLE) as [keyof typeof SORTABLE]).default('etd'),
  isAsc: z.enum(['asc', 'desc', 'true', 'false']).optional(),
  status: z.coerce
    .number()
    .int()
    .refine((n) => (TRACKING_STATUS_CODES as readonly number[]).includes(n), { error: 'validation.invalid' })
    .optional(),
  mode: z.enum(SHIPMENT_MODES).optional(),
  originPort: z
    .string()
    .regex(/^[A-Z]{2}[A-Z2-9]{3}$/)
    .optional(),
  destinationPort: z
    .string()
    .regex(/^[A-Z]{2}[A-Z2-9]{3}$/)
    .optional(),
});

/** Staff see their branches' rows, customers their own company's (SPEC §6 row scope). */
export const shipmentScope = (auth: Auth): SQL => {
  if (auth.kind === 'customer') return eq(shipments.companyId, auth.companyId ?? -1);
  return inArray(shipments.branchId, auth.branchIds.length > 0 ? [...auth.branchIds] : [-1]);
};

export const registerTrackingRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'GET',
    url: '/api/tracking/shipments',
    permission: 'tracking',
    summary: 'Shipments in the caller’s scope, filtered, sorted and paged',
    tags: ['tracking'],
    query: shipmentListQuery,
    handler: async ({ req, query }) => {
      const auth = req.auth as Auth;
      const conditions: SQL[] = [shipmentScope(auth)];
      if (query.status !== undefined) conditions.push(eq(shipments.status, query.status));
      if (query.mode) conditions.push(eq(shipments.mode, query.mode));
      if (query.originPort) conditions.push(eq(shipments.originPort, query.originPort));
      if (query.destinationPort) conditions.push(eq(shipments.destinationPort, query.destinationPort));
      const where = and(...conditions);
      const ascending = query.isAsc === 'asc' || query.isAsc === 'true';
      const column = SORTABLE[query.orderByColumn];
      const direction = ascending ? asc : desc;
      const db = app.database.db;
      const rows = await db
        .select({
          id: shipments.id,
          shipmentNo: shipments.shipmentNo,
          houseBill: shipments.houseBill,
          masterBill: shipments.masterBill,
          mode: shipments.mode,
          originPort: shipments.originPort,
          destinationPort: shipments.destinationPort,
          carrierCode: shipments.carrierCode,
          vessel: shipments.vessel,
          voyage: shipments.voyage,
          flightNo: shipments.flightNo,
          etd: shipments.etd,
          eta: shipments.eta,
          status: shipments.status,
          jobStatus: shipments.jobStatus,
        })
        .from(shipments)
        .where(where)
        .orderBy(direction(column), direction(shipments.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const counted = await db.select({ n: sql<number>`count(*)::int` }).from(
        db
          .select({ one: sql`1` })
          .from(shipments)
          .where(where)
          .limit(EXACT_TOTAL_CAP + 1)
          .as('capped'),
      );
      let total = counted[0]?.n ?? 0;
      let totalExact = true;
      if (total > EXACT_TOTAL_CAP) {
        totalExact = false;
        total = await estimateRows(app, where);
      }
      return ok({ rows, total, totalExact, page: query.page, limit: query.limit });
    },
  });
  registerLookupRoutes(app);
};

/** Planner estimate for a filtered count, used past the exact cap. */
const estimateRows = async (app: FastifyInstance, where: SQL | undefined): Promise<number> => {
  const query = app.database.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(where ?? or())
    .toSQL();
  // EXPLAIN cannot take bind parameters on every driver; inline them as literals safely.
  const inlined = query.sql.replace(/\$(\d+)/g, (_m, i: string) => {
    const v = query.params[Number(i) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
  const plan = await app.database.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${inlined}`);
  const raw = plan[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.max(EXACT_TOTAL_CAP + 1, Math.round(parsed[0]?.Plan['Plan Rows'] ?? EXACT_TOTAL_CAP + 1));
};
