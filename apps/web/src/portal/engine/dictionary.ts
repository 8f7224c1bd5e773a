import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { post } from '../../wire/request';

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

export const clearDictionaryCache = (): void => cache.clear();

/** A dictionary's options in the current language (empty while loading or without a key). */
export const useDictionary = (dictType: string | undefined): { options: DictOption[]; loading: boolean } => {
  const { i18n } = useTranslation();
  const [state, setState] = useState<{ key: string; options: DictOption[] }>({ key: '', options: [] });
  const key = dictType ? `${i18n.language}:${dictType}` : '';
  useEffect(() => {
    if (!dictType) return;
    let live = true;
    loadDictionary(dictType).then(
      (options) => live && setState({ key: `${i18n.language}:${dictType}`, options }),
      () => live && setState({ key: `${i18n.language}:${dictType}`, options: [] }),
    );
    return () => {
      live = false;
    };
  }, [dictType, i18n.language]);
  return { options: state.key === key ? state.options : [], loading: key !== '' && state.key !== key };
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
