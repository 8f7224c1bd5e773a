import { LANGUAGES, type Language } from '@tidemark/domain';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../i18n';

export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  return (
    <label className="lang-switch">
      <span className="visually-hidden">{t('common.language')}</span>
      <select
        value={i18n.language}
        onChange={(e) => void switchLanguage(e.target.value as Language)}
        aria-label={t('common.language')}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`common.languages.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
};
