import { TimeText } from '../../time-text';
import { Empty } from '../shared';
import { type DisplayProps, isEmpty } from '../types';

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/**
 * A moment on the reader's clock, or on its place's when the field says it happens at one (an
 * arrival at the row's destination port), always with the offset named.
 */
export const DateTimeDisplay = ({ field, value, row }: DisplayProps) => {
  if (isEmpty(value)) return <Empty />;
  const place = field.place
    ? { port: text(row?.[field.place.port]), zone: field.place.zone ? text(row?.[field.place.zone]) : null }
    : undefined;
  return <TimeText value={value} place={place} />;
};
