import type { PageDef } from '@tidemark/domain';
import { badRequest } from '../http/errors';
import { idField } from '../http/fields';
import type { EngineLookup } from './lookup';
import type { ServerResource } from './resource';

/** A call through a relation: the child resource scoped to one parent row, the page it acts as, the permission it needs. */
export type RelationTarget = { res: ServerResource; page: PageDef; permission: string };

/**
 * The target of a generic call that names a relation of the view (body `relation` and
 * `parentId`), or null for a call on the page's own resource. The child is served as a page of
 * its own, made of the relation's columns, sort and actions; its rows are those of the parent
 * (engine/sql.ts scopeCondition), so it is never reached past a parent the user cannot see.
 */
export const relationTarget = (
  lookup: EngineLookup,
  view: PageDef | undefined,
  resource: string,
  body: unknown,
): RelationTarget | null => {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (fields.relation === undefined) return null;
  const relation = view?.relations?.find((r) => r.key === fields.relation);
  const parent = view?.resource ? lookup.resource(view.resource) : undefined;
  const child = lookup.resource(resource);
  const parentId = idField.safeParse(fields.parentId);
  if (!view || !relation || relation.resource !== resource || !parent || !child) throw badRequest('engine.unknownView');
  if (!parentId.success) throw badRequest('validation.invalid');
  return {
    res: {
      ...child,
      through: { parent, relation: relation.key, foreignKey: relation.foreignKey, parentId: parentId.data },
    },
    page: {
      url: view.url,
      group: view.group,
      screen: 'list',
      resource,
      titleKey: relation.titleKey,
      columns: relation.columns,
      ...(relation.defaultSort ? { defaultSort: relation.defaultSort } : {}),
      actions: relation.actions ?? [],
      roles: view.roles,
    },
    permission: relation.permission ?? view.url,
  };
};

/** The values of a child created through its parent: the foreign key is the parent's id, whatever the form sent. */
export const withParent = (res: ServerResource, values: Record<string, unknown>): Record<string, unknown> =>
  res.through ? { ...values, [res.through.foreignKey]: res.through.parentId } : values;
