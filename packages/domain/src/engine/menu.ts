import { PAGES } from './registry';

/**
 * The portal menu: the groups of ROUTES.md and the pages that exist. Each area adds its pages
 * here when it lands; the menu never lists a page that does not exist. A page's menuUrl is its
 * route under /dashboard and also its view permission; action permissions are menuType 2 items.
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

const ALL_STAFF: readonly RoleCode[] = ['admin', 'manager', 'reviewer', 'csr', 'ops', 'sales', 'finance', 'it', 'hr'];

const SHELL_PAGES: readonly MenuPage[] = [
  { url: 'dashboardUser', group: 'dashboards', actions: [], roles: [...ALL_STAFF, 'customer'] },
  { url: 'udRole', group: 'administration', actions: ['udRole:edit'], roles: ['admin', 'it'] },
  { url: 'upgrade', group: 'administration', actions: ['upgrade:edit'], roles: ['admin', 'it'] },
  {
    url: 'accountApproval',
    group: 'administration',
    actions: ['accountApproval:approve'],
    roles: ['admin', 'csr', 'manager'],
  },
  { url: 'mailOutbox', group: 'administration', actions: [], roles: ['admin', 'it'] },
];

/** The shell's own pages plus every declared page of the engine registry. */
export const MENU_PAGES: readonly MenuPage[] = [
  ...SHELL_PAGES,
  ...PAGES.map((p) => ({
    url: p.url,
    group: p.group,
    actions: [...new Set((p.actions ?? []).map((a) => a.permission))],
    roles: p.roles,
  })),
];

export const menuGroupKey = (group: MenuGroup) => `menu.groups.${group}`;
export const menuPageKey = (url: string) => `menu.pages.${url}`;
