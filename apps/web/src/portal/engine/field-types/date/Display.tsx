import { Empty } from '../shared';
import { type DisplayProps, isEmpty } from '../types';

/** A calendar date has no time zone: its digits as stored (YYYY-MM-DD). */
export const DateDisplay = ({ value }: DisplayProps) => {
  if (isEmpty(value)) return <Empty />;
  const text = String(value);
  const day = /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0];
  return <time className="eng-nowrap">{day ?? text}</time>;
};
