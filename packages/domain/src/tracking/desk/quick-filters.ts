/** SPEC §9 quick filters of the tracking list: time windows, pending DO dispatch and the last free day. */
export const QUICK_FILTERS = ['week5', 'week7', 'pending_do_10d', 'pending_do_21d', 'lfd'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

/**
 * SPEC §9 quick filters of the tracking list. Each one is a named condition the server owns;
 * on the engine resource it is a computed yes/no field, so the list, its total, the export and
 * previous/next all apply it the same way. This maps the dictionary value to that field.
 */
export const QUICK_FILTER_FIELDS = {
  week5: 'inLast5Weeks',
  week7: 'inLast7Weeks',
  pending_do_10d: 'pendingDo10d',
  pending_do_21d: 'pendingDo21d',
  lfd: 'lfdDue',
} as const satisfies Record<QuickFilter, string>;

export const isQuickFilter = (value: string): value is QuickFilter =>
  (QUICK_FILTERS as readonly string[]).includes(value);

/** Windows of the quick filters, in days (5 and 7 weeks back; 10 and 21 days waiting; LFD within 3 days). */
export const QUICK_FILTER_DAYS = {
  week5: 35,
  week7: 49,
  pending_do_10d: 10,
  pending_do_21d: 21,
  lfd: 3,
} as const satisfies Record<QuickFilter, number>;

/** SPEC §4 statuses after arrival and before the out-gate: the container still waits at the terminal or rail ramp. */
export const AWAITING_OUT_GATE_STATUSES = [2, 3] as const;
/** Statuses before the out-gate, when a last free day can still run out. */
export const BEFORE_OUT_GATE_STATUSES = [0, 1, 2, 3] as const;
/** Delivered and the empty return: the shipment's journey is over. */
export const FINISHED_STATUSES = [5, 6, 7] as const;

/** Last free day: 3 or fewer days left (or overdue) is the alert threshold of LFDControl and the LFD quick filter. */
export const LFD_ALERT_DAYS = 3;
