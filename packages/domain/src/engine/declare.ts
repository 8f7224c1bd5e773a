import { z } from 'zod';
import { ID_MAX } from '../common/constants';
import type { AreaCatalog, CatalogTree } from '../i18n/catalog';
import { LANGUAGES, type Language } from '../i18n/language';
import { isValidContainerNumber } from '../reference/container-number';
import type { ActionDef, ActionKind, FieldDef, Labels, PageDef, ResourceDef } from './definitions';
import type { RoleCode } from './menu';

/**
 * Declaring resources and pages with their labels beside them. A field's label key defaults to
 * `<resource i18n>.fields.<name>`, a page's title to `menu.pages.<url>`, an action's permission to
 * `<url>:<key>` and a standard action's button to the engine's word for its kind; labels written
 * inline become the area's derived catalog (declarationCatalog), so a plain page needs no catalog
 * file. Written resources without their own schemas get them from their editable fields.
 */

export type FieldInput = Omit<FieldDef, 'labelKey'> & { labelKey?: string };
export type ResourceInput = Omit<ResourceDef, 'fields'> & { fields: readonly FieldInput[] };
export type ActionInput = Omit<ActionDef, 'labelKey' | 'permission'> & { labelKey?: string; permission?: string };
export type PageInput = Omit<PageDef, 'titleKey' | 'actions'> & {
  titleKey?: string;
  actions?: readonly ActionInput[];
};

/** The engine's words for the standard actions: the button of an action that names no label. */
export const ACTION_KIND_LABELS: Readonly<Record<Exclude<ActionKind, 'transition'>, Labels>> = {
  create: { en_us: 'New', zh_cn: '新建' },
  edit: { en_us: 'Edit', zh_cn: '编辑' },
  delete: { en_us: 'Delete', zh_cn: '删除' },
  export: { en_us: 'Export', zh_cn: '导出' },
  batchUpdate: { en_us: 'Batch update', zh_cn: '批量修改' },
};

/** The name of the permission to delete the rows of a page's child lists: "<page title>: Delete lines". */
export const DELETE_LINES_LABEL: Labels = { en_us: 'Delete lines', zh_cn: '删除明细' };

/**
 * Deleting the rows of a child list (a tariff's charge lines): the row's button says Delete, and
 * the permission is the page's own `<url>:deleteLine`, a menu item of the page like its actions,
 * granted in a fresh installation to `roles` (by default every role of the page). One permission
 * covers every child list of the page that declares it. `parentLocked` names the parent's values
 * in which no line is deleted (the child resource's beforeDelete rule refuses them on the server).
 */
export const deleteLineAction = (
  url: string,
  options: { roles?: readonly RoleCode[]; parentLocked?: ActionDef['parentLocked'] } = {},
): ActionDef => ({
  key: 'deleteLine',
  kind: 'delete',
  labelKey: 'engine.actionKinds.delete',
  permission: `${url}:deleteLine`,
  ...(options.roles ? { roles: options.roles } : {}),
  ...(options.parentLocked ? { parentLocked: options.parentLocked } : {}),
});

/**
 * Every action a page declares: its own, then those of its child lists. The permissions among
 * them are the page's menu items (MENU_PAGES); where two name the same permission the first one's
 * roles count.
 */
export const pageActionsWithRelations = (page: PageDef): ActionDef[] => [
  ...(page.actions ?? []),
  ...(page.relations ?? []).flatMap((r) => r.actions ?? []),
];

export const defineResource = (input: ResourceInput): ResourceDef => ({
  ...input,
  fields: input.fields.map((f) => ({ ...f, labelKey: f.labelKey ?? `${input.i18n}.fields.${f.name}` })),
});

const actionLabelKey = (url: string, a: ActionInput): string => {
  if (a.labelKey) return a.labelKey;
  if (a.label) return `pageActions.${url}.${a.key}`;
  if (a.kind === 'transition') throw new Error(`page ${url}: transition ${a.key} needs a label`);
  return `engine.actionKinds.${a.kind}`;
};

export const definePage = (input: PageInput): PageDef => {
  const { actions, ...page } = input;
  return {
    ...page,
    titleKey: input.titleKey ?? `menu.pages.${input.url}`,
    ...(input.help && { helpKey: `menu.help.${input.url}` }),
    ...(actions && {
      actions: actions.map(
        (a): ActionDef => ({
          ...a,
          labelKey: actionLabelKey(input.url, a),
          permission: a.permission ?? `${input.url}:${a.key}`,
        }),
      ),
    }),
  };
};

type Tree = { [key: string]: string | Tree };

const put = (tree: Tree, key: string, text: string): void => {
  const parts = key.split('.');
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next === 'string') throw new Error(`label key ${key} runs through the text at ${part}`);
    if (next) node = next;
    else {
      const child: Tree = {};
      node[part] = child;
      node = child;
    }
  }
  node[parts[parts.length - 1] as string] = text;
};

const actionText = (a: ActionDef): Labels | undefined =>
  a.label ?? (a.kind === 'transition' ? undefined : ACTION_KIND_LABELS[a.kind]);

/**
 * The catalog of the labels written in declarations: field labels, resource and page titles,
 * action buttons, and for a page with an inline title the names of its permissions
 * ("Sailing schedules: Export").
 */
export const declarationCatalog = (resources: readonly ResourceDef[], pages: readonly PageDef[]): AreaCatalog => {
  const inLanguage = (lang: Language): CatalogTree => {
    const tree: Tree = {};
    for (const r of resources) {
      if (r.title) put(tree, `${r.i18n}.title`, r.title[lang]);
      for (const f of r.fields) if (f.label) put(tree, f.labelKey, f.label[lang]);
    }
    for (const p of pages) {
      if (p.title) put(tree, p.titleKey, p.title[lang]);
      if (p.help && p.helpKey) put(tree, p.helpKey, p.help[lang]);
      const named = new Set<string>();
      const name = (permission: string, text: Labels | undefined) => {
        if (!p.title || !text || named.has(permission)) return;
        named.add(permission);
        put(
          tree,
          `permissions.${permission.replace(':', '.')}`,
          `${p.title[lang]}${lang === 'zh_cn' ? '：' : ': '}${text[lang]}`,
        );
      };
      for (const a of p.actions ?? []) {
        if (a.label) put(tree, a.labelKey, a.label[lang]);
        name(a.permission, actionText(a));
      }
      // A permission a child list brings of its own ("Tariffs: Delete lines").
      const own = new Set((p.actions ?? []).map((a) => a.permission));
      for (const a of (p.relations ?? []).flatMap((r) => r.actions ?? [])) {
        if (!own.has(a.permission)) name(a.permission, a.kind === 'delete' ? DELETE_LINES_LABEL : a.label);
      }
    }
    return tree;
  };
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, inLanguage(lang)])) as Record<Language, CatalogTree>;
};

/** True when the declarations of a catalog hold no label at all. */
export const isEmptyCatalog = (catalog: AreaCatalog): boolean => Object.keys(catalog.en_us).length === 0;

/**
 * The fields a record form offers: the editable ones, and on an edit only those the update schema
 * takes, so a value set once when the record is made (the shipment a cargo line belongs to) is not
 * offered again where a change would be dropped.
 */
export const formFields = (def: ResourceDef, editing: boolean): FieldDef[] => {
  const editable = def.fields.filter((f) => f.editable && !f.filterOnly);
  const schema = editing ? def.updateSchema : undefined;
  if (!(schema instanceof z.ZodObject)) return editable;
  const shape: Readonly<Record<string, unknown>> = schema.shape;
  return editable.filter((f) => Object.hasOwn(shape, f.name));
};

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const toNumber = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : v);
const toBool = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v);
const invalid = { error: 'validation.invalid' };

/** The zod schema of one editable field's value, by its type. */
const valueSchema = (f: FieldDef, dictionaries: Readonly<Record<string, readonly string[]>>): z.ZodType => {
  const text = (max: number) =>
    z
      .string({ error: 'validation.required' })
      .trim()
      .max(max, { error: 'validation.tooLong' })
      .min(f.required ? 1 : 0, { error: 'validation.required' });
  switch (f.type) {
    case 'text':
      return text(f.maxLength ?? 200);
    case 'longText':
      return text(f.size ?? 200);
    case 'number':
      return z.preprocess(toNumber, z.number({ error: 'validation.number' }).finite());
    case 'money':
      return z.preprocess(
        (v) => (typeof v === 'number' ? String(v) : v),
        z.string().regex(/^-?\d{1,13}(\.\d{1,4})?$/, { error: 'validation.number' }),
      );
    case 'datetime':
      return z.iso.datetime({ offset: true, error: 'validation.invalid' });
    case 'date':
      return z.iso.date({ error: 'validation.invalid' });
    case 'enum': {
      // A value of a reference table: its form here, its existence (and the user's scope) on the server.
      if (f.dict === 'branch_office')
        return z.preprocess(toNumber, z.number(invalid).int().positive().max(ID_MAX, invalid));
      if (f.dict === 'country')
        return z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, invalid);
      const values = dictionaries[f.dict ?? ''];
      if (!values) throw new Error(`field ${f.name}: an editable enum needs a dictionary of values`);
      return z.string().refine((v) => values.includes(v), invalid);
    }
    case 'port':
      return z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, invalid);
    case 'party':
      return z.preprocess(toNumber, z.number(invalid).int().positive().max(ID_MAX, invalid));
    case 'container':
      return z.string().trim().toUpperCase().refine(isValidContainerNumber, { error: 'validation.containerNumber' });
    case 'boolean':
      return z.preprocess(toBool, z.boolean(invalid));
    case 'file':
      throw new Error(`field ${f.name}: a file is not written through a record form`);
  }
};

/**
 * A stored resource whose fields are editable but which declares no schemas gets them from its
 * fields: each editable field by its type, length and dictionary; required ones must be present
 * on create, an update may send any of them; an empty optional value is stored as null.
 */
export const withWriteSchemas = (
  def: ResourceDef,
  dictionaries: Readonly<Record<string, readonly string[]>>,
): ResourceDef => {
  if (!def.store || def.createSchema) return def;
  const editable = def.fields.filter((f) => f.editable && !f.filterOnly);
  if (editable.length === 0) return def;
  const shape = Object.fromEntries(
    editable.map((f) => {
      const value = valueSchema(f, dictionaries);
      return [f.name, f.required ? value : z.preprocess(blankToNull, value.nullable()).optional()];
    }),
  );
  const create = z.object(shape);
  return { ...def, createSchema: create, updateSchema: create.partial() };
};
