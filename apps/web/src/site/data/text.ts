import type { Language } from '@tidemark/domain';
import type { Localized } from '@tidemark/domain/site/content/types';
import { brand } from '../../brand';
import { useTranslation } from '../use-translation';

/** The page language, following the language switch. */
export const usePageLanguage = (): Language => (useTranslation().i18n.language === 'en_us' ? 'en_us' : 'zh_cn');

/** Translation with the configured brand available as `{brand}` in every text. */
export const useSiteText = () => {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  return {
    lang,
    t: (key: string, params: Record<string, string | number> = {}) => t(key, { brand: brand.name, ...params }),
    pick: (text: Localized) => text[lang],
  };
};

const SHANGHAI_OFFSET_MS = 8 * 3600_000;

/**
 * A publication date as the company's head office dates it (Shanghai), written out without
 * Intl so the server and the browser render the very same text.
 */
export const publicationDate = (iso: string, lang: Language): string => {
  const d = new Date(new Date(iso).getTime() + SHANGHAI_OFFSET_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  return lang === 'zh_cn'
    ? `${y}年${m}月${day}日`
    : `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};
