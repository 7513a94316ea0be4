import { defineArea, page } from '../../app/area';

/** The nav entry's and admin link's paths, kept out of the route list the a11y audit reads. */
const HELP_CENTRE = '/support';
const SUPPORT_QUEUE = '/admin/support';

/**
 * Support: the help centre (/support: a question, a bug or feedback, from members and
 * visitors), my tickets with the desk's replies (/support/tickets, /support/tickets/:ticketId)
 * and the administrators' queue (/admin/support, /admin/support/:ticketId).
 */
export const supportArea = defineArea({
  id: 'support',
  module: 'support',
  routes: [
    page('support', () => import('./help-page'), 'HelpPage', { title: 'support.title' }),
    page('support/tickets', () => import('./my-tickets-page'), 'MyTicketsPage', {
      access: 'signed-in',
      title: 'support.mine.title',
    }),
    page('support/tickets/:ticketId', () => import('./my-ticket-page'), 'MyTicketPage', {
      access: 'signed-in',
      title: 'support.ticket.title',
    }),
    page('admin/support', () => import('./support-queue-page'), 'SupportQueuePage', {
      access: 'signed-in',
      title: 'support.queue.title',
    }),
    page('admin/support/:ticketId', () => import('./support-ticket-page'), 'SupportTicketPage', {
      access: 'signed-in',
      title: 'support.ticket.title',
    }),
  ],
  nav: [{ module: 'support', path: HELP_CENTRE, label: 'support.nav' }],
  notificationSettings: [
    { label: 'support.notifications.confirmation', email: 'supportTicketConfirmationEmail' },
    { label: 'support.notifications.replies', type: 'SUPPORT_TICKET_MESSAGE' },
  ],
  adminLinks: [
    { path: SUPPORT_QUEUE, label: 'support.admin.link', description: 'support.admin.linkBody' },
  ],
});
