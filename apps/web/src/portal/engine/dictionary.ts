import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { post } from '../../wire/request';
import { queryClient } from './query-client';

export type DictOption = { value: string; label: string };

/** Dictionaries by language and key: each is fetched once per language and shared by every field. */
const cache = new Map<string, Promise<DictOption[]>>();

export const loadDictionary = (dictType: string): Promise<DictOption[]> => {
  const key = `${currentLanguage()}:${dictType}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const loading = post<DictOption[]>('/api/new/icbu/findDictTypeList', { dictType }, { quiet: true }).then((res) =>
    Array.isArray(res.data) ? res.data.map((o) => ({ value: String(o.value), label: String(o.label) })) : [],
  );
  // A failed load is not kept, so the next field that needs the dictionary asks again.
  loading.catch(() => cache.delete(key));
  cache.set(key, loading);
  return loading;
};

const DICTIONARY_KEY = ['dictionary'] as const;

/** Forgets every dictionary (tests start afresh with it). */
export const clearDictionaryCache = (): void => {
  cache.clear();
  queryClient.removeQueries({ queryKey: DICTIONARY_KEY });
};

/** After an administrator edits a dictionary: every field and screen on show reloads its options. */
export const invalidateDictionaries = (): Promise<void> => {
  cache.clear();
  return queryClient.invalidateQueries({ queryKey: DICTIONARY_KEY });
};

/**
 * Loads the dictionaries a screen is about to show and hands them to the fields' queries, so rows
 * arrive with their labels instead of showing the stored codes until each field's own load ends.
 * A dictionary that cannot be read is left to the field (which then shows the code).
 */
export const primeDictionaries = async (dictTypes: readonly string[]): Promise<void> => {
  const language = currentLanguage();
  await Promise.all(
    [...new Set(dictTypes)].map(async (dictType) => {
      const key = [...DICTIONARY_KEY, language, dictType];
      if (queryClient.getQueryData(key) !== undefined) return;
      try {
        queryClient.setQueryData(key, await loadDictionary(dictType));
      } catch {
        // the field asks again and shows the code meanwhile
      }
    }),
  );
};

export type Dictionary = {
  options: DictOption[];
  /** The label of a value; the value itself when the dictionary does not know it. */
  labelOf: (value: unknown) => string;
  /** True while the options of the current language are on their way. */
  loading: boolean;
};

/**
 * A dictionary's options in the current language (empty while loading, without a key, or when
 * it cannot be read). Dictionaries are reference data of the whole app, so they live in the one
 * query client even where a field renders outside the portal's provider.
 */
export const useDictionary = (dictType: string | undefined): Dictionary => {
  const { i18n } = useTranslation();
  const query = useQuery(
    {
      queryKey: [...DICTIONARY_KEY, i18n.language, dictType ?? ''],
      queryFn: () => loadDictionary(dictType ?? ''),
      enabled: Boolean(dictType),
      staleTime: Number.POSITIVE_INFINITY,
      meta: { quiet: true },
    },
    queryClient,
  );
  const options = query.data;
  return useMemo(() => {
    const list = options ?? [];
    const byValue = new Map(list.map((o) => [o.value, o.label]));
    return {
      options: list,
      labelOf: (value: unknown) => {
        if (value === null || value === undefined || value === '') return '';
        const text = String(value);
        return byValue.get(text) ?? text;
      },
      loading: Boolean(dictType) && options === undefined && !query.isError,
    };
  }, [options, dictType, query.isError]);
};

/** SPEC §3: option lists cap what they show; the typed text filters them locally, case and accents aside. */
export const DEFAULT_MAX_SHOW_COUNT = 50;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export const visibleOptions = (
  options: readonly DictOption[],
  query: string,
  maxShowCount: number = DEFAULT_MAX_SHOW_COUNT,
): { shown: DictOption[]; hidden: number } => {
  const q = fold(query.trim());
  const matching = q === '' ? options : options.filter((o) => fold(o.label).includes(q) || fold(o.value).includes(q));
  return { shown: matching.slice(0, maxShowCount), hidden: Math.max(0, matching.length - maxShowCount) };
};

/**
 * A label such as 'TPE (United States and Canada)' is long for a table cell; cells show the
 * code in front of the bracket and keep the whole label for the tooltip.
 */
export const shortLabel = (option: DictOption): string => {
  const m = /^(\S{1,12})\s*[(（]/.exec(option.label);
  return m?.[1] === option.value ? option.value : option.label;
};
