import type { AreaCatalog } from '../i18n/catalog';
import type { PageDef, RelationDef, ResourceDef } from './definitions';
import type { DictionaryDef } from './dictionaries';
import { MENU_GROUPS, type MenuGroup } from './menu';

/**
 * One area of work, the same folder name on every side (packages/domain/src/<key>,
 * apps/server/src/modules/<key>, apps/web/src/portal/<key>). Its index.ts exports this one
 * definition and the registry (areas.ts) lists it once; resources, pages, dictionaries,
 * catalogs and the menu are all gathered from there.
 */
export type AreaDef = {
  key: string;
  /** The menu groups its pages sit in (MENU_GROUPS orders them); none for an area without pages. */
  menuGroups: readonly MenuGroup[];
  resources: readonly ResourceDef[];
  pages: readonly PageDef[];
  /** The enumerations the area owns, by dictionary key, with both languages' labels. */
  dictionaries: Readonly<Record<string, DictionaryDef>>;
  /** The area's catalogs (its dictionaries' labels are added from `dictionaries`). */
  catalogs: readonly AreaCatalog[];
  /**
   * Child lists the area adds to another area's pages, by page URL (a customer's bookings on the
   * customer profile): the page shows them after its own relations, each with its own permission.
   */
  relationsFor?: Readonly<Record<string, readonly RelationDef[]>>;
};

/** An area that so far only owns enumerations (its pages land with its own issue). */
export const enumerationArea = (key: string, dictionaries: AreaDef['dictionaries']): AreaDef => ({
  key,
  menuGroups: [],
  resources: [],
  pages: [],
  dictionaries,
  catalogs: [],
});

/**
 * One part of a large area (its own folder under the area, owned by one line of work): what it
 * adds to the area's resources, pages, enumerations and catalogs.
 */
export type AreaPart = {
  resources?: readonly ResourceDef[];
  pages?: readonly PageDef[];
  dictionaries?: Readonly<Record<string, DictionaryDef>>;
  catalogs?: readonly AreaCatalog[];
  relationsFor?: AreaDef['relationsFor'];
};

/**
 * An area made of parts, in the menu groups its pages sit in; an enumeration declared by two
 * parts is a mistake caught at load.
 */
export const areaOf = (key: string, parts: readonly AreaPart[]): AreaDef => {
  const dictionaries: Record<string, DictionaryDef> = {};
  for (const part of parts) {
    for (const [name, def] of Object.entries(part.dictionaries ?? {})) {
      if (Object.hasOwn(dictionaries, name)) throw new Error(`area ${key}: dictionary ${name} is declared twice`);
      dictionaries[name] = def;
    }
  }
  const pages = parts.flatMap((p) => p.pages ?? []);
  const groups = new Set(pages.map((p) => p.group));
  const relationsFor: Record<string, RelationDef[]> = {};
  for (const part of parts) {
    for (const [url, relations] of Object.entries(part.relationsFor ?? {})) {
      relationsFor[url] = [...(relationsFor[url] ?? []), ...relations];
    }
  }
  return {
    relationsFor,
    key,
    menuGroups: MENU_GROUPS.filter((g) => groups.has(g)),
    resources: parts.flatMap((p) => p.resources ?? []),
    pages,
    dictionaries,
    catalogs: parts.flatMap((p) => p.catalogs ?? []),
  };
};
