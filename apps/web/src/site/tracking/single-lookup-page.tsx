import { useId } from 'react';
import { useLocation } from 'react-router';
import { useSiteData } from '../route-data';
import { useTranslation } from '../use-translation';
import { LookupResults, type LookupState } from './results';
import './tracking.css';

type Props = { action: string; param: string; page: 'plate' | 'fba'; maxLength: number };

/** /tracking-plate and /fba-tracking: one number, a plain GET form, results from the loader. */
export const SingleLookupPage = ({ action, param, page, maxLength }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const data = useSiteData<LookupState>();
  const { search } = useLocation();
  const value = new URLSearchParams(search).get(param) ?? '';
  const key = `site.tracking.pages.${page}`;
  return (
    <div className="trk-page">
      <header className="trk-hero">
        <h1>{t(`${key}.title`)}</h1>
        <p>{t(`${key}.intro`)}</p>
        <search className="tracking-search">
          <form action={action} method="get">
            <label htmlFor={id}>{t(`${key}.label`)}</label>
            <div className="tracking-search-row">
              <input
                id={id}
                name={param}
                type="search"
                defaultValue={value}
                placeholder={t(`${key}.placeholder`)}
                autoComplete="off"
                spellCheck={false}
                maxLength={maxLength}
                required
              />
              <button type="submit">{t(`${key}.submit`)}</button>
            </div>
          </form>
        </search>
      </header>
      <LookupResults data={data} />
    </div>
  );
};

export const PlatePage = () => <SingleLookupPage action="/tracking-plate" param="plate" page="plate" maxLength={20} />;
export const FbaPage = () => <SingleLookupPage action="/fba-tracking" param="id" page="fba" maxLength={40} />;
