import { PaperClipOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { Empty } from '../shared';
import { type DisplayProps, isEmpty } from '../types';

/** A file by its name; a stored address (http or a path on this site) can be opened. */
export const FileDisplay = ({ value }: DisplayProps) => {
  if (isEmpty(value)) return <Empty />;
  const text = String(value);
  const name = decodeURIComponent(text.split(/[\\/]/).pop() ?? text);
  const openable = /^(https?:\/\/|\/)/i.test(text);
  return (
    <span className="eng-cell-text">
      <PaperClipOutlined className="eng-muted" aria-hidden />{' '}
      {openable ? (
        <Typography.Link href={text} target="_blank" rel="noopener noreferrer">
          {name}
        </Typography.Link>
      ) : (
        name
      )}
    </span>
  );
};
