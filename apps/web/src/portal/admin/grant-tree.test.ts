import type { MenuTreeItem } from '@tidemark/domain';
import { describe, expect, it } from 'vitest';
import { toggleGrant } from './grant-tree';

const item = (id: number, menuType: 0 | 1 | 2, childList: MenuTreeItem[] = []): MenuTreeItem => ({
  id,
  code: `c${id}`,
  menuType,
  menuTarget: 'PORTAL',
  menuUrl: menuType === 1 ? `p${id}` : null,
  permission: menuType === 2 ? `p:${id}` : null,
  titleKey: `t${id}`,
  childList,
});

// group 1 > page 2 (> action 3), page 4
const tree = [item(1, 0, [item(2, 1, [item(3, 2)]), item(4, 1)])];
const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);

describe('grant tree', () => {
  it('grants an action with its page and group', () => {
    expect(sorted(toggleGrant(tree, new Set(), 3, true))).toEqual([1, 2, 3]);
  });

  it('grants a group with everything under it', () => {
    expect(sorted(toggleGrant(tree, new Set(), 1, true))).toEqual([1, 2, 3, 4]);
  });

  it('keeps a page when only its action is removed', () => {
    expect(sorted(toggleGrant(tree, new Set([1, 2, 3]), 3, false))).toEqual([1, 2]);
  });

  it('drops a group left empty', () => {
    expect(sorted(toggleGrant(tree, new Set([1, 2, 3]), 2, false))).toEqual([]);
    expect(sorted(toggleGrant(tree, new Set([1, 2, 3, 4]), 2, false))).toEqual([1, 4]);
  });

  it('ignores unknown ids', () => {
    expect(sorted(toggleGrant(tree, new Set([4]), 99, true))).toEqual([4]);
  });

  it('leaves the items the user may not grant as they are', () => {
    const may = (id: number) => id !== 3;
    expect(sorted(toggleGrant(tree, new Set(), 1, true, may))).toEqual([1, 2, 4]);
    expect(sorted(toggleGrant(tree, new Set([1, 2]), 3, true, may))).toEqual([1, 2]);
    // The page and group above an action the user may not take away stay granted with it.
    expect(sorted(toggleGrant(tree, new Set([1, 2, 3, 4]), 1, false, may))).toEqual([1, 2, 3]);
    expect(sorted(toggleGrant(tree, new Set([1, 2, 3]), 2, false, may))).toEqual([1, 2, 3]);
    expect(sorted(toggleGrant(tree, new Set([1, 2, 4]), 2, false, may))).toEqual([1, 4]);
  });
});
