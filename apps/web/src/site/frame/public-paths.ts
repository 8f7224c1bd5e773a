import { matchRoutes } from 'react-router';
import { needsSession } from '../../shell/boot';
import { matchSiteRoute } from './site-routes';

/** The access, account and status pages and the portal: rendered in the browser only, behind the guard. */
const BROWSER_ONLY_PATHS = [
  '/dashboard/*',
  '/login',
  '/sys_login',
  '/sign-up',
  '/forgot',
  '/forget',
  '/ChangePassword',
  '/user-account',
  '/user-myaccount',
  '/user-change-email',
  '/result',
  '/notFound',
  '/error',
].map((path) => ({ path }));

/**
 * Whether a path is a public page of the site: rendered on the server, hydrated by the site's
 * own light bundle and left alone by the guard. Paths that need a session (SPEC §2: /user-*,
 * /dashboard*) never are.
 */
export const isPublicSitePath = (pathname: string): boolean =>
  !needsSession(pathname) && !matchRoutes(BROWSER_ONLY_PATHS, pathname) && !matchSiteRoute(pathname)?.signedIn;
