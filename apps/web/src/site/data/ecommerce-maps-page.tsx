import type { FulfilmentWarehouse } from '@tidemark/domain/site/site-data/records';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type MapMarker, type MapRoute, WorldMap } from '../map/world-map';
import { useSiteData } from '../route-data';
import { useSiteText } from './text';
import './site-data.css';

const itemId = (code: string) => `centre-${code}`;

/** Case- and accent-insensitive text for the search box. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * /ecommerce-maps and /ecommerce/fba-warehouse-locations: the fulfilment centres we deliver to,
 * the lanes from our origin hubs drawn as great circles, and a list filtered by typed text.
 */
const EcommerceMapsPage = () => {
  const warehouses = useSiteData<readonly FulfilmentWarehouse[]>();
  const { t, lang } = useSiteText();
  const id = useId();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | undefined>(undefined);

  const countryName = (code: string) => t(`site.ecommerceMaps.countries.${code}`);
  const shown = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    if (words.length === 0) return warehouses;
    return warehouses.filter((w) => {
      const text = fold(
        [w.code, w.city, w.state, w.country, t(`site.ecommerceMaps.countries.${w.country}`), w.postalCode].join(' '),
      );
      return words.every((word) => text.includes(word));
    });
  }, [warehouses, query, t]);

  const { markers, routes } = useMemo(() => {
    const hubs = new Map(shown.map((w) => [w.origin.code, w.origin]));
    const markers: MapMarker[] = [
      ...[...hubs.values()].map((h) => ({
        id: `hub-${h.code}`,
        lon: h.lon,
        lat: h.lat,
        label: h.city[lang],
        kind: 'office' as const,
      })),
      ...shown.map((w) => ({
        id: w.code,
        lon: w.lon,
        lat: w.lat,
        label: `${w.code} ${w.city}`,
        kind: 'warehouse' as const,
      })),
    ];
    const routes: MapRoute[] = shown.map((w) => ({
      id: `lane-${w.code}`,
      points: [
        [w.origin.lon, w.origin.lat],
        [w.lon, w.lat],
      ],
    }));
    return { markers, routes };
  }, [shown, lang]);

  const select = (code: string) => {
    if (code.startsWith('hub-')) return;
    setSelected(code);
    document.getElementById(itemId(code))?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };
  const current = warehouses.find((w) => w.code === selected);

  return (
    <div className="sd-page">
      <header className="sd-hero">
        <h1>{t('site.ecommerceMaps.heading')}</h1>
        <p>{t('site.ecommerceMaps.lead')}</p>
        <p>
          <Link to="/ecommerce">{t('site.ecommerce.title')}</Link>
        </p>
      </header>
      <div className="sd-split">
        <WorldMap
          className="sd-map"
          title={t('site.ecommerceMaps.mapTitle')}
          markers={markers}
          routes={routes}
          selectedId={selected}
          onSelect={select}
        />
        <section aria-labelledby={`${id}-list`} className="sd-list-section">
          <h2 id={`${id}-list`} className="visually-hidden">
            {t('site.ecommerceMaps.title')}
          </h2>
          <div className="sd-field">
            <label htmlFor={`${id}-search`}>{t('site.ecommerceMaps.search')}</label>
            <input
              id={`${id}-search`}
              type="search"
              value={query}
              placeholder={t('site.ecommerceMaps.searchHint')}
              onChange={(e) => setQuery(e.target.value)}
              aria-describedby={`${id}-count`}
            />
          </div>
          <p id={`${id}-count`} className="sd-note" aria-live="polite">
            {t('site.ecommerceMaps.count', { n: shown.length, total: warehouses.length })}
            {current ? ` · ${t('site.ecommerceMaps.selected', { code: current.code, city: current.city })}` : ''}
          </p>
          {shown.length === 0 ? <p>{t('site.ecommerceMaps.noMatch')}</p> : null}
          <ul className="sd-centres">
            {shown.map((w) => (
              <li key={w.code} id={itemId(w.code)}>
                <button
                  type="button"
                  className={`sd-centre${w.code === selected ? ' sd-selected' : ''}`}
                  aria-pressed={w.code === selected}
                  onClick={() => setSelected(w.code)}
                >
                  <span className="sd-code">{w.code}</span>
                  <span>
                    {w.city}
                    {w.state ? `, ${w.state}` : ''} · {countryName(w.country)}
                  </span>
                  <span className="sd-note">
                    {t('site.ecommerceMaps.from', { origin: w.origin.city[lang] })} ·{' '}
                    {t('site.ecommerceMaps.days', { min: w.transitMinDays, max: w.transitMaxDays })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
};

export default EcommerceMapsPage;
