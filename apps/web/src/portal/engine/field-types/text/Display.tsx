import { Typography } from 'antd';
import { Empty } from '../shared';
import { type DisplayProps, isEmpty } from '../types';

const LINK = /^https?:\/\/\S+$/i;
const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Text as it is; web addresses and e-mail addresses become links. */
export const TextDisplay = ({ value, mode = 'cell' }: DisplayProps) => {
  if (isEmpty(value)) return <Empty />;
  const text = String(value);
  if (LINK.test(text)) {
    return (
      <Typography.Link href={text} target="_blank" rel="noopener noreferrer" ellipsis={mode === 'cell'}>
        {text}
      </Typography.Link>
    );
  }
  if (MAIL.test(text)) return <Typography.Link href={`mailto:${text}`}>{text}</Typography.Link>;
  return mode === 'cell' ? <span className="eng-cell-text">{text}</span> : <span className="eng-prewrap">{text}</span>;
};
