import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { brand } from '../brand';
import { LanguageSwitch } from './language-switch';

export const SiteLayout = () => {
  const { t } = useTranslation();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('site.nav.skip')}
      </a>
      <header className="site-header">
        <Link to="/" className="brand" aria-label={brand.name}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{brand.name}</span>
        </Link>
        <nav aria-label={brand.name} className="site-nav">
          <Link to="/">{t('site.nav.home')}</Link>
          <a href="/login">{t('site.nav.signIn')}</a>
          <LanguageSwitch />
        </nav>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>{t('site.footer.rights', { year: new Date().getFullYear(), brand: brand.name })}</p>
      </footer>
    </div>
  );
};
