import type { SessionUser } from '@tidemark/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountGate } from './account-gate';
import { useSignOut } from './layout';
import { TimeZoneSummary } from './time-zone-form';

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="acc-detail">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

const ActionIcon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const ICONS = {
  portal: 'M3 10.5L12 4l9 6.5M5 9.5V20h14V9.5M9.5 20v-5.5h5V20',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1.2-3.6 4.3-5.5 8-5.5s6.8 1.9 8 5.5',
  email: 'M3.5 6h17v12h-17zM3.5 6.5l8.5 6.5 8.5-6.5',
  password: 'M6 10.5h12V20H6zM8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3M12 14.5v2',
} as const;

const Overview = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation();
  const doSignOut = useSignOut();
  const notSet = <span className="acc-muted">{t('accountPages.account.notSet')}</span>;
  const actions = [
    ...(user.status === 'active'
      ? [{ to: '/dashboard', icon: ICONS.portal, title: 'openPortal', text: 'openPortalText' }]
      : []),
    { to: '/user-myaccount', icon: ICONS.profile, title: 'editProfile', text: 'editProfileText' },
    { to: '/user-change-email', icon: ICONS.email, title: 'changeEmail', text: 'changeEmailText' },
    { to: '/ChangePassword', icon: ICONS.password, title: 'changePassword', text: 'changePasswordText' },
  ];
  return (
    <>
      <div className="acc-page-head">
        <div>
          <p className="acc-kicker">{t('accountPages.account.title')}</p>
          <h1>{t('accountPages.account.welcome', { name: user.displayName })}</h1>
        </div>
        <button type="button" className="acc-secondary" onClick={() => void doSignOut()}>
          {t('common.signOut')}
        </button>
      </div>
      {user.status === 'pending_approval' && (
        <section className="acc-notice" aria-labelledby="pending-title">
          <h2 id="pending-title">{t('accountPages.account.pendingTitle')}</h2>
          <p>{t('accountPages.account.pendingText')}</p>
        </section>
      )}
      <div className="acc-columns">
        <section className="acc-box" aria-labelledby="details-title">
          <h2 id="details-title">{t('accountPages.account.details')}</h2>
          <dl className="acc-details">
            <Detail label={t('accountPages.account.userName')}>{user.userName}</Detail>
            <Detail label={t('accountPages.account.email')}>{user.email || notSet}</Detail>
            <Detail label={t('accountPages.account.kind')}>{t(`accountPages.account.kinds.${user.kind}`)}</Detail>
            <Detail label={t('accountPages.account.status')}>
              <span className={`acc-badge acc-badge-${user.status}`}>
                {t(`accountPages.account.statuses.${user.status}`)}
              </span>
            </Detail>
            {user.kind === 'customer' ? (
              <Detail label={t('accountPages.account.company')}>{user.companyName ?? notSet}</Detail>
            ) : (
              <Detail label={t('accountPages.account.branch')}>{user.branchName ?? notSet}</Detail>
            )}
            <Detail label={t('accountPages.account.timeZone')}>
              <TimeZoneSummary user={user} />
            </Detail>
            {user.roles.length > 0 && (
              <Detail label={t('accountPages.account.roles')}>
                {user.roles.map((r) => t(`roles.${r}`, { defaultValue: r })).join(', ')}
              </Detail>
            )}
          </dl>
        </section>
        <nav className="acc-box" aria-labelledby="manage-title">
          <h2 id="manage-title">{t('accountPages.account.manage')}</h2>
          <ul className="acc-actions">
            {actions.map((a) => (
              <li key={a.to}>
                <Link to={a.to}>
                  <ActionIcon d={a.icon} />
                  <span>
                    <strong>{t(`accountPages.account.${a.title}`)}</strong>
                    <small>{t(`accountPages.account.${a.text}`)}</small>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
};

/** /user-account: who you are, the account's status and where to manage it. */
export const AccountPage = () => <AccountGate>{(user) => <Overview user={user} />}</AccountGate>;

/** Heading and way back for the account sub-pages. */
export const AccountSubpage = ({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <div className="acc-narrow">
      <Link to="/user-account" className="acc-back">
        {t('accountPages.account.back')}
      </Link>
      <section className="acc-box">
        <h1>{title}</h1>
        {lead && <p className="acc-lead">{lead}</p>}
        {children}
      </section>
    </div>
  );
};
