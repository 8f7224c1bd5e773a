/** The test data set: small, deterministic, and fixed in time so assertions are stable. */
export const TEST_SHIPMENTS = 400;
export const TEST_AS_OF = new Date('2026-11-01T00:00:00Z');
