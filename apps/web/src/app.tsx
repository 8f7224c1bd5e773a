import { type ComponentType, type ReactNode, Suspense, use } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { loadFullCatalogs } from './i18n';
import { lazyChunk } from './portal/chunk';
import { PortalEntry } from './portal/entry';
import { Guard } from './shell/guard';
import { PageErrorBoundary } from './shell/status/error-boundary';
import { ErrorContent } from './shell/status/error-page';
import { PageLoading } from './shell/status/page-loading';
import { isPublicSitePath } from './site/frame/public-paths';
import { siteRouteTree } from './site/frame/site-routes';

// The access, account and status pages share one chunk, so the home page stays light. They
// (and the portal) speak with the full catalogs, which public pages never download.
type AccessModule = typeof import('./portal/access');
const fromAccess = <P extends object>(pick: (m: AccessModule) => ComponentType<P>) =>
  lazyChunk(async () => {
    const [m] = await Promise.all([import('./portal/access'), loadFullCatalogs()]);
    return { default: pick(m) };
  });
const AccessLayout = fromAccess((m) => m.AccessLayout);
const PageLayout = fromAccess((m) => m.PageLayout);
const LoginPage = fromAccess((m) => m.LoginPage);
const SignUpPage = fromAccess((m) => m.SignUpPage);
const ForgotPage = fromAccess((m) => m.ForgotPage);
const ChangePasswordPage = fromAccess((m) => m.ChangePasswordPage);
const AccountPage = fromAccess((m) => m.AccountPage);
const MyAccountPage = fromAccess((m) => m.MyAccountPage);
const ChangeEmailPage = fromAccess((m) => m.ChangeEmailPage);
const ResultPage = fromAccess((m) => m.ResultPage);
const NotFoundPage = fromAccess((m) => m.NotFoundPage);
const ErrorPage = fromAccess((m) => m.ErrorPage);

/** Waits for the full catalogs before the portal renders. */
const WithFullCatalogs = ({ children }: { children: ReactNode }) => {
  use(loadFullCatalogs());
  return children;
};

export type AppProps = {
  /**
   * On the affiliated carrier-brand host the guard covers every page (SPEC §2). Elsewhere the
   * public pages need no guard, and they render on the server, so the guard (which reads the
   * browser's storage) stays out of them.
   */
  readonly carrierHost: boolean;
};

/**
 * Top-level routes (SPEC §2). The guard decides who may stay on a path; the portal (/dashboard/*)
 * loads its own code; unknown paths show the home page.
 */
export const App = ({ carrierHost }: AppProps) => {
  const { pathname } = useLocation();
  const routes = (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route
            path="/dashboard/*"
            element={
              <WithFullCatalogs>
                <PortalEntry />
              </WithFullCatalogs>
            }
          />
          <Route element={<AccessLayout />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/sys_login" element={<LoginPage staff />} />
            <Route path="/sign-up" element={<SignUpPage />} />
            <Route path="/forgot" element={<ForgotPage />} />
            <Route path="/forget" element={<ForgotPage />} />
            <Route path="/ChangePassword" element={<ChangePasswordPage />} />
          </Route>
          <Route element={<PageLayout />}>
            <Route path="/user-account" element={<AccountPage />} />
            <Route path="/user-myaccount" element={<MyAccountPage />} />
            <Route path="/user-change-email" element={<ChangeEmailPage />} />
            <Route path="/result" element={<ResultPage />} />
            <Route path="/notFound" element={<NotFoundPage />} />
            <Route path="/error" element={<ErrorPage />} />
          </Route>
          {siteRouteTree({ pages: 'signedIn', fallback: <PageLoading />, failed: <ErrorContent /> })}
          {siteRouteTree({ pages: 'public', fallback: <PageLoading />, failed: <ErrorContent /> })}
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  );
  // Public pages need no guard (except on the carrier-brand host), and they are rendered on the
  // server, where the guard (which reads the browser's storage) cannot run.
  return carrierHost || !isPublicSitePath(pathname) ? <Guard>{routes}</Guard> : routes;
};
