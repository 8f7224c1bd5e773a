import type { MenuTreeItem } from '@tidemark/domain';
import { describe, expect, it } from 'vitest';
import { menuPages, menuSections, pageUrlOf, routablePages } from './menu-model';

const item = (over: Partial<MenuTreeItem> & Pick<MenuTreeItem, 'id' | 'menuType'>): MenuTreeItem => ({
  code: `c${over.id}`,
  menuTarget: 'PORTAL',
  menuUrl: null,
  permission: null,
  titleKey: `t${over.id}`,
  childList: [],
  ...over,
});

const tree = [
  item({
    id: 1,
    menuType: 0,
    code: 'group:administration',
    childList: [
      item({
        id: 2,
        menuType: 1,
        menuUrl: 'udRole',
        childList: [item({ id: 3, menuType: 2, permission: 'udRole:edit' })],
      }),
      item({ id: 4, menuType: 1, menuUrl: 'bmsOnly', menuTarget: 'BMS' }),
      item({ id: 5, menuType: 1, menuUrl: 'upgrade' }),
    ],
  }),
  item({ id: 6, menuType: 1, menuUrl: 'dashboardUser' }),
];

describe('menu model', () => {
  it('lists pages with their group, without BMS items or permission items', () => {
    expect(menuPages(tree).map((p) => [p.url, p.group?.code ?? null])).toEqual([
      ['udRole', 'group:administration'],
      ['upgrade', 'group:administration'],
      ['dashboardUser', null],
    ]);
  });

  it('routes the pages in the permission list', () => {
    const permissions = new Set(['udRole', 'udRole:edit', 'dashboardUser']);
    expect(routablePages(tree, permissions).map((p) => p.url)).toEqual(['udRole', 'dashboardUser']);
    expect(routablePages(tree, new Set(['udRole:edit']))).toEqual([]);
  });

  it('groups pages into sections in menu order', () => {
    expect(menuSections(menuPages(tree)).map((s) => [s.code, s.pages.length])).toEqual([
      ['group:administration', 2],
      ['', 1],
    ]);
  });

  it('reads the page from a portal path', () => {
    expect(pageUrlOf('/dashboard/udRole')).toBe('udRole');
    expect(pageUrlOf('/dashboard/udRole/users')).toBe('udRole');
    expect(pageUrlOf('/dashboard')).toBeNull();
    expect(pageUrlOf('/user-account')).toBeNull();
  });
});
