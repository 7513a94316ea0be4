import { defineArea, page } from '../../app/area';

/**
 * Host door: what the hosts and co-hosts of a listing do with its people (decision
 * 0022) — the attendees table and an attendee's passes and answers, the check-in screen for
 * the door (camera, code entry, name search; keeps working through short network drops), the
 * report with its charts, announcements and the event's mail templates. Part of the events
 * module; pages load on demand.
 */
const signedIn = { access: 'signed-in' } as const;

export const hostDoorArea = defineArea({
  id: 'host-door',
  module: 'events',
  routes: [
    page('host/events/:eventId/attendees', () => import('./attendees-page'), 'AttendeesPage', {
      ...signedIn,
      title: 'hostDoor.attendees.title',
    }),
    page(
      'host/events/:eventId/attendees/:accountId',
      () => import('./attendee-page'),
      'AttendeePage',
      { ...signedIn, title: 'hostDoor.attendee.title' },
    ),
    page('host/events/:eventId/checkin', () => import('./checkin-page'), 'CheckInPage', {
      ...signedIn,
      title: 'hostDoor.checkin.title',
    }),
    page('host/events/:eventId/report', () => import('./report-page'), 'ReportPage', {
      ...signedIn,
      title: 'hostDoor.report.title',
    }),
    page(
      'host/events/:eventId/announcements',
      () => import('./announcements-page'),
      'AnnouncementsPage',
      { ...signedIn, title: 'hostDoor.announcements.title' },
    ),
    page('host/events/:eventId/emails', () => import('./emails-page'), 'EmailsPage', {
      ...signedIn,
      title: 'hostDoor.emails.title',
    }),
  ],
});
