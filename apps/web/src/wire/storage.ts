/**
 * Storage keys of SPEC §7. Session storage: language, lang, Tabs, token, user, userinfo, userid.
 * Local storage: MenuRecently, Tabs. Writes broadcast a storage event so other parts of the page
 * (and, through the browser, other tabs) follow.
 */
export const SESSION_KEYS = ['language', 'lang', 'Tabs', 'token', 'user', 'userinfo', 'userid'] as const;
export const LOCAL_KEYS = ['MenuRecently', 'Tabs'] as const;

const safe = <T>(fn: () => T, fallback: T): T => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

const write = (area: Storage, key: string, value: string | null) => {
  const oldValue = area.getItem(key);
  if (value === null) area.removeItem(key);
  else area.setItem(key, value);
  // The browser only tells other tabs; tell this one too.
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: area }));
};

export const sessionValue = (key: (typeof SESSION_KEYS)[number]): string | null =>
  safe(() => window.sessionStorage.getItem(key), null);
export const setSessionValue = (key: (typeof SESSION_KEYS)[number], value: string | null): void =>
  safe(() => write(window.sessionStorage, key, value), undefined);
export const localValue = (key: (typeof LOCAL_KEYS)[number]): string | null =>
  safe(() => window.localStorage.getItem(key), null);
export const setLocalValue = (key: (typeof LOCAL_KEYS)[number], value: string | null): void =>
  safe(() => write(window.localStorage, key, value), undefined);
