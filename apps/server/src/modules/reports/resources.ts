import { REPORT_HISTORY_RESOURCE } from '@tidemark/domain/reports/resources';
import type { ServerResource } from '../../engine/resource';

/**
 * The report history as an engine resource. Staff see the reports requested in their offices;
 * customers hold no page that shows it.
 */
export const REPORT_HISTORY_SERVER_RESOURCE: ServerResource = {
  def: REPORT_HISTORY_RESOURCE,
  table: 'report_history',
  from: 'report_history t LEFT JOIN branches b ON b.id = t.branch_id JOIN users u ON u.id = t.requested_by',
  columns: {
    branchCode: 'b.code',
    requestedBy: 'u.user_name',
  },
  scope: 'branch',
};
