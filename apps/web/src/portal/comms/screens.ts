import { lazyChunk } from '../chunk';
import type { AreaScreens } from '../screens';

/** The mail outbox. */
export const screens: AreaScreens = {
  mailOutbox: lazyChunk(() => import('./mail-outbox-page').then((m) => ({ default: m.MailOutboxPage }))),
};
