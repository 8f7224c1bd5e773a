import { Tag, Tooltip } from 'antd';
import { longTextItems } from '../../long-text';
import { Empty } from '../shared';
import { type DisplayProps, isEmpty } from '../types';

/** Comma-separated values: one line in a cell (the whole list on hover), one tag per value in details. */
export const LongTextDisplay = ({ value, mode = 'cell' }: DisplayProps) => {
  if (isEmpty(value)) return <Empty />;
  const items = longTextItems(String(value));
  if (mode === 'cell') {
    return (
      <Tooltip title={<span className="eng-prewrap">{items.join('\n')}</span>}>
        <span className="eng-cell-text">{items.join(', ')}</span>
      </Tooltip>
    );
  }
  return (
    <span className="eng-tags">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: values may repeat, and the list is rebuilt whole from the text
        <Tag key={i}>{item}</Tag>
      ))}
    </span>
  );
};
