import type { Database } from '../src/db/database';

/**
 * The tables kept from the tracking events by triggers, and the same computed whole from the
 * events, for tests that check a load kept them right (as the migrations that made them did).
 */
/** The tracking nodes as the events make them, computed whole (as the migration that made the table did). */
export const NODES_FROM_EVENTS = `
  SELECT DISTINCT ON (e.shipment_id, e.container_id, e.leg)
         e.shipment_id, e.container_id, s.branch_id, s.company_id, e.leg, count(*) OVER w AS event_count,
         min(e.occurred_at) OVER w AS started_at, e.occurred_at AS last_at, e.id AS last_event_id, e.code AS last_code,
         e.status AS last_status, e.location AS last_location
    FROM tracking_events e JOIN shipments s ON s.id = e.shipment_id
  WINDOW w AS (PARTITION BY e.shipment_id, e.container_id, e.leg)
   ORDER BY e.shipment_id, e.container_id, e.leg, e.occurred_at DESC, e.id DESC`;
export const NODES_KEPT = `
  SELECT shipment_id, container_id, branch_id, company_id, leg, event_count, started_at, last_at, last_event_id,
         last_code, last_status, last_location FROM tracking_nodes`;

/** Each container's depot state from its latest depot event, computed whole. */
export const DEPOT_FROM_EVENTS = `
  SELECT l.container_id AS id, l.shipment_id, l.location AS depot, depot_event_state(l.code) AS state,
         l.occurred_at AS since, l.id AS event_id, l.code AS event_code
    FROM (SELECT DISTINCT ON (e.container_id) e.container_id, e.shipment_id, e.location, e.code, e.occurred_at, e.id
            FROM tracking_events e
           WHERE e.container_id IS NOT NULL AND depot_event_state(e.code) IS NOT NULL
           ORDER BY e.container_id, e.occurred_at DESC, e.id DESC) l
   WHERE depot_event_state(l.code) IN ('on_hand', 'out')`;

export const DEPOT_KEPT = 'SELECT id, shipment_id, depot, state, since, event_id, event_code FROM depot_containers';

/** The number of rows a query returns. */
export const count = async (database: Database, sql: string) =>
  Number((await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`))[0]?.n);
