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
  /** Roles granted the page (and all its actions) in a fresh installation. */
  roles: readonly RoleCode[];
};

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
  'it',
  'hr',
];

export const menuGroupKey = (group: MenuGroup) => `menu.groups.${group}`;
export const menuPageKey = (url: string) => `menu.pages.${url}`;
