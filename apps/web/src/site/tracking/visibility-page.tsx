import { brand } from '../../brand';
import { useTranslation } from '../use-translation';
import { TrackingSearchBox } from './search-box';
import './tracking.css';

const TOPICS = ['milestones', 'sources', 'notifications', 'portal'] as const;

/** /track-trace-visibility: what the tracking service does, and the same search box. */
const VisibilityPage = () => {
  const { t } = useTranslation();
  const key = 'site.tracking.pages.visibility';
  return (
    <div className="trk-page">
      <header className="trk-hero">
        <h1>{t(`${key}.title`)}</h1>
        <p>{t(`${key}.lead`, { brand: brand.name })}</p>
      </header>
      <div className="trk-topics">
        {TOPICS.map((topic) => (
          <section key={topic} className="trk-topic" aria-labelledby={`trk-topic-${topic}`}>
            <h2 id={`trk-topic-${topic}`}>{t(`${key}.${topic}Title`)}</h2>
            <p>{t(`${key}.${topic}Text`)}</p>
            {topic === 'portal' ? <a href="/user-tracking">{t(`${key}.portalLink`)}</a> : null}
          </section>
        ))}
      </div>
      <section className="trk-hero" aria-labelledby="trk-search-title">
        <h2 id="trk-search-title">{t(`${key}.searchTitle`)}</h2>
        <TrackingSearchBox />
      </section>
    </div>
  );
};

export default VisibilityPage;
