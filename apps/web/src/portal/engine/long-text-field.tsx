import { LONG_TEXT_DEFAULT_SIZE } from '@tidemark/domain';
import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LONG_TEXT_ROWS, longTextForEditing, longTextForStoring, longTextLength } from './long-text';

/**
 * The long-text field (SPEC §3, §5): it holds comma-separated values; while it has focus each
 * value stands on its own line; on blur blank lines go, the values are joined with commas again
 * and cut to the size. The counter shows the stored characters out of the size; 1 to 10 rows.
 */
export const LongTextField = ({
  value,
  onChange,
  size = LONG_TEXT_DEFAULT_SIZE,
  id,
  placeholder,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  size?: number;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Input.TextArea
      id={id}
      className="eng-long-text"
      value={editing ?? value}
      disabled={disabled}
      placeholder={placeholder ?? t('engineUi.longText.placeholder')}
      autoSize={LONG_TEXT_ROWS}
      count={{ show: true, max: size, strategy: longTextLength }}
      onFocus={() => setEditing(longTextForEditing(value))}
      onChange={(e) => {
        setEditing(e.target.value);
        // The form sees the comma form at once, so a search started while typing uses it.
        onChange(longTextForStoring(e.target.value, Number.POSITIVE_INFINITY));
      }}
      onBlur={() => {
        const stored = longTextForStoring(editing ?? value, size);
        setEditing(null);
        onChange(stored);
      }}
    />
  );
};
