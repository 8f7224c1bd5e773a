import type { z } from 'zod';
import type { MenuGroup, RoleCode } from '../shell/menu';

/**
 * Field types: each has a Display, an Input and a Filter on the web side (a small registry
 * chosen by type) and a parser and SQL comparison on the server side.
 */
export const FIELD_TYPES = [
  'text',
  'longText',
  'number',
  'money',
  'datetime',
  'date',
  'enum',
  'port',
  'party',
  'container',
  'boolean',
  'file',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export type FieldDef = {
  /** API name (camelCase); the server maps it to a column. */
  name: string;
  type: FieldType;
  /** i18n key of the label, by convention `<area>.<resource>.fields.<name>`. */
  labelKey: string;
  /** Dictionary key for enum fields (POST /api/new/icbu/findDictTypeList). */
  dict?: string;
  /** For money: the field that holds the ISO 4217 currency. */
  currencyField?: string;
  sortable?: boolean;
  /** Filterable, and how text is matched: fuzzy (ILIKE) or exact (equality). */
  filter?: 'fuzzy' | 'exact' | 'range';
  /** An exact enum filter that takes several values at once (sent comma-joined, matched as a list). */
  multiple?: boolean;
  required?: boolean;
  maxLength?: number;
  /** Size of a long-text field (SPEC §5, default 200). */
  size?: number;
  /** Shown in forms; read-only fields are shown in lists and details only. */
  editable?: boolean;
  /**
   * A filter and nothing else: a named condition the server evaluates (the tracking desk's quick
   * filters), not data of the record. Lists offer it as a filter; the detail screen and the form
   * leave it out, where it would read as a value of the record ('Quick filter —').
   */
  filterOnly?: boolean;
  width?: number;
};

export type ResourceDef = {
  /** Resource name in URLs: /api/engine/<name>/list. */
  name: string;
  /** i18n key prefix of the resource: `<area>.<resource>`. */
  i18n: string;
  fields: readonly FieldDef[];
  /** Shared by the form and the server route. */
  createSchema?: z.ZodType;
  updateSchema?: z.ZodType;
  /** Allowed state transitions: field, from-states and to-state per action. */
  transitions?: Readonly<Record<string, { field: string; from: readonly string[]; to: string }>>;
  /** Field that names a record in titles and audit entries. */
  titleField: string;
};

export type ActionKind = 'create' | 'edit' | 'delete' | 'transition' | 'export' | 'batchUpdate';

export type ActionDef = {
  key: string;
  kind: ActionKind;
  labelKey: string;
  /** Permission string (menuType 2 item) needed for the action. */
  permission: string;
  /** For transitions: the resource transition it runs. */
  transition?: string;
};

export type ScreenKind = 'list' | 'detail' | 'form' | 'board' | 'chart' | 'custom';

/** One portal route: everything the menu, the route table, the permissions and the screen need. */
export type PageDef = {
  /** Route under /dashboard, the menuUrl and the view permission. */
  url: string;
  group: MenuGroup;
  screen: ScreenKind;
  resource?: string;
  titleKey: string;
  /** Default visible columns, in order (the user can choose others through the column chooser). */
  columns?: readonly string[];
  /** Fields offered in the search form, in order. */
  filters?: readonly string[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Filters fixed by the page (the TPE, EMEA and LATAM lists are one resource, three views). */
  fixed?: Readonly<Record<string, string>>;
  actions?: readonly ActionDef[];
  /** Roles granted the page and all its actions in a fresh installation. */
  roles: readonly RoleCode[];
};

/** The list request every generic list sends (SPEC §3 pagination and sorting, plus filters). */
export type ListRequest = {
  page: number;
  limit: number;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc';
  /** Filters as f_<field>=value; ranges as f_<field>_from / f_<field>_to. */
  [filter: `f_${string}`]: string | undefined;
};

export type ListResponse<Row> = {
  rows: Row[];
  total: number;
  /** False past the exact-count cap: the total is the planner's estimate and the screen says so. */
  totalExact: boolean;
  /**
   * True when the list was asked to count later (`count: 'later'`) and the page was full: `total`
   * is then only the rows known so far, and the `count` call answers the real total.
   */
  totalPending?: boolean;
  page: number;
  limit: number;
};
