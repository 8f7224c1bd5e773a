import { lazyChunk } from '../../chunk';
import type { AreaScreens } from '../../screens';

/** Tariffs: the list with flags and make-sell, the create form with its lines, and the search. */
export const tariffsScreens: AreaScreens = {
  tariff: lazyChunk(() => import('./tariff-page').then((m) => ({ default: m.TariffPage }))),
  createTariff: lazyChunk(() => import('./create-page').then((m) => ({ default: m.CreateTariffPage }))),
  searchTariff: lazyChunk(() => import('./search-page').then((m) => ({ default: m.SearchTariffPage }))),
};
