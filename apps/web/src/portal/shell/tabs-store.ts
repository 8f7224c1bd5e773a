import { useMemo, useSyncExternalStore } from 'react';
import { localValue, sessionValue, setLocalValue, setSessionValue } from '../../wire/storage';

/** The portal's landing page; its tab is always first and cannot be closed. */
export const HOME_PAGE = 'dashboardUser';
/** SPEC §7 MenuRecently holds at most this many pages. */
export const RECENT_LIMIT = 10;

/** A stored JSON list of page URLs; anything else reads as empty. */
export const parsePageList = (raw: string | null): string[] => {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? [...new Set(value.filter((v): v is string => typeof v === 'string' && v !== ''))]
      : [];
  } catch {
    return [];
  }
};

export const withTab = (tabs: readonly string[], url: string): string[] =>
  tabs.includes(url) ? [...tabs] : [...tabs, url];
export const withoutTab = (tabs: readonly string[], url: string): string[] => tabs.filter((t) => t !== url);

/** The page to show after closing a tab: the right-hand neighbour, else the left one. */
export const neighbourTab = (tabs: readonly string[], closed: string): string | null => {
  const i = tabs.indexOf(closed);
  if (i < 0) return null;
  return tabs[i + 1] ?? tabs[i - 1] ?? null;
};

export const withRecent = (recent: readonly string[], url: string): string[] =>
  [url, ...recent.filter((r) => r !== url)].slice(0, RECENT_LIMIT);

/** Open tabs: this browser tab's own list, else the last list any tab saved. */
const tabsRaw = (): string | null => sessionValue('Tabs') ?? localValue('Tabs');
export const readTabs = (): string[] => parsePageList(tabsRaw());

/** Tabs go to session storage (this tab) and local storage (the next tab opened). */
export const saveTabs = (tabs: readonly string[]): void => {
  const value = JSON.stringify(tabs);
  if (sessionValue('Tabs') !== value) setSessionValue('Tabs', value);
  if (localValue('Tabs') !== value) setLocalValue('Tabs', value);
};

export const readRecent = (): string[] => parsePageList(localValue('MenuRecently'));

export const rememberRecent = (url: string): void => {
  const next = JSON.stringify(withRecent(readRecent(), url));
  if (localValue('MenuRecently') !== next) setLocalValue('MenuRecently', next);
};

const subscribe = (fn: () => void) => {
  window.addEventListener('storage', fn);
  return () => window.removeEventListener('storage', fn);
};

/** Follows storage writes of this page and of other tabs (the browser's storage event). */
const useStoredList = (read: () => string | null): string[] => {
  const raw = useSyncExternalStore(subscribe, read);
  return useMemo(() => parsePageList(raw), [raw]);
};

export const useTabs = (): string[] => useStoredList(tabsRaw);
export const useRecent = (): string[] => useStoredList(() => localValue('MenuRecently'));
