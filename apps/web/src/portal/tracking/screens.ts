import { lazyChunk } from '../chunk';
import type { AreaScreens } from '../screens';

/** The tracking desk's workflow screens and the container tracking upload. */
export const screens: AreaScreens = {
  findTrackingNoList: lazyChunk(() => import('./desk/lookup-page').then((m) => ({ default: m.BulkLookupPage }))),
  checkTracking: lazyChunk(() => import('./desk/quality-page').then((m) => ({ default: m.QualityPage }))),
  LegTracking: lazyChunk(() => import('./desk/leg-tracking-page').then((m) => ({ default: m.LegTrackingPage }))),
  LFDControl: lazyChunk(() => import('./desk/lfd-page').then((m) => ({ default: m.LfdControlPage }))),
  TrackingAverageDay: lazyChunk(() =>
    import('./desk/averages-page').then((m) => ({ default: m.TrackingAverageDayPage })),
  ),
  LegAverageDay: lazyChunk(() => import('./desk/averages-page').then((m) => ({ default: m.LegAverageDayPage }))),
  uploadContainerTracking: lazyChunk(() =>
    import('./uploads/upload-page').then((m) => ({ default: m.UploadContainerTrackingPage })),
  ),
};
