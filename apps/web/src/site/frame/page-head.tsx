import type { Language } from '@tidemark/domain';
import { useEffect } from 'react';
import { brand } from '../../brand';
import type { SiteRoute } from '../route-types';
import { useTranslation } from '../use-translation';

type Translate = (key: string, params?: Record<string, string>) => string;

const text = (value: SiteRoute['title'], lang: Language, t: Translate): string =>
  typeof value === 'string' ? t(value, { brand: brand.name }) : value[lang];

/** A page's <title> and meta description in one language (the server writes the same into its HTML). */
export const pageHead = (route: SiteRoute, lang: Language, t: Translate): { title: string; description: string } => {
  const title = text(route.title, lang, t);
  return {
    title: title.includes(brand.name) ? title : `${title} | ${brand.name}`,
    description: text(route.description, lang, t),
  };
};

/** Keeps the document title and description in step on navigation and language changes in the browser. */
export const PageHead = ({ route }: { route: SiteRoute }) => {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en_us' ? 'en_us' : 'zh_cn';
  useEffect(() => {
    const head = pageHead(route, lang, t);
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [route, lang, t]);
  return null;
};
