import { lazyChunk } from '../../chunk';
import type { AreaScreens } from '../../screens';

const helped = (url: string) =>
  lazyChunk<Record<string, never>>(() => import('./helped-list').then((m) => ({ default: m.helpedList(url) })));

/**
 * Consoles: the console list with the consolidation workflow, the manifest with houses added
 * and removed, the MAWB stock with its ranges, and the report pages headed by what they check.
 */
export const consolesScreens: AreaScreens = {
  createShipmentAndConsole: lazyChunk(() => import('./console-page').then((m) => ({ default: m.ConsolePage }))),
  shipmentManifest: lazyChunk(() => import('./manifest-page').then((m) => ({ default: m.ManifestPage }))),
  mawbStock: lazyChunk(() => import('./stock-page').then((m) => ({ default: m.StockPage }))),
  PostingMBL: helped('PostingMBL'),
  ShipmentBms: helped('ShipmentBms'),
  shipmentReport2: helped('shipmentReport2'),
  shipmentReportCheck: helped('shipmentReportCheck'),
};
