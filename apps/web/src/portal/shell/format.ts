import type { Language } from '@tidemark/domain';

const locale = (lang: string) => (lang === 'en_us' ? 'en-GB' : 'zh-CN');

/** A date and time in the browser's zone, with the zone named. */
export const formatDateTime = (value: string | null | undefined, lang: Language | string): string => {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale(lang), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
};

export const formatDate = (value: string | Date, lang: Language | string): string =>
  new Intl.DateTimeFormat(locale(lang), { dateStyle: 'full' }).format(
    typeof value === 'string' ? new Date(value) : value,
  );
