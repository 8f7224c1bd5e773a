/** The browser's offset from UTC at an instant, as '+08:00'. */
export const zoneOffset = (date: Date = new Date()): string => {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/** The browser's time zone name ('Asia/Shanghai'), or its offset when the browser does not say. */
export const zoneName = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || `UTC${zoneOffset()}`;
  } catch {
    return `UTC${zoneOffset()}`;
  }
};
