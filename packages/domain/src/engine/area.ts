import type { AreaCatalog } from '../i18n/catalog';
import type { PageDef, ResourceDef } from './definitions';
import type { DictionaryDef } from './dictionaries';
import type { MenuGroup } from './menu';

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
