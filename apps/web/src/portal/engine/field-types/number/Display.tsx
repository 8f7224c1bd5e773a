import { formatDecimal } from '../../decimal';
import { Empty } from '../shared';
import { type DisplayProps, isEmpty } from '../types';

/** A number with thousands separators and the decimals it has, right-aligned by the table. */
export const NumberDisplay = ({ value }: DisplayProps) => {
  if (isEmpty(value)) return <Empty />;
  const text = String(value);
  const decimals = /\.(\d+)$/.exec(text)?.[1]?.length ?? 0;
  return <span className="eng-number">{formatDecimal(text, decimals) ?? text}</span>;
};
