import { CATALOGS, type Language } from '@tidemark/domain';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { htmlLang, initialLanguage, storeLanguage } from './language';

/** i18next over the domain catalogs; placeholders are {name} as in the catalogs. */
export const i18n = i18next.createInstance();

export const initI18n = async (lang: Language = initialLanguage()): Promise<void> => {
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { en_us: { translation: CATALOGS.en_us }, zh_cn: { translation: CATALOGS.zh_cn } },
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = htmlLang(lang);
};

export const currentLanguage = (): Language => (i18n.language === 'en_us' ? 'en_us' : 'zh_cn');

export const switchLanguage = async (lang: Language): Promise<void> => {
  storeLanguage(lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = htmlLang(lang);
};

export const useT = () => useTranslation().t;
