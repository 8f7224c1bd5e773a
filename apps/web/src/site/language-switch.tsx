import { LANGUAGES, type Language } from '@tidemark/domain';
import { LANG_PARAM } from '@tidemark/domain/site/seo';
import { useLocation, useNavigate } from 'react-router';
import { switchLanguage } from '../i18n';
import { useTranslation } from './use-translation';

/**
 * The language switch (SPEC §1). The choice is kept for the session; on a page opened with
 * `?lang=` the address follows, so a reload or a shared link shows the chosen language.
 */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const onChange = async (lang: Language) => {
    await switchLanguage(lang);
    const params = new URLSearchParams(search);
    if (params.has(LANG_PARAM)) {
      params.set(LANG_PARAM, lang);
      navigate(`${pathname}?${params}${hash}`, { replace: true });
    }
  };
  return (
    <label className="lang-switch">
      <span className="visually-hidden">{t('common.language')}</span>
      <select
        value={i18n.language}
        onChange={(e) => void onChange(e.target.value as Language)}
        aria-label={t('common.language')}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l === 'zh_cn' ? 'zh-CN' : 'en'}>
            {t(`common.languages.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
};
