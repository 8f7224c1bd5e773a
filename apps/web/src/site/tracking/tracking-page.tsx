import { useLocation } from 'react-router';
import { useSiteData } from '../route-data';
import { useTranslation } from '../use-translation';
import { LookupResults, type LookupState } from './results';
import { TrackingSearchBox } from './search-box';
import './tracking.css';

/** /tracking: the search box and, for ?no=..., the results per number. */
const TrackingPage = () => {
  const { t } = useTranslation();
  const data = useSiteData<LookupState>();
  const { search } = useLocation();
  const no = new URLSearchParams(search).get('no') ?? '';
  return (
    <div className="trk-page">
      <header className="trk-hero">
        <h1>{t('site.tracking.pages.tracking.title')}</h1>
        <p>{t('site.tracking.pages.tracking.intro')}</p>
        <TrackingSearchBox defaultValue={no} />
      </header>
      <LookupResults data={data} />
    </div>
  );
};

export default TrackingPage;
