import { FALLBACK_LANGUAGE, isLanguage, type Language, languageFromTag } from '@tidemark/domain';
import { LANG_COOKIE } from '@tidemark/domain/site/seo';
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

/** The language the switch chose for this session, if any. */
export const storedLanguage = (): Language | undefined => {
  const stored = sessionValue('language') ?? sessionValue('lang');
  return isLanguage(stored) ? stored : undefined;
};

/**
 * A session cookie with the same choice, so the server renders the next page in it (the first
 * HTML of a public page is rendered on the server).
 */
export const rememberLanguageCookie = (lang: Language): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers the site supports
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; samesite=lax`;
};

export const storeLanguage = (lang: Language): void => {
  setSessionValue('language', lang);
  setSessionValue('lang', lang);
  rememberLanguageCookie(lang);
};

export const htmlLang = (lang: Language): string => (lang === 'zh_cn' ? 'zh-CN' : 'en-US');
