import type { AreaPart } from '../../engine/area';
import { dictionary } from '../../engine/dictionaries';
import { BOOKING_DICTIONARIES } from './dictionaries';
import { bookingsCatalog } from './i18n';
import { BOOKING_PAGES, BOOKING_RELATIONS_FOR, BOOKING_RESOURCES } from './resources';

export * from './rules';
export * from './statuses';

/** Sea and air bookings, their checklist and states, and the shipments confirming them makes. */
export const BOOKINGS: AreaPart = {
  resources: BOOKING_RESOURCES,
  pages: BOOKING_PAGES,
  dictionaries: {
    ...BOOKING_DICTIONARIES,
    // The pending desk's queue: bookings waiting for the desk, and drafts made from web requests.
    booking_desk_queue: dictionary(['pending', 'other'], {
      en_us: { name: 'Booking queue', values: { pending: 'Waiting for the desk', other: 'Other' } },
      zh_cn: { name: '订舱队列', values: { pending: '待处理', other: '其他' } },
    }),
  },
  catalogs: [bookingsCatalog],
  relationsFor: BOOKING_RELATIONS_FOR,
};
