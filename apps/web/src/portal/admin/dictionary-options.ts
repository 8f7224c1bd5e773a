import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearDictionaryCache, type DictOption, loadDictionary } from '../engine/dictionary';

/** A dictionary value as POST /api/new/icbu/findDictTypeList answers it, labelled in the request's language. */
export type DictionaryOption = DictOption;

let generation = 0;
const listeners = new Set<() => void>();

/** After an administrator edits a dictionary: every screen reloads its options. */
export const invalidateDictionaries = (): void => {
  // One cache with the generic screens, so their fields show the new labels too.
  clearDictionaryCache();
  generation += 1;
  for (const fn of listeners) fn();
};

export type Dictionary = {
  options: DictionaryOption[];
  /** The label of a value; the value itself when the dictionary does not know it. */
  labelOf: (value: unknown) => string;
  loading: boolean;
};

/** The options of a dictionary in the current language, reloaded when the language changes. */
export const useDictionary = (dictType: string): Dictionary => {
  const { i18n } = useTranslation();
  const [state, setState] = useState<{ key: string; options: DictionaryOption[] }>({ key: '', options: [] });
  const [version, setVersion] = useState(generation);
  const key = `${i18n.language}:${dictType}:${version}`;

  useEffect(() => {
    const onChange = () => setVersion(generation);
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
    };
  }, []);

  useEffect(() => {
    let live = true;
    loadDictionary(dictType).then(
      (options) => live && setState({ key, options }),
      () => live && setState({ key, options: [] }),
    );
    return () => {
      live = false;
    };
  }, [dictType, key]);

  return useMemo(() => {
    const byValue = new Map(state.options.map((o) => [o.value, o.label]));
    return {
      options: state.options,
      labelOf: (value: unknown) => {
        if (value === null || value === undefined || value === '') return '';
        const text = String(value);
        return byValue.get(text) ?? text;
      },
      loading: state.key !== key,
    };
  }, [state, key]);
};
