import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'antd';
import { useMemo, useState } from 'react';
import { post } from '../../../../wire/request';
import { queryClient } from '../../query-client';
import { useSettled } from '../settled';
import { asText, type InputProps } from '../types';

const SUGGEST_LIMIT = 20;

/** One suggestion of a field's suggest route. */
export type Suggestion = { value: string; label: string };

export const suggestions = async (url: string, q: string, signal?: AbortSignal): Promise<Suggestion[]> =>
  ((await post<Suggestion[]>(url, { q, limit: SUGGEST_LIMIT }, { quiet: true, signal })).data ?? []).map((s) => ({
    value: String(s.value),
    label: String(s.label),
  }));

/**
 * A text input that offers the values its field's suggest route finds for what is typed (an HS
 * code by its digits or by words); the text typed stays the value until one is chosen.
 */
export const SuggestInput = ({ field, value, onChange, id, disabled }: InputProps) => {
  const text = asText(value);
  const [open, setOpen] = useState(false);
  const settled = useSettled(text.trim());
  const url = field.suggest ?? '';
  const found = useQuery(
    {
      queryKey: ['suggest', url, settled],
      queryFn: ({ signal }) => suggestions(url, settled, signal),
      enabled: open && settled.length >= 2,
      placeholderData: keepPreviousData,
      meta: { quiet: true },
    },
    queryClient,
  );
  const options = useMemo(
    () =>
      (found.data ?? []).map((s) => ({
        value: s.value,
        label: (
          <span>
            {s.value} <span className="eng-muted">{s.label}</span>
          </span>
        ),
      })),
    [found.data],
  );
  return (
    <AutoComplete
      id={id}
      className="eng-grow"
      value={text}
      options={options}
      disabled={disabled}
      allowClear
      maxLength={field.maxLength}
      onChange={(v: string | undefined) => onChange?.(v ?? '')}
      onOpenChange={setOpen}
      popupMatchSelectWidth={false}
    />
  );
};
