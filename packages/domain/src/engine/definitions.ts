import type { z } from 'zod';
import type { Language } from '../i18n/language';
import type { MenuGroup, RoleCode } from './menu';

/**
 * A text in every language of the product, written beside what it names (a field, a page, an
 * action). The area's catalog is derived from these (engine/declare.ts), so a page declared this
 * way needs no catalog file.
 */
export type Labels = Readonly<Record<Language, string>>;

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

/** How a value reads at a glance in a list: fine, worth a look, or wrong. */
export const FIELD_TONES = ['success', 'warning', 'error'] as const;
export type FieldTone = (typeof FIELD_TONES)[number];

export type FieldDef = {
  /** API name (camelCase); the server maps it to a column. */
  name: string;
  type: FieldType;
  /** i18n key of the label, by convention `<area>.<resource>.fields.<name>` (defineResource's default). */
  labelKey: string;
  /** The label itself, in both languages, stored under `labelKey` in the area's derived catalog. */
  label?: Labels;
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
  /**
   * A datetime that happens at a place (a departure, an arrival, a container event) shows on the
   * place's clock, labelled with its offset, rather than on the reader's: `port` names the row's
   * port field; `zone` a field holding the zone the time was recorded in, which wins when filled.
   */
  place?: { port: string; zone?: string };
  /**
   * A value that follows another field of the same form: when the user picks `from`, this field
   * takes `value(from)` (a customer's region follows its country). A value the user chose by hand
   * in the open form is kept. `value` answers null where it has no opinion.
   */
  derive?: { from: string; value: (source: string) => string | null };
  /**
   * The tone of the value in one row (a difference beyond tolerance, damaged cargo), computed from
   * the row as the list received it: the list marks the cell with it; null leaves it plain.
   */
  tone?: (row: Readonly<Record<string, unknown>>) => FieldTone | null;
  /**
   * A text field whose input suggests values as the user types (an HS code): the URL of a POST
   * route that takes `q` (the text typed) and `limit` and answers `[{ value, label }]`, the label in
   * the request's language. Any text may still be typed; the server checks what is saved.
   */
  suggest?: string;
};

/**
 * A notice at the top of a record's detail while one of its fields holds certain values (an
 * obsolete customer, a replaced one). `link` names a field holding the id of another record of
 * the same resource (a successor): the notice names that record and links to its detail.
 */
export type BannerDef = {
  key: string;
  when: { field: string; in: readonly string[] };
  tone: 'info' | 'warning' | 'error';
  titleKey: string;
  descriptionKey?: string;
  link?: string;
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
  /** The record's name in both languages (`<i18n>.title`), when the area's catalog does not hold it. */
  title?: Labels;
  /**
   * Where the rows live, for a resource the server serves from this declaration alone: no server
   * resource file and no typed table, only the migration that creates the table.
   */
  store?: StoreDef;
  /** Notices on a record's detail, by the values of its fields, in order. */
  banners?: readonly BannerDef[];
};

/**
 * A field read from another table by key (a carrier's name by its code). The key is unique in
 * that table: a lookup reads at most one row, so a list that shows none of its fields leaves its
 * join out.
 */
export type LookupDef = {
  /** The other table, its key column and the column read. */
  table: string;
  key: string;
  column: string;
  /** The column of this table that holds the key, named in camelCase like a field (`branchId`). */
  from: string;
};

/**
 * How a declared resource is stored: its table (every field is the column of its name in
 * snake_case, `id` is the key; written tables also have `version` and `updated_at`), whose rows a
 * user sees (the branch's, the customer's company's, or all), and the fields read from other
 * tables by key.
 */
export type StoreDef = {
  table: string;
  scope: 'branch' | 'company' | 'none';
  lookups?: Readonly<Record<string, LookupDef>>;
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
  /** The button's text in both languages, stored under `labelKey` in the area's derived catalog. */
  label?: Labels;
  /**
   * Roles granted this action in a fresh installation, when fewer than the page's: a right an
   * administrator hands out on purpose (editing quotations). By default every role of the page.
   */
  roles?: readonly RoleCode[];
  /**
   * For an action on a child list's rows: the parent record's values in which it is not offered
   * (the lines of a confirmed quotation are no longer deleted). The area's rules refuse it there
   * on the server all the same; this keeps the button away.
   */
  parentLocked?: { field: string; in: readonly string[] };
};

/**
 * How a page is shown: the engine's generic list (a record's detail is part of it), form or
 * chart, or `custom`: the area's web folder supplies the screen.
 */
export type ScreenKind = 'list' | 'form' | 'chart' | 'custom';

/** What a chart measures per group: the rows, or an aggregate of a number or money field. */
export const CHART_FUNCTIONS = ['count', 'avg', 'sum', 'min', 'max'] as const;
export type ChartFunction = (typeof CHART_FUNCTIONS)[number];

export type ChartMeasure = {
  /** Name of the measure in the answer. */
  key: string;
  fn: ChartFunction;
  /** The number or money field aggregated; none for count. */
  field?: string;
  labelKey: string;
};

/**
 * A chart page: the resource's rows under the page's filters, grouped by one field, each group
 * measured; the first measure orders the groups (largest first) and is drawn as the series.
 */
export type ChartDef = {
  groupBy: string;
  measures: readonly ChartMeasure[];
  /** The ECharts series type. */
  series: 'bar' | 'line' | 'pie';
  /**
   * The measures drawn, side by side, for a bar or line chart (on hand against out of hand); by
   * default only the first. The table under the chart shows every measure either way.
   */
  drawn?: readonly string[];
  /** Most groups shown (default 50, at most 200). */
  limit?: number;
};

/**
 * Records of another resource that belong to a page's record (a customer's contacts, a booking's
 * legs): the record's detail shows them as a child list, added and edited in place with the child
 * resource's form. The server reaches a child only through a parent row the user sees, and a
 * child's foreign key is always that parent's id.
 */
export type RelationDef = {
  /** Names the relation in requests (`relation`) and in the detail's URL. */
  key: string;
  /** The child resource. */
  resource: string;
  /** Field of the child that holds the parent's id; fixed by the parent, so never in its form. */
  foreignKey: string;
  titleKey: string;
  columns: readonly string[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Menu URL needed to see the child rows, besides the parent page (default: the parent page only). */
  permission?: string;
  /**
   * What may be done to the child rows (create, edit, delete, transition), each with its
   * permission: one of the page's actions, or one of its own (`<url>:deleteLine`, see
   * `deleteLineAction`), which is then a permission of the page like its actions.
   */
  actions?: readonly ActionDef[];
};

/** One portal route: everything the menu, the route table, the permissions and the screen need. */
/**
 * A file a record's detail offers (a document made from the record on the server): a GET of
 * `href` with query parameters read from the record's fields (parameter -> field), made as the
 * signed-in user. The detail shows it only when every such field holds a value, and a `staffOnly`
 * one to staff alone; the server still checks the permission and the row scope.
 */
export type DownloadDef = {
  key: string;
  labelKey: string;
  href: string;
  params: Readonly<Record<string, string>>;
  staffOnly?: boolean;
};

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
  /** For screen 'chart': the grouped query the chart shows. */
  chart?: ChartDef;
  /** Child lists of the page's record, shown on its detail. */
  relations?: readonly RelationDef[];
  /** Files the record's detail offers for download. */
  downloads?: readonly DownloadDef[];
  /** Roles granted the page and all its actions in a fresh installation. */
  roles: readonly RoleCode[];
  /** The page's title in both languages (`menu.pages.<url>`), when the area's catalog does not hold it. */
  title?: Labels;
  /**
   * What the page shows or checks, one or two sentences under its title, in both languages
   * (`menu.help.<url>`): the generic list shows it in its header.
   */
  help?: Labels;
  helpKey?: string;
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
