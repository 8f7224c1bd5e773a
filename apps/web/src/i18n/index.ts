import type { CatalogTree, Language } from '@tidemark/domain';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { htmlLang, initialLanguage, storeLanguage } from './language';

/** i18next over the domain catalogs; placeholders are {name} as in the catalogs. */
export const i18n = i18next.createInstance();

type Resources = Readonly<Record<Language, CatalogTree>>;

/** i18next's options for every instance, in the browser and when rendering on the server. */
export const I18N_OPTIONS = {
  fallbackLng: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
} as const;

const toResources = (catalogs: Resources) => ({
  en_us: { translation: catalogs.en_us },
  zh_cn: { translation: catalogs.zh_cn },
});

const start = async (lang: Language, catalogs: Resources): Promise<void> => {
  await i18n.use(initReactI18next).init({ ...I18N_OPTIONS, lng: lang, resources: toResources(catalogs) });
  document.documentElement.lang = htmlLang(lang);
};

let fullCatalogs: Promise<void> | undefined;

/**
 * Adds the catalogs of every area (portal, access pages) to the running instance. Public pages
 * start with the site catalog only; the pages that need the rest wait for this first.
 */
export const loadFullCatalogs = (): Promise<void> => {
  fullCatalogs ??= import('@tidemark/domain/i18n/index').then(({ CATALOGS }) => {
    for (const lang of ['en_us', 'zh_cn'] as const)
      i18n.addResourceBundle(lang, 'translation', CATALOGS[lang], true, true);
  });
  return fullCatalogs;
};

type CatalogLoader = (lang: Language) => Promise<CatalogTree>;
let catalogLoader: CatalogLoader | undefined;

/** How a language missing from the running instance is fetched (the public site loads one at a time). */
export const setCatalogLoader = (loader: CatalogLoader): void => {
  catalogLoader = loader;
};

/** The public website's start: one language of the site catalog (see initSiteI18n in ./site). */
export const initWithCatalog = async (lang: Language, catalog: CatalogTree): Promise<void> => {
  await i18n
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: lang, resources: { [lang]: { translation: catalog } } });
  document.documentElement.lang = htmlLang(lang);
};

const ensureLanguage = async (lang: Language): Promise<void> => {
  if (i18n.hasResourceBundle(lang, 'translation') || !catalogLoader) return;
  i18n.addResourceBundle(lang, 'translation', await catalogLoader(lang), true, false);
};

/** Starts with every catalog (the portal's own tests and screens). */
export const initI18n = async (lang: Language = initialLanguage()): Promise<void> => {
  const { CATALOGS } = await import('@tidemark/domain/i18n/index');
  await start(lang, CATALOGS);
  fullCatalogs = Promise.resolve();
};

export const currentLanguage = (): Language => (i18n.language === 'en_us' ? 'en_us' : 'zh_cn');

export const switchLanguage = async (lang: Language): Promise<void> => {
  await ensureLanguage(lang);
  storeLanguage(lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = htmlLang(lang);
};

export const useT = () => useTranslation().t;
