import { EMPTY_FILTER_VALUE } from '@tidemark/domain/engine/dictionaries';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAX_SHOW_COUNT, type DictOption, useDictionary, visibleOptions } from '../../dictionary';

const MORE = '\u0000more';

/**
 * A choice from a dictionary (SPEC §3): options by the dictionary key, optionally '- All -'
 * (the empty value) first, at most maxShowCount shown, narrowed locally by the typed text.
 * With '- All -' the dictionary's own empty value ("Empty") is chosen as EMPTY_FILTER_VALUE.
 * `multiple` chooses several values, held comma-joined; choosing none is '- All -'.
 */
export const DictSelect = ({
  dict,
  value,
  onChange,
  withAll = false,
  multiple = false,
  maxShowCount = DEFAULT_MAX_SHOW_COUNT,
  id,
  disabled,
  allowClear = false,
}: {
  dict: string | undefined;
  value: string;
  onChange: (value: string) => void;
  withAll?: boolean;
  multiple?: boolean;
  maxShowCount?: number;
  id?: string;
  disabled?: boolean;
  allowClear?: boolean;
}) => {
  const { t } = useTranslation();
  const { options, loading } = useDictionary(dict);
  const [query, setQuery] = useState('');
  const values = useMemo(() => (multiple ? value.split(',').filter((v) => v !== '') : [value]), [multiple, value]);
  const items = useMemo(() => {
    const choiceOf = (o: DictOption) => ((withAll || multiple) && o.value === '' ? EMPTY_FILTER_VALUE : o.value);
    const { shown, hidden } = visibleOptions(options, query, maxShowCount);
    // Chosen values keep their labels even when the typed text or the cap leaves them out.
    const chosen = options.filter((o) => values.includes(choiceOf(o)) && !shown.includes(o));
    return [
      ...(withAll && !multiple && query === '' ? [{ value: '', label: t('common.all') }] : []),
      ...[...chosen, ...shown].map((o) => ({ value: choiceOf(o), label: o.label })),
      ...(hidden > 0 ? [{ value: MORE, label: t('engineUi.options.more', { count: hidden }), disabled: true }] : []),
    ];
  }, [options, query, maxShowCount, values, withAll, multiple, t]);
  const common = {
    id,
    className: 'eng-grow',
    options: items,
    loading,
    disabled,
    showSearch: { filterOption: false, onSearch: setQuery, searchValue: query },
    onOpenChange: (open: boolean) => {
      if (!open) setQuery('');
    },
    notFoundContent: loading ? t('common.loading') : t('messages.noResult'),
    popupMatchSelectWidth: false,
  } as const;
  if (multiple) {
    return (
      <Select<string[]>
        {...common}
        mode="multiple"
        value={values}
        maxTagCount="responsive"
        allowClear
        placeholder={withAll ? t('common.all') : t('engineUi.options.choose')}
        onChange={(v) => {
          setQuery('');
          onChange(v.join(','));
        }}
      />
    );
  }
  return (
    <Select<string | undefined>
      {...common}
      value={value === '' && !withAll ? undefined : value}
      allowClear={allowClear}
      placeholder={t('engineUi.options.choose')}
      onChange={(v) => {
        setQuery('');
        onChange(v ?? '');
      }}
    />
  );
};
