import { Tag, Tooltip } from 'antd';
import { shortLabel, useDictionary } from '../../dictionary';
import { Empty } from '../shared';
import { type DisplayProps, isEmpty } from '../types';

/** Colours of states that mean the same in every dictionary: done, in progress, stopped. */
const STATE_COLORS: Readonly<Record<string, string>> = {
  valid: 'success',
  active: 'success',
  approved: 'success',
  done: 'success',
  finished: 'success',
  imported: 'success',
  checked: 'success',
  obsolete: 'default',
  inactive: 'default',
  expired: 'default',
  rejected: 'error',
  error: 'error',
  replaced: 'warning',
  pending_check: 'warning',
  delayed: 'warning',
  in_progress: 'processing',
  running: 'processing',
  submitted: 'processing',
};

const isStateField = (name: string, dict: string | undefined) =>
  /(^|_)(status|state)$/i.test(dict ?? '') || /(status|state)$/i.test(name);

/** An enumeration value by its dictionary label; states as coloured tags; long labels shortened in cells. */
export const EnumDisplay = ({ field, value, mode = 'cell' }: DisplayProps) => {
  const { options } = useDictionary(field.dict);
  if (isEmpty(value)) return <Empty />;
  const text = String(value);
  const option = options.find((o) => o.value === text);
  const label = option?.label ?? text;
  if (isStateField(field.name, field.dict)) {
    return (
      <Tag className="eng-state" color={STATE_COLORS[text] ?? 'blue'}>
        {label}
      </Tag>
    );
  }
  if (mode === 'cell' && option) {
    const short = shortLabel(option);
    if (short !== label) {
      return (
        <Tooltip title={label}>
          <span className="eng-cell-text">{short}</span>
        </Tooltip>
      );
    }
  }
  return <span className={mode === 'cell' ? 'eng-cell-text' : undefined}>{label}</span>;
};
