import { QUICK_FILTER_DAYS } from '@tidemark/domain/tracking/desk/quick-filters';
import { shipmentResource, trackingContainerResource } from '@tidemark/domain/tracking/desk/resources';
import type { ServerResource } from '../../../engine/resource';
import { CURRENT_LEG_SQL } from './sql';

/** ETD within the last `days` days, and not in the future. */
const etdWithin = (days: number) => `(t.etd >= now() - interval '${days} days' AND t.etd <= now())`;
/*
 * Pending DO dispatch and the LFD select few shipments, and mostly not the newest, so walking
 * the ETD index to find them would read most of it. Each also compares a CASE expression that
 * the migration indexes and keeps statistics on (20261125_1020): the planner then knows how few
 * they are and reads them from that index before ordering them, for the list as for its count.
 * (Unless sorted by a column, the LFD list is in last-free-day order: routes.ts.)
 */

/** Arrived, not out-gated, and arrived more than `days` days ago (pending DO dispatch). */
const awaitingOutGate = (days: number) => `(t.status IN (2, 3) AND t.ata < now() - interval '${days} days'
  AND (CASE WHEN t.status IN (2, 3) THEN t.ata END) < now() - interval '${days} days')`;

/** Three days or fewer left, or already passed, and the container is still in: before the out-gate. */
const lfdDue = (days: number) => `(t.status IN (0, 1, 2, 3) AND t.last_free_day <= current_date + ${days}
  AND (CASE WHEN t.status IN (0, 1, 2, 3) THEN t.last_free_day END) <= current_date + ${days})`;

/**
 * The SPEC §9 quick filters as SQL conditions on the shipment (alias t). They are the columns of
 * yes/no fields, so the engine's exact filter (`= true`) applies them and the planner reduces
 * that to the condition itself, which the migrations' indexes serve.
 */
export const QUICK_FILTER_SQL = {
  inLast5Weeks: etdWithin(QUICK_FILTER_DAYS.week5),
  inLast7Weeks: etdWithin(QUICK_FILTER_DAYS.week7),
  pendingDo10d: awaitingOutGate(QUICK_FILTER_DAYS.pending_do_10d),
  pendingDo21d: awaitingOutGate(QUICK_FILTER_DAYS.pending_do_21d),
  lfdDue: lfdDue(QUICK_FILTER_DAYS.lfd),
} as const;

/*
 * The shipments due under the LFD filter are found first, from their own index, and only then
 * ordered: otherwise, sorted by ETD, the planner walks the ETD index expecting due shipments
 * among the newest, when they are weeks old, and reads a hundred thousand rows for one page.
 * The list of ids is computed once per statement (an init plan); the column keeps the plain
 * condition, which a row at a time evaluates cheaply.
 */
const LFD_DUE_IDS = `t.id = ANY (ARRAY(SELECT d.id FROM shipments d
  WHERE d.status IN (0, 1, 2, 3) AND (CASE WHEN d.status IN (0, 1, 2, 3) THEN d.last_free_day END)
    <= current_date + ${QUICK_FILTER_DAYS.lfd}))`;

/** The quick filters as the list filters by them: the conditions above, LFD by its ids. */
export const QUICK_FILTER_CONDITIONS: Readonly<Record<keyof typeof QUICK_FILTER_SQL, string>> = {
  ...QUICK_FILTER_SQL,
  lfdDue: `(${LFD_DUE_IDS})`,
};

/**
 * As a column, the quick filter shows the narrowest one the shipment falls under. As a filter
 * it never compares with this value: the desk's routes turn it into the chosen condition first
 * (routes.ts), since a shipment of the last 5 weeks is also one of the last 7.
 */
const QUICK_FILTER_COLUMN = `(CASE WHEN ${QUICK_FILTER_SQL.lfdDue} THEN 'lfd'
  WHEN ${QUICK_FILTER_SQL.pendingDo21d} THEN 'pending_do_21d' WHEN ${QUICK_FILTER_SQL.pendingDo10d} THEN 'pending_do_10d'
  WHEN ${QUICK_FILTER_SQL.inLast5Weeks} THEN 'week5' WHEN ${QUICK_FILTER_SQL.inLast7Weeks} THEN 'week7' END)`;

export const shipmentServerResource: ServerResource = {
  def: shipmentResource,
  table: 'shipments',
  // A left join on a unique key: a count that does not use it drops it.
  from: 'shipments t LEFT JOIN companies c ON c.id = t.company_id',
  columns: {
    quickFilter: QUICK_FILTER_COLUMN,
    currentLeg: CURRENT_LEG_SQL,
    lfdDaysLeft: '(t.last_free_day - current_date)',
    companyCode: 'c.code',
    companyName: 'c.name',
    ...QUICK_FILTER_SQL,
  },
  filterColumns: { lfdDue: QUICK_FILTER_CONDITIONS.lfdDue },
  scope: 'branch',
  scopeColumns: { branch: 't.branch_id', company: 't.company_id' },
};

export const trackingContainerServerResource: ServerResource = {
  def: trackingContainerResource,
  table: 'containers',
  from: `containers t
    JOIN shipments s ON s.id = t.shipment_id
    LEFT JOIN companies c ON c.id = s.company_id`,
  columns: {
    shipmentNo: 's.shipment_no',
    missingSeal: '(t.seal_no IS NULL)',
    missingVgm: '(t.vgm_kg IS NULL)',
    missingData: '(t.seal_no IS NULL OR t.vgm_kg IS NULL)',
    status: 's.status',
    originPort: 's.origin_port',
    destinationPort: 's.destination_port',
    carrierCode: 's.carrier_code',
    etd: 's.etd',
    companyName: 'c.name',
    branchId: 's.branch_id',
  },
  scope: 'branch',
  scopeColumns: { branch: 's.branch_id', company: 's.company_id' },
};

export const TRACKING_DESK_SERVER_RESOURCES: readonly ServerResource[] = [
  shipmentServerResource,
  trackingContainerServerResource,
];
