import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useEffect, useReducer } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/** Options that change what a key resolves to beyond its text: such calls are not remembered. */
const RESOLVING_OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'defaultValue',
  'returnObjects',
  'lng',
  'lngs',
  'ns',
]);
const REMEMBERED_TEXTS = 20_000;

/** The text's key with its values, or null when the call is not one to remember. */
const callKey = (key: unknown, options: unknown): string | null => {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return null;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    if (RESOLVING_OPTIONS.has(name) || (typeof value !== 'string' && typeof value !== 'number')) return null;
    id += `\u0000${name}\u0001${value}`;
  }
  return id;
};

/**
 * `t` remembering the texts it found: the site's header, menus and footer ask for the same few
 * hundred texts on every page, and i18next resolves each afresh (a quarter of a rendered page).
 * A text found stays what it is (catalogs loaded later add keys, they do not replace them); a key
 * not found yet is asked again, and plural or context calls are never remembered.
 */
const remembering = (t: TFunction): TFunction => {
  const found = new Map<string, string>();
  const call = (key: unknown, options?: unknown): unknown => {
    const id = callKey(key, options);
    const kept = id === null ? undefined : found.get(id);
    if (kept !== undefined) return kept;
    const text = (t as (k: unknown, o?: unknown) => unknown)(key, options);
    if (id !== null && typeof text === 'string' && text !== key) {
      if (found.size >= REMEMBERED_TEXTS) found.clear();
      found.set(id, text);
    }
    return text;
  };
  return call as unknown as TFunction;
};

/** One `t` per instance and language, so a component's `t` changes only with the language. */
const fixed = new WeakMap<I18n, Map<string, TFunction>>();
const tFor = (i18n: I18n): TFunction => {
  let byLanguage = fixed.get(i18n);
  if (!byLanguage) {
    byLanguage = new Map();
    fixed.set(i18n, byLanguage);
  }
  let t = byLanguage.get(i18n.language);
  if (!t) {
    t = remembering(i18n.getFixedT(i18n.language));
    byLanguage.set(i18n.language, t);
  }
  return t;
};

/**
 * The site's translation hook: the page's i18next instance and its `t`, rendering again when the
 * language switch changes the language. react-i18next's own hook copies every property of the
 * instance for each component the first time it renders, and on the server every render is the
 * first: a rendered tracking page spent about a seventh of its time there.
 */
export const useTranslation = (): { t: TFunction; i18n: I18n } => {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const changed = () => rerender();
    i18n.on('languageChanged', changed);
    return () => i18n.off('languageChanged', changed);
  }, [i18n]);
  return { t: tFor(i18n), i18n };
};
