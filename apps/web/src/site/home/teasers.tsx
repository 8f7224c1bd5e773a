import { Link } from 'react-router';
import { Icon } from '../content/icons';
import { useTranslation } from '../use-translation';

const REGIONS = ['americas', 'china', 'asiaPacific', 'emea'] as const;
const ECOMMERCE_RULES = ['value', 'weight', 'transit', 'recipient'] as const;

export const LocationsTeaser = () => {
  const { t } = useTranslation();
  return (
    <section className="home-section home-split reveal-left" aria-labelledby="home-locations-title">
      <div className="home-inner home-split-inner">
        <div>
          <Icon name="globe" size={40} className="home-teaser-icon" />
          <h2 id="home-locations-title">{t('site.home.locations.title')}</h2>
          <p>{t('site.home.locations.text')}</p>
          <Link to="/locations" className="home-button dark">
            {t('site.home.locations.link')}
          </Link>
        </div>
        <ul className="home-regions">
          {REGIONS.map((r, tab) => (
            <li key={r}>
              <Link to={`/locations?tab=${tab}`} className="home-region-link">
                {t(`site.home.locations.${r}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};

export const EcommerceTeaser = () => {
  const { t } = useTranslation();
  return (
    <section className="home-section home-ecommerce reveal-right" aria-labelledby="home-ecommerce-title">
      <div className="home-inner home-split-inner">
        <div>
          <Icon name="parcel" size={40} className="home-teaser-icon" />
          <h2 id="home-ecommerce-title">{t('site.home.ecommerce.title')}</h2>
          <p>{t('site.home.ecommerce.text')}</p>
          <Link to="/ecommerce" className="home-button dark">
            {t('site.home.ecommerce.link')}
          </Link>
        </div>
        <ul className="home-rules">
          {ECOMMERCE_RULES.map((r) => (
            <li key={r}>{t(`site.home.ecommerce.${r}`)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
};

export const PortalTeaser = () => {
  const { t } = useTranslation();
  return (
    <section className="home-section home-portal reveal-bottom" aria-labelledby="home-portal-title">
      <div className="home-inner">
        <Icon name="document" size={40} className="home-teaser-icon" />
        <h2 id="home-portal-title">{t('site.home.portal.title')}</h2>
        <p>{t('site.home.portal.text')}</p>
        <p className="home-actions">
          <a href="/login" className="home-button dark">
            {t('site.home.portal.signIn')}
          </a>
          <Link to="/tracking" className="home-button outline">
            {t('site.home.portal.track')}
          </Link>
          <a href="/sign-up" className="home-text-link">
            {t('site.home.portal.signUp')}
          </a>
        </p>
      </div>
    </section>
  );
};

export const ContactBand = () => {
  const { t } = useTranslation();
  return (
    <section className="home-contact reveal-top" aria-labelledby="home-contact-title">
      <div className="home-inner">
        <h2 id="home-contact-title">{t('site.home.contact.title')}</h2>
        <p>{t('site.home.contact.text')}</p>
        <p className="home-actions">
          <Link to="/contact" className="home-button light">
            {t('site.home.contact.action')}
          </Link>
          <Link to="/online-quotations" className="home-button ghost">
            {t('site.home.contact.quote')}
          </Link>
        </p>
      </div>
    </section>
  );
};
