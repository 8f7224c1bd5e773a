import { QueryClientProvider } from '@tanstack/react-query';
import { CUSTOMER_PROMISES, STAFF_PROMISES } from '@tidemark/domain/access/access-promises';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { brand } from '../../brand';
import { onCarrierHost, useHasToken } from '../../shell/guard';
import { signOut, useSession } from '../../shell/session';
import { LanguageSwitch } from '../../site/language-switch';
import { queryClient } from '../engine/query-client';

/** Signs out on both sides and lands on the sign-in page. */
export const useSignOut = () => {
  const navigate = useNavigate();
  return async () => {
    await signOut().catch(() => undefined);
    navigate('/login', { replace: true });
  };
};

const Header = () => {
  const { t } = useTranslation();
  const signedIn = useHasToken();
  const { user } = useSession();
  const doSignOut = useSignOut();
  const carrier = onCarrierHost();
  return (
    <header className={signedIn ? 'acc-top acc-top-signed' : 'acc-top'}>
      <Link to="/" className="acc-brand">
        <img src="/favicon.svg" alt="" width="30" height="30" />
        <span>{brand.name}</span>
      </Link>
      {signedIn && (
        <nav className="acc-nav" aria-label={t('accountPages.layout.userMenu')}>
          {user && <span className="acc-who">{t('accountPages.layout.signedInAs', { name: user.displayName })}</span>}
          {user?.status !== 'pending_approval' && <Link to="/dashboard">{t('accountPages.layout.portal')}</Link>}
          {!carrier && <Link to="/user-account">{t('accountPages.layout.account')}</Link>}
          <button type="button" className="acc-nav-button" onClick={() => void doSignOut()}>
            {t('common.signOut')}
          </button>
        </nav>
      )}
      <LanguageSwitch />
    </header>
  );
};

const Footer = () => {
  const { t } = useTranslation();
  return (
    <footer className="acc-foot">
      <span>{t('site.footer.rights', { year: new Date().getFullYear(), brand: brand.name })}</span>
      {!onCarrierHost() && <Link to="/">{t('accountPages.layout.backHome')}</Link>}
    </footer>
  );
};

/** Shipping lanes over a faint globe grid: decoration only. */
const RouteArt = () => (
  <svg className="acc-art" viewBox="0 0 600 420" aria-hidden="true" focusable="false">
    <g fill="none" stroke="rgba(255,255,255,0.08)" strokeWidth="1">
      <ellipse cx="300" cy="210" rx="280" ry="190" />
      <ellipse cx="300" cy="210" rx="190" ry="190" />
      <ellipse cx="300" cy="210" rx="95" ry="190" />
      <path d="M20 210h560M48 115h504M48 305h504M110 50h380M110 370h380" />
    </g>
    <g fill="none" strokeWidth="2" strokeLinecap="round" strokeDasharray="2 9">
      <path d="M110 150 C 210 60, 360 60, 470 130" stroke="#5fd1c4" />
      <path d="M130 290 C 250 200, 380 230, 500 270" stroke="#8fe3d9" />
      <path d="M470 130 C 520 180, 520 230, 500 270" stroke="rgba(255,255,255,0.55)" />
      <path d="M110 150 C 90 200, 100 250, 130 290" stroke="rgba(255,255,255,0.35)" />
    </g>
    <g fill="#5fd1c4">
      <circle cx="110" cy="150" r="6" />
      <circle cx="470" cy="130" r="6" />
      <circle cx="130" cy="290" r="6" />
      <circle cx="500" cy="270" r="6" />
    </g>
    <g fill="none" stroke="#5fd1c4" strokeOpacity="0.35" strokeWidth="2">
      <circle cx="110" cy="150" r="14" />
      <circle cx="470" cy="130" r="14" />
      <circle cx="130" cy="290" r="14" />
      <circle cx="500" cy="270" r="14" />
    </g>
  </svg>
);

const CheckIcon = () => (
  <svg className="acc-hero-check" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="10" fill="rgba(95,209,196,0.18)" />
    <path d="M5.5 10.5l3 3 6-6.5" fill="none" stroke="#5fd1c4" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const Hero = ({ staff }: { staff: boolean }) => {
  const { t } = useTranslation();
  const points = (staff ? STAFF_PROMISES : CUSTOMER_PROMISES).map((p) => p.key);
  return (
    <aside className={`acc-hero${staff ? ' acc-hero-staff' : ''}`}>
      <RouteArt />
      <div className="acc-hero-text">
        <p className="acc-hero-kicker">{t('common.brandTagline')}</p>
        <h2>{t(staff ? 'accountPages.hero.staffTitle' : 'accountPages.hero.customerTitle')}</h2>
        <p className="acc-hero-lead">
          {t(staff ? 'accountPages.hero.staffLead' : 'accountPages.hero.customerLead', { brand: brand.name })}
        </p>
        <ul>
          {points.map((p) => (
            <li key={p}>
              <CheckIcon />
              <span>{t(`accountPages.hero.${p}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
};

/** Sign-in, sign-up and password pages: the brand panel beside a form card. */
export const AccessLayout = () => {
  const location = useLocation();
  const { user } = useSession();
  const staff = location.pathname.toLowerCase() === '/sys_login' || user?.kind === 'staff';
  return (
    <QueryClientProvider client={queryClient}>
      <div className="acc">
        <Header />
        <main id="main" className="acc-split">
          <Hero staff={staff} />
          <section className="acc-panel">
            <div className="acc-card">
              <Outlet />
            </div>
          </section>
        </main>
        <Footer />
      </div>
    </QueryClientProvider>
  );
};

/** Account and status pages: one column under the same header. */
export const PageLayout = () => (
  <QueryClientProvider client={queryClient}>
    <div className="acc">
      <Header />
      <main id="main" className="acc-page">
        <Outlet />
      </main>
      <Footer />
    </div>
  </QueryClientProvider>
);
