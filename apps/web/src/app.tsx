import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { currentLanguage } from './i18n';
import { lazyChunk } from './portal/chunk';
import { PortalEntry } from './portal/entry';
import { Guard } from './shell/guard';
import { PageErrorBoundary } from './shell/status/error-boundary';
import { Messages } from './shell/status/messages';
import { PageLoading } from './shell/status/page-loading';
import { contentRoutes } from './site/content/routes';
import { siteDataRoutes } from './site/data/routes';
import { formsRoutes } from './site/forms/routes';
import { HomePage } from './site/home';
import { SiteLayout } from './site/layout';
import { SiteDataProvider } from './site/route-data';
import type { SiteRoute } from './site/route-types';
import { trackingRoutes } from './site/tracking/routes';

// The access, account and status pages share one chunk, so the home page stays light.
type AccessModule = typeof import('./shell/access');
const fromAccess = <P extends object>(pick: (m: AccessModule) => ComponentType<P>) =>
  lazyChunk(async () => ({ default: pick(await import('./shell/access')) }));
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

const SITE_ROUTES: readonly (SiteRoute & { Page: ComponentType })[] = [
  ...contentRoutes,
  ...trackingRoutes,
  ...siteDataRoutes,
  ...formsRoutes,
].map((r) => ({ ...r, Page: lazy(r.load) }));

/**
 * Top-level routes (SPEC §2). The guard decides who may stay on a path; the portal (/dashboard/*)
 * loads its own code; unknown paths show the home page.
 */
export const App = () => (
  <>
    <Guard>
      <PageErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/dashboard/*" element={<PortalEntry />} />
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
            <Route element={<SiteLayout />}>
              {SITE_ROUTES.map(({ Page, ...route }) => (
                <Route
                  key={route.path}
                  path={route.path}
                  element={
                    <SiteDataProvider
                      route={route}
                      lang={currentLanguage()}
                      fallback={<PageLoading />}
                      failed={<ErrorPage />}
                    >
                      <Page />
                    </SiteDataProvider>
                  }
                />
              ))}
              <Route path="*" element={<HomePage />} />
            </Route>
          </Routes>
        </Suspense>
      </PageErrorBoundary>
    </Guard>
    <Messages />
  </>
);
