import type { CatalogTree } from './catalog';
import { CATALOGS } from './index';
import type { Language } from './language';

/**
 * The catalog the public website ships: the `site.*` subtree, plus the few shared keys the
 * site frame shows (the language switch, the page-loading and error texts, the HTTP messages
 * of the request layer). The portal and the access pages load the full catalogs when they open,
 * so a public page never downloads them.
 */
export const SITE_SHARED_KEYS = [
  'site',
  'common.language',
  'common.languages',
  'common.reload',
  'common.goHome',
  'http',
  'messages.chunkLoadError',
  'accountPages.loading',
  'accountPages.status.errorTitle',
  'accountPages.status.errorText',
  'accountPages.status.tryAgain',
] as const;

type MutableTree = { [key: string]: string | MutableTree };

const pick = (tree: CatalogTree, keys: readonly string[]): CatalogTree => {
  const out: MutableTree = {};
  for (const key of keys) {
    const parts = key.split('.');
    let source: string | CatalogTree | undefined = tree;
    for (const part of parts) source = typeof source === 'object' ? source[part] : undefined;
    if (source === undefined) continue;
    let target = out;
    for (const part of parts.slice(0, -1)) {
      const next: string | MutableTree = target[part] ?? {};
      if (typeof next === 'string') break;
      target[part] = next;
      target = next;
    }
    target[parts[parts.length - 1] as string] = source as string | MutableTree;
  }
  return out;
};

export const siteCatalog = (lang: Language): CatalogTree => pick(CATALOGS[lang], SITE_SHARED_KEYS);

export const SITE_CATALOGS: Readonly<Record<Language, CatalogTree>> = {
  en_us: siteCatalog('en_us'),
  zh_cn: siteCatalog('zh_cn'),
};
