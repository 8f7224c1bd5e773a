import { shellCatalog } from '../access/i18n';
import { accessPagesCatalog } from '../access/i18n-pages';
import { timeZoneCatalog } from '../access/i18n-time-zone';
import { settingsCatalog } from '../admin/i18n';
import { customersCatalog } from '../customers/i18n';
import { customersWebCatalog } from '../customers/i18n-web';
import { dictionariesCatalog } from '../engine/dictionaries-i18n';
import { engineCatalog } from '../engine/i18n';
import { portalCatalog } from '../engine/i18n-portal';
import { engineWebCatalog } from '../engine/i18n-web';
import { formsCatalog } from '../site/forms/i18n';
import { homeCatalog } from '../site/home-i18n';
import { publicCatalog } from '../site/i18n';
import { siteDataCatalog } from '../site/site-data/i18n';
import { trackingDeskCatalog } from '../tracking/desk/i18n';
import { trackingDeskWebCatalog } from '../tracking/desk/i18n-web';
import { trackingEtaCatalog } from '../tracking/eta/i18n';
import { trackingPublicCatalog } from '../tracking/i18n-public';
import { trackingSchedulesCatalog } from '../tracking/schedules/i18n';
import { trackingUploadsCatalog } from '../tracking/uploads/i18n';
import { type AreaCatalog, type CatalogTree, flattenCatalog, interpolate } from './catalog';
import { coreCatalog } from './core';
import { FALLBACK_LANGUAGE, type Language } from './language';

export * from './catalog';
export * from './language';

/** Every area's catalog. An area adds its own file and one line here. */
export const AREA_CATALOGS: readonly AreaCatalog[] = [
  coreCatalog,
  publicCatalog,
  homeCatalog,
  siteDataCatalog,
  shellCatalog,
  accessPagesCatalog,
  portalCatalog,
  timeZoneCatalog,
  dictionariesCatalog,
  settingsCatalog,
  customersCatalog,
  customersWebCatalog,
  engineCatalog,
  engineWebCatalog,
  trackingPublicCatalog,
  formsCatalog,
  trackingUploadsCatalog,
  trackingEtaCatalog,
  trackingSchedulesCatalog,
  trackingDeskCatalog,
  trackingDeskWebCatalog,
];

type MutableTree = { [key: string]: string | MutableTree };

/** Deep merge, so two areas can both add keys under menu.pages or enums. */
const mergeInto = (target: MutableTree, source: CatalogTree) => {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'string' || typeof existing === 'string' || existing === undefined) {
      target[key] = typeof value === 'string' ? value : mergeInto({}, value);
    } else mergeInto(existing, value);
  }
  return target;
};

const merge = (lang: Language): CatalogTree => {
  const out: MutableTree = {};
  for (const area of AREA_CATALOGS) mergeInto(out, area[lang]);
  return out;
};

export const CATALOGS: Readonly<Record<Language, CatalogTree>> = {
  en_us: merge('en_us'),
  zh_cn: merge('zh_cn'),
};

const FLAT: Readonly<Record<Language, Record<string, string>>> = {
  en_us: flattenCatalog(CATALOGS.en_us),
  zh_cn: flattenCatalog(CATALOGS.zh_cn),
};

export const hasKey = (key: string): boolean => key in FLAT.en_us && key in FLAT.zh_cn;

/** Translates a key; an unknown key comes back as itself so it is visible, never blank. */
export const translate = (lang: Language, key: string, params?: Record<string, string | number>): string =>
  interpolate(FLAT[lang][key] ?? FLAT[FALLBACK_LANGUAGE][key] ?? key, params);

export const flatCatalog = (lang: Language): Readonly<Record<string, string>> => FLAT[lang];
