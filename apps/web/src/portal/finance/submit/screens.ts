import { lazyChunk } from '../../chunk';
import type { AreaScreens } from '../../screens';

/** Submissions of reviewed charge lines to CargoWise. */
export const submitScreens: AreaScreens = {
  chargeSubmint: lazyChunk(() => import('./submission-list').then((m) => ({ default: m.SubmissionList }))),
};
