import { AREA_CATALOGS } from '../areas';
import { type CatalogTree, flattenCatalog, interpolate } from './catalog';
import { FALLBACK_LANGUAGE, type Language } from './language';

export * from './catalog';
export * from './language';

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
