import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ensureUser, needsSession, useBootState, whenBooted } from './boot';
import { hasToken, useSession } from './session';
import { showMessage } from './status/messages';
import { PageLoading } from './status/page-loading';

export type GuardInput = {
  path: string;
  hasToken: boolean;
  /** window.location.hostname */
  host: string;
  /** CARRIER_BRAND_HOSTS, as the server writes them into the page. */
  carrierHosts: readonly string[];
};

/**
 * The pages open without a session (SPEC §2). /forget is the same page as /forgot (SPEC lists
 * both for one page), so it is open wherever /forgot is.
 */
const OPEN_PATHS = ['/login', '/changepassword', '/forgot', '/forget'];

/** React Router matches paths case-insensitively and ignores a trailing slash; so does the guard. */
const normalise = (path: string): string => path.toLowerCase().replace(/\/+$/, '') || '/';

const isPortal = (path: string) => path.startsWith('/dashboard');

export const isCarrierHost = (host: string, carrierHosts: readonly string[]): boolean => {
  const h = host.toLowerCase().replace(/\.$/, '');
  return h !== '' && carrierHosts.some((c) => c.trim().toLowerCase() === h);
};

/**
 * SPEC §2 route guard, as a pure decision: the path to redirect to, or null to stay.
 * - /login with a session goes to /.
 * - /user-* and /dashboard* without a session go to /login.
 * - On a carrier-brand host only /dashboard* and the open pages are reachable: / (and any other
 *   page) goes to /dashboard, anonymous visitors go to /login, and /login with a session goes to
 *   / which there means /dashboard.
 * - Everything else stays (unknown paths show the home page).
 */
export const guardRedirect = ({ path, hasToken: signedIn, host, carrierHosts }: GuardInput): string | null => {
  const p = normalise(path);
  if (isCarrierHost(host, carrierHosts)) {
    if (p === '/login') return signedIn ? '/dashboard' : null;
    if (OPEN_PATHS.includes(p)) return null;
    if (!signedIn) return '/login';
    return isPortal(p) ? null : '/dashboard';
  }
  if (p === '/login') return signedIn ? '/' : null;
  if (!signedIn && needsSession(p)) return '/login';
  return null;
};

/** The carrier-brand host list the server writes as <meta name="tidemark-carrier-hosts">. */
export const carrierHostsFromPage = (): string[] =>
  (document.querySelector<HTMLMetaElement>('meta[name="tidemark-carrier-hosts"]')?.content ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

export const onCarrierHost = (): boolean => isCarrierHost(window.location.hostname, carrierHostsFromPage());

const subscribeToken = (fn: () => void) => {
  const onStorage = (e: StorageEvent) => {
    if (e.key === 'token' || e.key === null) fn();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/** Whether a session token is in session storage (SPEC §4), following every change. */
export const useHasToken = (): boolean => useSyncExternalStore(subscribeToken, hasToken);

/** Pages whose answer depends on the session: they wait for start-up instead of flashing. */
const waitsForBoot = (path: string, carrier: boolean) => carrier || needsSession(path) || normalise(path) === '/login';

/**
 * Applies the route guard on every navigation, follows SPEC §4 after start-up, and on
 * navigation into portal or account routes without a loaded user fetches it (a failed request
 * shows the network message and navigation continues).
 */
export const Guard = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useHasToken();
  const { phase, signingIn } = useBootState();
  // Re-render when the user arrives or the session ends.
  useSession();
  const carrierHosts = carrierHostsFromPage();
  const host = window.location.hostname;

  useEffect(() => {
    let live = true;
    void whenBooted().then((result) => {
      if (live && result.redirectTo && needsSession(window.location.pathname)) {
        navigate(result.redirectTo, { replace: true });
      }
    });
    return () => {
      live = false;
    };
  }, [navigate]);

  // Start-up fetches the user itself; only later navigation fetches here.
  const startPath = useRef(location.key);
  useEffect(() => {
    if (location.key === startPath.current || phase !== 'done') return;
    if (!needsSession(location.pathname)) return;
    ensureUser().catch(() => showMessage(t('http.network'), 'error'));
  }, [location.key, location.pathname, phase, t]);

  if (phase === 'loading' && waitsForBoot(location.pathname, isCarrierHost(host, carrierHosts))) {
    return <PageLoading />;
  }
  const to = guardRedirect({ path: location.pathname, hasToken: signedIn, host, carrierHosts });
  // The sign-in form stores the token first and then loads the user; it chooses the landing page.
  if (to && !signingIn) return <Navigate to={to} replace />;
  return children;
};
