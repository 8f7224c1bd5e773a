import { ACCESS_AREA } from './access';
import { ADMIN_AREA } from './admin';
import { COMMS_AREA } from './comms';
import { CUSTOMERS_AREA } from './customers';
import { CUSTOMS_AREA } from './customs';
import type { AreaDef } from './engine/area';
import { declarationCatalog, pageActionsWithRelations, withWriteSchemas } from './engine/declare';
import type { FieldDef, PageDef, RelationDef, ResourceDef } from './engine/definitions';
import { type DictionaryDef, dictionaryCatalog, TABLE_DICTIONARIES } from './engine/dictionaries';
import { engineCatalog } from './engine/i18n';
import { portalCatalog } from './engine/i18n-portal';
import { engineWebCatalog } from './engine/i18n-web';
import type { MenuPage } from './engine/menu';
import { FINANCE_AREA } from './finance';
import type { AreaCatalog } from './i18n/catalog';
import { coreCatalog } from './i18n/core';
import { OPS_AREA } from './ops';
import { PEOPLE_AREA } from './people';
import { PLANNING_AREA } from './planning';
import { PRICING_AREA } from './pricing';
import { REPORT_HISTORY_DEFAULT_COLUMNS, REPORT_HISTORY_FIELDS, REPORT_HISTORY_TABLE, REPORTS_AREA } from './reports';
import { SHIPMENTS_AREA } from './shipments';
import { SITE_AREA } from './site';
import { TRACKING_AREA } from './tracking';

/** Every area, once. An area is one folder with its index.ts and one line here. */
export const AREAS: readonly AreaDef[] = [
  ACCESS_AREA,
  ADMIN_AREA,
  SHIPMENTS_AREA,
  TRACKING_AREA,
  CUSTOMERS_AREA,
  OPS_AREA,
  SITE_AREA,
  REPORTS_AREA,
  COMMS_AREA,
  FINANCE_AREA,
  PRICING_AREA,
  CUSTOMS_AREA,
  PLANNING_AREA,
  PEOPLE_AREA,
];

/** Every enumeration of every area as dictionary key -> values, in display order. */
export const DICTIONARIES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  AREAS.flatMap((a) => Object.entries(a.dictionaries).map(([key, def]) => [key, def.values])),
);

/** Every resource, a stored one with editable fields and no schemas of its own given them from its fields. */
export const RESOURCES: readonly ResourceDef[] = AREAS.flatMap((a) => a.resources).map((r) =>
  withWriteSchemas(r, DICTIONARIES),
);
/** The child lists areas add to other areas' pages, by page URL. */
const ADDED_RELATIONS: ReadonlyMap<string, readonly RelationDef[]> = (() => {
  const out = new Map<string, RelationDef[]>();
  for (const area of AREAS) {
    for (const [url, relations] of Object.entries(area.relationsFor ?? {})) {
      out.set(url, [...(out.get(url) ?? []), ...relations]);
    }
  }
  return out;
})();

/** Every page, with the relations other areas add to it after its own. */
export const PAGES: readonly PageDef[] = AREAS.flatMap((a) => a.pages).map((p) => {
  const added = ADDED_RELATIONS.get(p.url);
  return added ? { ...p, relations: [...(p.relations ?? []), ...added] } : p;
});

const RESOURCE_BY_NAME = new Map(RESOURCES.map((r) => [r.name, r]));
const PAGE_BY_URL = new Map(PAGES.map((p) => [p.url, p]));

export const resourceByName = (name: string): ResourceDef | undefined => RESOURCE_BY_NAME.get(name);
export const pageByUrl = (url: string): PageDef | undefined => PAGE_BY_URL.get(url);

/**
 * Every page in the menu, routable and granted to its roles, by its definition alone. Its action
 * permissions are those of its own actions and those its child lists bring (deleting lines).
 */
export const MENU_PAGES: readonly MenuPage[] = PAGES.map((p) => {
  const actions = pageActionsWithRelations(p);
  const actionRoles: Record<string, readonly MenuPage['roles'][number][]> = {};
  for (const a of actions) {
    if (Object.hasOwn(actionRoles, a.permission)) continue;
    actionRoles[a.permission] = a.roles ? p.roles.filter((r) => a.roles?.includes(r)) : p.roles;
  }
  return { url: p.url, group: p.group, actions: Object.keys(actionRoles), roles: p.roles, actionRoles };
});

export const DICT_TYPES: readonly string[] = Object.keys(DICTIONARIES);

/** A dictionary of values (the dictionaries table). */
export const isDictType = (key: string): boolean => Object.hasOwn(DICTIONARIES, key);

/** Any dictionary a field may name: one of values, or one answered from a reference table. */
export const isKnownDictType = (key: string): boolean =>
  isDictType(key) || (TABLE_DICTIONARIES as readonly string[]).includes(key);

const dictionaryCatalogs = (dictionaries: Readonly<Record<string, DictionaryDef>>): readonly AreaCatalog[] =>
  Object.keys(dictionaries).length === 0 ? [] : [dictionaryCatalog(dictionaries)];

/** The catalogs every area shares, then each area's own with its dictionaries' labels. */
export const AREA_CATALOGS: readonly AreaCatalog[] = [
  coreCatalog,
  portalCatalog,
  engineCatalog,
  engineWebCatalog,
  ...AREAS.flatMap((a) => [
    ...a.catalogs,
    ...dictionaryCatalogs(a.dictionaries),
    // The pages as listed, with the child lists other parts and areas add, whose permissions need names too.
    declarationCatalog(
      a.resources,
      a.pages.map((p) => PAGE_BY_URL.get(p.url) ?? p),
    ),
  ]),
];

/** The default table of column configuration (SPEC §7): the report history. */
export const DEFAULT_FIELD_TABLE = REPORT_HISTORY_TABLE;

/** Every column of a table (a resource; the report history is one), or undefined for a table no area has. */
export const tableFields = (tableName: string): readonly FieldDef[] | undefined =>
  tableName === REPORT_HISTORY_TABLE ? REPORT_HISTORY_FIELDS : resourceByName(tableName)?.fields;

/**
 * Default columns when no configuration applies: the page's declared columns for an engine list
 * shown on that page, the report-history defaults, otherwise every column of the table.
 */
export const defaultColumnNames = (tableName: string, reportType: string): readonly string[] => {
  if (tableName === REPORT_HISTORY_TABLE) return REPORT_HISTORY_DEFAULT_COLUMNS;
  const page = pageByUrl(reportType);
  if (page?.resource === tableName && page.columns) return page.columns;
  return (tableFields(tableName) ?? []).map((f) => f.name);
};
