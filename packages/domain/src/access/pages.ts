import type { PageDef } from '../engine/definitions';
import { ALL_STAFF } from '../engine/menu';

/** The signed-in user's home and the approval of customer accounts; both have screens of their own. */
export const ACCESS_PAGES: readonly PageDef[] = [
  {
    // The landing page: the user's recent pages and every page their roles grant.
    url: 'dashboardUser',
    group: 'dashboards',
    screen: 'custom',
    titleKey: 'menu.pages.dashboardUser',
    roles: [...ALL_STAFF, 'customer'],
  },
  {
    url: 'accountApproval',
    group: 'administration',
    screen: 'custom',
    titleKey: 'menu.pages.accountApproval',
    actions: [
      {
        key: 'approve',
        kind: 'transition',
        labelKey: 'permissions.accountApproval.approve',
        permission: 'accountApproval:approve',
      },
    ],
    roles: ['admin', 'csr', 'manager'],
  },
];
