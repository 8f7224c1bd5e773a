import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shell/format';
import { Empty } from '../shared';
import { type DisplayProps, isEmpty } from '../types';
import { zoneName } from './zone';

/** A moment in the reader's time zone, with the zone named (GMT+8); the hover gives the UTC time too. */
export const DateTimeDisplay = ({ value }: DisplayProps) => {
  const { i18n } = useTranslation();
  if (isEmpty(value)) return <Empty />;
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return <span>{String(value)}</span>;
  return (
    <Tooltip title={`${zoneName()} · UTC ${date.toISOString().slice(0, 16).replace('T', ' ')}`}>
      <time className="eng-nowrap" dateTime={date.toISOString()}>
        {formatDateTime(date.toISOString(), i18n.language)}
      </time>
    </Tooltip>
  );
};
