import { formatMoney } from '@tidemark/domain/common/money';
import type { InstantQuery, RankedOffer } from '@tidemark/domain/pricing/instant/ranking';
import { SIGN_IN_PATH } from '@tidemark/domain/site/menu';
import { useState } from 'react';
import { sessionValue } from '../../wire/storage';
import { postForm } from '../forms/submit';
import { useTranslation } from '../use-translation';
import { bySize } from './instant-search';

/** Who may turn an answer into a quotation request: a signed-in customer, or someone to invite in. */
export type Requester = 'customer' | 'visitor';

type Sent =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent'; text: string }
  | { state: 'failed'; text: string };

/** The question and the chosen rate, as the request route takes them, with the session of this tab. */
const requestFields = (q: InstantQuery, tariffId: number, lang: string): Record<string, string> => ({
  pol: q.pol,
  pod: q.pod,
  date: q.date,
  equipment: q.equipment,
  containers: String(q.containers),
  ...(q.weightKg ? { weightKg: q.weightKg } : {}),
  ...(q.volumeCbm ? { volumeCbm: q.volumeCbm } : {}),
  tariffId: String(tariffId),
  lang,
  __sid: sessionValue('token') ?? '',
});

/** The customer's button: the rate sent to its office's sales team as a quotation request. */
const RequestButton = ({ question, offer }: { question: InstantQuery; offer: RankedOffer }) => {
  const { t, i18n } = useTranslation();
  const [sent, setSent] = useState<Sent>({ state: 'idle' });
  if (sent.state === 'sent') {
    return (
      <p className="iq-sent" role="status" data-requested>
        {sent.text}
      </p>
    );
  }
  const send = async () => {
    setSent({ state: 'sending' });
    const result = await postForm<{ reference: string }>(
      '/api/pricing/instant/request',
      requestFields(question, offer.tariffId, i18n.language),
    );
    setSent(
      result.ok
        ? { state: 'sent', text: t('site.instantQuote.requested', { reference: result.data.reference }) }
        : { state: 'failed', text: result.message || t('site.instantQuote.requestFailed') },
    );
  };
  return (
    <div className="iq-action">
      <button type="button" className="form-submit" onClick={() => void send()} disabled={sent.state === 'sending'}>
        {sent.state === 'sending' ? t('site.instantQuote.requesting') : t('site.instantQuote.request')}
      </button>
      {sent.state === 'failed' && (
        <p className="form-error" role="alert">
          {sent.text}
        </p>
      )}
    </div>
  );
};

/** One rate: carrier, transit, validity, the total for the cargo and its charges line by line. */
export const OfferCard = ({
  offer,
  question,
  requester,
}: {
  offer: RankedOffer;
  question: InstantQuery;
  requester: Requester;
}) => {
  const { t } = useTranslation();
  const k = (key: string, params?: Record<string, unknown>) => t(`site.instantQuote.${key}`, params);
  const money = (amount: string) => formatMoney(amount);
  return (
    <article className="iq-offer" data-tariff={offer.tariffNo} aria-label={k('rank', { rank: offer.rank })}>
      <header className="iq-offer-head">
        <p className="iq-rank">
          {k('rank', { rank: offer.rank })}
          {offer.rank === 1 && <span className="iq-badge">{k('cheapest')}</span>}
        </p>
        <h3>
          {offer.carrierName ?? offer.carrierCode} <span className="iq-code">{offer.carrierCode}</span>
        </h3>
        <p className="iq-total">
          <span className="iq-total-label">{k('total')}</span>{' '}
          <strong>{`${offer.currency} ${money(offer.total)}`}</strong>
        </p>
      </header>
      <ul className="iq-facts">
        {offer.transitDays !== null && <li>{k('transit', { days: offer.transitDays })}</li>}
        <li>{offer.via ? k('via', { via: offer.via }) : k('direct')}</li>
        <li>{k('validUntil', { date: offer.validUntil })}</li>
      </ul>
      <details className="iq-charges">
        <summary>{k('charges')}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{k('charge')}</th>
              <th scope="col">{k('basis')}</th>
              <th scope="col" className="iq-num">
                {k('amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {offer.lines.map((line) => (
              <tr key={`${line.chargeCode}-${line.unit}-${line.currency}`}>
                <th scope="row">{k(`chargeNames.${line.chargeCode}`, { defaultValue: line.chargeCode })}</th>
                <td>{`${k(`units.${line.unit}`, { defaultValue: line.unit })} · ${k('perUnit', { quantity: line.quantity, rate: money(line.rate) })}`}</td>
                <td className="iq-num">{`${line.currency} ${money(line.amount)}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {requester === 'customer' ? (
        <RequestButton question={question} offer={offer} />
      ) : (
        <p className="iq-sign-in">
          <a href={SIGN_IN_PATH}>{k('signInLink')}</a> · {k('signIn')}
        </p>
      )}
    </article>
  );
};

/** The answer: how many rates are in force that day, cheapest first, or that none is published. */
export const InstantAnswer = ({
  question,
  offers,
  requester,
}: {
  question: InstantQuery;
  offers: readonly RankedOffer[];
  requester: Requester;
}) => {
  const { t } = useTranslation();
  if (offers.length === 0) {
    return (
      <p className="iq-none" role="status">
        {t('site.instantQuote.none')}
      </p>
    );
  }
  const equipment = bySize(question.equipment)
    ? t(`site.instantQuote.equipmentNames.${question.equipment}`)
    : `${question.containers} × ${question.equipment}`;
  return (
    <section className="iq-answer" aria-labelledby="iq-found">
      <h2 id="iq-found">
        {question.pol} → {question.pod} · {equipment}
      </h2>
      <p role="status">{t('site.instantQuote.found', { count: offers.length, date: question.date })}</p>
      <div className="iq-offers">
        {offers.map((offer) => (
          <OfferCard key={offer.tariffId} offer={offer} question={question} requester={requester} />
        ))}
      </div>
      <p className="iq-disclaimer">{t('site.instantQuote.disclaimer')}</p>
    </section>
  );
};
