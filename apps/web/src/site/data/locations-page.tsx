import type { Office, OfficeRegion } from '@tidemark/domain/site/site-data/records';
import { OFFICE_REGIONS } from '@tidemark/domain/site/site-data/records';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type MapMarker, WorldMap } from '../map/world-map';
import { useSiteData } from '../route-data';
import { useSiteText } from './text';
import './site-data.css';

export type LocationsData = { readonly tab: OfficeRegion; readonly offices: readonly Office[] };

const cardId = (code: string) => `office-${code}`;
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** /locations?tab=0..3: the offices of a region as cards and as markers on the world map. */
const LocationsPage = () => {
  const { tab, offices } = useSiteData<LocationsData>();
  const { t, pick, lang } = useSiteText();
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const region = t(`site.locations.regions.${tab}`);
  const markers = useMemo<MapMarker[]>(
    () => offices.map((o) => ({ id: o.code, lon: o.lon, lat: o.lat, label: o.name[lang], kind: 'office' })),
    [offices, lang],
  );

  const selectFromMap = (code: string) => {
    setSelected(code);
    const card = document.getElementById(cardId(code));
    card?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
    card?.focus({ preventScroll: true });
  };

  return (
    <div className="sd-page">
      <header className="sd-hero">
        <h1>{t('site.locations.heading')}</h1>
        <p>{t('site.locations.lead')}</p>
      </header>
      <nav className="sd-tabs" aria-label={t('site.locations.tabs')}>
        <ul>
          {OFFICE_REGIONS.map((r) => (
            <li key={r}>
              <Link to={`/locations?tab=${r}`} aria-current={r === tab ? 'page' : undefined} replace={false}>
                {t(`site.locations.regions.${r}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sd-split">
        <WorldMap
          className="sd-map"
          title={t('site.locations.mapTitle', { region })}
          markers={markers}
          selectedId={selected}
          onSelect={selectFromMap}
          fit="content"
        />
        <section aria-labelledby="sd-offices-title" className="sd-list-section">
          <h2 id="sd-offices-title">{t('site.locations.listTitle', { region })}</h2>
          {offices.length === 0 ? <p>{t('site.locations.none')}</p> : null}
          <ul className="sd-cards">
            {offices.map((o) => (
              <li key={o.code}>
                <article
                  id={cardId(o.code)}
                  tabIndex={-1}
                  className={`sd-card${o.code === selected ? ' sd-selected' : ''}`}
                  aria-labelledby={`${cardId(o.code)}-name`}
                >
                  <h3 id={`${cardId(o.code)}-name`}>
                    {pick(o.name)}
                    {o.headOffice ? <span className="sd-badge">{t('site.locations.headOffice')}</span> : null}
                  </h3>
                  <dl className="sd-facts">
                    <dt>{t('site.locations.address')}</dt>
                    <dd>{pick(o.address)}</dd>
                    <dt>{t('site.locations.phone')}</dt>
                    <dd>
                      <a href={telHref(o.phone)}>{o.phone}</a>
                    </dd>
                    <dt>{t('site.locations.email')}</dt>
                    <dd>
                      <a href={`mailto:${o.email}`}>{o.email}</a>
                    </dd>
                    <dt>{t('site.locations.port')}</dt>
                    <dd>{o.portLocode}</dd>
                    <dt>{t('site.locations.services')}</dt>
                    <dd>
                      <ul className="sd-tags">
                        {o.services.map((s) => (
                          <li key={s}>{t(`site.locations.serviceNames.${s}`)}</li>
                        ))}
                      </ul>
                    </dd>
                  </dl>
                  <button
                    type="button"
                    className="sd-link-button"
                    aria-pressed={o.code === selected}
                    aria-describedby={`${cardId(o.code)}-name`}
                    onClick={() => setSelected(o.code)}
                  >
                    {t('site.locations.showOnMap')}
                  </button>
                </article>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
};

export default LocationsPage;
