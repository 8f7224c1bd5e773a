import type { ActionDef, PageDef } from '@tidemark/domain';
import { useMemo } from 'react';
import { useSession } from '../../shell/session';

/** The actions of a page the signed-in user may run, by kind; a kind the page lacks is absent. */
export type PageActions = {
  create?: ActionDef;
  edit?: ActionDef;
  batchUpdate?: ActionDef;
  export?: ActionDef;
  delete?: ActionDef;
  transitions: readonly ActionDef[];
};

/**
 * The one permission rule of the generic screens, the server's too (engine routes): an action
 * needs its own permission string, and holding the page is enough to see it.
 */
export const allowedActions = (page: PageDef, permissions: ReadonlySet<string>): PageActions => {
  const held = (page.actions ?? []).filter((a) => permissions.has(a.permission));
  const first = (kind: ActionDef['kind']) => held.find((a) => a.kind === kind);
  return {
    create: first('create'),
    edit: first('edit'),
    batchUpdate: first('batchUpdate'),
    export: first('export'),
    delete: first('delete'),
    transitions: held.filter((a) => a.kind === 'transition'),
  };
};

export const usePageActions = (page: PageDef): PageActions => {
  const { permissions } = useSession();
  return useMemo(() => allowedActions(page, permissions), [page, permissions]);
};
