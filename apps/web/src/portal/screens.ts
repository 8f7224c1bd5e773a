import { PAGES, type ScreenKind } from '@tidemark/domain';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from './chunk';
import { CUSTOM_SCREENS } from './custom-screens';

type Screen = LazyExoticComponent<ComponentType>;

/** Screen kinds the engine's generic screens serve (docs/engine.md): list (with a record's detail) and form. */
const GENERIC_KINDS: ReadonlySet<ScreenKind> = new Set(['list', 'form']);

/** Every page definition of a generic kind gets the generic screen, unless CUSTOM_SCREENS has its own. */
const GENERIC_SCREENS: Readonly<Record<string, Screen>> = Object.fromEntries(
  PAGES.filter((p) => GENERIC_KINDS.has(p.screen) && !Object.hasOwn(CUSTOM_SCREENS, p.url)).map((p) => [
    p.url,
    lazyChunk(() => import('./engine/engine-screen').then((m) => ({ default: m.screenFor(p.url) }))),
  ]),
);

/**
 * The screen of each portal page, by menuUrl. A page is routable when the user's permissions
 * hold its menuUrl and a screen is listed here; each area adds its pages with one line each.
 * The landing page is part of the shell and not listed (see index.tsx).
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
  ...GENERIC_SCREENS,
  ...CUSTOM_SCREENS,
  udRole: lazyChunk(() => import('./admin/roles-page').then((m) => ({ default: m.RolesPage }))),
  upgrade: lazyChunk(() => import('./admin/upgrade-page').then((m) => ({ default: m.UpgradePage }))),
  accountApproval: lazyChunk(() =>
    import('./access/account-approval-page').then((m) => ({ default: m.AccountApprovalPage })),
  ),
  mailOutbox: lazyChunk(() => import('./comms/mail-outbox-page').then((m) => ({ default: m.MailOutboxPage }))),
};
