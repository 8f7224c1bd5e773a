import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../query-client';
import { type Party, partyById, searchParties } from '../../reference';
import { useSettled } from '../settled';

const PARTY_KEY = ['party'] as const;
const NO_PARTIES: Party[] = [];

/**
 * The name of the company a party field holds, fetched once and shared by every cell that shows
 * it (the ids of one moment go in one lookup). Parties are reference data of the whole app, so
 * they live in the one query client even where a field renders outside the portal's provider; a
 * company not found is asked again when a cell next shows it.
 */
export const useParty = (id: number | null): Party | null => {
  const query = useQuery(
    {
      queryKey: [...PARTY_KEY, 'id', id],
      queryFn: () => partyById(id ?? 0),
      enabled: id !== null,
      staleTime: (q) => (q.state.data ? Number.POSITIVE_INFINITY : 0),
      meta: { quiet: true },
    },
    queryClient,
  );
  const party = query.data ?? null;
  return id !== null && party?.id === id ? party : null;
};

export const partyId = (value: unknown): number | null => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Picks a company by part of its name or code (POST /api/customers/lookup), within the user's scope. */
export const PartySelect = ({
  value,
  onChange,
  id,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  id?: string;
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  const chosen = useParty(partyId(value));
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const settled = useSettled(query);

  // Searches only while the list is open, so a form full of party fields sends nothing until used.
  // The companies found stay while the next ones load; a failed search leaves them.
  const search = useQuery(
    {
      queryKey: [...PARTY_KEY, 'search', settled],
      queryFn: ({ signal }) => searchParties(settled, signal),
      enabled: open,
      placeholderData: keepPreviousData,
      meta: { quiet: true },
    },
    queryClient,
  );
  const found = search.data ?? NO_PARTIES;
  const loading = open && (settled !== query || search.isFetching);

  const options = useMemo(() => {
    const list = chosen && !found.some((p) => p.id === chosen.id) ? [chosen, ...found] : found;
    return list.map((p) => ({
      value: String(p.id),
      label: (
        <span>
          {p.name} <span className="eng-muted">{p.code}</span>
        </span>
      ),
    }));
  }, [found, chosen]);

  return (
    <Select
      id={id}
      className="eng-grow"
      value={value || undefined}
      options={options}
      loading={loading}
      disabled={disabled}
      allowClear
      placeholder={t('engineUi.party.placeholder')}
      showSearch={{ filterOption: false, onSearch: setQuery, searchValue: query }}
      onOpenChange={setOpen}
      onChange={(v: string | undefined) => {
        setQuery('');
        onChange(v ?? '');
      }}
      notFoundContent={loading ? t('common.loading') : t('messages.noResult')}
      popupMatchSelectWidth={false}
    />
  );
};
