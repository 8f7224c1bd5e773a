import { useTranslation } from 'react-i18next';
import { brand } from '../brand';
import { TrackingSearchBox } from './tracking/search-box';

const SERVICES = ['ocean', 'air', 'customs', 'logistics'] as const;

export const HomePage = () => {
  const { t } = useTranslation();
  return (
    <>
      <section className="hero">
        <h1>{t('site.home.title')}</h1>
        <p>{t('site.home.lead', { brand: brand.name })}</p>
        <TrackingSearchBox />
      </section>
      <section className="services" aria-labelledby="services-title">
        <h2 id="services-title">{t('site.home.servicesTitle')}</h2>
        <ul>
          {SERVICES.map((s) => (
            <li key={s}>
              <h3>{t(`site.home.${s}`)}</h3>
              <p>{t(`site.home.${s}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="portal-teaser">
        <h2>{t('site.home.portalTitle')}</h2>
        <p>{t('site.home.portalText')}</p>
      </section>
    </>
  );
};
