import type { MenuTreeItem } from '@tidemark/domain';

const descendants = (item: MenuTreeItem): number[] => item.childList.flatMap((c) => [c.id, ...descendants(c)]);

/** The item and the chain of its ancestors, nearest first; empty when the id is not in the tree. */
const pathTo = (tree: readonly MenuTreeItem[], id: number): MenuTreeItem[] => {
  for (const item of tree) {
    if (item.id === id) return [item];
    const below = pathTo(item.childList, id);
    if (below.length > 0) return [...below, item];
  }
  return [];
};

/**
 * Ticking a menu item grants it with everything under it and the items above it (a page needs
 * its group to show). Unticking takes it and everything under it away, and a group left with
 * nothing granted inside goes too; a page keeps its grant when only its actions are removed.
 */
export const toggleGrant = (
  tree: readonly MenuTreeItem[],
  granted: ReadonlySet<number>,
  id: number,
  on: boolean,
): Set<number> => {
  const next = new Set(granted);
  const [item, ...ancestors] = pathTo(tree, id);
  if (!item) return next;
  const affected = [item.id, ...descendants(item)];
  if (on) {
    for (const i of [...affected, ...ancestors.map((a) => a.id)]) next.add(i);
    return next;
  }
  for (const i of affected) next.delete(i);
  for (const ancestor of ancestors) {
    if (ancestor.menuType === 0 && !descendants(ancestor).some((d) => next.has(d))) next.delete(ancestor.id);
  }
  return next;
};
