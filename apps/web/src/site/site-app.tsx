import { Suspense, useEffect } from 'react';
import { Routes, useLocation } from 'react-router';
import { PageErrorBoundary } from '../shell/status/error-boundary';
import { ErrorContent } from '../shell/status/error-page';
import { PageLoading } from '../shell/status/page-loading';
import { isPublicSitePath } from './frame/public-paths';
import { siteRouteTree } from './frame/site-routes';
import type { LoadedData } from './route-data';

/**
 * The public website on its own: the pages the server renders, hydrated by a bundle that holds
 * no portal code. A link to a page outside it (sign-in, the portal, a signed-in page) loads that
 * page from the server, which answers with the portal's application.
 */
export const SiteApp = ({ initialData }: { readonly initialData?: LoadedData }) => {
  const { pathname, search, hash } = useLocation();
  const leaving = !isPublicSitePath(pathname);
  useEffect(() => {
    if (leaving) window.location.replace(`${pathname}${search}${hash}`);
  }, [leaving, pathname, search, hash]);
  if (leaving) return <PageLoading />;
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {siteRouteTree({
            pages: 'public',
            initial: initialData,
            fallback: <PageLoading />,
            failed: <ErrorContent />,
          })}
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  );
};
