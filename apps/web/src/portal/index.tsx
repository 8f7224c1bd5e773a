import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { App as AntApp, Button, ConfigProvider, Result, Spin } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import { type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { loadPermissions, useSession } from '../shell/session';
import { ChunkBoundary, isChunkLoadError } from './chunk';
import { queryClient } from './engine/query-client';
import { QueryErrorReporter } from './engine/query-errors';
import './portal.css';
import { SCREENS } from './screens';
import { PortalLayout } from './shell/layout';
import { routablePages } from './shell/menu-model';
import { PortalNotFound } from './shell/not-found';
import { PortalPagesContext } from './shell/portal-pages';
import { HOME_PAGE } from './shell/tabs-store';
import { PORTAL_THEME } from './theme';

const Centered = ({ children }: { children: ReactNode }) => <div className="pt-centered">{children}</div>;

/** One page under the shell: its own chunk, its own error boundary, reset by navigation. */
const PageScreen = ({ url }: { url: string }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const Screen = SCREENS[url];
  // A page in the menu without a screen in this build still opens, to a message that says so.
  if (!Screen) return <Result status="warning" title={t('portal.error.text')} />;
  return (
    <ChunkBoundary
      resetKey={pathname}
      fallback={(error, reload) => (
        <Result
          status="warning"
          title={t(isChunkLoadError(error) ? 'messages.chunkLoadError' : 'portal.error.text')}
          extra={
            <Button type="primary" onClick={reload}>
              {t('common.reload')}
            </Button>
          }
        />
      )}
    >
      <Suspense
        fallback={
          <Centered>
            <Spin />
          </Centered>
        }
      >
        <Screen />
      </Suspense>
    </ChunkBoundary>
  );
};

const PortalRoutes = () => {
  const { user, menu, permissions } = useSession();
  const pages = useMemo(() => routablePages(menu, permissions), [menu, permissions]);
  if (!user) return <Navigate to="/login" replace />;
  const home = pages.some((p) => p.url === HOME_PAGE) ? HOME_PAGE : (pages[0]?.url ?? null);
  return (
    <PortalPagesContext.Provider value={pages}>
      <Routes>
        <Route element={<PortalLayout user={user} pages={pages} />}>
          <Route index element={<Navigate to={`/dashboard/${HOME_PAGE}`} replace />} />
          {pages.map((p) => (
            <Route key={p.url} path={`${p.url}/*`} element={<PageScreen url={p.url} />} />
          ))}
          <Route path="*" element={<PortalNotFound home={home} />} />
        </Route>
      </Routes>
    </PortalPagesContext.Provider>
  );
};

/** Waits for the user and the permission list (SPEC §4), then shows the portal. */
const PortalSession = () => {
  const { t } = useTranslation();
  const session = useSession();
  const ready = session.user !== null && session.menu.length > 0;
  const permissions = useQuery({
    queryKey: ['session', 'permissions'],
    queryFn: async () => {
      await loadPermissions();
      return true;
    },
    enabled: !ready,
    gcTime: 0,
    meta: { quiet: true },
  });
  if (ready) return <PortalRoutes />;
  if (permissions.isError && !permissions.isFetching)
    return (
      <Centered>
        <Result
          status="warning"
          title={t('http.network')}
          extra={
            <Button type="primary" onClick={() => void permissions.refetch()}>
              {t('common.reload')}
            </Button>
          }
        />
      </Centered>
    );
  if (permissions.isSuccess && !permissions.isFetching) return <PortalRoutes />;
  return (
    <Centered>
      <Spin size="large" />
    </Centered>
  );
};

/** The operations portal under /dashboard/*, in antd with the app language's locale. */
export default function PortalApp() {
  const { i18n } = useTranslation();
  const zh = i18n.language !== 'en_us';
  // Date pickers format with dayjs's global locale; set it before they render.
  dayjs.locale(zh ? 'zh-cn' : 'en');
  return (
    <ConfigProvider locale={zh ? zhCN : enUS} theme={PORTAL_THEME}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <QueryErrorReporter />
          <PortalSession />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
