import { defineArea, page } from '../../app/area';

/**
 * Tickets: the passes the account holds after registering (/tickets), a pass with its
 * QR code, answers, add-ons, transfer and cancel (/tickets/:eventId/passes/:passId), an
 * event's sessions and my agenda (/tickets/:eventId/sessions) and its activations with the
 * leaderboard (/tickets/:eventId/activations), and the group tickets I bought
 * (/tickets/:eventId/group-tickets). Part of
 * the events module; pages load on demand, so only these declarations are in the first script.
 */
/** The top navigation's "My tickets": an app path, not a route of its own (a11y.spec lists routes). */
const MY_TICKETS = '/tickets';

export const ticketsArea = defineArea({
  id: 'tickets',
  module: 'events',
  routes: [
    page('tickets', () => import('./tickets-page'), 'TicketsPage', {
      access: 'signed-in',
      title: 'tickets.title',
    }),
    page('tickets/:eventId/passes/:passId', () => import('./pass-page'), 'PassPage', {
      access: 'signed-in',
      title: 'tickets.pass.title',
    }),
    page('tickets/:eventId/sessions', () => import('./sessions-page'), 'SessionsPage', {
      access: 'signed-in',
      title: 'tickets.sessions.title',
    }),
    page('tickets/:eventId/activations', () => import('./activations-page'), 'ActivationsPage', {
      access: 'signed-in',
      title: 'tickets.activations.title',
    }),
    page(
      'tickets/:eventId/group-tickets',
      () => import('./group-tickets-page'),
      'GroupTicketsPage',
      {
        access: 'signed-in',
        title: 'tickets.group.title',
      },
    ),
  ],
  nav: [{ module: 'events', path: MY_TICKETS, label: 'tickets.nav' }],
  notificationSettings: [{ label: 'settings.notifications.type.TRANSFER', type: 'TRANSFER' }],
});
