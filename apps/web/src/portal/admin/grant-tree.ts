import type { MenuTreeItem } from '@tidemark/domain';

const below = (item: MenuTreeItem): MenuTreeItem[] => item.childList.flatMap((c) => [c, ...below(c)]);
const descendants = (item: MenuTreeItem): number[] => below(item).map((c) => c.id);

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
 * Items the user may not grant (`may` answers false) keep their state whatever the cascade says,
 * and so does an item above one of them that stays granted (it would come back as its parent).
 */
export const toggleGrant = (
  tree: readonly MenuTreeItem[],
  granted: ReadonlySet<number>,
  id: number,
  on: boolean,
  may: (id: number) => boolean = () => true,
): Set<number> => {
  const next = new Set(granted);
  const [item, ...ancestors] = pathTo(tree, id);
  if (!item || !may(item.id)) return next;
  if (on) {
    for (const i of [item.id, ...descendants(item), ...ancestors.map((a) => a.id)].filter(may)) next.add(i);
    return next;
  }
  const holdsLocked = (node: MenuTreeItem) => descendants(node).some((d) => !may(d) && granted.has(d));
  for (const node of [item, ...below(item)]) if (may(node.id) && !holdsLocked(node)) next.delete(node.id);
  for (const ancestor of ancestors) {
    if (ancestor.menuType === 0 && may(ancestor.id) && !descendants(ancestor).some((d) => next.has(d))) {
      next.delete(ancestor.id);
    }
  }
  return next;
};
