import type { MenuTreeItem } from '@tidemark/domain';

/** A page of the portal menu as the shell uses it. */
export type PortalPage = {
  url: string;
  titleKey: string;
  /** The enclosing group (menuType 0), if any. */
  group: { code: string; titleKey: string } | null;
};

/** Every page (menuType 1 with a menuUrl) of the tree, in menu order, each once. */
export const menuPages = (tree: readonly MenuTreeItem[]): PortalPage[] => {
  const out = new Map<string, PortalPage>();
  const walk = (items: readonly MenuTreeItem[], group: PortalPage['group']) => {
    for (const item of items) {
      if (item.menuTarget === 'BMS') continue;
      if (item.menuType === 0) walk(item.childList, { code: item.code, titleKey: item.titleKey });
      else if (item.menuType === 1 && item.menuUrl && !out.has(item.menuUrl))
        out.set(item.menuUrl, { url: item.menuUrl, titleKey: item.titleKey, group });
    }
  };
  walk(tree, null);
  return [...out.values()];
};

/**
 * The pages the user may open: in the menu and their menuUrl in the permission list (SPEC §6).
 * Whether the build has their screen is the registry test's to guarantee, so a page never
 * quietly leaves the menu.
 */
export const routablePages = (tree: readonly MenuTreeItem[], permissions: ReadonlySet<string>): PortalPage[] =>
  menuPages(tree).filter((p) => permissions.has(p.url));

/** The first path segment under /dashboard: '/dashboard/udRole/x' -> 'udRole'. */
export const pageUrlOf = (pathname: string): string | null => {
  const match = /^\/dashboard\/([^/?#]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
};

/** The menu groups with the routable pages under them, for the side menu and the dashboard. */
export type MenuSection = { code: string; titleKey: string; pages: PortalPage[] };

export const menuSections = (pages: readonly PortalPage[]): MenuSection[] => {
  const sections = new Map<string, MenuSection>();
  for (const page of pages) {
    const code = page.group?.code ?? '';
    const section = sections.get(code) ?? { code, titleKey: page.group?.titleKey ?? '', pages: [] };
    section.pages.push(page);
    sections.set(code, section);
  }
  return [...sections.values()];
};
