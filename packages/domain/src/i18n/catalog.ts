import type { Language } from './language';

/** A catalog is a tree of strings; keys are dotted paths into it. */
export type CatalogTree = { readonly [key: string]: string | CatalogTree };
export type AreaCatalog = Readonly<Record<Language, CatalogTree>>;

export const flattenCatalog = (tree: CatalogTree, prefix = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flattenCatalog(v, key));
  }
  return out;
};

/** Fills {name} placeholders. */
export const interpolate = (text: string, params?: Record<string, string | number>): string =>
  params ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m)) : text;
