/** SPEC §4 states of a shipment's billing side, which finance works and the tracking desk filters on. */
export const UPDATE_TO_CW = { error: -1, cancelled: 0, updating: 1, success: 2, notUpdate: 3 } as const;
export const INVOICE_REVIEW = {
  noChange: 0,
  pending: 1,
  submit: 2,
  question: 3,
  approve: 4,
  submitAfterPost: 5,
} as const;
export const PEEL_OFF_STATES = ['processing', 'completed', 'uncompleted'] as const;

/** The two sides of a shipment's charge sheet: what the customer is billed and what the vendors bill. */
export const CHARGE_SIDES = ['revenue', 'cost'] as const;
export type ChargeSide = (typeof CHARGE_SIDES)[number];

/**
 * SPEC §3/§4 markers of a charge line: entered (draft), submitted for review, reviewed, locked,
 * rejected with a reason, or unlock requested (a locked line whose holder asked to change it).
 */
export const CHARGE_LINE_STATUSES = [
  'draft',
  'submitted',
  'reviewed',
  'locked',
  'rejected',
  'unlock_requested',
] as const;
export type ChargeLineStatus = (typeof CHARGE_LINE_STATUSES)[number];

/** Where a charge line came from: the shipment's quotation, the cost rates in force, or typed in. */
export const CHARGE_SOURCES = ['quotation', 'cost_rate', 'manual'] as const;
export type ChargeSource = (typeof CHARGE_SOURCES)[number];

/** SPEC §4 profit data: open, locked, unlocked, or amended after unlock. */
export const PROFIT_STATES = ['open', 'locked', 'unlocked', 'amended'] as const;
export type ProfitState = (typeof PROFIT_STATES)[number];

/** The charge codes whose revenue is the freight total compared with the sheet's amended total. */
export const FREIGHT_CHARGE_CODES = ['OFR', 'AFR'] as const;
