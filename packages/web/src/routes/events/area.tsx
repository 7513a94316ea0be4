import { defineArea, routeHandle } from '../../app/area';

/**
 * Events: the catalogue (/events: upcoming, past, featured, search; "My events"), an event's
 * page (server-rendered with Open Graph), its pages, the registration steps and the
 * confirmation. Pages load on demand (`lazy`): only the shell is in the first script.
 */
export const eventsArea = defineArea({
  id: 'events',
  module: 'events',
  routes: [
    {
      path: 'events',
      lazy: async () => {
        const { EventsPage, eventsMeta, eventsPrefetch } = await import('./events-page');
        return {
          Component: EventsPage,
          handle: routeHandle({ prefetch: eventsPrefetch, meta: eventsMeta }),
        };
      },
    },
    {
      path: 'events/:eventId',
      lazy: async () => {
        const { EventPage, eventMeta, eventPrefetch } = await import('./event-page');
        return {
          Component: EventPage,
          handle: routeHandle({ prefetch: eventPrefetch, meta: eventMeta }),
        };
      },
    },
    {
      path: 'events/:eventId/pages/:pageId',
      lazy: async () => {
        const { EventContentPage, eventContentMeta, eventContentPrefetch } =
          await import('./event-content-page');
        return {
          Component: EventContentPage,
          handle: routeHandle({ prefetch: eventContentPrefetch, meta: eventContentMeta }),
        };
      },
    },
    {
      path: 'events/:eventId/register',
      handle: routeHandle({
        access: 'signed-in',
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'events.register' }) }),
      }),
      lazy: async () => ({ Component: (await import('./register-page')).RegisterPage }),
    },
    {
      path: 'events/:eventId/confirmation',
      handle: routeHandle({
        access: 'signed-in',
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'events.confirmation.title' }) }),
      }),
      lazy: async () => ({ Component: (await import('./confirmation-page')).ConfirmationPage }),
    },
  ],
});

/** Invoices (their own module): the list and an invoice with pay, print and PDF. */
export const invoicesArea = defineArea({
  id: 'invoices',
  module: 'invoices',
  routes: [
    {
      path: 'invoices',
      handle: routeHandle({
        access: 'signed-in',
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'events.invoices.title' }) }),
      }),
      lazy: async () => ({ Component: (await import('./invoices-page')).InvoicesPage }),
    },
    {
      path: 'invoices/:invoiceId',
      handle: routeHandle({
        access: 'signed-in',
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'events.invoices.title' }) }),
      }),
      lazy: async () => ({ Component: (await import('./invoice-page')).InvoicePage }),
    },
  ],
});
