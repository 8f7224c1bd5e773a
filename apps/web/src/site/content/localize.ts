import type { Language } from '@tidemark/domain';
import type { Localized, TableCell } from '@tidemark/domain/site/content/types';
import { brand } from '../../brand';
import { useTranslation } from '../use-translation';

/** Fills the configured brand into a text: `{brand}` is the name, `{product}` the slug (in paths). */
export const withBrand = (text: string): string =>
  text.replaceAll('{brand}', brand.name).replaceAll('{product}', brand.slug);

/** A site path with the brand slug in place of `{product}`. */
export const sitePath = (path: string): string => path.replaceAll('{product}', brand.slug);

export const localizedWithBrand = (text: Localized): Localized => ({
  en_us: withBrand(text.en_us),
  zh_cn: withBrand(text.zh_cn),
});

/** The page language, following the language switch. */
export const usePageLanguage = (): Language => (useTranslation().i18n.language === 'en_us' ? 'en_us' : 'zh_cn');

/** Picks a text in the page language with the brand filled in. */
export const useLocalize = (): ((text: Localized | TableCell) => string) => {
  const lang = usePageLanguage();
  return (text) => withBrand(typeof text === 'string' ? text : text[lang]);
};
