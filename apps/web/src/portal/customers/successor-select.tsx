import { Select, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CompanyOption, lookupCompanies } from './api';

const SEARCH_DELAY_MS = 300;

/**
 * Picks the customer that replaces this one: companies the user can see, searched by name or code
 * on the server (POST /api/customers/lookup); obsolete ones and the customer itself are not offered.
 */
export const SuccessorSelect = ({
  id,
  exclude,
  initial,
  value,
  onChange,
}: {
  /** Given by Form.Item, so the label points at the input. */
  id?: string;
  exclude: number;
  initial: { id: number; name: string } | null;
  value?: number | null;
  onChange?: (value: number | null) => void;
}) => {
  const { t } = useTranslation();
  const [found, setFound] = useState<CompanyOption[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  const search = useCallback((q: string) => {
    clearTimeout(timer.current);
    const ticket = latest.current + 1;
    latest.current = ticket;
    setSearching(true);
    timer.current = setTimeout(() => {
      lookupCompanies({ q }).then(
        (rows) => {
          if (latest.current !== ticket) return;
          setFound(rows);
          setSearching(false);
        },
        () => latest.current === ticket && setSearching(false),
      );
    }, SEARCH_DELAY_MS);
  }, []);

  useEffect(() => {
    search('');
    return () => clearTimeout(timer.current);
  }, [search]);

  const options = useMemo(() => {
    const list = found
      .filter((c) => c.id !== exclude && c.status !== 'obsolete')
      .map((c) => ({ value: c.id, label: `${c.name} (${c.code})` }));
    if (initial && !list.some((o) => o.value === initial.id)) list.unshift({ value: initial.id, label: initial.name });
    return list;
  }, [found, exclude, initial]);

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: search }}
      value={value ?? undefined}
      onChange={(v: number | undefined) => onChange?.(v ?? null)}
      options={options}
      allowClear
      placeholder={t('customersUi.form.successorPlaceholder')}
      notFoundContent={searching ? <Spin size="small" /> : t('messages.noResult')}
    />
  );
};
