/** SPEC §9: ethics reports get a response within 30 business days. */
export const SPEAKING_UP_RESPONSE_BUSINESS_DAYS = 30;

const isWeekend = (day: Date) => day.getUTCDay() === 0 || day.getUTCDay() === 6;

/**
 * The calendar date `days` business days after `from` (an ISO date), skipping Saturdays and
 * Sundays. A report made on a weekend starts counting on the next Monday like any other day.
 */
export const addBusinessDays = (from: string, days: number): string => {
  const day = new Date(`${from}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (!isWeekend(day)) left--;
  }
  return day.toISOString().slice(0, 10);
};
