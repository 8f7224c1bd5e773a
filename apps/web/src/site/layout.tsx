import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from './frame/footer';
import { frameMounted } from './frame/hydration';
import { SiteHeader } from './frame/menu';
import { scrollToTop, useScrollReveal } from './frame/motion';
import { useTranslation } from './use-translation';

/** Shown once the visitor has scrolled this far down. */
const TO_TOP_AFTER_PX = 480;

const ScrollToTop = () => {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      className={`to-top${shown ? ' is-shown' : ''}`}
      onClick={() => scrollToTop()}
      aria-label={t('site.nav.toTop')}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path d="M2 11l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
};

/** The frame of every public page: header with the menu, the page, footer, back-to-top. */
export const SiteLayout = () => {
  const { t } = useTranslation();
  useScrollReveal();
  useEffect(frameMounted, []);
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('site.nav.skip')}
      </a>
      <SiteHeader />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
    </div>
  );
};
