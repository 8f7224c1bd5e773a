import type { MenuTreeItem, SessionUser } from '@tidemark/domain';
import { useSyncExternalStore } from 'react';
import { post } from '../wire/request';
import { sessionValue, setSessionValue } from '../wire/storage';

/**
 * The session as the web app knows it (SPEC §3, §4): the token (the server session id, kept in
 * session storage as token and sent as __sid), the user, and the permission list built from the
 * menu tree.
 */
export type SessionState = {
  status: 'unknown' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
  menu: MenuTreeItem[];
  permissions: ReadonlySet<string>;
};

let state: SessionState = { status: 'unknown', user: null, menu: [], permissions: new Set() };
const listeners = new Set<() => void>();
const set = (next: Partial<SessionState>) => {
  state = { ...state, ...next };
  for (const fn of listeners) fn();
};

export const sessionStore = {
  get: () => state,
  subscribe: (fn: () => void) => {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
};

// The server renders signed out (the session lives in the tab's storage): its snapshot is the store's unknown state.
export const useSession = (): SessionState =>
  useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);

export const hasToken = (): boolean => !!sessionValue('token');

/** SPEC §6: permission strings of menuType 2 items plus menu URLs, BMS items dropped. */
export const permissionList = (items: readonly MenuTreeItem[]): string[] => {
  const out: string[] = [];
  const walk = (list: readonly MenuTreeItem[]) => {
    for (const item of list) {
      if (item.menuTarget === 'BMS') continue;
      if (item.menuType === 2 && item.permission) out.push(item.permission);
      else if (item.menuUrl) out.push(item.menuUrl);
      walk(item.childList);
    }
  };
  walk(items);
  return out;
};

export const hasPermission = (permission: string): boolean => state.permissions.has(permission);

/** Clears everything SPEC §4 names: user, userinfo, token and userid. */
export const clearSession = (): void => {
  for (const key of ['user', 'userinfo', 'token', 'userid'] as const) setSessionValue(key, null);
  set({ status: 'signed-out', user: null, menu: [], permissions: new Set() });
};

/** Asks the server who is signed in; stores the user when result is 'true' (SPEC §4). */
export const loadUser = async (): Promise<SessionUser | null> => {
  const res = await post<{ result: string; user?: SessionUser }>('/account/user/info.json', {}, { quiet: true });
  if (res.data?.result === 'true' && res.data.user) {
    const user = res.data.user;
    setSessionValue('user', user.userName);
    setSessionValue('userinfo', JSON.stringify(user));
    setSessionValue('userid', String(user.id));
    set({ status: 'signed-in', user });
    return user;
  }
  clearSession();
  return null;
};

/** After sign-in: the permission list from the menu tree; without a user, fetch it first. */
export const loadPermissions = async (): Promise<void> => {
  if (!state.user) await loadUser();
  if (!state.user) return;
  const res = await post<MenuTreeItem[]>('/account/user/menuTree', {}, { quiet: true });
  const menu = res.data ?? [];
  set({ menu, permissions: new Set(permissionList(menu)) });
};

export const rememberToken = (sid: string): void => setSessionValue('token', sid);

export const signOut = async (): Promise<void> => {
  try {
    await post('/account/logout', {}, { quiet: true });
  } finally {
    clearSession();
  }
};
