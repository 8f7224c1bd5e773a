import { ApartmentOutlined, BankOutlined, HistoryOutlined, MailOutlined, RightOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { hourInZone } from '@tidemark/domain/common/time-display';
import { Card, Col, Empty, Row, Statistic, Tag } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../shell/session';
import { useUserTimeZone } from '../../shell/time-zone';
import { accessApi } from '../admin';
import { useCan } from '../permission';
import { formatDate } from '../shell/format';
import { groupIcon, pageIcon } from '../shell/icons';
import { menuSections, type PortalPage } from '../shell/menu-model';
import { usePortalPages } from '../shell/portal-pages';
import { HOME_PAGE, useRecent } from '../shell/tabs-store';

const greetingKey = (hour: number) =>
  hour < 5 ? 'evening' : hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';

type Count = { key: string; page: string; titleKey: string; value: number | null; icon: ReactNode };

/** Figures from the areas the user can open; each loads on its own and shows a dash until it does. */
const useCounts = (): Count[] => {
  const canApprove = useCan('accountApproval');
  const canNotices = useCan('upgrade');
  const canOutbox = useCan('mailOutbox');
  const canRoles = useCan('udRole');
  // Each figure is its own quiet query: a failure leaves its dash, and the others still come.
  const figures = useQueries({
    queries: [
      {
        queryKey: ['dashboard', 'approvals'],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          accessApi.pendingAccounts(true, signal).then((rows) => rows.length),
        enabled: canApprove,
      },
      {
        queryKey: ['dashboard', 'notices'],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          accessApi
            .notices(true, signal)
            .then(
              (rows) => rows.filter((n) => n.upgradeFlag === 1 && new Date(n.endsAt).getTime() > Date.now()).length,
            ),
        enabled: canNotices,
      },
      {
        queryKey: ['dashboard', 'outbox'],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          accessApi.outbox({ page: 1, limit: 10 }, true, signal).then((p) => p.total),
        enabled: canOutbox,
      },
      {
        queryKey: ['dashboard', 'roles'],
        queryFn: ({ signal }: { signal: AbortSignal }) => accessApi.roles(true, signal).then((rows) => rows.length),
        enabled: canRoles,
      },
    ].map((q) => ({ ...q, meta: { quiet: true } })),
  });
  const values: Record<string, number | undefined> = {
    approvals: figures[0]?.data,
    notices: figures[1]?.data,
    outbox: figures[2]?.data,
    roles: figures[3]?.data,
  };
  const all: (Count & { show: boolean })[] = [
    { key: 'approvals', page: 'accountApproval', show: canApprove, icon: pageIcon('accountApproval') },
    { key: 'notices', page: 'upgrade', show: canNotices, icon: pageIcon('upgrade') },
    { key: 'outbox', page: 'mailOutbox', show: canOutbox, icon: <MailOutlined aria-hidden /> },
    { key: 'roles', page: 'udRole', show: canRoles, icon: pageIcon('udRole') },
  ].map((c) => ({ ...c, titleKey: `portal.dashboard.counts.${c.key}`, value: values[c.key] ?? null }));
  return all.filter((c) => c.show);
};

const PageCard = ({ page, onOpen }: { page: PortalPage; onOpen: (url: string) => void }) => {
  const { t } = useTranslation();
  const hint = t(`portal.pageHints.${page.url}`, { defaultValue: '' });
  return (
    <button type="button" className="pt-page-card" onClick={() => onOpen(page.url)}>
      <span className="pt-page-card-icon">{pageIcon(page.url)}</span>
      <span className="pt-page-card-text">
        <strong>{t(page.titleKey)}</strong>
        {hint ? <span>{hint}</span> : null}
      </span>
      <RightOutlined className="pt-page-card-go" aria-hidden />
    </button>
  );
};

/** The landing page: who is signed in, what they used lately and everything they may open. */
export const DashboardUser = () => {
  const pages = usePortalPages();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const recent = useRecent();
  const counts = useCounts();
  const zone = useUserTimeZone();
  const open = (url: string) => navigate(`/dashboard/${url}`);
  const byUrl = useMemo(() => new Map(pages.map((p) => [p.url, p])), [pages]);
  const recentPages = recent.flatMap((url) => byUrl.get(url) ?? []);
  const sections = useMemo(() => menuSections(pages.filter((p) => p.url !== HOME_PAGE)), [pages]);
  if (!user) return null;

  const now = new Date();
  const roleLabel = (code: string) => (i18n.exists(`roles.${code}`) ? t(`roles.${code}`) : code);
  const place =
    user.kind === 'customer'
      ? { icon: <BankOutlined aria-hidden />, label: t('portal.dashboard.company'), value: user.companyName }
      : { icon: <ApartmentOutlined aria-hidden />, label: t('portal.dashboard.branch'), value: user.branchName };

  return (
    <div className="pt-dashboard">
      <section className="pt-welcome" aria-labelledby="pt-welcome-title">
        <div>
          <p className="pt-welcome-date">{formatDate(now, i18n.language, zone)}</p>
          <h1 id="pt-welcome-title">
            {t(`portal.dashboard.greeting.${greetingKey(hourInZone(now, zone))}`, { name: user.displayName })}
          </h1>
          <p className="pt-welcome-sub">{t('portal.dashboard.intro')}</p>
        </div>
        <dl className="pt-welcome-facts">
          <div>
            <dt>{t('portal.dashboard.roles')}</dt>
            <dd>
              {user.roles.length > 0
                ? user.roles.map((code) => (
                    <Tag key={code} className="pt-role-tag">
                      {roleLabel(code)}
                    </Tag>
                  ))
                : '—'}
            </dd>
          </div>
          <div>
            <dt>
              {place.icon} {place.label}
            </dt>
            <dd>{place.value || '—'}</dd>
          </div>
          <div>
            <dt>
              <MailOutlined aria-hidden /> {t('portal.dashboard.email')}
            </dt>
            <dd>{user.email}</dd>
          </div>
        </dl>
      </section>

      {counts.length > 0 ? (
        <Row gutter={[16, 16]} className="pt-counts">
          {counts.map((c) => (
            <Col key={c.key} xs={12} md={12} lg={6}>
              <Card hoverable onClick={() => open(c.page)} className="pt-count-card">
                <Statistic
                  title={t(c.titleKey)}
                  value={c.value ?? '—'}
                  prefix={<span className="pt-count-icon">{c.icon}</span>}
                />
              </Card>
            </Col>
          ))}
        </Row>
      ) : null}

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card
            title={
              <span>
                <HistoryOutlined aria-hidden /> {t('portal.dashboard.recent')}
              </span>
            }
            className="pt-card"
          >
            {recentPages.length > 0 ? (
              <ul className="pt-recent">
                {recentPages.map((p) => (
                  <li key={p.url}>
                    <button type="button" onClick={() => open(p.url)}>
                      {pageIcon(p.url)}
                      <span>{t(p.titleKey)}</span>
                      {p.group ? <small>{t(p.group.titleKey)}</small> : null}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portal.dashboard.recentEmpty')} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card title={t('portal.dashboard.pages')} className="pt-card">
            {sections.length > 0 ? (
              sections.map((section) => (
                <div key={section.code || 'top'} className="pt-section">
                  {section.code ? (
                    <h2 className="pt-section-title">
                      {groupIcon(section.code)} {t(section.titleKey)}
                    </h2>
                  ) : null}
                  <div className="pt-page-grid">
                    {section.pages.map((p) => (
                      <PageCard key={p.url} page={p} onOpen={open} />
                    ))}
                  </div>
                </div>
              ))
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={`${t('portal.dashboard.pagesEmpty')} ${t('messages.contactAdmin')}`}
              />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
};
