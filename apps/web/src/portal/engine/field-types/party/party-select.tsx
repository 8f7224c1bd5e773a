import { Select } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Party, partyById, searchParties } from '../../reference';

const SEARCH_DELAY_MS = 250;

/** The name of the company a party field holds, fetched once and shared by every cell that shows it. */
export const useParty = (id: number | null): Party | null => {
  const [party, setParty] = useState<Party | null>(null);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    void partyById(id).then((p) => live && setParty(p));
    return () => {
      live = false;
    };
  }, [id]);
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
  const [found, setFound] = useState<Party[]>([]);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Searches only while the list is open, so a form full of party fields sends nothing until used.
  useEffect(() => {
    clearTimeout(timer.current);
    if (!open) return;
    let live = true;
    setLoading(true);
    timer.current = setTimeout(() => {
      searchParties(query).then(
        (rows) => {
          if (!live) return;
          setFound(rows);
          setLoading(false);
        },
        () => live && setLoading(false),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, [query, open]);

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
