import type { LocalTime, LookupAnswer, NumberResult, ShipmentTracking } from '@tidemark/domain/tracking/lookup';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { pointAlong } from '../map/geometry';
import { WorldMap } from '../map/world-map';
import { useTranslation } from '../use-translation';

/** A time as the place saw it, with its UTC offset; '—' when it has not happened. */
export const When = ({ time }: { time: LocalTime | null }) => {
  const { t } = useTranslation();
  if (!time) return <span className="trk-muted">{t('site.tracking.labels.notYet')}</span>;
  return (
    <time dateTime={time.utc} title={time.timeZone}>
      {time.local} <span className="trk-offset">UTC{time.offset}</span>
    </time>
  );
};

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="trk-field">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

const RouteMapView = ({ shipment }: { shipment: ShipmentTracking }) => {
  const { t } = useTranslation();
  const { map, overview } = shipment;
  const points = [
    [map.origin.lon, map.origin.lat],
    [map.destination.lon, map.destination.lat],
  ] as const;
  const position = map.atSea
    ? pointAlong(points, map.travelled).at
    : map.current
      ? [map.current.lon, map.current.lat]
      : null;
  const markers = [
    { id: 'origin', lon: map.origin.lon, lat: map.origin.lat, label: map.origin.label, kind: 'port' as const },
    {
      id: 'destination',
      lon: map.destination.lon,
      lat: map.destination.lat,
      label: map.destination.label,
      kind: 'port' as const,
    },
    ...(position && map.current
      ? [{ id: 'current', lon: position[0], lat: position[1], label: map.current.label, kind: 'position' as const }]
      : []),
  ];
  return (
    <WorldMap
      fit="content"
      className="trk-map"
      title={t('site.tracking.result.mapTitle', {
        number: overview.houseBill ?? overview.shipmentNo,
        origin: overview.origin.name,
        destination: overview.destination.name,
      })}
      markers={markers}
      routes={[{ id: 'main', points, travelled: map.travelled }]}
    />
  );
};

/** One shipment: overview, map, event log, legs, cargo, containers and history. */
export const ShipmentCard = ({ shipment, extra }: { shipment: ShipmentTracking; extra?: ReactNode }) => {
  const { t } = useTranslation();
  const id = useId();
  const o = shipment.overview;
  return (
    <article className="trk-card" aria-labelledby={`${id}-title`}>
      <header className="trk-card-head">
        <h3 id={`${id}-title`}>
          {o.origin.name} → {o.destination.name}
        </h3>
        <p className={`trk-status trk-status-${o.status}`}>{o.statusLabel}</p>
      </header>
      <section aria-label={t('site.tracking.sections.overview')}>
        <dl className="trk-overview">
          <Field label={t('site.tracking.labels.mode')}>{o.modeLabel}</Field>
          <Field label={t('site.tracking.labels.carrier')}>{o.carrier.name}</Field>
          {o.flightNo ? (
            <Field label={t('site.tracking.labels.flight')}>{o.flightNo}</Field>
          ) : (
            <Field label={t('site.tracking.labels.vessel')}>
              {[o.vessel, o.voyage].filter(Boolean).join(' / ') || '—'}
            </Field>
          )}
          <Field label={t('site.tracking.labels.etd')}>
            <When time={o.etd} />
          </Field>
          <Field label={t('site.tracking.labels.atd')}>
            <When time={o.atd} />
          </Field>
          <Field label={t('site.tracking.labels.eta')}>
            <When time={o.eta} />
          </Field>
          <Field label={t('site.tracking.labels.ata')}>
            <When time={o.ata} />
          </Field>
          {o.houseBill ? <Field label={t('site.tracking.labels.houseBill')}>{o.houseBill}</Field> : null}
          {o.masterBill ? <Field label={t('site.tracking.labels.masterBill')}>{o.masterBill}</Field> : null}
          {o.bookingNo ? <Field label={t('site.tracking.labels.bookingNo')}>{o.bookingNo}</Field> : null}
          {o.truckPlate ? <Field label={t('site.tracking.labels.truckPlate')}>{o.truckPlate}</Field> : null}
          {o.fbaShipmentId ? <Field label={t('site.tracking.labels.fbaShipmentId')}>{o.fbaShipmentId}</Field> : null}
          {o.fbaReference ? <Field label={t('site.tracking.labels.fbaReference')}>{o.fbaReference}</Field> : null}
        </dl>
        {extra}
      </section>
      <section aria-labelledby={`${id}-map`} className="trk-section">
        <h4 id={`${id}-map`}>{t('site.tracking.sections.map')}</h4>
        <RouteMapView shipment={shipment} />
      </section>
      <section aria-labelledby={`${id}-events`} className="trk-section">
        <h4 id={`${id}-events`}>{t('site.tracking.sections.events')}</h4>
        {shipment.events.length === 0 ? (
          <p>{t('site.tracking.sections.noEvents')}</p>
        ) : (
          <div className="trk-scroll">
            <table className="trk-table trk-events">
              <thead>
                <tr>
                  <th scope="col">{t('site.tracking.labels.time')}</th>
                  <th scope="col">{t('site.tracking.labels.description')}</th>
                  <th scope="col">{t('site.tracking.labels.location')}</th>
                  <th scope="col">{t('site.tracking.labels.container')}</th>
                  <th scope="col">{t('site.tracking.labels.status')}</th>
                  <th scope="col">{t('site.tracking.labels.source')}</th>
                </tr>
              </thead>
              <tbody>
                {shipment.events.map((e) => (
                  <tr key={`${e.time.utc}-${e.code}-${e.containerNo ?? ''}`}>
                    <td>
                      <When time={e.time} />
                    </td>
                    <td>{e.description}</td>
                    <td>{e.location.name}</td>
                    <td>{e.containerNo ?? '—'}</td>
                    <td>{e.statusLabel}</td>
                    <td>{e.sourceLabel}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby={`${id}-legs`} className="trk-section">
        <h4 id={`${id}-legs`}>{t('site.tracking.sections.legs')}</h4>
        <ol className="trk-legs">
          {shipment.legs.map((l) => (
            <li key={`${l.leg}-${l.mode}`} className={`trk-leg trk-leg-${l.leg}`}>
              <p className="trk-leg-name">
                <strong>{l.legLabel}</strong> · {l.modeLabel}
                {l.conveyance ? ` · ${l.conveyance}` : ''}
              </p>
              <p>
                {l.from.name} → {l.to.name}
              </p>
              <dl className="trk-leg-times">
                <Field label={t('site.tracking.labels.planned')}>
                  <When time={l.plannedStart} /> – <When time={l.plannedEnd} />
                </Field>
                <Field label={t('site.tracking.labels.actual')}>
                  <When time={l.actualStart} /> – <When time={l.actualEnd} />
                </Field>
              </dl>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby={`${id}-cargo`} className="trk-section">
        <h4 id={`${id}-cargo`}>{t('site.tracking.sections.cargo')}</h4>
        <dl className="trk-overview">
          <Field label={t('site.tracking.labels.packages')}>
            {shipment.cargo.packages} {shipment.cargo.packageType}
          </Field>
          <Field label={t('site.tracking.labels.grossWeight')}>
            {t('site.tracking.labels.kg', { value: shipment.cargo.grossWeightKg })}
          </Field>
          <Field label={t('site.tracking.labels.volume')}>
            {t('site.tracking.labels.cbm', { value: shipment.cargo.volumeCbm })}
          </Field>
          <Field label={t('site.tracking.labels.goods')}>{shipment.cargo.description}</Field>
          <Field label={t('site.tracking.labels.hsCode')}>{shipment.cargo.hsCode ?? '—'}</Field>
          <Field label={t('site.tracking.labels.marks')}>{shipment.cargo.marks}</Field>
        </dl>
        {shipment.containers.length > 0 ? (
          <div className="trk-scroll">
            <table className="trk-table">
              <caption>{t('site.tracking.sections.containers')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('site.tracking.labels.containerNo')}</th>
                  <th scope="col">{t('site.tracking.labels.type')}</th>
                  <th scope="col">{t('site.tracking.labels.seal')}</th>
                </tr>
              </thead>
              <tbody>
                {shipment.containers.map((c) => (
                  <tr key={c.containerNo}>
                    <td>{c.containerNo}</td>
                    <td>{c.isoType}</td>
                    <td>{c.sealNo ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      <section aria-labelledby={`${id}-history`} className="trk-section">
        <h4 id={`${id}-history`}>{t('site.tracking.sections.history')}</h4>
        {shipment.history.length === 0 ? (
          <p>{t('site.tracking.sections.noHistory')}</p>
        ) : (
          <div className="trk-scroll">
            <table className="trk-table">
              <thead>
                <tr>
                  <th scope="col">{t('site.tracking.labels.changedAt')}</th>
                  <th scope="col">{t('site.tracking.labels.field')}</th>
                  <th scope="col">{t('site.tracking.labels.previous')}</th>
                  <th scope="col">{t('site.tracking.labels.next')}</th>
                  <th scope="col">{t('site.tracking.labels.source')}</th>
                </tr>
              </thead>
              <tbody>
                {shipment.history.map((h) => (
                  <tr key={`${h.changedAt.utc}-${h.field}-${h.to ?? ''}`}>
                    <td>
                      <When time={h.changedAt} />
                    </td>
                    <td>{h.fieldLabel}</td>
                    <td>{h.from ?? '—'}</td>
                    <td>{h.to ?? '—'}</td>
                    <td>{h.source}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </article>
  );
};

const NumberBlock = ({ result }: { result: NumberResult }) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="trk-number" aria-labelledby={id}>
      <h2 id={id}>
        {t('site.tracking.result.lookedUp', {
          kind: t(`site.tracking.kinds.${result.kind}`),
          number: result.normalized,
        })}
      </h2>
      {result.notice ? (
        <p className="trk-notice" role="note">
          {result.notice}
        </p>
      ) : null}
      {result.shipments.length === 0 ? (
        <p className="trk-none">{result.message}</p>
      ) : (
        <>
          <p className="trk-count">
            {t(result.shipments.length === 1 ? 'site.tracking.result.found' : 'site.tracking.result.foundMany', {
              count: result.shipments.length,
            })}
          </p>
          {result.shipments.map((s) => (
            <ShipmentCard key={s.overview.shipmentNo} shipment={s} />
          ))}
        </>
      )}
    </section>
  );
};

/** What a lookup page's data loader hands the page. */
export type LookupState =
  | { state: 'empty' }
  | { state: 'error'; messageKey: string; params?: Record<string, number> }
  | { state: 'done'; answer: LookupAnswer };

export const LookupResults = ({ data }: { data: LookupState }) => {
  const { t } = useTranslation();
  if (data.state === 'empty') return null;
  if (data.state === 'error')
    return (
      <p className="trk-error" role="alert">
        {t(data.messageKey, data.params)}
      </p>
    );
  return (
    <div className="trk-results">
      {data.answer.results.map((r) => (
        <NumberBlock key={r.normalized} result={r} />
      ))}
    </div>
  );
};
