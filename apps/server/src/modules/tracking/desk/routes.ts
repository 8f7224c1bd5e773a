import { averagesSchema, bulkLookupSchema, lfdSchema, qualitySchema } from '@tidemark/domain/tracking/desk/analysis';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { guarded } from '../../../engine/routes';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { laneAverages, legAverages, legCounts, lfdControl } from './analyses';
import { findNumbers } from './numbers';
import { qualityCheck } from './quality';

/**
 * The portal tracking desk: the shipment and container lists on the engine, and the desk's own
 * reads (bulk lookup, data checks, leg counts, LFD control, transit-time analyses). Every read
 * keeps to the caller's row scope; each needs the page it serves.
 */
export const registerTrackingDeskRoutes = (app: FastifyInstance): void => {
  route(app, {
    method: 'POST',
    url: '/api/tracking/desk/numbers',
    permission: 'findTrackingNoList',
    summary: 'Pasted shipment, bill, booking or container numbers: found or not, with the shipments in scope',
    tags: ['tracking'],
    body: bulkLookupSchema,
    handler: async ({ auth, body }) => ok(await findNumbers(app.database, auth, body.numbers)),
  });

  route(app, {
    method: 'POST',
    url: '/api/tracking/desk/quality',
    permission: 'checkTracking',
    summary: 'Tracking data check: shipments without events for N days, or with events out of order',
    tags: ['tracking'],
    body: qualitySchema,
    handler: async ({ auth, body }) => ok(await qualityCheck(app.database, auth, body)),
  });

  route(app, {
    method: 'POST',
    url: '/api/tracking/desk/legs',
    permission: 'LegTracking',
    summary:
      "Shipments under way by their current leg (first mile, in transit, last mile), under the LegTracking list's own filters (f_<field>)",
    tags: ['tracking'],
    body: z.looseObject({}),
    handler: guarded(async ({ auth, body }) => ok(await legCounts(app.database, auth, body))),
  });

  route(app, {
    method: 'POST',
    url: '/api/tracking/desk/lfd',
    permission: 'LFDControl',
    summary: 'Containers before the out-gate by days left to their last free day, with counts per bucket',
    tags: ['tracking'],
    body: lfdSchema,
    handler: async ({ auth, body }) => ok(await lfdControl(app.database, auth, body)),
  });

  route(app, {
    method: 'POST',
    url: '/api/tracking/desk/laneAverages',
    permission: 'TrackingAverageDay',
    summary: 'Transit days per lane (average, min, max, P10, P90, standard deviation) over a departure period',
    tags: ['tracking'],
    body: averagesSchema,
    handler: async ({ auth, body }) => ok(await laneAverages(app.database, auth, body)),
  });

  route(app, {
    method: 'POST',
    url: '/api/tracking/desk/legAverages',
    permission: 'LegAverageDay',
    summary: 'Days per leg (average, min, max, P10, P90, standard deviation) over a departure period',
    tags: ['tracking'],
    body: averagesSchema,
    handler: async ({ auth, body }) => ok(await legAverages(app.database, auth, body)),
  });
};
