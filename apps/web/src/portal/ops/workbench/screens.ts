import { lazyChunk } from '../../chunk';
import type { AreaScreens } from '../../screens';

/** The operations user's work list. */
export const workbenchScreens: AreaScreens = {
  workBench: lazyChunk(() => import('./workbench-page').then((m) => ({ default: m.WorkbenchPage }))),
};
