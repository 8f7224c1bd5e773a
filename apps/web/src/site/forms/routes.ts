import type { SiteRoute } from '../route-types';

const contact = () => import('./contact-page');

/** The public forms (contact and booking requests, Speaking Up); the quotation request is on the instant rates page. */
export const formsRoutes: readonly SiteRoute[] = [
  { path: '/contact', load: contact, title: 'site.forms.contact.title', description: 'site.forms.contact.description' },
  {
    path: '/learn-more',
    load: contact,
    title: 'site.forms.contact.title',
    description: 'site.forms.contact.description',
  },
  {
    path: '/contact-us',
    load: contact,
    title: 'site.forms.contactUs.title',
    description: 'site.forms.contactUs.description',
  },
  {
    path: '/intelligent-bookingAir',
    load: () => import('./air-booking-page'),
    title: 'site.forms.airBooking.title',
    description: 'site.forms.airBooking.description',
  },
  {
    path: '/about/speakingUp',
    load: () => import('./speaking-up-page'),
    title: 'site.forms.speakingUp.title',
    description: 'site.forms.speakingUp.description',
    // The country list in the reader's language, so the form renders complete on the server.
    data: async ({ get, lang }) => {
      const body = await get<{ data?: { code: string; name: string }[] }>('/api/inquiries/countries', { lang });
      return body.data ?? [];
    },
  },
];
