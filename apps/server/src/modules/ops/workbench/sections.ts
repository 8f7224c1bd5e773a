import { TRACKING_STATUS } from '@tidemark/domain';
import {
  type BookingCheck,
  checklistLabelKey,
  missingItems,
  PENDING_DESK_STATUSES,
} from '@tidemark/domain/ops/bookings/index';
import { VGM_CUTOFF_HOURS } from '@tidemark/domain/ops/cargo/rules';
import {
  WORKBENCH_LFD_DAYS,
  WORKBENCH_ROWS,
  WORKBENCH_SECTIONS,
  WORKBENCH_VGM_DAYS,
  type WorkbenchItem,
  type WorkbenchKey,
  type WorkbenchSection,
} from '@tidemark/domain/ops/workbench/sections';
import type { Database } from '../../../db/database';
import type { Auth } from '../../../http/auth';
import { vgmMissedCutoffSql } from '../cargo';

/**
 * One list of the bench: rows of the caller's branches ($1), as id, number, detail and due (the
 * order they are worked in), with the count of all of them in `total`.
 */
type SectionQuery = { page: string; sql: string };

/** A booking opens on the booking form of its mode. */
const BOOKING_PAGE = `CASE b.mode WHEN 'AIR' THEN 'bookingAir' ELSE 'bookingSea' END`;
/** Open bookings read for their checklist at most, nearest departure first. */
export const WORKBENCH_CHECKLIST_SCAN = 1_000;

const withTotal = (select: string, from: string, order: string) =>
  `SELECT ${select}, count(*) OVER ()::int AS total FROM ${from} ORDER BY ${order} LIMIT ${WORKBENCH_ROWS}`;

/** The sections' queries; a section whose records do not exist yet is absent here and not shown. */
export const SECTION_QUERIES: Partial<Record<WorkbenchKey, SectionQuery>> = {
  bookingsToConfirm: {
    page: 'bookingSea',
    sql: withTotal(
      `b.id, ${BOOKING_PAGE} AS page, b.booking_no AS number,
       coalesce(b.origin_port, '?') || ' → ' || coalesce(b.destination_port, '?') AS detail,
       'booking_status' AS dict, b.status AS state,
       b.etd AS due`,
      `bookings b WHERE b.branch_id = ANY($1::int[]) AND b.status = ANY(ARRAY[${PENDING_DESK_STATUSES.map((x) => `'${x}'`).join(', ')}])`,
      'b.etd ASC NULLS LAST, b.id ASC',
    ),
  },
  vgmMissed: {
    // The shipment's tracking detail: its containers, seals and VGM are worked from there.
    page: 'tracking',
    sql: withTotal(
      `s.id, k.container_no AS number, s.shipment_no || ' · ' || s.origin_port || ' → ' || s.destination_port AS detail,
       s.etd - interval '${VGM_CUTOFF_HOURS} hours' AS due`,
      `containers k JOIN shipments s ON s.id = k.shipment_id
        WHERE s.branch_id = ANY($1::int[]) AND s.mode IN ('FCL', 'LCL')
          AND s.etd >= now() - interval '${WORKBENCH_VGM_DAYS} days' AND ${vgmMissedCutoffSql('k', 's')}`,
      's.etd ASC, k.id ASC',
    ),
  },
  consolesWithoutMawb: {
    page: 'createShipmentAndConsole',
    sql: withTotal(
      `c.id, c.console_no AS number,
       c.transport || ' · ' || c.carrier_code || ' · ' || c.first_load_port || ' → ' || c.last_discharge_port AS detail,
       c.etd AS due`,
      `consoles c WHERE c.branch_id = ANY($1::int[]) AND c.master_bill IS NULL AND c.post_status = 'open'`,
      'c.etd ASC NULLS LAST, c.id ASC',
    ),
  },
  containersAtLfd: {
    page: 'tracking',
    sql: withTotal(
      `s.id, k.container_no AS number, s.shipment_no || ' · ' || s.destination_port AS detail,
       s.last_free_day::timestamptz AS due`,
      `containers k JOIN shipments s ON s.id = k.shipment_id
        WHERE s.branch_id = ANY($1::int[]) AND s.status < ${TRACKING_STATUS.outGate}
          AND s.last_free_day <= current_date + ${WORKBENCH_LFD_DAYS}
          AND s.last_free_day >= current_date - 30`,
      's.last_free_day ASC, k.id ASC',
    ),
  },
};

type Row = {
  id: number;
  page?: string;
  number: string;
  detail: string;
  /** A state to name after the detail, from this dictionary, in the caller's language. */
  dict?: string;
  state?: string;
  due: Date | string | null;
  total: number;
};

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * Open bookings with items missing from their checklist: the checklist is the domain's (the one
 * the form shows and confirmation enforces), run over the nearest open bookings of the branches.
 */
const checklistSection = async (
  database: Database,
  auth: Auth,
  t: (key: string, params?: Record<string, string | number>) => string,
): Promise<{ count: number; items: WorkbenchItem[] }> => {
  const open = await database.query<Row & Record<string, unknown>>(
    `SELECT b.*, ${BOOKING_PAGE} AS page FROM bookings b
      WHERE b.branch_id = ANY($1::int[]) AND b.status NOT IN ('confirmed', 'cancelled')
      ORDER BY b.etd ASC NULLS LAST, b.id ASC LIMIT ${WORKBENCH_CHECKLIST_SCAN}`,
    [auth.branchIds],
  );
  if (open.length === 0) return { count: 0, items: [] };
  const ids = open.map((b) => Number(b.id));
  const containers = await database.query<{ bookingId: number; isoType: string; containerNo: string; sealNo: string }>(
    `SELECT booking_id AS "bookingId", iso_type AS "isoType", container_no AS "containerNo", seal_no AS "sealNo"
       FROM booking_containers WHERE booking_id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
  const packing = await database.query<{ bookingId: number; n: number }>(
    `SELECT booking_id AS "bookingId", count(*)::int AS n FROM booking_packing WHERE booking_id = ANY($1::int[]) GROUP BY 1`,
    [ids],
  );
  const packingOf = new Map(packing.map((p) => [p.bookingId, p.n]));
  const gaps: WorkbenchItem[] = [];
  for (const row of open) {
    const booking = Object.fromEntries(Object.entries(row).map(([k, v]) => [camel(k), v]));
    const missing = missingItems({
      ...(booking as unknown as BookingCheck),
      containers: containers.filter((c) => c.bookingId === row.id),
      packingLines: packingOf.get(Number(row.id)) ?? 0,
    });
    if (missing.length === 0) continue;
    gaps.push({
      page: String(row.page),
      id: Number(row.id),
      number: String(booking.bookingNo),
      detail: t('opsWorkbench.missing', {
        count: missing.length,
        items: `${missing
          .slice(0, 3)
          .map((m) => t(checklistLabelKey(m.key)))
          .join(t('opsWorkbench.itemSeparator'))}${missing.length > 3 ? ' …' : ''}`,
      }),
      due: booking.etd ? new Date(booking.etd as string).toISOString() : null,
    });
  }
  return { count: gaps.length, items: gaps.slice(0, WORKBENCH_ROWS) };
};

/** The caller's bench: each section they may open the page of, with its first rows and its count. */
export const workbench = async (
  database: Database,
  auth: Auth,
  t: (key: string, params?: Record<string, string | number>) => string,
): Promise<WorkbenchSection[]> => {
  const out: WorkbenchSection[] = [];
  for (const section of WORKBENCH_SECTIONS) {
    if (!auth.permissions.has(section.page)) continue;
    if (section.key === 'checklistMissing') {
      out.push({ key: section.key, page: section.page, ...(await checklistSection(database, auth, t)) });
      continue;
    }
    const query = SECTION_QUERIES[section.key];
    if (!query) continue;
    const rows = await database.query<Row>(query.sql, [auth.branchIds]);
    const items: WorkbenchItem[] = rows.map((r) => ({
      page: r.page ?? query.page,
      id: r.id,
      number: r.number,
      detail: r.dict && r.state ? `${r.detail} · ${t(`enums.${r.dict}.${r.state}`)}` : r.detail,
      due: r.due === null ? null : new Date(r.due).toISOString(),
    }));
    out.push({ key: section.key, page: section.page, count: rows[0]?.total ?? 0, items });
  }
  return out;
};
