import type { SessionUser } from '@tidemark/domain';
import { Drawer, Layout } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { brand } from '../../brand';
import { useBreakpoint } from './breakpoint';
import { LanguageMenu, MenuToggle, PageBreadcrumb, UserMenu } from './header';
import { IdleWarning } from './idle-warning';
import { LoadingOverlay } from './loading-overlay';
import { type PortalPage, pageUrlOf } from './menu-model';
import { PageTabs } from './page-tabs';
import { PermissionAlert } from './permission-alert';
import { SideMenu } from './side-menu';
import {
  HOME_PAGE,
  neighbourTab,
  rememberRecent,
  saveTabs,
  useRecent,
  useTabs,
  withoutTab,
  withTab,
} from './tabs-store';
import { UpgradeDialog } from './upgrade-dialog';
import { useWatermark } from './watermark-layer';

const SIDER_WIDTH = 232;
const SIDER_COLLAPSED_WIDTH = 64;

const Brand = ({ collapsed }: { collapsed: boolean }) => (
  <div className={collapsed ? 'pt-brand pt-brand-collapsed' : 'pt-brand'}>
    <img src="/favicon.svg" alt="" width={28} height={28} />
    {collapsed ? null : <span>{brand.name}</span>}
  </div>
);

/**
 * The frame of every portal page: side menu (a drawer on phones), header with breadcrumb,
 * language and user menu, the open pages as tabs, and the watermarked main area.
 */
export const PortalLayout = ({ user, pages }: { user: SessionUser; pages: readonly PortalPage[] }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const breakpoint = useBreakpoint();
  const phone = breakpoint === 'phone';
  const [collapsed, setCollapsed] = useState(breakpoint === 'pad');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const main = useRef<HTMLDivElement>(null);
  useWatermark(main, user);

  useEffect(() => {
    setCollapsed(breakpoint === 'pad');
    setDrawerOpen(false);
  }, [breakpoint]);

  const byUrl = useMemo(() => new Map(pages.map((p) => [p.url, p])), [pages]);
  const currentUrl = pageUrlOf(pathname);
  const current = currentUrl ? (byUrl.get(currentUrl) ?? null) : null;
  const storedTabs = useTabs();
  const recent = useRecent();

  const pageTitle = current ? t(current.titleKey) : null;
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${brand.name}` : brand.name;
  }, [pageTitle]);

  useEffect(() => {
    if (!current) return;
    saveTabs(withTab(storedTabs, current.url));
    if (current.url !== HOME_PAGE) rememberRecent(current.url);
  }, [current, storedTabs]);

  // The landing page's tab comes first; tabs of pages the user may no longer open are dropped.
  const tabs = useMemo(() => {
    const urls = [HOME_PAGE, ...storedTabs.filter((u) => u !== HOME_PAGE)];
    if (current && !urls.includes(current.url)) urls.push(current.url);
    return urls.flatMap((u) => byUrl.get(u) ?? []);
  }, [storedTabs, byUrl, current]);

  const openPage = useCallback(
    (url: string) => {
      setDrawerOpen(false);
      navigate(`/dashboard/${url}`);
    },
    [navigate],
  );
  const closeTab = (url: string) => {
    const shown = tabs.map((p) => p.url);
    saveTabs(withoutTab(storedTabs, url));
    if (url === current?.url) openPage(neighbourTab(shown, url) ?? HOME_PAGE);
  };
  const closeOthers = (keep: string | null) => {
    saveTabs(keep && keep !== HOME_PAGE ? [HOME_PAGE, keep] : [HOME_PAGE]);
    if (!keep) openPage(HOME_PAGE);
  };

  const menu = (
    <SideMenu
      pages={pages}
      recent={recent}
      current={current?.url ?? null}
      collapsed={!phone && collapsed}
      onOpenPage={openPage}
    />
  );

  return (
    <Layout className="pt-shell" data-breakpoint={breakpoint}>
      {phone ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDER_WIDTH + 32}
          closable={false}
          className="pt-menu-drawer"
          styles={{ body: { padding: 0 } }}
        >
          <Brand collapsed={false} />
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider
          className="pt-sider"
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          collapsible
        >
          <Brand collapsed={collapsed} />
          <nav aria-label={brand.name} className="pt-sider-menu">
            {menu}
          </nav>
        </Layout.Sider>
      )}
      <Layout className="pt-body">
        <Layout.Header className="pt-header">
          <MenuToggle
            mode={phone ? 'drawer' : 'sider'}
            collapsed={collapsed}
            onToggle={() => (phone ? setDrawerOpen(true) : setCollapsed((c) => !c))}
          />
          {phone ? <Brand collapsed={false} /> : <PageBreadcrumb page={current} />}
          <div className="pt-header-spacer" />
          <LanguageMenu compact={phone} />
          <UserMenu user={user} compact={phone} />
        </Layout.Header>
        {tabs.length > 0 ? (
          <PageTabs
            tabs={tabs}
            current={current?.url ?? null}
            onOpen={openPage}
            onClose={closeTab}
            onCloseOthers={closeOthers}
          />
        ) : null}
        <Layout.Content className="pt-content">
          <div className="pt-main" ref={main} id="main">
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
      <LoadingOverlay />
      <PermissionAlert />
      <IdleWarning />
      <UpgradeDialog />
    </Layout>
  );
};
