import type { PageDef } from '../engine/definitions';

/** Every mail the system has written, sent or not: a screen of its own over the outbox. */
export const COMMS_PAGES: readonly PageDef[] = [
  {
    url: 'mailOutbox',
    group: 'administration',
    screen: 'custom',
    titleKey: 'menu.pages.mailOutbox',
    roles: ['admin', 'it'],
  },
];
