import { Link } from 'react-router';
import { brand } from '../brand';
import { HeroArt } from './home/hero-art';
import { FiguresBand, ReasonsSection, ServicesSection } from './home/sections';
import { ContactBand, EcommerceTeaser, LocationsTeaser, PortalTeaser } from './home/teasers';
import { TrackingSearchBox } from './tracking/search-box';
import { useTranslation } from './use-translation';
import './home/home.css';

/** The home page (/, /index, /test and every unknown path). */
export const HomePage = () => {
  const { t } = useTranslation();
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-inner home-hero-inner">
          <div className="home-hero-text reveal-left">
            <p className="home-eyebrow">{t('site.home.hero.eyebrow')}</p>
            <h1 id="home-title">{t('site.home.title')}</h1>
            <p className="home-lead">{t('site.home.lead', { brand: brand.name })}</p>
            <TrackingSearchBox />
            <p className="home-actions">
              <Link to="/online-quotations" className="home-button light">
                {t('site.home.hero.quote')}
              </Link>
              <a href="#services" className="home-button ghost">
                {t('site.home.hero.services')}
              </a>
            </p>
          </div>
          <div className="home-hero-picture reveal-right">
            <HeroArt />
          </div>
        </div>
      </section>
      <FiguresBand />
      <ServicesSection />
      <ReasonsSection />
      <LocationsTeaser />
      <EcommerceTeaser />
      <PortalTeaser />
      <ContactBand />
    </div>
  );
};
