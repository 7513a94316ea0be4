import { defineArea, page } from '../../app/area';

/**
 * Events: the catalogue (/events: upcoming, past, featured, search; "My events"), an event's
 * page (server-rendered with Open Graph), its pages, the registration steps and the
 * confirmation. Pages load on demand (`lazy`): only the shell is in the first script.
 */
export const eventsArea = defineArea({
  id: 'events',
  module: 'events',
  routes: [
    page('events', () => import('./events-page'), 'EventsPage', { data: true }),
    page('events/:eventId', () => import('./event-page'), 'EventPage', { data: true }),
    page(
      'events/:eventId/pages/:pageId',
      () => import('./event-content-page'),
      'EventContentPage',
      {
        data: true,
      },
    ),
    page('events/:eventId/register', () => import('./register-page'), 'RegisterPage', {
      access: 'signed-in',
      title: 'events.register',
    }),
    page('events/:eventId/confirmation', () => import('./confirmation-page'), 'ConfirmationPage', {
      access: 'signed-in',
      title: 'events.confirmation.title',
    }),
  ],
  // Announcements hosts send to attendees, and the reminders before an event starts.
  notificationSettings: [
    { label: 'events.notifications.announcements', type: 'ANNOUNCEMENT', scope: 'event' },
    { label: 'events.notifications.reminders', type: 'EVENT' },
  ],
});

/** Invoices (their own module): the list and an invoice with pay, print and PDF. */
export const invoicesArea = defineArea({
  id: 'invoices',
  module: 'invoices',
  routes: [
    page('invoices', () => import('./invoices-page'), 'InvoicesPage', {
      access: 'signed-in',
      title: 'events.invoices.title',
    }),
    page('invoices/:invoiceId', () => import('./invoice-page'), 'InvoicePage', {
      access: 'signed-in',
      title: 'events.invoices.title',
    }),
  ],
});
