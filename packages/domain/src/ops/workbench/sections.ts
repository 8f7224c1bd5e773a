import type { RoleCode } from '../../engine/menu';

/** Who has a work bench: the operations desk, its customer service and their managers. */
export const WORKBENCH_ROLES: readonly RoleCode[] = ['admin', 'manager', 'ops', 'csr'];

/**
 * The work bench's lists, in the order shown, each with the page its rows are worked on: a user
 * sees a list only when they may open that page, and its rows only within their branches.
 */
export const WORKBENCH_SECTIONS = [
  { key: 'bookingsToConfirm', page: 'pendingBooking' },
  { key: 'checklistMissing', page: 'mainBooking' },
  { key: 'vgmMissed', page: 'vgmDeclaration' },
  { key: 'consolesWithoutMawb', page: 'createShipmentAndConsole' },
  { key: 'containersAtLfd', page: 'LFDControl' },
] as const;

export type WorkbenchKey = (typeof WORKBENCH_SECTIONS)[number]['key'];

/** Rows of a section sent to the bench; the count says how many there are in all. */
export const WORKBENCH_ROWS = 8;
/** Containers show from this many days before their last free day (and while it is overdue). */
export const WORKBENCH_LFD_DAYS = 3;
/** Sailings this many days back still count for a VGM missed (later, the vessel's data is the desk's concern). */
export const WORKBENCH_VGM_DAYS = 14;

export type WorkbenchItem = {
  /** The record the row opens: a detail of `page`. */
  page: string;
  id: number;
  number: string;
  detail: string;
  /** When it is due (ETD, cut-off, last free day), ISO. */
  due: string | null;
};

export type WorkbenchSection = { key: WorkbenchKey; page: string; count: number; items: WorkbenchItem[] };
