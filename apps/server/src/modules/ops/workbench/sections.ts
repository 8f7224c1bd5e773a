import { TRACKING_STATUS } from '@tidemark/domain';
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

const withTotal = (select: string, from: string, order: string) =>
  `SELECT ${select}, count(*) OVER ()::int AS total FROM ${from} ORDER BY ${order} LIMIT ${WORKBENCH_ROWS}`;

/** The sections' queries; a section whose records do not exist yet is absent here and not shown. */
export const SECTION_QUERIES: Partial<Record<WorkbenchKey, SectionQuery>> = {
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

type Row = { id: number; number: string; detail: string; due: Date | string | null; total: number };

/** The caller's bench: each section they may open the page of, with its first rows and its count. */
export const workbench = async (database: Database, auth: Auth): Promise<WorkbenchSection[]> => {
  const out: WorkbenchSection[] = [];
  for (const section of WORKBENCH_SECTIONS) {
    const query = SECTION_QUERIES[section.key];
    if (!query || !auth.permissions.has(section.page)) continue;
    const rows = await database.query<Row>(query.sql, [auth.branchIds]);
    const items: WorkbenchItem[] = rows.map((r) => ({
      page: query.page,
      id: r.id,
      number: r.number,
      detail: r.detail,
      due: r.due === null ? null : new Date(r.due).toISOString(),
    }));
    out.push({ key: section.key, page: section.page, count: rows[0]?.total ?? 0, items });
  }
  return out;
};
