import { useId } from 'react';
import { useTranslation } from '../use-translation';

/**
 * The tracking search box of the home page and the tracking pages. A plain GET form, so it
 * works before any script has loaded: it opens /tracking?no=... with what was typed.
 */
export const TrackingSearchBox = ({ defaultValue = '' }: { defaultValue?: string }) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <search className="tracking-search">
      <form action="/tracking" method="get">
        <label htmlFor={id}>{t('site.trackingBox.label')}</label>
        <div className="tracking-search-row">
          <input
            id={id}
            name="no"
            type="search"
            defaultValue={defaultValue}
            placeholder={t('site.trackingBox.placeholder')}
            autoComplete="off"
            spellCheck={false}
            maxLength={800}
            required
          />
          <button type="submit">{t('site.trackingBox.submit')}</button>
        </div>
        <p className="tracking-search-hint">{t('site.trackingBox.hint')}</p>
      </form>
    </search>
  );
};
