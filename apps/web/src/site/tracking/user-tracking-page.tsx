import type { CustomerShipmentRow, CustomerShipmentTracking } from '@tidemark/domain/tracking/lookup';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { currentLanguage } from '../../i18n';
import { downloadFile } from '../../wire/download';
import { sessionValue } from '../../wire/storage';
import { useTranslation } from '../use-translation';
import { ShipmentCard } from './results';
import './tracking.css';

type Envelope<T> = { success: boolean; message: string; data: T };
type ListData = { rows: CustomerShipmentRow[]; page: number; hasMore: boolean };

/** A GET to the signed-in tracking API; only ever called from effects and handlers. */
const getJson = async <T,>(path: string, query: Record<string, string>): Promise<Envelope<T>> => {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries({ ...query, lang: currentLanguage() })) url.searchParams.set(k, v);
  const res = await fetch(url, {
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'x-sid': sessionValue('token') ?? '' },
  });
  const body = (await res.json()) as Envelope<T>;
  if (!res.ok) throw new Error(body.message);
  return body;
};

/** The shipment's house bill (air waybill for air freight) as a PDF in the page's language. */
const DocumentLinks = ({ shipmentNo, air }: { shipmentNo: string; air: boolean }) => {
  const { t } = useTranslation();
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const download = () => {
    setState({ busy: true });
    downloadFile('/api/ops/documents/house-bill', { shipmentNo }).then(
      () => setState({ busy: false }),
      (error: Error) => setState({ busy: false, error: error.message || t('site.tracking.pages.user.downloadFailed') }),
    );
  };
  return (
    <div className="trk-field">
      <dt>{t('site.tracking.pages.user.documents')}</dt>
      <dd>
        <button
          type="button"
          className="trk-doc-link"
          onClick={download}
          disabled={state.busy}
          data-download="houseBill"
        >
          {t(air ? 'site.tracking.pages.user.houseAirWaybillPdf' : 'site.tracking.pages.user.houseBillPdf')}
        </button>
        {state.error ? <span role="alert"> {state.error}</span> : null}
      </dd>
    </div>
  );
};

const Detail = ({ shipmentNo }: { shipmentNo: string }) => {
  const { t } = useTranslation();
  const [state, setState] = useState<{ detail?: CustomerShipmentTracking; error?: string }>({});
  useEffect(() => {
    let live = true;
    getJson<CustomerShipmentTracking>('/api/tracking/my-shipment', { shipmentNo }).then(
      (body) => live && setState({ detail: body.data }),
      (error: Error) => live && setState({ error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [shipmentNo]);
  if (state.error) return <p role="alert">{state.error}</p>;
  if (!state.detail) return <p>{t('site.tracking.pages.user.loading')}</p>;
  const d = state.detail;
  return (
    <ShipmentCard
      shipment={d}
      extra={
        <dl className="trk-overview">
          <div className="trk-field">
            <dt>{t('site.tracking.labels.customer')}</dt>
            <dd>
              {d.customer.name}, {d.customer.city} ({d.customer.country})
            </dd>
          </div>
          <div className="trk-field">
            <dt>{t('site.tracking.labels.incoterm')}</dt>
            <dd>{d.incoterm ?? '—'}</dd>
          </div>
          {d.overview.houseBill ? (
            <DocumentLinks shipmentNo={d.overview.shipmentNo} air={d.overview.mode === 'AIR'} />
          ) : null}
        </dl>
      }
    />
  );
};

/** /user-tracking: the signed-in customer's shipments (staff: their branches), with details. */
const UserTrackingPage = () => {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState({ no: '', page: 1 });
  const [typed, setTyped] = useState('');
  const [list, setList] = useState<{ data?: ListData; error?: string }>({});
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const params: Record<string, string> = { page: String(query.page) };
    if (query.no) params.no = query.no;
    getJson<ListData>('/api/tracking/my-shipments', params).then(
      (body) => live && setList({ data: body.data }),
      (error: Error) => live && setList({ error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(null);
    setQuery({ no: typed.trim(), page: 1 });
  };
  const rows = list.data?.rows ?? [];
  return (
    <div className="trk-page">
      <header className="trk-hero">
        <h1>{t('site.tracking.pages.user.title')}</h1>
        <p>{t('site.tracking.pages.user.description')}</p>
        <search className="tracking-search">
          <form onSubmit={submit}>
            <label htmlFor={id}>{t('site.tracking.pages.user.search')}</label>
            <div className="tracking-search-row">
              <input
                id={id}
                type="search"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                placeholder={t('site.tracking.pages.user.searchPlaceholder')}
                maxLength={800}
              />
              <button type="submit">{t('site.tracking.pages.user.searchSubmit')}</button>
            </div>
          </form>
        </search>
      </header>
      {list.error ? <p role="alert">{list.error}</p> : null}
      {!list.data && !list.error ? <p>{t('site.tracking.pages.user.loading')}</p> : null}
      {list.data && rows.length === 0 ? <p>{t('site.tracking.pages.user.empty')}</p> : null}
      {rows.length > 0 ? (
        <ul className="trk-mylist">
          {rows.map((r) => (
            <li key={r.shipmentNo}>
              <div className="trk-myrow">
                <span className="trk-myno">{r.houseBill ?? r.shipmentNo}</span>
                <span>
                  {r.origin} → {r.destination}
                </span>
                <span className={`trk-status trk-status-${r.status}`}>{r.statusLabel}</span>
                <button
                  type="button"
                  aria-expanded={open === r.shipmentNo}
                  onClick={() => setOpen(open === r.shipmentNo ? null : r.shipmentNo)}
                >
                  {t(open === r.shipmentNo ? 'site.tracking.pages.user.close' : 'site.tracking.pages.user.open')}
                </button>
              </div>
              {open === r.shipmentNo ? <Detail shipmentNo={r.shipmentNo} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {list.data && (query.page > 1 || list.data.hasMore) ? (
        <nav className="trk-pager" aria-label={t('site.tracking.pages.user.page', { page: query.page })}>
          <button type="button" disabled={query.page <= 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>
            {t('site.tracking.pages.user.previous')}
          </button>
          <span>{t('site.tracking.pages.user.page', { page: query.page })}</span>
          <button
            type="button"
            disabled={!list.data.hasMore}
            onClick={() => setQuery({ ...query, page: query.page + 1 })}
          >
            {t('site.tracking.pages.user.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
};

export default UserTrackingPage;
