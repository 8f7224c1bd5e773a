import { RATE_IMPORT_PAGE, RATE_TREND_PAGE } from '@tidemark/domain/pricing/imports/index';
import { lazyChunk } from '../../chunk';
import type { AreaScreens } from '../../screens';

/** The rate-sheet import (upload, preview, commit) and the rate trends. */
export const importsScreens: AreaScreens = {
  [RATE_IMPORT_PAGE]: lazyChunk(() => import('./import-page').then((m) => ({ default: m.RateSheetImportPage }))),
  [RATE_TREND_PAGE]: lazyChunk(() => import('./trend-page').then((m) => ({ default: m.RateTrendPage }))),
};
