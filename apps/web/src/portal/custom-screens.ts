import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyChunk } from './chunk';

/**
 * Pages with their own screen instead of the generic engine screen (screens.ts registers a
 * generic screen for every other page definition). The customer list with its region tabs and
 * profile, and the engine's own settings pages.
 */
export const CUSTOM_SCREENS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  customer: lazyChunk(() => import('./customers/customer-page').then((m) => ({ default: m.CustomerPage }))),
  dictionaryManage: lazyChunk(() =>
    import('./admin/dictionary-manage-page').then((m) => ({ default: m.DictionaryManagePage })),
  ),
  columnManage: lazyChunk(() => import('./admin/column-manage-page').then((m) => ({ default: m.ColumnManagePage }))),
  columnAdd: lazyChunk(() => import('./admin/column-add-page').then((m) => ({ default: m.ColumnAddPage }))),
  reportFieldManage: lazyChunk(() =>
    import('./admin/column-manage-page').then((m) => ({ default: m.ReportFieldManagePage })),
  ),
  reportFieldSetting: lazyChunk(() =>
    import('./admin/report-field-setting-page').then((m) => ({ default: m.ReportFieldSettingPage })),
  ),
  findTrackingNoList: lazyChunk(() =>
    import('./tracking/desk/lookup-page').then((m) => ({ default: m.BulkLookupPage })),
  ),
  checkTracking: lazyChunk(() => import('./tracking/desk/quality-page').then((m) => ({ default: m.QualityPage }))),
  LegTracking: lazyChunk(() =>
    import('./tracking/desk/leg-tracking-page').then((m) => ({ default: m.LegTrackingPage })),
  ),
  LFDControl: lazyChunk(() => import('./tracking/desk/lfd-page').then((m) => ({ default: m.LfdControlPage }))),
  TrackingAverageDay: lazyChunk(() =>
    import('./tracking/desk/averages-page').then((m) => ({ default: m.TrackingAverageDayPage })),
  ),
  LegAverageDay: lazyChunk(() =>
    import('./tracking/desk/averages-page').then((m) => ({ default: m.LegAverageDayPage })),
  ),
  uploadContainerTracking: lazyChunk(() =>
    import('./tracking/uploads/upload-page').then((m) => ({ default: m.UploadContainerTrackingPage })),
  ),
};
