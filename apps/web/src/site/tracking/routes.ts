import type { SiteRoute } from '../route-types';

const pages = 'site.tracking.pages';

/** The public tracking pages (tracking area); results come from the loaders, rendered on the server. */
export const trackingRoutes: readonly SiteRoute[] = [
  {
    path: '/tracking',
    load: () => import('./tracking-page'),
    title: `${pages}.tracking.title`,
    description: `${pages}.tracking.description`,
    data: async (ctx) => (await import('./lookup-state')).loadNumberLookup(ctx),
  },
  {
    path: '/tracking-plate',
    load: async () => ({ default: (await import('./single-lookup-page')).PlatePage }),
    title: `${pages}.plate.title`,
    description: `${pages}.plate.description`,
    data: async (ctx) => (await import('./lookup-state')).loadPlateLookup(ctx),
  },
  {
    path: '/fba-tracking',
    load: async () => ({ default: (await import('./single-lookup-page')).FbaPage }),
    title: `${pages}.fba.title`,
    description: `${pages}.fba.description`,
    data: async (ctx) => (await import('./lookup-state')).loadFbaLookup(ctx),
  },
  {
    path: '/track-trace-visibility',
    load: () => import('./visibility-page'),
    title: `${pages}.visibility.title`,
    description: `${pages}.visibility.description`,
  },
  {
    path: '/user-tracking',
    load: () => import('./user-tracking-page'),
    title: `${pages}.user.title`,
    description: `${pages}.user.description`,
    signedIn: true,
  },
];
