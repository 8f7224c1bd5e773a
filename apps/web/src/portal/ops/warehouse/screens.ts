import { lazyChunk } from '../../chunk';
import type { AreaScreens } from '../../screens';

/** Warehouse receipts, stock, orders and pre-plans, with labels and scanning. */
export const warehouseScreens: AreaScreens = {
  wms: lazyChunk(() => import('./wms-page').then((m) => ({ default: m.WmsPage }))),
};
