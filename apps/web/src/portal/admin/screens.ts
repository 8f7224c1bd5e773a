import { lazyChunk } from '../chunk';
import type { AreaScreens } from '../screens';

/** Roles and users, the upgrade notice, dictionaries and column settings. */
export const screens: AreaScreens = {
  udRole: lazyChunk(() => import('./roles-page').then((m) => ({ default: m.RolesPage }))),
  upgrade: lazyChunk(() => import('./upgrade-page').then((m) => ({ default: m.UpgradePage }))),
  dictionaryManage: lazyChunk(() =>
    import('./dictionary-manage-page').then((m) => ({ default: m.DictionaryManagePage })),
  ),
  columnManage: lazyChunk(() => import('./column-manage-page').then((m) => ({ default: m.ColumnManagePage }))),
  columnAdd: lazyChunk(() => import('./column-add-page').then((m) => ({ default: m.ColumnAddPage }))),
  reportFieldManage: lazyChunk(() =>
    import('./column-manage-page').then((m) => ({ default: m.ReportFieldManagePage })),
  ),
  reportFieldSetting: lazyChunk(() =>
    import('./report-field-setting-page').then((m) => ({ default: m.ReportFieldSettingPage })),
  ),
};
