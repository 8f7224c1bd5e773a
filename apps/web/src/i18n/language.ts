import { FALLBACK_LANGUAGE, isLanguage, type Language, languageFromTag } from '@tidemark/domain';
import { sessionValue, setSessionValue } from '../wire/storage';

/** Server-configured default, written into the page as <meta name="tidemark-language">. */
const configuredDefault = (): Language | undefined => {
  const value = document.querySelector<HTMLMetaElement>('meta[name="tidemark-language"]')?.content;
  return isLanguage(value) ? value : undefined;
};

/**
 * SPEC §1: the switch's choice for this session wins; otherwise the browser language; otherwise
 * the configured default; otherwise zh_cn.
 */
export const initialLanguage = (): Language => {
  const stored = sessionValue('language') ?? sessionValue('lang');
  if (isLanguage(stored)) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const lang = languageFromTag(tag);
    if (lang) return lang;
  }
  return configuredDefault() ?? FALLBACK_LANGUAGE;
};

/** Whether the language was chosen with the switch (sent as dlg). */
export const languageChosen = (): boolean => isLanguage(sessionValue('language'));

export const storeLanguage = (lang: Language): void => {
  setSessionValue('language', lang);
  setSessionValue('lang', lang);
};

export const htmlLang = (lang: Language): string => (lang === 'zh_cn' ? 'zh-CN' : 'en-US');
