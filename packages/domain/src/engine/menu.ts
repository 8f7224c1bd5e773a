/**
 * The portal menu: the groups of ROUTES.md, in order. The pages come from the areas' page
 * definitions (MENU_PAGES in areas.ts), so the menu never lists a page that does not exist. A
 * page's menuUrl is its route under /dashboard and also its view permission; action permissions
 * are menuType 2 items.
 */
export const MENU_GROUPS = [
  'dashboards',
  'bookings',
  'tracking',
  'charges',
  'tariffs',
  'space',
  'crm',
  'customs',
  'reports',
  'drayage',
  'integrations',
  'administration',
  'communication',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export const ROLE_CODES = [
  'admin',
  'manager',
  'reviewer',
  'csr',
  'ops',
  'sales',
  'pricing',
  'finance',
  'customs',
  'it',
  'hr',
  'customer',
] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

export type MenuPage = {
  /** Route under /dashboard, the menuUrl and the view permission. */
  url: string;
  group: MenuGroup;
  /** Action permissions (menuType 2 items) under this page. */
  actions: readonly string[];
  /** Roles granted the page (and, unless `actionRoles` says fewer, its actions) in a fresh installation. */
  roles: readonly RoleCode[];
  /** The roles each action is granted to in a fresh installation (the page's roles unless the action names fewer). */
  actionRoles: Readonly<Record<string, readonly RoleCode[]>>;
};

/** The permissions a role holds in a fresh installation: its pages' URLs and the actions granted to it. */
export const defaultGrants = (pages: readonly MenuPage[], role: RoleCode): Set<string> =>
  new Set(
    pages
      .filter((p) => p.roles.includes(role))
      .flatMap((p) => [p.url, ...p.actions.filter((a) => (p.actionRoles[a] ?? p.roles).includes(role))]),
  );

/** Every staff role: pages every employee may open. */
export const ALL_STAFF: readonly RoleCode[] = [
  'admin',
  'manager',
  'reviewer',
  'csr',
  'ops',
  'sales',
  'pricing',
  'finance',
  'customs',
  'it',
  'hr',
];

export const menuGroupKey = (group: MenuGroup) => `menu.groups.${group}`;
export const menuPageKey = (url: string) => `menu.pages.${url}`;
