import type { ContentIcon } from '@tidemark/domain/site/content/types';
import { Link } from 'react-router';
import { brand } from '../../brand';
import { Icon } from '../content/icons';
import { useTranslation } from '../use-translation';

const SERVICES: readonly { key: string; icon: ContentIcon; path: string }[] = [
  { key: 'ocean', icon: 'ship', path: '/supply-chain/ocean-freight' },
  { key: 'air', icon: 'plane', path: '/supply-chain/air-freight' },
  { key: 'overland', icon: 'truck', path: '/supply-chain/overland' },
  { key: 'customs', icon: 'customs', path: '/supply-chain/customs-brokerage' },
  { key: 'contractLogistics', icon: 'warehouse', path: '/supply-chain/contract-logistics' },
  { key: 'depot', icon: 'depot', path: '/supply-chain/depot-operations' },
  { key: 'warehouse', icon: 'parcel', path: '/warehouse' },
];

const REASONS: readonly { key: string; icon: ContentIcon }[] = [
  { key: 'predictability', icon: 'clock' },
  { key: 'visibility', icon: 'eye' },
  { key: 'control', icon: 'control' },
  { key: 'reliability', icon: 'shield' },
];

const FIGURES = ['teu', 'air', 'offices', 'onTime'] as const;

export const FiguresBand = () => {
  const { t } = useTranslation();
  return (
    <section className="home-figures reveal-top" aria-labelledby="home-figures-title">
      <h2 id="home-figures-title" className="visually-hidden">
        {t('site.home.figures.title', { brand: brand.name })}
      </h2>
      <dl className="home-inner">
        {FIGURES.map((f) => (
          <div key={f}>
            <dt>{t(`site.home.figures.${f}Label`)}</dt>
            <dd>{t(`site.home.figures.${f}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};

export const ServicesSection = () => {
  const { t } = useTranslation();
  return (
    <section id="services" className="home-section reveal-bottom" aria-labelledby="home-services-title">
      <div className="home-inner">
        <h2 id="home-services-title">{t('site.home.services.title')}</h2>
        <p className="home-intro">{t('site.home.services.intro')}</p>
        <ul className="home-services">
          {SERVICES.map((s) => (
            <li key={s.key}>
              <Icon name={s.icon} size={36} className="home-service-icon" />
              <h3>
                <Link to={s.path}>{t(`site.home.services.${s.key}.title`)}</Link>
              </h3>
              <p>{t(`site.home.services.${s.key}.text`)}</p>
              <span className="home-more" aria-hidden="true">
                {t('site.home.services.more')} →
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};

export const ReasonsSection = () => {
  const { t } = useTranslation();
  return (
    <section className="home-section home-reasons reveal-bottom" aria-labelledby="home-reasons-title">
      <div className="home-inner">
        <h2 id="home-reasons-title">{t('site.home.reasons.title', { brand: brand.name })}</h2>
        <ol>
          {REASONS.map((r, i) => (
            <li key={r.key}>
              <span className="home-reason-number" aria-hidden="true">
                {i + 1}
              </span>
              <Icon name={r.icon} size={28} />
              <h3>
                <Link to={`/${r.key}`}>{t(`site.home.reasons.${r.key}.title`)}</Link>
              </h3>
              <p>{t(`site.home.reasons.${r.key}.text`)}</p>
            </li>
          ))}
        </ol>
        <p>
          <Link to="/four-reasons" className="home-text-link">
            {t('site.home.reasons.all')} →
          </Link>
        </p>
      </div>
    </section>
  );
};
