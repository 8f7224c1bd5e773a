import { CONTAINER_TYPES } from '@tidemark/domain/site/forms/index';
import { useLocation } from 'react-router';
import { QuoteRequest } from '../forms/quote-page';
import { useSignedInUser } from '../frame/menu';
import { useSiteData } from '../route-data';
import { useTranslation } from '../use-translation';
import { InstantAnswer } from './instant-results';
import { bySize, InstantSearch } from './instant-search';
import type { InstantFields, InstantState } from './instant-state';
import '../forms/forms.css';
import './instant.css';

/** The quotation request starts from what was asked: the lane, the mode and boxes or cargo size, the day. */
export const requestStart = (fields: InstantFields): Record<string, string> => {
  const start: Record<string, string> = { origin: fields.pol, destination: fields.pod, readyDate: fields.date };
  if (bySize(fields.equipment)) {
    start.mode = fields.equipment;
    if (fields.weightKg) start.grossWeight = fields.weightKg;
    if (fields.volumeCbm) start.volume = fields.volumeCbm;
  } else {
    start.mode = 'FCL';
    if ((CONTAINER_TYPES as readonly string[]).includes(fields.equipment)) start.containerType = fields.equipment;
    start.containerCount = fields.containers;
  }
  return start;
};

/**
 * /online-quotations: a lane, a day and an equipment answered at once with the published sell
 * rates in force (rendered on the server, so a shared link opens with its answer); a signed-in
 * customer sends a rate to sales as a quotation request, and anyone may ask sales on the
 * quotation request form below, started from the same question.
 */
const InstantPage = () => {
  const { t } = useTranslation();
  const data = useSiteData<InstantState>();
  const { search } = useLocation();
  const user = useSignedInUser();
  const requester = user?.kind === 'customer' && user.status === 'active' ? 'customer' : 'visitor';
  return (
    <div className="iq-page">
      <header className="iq-hero">
        <h1>{t('site.instantQuote.title')}</h1>
        <p className="form-lead">{t('site.instantQuote.lead')}</p>
        <InstantSearch key={search} fields={data.fields} errors={data.state === 'invalid' ? data.errors : {}} />
      </header>
      {data.state === 'done' && <InstantAnswer question={data.question} offers={data.offers} requester={requester} />}
      {data.state === 'error' && (
        <p className="form-alert" role="alert">
          {t(data.messageKey)}
        </p>
      )}
      <QuoteRequest
        key={search}
        start={data.state === 'empty' ? {} : requestStart(data.fields)}
        within={{ title: t('site.instantQuote.formTitle'), lead: t('site.instantQuote.formLead') }}
      />
    </div>
  );
};

export default InstantPage;
