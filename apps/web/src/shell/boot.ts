import type { SessionUser } from '@tidemark/domain';
import { useSyncExternalStore } from 'react';
import { post } from '../wire/request';
import { clearSession, hasToken, loadPermissions, loadUser, rememberToken, sessionStore } from './session';

/**
 * Start-up of the web app (SPEC §4) and the token hand-off to the carrier-brand host (SPEC §2).
 *
 * - A one-time hand-off token in the URL or window.name is taken out at once and exchanged for
 *   a session.
 * - With a token in session storage the user is asked for; result 'true' stores the user and
 *   loads the permission list. Anything else ends the server side (the cookie) and clears
 *   storage, and /user-* and /dashboard paths go to /login. A failed fetch only stops loading.
 * - Later, navigation into portal or account routes without a loaded user fetches it again.
 */

export const HANDOFF_WINDOW_NAME_PREFIX = 'tidemark-handoff:';
/** On these pages the token parameter belongs to a mailed link (docs/access.md), not a hand-off. */
const MAIL_LINK_PATHS = ['/changepassword', '/result'];
/** Server tokens are base64url; anything else is not worth a request. */
const TOKEN_RE = /^[A-Za-z0-9_-]{16,200}$/;

export type HandoffSource = { pathname: string; search: string; hash: string; windowName: string };
export type HandoffPickup = {
  token: string | null;
  /** The address without the token parameter, when it had one. */
  cleanUrl: string | null;
  clearWindowName: boolean;
};

const normalisePath = (path: string): string => path.toLowerCase().replace(/\/+$/, '') || '/';

/** Where a hand-off token is, and how to wipe it; the URL parameter wins over window.name. */
export const findHandoff = ({ pathname, search, hash, windowName }: HandoffSource): HandoffPickup => {
  let token: string | null = null;
  let cleanUrl: string | null = null;
  if (!MAIL_LINK_PATHS.includes(normalisePath(pathname))) {
    const params = new URLSearchParams(search);
    if (params.has('token')) {
      const value = params.get('token') ?? '';
      params.delete('token');
      const rest = params.toString();
      cleanUrl = `${pathname}${rest ? `?${rest}` : ''}${hash}`;
      if (TOKEN_RE.test(value)) token = value;
    }
  }
  const clearWindowName = windowName.startsWith(HANDOFF_WINDOW_NAME_PREFIX);
  if (clearWindowName && !token) {
    const value = windowName.slice(HANDOFF_WINDOW_NAME_PREFIX.length);
    if (TOKEN_RE.test(value)) token = value;
  }
  return { token, cleanUrl, clearWindowName };
};

/**
 * Takes the hand-off token out of the page before anything renders, so it never stays in the
 * address bar, the history or a Referer header.
 */
export const takeHandoffToken = (): string | null => {
  const { pathname, search, hash } = window.location;
  const pickup = findHandoff({ pathname, search, hash, windowName: window.name });
  if (pickup.cleanUrl !== null) window.history.replaceState(window.history.state, '', pickup.cleanUrl);
  if (pickup.clearWindowName) window.name = '';
  return pickup.token;
};

/** Exchanges a hand-off token for a session; a used or expired one leaves things as they were. */
export const exchangeHandoff = async (token: string): Promise<boolean> => {
  try {
    const res = await post<{ __sid?: string } | null>('/account/handoff/exchange', { token }, { quiet: true });
    const sid = res.result === 'true' ? res.data?.__sid : undefined;
    if (!sid) return false;
    rememberToken(sid);
    return true;
  } catch {
    return false;
  }
};

/** SPEC §4: these paths need a session; after a lost one they go to /login. */
export const needsSession = (path: string): boolean => {
  const p = normalisePath(path);
  return p.startsWith('/user-') || p.startsWith('/dashboard');
};

/** The server half of the session (the HttpOnly cookie) ends too; failures do not matter here. */
export const endServerSession = async (): Promise<void> => {
  try {
    await post('/account/logout', {}, { quiet: true });
  } catch {
    // The cookie expires on its own; storage is cleared regardless.
  }
};

type BootState = {
  phase: 'loading' | 'done';
  /** The last user fetch after start-up began: 'failed' lets account pages offer a retry. */
  userFetch: 'idle' | 'loading' | 'failed';
  /** A sign-in between storing the token and landing: the guard lets /login finish it. */
  signingIn: boolean;
};
let bootState: BootState = { phase: 'loading', userFetch: 'idle', signingIn: false };
const listeners = new Set<() => void>();
const setBootState = (next: Partial<BootState>) => {
  bootState = { ...bootState, ...next };
  for (const fn of listeners) fn();
};
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
};

export const bootStore = { get: () => bootState, subscribe };
export const setSigningIn = (signingIn: boolean): void => setBootState({ signingIn });
export const useBootState = (): BootState => useSyncExternalStore(subscribe, () => bootState);

let inflight: Promise<SessionUser | null> | null = null;

/** One info.json request at a time; a 'not signed in' answer ends the session on both sides. */
const fetchUser = (): Promise<SessionUser | null> => {
  inflight ??= (async () => {
    try {
      const user = await loadUser();
      if (!user) await endServerSession();
      return user;
    } finally {
      inflight = null;
    }
  })();
  return inflight;
};

/**
 * Navigation into portal or account routes without a loaded user (SPEC §4, §8): fetch it. A
 * rejected promise means the request itself failed; the caller shows the network message.
 */
export const ensureUser = async (): Promise<SessionUser | null> => {
  const { user } = sessionStore.get();
  if (user) return user;
  if (!hasToken()) return null;
  setBootState({ userFetch: 'loading' });
  try {
    const loaded = await fetchUser();
    setBootState({ userFetch: 'idle' });
    return loaded;
  } catch (error) {
    setBootState({ userFetch: 'failed' });
    throw error;
  }
};

export type BootResult = {
  outcome: 'anonymous' | 'signed-in' | 'signed-out' | 'failed';
  /** Where SPEC §4 sends the visitor after a lost session, or null to stay. */
  redirectTo: string | null;
};

export type BootOptions = { handoffToken: string | null; currentPath: () => string };

export const boot = async ({ handoffToken, currentPath }: BootOptions): Promise<BootResult> => {
  try {
    if (handoffToken) await exchangeHandoff(handoffToken);
    if (!hasToken()) {
      // Leftovers (user, userinfo, userid) without a token describe nobody.
      clearSession();
      return { outcome: 'anonymous', redirectTo: null };
    }
    let user: SessionUser | null;
    try {
      user = await fetchUser();
    } catch {
      // SPEC §8: a failed session-info fetch at start only stops loading.
      setBootState({ userFetch: 'failed' });
      return { outcome: 'failed', redirectTo: null };
    }
    if (!user) return { outcome: 'signed-out', redirectTo: needsSession(currentPath()) ? '/login' : null };
    // The portal builds its routes and menu from the permission list; a failure here shows up there.
    await loadPermissions().catch(() => undefined);
    return { outcome: 'signed-in', redirectTo: null };
  } finally {
    setBootState({ phase: 'done' });
  }
};

let started: Promise<BootResult> | null = null;

/** Runs boot once per page load; later callers get the same result. */
export const startBoot = (options: BootOptions): Promise<BootResult> => {
  started ??= boot(options);
  return started;
};

export const whenBooted = (): Promise<BootResult> =>
  started ?? Promise.resolve({ outcome: 'anonymous', redirectTo: null });
