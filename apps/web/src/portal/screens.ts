import { MENU_PAGES, PAGES, type ScreenKind } from '@tidemark/domain';
import type { ComponentType } from 'react';
import { lazyChunk } from './chunk';

/** The screens of an area (its `screens.ts`): page URL -> component, usually loaded on demand. */
export type AreaScreens = Readonly<Record<string, ComponentType>>;

/** Screen kinds the engine's generic screens serve from the page definition (docs/engine.md). */
export const GENERIC_KINDS: ReadonlySet<ScreenKind> = new Set(['list', 'detail', 'form', 'chart']);

/**
 * Every area's screens.ts, found by its place (portal/<area>/screens.ts): a new area is picked up
 * without a list to edit. The modules are small maps read at once; the screens load on demand.
 */
const AREA_MODULES = import.meta.glob<{ screens: AreaScreens }>('./*/screens.ts', { eager: true });

/** Area screens by page URL, with the area that declares each (a URL claimed twice is an error). */
export const AREA_SCREENS: ReadonlyMap<string, { area: string; screen: ComponentType }> = (() => {
  const out = new Map<string, { area: string; screen: ComponentType }>();
  for (const [path, module] of Object.entries(AREA_MODULES)) {
    const area = path.split('/')[1] ?? path;
    for (const [url, screen] of Object.entries(module.screens)) {
      const known = out.get(url);
      if (known) throw new Error(`page ${url} has a screen in both ${known.area} and ${area}`);
      out.set(url, { area, screen });
    }
  }
  return out;
})();

const genericScreen = (url: string): ComponentType =>
  lazyChunk(() => import('./engine/engine-screen').then((m) => ({ default: m.screenFor(url) })));

/**
 * The screen of each portal page, by menuUrl: the area's own screen when it has one, otherwise
 * the generic screen of the page definition's kind. A page of the registry with neither is a
 * mistake the registry test catches; the shell still routes it, to a message, never dropping it.
 */
export const SCREENS: Readonly<Record<string, ComponentType>> = Object.fromEntries(
  MENU_PAGES.flatMap((menuPage) => {
    const own = AREA_SCREENS.get(menuPage.url)?.screen;
    if (own) return [[menuPage.url, own]];
    const page = PAGES.find((p) => p.url === menuPage.url);
    return page && GENERIC_KINDS.has(page.screen) ? [[menuPage.url, genericScreen(menuPage.url)]] : [];
  }),
);
