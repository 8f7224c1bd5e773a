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
