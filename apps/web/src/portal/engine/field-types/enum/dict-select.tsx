import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAX_SHOW_COUNT, useDictionary, visibleOptions } from '../../dictionary';

const MORE = '\u0000more';

/**
 * A choice from a dictionary (SPEC §3): options by the dictionary key, optionally '- All -'
 * (the empty value) first, at most maxShowCount shown, narrowed locally by the typed text.
 */
export const DictSelect = ({
  dict,
  value,
  onChange,
  withAll = false,
  maxShowCount = DEFAULT_MAX_SHOW_COUNT,
  id,
  disabled,
  allowClear = false,
}: {
  dict: string | undefined;
  value: string;
  onChange: (value: string) => void;
  withAll?: boolean;
  maxShowCount?: number;
  id?: string;
  disabled?: boolean;
  allowClear?: boolean;
}) => {
  const { t } = useTranslation();
  const { options, loading } = useDictionary(dict);
  const [query, setQuery] = useState('');
  const items = useMemo(() => {
    const { shown, hidden } = visibleOptions(options, query, maxShowCount);
    // The chosen value keeps its label even when the typed text or the cap leaves it out.
    const chosen = options.find((o) => o.value === value);
    const list = chosen && !shown.includes(chosen) ? [chosen, ...shown] : shown;
    return [
      ...(withAll && query === '' ? [{ value: '', label: t('common.all') }] : []),
      ...list.map((o) => ({ value: o.value, label: o.label })),
      ...(hidden > 0 ? [{ value: MORE, label: t('engineUi.options.more', { count: hidden }), disabled: true }] : []),
    ];
  }, [options, query, maxShowCount, value, withAll, t]);
  return (
    <Select
      id={id}
      className="eng-grow"
      value={value === '' && !withAll ? undefined : value}
      options={items}
      loading={loading}
      disabled={disabled}
      allowClear={allowClear}
      placeholder={t('engineUi.options.choose')}
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      onOpenChange={(open) => {
        if (!open) setQuery('');
      }}
      onChange={(v: string | undefined) => {
        setQuery('');
        onChange(v ?? '');
      }}
      notFoundContent={loading ? t('common.loading') : t('messages.noResult')}
      popupMatchSelectWidth={false}
    />
  );
};
